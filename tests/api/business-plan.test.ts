import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboundEmails, users } from "../../server/db/schema/accounts";
import { businessAccounts } from "../../server/db/schema/business";
import { dealRequestMatches } from "../../server/db/schema/deals";
import { listings } from "../../server/db/schema/catalogue";
import { coupons, invoices, payments } from "../../server/db/schema/payments";
import { expirePlans, sendPlanReminders } from "../../server/domain/billing/plan-jobs";
import { listReceipts } from "../../server/domain/payments/receipts";
import { applyProviderEvent } from "../../server/domain/payments/webhooks/apply-provider-event";
import { markInvoicedAccountPaid } from "../../server/domain/signup/record-business-payment";
import { bearer, signInWithCode } from "../support/accounts";
import { createBusiness, type TestBusiness } from "../support/business-accounts";
import { createTestApp, TEST_NOW, type TestApp } from "../support/test-app";
import { DECLINED_CARD, PAYING_CARD } from "../support/test-cards";
import { expectErrorShape } from "./api-routes";

// TEST_NOW is 2026-06-01 (UTC). Each test moves the clock and puts it back.
const DAY = 86_400_000;
let testApp: TestApp;
const place = `Pl${Date.now().toString(36)}`;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const at = (days: number) => new Date(TEST_NOW.getTime() + days * DAY);
/** The same moment a year later (as core's planRenewsOn counts a term). */
const yearAfter = (day: Date) => new Date(Date.UTC(day.getUTCFullYear() + 1, day.getUTCMonth(), day.getUTCDate(), day.getUTCHours(), day.getUTCMinutes())).toISOString();

type Plan = {
  product: string;
  words: string;
  state: string;
  state_words: string;
  term: { starts_at: string; ends_at: string; words: string } | null;
  cancel_at_term_end: boolean;
  expired_at: string | null;
  renewal_invoice: { number: string; amount_cents: number | null } | null;
  prices: { renew_cents: number | null; pay_cents: number | null; pay_coupon: string | null; upgrade: { credit_cents: number; charge_cents: number; unused_days: number; term_days: number } | null };
  can: Record<string, boolean>;
};

function call(method: "GET" | "POST", url: string, token: string | undefined, body?: object) {
  return testApp.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, ...(body === undefined ? {} : { payload: body }) });
}

async function getPlan(business: { token: string }): Promise<Plan> {
  const response = await call("GET", "/business/plan", business.token);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Plan }).data;
}

/** A business paid by card `paidDaysAgo` days ago, its term a year from then (or `term`). */
async function paidBusiness(kind: "hotel" | "advisor" | "destination", { paidDaysAgo = 100, plan, roomsTier = "101-200", term }: { paidDaysAgo?: number; plan?: string; roomsTier?: string; term?: { startsAt: Date; endsAt: Date } } = {}): Promise<TestBusiness> {
  const listing =
    kind === "hotel"
      ? ({ type: "property", title: `Casa ${place} ${Math.random().toString(36).slice(2, 7)}`, city: place, country: "Italy" } as const)
      : kind === "advisor"
        ? ({ type: "advisor", title: `Ada ${place} ${Math.random().toString(36).slice(2, 7)}`, details: { plan: plan === "advisor-featured" ? "featured" : "basic" } } as const)
        : ({ type: "destination", title: `Isle ${place} ${Math.random().toString(36).slice(2, 7)}` } as const);
  const business = await createBusiness(testApp, kind, listing);
  const paidAt = at(-paidDaysAgo);
  const endsAt = term?.endsAt ?? new Date(Date.UTC(paidAt.getUTCFullYear() + 1, paidAt.getUTCMonth(), paidAt.getUTCDate(), paidAt.getUTCHours()));
  await testApp.services.db
    .update(businessAccounts)
    .set({
      paymentMethod: "card",
      amountCents: 1000,
      paidAt,
      termStartsAt: term?.startsAt ?? paidAt,
      termEndsAt: endsAt,
      submission: kind === "hotel" ? { roomsTier, plan: "spotlight" } : kind === "advisor" ? { plan: plan ?? "advisor-basic" } : {},
    })
    .where(eq(businessAccounts.id, business.accountId));
  return business;
}

