import { describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "../../../core/account-rules";
import type { AccountFailure } from "./account-api";
import {
  canSendCode,
  codeInput,
  credentialFailureMessage,
  failureField,
  failureMessage,
  isResendTooSoon,
  nameFieldError,
  quickEmailError,
  verifyFailure,
} from "./sign-in-rules";

function failure(status: number | null, message: string | null, fields: string[] = []): AccountFailure {
  return { ok: false, status, message, fields, retryAfterSeconds: null };
}

describe("quick sign-in e-mail", () => {
  it("says 'Invalid email address' for anything but an e-mail", () => {
    expect(quickEmailError("ana@example.com")).toBeNull();
    expect(quickEmailError("  ana@example.com ")).toBeNull();
    for (const bad of ["ana", "ana@", "ana@example", "a na@example.com", "@example.com"]) {
      expect(quickEmailError(bad), bad).toBe("Invalid email address");
    }
  });

  it("keeps 'Send code' disabled while the e-mail is blank or a send is running", () => {
    expect(canSendCode("", false)).toBe(false);
    expect(canSendCode("   ", false)).toBe(false);
    expect(canSendCode("a", false)).toBe(true);
    expect(canSendCode("ana@example.com", true)).toBe(false);
  });
});

describe("code field", () => {
  it("keeps digits only, six at most", () => {
    expect(codeInput("12 34-56")).toBe("123456");
    expect(codeInput("1234567")).toBe("123456");
    expect(codeInput("abc")).toBe("");
  });
});

describe("server failures", () => {
  it("shows the server's message or 'Something went wrong. Please try again.'", () => {
    expect(failureMessage(failure(400, "Nope"))).toBe("Nope");
    expect(failureMessage(failure(500, null))).toBe("Something went wrong. Please try again.");
  });

  it("shows a login or register 422 in the server's words and other failures generically", () => {
    expect(credentialFailureMessage(failure(422, ACCOUNT_MESSAGES.credentialsWrong))).toBe(
      "These credentials do not match our records.",
    );
    expect(credentialFailureMessage(failure(500, "Internal details"))).toBe("Something went wrong. Please try again.");
    expect(credentialFailureMessage(failure(401, "Unauthenticated."))).toBe("Something went wrong. Please try again.");
    expect(credentialFailureMessage(failure(429, ACCOUNT_MESSAGES.tooManyAttempts))).toBe(
      ACCOUNT_MESSAGES.tooManyAttempts,
    );
    // A blocked account is told so; any other 403 stays generic.
    expect(credentialFailureMessage(failure(403, ACCOUNT_MESSAGES.accountBlocked))).toBe(ACCOUNT_MESSAGES.accountBlocked);
    expect(credentialFailureMessage(failure(403, "Anything else"))).toBe("Something went wrong. Please try again.");
  });

  it("toasts 'Invalid OTP' for a refused code and puts the server's words under the field", () => {
    expect(verifyFailure(failure(422, ACCOUNT_MESSAGES.otpExpired))).toEqual({
      toast: "Invalid OTP",
      fieldMessage: ACCOUNT_MESSAGES.otpExpired,
    });
    expect(verifyFailure(failure(503, null))).toEqual({
      toast: null,
      fieldMessage: "Something went wrong. Please try again.",
    });
  });

  it("tells the one-per-minute refusal apart from other 429s", () => {
    expect(isResendTooSoon(failure(429, ACCOUNT_MESSAGES.otpResendTooSoon))).toBe(true);
    expect(isResendTooSoon(failure(429, ACCOUNT_MESSAGES.otpHourlyCap))).toBe(false);
    expect(isResendTooSoon(failure(422, ACCOUNT_MESSAGES.otpResendTooSoon))).toBe(false);
  });

  it("puts a failure under the field the server names, in the form's order", () => {
    expect(failureField(failure(422, "x", ["password"]), ["otp", "password"])).toBe("password");
    expect(failureField(failure(422, "x", ["password", "otp"]), ["otp", "password"])).toBe("otp");
    expect(failureField(failure(422, "x", ["email"]), ["otp", "password"])).toBeNull();
  });
});

describe("classic sign-up name", () => {
  it("is required", () => {
    expect(nameFieldError(" ")).toBe("Please Enter Your Name");
    expect(nameFieldError("Ana Lima")).toBeNull();
  });
});
