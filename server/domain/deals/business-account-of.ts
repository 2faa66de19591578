import { eq } from "drizzle-orm";
import { businessAccounts, type BusinessAccountRow } from "../../db/schema/business";
import type { Database } from "../../db/client";
import { AppError } from "../../kernel/errors";

export const NOT_A_BUSINESS = "Only business accounts can do this.";
export const BUSINESS_NOT_ACTIVE = "Your account is in review. You can answer couples once it is active.";

export const BUSINESS_DEACTIVATED = "Your account is not active, so its page cannot be changed. Please contact support.";

/**
 * The signed-in business's account while it may prepare its page: active, or still in review (its
 * text and photos are ready when it goes live, and no one sees them before). A deactivated account
 * is refused.
 */
export async function preparingBusinessAccountOf(db: Database, userId: number): Promise<BusinessAccountRow> {
  const [account] = await db.select().from(businessAccounts).where(eq(businessAccounts.userId, userId)).limit(1);
  if (!account) throw new AppError("FORBIDDEN", NOT_A_BUSINESS);
  if (account.status === "in_active") throw new AppError("FORBIDDEN", BUSINESS_DEACTIVATED);
  return account;
}

/** The signed-in business's account, active (only active hotels and advisors answer couples). */
export async function activeBusinessAccountOf(db: Database, userId: number): Promise<BusinessAccountRow> {
  const [account] = await db.select().from(businessAccounts).where(eq(businessAccounts.userId, userId)).limit(1);
  if (!account) throw new AppError("FORBIDDEN", NOT_A_BUSINESS);
  if (account.status !== "active") throw new AppError("FORBIDDEN", BUSINESS_NOT_ACTIVE);
  return account;
}
