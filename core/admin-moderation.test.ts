import { describe, expect, it } from "vitest";
import { checkReportReason, MODERATION_MESSAGES, REPORT_REASON_LENGTH } from "./admin-moderation";

describe("checkReportReason", () => {
  it("accepts a reason of 5 to 1000 characters once trimmed", () => {
    expect(checkReportReason("The hotel asked me to pay outside Amora.")).toBeNull();
    expect(checkReportReason("  Rude!  ")).toBeNull();
    expect(checkReportReason("x".repeat(REPORT_REASON_LENGTH.min))).toBeNull();
    expect(checkReportReason("x".repeat(REPORT_REASON_LENGTH.max))).toBeNull();
  });

  it("refuses a missing, blank, too short or too long reason with the form's message", () => {
    expect(MODERATION_MESSAGES.reportReason).toBe("Tell us what is wrong (5 to 1000 characters).");
    expect(checkReportReason(undefined)).toBe(MODERATION_MESSAGES.reportReason);
    expect(checkReportReason("     ")).toBe(MODERATION_MESSAGES.reportReason);
    expect(checkReportReason("Rude")).toBe(MODERATION_MESSAGES.reportReason);
    expect(checkReportReason("  Rude    ")).toBe(MODERATION_MESSAGES.reportReason);
    expect(checkReportReason("x".repeat(REPORT_REASON_LENGTH.max + 1))).toBe(MODERATION_MESSAGES.reportReason);
  });
});
