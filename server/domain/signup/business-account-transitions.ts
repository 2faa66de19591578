import type { BusinessAccountStatus } from "../../../core/business-signup-rules";
import { AppError } from "../../kernel/errors";

/**
 * Business account states (docs/product.md §4): every new account is `in_review`; only admins move it,
 * to `active` or `in_active`, and may move it back and forth after that. Nothing returns to review.
 */
export const BUSINESS_ACCOUNT_TRANSITIONS: Readonly<Record<BusinessAccountStatus, readonly BusinessAccountStatus[]>> = {
  in_review: ["active", "in_active"],
  active: ["in_active"],
  in_active: ["active"],
};

export function canMoveBusinessAccount(from: BusinessAccountStatus, to: BusinessAccountStatus): boolean {
  return BUSINESS_ACCOUNT_TRANSITIONS[from].includes(to);
}

/** Refuses a move the table does not allow, naming both states. */
export function assertBusinessAccountMove(from: BusinessAccountStatus, to: BusinessAccountStatus): void {
  if (!canMoveBusinessAccount(from, to)) {
    throw new AppError("CONFLICT", `An account that is ${from.replace("_", " ")} cannot be moved to ${to.replace("_", " ")}.`);
  }
}
