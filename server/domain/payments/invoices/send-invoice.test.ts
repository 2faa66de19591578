import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboundEmails } from "../../../db/schema/accounts";
import { invoices, testProviderInvoices } from "../../../db/schema/payments";
import { latestEmailTo } from "../../../../tests/support/accounts";
import { emailJobsFor } from "../../../../tests/support/queued-jobs";
import { createTestApp, type TestApp } from "../../../../tests/support/test-app";
import { AppError } from "../../../kernel/errors";
import { sendInvoice, type SendInvoiceRequest } from "./send-invoice";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: "https://amora.example" });
});

afterAll(async () => {
  await testApp.close();
});

function send(request: SendInvoiceRequest) {
  const { db, clock, payments, jobs, config } = testApp.services;
  return sendInvoice({ db, clock, payments, jobs, config }, request);
}

describe("sendInvoice", () => {
  it("sends the provider's invoice, records it and queues the e-mail with what is owed", async () => {
    const sent = await send({ email: " Agent@Example.com ", purpose: "advisor-featured", amount: 67_500, description: "Featured advisor profile, one year", reference: "listing:41" });
    expect(sent.isNew).toBe(true);
    expect(sent.number).toBe(`INV-${String(sent.invoice.id).padStart(6, "0")}`);
    expect(sent.invoice).toMatchObject({ provider: "test", purpose: "advisor-featured", email: "agent@example.com", amountCents: 67_500, currency: "USD", status: "open", reference: "listing:41" });
    const [atProvider] = await testApp.services.db.select().from(testProviderInvoices).where(eq(testProviderInvoices.id, sent.invoice.providerInvoiceId));
    expect(atProvider).toMatchObject({ email: "agent@example.com", amountCents: 67_500, status: "open" });

    const email = await latestEmailTo(testApp, "agent@example.com", "invoice");
    expect(email?.subject).toBe(`Your Amora invoice ${sent.number}`);
    expect(email?.text).toContain("Amount due: $675 (USD)");
    expect(email?.text).toContain(`quoting invoice number ${sent.number}`);
    expect(email?.html).toContain("https://amora.example/contacts");
    expect(await emailJobsFor(testApp.database, email?.id ?? -1)).toHaveLength(1);
  });

  it("sends a by-quote invoice with no amount, saying the team will send the quote", async () => {
    const sent = await send({ email: "gm@grandhotel.example", purpose: "hotel", amount: "by-quote", description: "Hotel listing, one year (300+ rooms)", reference: "listing:42" });
    expect(sent.invoice.amountCents).toBeNull();
    const email = await latestEmailTo(testApp, "gm@grandhotel.example", "invoice");
    expect(email?.text).toContain("By quote: our team will send your quote");
    expect(email?.html).toContain("By quote: our team will send your quote");
    expect(email?.text).toContain(sent.number);
  });

  it("sends one invoice and one e-mail for the same purpose and reference, however often asked", async () => {
    const request: SendInvoiceRequest = { email: "twice@example.com", purpose: "destination", amount: 10_000, description: "Destination signup", reference: "listing:43" };
    const first = await send(request);
    const second = await send(request);
    expect(second.isNew).toBe(false);
    expect(second.invoice.id).toBe(first.invoice.id);
    expect(await testApp.services.db.$count(invoices, eq(invoices.reference, "listing:43"))).toBe(1);
    expect(await testApp.services.db.$count(outboundEmails, eq(outboundEmails.toAddress, "twice@example.com"))).toBe(1);
    // The same reference with another amount is another invoice's details: refused.
    await expect(send({ ...request, amount: 20_000 })).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("refuses bad requests before anything is sent or written", async () => {
    const invoicesBefore = await testApp.services.db.$count(invoices);
    const providerBefore = await testApp.services.db.$count(testProviderInvoices);
    const good: SendInvoiceRequest = { email: "ok@example.com", purpose: "hotel", amount: 150_000, description: "Hotel listing, one year", reference: "listing:44" };
    const bad: Array<[Partial<SendInvoiceRequest>, string]> = [
      [{ email: "not-an-email" }, "email"],
      [{ amount: 0 }, "amount"],
      [{ amount: 10.5 }, "amount"],
      [{ description: "  " }, "description"],
      [{ reference: "" }, "reference"],
      [{ purpose: "gift" as SendInvoiceRequest["purpose"] }, "purpose"],
    ];
    for (const [overrides, field] of bad) {
      const error = await send({ ...good, ...overrides }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("VALIDATION_FAILED");
      expect(Object.keys((error as AppError).fieldErrors ?? {})).toEqual([field]);
    }
    expect(await testApp.services.db.$count(invoices)).toBe(invoicesBefore);
    expect(await testApp.services.db.$count(testProviderInvoices)).toBe(providerBefore);
  });
});
