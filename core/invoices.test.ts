import { describe, expect, it } from "vitest";
import { invoiceNumber, invoicePagePath, invoicePageState, isInvoiceToken } from "./invoices";

describe("invoice links", () => {
  it("accepts only the server's token shape: 43 base64url characters", () => {
    expect(isInvoiceToken("A".repeat(43))).toBe(true);
    expect(isInvoiceToken("a-_Z09".padEnd(43, "x"))).toBe(true);
    for (const text of ["", "42", "A".repeat(42), "A".repeat(44), `${"A".repeat(42)}/`, `${"A".repeat(42)}=`]) expect(isInvoiceToken(text)).toBe(false);
    expect(invoicePagePath("tok")).toBe("/invoices/tok");
  });

  it("says what the page does: paid, waiting for a quote, or payable", () => {
    expect(invoicePageState({ status: "paid", amountCents: 60_750 })).toBe("paid");
    expect(invoicePageState({ status: "paid", amountCents: null })).toBe("paid");
    expect(invoicePageState({ status: "open", amountCents: null })).toBe("awaiting-quote");
    expect(invoicePageState({ status: "open", amountCents: 60_750 })).toBe("payable");
  });

  it("numbers invoices INV-000042", () => {
    expect(invoiceNumber(42)).toBe("INV-000042");
    expect(invoiceNumber(1_234_567)).toBe("INV-1234567");
  });
});
