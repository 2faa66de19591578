import type { SocialProvider } from "../../../config";
import { AppError, type ErrorCode } from "../../../kernel/errors";
import { SOCIAL_PROVIDER_LABELS } from "../../../../core/social-providers";

/** People know the providers by these names; messages and the success toast use them. */
export const PROVIDER_LABELS: Record<SocialProvider, string> = SOCIAL_PROVIDER_LABELS;

/**
 * The short codes the website flow puts in `login_error=` on the return path (the page shows a
 * message for each): the person cancelled, the provider failed, the flow was not ours, etc.
 */
export const SOCIAL_LOGIN_ERROR_CODES = [
  "access_denied",
  "provider_error",
  "invalid_state",
  "exchange_failed",
  "unavailable",
  "no_verified_email",
  "account_disabled",
  "too_many_attempts",
  "failed",
] as const;

export type SocialLoginErrorCode = (typeof SOCIAL_LOGIN_ERROR_CODES)[number];

/**
 * A social sign-in that did not succeed. The apps get `status`/`message` in the error shape; the
 * website is sent back to `returnTo` with `login_error=<reason>`.
 */
export class SocialSignInError extends AppError {
  constructor(
    readonly reason: SocialLoginErrorCode,
    code: ErrorCode,
    message: string,
    readonly returnTo = "/",
    /** The provider's side of the story, for a log line; never a code, token or secret. */
    readonly detail?: string,
  ) {
    super(code, message);
  }

  /** The same failure, now knowing where the website flow should return. */
  returningTo(returnTo: string): SocialSignInError {
    return new SocialSignInError(this.reason, this.code, this.message, returnTo, this.detail);
  }
}

export function notConfigured(provider: SocialProvider): AppError {
  return new AppError("NOT_FOUND", `${PROVIDER_LABELS[provider]} sign-in is not available.`);
}
