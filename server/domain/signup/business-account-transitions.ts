import { canMoveBusinessAccount } from "../../../core/business-account-transitions";
import type { BusinessAccountStatus } from "../../../core/business-signup-rules";
import { AppError } from "../../kernel/errors";

/** Refuses a move core's table does not allow, naming both states. */
export function assertBusinessAccountMove(from: BusinessAccountStatus, to: BusinessAccountStatus): void {
  if (!canMoveBusinessAccount(from, to)) {
    throw new AppError("CONFLICT", `An account that is ${from.replace("_", " ")} cannot be moved to ${to.replace("_", " ")}.`);
  }
}
