import { sql } from "drizzle-orm";
import { normaliseEmail } from "../../../core/account-rules";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/accounts";
import { businessAccounts } from "../../db/schema/business";

/**
 * docs/product.md §7 checkAdminEmail: whether a business may sign up with this e-mail. Any account
 * with it (a member's or a business's) makes it taken (decision 019).
 */
export async function isBusinessEmailAvailable({ db }: { db: Database }, email: string): Promise<boolean> {
  const address = normaliseEmail(email);
  const [user] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${address}`).limit(1);
  if (user) return false;
  const [account] = await db
    .select({ id: businessAccounts.id })
    .from(businessAccounts)
    .where(sql`lower(${businessAccounts.email}) = ${address}`)
    .limit(1);
  return account === undefined;
}
