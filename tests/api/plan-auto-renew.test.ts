import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboundEmails } from "../../server/db/schema/accounts";
import { businessAccounts } from "../../server/db/schema/business";
import { payments, testProviderPaymentIntents } from "../../server/db/schema/payments";
import { TEST_CARDS } from "../../server/adapters/payments/test-cards";
import { renewPlansAutomatically } from "../../server/domain/billing/plan-auto-renew";
import { expirePlans, sendPlanReminders } from "../../server/domain/billing/plan-jobs";
import { settlePlanPayment } from "../../server/domain/billing/plan-payments";
import { bearer, signInWithCode } from "../support/accounts";
import { createBusiness, type TestBusiness } from "../support/business-accounts";
import { createTestApp, TEST_NOW, type TestApp } from "../support/test-app";
import { PAYING_CARD } from "../support/test-cards";
import { expectErrorShape } from "./api-routes";

// TEST_NOW is 2026-06-01 (UTC). Each test moves the clock and puts it back.
const DAY = 86_400_000;
let testApp: TestApp;
const place = `Ar${Date.now().toString(36)}`;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const at = (days: number) => new Date(TEST_NOW.getTime() + days * DAY);
/** The same moment a year later (as core's planRenewsOn counts a term). */
const yearAfter = (day: Date) => new Date(Date.UTC(day.getUTCFullYear() + 1, day.getUTCMonth(), day.getUTCDate(), day.getUTCHours(), day.getUTCMinutes()));
/** Whole days from TEST_NOW to `day`. */
const daysTo = (day: Date) => Math.round((day.getTime() - TEST_NOW.getTime()) / DAY);

