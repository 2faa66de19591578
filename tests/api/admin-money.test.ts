import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "../../core/admin-roles";
import { ADMIN_MONEY_MESSAGES } from "../../core/admin-money";
import { users } from "../../server/db/schema/accounts";
import { adminAuditLog } from "../../server/db/schema/admin";
import { businessAccounts } from "../../server/db/schema/business";
import { invoices, payments, subscriptions } from "../../server/db/schema/payments";
import { bearer, latestEmailTo, signInWithCode } from "../support/accounts";
import { signInAsAdmin } from "../support/admins";
import { createBusiness } from "../support/business-accounts";
import { hotelSignupBody } from "../support/signup-bodies";
import { vipMember } from "../support/subscriptions";
import { clientAddresses, PAYING_CARD } from "../support/test-cards";
import { createTestApp, TEST_NOW, type TestApp } from "../support/test-app";
import { expectErrorShape } from "./api-routes";

let testApp: TestApp;
let owner: { token: string; userId: number };
let support: { token: string; userId: number };
let editor: { token: string };
let member: { token: string };
let business: { token: string };

const address = clientAddresses("198.51.100");
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signInAsAdmin(testApp, "money-owner@amora.example", "owner");
  support = await signInAsAdmin(testApp, "money-support@amora.example", "support");
  editor = await signInAsAdmin(testApp, "money-editor@amora.example", "content_editor");
  member = await signInWithCode(testApp, "money-member@amora.example");
  business = await createBusiness(testApp, "hotel", { type: "basic", title: "Money Test Hotel" });
});

afterAll(async () => {
  await testApp.close();
});

type Answer = Awaited<ReturnType<TestApp["app"]["inject"]>>;

