import type { BusinessAccountStatus } from "./business-signup-rules";

/**
 * Business account states (docs/product.md §4): every new account is `in_review`; only admins move it,
 * to `active` or `in_active`, and may move it back and forth after that. Nothing returns to review.
 * The server's guard and the admin page's buttons both ask this table.
 */
export const BUSINESS_ACCOUNT_TRANSITIONS: Readonly<Record<BusinessAccountStatus, readonly BusinessAccountStatus[]>> = {
  in_review: ["active", "in_active"],
  active: ["in_active"],
  in_active: ["active"],
};

export function canMoveBusinessAccount(from: BusinessAccountStatus, to: BusinessAccountStatus): boolean {
  return BUSINESS_ACCOUNT_TRANSITIONS[from].includes(to);
}