type Plan = {
  state: string;
  term: { starts_at: string; ends_at: string } | null;
  cancel_at_term_end: boolean;
  auto_renew: { on: boolean; card: { brand: string; last4: string } | null; words: string };
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

/** A hotel paid by card, its term ending in 65 days. */
async function paidHotel(): Promise<TestBusiness> {
  const business = await createBusiness(testApp, "hotel", { type: "property", title: `Casa ${place} ${Math.random().toString(36).slice(2, 7)}`, city: place, country: "Italy" });
  await testApp.services.db
    .update(businessAccounts)
    .set({ paymentMethod: "card", amountCents: 1000, paidAt: at(-300), termStartsAt: at(-300), termEndsAt: at(65), submission: { roomsTier: "101-200", plan: "spotlight" } })
    .where(eq(businessAccounts.id, business.accountId));
  return business;
}

/** Renews by card on the page with "Renew automatically with this card" as given; answers the new term's end. */
async function renewByCard(business: TestBusiness, card: typeof PAYING_CARD, renewAutomatically: boolean): Promise<Date> {
  const started = await call("POST", "/business/plan/payments", business.token, { action: "renew", renew_automatically: renewAutomatically });
  expect(started.statusCode, started.body).toBe(200);
  const { payment_intent_id: id } = started.json() as { payment_intent_id: string };
  const confirmed = await testApp.services.payments.confirmPaymentIntent(id, { card, returnUrl: "http://localhost/dashboard/plan" });
  expect(confirmed.status).toBe("succeeded");
  const verified = await call("POST", "/business/plan/payments/verify", business.token, { payment_intent_id: id });
  expect(verified.statusCode, verified.body).toBe(200);
  const ends = (verified.json() as { data: Plan }).data.term?.ends_at;
  return new Date(ends ?? "");
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

async function account(business: TestBusiness) {
  const [row] = await testApp.services.db.select().from(businessAccounts).where(eq(businessAccounts.id, business.accountId));
  return row!;
}

/** The automatic charges the test provider made for this account. */
async function automaticCharges(business: TestBusiness) {
  return testApp.services.db
    .select()
    .from(testProviderPaymentIntents)
    .where(and(sql`${testProviderPaymentIntents.metadata}->>'business_account_id' = ${String(business.accountId)}`, sql`${testProviderPaymentIntents.metadata}->>'automatic' = 'true'`));
}

async function emails(business: TestBusiness, template: string) {
  return testApp.services.db
    .select()
    .from(outboundEmails)
    .where(and(eq(outboundEmails.toAddress, business.email), eq(outboundEmails.template, template)))
    .orderBy(desc(outboundEmails.id));
}

describe("keeping the card", () => {
  it("keeps the card of a renewal paid with the box ticked: the plan renews automatically, and says so", async () => {
    const hotel = await paidHotel();
    const ends = await renewByCard(hotel, PAYING_CARD, true);
    expect(ends.toISOString()).toBe(yearAfter(at(65)).toISOString());
    const plan = await getPlan(hotel);
    expect(plan.auto_renew).toEqual({ on: true, card: { brand: "visa", last4: "4242" }, words: `Renews automatically on ${new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(ends)} with Visa ending 4242` });
    expect(plan.can).toMatchObject({ turn_auto_renew_off: true, turn_auto_renew_on: false });
    expect((await account(hotel)).savedCard).toMatchObject({ brand: "visa", last4: "4242" });
  });

  it("keeps nothing with the box unticked: the plan renews by hand", async () => {
    const hotel = await paidHotel();
    await renewByCard(hotel, PAYING_CARD, false);
    const plan = await getPlan(hotel);
    expect(plan.auto_renew).toEqual({ on: false, card: null, words: "Renews by hand" });
    expect(plan.can).toMatchObject({ turn_auto_renew_on: false, turn_auto_renew_off: false });
    expect((await account(hotel)).savedCard).toBeNull();
  });
});

describe("keeping the card when the provider's event came first", () => {
  it("keeps it at the page's verification when the event settled the payment without naming the card (Stripe's events leave it unexpanded)", async () => {
    const hotel = await paidHotel();
    const started = await call("POST", "/business/plan/payments", hotel.token, { action: "renew", renew_automatically: true });
    const { payment_intent_id: id } = started.json() as { payment_intent_id: string };
    const paid = await testApp.services.payments.confirmPaymentIntent(id, { card: PAYING_CARD, returnUrl: "http://localhost/dashboard/plan" });
    await settlePlanPayment(testApp.services, { intent: { ...paid, savedCard: null } });
    expect((await account(hotel)).savedCard).toBeNull();
    expect((await getPlan(hotel)).auto_renew.on).toBe(false);
    const verified = await call("POST", "/business/plan/payments/verify", hotel.token, { payment_intent_id: id });
    expect(verified.statusCode, verified.body).toBe(200);
    expect((verified.json() as { data: Plan }).data.auto_renew).toMatchObject({ on: true, card: { brand: "visa", last4: "4242" } });
    // Settled once: one payment, the term extended once.
    expect(await testApp.services.db.select().from(payments).where(eq(payments.providerPaymentId, id))).toHaveLength(1);
    expect((await account(hotel)).termEndsAt?.toISOString()).toBe(yearAfter(at(65)).toISOString());
  });
});

describe("the automatic renewal job", () => {
  it("charges the kept card once per term in its last days, settled as a renewal: payment, receipt, term extended from its end", async () => {
    const hotel = await paidHotel();
    const ends = await renewByCard(hotel, PAYING_CARD, true);
    const receiptsBefore = (await emails(hotel, "payment-receipt")).length;
    // Four days before the end: not due yet.
    await withClockAt(daysTo(ends) - 4, () => renewPlansAutomatically(testApp.services));
    expect(await automaticCharges(hotel)).toHaveLength(0);
    await withClockAt(daysTo(ends) - 2, async () => {
      await renewPlansAutomatically(testApp.services);
      await renewPlansAutomatically(testApp.services);
    });
    await withClockAt(daysTo(ends) - 1, () => renewPlansAutomatically(testApp.services));
    const charges = await automaticCharges(hotel);
    expect(charges).toHaveLength(1);
    expect(charges[0]).toMatchObject({ status: "succeeded", amountCents: 250_000 });
    const row = await account(hotel);
    expect(row.termEndsAt?.toISOString()).toBe(yearAfter(ends).toISOString());
    const [paid] = await testApp.services.db.select().from(payments).where(eq(payments.providerPaymentId, charges[0]!.id));
    expect(paid).toMatchObject({ amountCents: 250_000, userId: hotel.userId, reference: `plan-renew:${hotel.accountId}`, purpose: "hotel" });
    expect((await emails(hotel, "payment-receipt")).length).toBe(receiptsBefore + 1);
    // Still on for the next term, with the same card.
    expect((await getPlan(hotel)).auto_renew.on).toBe(true);
  });

  it("never renews twice: an automatic charge for a term renewed by hand meanwhile is refunded and the term stays", async () => {
    const hotel = await paidHotel();
    const ends = await renewByCard(hotel, PAYING_CARD, true);
    const { savedCard } = await account(hotel);
    // A charge started for the term ending at(65), settled after the renewal by hand above moved it.
    const charge = await testApp.services.payments.chargeSavedCard({
      customerId: savedCard!.customerId,
      paymentMethodId: savedCard!.paymentMethodId,
      amountCents: 250_000,
      currency: "USD",
      idempotencyKey: `race-${hotel.accountId}`,
      description: "Automatic renewal, one year",
      metadata: { product: "business-plan", action: "renew", business_account_id: String(hotel.accountId), plan: "hotel", term_ends_at: at(65).toISOString(), automatic: "true" },
      customerEmail: hotel.email,
    });
    expect(charge.status).toBe("succeeded");
    await expect(settlePlanPayment(testApp.services, { intent: charge })).rejects.toThrow(/refunded in full/);
    expect((await account(hotel)).termEndsAt?.toISOString()).toBe(ends.toISOString());
    const [given] = await testApp.services.db.select().from(payments).where(eq(payments.providerPaymentId, charge.id));
    expect(given?.status).toBe("refunded");
  });

  it("a refused kept card (4000 0000 0000 0341) e-mails once, leaves the term, tries at most once a day, then the plan expires", async () => {
    const hotel = await paidHotel();
    const ends = await renewByCard(hotel, { ...PAYING_CARD, number: TEST_CARDS.renewalsFail }, true);
    await withClockAt(daysTo(ends) - 2, async () => {
      expect(await renewPlansAutomatically(testApp.services)).toMatchObject({ refused: 1 });
      expect(await renewPlansAutomatically(testApp.services)).toMatchObject({ refused: 0 });
    });
    await withClockAt(daysTo(ends) - 1, () => renewPlansAutomatically(testApp.services));
    const charges = await automaticCharges(hotel);
    expect(charges.map((charge) => charge.status)).toEqual(["requires_payment_method", "requires_payment_method"]);
    const told = (await emails(hotel, "business-plan")).filter((email) => email.subject.startsWith("We could not renew"));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain("Your card was declined.");
    expect(told[0]!.text).toContain("/dashboard/plan");
    expect((await account(hotel)).termEndsAt?.toISOString()).toBe(ends.toISOString());
    await withClockAt(daysTo(ends) + 1, async () => {
      expect(await renewPlansAutomatically(testApp.services)).toEqual({ renewed: 0, refused: 0 });
      expect(await expirePlans(testApp.services)).toBeGreaterThanOrEqual(1);
    });
    expect((await account(hotel)).planExpiredAt).not.toBeNull();
  });

  it("turned off, charges nothing; turned on again, renews", async () => {
    const hotel = await paidHotel();
    const ends = await renewByCard(hotel, PAYING_CARD, true);
    const off = await call("POST", "/business/plan/auto-renew", hotel.token, { on: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toMatchObject({ message: "Automatic renewal is off: renew by hand before the term ends.", data: { auto_renew: { on: false, words: "Renews by hand" }, can: { turn_auto_renew_on: true } } });
    await withClockAt(daysTo(ends) - 2, () => renewPlansAutomatically(testApp.services));
    expect(await automaticCharges(hotel)).toHaveLength(0);
    const on = await call("POST", "/business/plan/auto-renew", hotel.token, { on: true });
    expect(on.statusCode, on.body).toBe(200);
    expect((on.json() as { data: Plan }).data.auto_renew.on).toBe(true);
    await withClockAt(daysTo(ends) - 1, () => renewPlansAutomatically(testApp.services));
    expect(await automaticCharges(hotel)).toHaveLength(1);
  });

  it("cancel at the term's end turns it off and charges nothing; it cannot be turned on while cancelled", async () => {
    const hotel = await paidHotel();
    const ends = await renewByCard(hotel, PAYING_CARD, true);
    expect((await call("POST", "/business/plan/cancel", hotel.token, { cancel: true })).statusCode).toBe(200);
    const plan = await getPlan(hotel);
    expect(plan.auto_renew.on).toBe(false);
    const refused = await call("POST", "/business/plan/auto-renew", hotel.token, { on: true });
    expect(refused.statusCode).toBe(409);
    expectErrorShape(refused.statusCode, String(refused.headers["content-type"]), refused.body, "refused");
    await withClockAt(daysTo(ends) - 2, () => renewPlansAutomatically(testApp.services));
    expect(await automaticCharges(hotel)).toHaveLength(0);
  });
});

describe("reminders of a plan renewing automatically", () => {
  it("say the day and the card ending 4242", async () => {
    const hotel = await paidHotel();
    const ends = await renewByCard(hotel, PAYING_CARD, true);
    await withClockAt(daysTo(ends) - 30, () => sendPlanReminders(testApp.services));
    const [reminder] = await emails(hotel, "business-plan");
    expect(reminder!.subject).toContain("renews automatically on");
    expect(reminder!.text).toContain("with the card ending 4242");
  });
});

describe("who can change it", () => {
  it("is always the signed-in business's own plan: another account changes only its own, a member is refused", async () => {
    const owner = await paidHotel();
    await renewByCard(owner, PAYING_CARD, true);
    const other = await paidHotel();
    const refused = await call("POST", "/business/plan/auto-renew", other.token, { on: false });
    expect(refused.statusCode).toBe(200);
    const noCard = await call("POST", "/business/plan/auto-renew", other.token, { on: true });
    expect(noCard.statusCode).toBe(409);
    expectErrorShape(noCard.statusCode, String(noCard.headers["content-type"]), noCard.body, "noCard");
    expect((await getPlan(owner)).auto_renew.on).toBe(true);
    const member = await signInWithCode(testApp, `member-${Date.now().toString(36)}@auto.example`);
    expect((await call("POST", "/business/plan/auto-renew", member.token, { on: false })).statusCode).toBe(403);
    expect((await call("POST", "/business/plan/auto-renew", undefined, { on: false })).statusCode).toBe(401);
    expect((await getPlan(owner)).auto_renew.on).toBe(true);
  });

  it("refuses bad input with the contract's error shape and changes nothing", async () => {
    const owner = await paidHotel();
    await renewByCard(owner, PAYING_CARD, true);
    for (const body of [{ on: "no" }, {}, { on: null }]) {
      const response = await call("POST", "/business/plan/auto-renew", owner.token, body);
      expect(response.statusCode).toBe(422);
      expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, "response");
    }
    const badFlag = await call("POST", "/business/plan/payments", owner.token, { action: "renew", renew_automatically: "yes" });
    expect(badFlag.statusCode).toBe(422);
    expectErrorShape(badFlag.statusCode, String(badFlag.headers["content-type"]), badFlag.body, "badFlag");
    expect((await getPlan(owner)).auto_renew.on).toBe(true);
  });
});
