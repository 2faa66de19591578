import { ACCOUNT_MESSAGES } from "../../../core/account-rules";
import type { AnyContract, ContractInput, ContractOutput } from "../../../core/contracts/contract";
import { callApi } from "../../components/api-client";

export type FieldErrors = Record<string, string[]>;

export type AccountApiResult<T> = { ok: true; body: T } | { ok: false; status: number; message: string; errors: FieldErrors };

const SIGNED_OUT = "You have been signed out. Please log in again.";

/**
 * Calls an /api/v1 operation from the profile page by its contract (callApi, with the session
 * cookie) and turns every outcome into what the page shows: the server's message and field
 * errors, the signed-out message for a 401, docs/product.md's "No internet" text when the server
 * cannot be reached (the 'No internet' dialog opens too), or a generic message otherwise.
 */
export async function callAccountApi<C extends AnyContract>(contract: C, ...[input]: Partial<[ContractInput<C>]>): Promise<AccountApiResult<ContractOutput<C>>> {
  const result = await callApi(contract as AnyContract, (input ?? {}) as never);
  if (result.ok) return { ok: true, body: result.data as ContractOutput<C> };
  if (result.status === null) return { ok: false, status: 0, message: ACCOUNT_MESSAGES.noInternetBody, errors: {} };
  if (result.status === 401) return { ok: false, status: 401, message: SIGNED_OUT, errors: {} };
  return { ok: false, status: result.status, message: result.message ?? ACCOUNT_MESSAGES.somethingWentWrong, errors: result.errors ?? {} };
}