async function account(business: TestBusiness) {
  const [row] = await testApp.services.db.select().from(businessAccounts).where(eq(businessAccounts.id, business.accountId));
  return row!;
}

async function listing(business: TestBusiness) {
  const [row] = await testApp.services.db.select().from(listings).where(eq(listings.id, business.listingId));
  return row!;
}

async function planEmails(business: TestBusiness) {
  return testApp.services.db
    .select()
    .from(outboundEmails)
    .where(and(eq(outboundEmails.toAddress, business.email), eq(outboundEmails.template, "business-plan")))
    .orderBy(desc(outboundEmails.id));
}

/** Starts a plan payment, pays it with `card` at the test provider, and verifies it. */
async function payByCard(business: TestBusiness, action: "pay" | "renew" | "upgrade", card = PAYING_CARD) {
  const started = await call("POST", "/business/plan/payments", business.token, { action });
  expect(started.statusCode, started.body).toBe(200);
  const intent = started.json() as { payment_intent_id: string; amount_cents: number };
  const confirmed = await testApp.services.payments.confirmPaymentIntent(intent.payment_intent_id, { card, returnUrl: "http://localhost/dashboard/plan" });
  const verified = await call("POST", "/business/plan/payments/verify", business.token, { payment_intent_id: intent.payment_intent_id });
  return { intent, confirmed, verified };
}

async function withClockAt<T>(days: number, run: () => Promise<T>): Promise<T> {
  const offset = days * DAY;
  testApp.clock.advance(offset);
  try {
    return await run();
  } finally {
    testApp.clock.advance(-offset);
  }
}

describe("the plan's term on the dashboard", () => {
  it("says the plan, its term and its state in words", async () => {
    const hotel = await paidBusiness("hotel", { paidDaysAgo: 10 });
    const plan = await getPlan(hotel);
    expect(plan.state).toBe("active");
    expect(plan.words).toBe("Spotlight hotel, 101-200 rooms, $2,500 a year, renews 22 May 2027 (paid $10)");
    expect(plan.term?.words).toBe("22 May 2026 to 22 May 2027");
    expect(plan.can).toMatchObject({ renew_by_card: true, renew_by_invoice: true, cancel: true, undo_cancel: false, upgrade: false, pay: false });
    expect(plan.prices.renew_cents).toBe(250_000);
    const ending = await paidBusiness("hotel", { term: { startsAt: at(-350), endsAt: at(15) } });
    const soon = await getPlan(ending);
    expect(soon.state).toBe("ends_soon");
    expect(soon.state_words).toMatch(/^Ends soon: 16 June 2026, in 15 days\./);
  });
});

describe("reminders", () => {
  it("e-mails 30 and 7 days before the end, each once however often the job runs", async () => {
    const hotel = await paidBusiness("hotel", { paidDaysAgo: 1, term: { startsAt: at(-335), endsAt: at(30) } });
    const other = await paidBusiness("hotel", { term: { startsAt: at(-300), endsAt: at(65) } });
    expect(await sendPlanReminders(testApp.services)).toBeGreaterThanOrEqual(1);
    await sendPlanReminders(testApp.services);
    let emails = await planEmails(hotel);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toContain("ends on 1 July 2026");
    expect(emails[0]!.text).toContain("Renew your plan: 30 days left");
    expect(await planEmails(other)).toHaveLength(0);
    await withClockAt(23, async () => {
      await sendPlanReminders(testApp.services);
      await sendPlanReminders(testApp.services);
    });
    emails = await planEmails(hotel);
    expect(emails).toHaveLength(2);
    expect(emails[0]!.text).toContain("Renew your plan: 7 days left");
    await withClockAt(25, () => sendPlanReminders(testApp.services));
    expect(await planEmails(hotel)).toHaveLength(2);
  });

  it("sends no reminder to renew a plan cancelled at its end, only the notice that it ends", async () => {
    const hotel = await paidBusiness("hotel", { term: { startsAt: at(-340), endsAt: at(25) } });
    const cancelled = await call("POST", "/business/plan/cancel", hotel.token, { cancel: true });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json() as { message: string; data: Plan }).data.state).toBe("cancelled");
    await sendPlanReminders(testApp.services);
    expect(await planEmails(hotel)).toHaveLength(0);
    await withClockAt(20, () => sendPlanReminders(testApp.services));
    const emails = await planEmails(hotel);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.text).toContain("will not renew");
    expect(emails[0]!.text).not.toContain("Renew your plan");
    // Undone before the end: renewing is offered again.
    const undone = await call("POST", "/business/plan/cancel", hotel.token, { cancel: false });
    expect(undone.statusCode, undone.body).toBe(200);
    expect((undone.json() as { data: Plan }).data.can.renew_by_card).toBe(true);
  });
});