function call(method: "GET" | "POST", url: string, token: string | null, payload?: unknown) {
  return testApp.app.inject({ method, url, remoteAddress: address(), headers: token ? bearer(token) : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
}

function expectError(response: Answer, status: number, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expectErrorShape(status, String(response.headers["content-type"]), response.body, `${status}`);
  if (message !== undefined) expect(response.json<{ message: string }>().message).toBe(message);
}

async function lastAudit(event: string) {
  const [entry] = await testApp.services.db.select().from(adminAuditLog).where(eq(adminAuditLog.event, event)).orderBy(desc(adminAuditLog.id)).limit(1);
  return entry;
}

/** A featured advisor profile paid by card with a 20% coupon through the test provider, recorded as the product records it. */
async function paidPayment(email = `payer-${unique()}@example.com`) {
  const intent = await testApp.services.payments.createPaymentIntent({
    amountCents: 54_000,
    currency: "usd",
    idempotencyKey: `admin-money-${unique()}`,
    metadata: { product: "advisor-featured", coupon: "LOVEADVISOR20" },
    customerEmail: email,
  });
  const paid = await testApp.services.payments.confirmPaymentIntent(intent.id, { card: PAYING_CARD, returnUrl: "http://localhost/return" });
  expect(paid.status).toBe("succeeded");
  const [row] = await testApp.services.db
    .insert(payments)
    .values({ provider: "test", providerPaymentId: intent.id, purpose: "advisor-featured", amountCents: 54_000, currency: "USD", email, couponName: "LOVEADVISOR20", createdAt: TEST_NOW })
    .returning();
  return row!;
}

describe("refunds", () => {
  it("gives back part of a payment through the provider, e-mails the payer, audits it, and refuses a second refund", async () => {
    const payment = await paidPayment();
    const detail = await call("GET", `/api/v1/admin/money/payments/${payment.id}`, support.token);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ data: { id: payment.id, amount_cents: 54_000, refundable_cents: 54_000, status: "succeeded", payer_email: payment.email } });

    const refunded = await call("POST", `/api/v1/admin/money/payments/${payment.id}/refund`, owner.token, { amount_cents: 10_000, reason: "Goodwill: the listing went live late" });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ data: { status: "succeeded", refunded_cents: 10_000, refundable_cents: 0, refund_reason: "Goodwill: the listing went live late", provider_refund_id: expect.stringMatching(/^re_/) } });
    const refund = await testApp.services.payments.retrievePaymentIntent(payment.providerPaymentId);
    expect(refund.status).toBe("succeeded");
    const email = await latestEmailTo(testApp, payment.email!, "payment-refunded");
    expect(email?.text).toContain("$100");
    expect(email?.text).not.toContain("Goodwill");

    const audit = await lastAudit("payment.refund");
    expect(audit).toMatchObject({ actorUserId: owner.userId, action: "money.refund", targetType: "payment", targetId: String(payment.id) });
    expect(audit?.before).toMatchObject({ status: "succeeded", refundedCents: null, providerRefundId: null });
    expect(audit?.after).toMatchObject({ refundedCents: 10_000, requestedCents: 10_000, reason: "Goodwill: the listing went live late" });

    expectError(await call("POST", `/api/v1/admin/money/payments/${payment.id}/refund`, owner.token, { amount_cents: 100, reason: "Again" }), 409, ADMIN_MONEY_MESSAGES.refundNothingLeft);
  });

  it("refunds a whole payment, and refuses more than is left, bad input and roles without money.refund, changing nothing", async () => {
    const payment = await paidPayment();
    const url = `/api/v1/admin/money/payments/${payment.id}/refund`;
    expectError(await call("POST", url, owner.token, { amount_cents: 54_001, reason: "Too much" }), 422, ADMIN_MONEY_MESSAGES.refundTooMuch("$540"));
    for (const body of [{ amount_cents: 0, reason: "x" }, { amount_cents: -5, reason: "x" }, { amount_cents: 1.5, reason: "x" }, { amount_cents: 100 }, { amount_cents: 100, reason: "   " }, { amount_cents: 100, reason: "x".repeat(501) }, { amount_cents: "1e9", reason: "x" }, { amount_cents: 100, reason: "bad\u0000byte" }, []]) {
      const response = await call("POST", url, owner.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, JSON.stringify(body));
    }
    expectError(await call("POST", url, support.token, { amount_cents: 100, reason: "x" }), 403, ADMIN_MESSAGES.roleRefused);
    expectError(await call("POST", url, editor.token, { amount_cents: 100, reason: "x" }), 403, ADMIN_MESSAGES.roleRefused);
    expectError(await call("POST", url, member.token, { amount_cents: 100, reason: "x" }), 403, ADMIN_MESSAGES.adminsOnly);
    expectError(await call("POST", url, business.token, { amount_cents: 100, reason: "x" }), 403, ADMIN_MESSAGES.adminsOnly);
    expectError(await call("POST", url, null, { amount_cents: 100, reason: "x" }), 401);
    expectError(await call("POST", "/api/v1/admin/money/payments/999999/refund", owner.token, { amount_cents: 100, reason: "x" }), 404);
    const [unchanged] = await testApp.services.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(unchanged).toMatchObject({ status: "succeeded", refundedAt: null, providerRefundId: null });

    const whole = await call("POST", url, owner.token, { amount_cents: 54_000, reason: "Duplicate payment" });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json()).toMatchObject({ data: { status: "refunded", refunded_cents: 54_000, refundable_cents: 0 } });
  });
});

