import { randomBytes } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVOICE_PAGE_MESSAGES } from "../../core/invoices";
import { outboundEmails } from "../../server/db/schema/accounts";
import { businessAccounts } from "../../server/db/schema/business";
import { invoices, payments, testProviderInvoices, testProviderRefunds } from "../../server/db/schema/payments";
import { queueReceiptEmail } from "../../server/domain/payments/receipt-email";
import { providerWebhookEvents } from "../support/queued-jobs";
import { postWebhook } from "../support/subscriptions";
import { advisorSignupBody, hotelSignupBody } from "../support/signup-bodies";
import { PAYING_CARD } from "../support/test-cards";
import { createTestApp, type TestApp } from "../support/test-app";
import { expectErrorShape } from "./api-routes";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: "https://amora.example" });
});

afterAll(async () => {
  await testApp.close();
});

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}@invoices.example`;

function signUp(body: Record<string, unknown>) {
  return testApp.app.inject({ method: "POST", url: "/api/v1/posts/createOrClaimHotelorAdvisor", payload: body });
}

function getInvoice(token: string) {
  return testApp.app.inject({ method: "GET", url: `/api/v1/invoices/${token}` });
}

function startPayment(token: string) {
  return testApp.app.inject({ method: "POST", url: `/api/v1/invoices/${token}/payment` });
}

function verifyPayment(token: string, paymentIntentId: string) {
  return testApp.app.inject({ method: "POST", url: `/api/v1/invoices/${token}/payment/verify`, payload: { payment_intent_id: paymentIntentId } });
}

type Response = Awaited<ReturnType<typeof getInvoice>>;

function expectError(response: Response, status: number, message: string) {
  expect(response.statusCode, response.body).toBe(status);
  expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, "invoice");
  expect(response.json<{ message: string }>().message).toBe(message);
}

async function emailsTo(address: string, template: string) {
  return testApp.services.db
    .select()
    .from(outboundEmails)
    .where(and(eq(outboundEmails.toAddress, address), eq(outboundEmails.template, template)));
}

/** The token of the hosted page link in the address's invoice e-mail. */
async function invoiceLinkOf(address: string): Promise<{ token: string; text: string; html: string }> {
  const [email] = await emailsTo(address, "invoice");
  if (!email) throw new Error(`no invoice e-mail to ${address}`);
  const match = /https:\/\/amora\.example\/invoices\/([A-Za-z0-9_-]{43})/.exec(email.text);
  if (!match?.[1]) throw new Error(`no invoice link in: ${email.text}`);
  return { token: match[1], text: email.text, html: email.html };
}

/** An advisor signed up for Featured by "Send Invoice" with the 10% code the wizard showed. */
async function invoicedFeaturedAdvisor() {
  const email = uniqueEmail("featured");
  const response = await signUp(advisorSignupBody(email, { user_type: "feature", is_invoice: true, coupon: "loveadvisor10" }));
  expect(response.statusCode, response.body).toBe(200);
  const [invoice] = await testApp.services.db.select().from(invoices).where(eq(invoices.email, email));
  if (!invoice) throw new Error("no invoice recorded");
  return { email, invoice, ...(await invoiceLinkOf(email)) };
}

async function paidWithCard(token: string): Promise<string> {
  const started = await startPayment(token);
  expect(started.statusCode, started.body).toBe(200);
  const { payment_intent_id: paymentIntentId } = started.json<{ payment_intent_id: string }>();
  const confirmed = await testApp.services.payments.confirmPaymentIntent(paymentIntentId, { card: PAYING_CARD, returnUrl: "https://amora.example/x" });
  expect(confirmed.status).toBe("succeeded");
  return paymentIntentId;
}

async function paymentsOfInvoice(invoiceId: number) {
  return testApp.services.db.select().from(payments).where(eq(payments.reference, `invoice:${invoiceId}`));
}

async function deliverEvents(objectId: string, type: string) {
  const events = (await providerWebhookEvents(testApp.database, objectId)).filter((event) => event.type === type);
  expect(events.length, `${type} for ${objectId}`).toBeGreaterThan(0);
  for (const event of events) {
    const response = await postWebhook(testApp, event.body);
    expect(response.statusCode, response.body).toBe(200);
  }
}

describe("Send Invoice applies the coupon the wizard showed", () => {
  it("invoices a Featured advisor $607.50 with LOVEADVISOR10, the coupon on the record, at the provider and in the e-mail", async () => {
    const { invoice, text, html } = await invoicedFeaturedAdvisor();
    expect(invoice).toMatchObject({ purpose: "advisor-featured", amountCents: 60_750, couponName: "LOVEADVISOR10", discountCents: 6_750, status: "open" });
    const [atProvider] = await testApp.services.db.select().from(testProviderInvoices).where(eq(testProviderInvoices.id, invoice.providerInvoiceId));
    expect(atProvider?.amountCents).toBe(60_750);
    expect(atProvider?.description).toContain("coupon LOVEADVISOR10: -$67.50");
    for (const part of [text, html]) {
      expect(part).toContain("Coupon LOVEADVISOR10: -$67.50");
      expect(part).toContain("$607.50 (USD)");
    }
    expect(text).toContain("Price: $675 (USD)");
    expect(text).toContain("Amount due: $607.50 (USD)");
  });

  it("refuses a code that does not exist, or one on a plan it does not apply to, before anything is written or invoiced", async () => {
    const unknown = uniqueEmail("unknown-code");
    const invoicesBefore = await testApp.services.db.$count(testProviderInvoices);
    const response = await signUp(advisorSignupBody(unknown, { user_type: "feature", is_invoice: true, coupon: "NOSUCHCODE" }));
    expectError(response, 422, "Promo Code does not exist");
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({ coupon: ["Promo Code does not exist"] });
    const basic = uniqueEmail("basic-code");
    expectError(await signUp(advisorSignupBody(basic, { user_type: "basic", is_invoice: true, coupon: "LOVEADVISOR10" })), 422, "A promo code applies only to the featured advisor profile.");
    for (const address of [unknown, basic]) {
      expect(await testApp.services.db.$count(businessAccounts, eq(businessAccounts.email, address))).toBe(0);
      expect(await testApp.services.db.$count(invoices, eq(invoices.email, address))).toBe(0);
    }
    expect(await testApp.services.db.$count(testProviderInvoices)).toBe(invoicesBefore);
  });
});

describe("the invoice's link", () => {
  it("opens that invoice only: a wrong, malformed or id-shaped token is not found", async () => {
    const first = await invoicedFeaturedAdvisor();
    const second = await invoicedFeaturedAdvisor();
    const response = await getInvoice(first.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: {
        number: `INV-${String(first.invoice.id).padStart(6, "0")}`,
        description: first.invoice.description,
        amount_cents: 60_750,
        currency: "USD",
        coupon_name: "LOVEADVISOR10",
        discount_cents: 6_750,
        status: "payable",
        paid_at: null,
        created_at: first.invoice.createdAt.toISOString(),
      },
    });
    expect((await getInvoice(second.token)).json<{ data: { number: string } }>().data.number).toBe(`INV-${String(second.invoice.id).padStart(6, "0")}`);
    expect(first.token).not.toBe(second.token);
    // The row keeps only the token's hash.
    expect(first.invoice.accessTokenHash).not.toContain(first.token);

    for (const wrong of [randomBytes(32).toString("base64url"), String(first.invoice.id), `INV-${String(first.invoice.id).padStart(6, "0")}`, "abc", first.invoice.accessTokenHash ?? "x"]) {
      expectError(await getInvoice(wrong), 404, INVOICE_PAGE_MESSAGES.notFound);
      expectError(await startPayment(wrong), 404, INVOICE_PAGE_MESSAGES.notFound);
    }
    // Another invoice's payment is not this invoice's.
    const secondPayment = await paidWithCard(second.token);
    expectError(await verifyPayment(first.token, secondPayment), 422, INVOICE_PAGE_MESSAGES.notThisInvoice);
    expect((await getInvoice(first.token)).json<{ data: { status: string } }>().data.status).toBe("payable");
    expect(await paymentsOfInvoice(first.invoice.id)).toHaveLength(0);
  });

  it("says a by-quote invoice waits for its quote, and takes no card for it", async () => {
    const email = uniqueEmail("grand");
    const response = await signUp(hotelSignupBody(email, { no_of_rooms: "300+", title: `Grand Palace ${counter}`, is_invoice: true }));
    expect(response.statusCode, response.body).toBe(200);
    const { token, text } = await invoiceLinkOf(email);
    expect(text).toContain("View your invoice: https://amora.example/invoices/");
    const invoice = await getInvoice(token);
    expect(invoice.json<{ data: unknown }>().data).toMatchObject({ status: "awaiting-quote", amount_cents: null });
    expectError(await startPayment(token), 409, INVOICE_PAGE_MESSAGES.awaitingQuote);
  });
});

describe("paying an invoice through its link", () => {
  it("settles it as invoice.paid does, records the payment with its receipt, and charges once however often it is asked", async () => {
    const { email, invoice, token } = await invoicedFeaturedAdvisor();
    const first = await startPayment(token);
    const again = await startPayment(token);
    // One payment per invoice: a reload or a second tab resumes it.
    expect(again.json<{ payment_intent_id: string }>().payment_intent_id).toBe(first.json<{ payment_intent_id: string }>().payment_intent_id);
    expect(first.json<{ amount_cents: number }>().amount_cents).toBe(60_750);
    const paymentIntentId = await paidWithCard(token);

    const verified = await verifyPayment(token, paymentIntentId);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json<{ data: { status: string; paid_at: string } }>().data).toMatchObject({ status: "paid", paid_at: testApp.clock.now().toISOString() });
    const [account] = await testApp.services.db.select().from(businessAccounts).where(eq(businessAccounts.email, email));
    expect(account?.paidAt?.toISOString()).toBe(testApp.clock.now().toISOString());
    const [row] = await testApp.services.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ status: "paid", providerPaymentId: paymentIntentId });
    const recorded = await paymentsOfInvoice(invoice.id);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ providerPaymentId: paymentIntentId, purpose: "advisor-featured", amountCents: 60_750, couponName: "LOVEADVISOR10", email, userId: account?.userId, status: "succeeded" });
    // The provider's invoice is settled too, so it asks no more.
    const [atProvider] = await testApp.services.db.select().from(testProviderInvoices).where(eq(testProviderInvoices.id, invoice.providerInvoiceId));
    expect(atProvider?.status).toBe("paid");

    const receipts = await emailsTo(email, "payment-receipt");
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain("Featured travel advisor plan, one year");
    expect(receipts[0]?.text).toContain("Coupon: Coupon LOVEADVISOR10: -$67.50");
    expect(receipts[0]?.text).toContain("Amount paid: $607.50 (USD)");
    expect(receipts[0]?.text).toContain(`Payment reference: ${paymentIntentId}`);
    expect(receipts[0]?.text).toContain(`/dashboard/receipts/${recorded[0]?.id}`);

    // Paid: no second payment starts, the same payment cannot be charged again, a repeat changes nothing.
    expectError(await startPayment(token), 409, INVOICE_PAGE_MESSAGES.alreadyPaid);
    await expect(testApp.services.payments.confirmPaymentIntent(paymentIntentId, { card: PAYING_CARD, returnUrl: "https://amora.example/x" })).rejects.toThrow();
    expect((await verifyPayment(token, paymentIntentId)).statusCode).toBe(200);
    expect(await paymentsOfInvoice(invoice.id)).toHaveLength(1);
    expect(await emailsTo(email, "payment-receipt")).toHaveLength(1);
    expect((await getInvoice(token)).json<{ data: { status: string } }>().data.status).toBe("paid");
    // Asked again for the same payment, the receipt is not sent again.
    expect(await testApp.services.db.transaction((tx) => queueReceiptEmail({ ...testApp.services, db: tx }, { paymentId: recorded[0]!.id }))).toBe(false);
    expect(await emailsTo(email, "payment-receipt")).toHaveLength(1);
  });

  it("settles once when the page and the provider's webhooks both report it, in either order", async () => {
    // The page first, then the payment's and the invoice's events.
    const pageFirst = await invoicedFeaturedAdvisor();
    const pagePayment = await paidWithCard(pageFirst.token);
    expect((await verifyPayment(pageFirst.token, pagePayment)).statusCode).toBe(200);
    const [paidAccount] = await testApp.services.db.select().from(businessAccounts).where(eq(businessAccounts.email, pageFirst.email));
    testApp.clock.advance(60_000);
    await deliverEvents(pagePayment, "payment_intent.succeeded");
    await deliverEvents(pageFirst.invoice.providerInvoiceId, "invoice.paid");
    const [afterEvents] = await testApp.services.db.select().from(businessAccounts).where(eq(businessAccounts.email, pageFirst.email));
    expect(afterEvents?.paidAt).toEqual(paidAccount?.paidAt);
    expect(await paymentsOfInvoice(pageFirst.invoice.id)).toHaveLength(1);
    expect(await emailsTo(pageFirst.email, "payment-receipt")).toHaveLength(1);

    // The page closed before verifying: the payment's event settles it, the page's late check finds it done.
    const webhookFirst = await invoicedFeaturedAdvisor();
    const closedPayment = await paidWithCard(webhookFirst.token);
    await deliverEvents(closedPayment, "payment_intent.succeeded");
    expect((await getInvoice(webhookFirst.token)).json<{ data: { status: string } }>().data.status).toBe("paid");
    await deliverEvents(webhookFirst.invoice.providerInvoiceId, "invoice.paid");
    const late = await verifyPayment(webhookFirst.token, closedPayment);
    expect(late.statusCode, late.body).toBe(200);
    expect(await paymentsOfInvoice(webhookFirst.invoice.id)).toHaveLength(1);
    expect(await emailsTo(webhookFirst.email, "payment-receipt")).toHaveLength(1);
    const [settledAccount] = await testApp.services.db.select().from(businessAccounts).where(eq(businessAccounts.email, webhookFirst.email));
    expect(settledAccount?.paidAt).not.toBeNull();
  });

  it("refunds a card payment for an invoice paid meanwhile by other means, and says so once", async () => {
    const { email, invoice, token } = await invoicedFeaturedAdvisor();
    const started = await startPayment(token);
    const { payment_intent_id: paymentIntentId } = started.json<{ payment_intent_id: string }>();
    // Paid by bank transfer, marked at the provider: its invoice.paid settles the invoice first.
    await testApp.services.payments.markInvoicePaid(invoice.providerInvoiceId);
    await deliverEvents(invoice.providerInvoiceId, "invoice.paid");
    expect((await getInvoice(token)).json<{ data: { status: string } }>().data.status).toBe("paid");
    expectError(await startPayment(token), 409, INVOICE_PAGE_MESSAGES.alreadyPaid);

    // The card form was still open in another tab and its payment went through.
    await testApp.services.payments.confirmPaymentIntent(paymentIntentId, { card: PAYING_CARD, returnUrl: "https://amora.example/x" });
    expectError(await verifyPayment(token, paymentIntentId), 409, INVOICE_PAGE_MESSAGES.paidTwice);
    expectError(await verifyPayment(token, paymentIntentId), 409, INVOICE_PAGE_MESSAGES.paidTwice);
    await deliverEvents(paymentIntentId, "payment_intent.succeeded");
    expect(await testApp.services.db.$count(testProviderRefunds, eq(testProviderRefunds.paymentIntentId, paymentIntentId))).toBe(1);
    const [recorded] = await paymentsOfInvoice(invoice.id);
    expect(recorded).toMatchObject({ status: "refunded", providerPaymentId: paymentIntentId });
    const notices = await emailsTo(email, "payment-refunded");
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain(INVOICE_PAGE_MESSAGES.paidTwice);
    expect(notices[0]?.text).toContain("Your payment of $607.50 has been refunded to your card.");
    expect(await emailsTo(email, "payment-receipt")).toHaveLength(0);
  });
});

describe("an invoice paid at the provider before its invoice.paid arrives", () => {
  it("refunds the page's card payment when the provider says the invoice was already paid, and the late event changes nothing", async () => {
    const { email, invoice, token } = await invoicedFeaturedAdvisor();
    const paymentIntentId = await paidWithCard(token);
    // Paid on the provider's own invoice page a moment earlier; its event is still on the way.
    await testApp.services.payments.markInvoicePaid(invoice.providerInvoiceId);
    expectError(await verifyPayment(token, paymentIntentId), 409, INVOICE_PAGE_MESSAGES.paidTwice);
    await deliverEvents(invoice.providerInvoiceId, "invoice.paid");
    expectError(await verifyPayment(token, paymentIntentId), 409, INVOICE_PAGE_MESSAGES.paidTwice);

    const [row] = await testApp.services.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ status: "paid", providerPaymentId: null });
    const [account] = await testApp.services.db.select().from(businessAccounts).where(eq(businessAccounts.email, email));
    expect(account?.paidAt).not.toBeNull();
    expect(await testApp.services.db.$count(testProviderRefunds, eq(testProviderRefunds.paymentIntentId, paymentIntentId))).toBe(1);
    expect((await paymentsOfInvoice(invoice.id))[0]).toMatchObject({ status: "refunded" });
    expect(await emailsTo(email, "payment-refunded")).toHaveLength(1);
  });
});

describe("receipt e-mails of card sign-ups", () => {
  it("sends one receipt per payment, whether the page, the sign-up or the webhook records it", async () => {
    const email = uniqueEmail("card-advisor");
    const pay = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/payments/order/booking/pay",
      payload: { items: [{ amount: "607.50" }], product: "advisor-featured", coupon_name: "LOVEADVISOR10" },
      remoteAddress: "198.51.100.77",
    });
    expect(pay.statusCode, pay.body).toBe(200);
    const secret = pay.json<{ clientSecret: string }>().clientSecret;
    const paymentIntentId = secret.slice(0, secret.indexOf("_secret_"));
    await testApp.services.payments.confirmPaymentIntent(paymentIntentId, { card: PAYING_CARD, returnUrl: "https://amora.example/x" });
    const verified = await testApp.app.inject({ method: "POST", url: "/api/v1/payments/b2bPaymentIntent", payload: { paymentintentid: paymentIntentId, guestEmail: email, paymentTotal: "607.50" } });
    expect(verified.statusCode, verified.body).toBe(200);
    const created = await signUp(advisorSignupBody(email, { user_type: "feature", payment_id: paymentIntentId, payment_total: "607.50", coupon: "LOVEADVISOR10" }));
    expect(created.statusCode, created.body).toBe(200);
    await deliverEvents(paymentIntentId, "payment_intent.succeeded");

    const receipts = await emailsTo(email, "payment-receipt");
    expect(receipts).toHaveLength(1);
    const [payment] = await testApp.services.db.select().from(payments).where(eq(payments.providerPaymentId, paymentIntentId));
    expect(receipts[0]?.subject).toBe(`Your Amora receipt R-${String(payment?.id).padStart(6, "0")}`);
    for (const part of [receipts[0]?.text ?? "", receipts[0]?.html ?? ""]) {
      expect(part).toContain("Featured travel advisor plan, one year");
      expect(part).toContain("Coupon LOVEADVISOR10: -$67.50");
      expect(part).toContain("$607.50 (USD)");
      expect(part).toContain(paymentIntentId);
      expect(part).toContain(`https://amora.example/dashboard/receipts/${payment?.id}`);
    }
  });

  it("states the refund by e-mail when a card sign-up is refused after the charge", async () => {
    const taken = uniqueEmail("taken");
    const first = await signUp(advisorSignupBody(taken, { is_invoice: true }));
    expect(first.statusCode, first.body).toBe(200);
    const pay = await testApp.app.inject({ method: "POST", url: "/api/v1/payments/order/booking/pay", payload: { items: [{ amount: 199 }], product: "advisor-basic" }, remoteAddress: "198.51.100.78" });
    const secret = pay.json<{ clientSecret: string }>().clientSecret;
    const paymentIntentId = secret.slice(0, secret.indexOf("_secret_"));
    await testApp.services.payments.confirmPaymentIntent(paymentIntentId, { card: PAYING_CARD, returnUrl: "https://amora.example/x" });
    const refused = await signUp(advisorSignupBody(taken, { payment_id: paymentIntentId, payment_total: 199 }));
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain("has been refunded to your card");
    const again = await signUp(advisorSignupBody(taken, { payment_id: paymentIntentId, payment_total: 199 }));
    expect(again.statusCode).toBe(409);
    const notices = await emailsTo(taken, "payment-refunded");
    expect(notices).toHaveLength(1);
    expect(notices[0]?.text).toContain("Your payment of $199 has been refunded to your card.");
    expect(await testApp.services.db.$count(outboundEmails, and(eq(outboundEmails.toAddress, taken), like(outboundEmails.template, "payment-%")))).toBe(2);
  });
});
