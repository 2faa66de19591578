import { sql } from "drizzle-orm";
import { BUSINESS_SIGNUP_MESSAGES, type BusinessAccountStatus } from "../../../core/business-signup-rules";
import { normaliseEmail } from "../../../core/account-rules";
import type { Database } from "../../db/client";
import { businessAccounts } from "../../db/schema/business";
import { AppError } from "../../kernel/errors";

export const ACCOUNT_STATUS_MESSAGES: Record<BusinessAccountStatus, string> = {
  in_review: "Your account is in review. Our admin team will review your request shortly.",
  active: "Your account is active.",
  in_active: "Your account is inactive.",
};

/** docs/product.md §7 checkAdminStatus: a business account's state by e-mail; 404 'Account not exist in our database'. */
export async function getAccountStatus(
  { db }: { db: Database },
  email: string,
): Promise<{ status: BusinessAccountStatus; message: string; name: string; kind: string }> {
  const [account] = await db
    .select({ status: businessAccounts.status, name: businessAccounts.name, kind: businessAccounts.kind })
    .from(businessAccounts)
    .where(sql`lower(${businessAccounts.email}) = ${normaliseEmail(email)}`)
    .limit(1);
  if (!account) throw new AppError("NOT_FOUND", BUSINESS_SIGNUP_MESSAGES.accountNotFound);
  return { ...account, message: ACCOUNT_STATUS_MESSAGES[account.status] };
}