describe("the ledger", () => {
  it("lists charges, refunds, subscriptions and invoices with filters; support reads it, a content editor does not", async () => {
    const payment = await paidPayment(`ledger-${unique()}@example.com`);
    await call("POST", `/api/v1/admin/money/payments/${payment.id}/refund`, owner.token, { amount_cents: 54_000, reason: "Test" });
    const byWho = await call("GET", `/api/v1/admin/money/ledger?who=${encodeURIComponent(payment.email!)}`, support.token);
    expect(byWho.statusCode, byWho.body).toBe(200);
    const lines = byWho.json<{ data: { kind: string; state: string; amount_cents: number; provider_id: string; record_id: number }[]; total: number }>();
    expect(lines.total).toBe(2);
    expect(lines.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: "charge", state: "refunded", amount_cents: 54_000, provider_id: payment.providerPaymentId, record_id: payment.id }),
        expect.objectContaining({ kind: "refund", state: "refunded", amount_cents: 54_000, record_id: payment.id }),
      ]),
    );
    const refundsOnly = await call("GET", `/api/v1/admin/money/ledger?kind=refund&who=${encodeURIComponent(payment.email!)}`, owner.token);
    expect(refundsOnly.json<{ total: number }>().total).toBe(1);
    const outside = await call("GET", `/api/v1/admin/money/ledger?from=2030-01-01&who=${encodeURIComponent(payment.email!)}`, owner.token);
    expect(outside.json<{ total: number }>().total).toBe(0);
    const inside = await call("GET", `/api/v1/admin/money/ledger?from=2026-06-01&to=2026-06-01&who=${encodeURIComponent(payment.email!)}`, owner.token);
    expect(inside.json<{ total: number }>().total).toBe(2);
    // A wildcard typed in the search matches itself only.
    expect((await call("GET", "/api/v1/admin/money/ledger?who=%25", owner.token)).json<{ total: number }>().total).toBe(0);

    expectError(await call("GET", "/api/v1/admin/money/ledger?from=2026-06-02&to=2026-06-01", owner.token), 400);
    expectError(await call("GET", "/api/v1/admin/money/ledger?kind=bogus", owner.token), 400);
    expectError(await call("GET", "/api/v1/admin/money/ledger?from=2026-02-30", owner.token), 400);
    expectError(await call("GET", "/api/v1/admin/money/ledger", editor.token), 403, ADMIN_MESSAGES.roleRefused);
    expectError(await call("GET", "/api/v1/admin/money/ledger", member.token), 403);
    expectError(await call("GET", "/api/v1/admin/money/ledger", null), 401);
  });

  it("exports the filtered ledger as CSV with formula cells defused", async () => {
    const tag = unique();
    await testApp.services.db.insert(payments).values({
      provider: "test",
      providerPaymentId: `pi_csv_${tag}`,
      purpose: "vip",
      amountCents: 9_900,
      currency: "USD",
      email: `=HYPERLINK("http://evil.example","${tag}")@x.example`,
      createdAt: TEST_NOW,
    });
    await testApp.services.db.insert(invoices).values({
      provider: "test",
      providerInvoiceId: `in_csv_${tag}`,
      purpose: "hotel",
      email: `csv-${tag}@example.com`,
      amountCents: 150_000,
      currency: "USD",
      description: `+SUM(1,2) ${tag}, "quoted"`,
      createdAt: TEST_NOW,
    });
    const response = await call("GET", `/api/v1/admin/money/ledger.csv?who=${tag}`, support.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="ledger-2026-06-01\.csv"$/);
    const lines = response.body.split("\r\n");
    expect(lines[0]).toBe("Date (UTC),Kind,Who,What,Amount,Currency,State,Provider id,Coupon");
    expect(lines).toHaveLength(4);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example"",""${tag}"")@x.example"`);
    expect(response.body).toContain(`"'+SUM(1,2) ${tag}, ""quoted"""`);
    expect(response.body).toContain(`2026-06-01T12:00:00.000Z,charge,`);
    expect(response.body).toContain(",99.00,USD,succeeded,");
    expect(response.body).not.toMatch(/(^|,)[=+@-]/m);
    expectError(await call("GET", "/api/v1/admin/money/ledger.csv", editor.token), 403);
    expectError(await call("GET", "/api/v1/admin/money/ledger.csv", null), 401);
  });
});

