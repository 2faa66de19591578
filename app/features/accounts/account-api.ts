import type { ContractInput, ContractOutput } from "../../../core/contracts/contract";
import type * as account from "../../../core/contracts/account";
import { callApi } from "../../components/api-client";

/** The account calls of docs/product.md §7 that the website makes (core/contracts/account.ts). */
export type AccountContract =
  | typeof account.sendOtp
  | typeof account.verifyOtp
  | typeof account.login
  | typeof account.register
  | typeof account.forgotPassword
  | typeof account.resetPassword
  | typeof account.logoutWebsite;

/** What a sign-in call answers (the modal reads whether the member already has a password). */
export type SignedInAnswer = ContractOutput<typeof account.login>;

export type AccountSuccess<T> = { ok: true; data: T };

export type AccountFailure = {
  ok: false;
  /** The HTTP status; null when no answer came (the 'No internet' dialog is already open). */
  status: number | null;
  /** The server's message in the contract's error shape, if it sent one. */
  message: string | null;
  /** Field names the server's `errors` object blames (e.g. ["otp"]). */
  fields: string[];
  /** Seconds from a 429's Retry-After header. */
  retryAfterSeconds: number | null;
};

export type AccountResult<T> = AccountSuccess<T> | AccountFailure;

/**
 * Makes one account call with the session cookie (callApi). Never throws: a failure comes back as
 * a value the form can show, and a server that cannot be reached opens the 'No internet' dialog.
 */
export async function postAccount<C extends AccountContract>(contract: C, ...[input]: Partial<[ContractInput<C>]>): Promise<AccountResult<ContractOutput<C>>> {
  const result = await callApi(contract as AccountContract, (input ?? {}) as never);
  if (result.ok) return { ok: true, data: result.data as ContractOutput<C> };
  return {
    ok: false,
    status: result.status,
    message: result.message?.trim() ? result.message : null,
    fields: Object.keys(result.errors ?? {}),
    retryAfterSeconds: retryAfter(result.retryAfter ?? null),
  };
}

/** Retry-After in seconds (the server sends seconds, never an HTTP date). */
export function retryAfter(header: string | null): number | null {
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number.parseInt(header.trim(), 10);
}
