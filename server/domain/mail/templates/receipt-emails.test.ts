import { describe, expect, it } from "vitest";
import type { EmailContext } from "../email-templates";
import { renderEmail } from "../render-email";

const context: EmailContext = { productName: "Amora", siteUrl: "https://amora.example" };

const receipt = {
  name: "payment-receipt",
  receiptNumber: "R-000042",
  item: "Featured travel advisor plan, one year",
  amountCents: 60_750,
  currency: "USD",
  couponName: "LOVEADVISOR10",
  discountCents: 6_750,
  paidOn: "28 November 2026",
  paymentReference: "pi_123",
  receiptUrl: "https://amora.example/dashboard/receipts/42",
} as const;

describe("receipt and refund e-mails", () => {
  it("a receipt says what was paid for, the coupon, the amount, the day, the reference and links to the printable receipt", () => {
    const email = renderEmail(receipt, context);
    expect(email.subject).toBe("Your Amora receipt R-000042");
    for (const part of [email.text, email.html]) {
      for (const fact of ["Featured travel advisor plan, one year", "Coupon LOVEADVISOR10: -$67.50", "$607.50 (USD)", "28 November 2026", "pi_123", "https://amora.example/dashboard/receipts/42"]) {
        expect(part).toContain(fact);
      }
    }
  });

  it("a receipt without an account to see it has no link, and a coupon whose discount is unknown is named only", () => {
    const email = renderEmail({ ...receipt, receiptUrl: null, discountCents: null }, context);
    expect(email.text).not.toContain("/dashboard/receipts");
    expect(email.text).toContain("Coupon: Coupon LOVEADVISOR10 applied");
    expect(email.text).toContain("Keep this e-mail for your records");
  });

  it("a refund states the amount given back and why", () => {
    const email = renderEmail(
      {
        name: "payment-refunded",
        receiptNumber: "R-000043",
        item: "Hotel listing, one year",
        amountCents: 150_000,
        currency: "USD",
        paidOn: "28 November 2026",
        paymentReference: "pi_456",
        explanation: "Email already exists.",
        receiptUrl: null,
      },
      context,
    );
    expect(email.subject).toBe("Your Amora payment of $1,500 has been refunded");
    for (const part of [email.text, email.html]) {
      expect(part).toContain("Your payment of $1,500 has been refunded to your card.");
      expect(part).toContain("Email already exists.");
      expect(part).toContain("pi_456");
    }
  });
});
