import { describe, expect, it } from "vitest";
import { FORGOT_PASSWORD_RESEND_SECONDS, OTP_RESEND_SECONDS } from "../../../core/account-rules";
import { formatCountdown, secondsUntil } from "./countdown";

describe("resend countdown", () => {
  const start = 1_000_000;

  it("counts whole seconds down to 0 and no further", () => {
    const deadline = start + OTP_RESEND_SECONDS * 1000;
    expect(secondsUntil(deadline, start)).toBe(60);
    expect(secondsUntil(deadline, start + 1)).toBe(60);
    expect(secondsUntil(deadline, start + 1000)).toBe(59);
    expect(secondsUntil(deadline, start + 59_001)).toBe(1);
    expect(secondsUntil(deadline, deadline)).toBe(0);
    expect(secondsUntil(deadline, deadline + 5000)).toBe(0);
  });

  it("reads as minutes and seconds", () => {
    expect(formatCountdown(OTP_RESEND_SECONDS)).toBe("1:00");
    expect(formatCountdown(FORGOT_PASSWORD_RESEND_SECONDS)).toBe("0:59");
    expect(formatCountdown(5)).toBe("0:05");
    expect(formatCountdown(0)).toBe("0:00");
    expect(formatCountdown(-3)).toBe("0:00");
  });
});
