import { AppError } from "../server/kernel/errors";

/** A dashboard page for an account the business rules refuse (a couple, an account in review): their words. */
export type RefusedView = { kind: "refused"; message: string };

/**
 * A dashboard page's view, loaded by `load`; when the domain refuses this account (FORBIDDEN), the
 * page says why instead of failing. Anything else is thrown as it was.
 */
export async function viewOrRefused<View>(load: () => Promise<View>): Promise<View | RefusedView> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof AppError && error.code === "FORBIDDEN") return { kind: "refused", message: error.message };
    throw error;
  }
}