describe("expiry and renewal", () => {
  it("returns an expired hotel to the limited listing, never deleting it, and renewal restores it from today", async () => {
    const hotel = await paidBusiness("hotel", { term: { startsAt: at(-360), endsAt: at(5) } });
    expect(await withClockAt(4, () => expirePlans(testApp.services))).toBe(0);
    await withClockAt(6, async () => {
      expect(await expirePlans(testApp.services)).toBeGreaterThanOrEqual(1);
      expect(await expirePlans(testApp.services)).toBe(0);
      const limited = await listing(hotel);
      expect(limited).toMatchObject({ type: "basic", status: "active", isFeatured: false });
      const plan = await getPlan(hotel);
      expect(plan.state).toBe("expired");
      expect(plan.state_words).toContain("back to the limited listing");
      expect(plan.words).toContain("ended 6 June 2026");
      expect((await planEmails(hotel))[0]!.text).toContain("Your plan has ended");
      // No more couples' requests while expired.
      expect((await account(hotel)).planExpiredAt).not.toBeNull();

      const { verified } = await payByCard(hotel, "renew");
      expect(verified.statusCode, verified.body).toBe(200);
      const renewed = (verified.json() as { data: Plan }).data;
      expect(renewed.state).toBe("active");
      expect(renewed.term).toMatchObject({ starts_at: at(6).toISOString(), ends_at: yearAfter(at(6)) });
      expect(await listing(hotel)).toMatchObject({ type: "property", status: "active" });
      expect((await account(hotel)).planExpiredAt).toBeNull();
    });
  });

  it("takes an expired advisor's own profile off the public pages and puts it back on renewal", async () => {
    const advisor = await paidBusiness("advisor", { plan: "advisor-featured", term: { startsAt: at(-366), endsAt: at(-1) } });
    await testApp.services.db.update(listings).set({ isFeatured: true, details: { profileTier: "featured" } }).where(eq(listings.id, advisor.listingId));
    expect(await expirePlans(testApp.services)).toBeGreaterThanOrEqual(1);
    expect(await listing(advisor)).toMatchObject({ status: "in_active", isFeatured: false });
    expect((await getPlan(advisor)).can).toMatchObject({ renew_by_card: true, upgrade: false, cancel: false });
    const { intent, verified } = await payByCard(advisor, "renew");
    expect(intent.amount_cents).toBe(67_500);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await listing(advisor)).toMatchObject({ status: "active", isFeatured: true });
  });

  it("extends from the current end, once per payment, with a receipt owned by the account", async () => {
    const hotel = await paidBusiness("hotel", { term: { startsAt: at(-265), endsAt: at(100) } });
    const { intent, verified } = await payByCard(hotel, "renew");
    expect(intent.amount_cents).toBe(250_000);
    expect(verified.statusCode, verified.body).toBe(200);
    expect((verified.json() as { message: string }).message).toBe("Your plan is renewed.");
    const expected = yearAfter(at(100));
    expect((verified.json() as { data: Plan }).data.term?.ends_at).toBe(expected);
    // Verifying again changes nothing.
    const again = await call("POST", "/business/plan/payments/verify", hotel.token, { payment_intent_id: intent.payment_intent_id });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as { data: Plan }).data.term?.ends_at).toBe(expected);
    const receipts = await listReceipts(testApp.services.db, { userId: hotel.userId, email: hotel.email });
    const renewal = receipts.filter((receipt) => receipt.providerPaymentId === intent.payment_intent_id);
    expect(renewal).toHaveLength(1);
    expect(renewal[0]).toMatchObject({ amountCents: 250_000, purpose: "hotel" });
    const [row] = await testApp.services.db.select().from(payments).where(eq(payments.providerPaymentId, intent.payment_intent_id));
    expect(row).toMatchObject({ userId: hotel.userId, reference: `plan-renew:${hotel.accountId}` });
    const receiptEmails = await testApp.services.db
      .select()
      .from(outboundEmails)
      .where(and(eq(outboundEmails.toAddress, hotel.email), eq(outboundEmails.template, "payment-receipt")));
    expect(receiptEmails).toHaveLength(1);
    expect(receiptEmails[0]!.text).toContain("$2,500");
  });

  it("renews once when only the provider's webhook reports the payment (the page was closed)", async () => {
    const hotel = await paidBusiness("hotel", { term: { startsAt: at(-300), endsAt: at(65) } });
    const started = await call("POST", "/business/plan/payments", hotel.token, { action: "renew" });
    const { payment_intent_id: id } = started.json() as { payment_intent_id: string };
    const paid = await testApp.services.payments.confirmPaymentIntent(id, { card: PAYING_CARD, returnUrl: "http://localhost/dashboard/plan" });
    const event = { id: `evt_plan_${id}`, created: TEST_NOW, type: "payment_intent.succeeded" as const, paymentIntent: paid };
    expect(await applyProviderEvent(testApp.services, event)).toEqual({ outcome: "applied" });
    expect(await applyProviderEvent(testApp.services, event)).toEqual({ outcome: "duplicate" });
    expect((await account(hotel)).termEndsAt?.toISOString()).toBe(yearAfter(at(65)));
    const verified = await call("POST", "/business/plan/payments/verify", hotel.token, { payment_intent_id: id });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await account(hotel)).termEndsAt?.toISOString()).toBe(yearAfter(at(65)));
  });

  it("a declined card renews nothing", async () => {
    const hotel = await paidBusiness("hotel", { term: { startsAt: at(-300), endsAt: at(65) } });
    const { confirmed, verified } = await payByCard(hotel, "renew", DECLINED_CARD);
    expect(confirmed.lastError?.type).toBe("card_error");
    expect(verified.statusCode).toBe(422);
    expect((await account(hotel)).termEndsAt?.toISOString()).toBe(at(65).toISOString());
  });

  it("renews by a new invoice: one invoice, and paying it extends the term", async () => {
    const hotel = await paidBusiness("hotel", { term: { startsAt: at(-300), endsAt: at(65) } });
    const asked = await call("POST", "/business/plan/renewal-invoice", hotel.token);
    expect(asked.statusCode, asked.body).toBe(200);
    const answer = asked.json() as { message: string; invoice_number: string; data: Plan };
    expect(answer.message).toContain("$2,500");
    expect(answer.data.renewal_invoice).toMatchObject({ number: answer.invoice_number, amount_cents: 250_000 });
    expect(answer.data.can.renew_by_invoice).toBe(false);
    const twice = await call("POST", "/business/plan/renewal-invoice", hotel.token);
    expect(twice.statusCode).toBe(409);
    const [invoice] = await testApp.services.db.select().from(invoices).where(eq(invoices.id, (await account(hotel)).renewalInvoiceId!));
    expect(invoice).toMatchObject({ email: hotel.email, amountCents: 250_000, reference: `plan-renewal:${hotel.accountId}:${at(65).toISOString()}` });
    await testApp.services.db.transaction((tx) => markInvoicedAccountPaid(tx, { invoiceId: invoice!.id, paidAt: at(1) }));
    const after = await account(hotel);
    expect(after.termEndsAt?.toISOString()).toBe(yearAfter(at(65)));
    expect(after.renewalInvoiceId).toBeNull();
  });
});

