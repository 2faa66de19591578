import { describe, expect, it } from "vitest";
import type { EmailContext } from "../email-templates";
import { renderEmail } from "../render-email";

const context: EmailContext = { productName: "Amora", siteUrl: "https://amora.example" };

describe("invoice e-mail", () => {
  it("shows the invoice number, the amount owed and how to pay", () => {
    const email = renderEmail({ name: "invoice", number: "INV-000042", amountCents: 67_500, description: "Featured advisor profile, one year" }, context);
    expect(email.subject).toBe("Your Amora invoice INV-000042");
    for (const part of [email.html, email.text]) {
      expect(part).toContain("INV-000042");
      expect(part).toContain("Featured advisor profile, one year");
      expect(part).toContain("$675 (USD)");
      expect(part).toContain("How to pay");
      expect(part).toContain("quoting invoice number INV-000042");
      expect(part).not.toContain("By quote");
    }
    expect(email.text).toContain("Amount due: $675 (USD)");
    expect(email.html).toContain('href="https://amora.example/contacts"');
  });

  it("says 'By quote' and that the team sends the quote when the tier is priced by hand", () => {
    const email = renderEmail({ name: "invoice", number: "INV-000007", amountCents: "by-quote", description: "Hotel listing, one year (300+ rooms)" }, context);
    for (const part of [email.html, email.text]) {
      expect(part).toContain("By quote: our team will send your quote");
      expect(part).toContain("INV-000007");
      expect(part).not.toMatch(/\$\d/);
    }
    expect(email.text).toContain("Amount due: By quote: our team will send your quote");
  });

  it("shows the coupon shown at sign-up and the hosted page's link to view and pay", () => {
    const email = renderEmail(
      {
        name: "invoice",
        number: "INV-000005",
        amountCents: 60_750,
        description: "Featured travel advisor profile, one year",
        coupon: { name: "LOVEADVISOR10", discountCents: 6_750 },
        payUrl: "https://amora.example/invoices/abc",
      },
      context,
    );
    expect(email.text).toContain("Price: $675 (USD)");
    expect(email.text).toContain("Coupon: Coupon LOVEADVISOR10: -$67.50");
    expect(email.text).toContain("Amount due: $607.50 (USD)");
    expect(email.text).toContain("View and pay your invoice: https://amora.example/invoices/abc");
    expect(email.html).toContain('href="https://amora.example/invoices/abc"');
    expect(email.html).toContain("Coupon LOVEADVISOR10: -$67.50");
  });

  it("escapes markup in the description", () => {
    const email = renderEmail({ name: "invoice", number: "INV-000001", amountCents: 10_000, description: `<script>alert("x")</script>` }, context);
    expect(email.html).not.toContain("<script>");
    expect(email.html).toContain("&lt;script&gt;");
  });
});
