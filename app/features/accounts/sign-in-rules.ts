import { ACCOUNT_MESSAGES, isEmail, OTP_LENGTH } from "../../../core/account-rules";
import type { AccountFailure } from "./account-api";

/**
 * How the modal turns input and server answers into the words of docs/product.md §5 and §8. The
 * rules themselves (what an e-mail or a code is) live in core/account-rules.
 */

/** The quick version's single message for any e-mail it cannot use (blank never gets this far). */
export function quickEmailError(value: string): string | null {
  return isEmail(value.trim()) ? null : ACCOUNT_MESSAGES.quickInvalidEmail;
}

/** 'Send code' stays disabled while the e-mail is blank (docs/product.md §5). */
export function canSendCode(email: string, isSending: boolean): boolean {
  return email.trim() !== "" && !isSending;
}

/** What a code field keeps of a paste or keystroke: digits only, at most six. */
export function codeInput(value: string): string {
  return value.replace(/\D/g, "").slice(0, OTP_LENGTH);
}

/** The server's message, or 'Something went wrong. Please try again.' */
export function failureMessage(failure: AccountFailure): string {
  return failure.message ?? ACCOUNT_MESSAGES.somethingWentWrong;
}

/**
 * docs/product.md §8: a 422 from login or register shows the server's message, anything else
 * 'Something went wrong. Please try again.'. A 429 (our rate limits, which the original
 * service did not have) also shows the server's words, which say when to try again.
 */
export function credentialFailureMessage(failure: AccountFailure): string {
  if (failure.status === 422 || failure.status === 429) return failureMessage(failure);
  // An account an admin blocked: the person is told so, and where to write.
  if (failure.status === 403 && failure.message === ACCOUNT_MESSAGES.accountBlocked) return failure.message;
  return ACCOUNT_MESSAGES.somethingWentWrong;
}

/**
 * docs/product.md §8 for a code that did not verify: the 'Invalid OTP' toast for a refused code
 * (422), and always a message under the code field.
 */
export function verifyFailure(failure: AccountFailure): { toast: string | null; fieldMessage: string } {
  return {
    toast: failure.status === 422 ? ACCOUNT_MESSAGES.otpInvalid : null,
    fieldMessage: failureMessage(failure),
  };
}

/**
 * A send-code refusal that still leaves a usable code in the inbox: the one-per-minute rule. The
 * person goes on to the code step and the resend timer starts at the server's Retry-After.
 */
export function isResendTooSoon(failure: AccountFailure): boolean {
  return failure.status === 429 && failure.message === ACCOUNT_MESSAGES.otpResendTooSoon;
}

/** Which form field a server failure belongs under, or null for a message about the whole form. */
export function failureField<Field extends string>(failure: AccountFailure, fields: readonly Field[]): Field | null {
  return fields.find((field) => failure.fields.includes(field)) ?? null;
}

/** The name field of the classic sign-up ('Create Account'). */
export const NAME_REQUIRED = "Please Enter Your Name";

export function nameFieldError(value: string): string | null {
  return value.trim() === "" ? NAME_REQUIRED : null;
}