describe("leads while expired", () => {
  it("an expired plan gets no couples' requests; an active one in the same town does", async () => {
    const town = `Leadtown ${place}`;
    const make = async (endsInDays: number) => {
      const hotel = await paidBusiness("hotel", { term: { startsAt: at(endsInDays - 365), endsAt: at(endsInDays) } });
      await testApp.services.db.update(listings).set({ city: town, country: "Italy", goodFor: ["honeymoon"] }).where(eq(listings.id, hotel.listingId));
      return hotel;
    };
    const lapsed = await make(-1);
    const running = await make(200);
    await expirePlans(testApp.services);
    expect((await listing(lapsed)).type).toBe("basic");
    const couple = await signInWithCode(testApp, `couple-${Date.now().toString(36)}@plan.example`);
    // Started from the hotel's own page: a business that can take it is matched first.
    const ask = async (listingId: number) => {
      const response = await call("POST", "/dealrequests", couple.token, {
        occasion: "honeymoon",
        destinations: [town],
        start_date: "2026-09-10",
        end_date: "2026-09-17",
        budget: "5000-10000",
        travellers: 2,
        special: "Our first trip as a married couple: sunsets, a boat day and one unforgettable dinner.",
        first_name: "Giulia",
        last_name: "Ferri",
        email: `couple-${Date.now().toString(36)}@plan.example`,
        phone: "+39 333 123 4567",
        listing_id: listingId,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { id } = (response.json() as { data: { id: number } }).data;
      const matched = await testApp.services.db.select().from(dealRequestMatches).where(eq(dealRequestMatches.requestId, id));
      return matched.map((match) => match.businessAccountId);
    };
    expect(await ask(lapsed.listingId)).not.toContain(lapsed.accountId);
    expect(await ask(running.listingId)).toContain(running.accountId);
  });
});

describe("upgrade Basic -> Featured", () => {
  it("credits Basic's unused days and makes the profile Featured at once, same term end", async () => {
    const advisor = await paidBusiness("advisor", { plan: "advisor-basic", term: { startsAt: at(-219), endsAt: at(146) } });
    const plan = await getPlan(advisor);
    expect(plan.prices.upgrade).toMatchObject({ unused_days: 146, term_days: 365, credit_cents: 7_960, charge_cents: 59_540 });
    const { intent, verified } = await payByCard(advisor, "upgrade");
    expect(intent.amount_cents).toBe(59_540);
    expect(verified.statusCode, verified.body).toBe(200);
    const upgraded = (verified.json() as { data: Plan }).data;
    expect(upgraded.product).toBe("advisor-featured");
    expect(upgraded.words).toMatch(/^Featured travel advisor, \$675 a year/);
    expect(upgraded.term?.ends_at).toBe(at(146).toISOString());
    expect(upgraded.can.upgrade).toBe(false);
    const row = await listing(advisor);
    expect(row.details).toMatchObject({ profileTier: "featured" });
    expect(row.isFeatured).toBe(true);
    // A second upgrade is refused before any charge.
    const again = await call("POST", "/business/plan/payments", advisor.token, { action: "upgrade" });
    expect(again.statusCode).toBe(409);
  });

  it("is refused for a plan that is not Basic", async () => {
    const hotel = await paidBusiness("hotel");
    const refused = await call("POST", "/business/plan/payments", hotel.token, { action: "upgrade" });
    expect(refused.statusCode).toBe(409);
    expectErrorShape(refused.statusCode, String(refused.headers["content-type"]), refused.body, "upgrade a hotel");
  });
});

describe("pay later", () => {
  it("an unpaid destination sees Not paid yet and pays from its dashboard, then has a term", async () => {
    const destination = await createBusiness(testApp, "destination", { type: "destination", title: `Isle unpaid ${place}` }, "in_review");
    const plan = await getPlan(destination);
    expect(plan).toMatchObject({ state: "unpaid", term: null, prices: { pay_cents: 10_000, pay_coupon: null } });
    expect(plan.words).toBe("Destination, $100 a year, not paid yet");
    expect(plan.can).toMatchObject({ pay: true, renew_by_card: false, cancel: false });
    const { verified } = await payByCard(destination, "pay");
    expect(verified.statusCode, verified.body).toBe(200);
    const paid = (verified.json() as { message: string; data: Plan }).data;
    expect(paid.state).toBe("active");
    expect(paid.term?.starts_at).toBe(TEST_NOW.toISOString());
    expect(await account(destination)).toMatchObject({ paymentMethod: "card", amountCents: 10_000 });
    const twice = await call("POST", "/business/plan/payments", destination.token, { action: "pay" });
    expect(twice.statusCode).toBe(409);
  });

  it("honours the signup's coupon while it is still valid", async () => {
    const name = `PL${Date.now().toString(36)}`.toUpperCase();
    await testApp.services.db.insert(coupons).values({ name, discountPercent: 10, appliesTo: ["advisor"], expiresAt: at(3) });
    const advisor = await createBusiness(testApp, "advisor", { type: "advisor", title: `Ada unpaid ${place}` }, "in_review");
    await testApp.services.db.update(businessAccounts).set({ submission: { plan: "advisor-featured" }, couponName: name }).where(eq(businessAccounts.id, advisor.accountId));
    expect((await getPlan(advisor)).prices).toMatchObject({ pay_cents: 60_750, pay_coupon: name });
    expect((await withClockAt(4, () => getPlan(advisor))).prices).toMatchObject({ pay_cents: 67_500, pay_coupon: null });
    const { intent, verified } = await payByCard(advisor, "pay");
    expect(intent.amount_cents).toBe(60_750);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await account(advisor)).toMatchObject({ amountCents: 60_750, couponName: name });
  });
});

describe("who may call", () => {
  it("refuses visitors, members without a business, and another account's payment", async () => {
    expect((await call("GET", "/business/plan", undefined)).statusCode).toBe(401);
    const memberEmail = `member-${Date.now().toString(36)}@plan.example`;
    await testApp.services.db.insert(users).values({ email: memberEmail });
    const member = await signInWithCode(testApp, memberEmail);
    const forbidden = await call("GET", "/business/plan", member.token);
    expect(forbidden.statusCode).toBe(403);
    expectErrorShape(forbidden.statusCode, String(forbidden.headers["content-type"]), forbidden.body, "member");

    const owner = await paidBusiness("hotel", { term: { startsAt: at(-300), endsAt: at(65) } });
    const stranger = await paidBusiness("hotel", { term: { startsAt: at(-300), endsAt: at(65) } });
    const started = await call("POST", "/business/plan/payments", owner.token, { action: "renew" });
    const { payment_intent_id: id } = started.json() as { payment_intent_id: string };
    await testApp.services.payments.confirmPaymentIntent(id, { card: PAYING_CARD, returnUrl: "http://localhost/dashboard/plan" });
    const stolen = await call("POST", "/business/plan/payments/verify", stranger.token, { payment_intent_id: id });
    expect(stolen.statusCode).toBe(404);
    expectErrorShape(stolen.statusCode, String(stolen.headers["content-type"]), stolen.body, "another's payment");
    expect((await account(stranger)).termEndsAt?.toISOString()).toBe(at(65).toISOString());
    expect((await account(owner)).termEndsAt?.toISOString()).toBe(at(65).toISOString());
    const unknown = await call("POST", "/business/plan/payments/verify", owner.token, { payment_intent_id: "pi_unknown123" });
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses bad input in the error shape and changes nothing", async () => {
    const hotel = await paidBusiness("hotel", { term: { startsAt: at(-300), endsAt: at(65) } });
    const bad: [string, object | undefined][] = [
      ["/business/plan/payments", { action: "free" }],
      ["/business/plan/payments", {}],
      ["/business/plan/payments", { action: ["renew"] }],
      ["/business/plan/cancel", { cancel: "yes" }],
      ["/business/plan/cancel", {}],
      ["/business/plan/payments/verify", { payment_intent_id: "../../etc" }],
      ["/business/plan/payments/verify", { payment_intent_id: "" }],
    ];
    for (const [url, body] of bad) {
      const response = await call("POST", url, hotel.token, body);
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(422);
      expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, url);
    }
    expect(await account(hotel)).toMatchObject({ cancelAtTermEnd: false, termEndsAt: at(65) });
    const undo = await call("POST", "/business/plan/cancel", hotel.token, { cancel: false });
    expect(undo.statusCode).toBe(409);
  });
});
