/**
 * Account rules shared by the sign-in modal, /profile and the server. Messages are docs/product.md sections
 * 5 and 8, word for word.
 */
import { matchesWithin } from "./bounded-pattern";

export const ACCOUNT_MESSAGES = {
  quickInvalidEmail: "Invalid email address",
  emailRequired: "Please Enter Your Email",
  emailInvalid: "Enter a Valid Email",
  passwordRequired: "Please input your Password!",
  otpRequired: "Please Enter Your OTP",
  otpInvalid: "Invalid OTP",
  otpSentToast: "OTP sent to your email.",
  otpSentRegisteredToast: "OTP sent to your registered email.",
  otpVerifiedToast: "OTP Verified Successfully!",
  somethingWentWrong: "Something went wrong. Please try again.",
  logoutQuestion: "Are you sure you want to  logout?",
  noInternetTitle: "No internet",
  noInternetBody: "No internet connection. Can't reach the server.",
  /** Server answers of docs/product.md §7. */
  otpSent: "OTP sent successfully",
  otpVerified: "OTP verified successfully",
  passwordLength: "The password must be between 8 and 64 characters.",
  credentialsWrong: "These credentials do not match our records.",
  emailTaken: "The email has already been taken.",
  otpExpired: "This code has expired. Please request a new one.",
  otpResendTooSoon: "Please wait a minute before requesting a new code.",
  otpHourlyCap: "Too many codes requested for this address. Please try again later.",
  tooManyAttempts: "Too many attempts. Please try again later.",
  /** The password lock-out; worded the same whether or not the address has an account. */
  passwordLocked: "Too many wrong passwords for this address. Please try again later, sign in with a code, or reset your password.",
  unauthenticated: "Unauthenticated.",
  currentPasswordWrong: "The current password is incorrect.",
  /**
   * Every sign-in (password, code, social, login link) of an account an admin blocked says this; the
   * password only after it was right, so a wrong guess learns nothing.
   */
  accountBlocked: "This account is blocked. Write to us through the Contact page (/contacts) if you think this is a mistake.",
  birthdayInFuture: "Your birthday cannot be in the future",
} as const;

/** The calendar day it is somewhere on Earth at the latest (UTC+14), as YYYY-MM-DD. */
export function latestDayOnEarth(now: Date): string {
  return new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/**
 * A birthday that has not happened yet anywhere is refused. Judged against the latest day on
 * Earth, so a member whose birthday is today where they live is never told it is in the future.
 * Takes a YYYY-MM-DD day (the schema checked the form); "" (cleared) is fine.
 */
export function birthdayFieldError(day: string, now: Date): string | null {
  return day !== "" && day > latestDayOnEarth(now) ? ACCOUNT_MESSAGES.birthdayInFuture : null;
}

export const loginSuccessToast = (provider: string) => `Login Successfully in ${provider}`;

/** docs/product.md §9. */
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;
export const FORGOT_PASSWORD_RESEND_SECONDS = 59;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
/** docs/product.md §7: the device name is a fixed placeholder string. */
export const WEB_DEVICE_NAME = "web";

/**
 * The standard e-mail shape (docs/product.md §5): no spaces, one @, a dot in the domain with something
 * on both sides of it. Written as /^[^\s@]+@[^\s@]+\.[^\s@]+$/ it took about n² steps on a long
 * domain of dots; here the domain's first character is taken alone, then up to the first dot after
 * it, then at least one more character, so there is only one way to read any text.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
/** RFC 5321 caps a forward path at 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

export function isEmail(value: string): boolean {
  return matchesWithin(EMAIL_PATTERN, value, EMAIL_MAX_LENGTH);
}

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Form messages: 'Please Enter Your Email' when blank, 'Enter a Valid Email' when malformed. */
export function emailFieldError(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === "") return ACCOUNT_MESSAGES.emailRequired;
  return isEmail(trimmed) ? null : ACCOUNT_MESSAGES.emailInvalid;
}

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** A one-time code's shape: OTP_LENGTH digits. */
export function isOtp(value: string): boolean {
  return matchesWithin(OTP_PATTERN, value, OTP_LENGTH);
}

export function otpFieldError(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === "") return ACCOUNT_MESSAGES.otpRequired;
  return isOtp(trimmed) ? null : ACCOUNT_MESSAGES.otpInvalid;
}

export function passwordFieldError(value: string): string | null {
  if (value === "") return ACCOUNT_MESSAGES.passwordRequired;
  const length = Array.from(value).length;
  return length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH ? ACCOUNT_MESSAGES.passwordLength : null;
}
