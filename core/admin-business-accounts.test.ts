import { describe, expect, it } from "vitest";
import { ADMIN_BUSINESS_DONE, ADMIN_BUSINESS_MESSAGES, adminNoteError, adminReasonError, adminText } from "./admin-business-accounts";

describe("an admin's reason and note", () => {
  it("a reason is required, trimmed, 5 to 1000 characters", () => {
    expect(adminReasonError(undefined)).toBe(ADMIN_BUSINESS_MESSAGES.reasonRequired);
    expect(adminReasonError("    ")).toBe(ADMIN_BUSINESS_MESSAGES.reasonRequired);
    expect(adminReasonError(" no  ")).toBe(ADMIN_BUSINESS_MESSAGES.reasonRequired);
    expect(adminReasonError("Unpaid")).toBeNull();
    expect(adminReasonError("x".repeat(1000))).toBeNull();
    expect(adminReasonError("x".repeat(1001))).toBe(ADMIN_BUSINESS_MESSAGES.reasonRequired);
  });

  it("a note may be empty, at most 1000 characters", () => {
    expect(adminNoteError(null)).toBeNull();
    expect(adminNoteError("")).toBeNull();
    expect(adminNoteError("x".repeat(1001))).toBe(ADMIN_BUSINESS_MESSAGES.noteTooLong);
    expect(adminText("  Welcome  ")).toBe("Welcome");
    expect(adminText("  ")).toBeNull();
  });

  it("a merge says what moved, and what stayed behind only when something did", () => {
    const moved = { listingId: 4, payments: [1], invoices: [], posts: [2, 3], leads: [5], deals: [] };
    expect(ADMIN_BUSINESS_DONE.merged("old@hotel.example", moved, { leads: 0, deals: 0 })).toBe(
      "old@hotel.example was merged into this account and closed. Moved here: its listing, 1 payment, 0 invoices, 2 marketplace posts, 1 lead and 0 offers.",
    );
    expect(ADMIN_BUSINESS_DONE.merged("old@hotel.example", { ...moved, listingId: null }, { leads: 1, deals: 2 })).toContain(
      "1 lead and 2 offers on requests both accounts had stay with the closed account.",
    );
  });
});