describe("invoices", () => {
  async function byQuoteHotel() {
    const email = `quote-${unique()}@hotel.example`;
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/posts/createOrClaimHotelorAdvisor",
      remoteAddress: address(),
      payload: hotelSignupBody(email, { title: `Grand Quote ${unique()}`, no_of_rooms: "300+", is_invoice: true }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [account] = await testApp.services.db.select().from(businessAccounts).where(eq(businessAccounts.email, email));
    expect(account).toMatchObject({ paymentMethod: "invoice", paidAt: null, invoiceId: expect.any(Number) });
    return { email, account: account! };
  }

  it("records a by-quote hotel's quote (e-mailed with a new payment link), then marks it paid by bank transfer through settleInvoice: the account is paid", async () => {
    const { email, account } = await byQuoteHotel();
    const invoiceId = account.invoiceId!;
    const detail = await call("GET", `/api/v1/admin/money/invoices/${invoiceId}`, support.token);
    expect(detail.json()).toMatchObject({ data: { amount_cents: null, status: "open", account: { id: account.id, paid_at: null } } });
    expectError(await call("POST", `/api/v1/admin/money/invoices/${invoiceId}/mark-paid`, owner.token, { reference: "TRF-1" }), 409, ADMIN_MONEY_MESSAGES.invoiceAwaitingQuote);
    expectError(await call("POST", `/api/v1/admin/money/invoices/${invoiceId}/quote`, support.token, { amount_cents: 480_000, note: "x" }), 403, ADMIN_MESSAGES.roleRefused);
    expectError(await call("POST", `/api/v1/admin/money/invoices/${invoiceId}/quote`, owner.token, { amount_cents: 10, note: "x" }), 422, ADMIN_MONEY_MESSAGES.quoteAmount);
    expectError(await call("POST", `/api/v1/admin/money/invoices/${invoiceId}/quote`, owner.token, { amount_cents: 480_000 }), 422, ADMIN_MONEY_MESSAGES.quoteNote);

    const quoted = await call("POST", `/api/v1/admin/money/invoices/${invoiceId}/quote`, owner.token, { amount_cents: 480_000, note: "412 rooms, two buildings" });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.json()).toMatchObject({ data: { amount_cents: 480_000, status: "open" } });
    const email1 = await latestEmailTo(testApp, email, "invoice");
    expect(email1?.text).toContain("$4,800");
    const link = /\/invoices\/([A-Za-z0-9_-]+)/.exec(email1?.text ?? "")?.[1];
    const page = await testApp.app.inject({ method: "GET", url: `/api/v1/invoices/${link}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain("480000");
    const quoteAudit = await lastAudit("invoice.quote");
    expect(quoteAudit).toMatchObject({ action: "money.invoices", targetId: String(invoiceId) });
    expect(quoteAudit?.before).toMatchObject({ amountCents: null });
    expect(quoteAudit?.after).toMatchObject({ amountCents: 480_000, note: "412 rooms, two buildings" });
    expectError(await call("POST", `/api/v1/admin/money/invoices/${invoiceId}/quote`, owner.token, { amount_cents: 1_000, note: "again" }), 409, ADMIN_MONEY_MESSAGES.quoteNotAwaiting);

    expectError(await call("POST", `/api/v1/admin/money/invoices/${invoiceId}/mark-paid`, owner.token, {}), 422, ADMIN_MONEY_MESSAGES.transferReference);
    expectError(await call("POST", `/api/v1/admin/money/invoices/${invoiceId}/mark-paid`, support.token, { reference: "TRF-1" }), 403, ADMIN_MESSAGES.roleRefused);
    expectError(await call("POST", `/api/v1/admin/money/invoices/${invoiceId}/mark-paid`, null, { reference: "TRF-1" }), 401);
    const paid = await call("POST", `/api/v1/admin/money/invoices/${invoiceId}/mark-paid`, owner.token, { reference: "TRF-2026-0601-77" });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ data: { status: "paid", paid_at: TEST_NOW.toISOString(), account: { id: account.id, paid_at: TEST_NOW.toISOString() } } });
    const [after] = await testApp.services.db.select().from(businessAccounts).where(eq(businessAccounts.id, account.id));
    // What settleInvoice does for any paid invoice: the account is paid and its term starts.
    expect(after).toMatchObject({ paidAt: TEST_NOW });
    const provider = await testApp.services.payments.retrieveInvoice(paid.json<{ data: { provider_invoice_id: string } }>().data.provider_invoice_id);
    expect(provider.status).toBe("paid");
    const paidAudit = await lastAudit("invoice.mark_paid");
    expect(paidAudit).toMatchObject({ actorUserId: owner.userId, action: "money.invoices", targetId: String(invoiceId) });
    expect(paidAudit?.before).toMatchObject({ status: "open" });
    expect(paidAudit?.after).toMatchObject({ status: "paid", paidBy: "bank_transfer", transferReference: "TRF-2026-0601-77" });
    expectError(await call("POST", `/api/v1/admin/money/invoices/${invoiceId}/mark-paid`, owner.token, { reference: "TRF-3" }), 409, ADMIN_MONEY_MESSAGES.invoiceAlreadyPaid);
    expectError(await call("POST", "/api/v1/admin/money/invoices/999999/mark-paid", owner.token, { reference: "TRF-3" }), 404);
  });
});

describe("VIP subscriptions", () => {
  it("lists them, cancels one at its period's end and extends another, audited; support only reads", async () => {
    const { member: vip, subscriptionId } = await vipMember(testApp);
    const [row] = await testApp.services.db.select().from(subscriptions).where(eq(subscriptions.providerSubscriptionId, subscriptionId));
    const list = await call("GET", `/api/v1/admin/money/subscriptions?who=${encodeURIComponent(vip.email)}`, support.token);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, data: [{ id: row!.id, email: vip.email, status: "active", cancel_at_period_end: false }] });

    expectError(await call("POST", `/api/v1/admin/money/subscriptions/${row!.id}/extend`, support.token, { days: 10 }), 403, ADMIN_MESSAGES.roleRefused);
    for (const body of [{ days: 0 }, { days: 367 }, { days: "ten" }, {}]) {
      expectError(await call("POST", `/api/v1/admin/money/subscriptions/${row!.id}/extend`, owner.token, body), 422);
    }
    const extended = await call("POST", `/api/v1/admin/money/subscriptions/${row!.id}/extend`, owner.token, { days: 10, reason: "Outage in May" });
    expect(extended.statusCode, extended.body).toBe(200);
    const newEnd = new Date(row!.currentPeriodEnd!.getTime() + 10 * 86_400_000);
    expect(extended.json()).toMatchObject({ data: { current_period_end: newEnd.toISOString() } });
    const [user] = await testApp.services.db.select().from(users).where(eq(users.id, vip.userId));
    expect(user?.subscriptionExpiresAt).toEqual(newEnd);
    const extendAudit = await lastAudit("subscription.extend");
    expect(extendAudit?.after).toMatchObject({ days: 10, reason: "Outage in May", currentPeriodEnd: newEnd.toISOString() });

    expectError(await call("POST", `/api/v1/admin/money/subscriptions/${row!.id}/cancel`, support.token), 403, ADMIN_MESSAGES.roleRefused);
    const cancelled = await call("POST", `/api/v1/admin/money/subscriptions/${row!.id}/cancel`, owner.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ data: { cancel_at_period_end: true, status: "active" } });
    const provider = await testApp.services.payments.retrieveSubscription(subscriptionId);
    expect(provider.cancelAtPeriodEnd).toBe(true);
    const cancelAudit = await lastAudit("subscription.cancel_at_period_end");
    expect(cancelAudit).toMatchObject({ action: "money.subscriptions", targetId: String(row!.id), actorUserId: owner.userId });
    expect(cancelAudit?.before).toMatchObject({ cancelAtPeriodEnd: false });
    expect(cancelAudit?.after).toMatchObject({ cancelAtPeriodEnd: true });
    expectError(await call("POST", `/api/v1/admin/money/subscriptions/${row!.id}/cancel`, owner.token), 409, ADMIN_MONEY_MESSAGES.alreadyCancelling);
    expectError(await call("POST", "/api/v1/admin/money/subscriptions/999999/cancel", owner.token), 404);
    expectError(await call("GET", "/api/v1/admin/money/subscriptions", editor.token), 403);
  });
});
