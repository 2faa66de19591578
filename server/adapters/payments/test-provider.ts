import { createHash, createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, asc, eq, lte } from "drizzle-orm";
import { isEmail } from "../../../core/account-rules";
import { addMonths, planMonths } from "../../../core/billing-periods";
import { CURRENCY, BY_QUOTE } from "../../../core/pricing";
import type { Database } from "../../db/client";
import {
  testProviderIdempotencyKeys,
  testProviderInvoices,
  testProviderPaymentIntents,
  testProviderRefunds,
  testProviderSubscriptions,
  type TestProviderInvoiceRow,
  type TestProviderPaymentIntentRow,
  type TestProviderRefundRow,
  type TestProviderSubscriptionRow,
} from "../../db/schema/payments";
import type { Clock } from "../../kernel/clock";
import type { JobData, JobQueue } from "../../jobs/job-queue";
import {
  PaymentProviderError,
  type CreatedSubscription,
  type Invoice,
  type PaymentIntent,
  type PaymentProvider,
  type Plan,
  type Refund,
  type SentInvoice,
  type Subscription,
} from "./payment-provider";
import {
  stripeChargeObject,
  stripeEventJson,
  stripeInvoiceObject,
  stripePaymentIntentObject,
  stripeSignatureHeader,
  stripeSubscriptionObject,
  type StripeObject,
} from "./stripe-event-builders";
import { constructStripeEvent } from "./stripe-events";
import { AUTHENTICATION_FAILED, TEST_CARDS, cardOutcome, normaliseCardNumber } from "./test-cards";
import { TEST_PLANS } from "./test-plans";

export type TestPaymentProviderOptions = {
  db: Database;
  clock: Clock;
  /**
   * The test provider's page for the extra confirmation step (Stripe's 3-D Secure page); the
   * payment id and client secret are added as `payment_intent` and `client_secret`.
   */
  authorizeUrl: string;
  /**
   * Where and how events are sent, as Stripe sends webhooks: each state change queues a signed
   * POST to `url` in the transaction of the change. Without it no event is sent, and
   * `constructEvent` refuses every signature.
   */
  webhooks?: { url: string; secret: string; jobs: JobQueue };
};

/** The test provider plus what Stripe does on its own side: its billing clock and webhook sender. */
export type TestPaymentProvider = PaymentProvider & {
  readonly kind: "test";
  /**
   * What Stripe's billing does when periods end: every active subscription whose period has ended
   * is cancelled (cancel at period end), made past_due (a card whose renewals fail) or renewed with
   * a new payment. Answers how many periods were handled.
   */
  runBilling(): Promise<number>;
  /** Sends one queued event to the webhook URL, signed now; throws (so the job retries) unless 2xx. */
  deliverWebhook(data: JobData["deliver-provider-webhook"]): Promise<void>;
};

/** The test provider's webhook signing secret, derived from the app's secret (Stripe's `whsec_...`). */
export function testProviderWebhookSecret(appSecret: string): string {
  return `whsec_${createHmac("sha256", appSecret).update("test-provider-webhook").digest("base64url")}`;
}

/** Stripe's bounds for a USD charge: at least $0.50, at most $999,999.99. */
const MINIMUM_CENTS = 50;
const MAXIMUM_CENTS = 99_999_999;
const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
const METADATA_LIMITS = { keys: 50, keyLength: 40, valueLength: 500 };

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A Stripe-shaped id or secret suffix from the CSPRNG: ids and secrets must not be guessable. */
function randomToken(length: number): string {
  let token = "";
  for (let index = 0; index < length; index += 1) token += ALPHABET[randomInt(ALPHABET.length)];
  return token;
}

type IdPrefix = "pi" | "sub" | "in" | "re" | "evt";
const newId = (prefix: IdPrefix): string => `${prefix}_${randomToken(24)}`;
/** A payment's charge (Stripe's `ch_...`), named after the payment: the test provider keeps no charges. */
const chargeIdOf = (paymentIntentId: string): string => paymentIntentId.replace(/^pi_/, "ch_");
/** A subscription's first invoice (Stripe's `in_...`), named after its payment: not kept either. */
const firstInvoiceIdOf = (paymentIntentId: string): string => paymentIntentId.replace(/^pi_/, "in_");
const newClientSecret = (id: string): string => `${id}_secret_${randomToken(25)}`;

function invalid(code: string, message: string, param?: string): PaymentProviderError {
  return new PaymentProviderError("invalid_request_error", code, message, param);
}

const missing = (kind: string, id: string): PaymentProviderError => invalid("resource_missing", `No such ${kind}: '${id}'`, "id");

/** JSON with object keys sorted, so the same parameters always hash the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

function checkIdempotencyKey(key: string): void {
  if (key.trim() === "" || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw invalid("parameter_invalid_string", `An idempotency key is 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`, "idempotency_key");
  }
}

function checkAmount(amountCents: number, param = "amount"): void {
  if (!Number.isSafeInteger(amountCents)) throw invalid("parameter_invalid_integer", "Invalid integer: amount", param);
  if (amountCents < MINIMUM_CENTS) throw invalid("amount_too_small", "Amount must be at least $0.50 usd", param);
  if (amountCents > MAXIMUM_CENTS) throw invalid("amount_too_large", "Amount must be no more than $999,999.99", param);
}

function checkCurrency(currency: string): string {
  const lower = currency.trim().toLowerCase();
  if (lower !== CURRENCY.toLowerCase()) throw invalid("parameter_invalid_string", `Invalid currency: ${currency}`, "currency");
  return lower;
}

function checkMetadata(metadata: Record<string, string>): void {
  const entries = Object.entries(metadata);
  const fits =
    entries.length <= METADATA_LIMITS.keys &&
    entries.every(
      ([key, value]) =>
        key.length > 0 && key.length <= METADATA_LIMITS.keyLength && typeof value === "string" && value.length <= METADATA_LIMITS.valueLength,
    );
  if (!fits) throw invalid("parameter_invalid_string", "Metadata is at most 50 keys of 40 characters with string values of 500.", "metadata");
}

function checkEmail(email: string, param: string): string {
  const trimmed = email.trim().toLowerCase();
  if (!isEmail(trimmed)) throw invalid("email_invalid", `Invalid email address: ${email}`, param);
  return trimmed;
}

function checkReturnUrl(returnUrl: string): URL {
  let url: URL;
  try {
    url = new URL(returnUrl);
  } catch {
    throw invalid("url_invalid", "Not a valid URL", "return_url");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw invalid("url_invalid", "Not a valid URL", "return_url");
  return url;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function planFor(priceId: string): Plan {
  const plan = TEST_PLANS.find((candidate) => candidate.id === priceId);
  if (!plan) throw invalid("resource_missing", `No such price: '${priceId}'`, "price");
  return plan;
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * The built-in provider: Stripe's test mode, kept in this database, so every payment flow can be
 * walked (and tested) without a Stripe account. It is never live: `livemode` is always false.
 */
export function createTestPaymentProvider({ db, clock, authorizeUrl, webhooks }: TestPaymentProviderOptions): TestPaymentProvider {
  function authorizeLink(row: TestProviderPaymentIntentRow): string {
    const query = new URLSearchParams({ payment_intent: row.id, client_secret: row.clientSecret });
    return `${authorizeUrl}${authorizeUrl.includes("?") ? "&" : "?"}${query.toString()}`;
  }

  function toPaymentIntent(row: TestProviderPaymentIntentRow): PaymentIntent {
    return {
      id: row.id,
      clientSecret: row.clientSecret,
      status: row.status,
      amountCents: row.amountCents,
      currency: row.currency,
      description: row.description,
      metadata: row.metadata,
      customerEmail: row.customerEmail,
      lastError: row.lastError ?? null,
      nextAction:
        row.status === "requires_action" && row.returnUrl
          ? { type: "redirect_to_url", url: authorizeLink(row), returnUrl: row.returnUrl }
          : null,
      cardLast4: row.cardLast4,
      subscriptionId: row.subscriptionId,
      createdAt: row.createdAt,
      livemode: false,
    };
  }

  /**
   * Runs `create` once per idempotency key. A repeat with the same operation and parameters gets
   * the first request's object; with anything else it is refused, as Stripe does. The key row and
   * the object are written in one transaction, so a concurrent repeat waits on the key's unique
   * index and then finds the committed object.
   */
  async function idempotent(
    key: string,
    request: unknown,
    prefix: IdPrefix,
    create: (tx: Transaction, id: string, now: Date) => Promise<void>,
  ): Promise<string> {
    checkIdempotencyKey(key);
    const requestHash = createHash("sha256").update(canonicalJson(request)).digest("hex");
    return db.transaction(async (tx) => {
      const now = clock.now();
      const id = newId(prefix);
      const inserted = await tx
        .insert(testProviderIdempotencyKeys)
        .values({ key, requestHash, objectId: id, createdAt: now })
        .onConflictDoNothing()
        .returning({ objectId: testProviderIdempotencyKeys.objectId });
      if (inserted.length > 0) {
        await create(tx, id, now);
        return id;
      }
      const [existing] = await tx.select().from(testProviderIdempotencyKeys).where(eq(testProviderIdempotencyKeys.key, key));
      if (!existing || existing.requestHash !== requestHash) {
        throw new PaymentProviderError(
          "idempotency_error",
          "idempotency_key_in_use",
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          "idempotency_key",
        );
      }
      return existing.objectId;
    });
  }

  async function insertPaymentIntent(
    tx: Transaction,
    values: Pick<TestProviderPaymentIntentRow, "id" | "amountCents" | "currency" | "description" | "metadata" | "customerEmail" | "subscriptionId">,
    now: Date,
  ): Promise<void> {
    await tx.insert(testProviderPaymentIntents).values({
      ...values,
      clientSecret: newClientSecret(values.id),
      status: "requires_payment_method",
      createdAt: now,
      updatedAt: now,
    });
  }

  async function lockPaymentIntent(tx: Transaction, id: string): Promise<TestProviderPaymentIntentRow> {
    const [row] = await tx.select().from(testProviderPaymentIntents).where(eq(testProviderPaymentIntents.id, id)).for("update");
    if (!row) throw missing("payment_intent", id);
    return row;
  }

  /** Queues the event Stripe would send for this change, in the change's transaction. */
  async function emit(tx: Transaction, type: string, object: StripeObject): Promise<void> {
    if (!webhooks) return;
    const event = stripeEventJson({ id: newId("evt"), type, created: clock.now(), object });
    await webhooks.jobs.send(tx, "deliver-provider-webhook", { event });
  }

  async function emitSubscription(tx: Transaction, type: string, row: TestProviderSubscriptionRow): Promise<void> {
    await emit(
      tx,
      type,
      stripeSubscriptionObject(toSubscription(row), { canceledAt: row.canceledAt, latestInvoiceId: firstInvoiceIdOf(row.latestPaymentIntentId) }),
    );
  }

  /** A payment succeeded: Stripe's payment_intent.succeeded, and the subscription it starts, if any. */
  async function paymentSucceeded(tx: Transaction, row: TestProviderPaymentIntentRow, now: Date, renewalsFail: boolean): Promise<void> {
    await emit(tx, "payment_intent.succeeded", stripePaymentIntentObject(toPaymentIntent(row)));
    await activateSubscription(tx, row.subscriptionId, now, renewalsFail);
  }

  /** A subscription's first payment succeeded: its first period starts now. */
  async function activateSubscription(tx: Transaction, subscriptionId: string | null, now: Date, renewalsFail: boolean): Promise<void> {
    if (!subscriptionId) return;
    const [subscription] = await tx.select().from(testProviderSubscriptions).where(eq(testProviderSubscriptions.id, subscriptionId));
    if (!subscription) return;
    const months = planMonths(planFor(subscription.priceId));
    const [activated] = await tx
      .update(testProviderSubscriptions)
      .set({ status: "active", renewalsFail, billingCycleAnchor: now, currentPeriodStart: now, currentPeriodEnd: addMonths(now, months) })
      .where(and(eq(testProviderSubscriptions.id, subscriptionId), eq(testProviderSubscriptions.status, "incomplete")))
      .returning();
    if (activated) await emitSubscription(tx, "customer.subscription.updated", activated);
  }

  async function readPaymentIntent(id: string): Promise<TestProviderPaymentIntentRow> {
    const [row] = await db.select().from(testProviderPaymentIntents).where(eq(testProviderPaymentIntents.id, id));
    if (!row) throw missing("payment_intent", id);
    return row;
  }

  function toSubscription(row: TestProviderSubscriptionRow): Subscription {
    return {
      id: row.id,
      priceId: row.priceId,
      customerEmail: row.customerEmail,
      status: row.status,
      latestPaymentIntentId: row.latestPaymentIntentId,
      currentPeriodStart: row.currentPeriodStart,
      currentPeriodEnd: row.currentPeriodEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      createdAt: row.createdAt,
    };
  }

  function toInvoice(row: TestProviderInvoiceRow): Invoice {
    return {
      id: row.id,
      email: row.email,
      amountCents: row.amountCents,
      currency: row.currency,
      description: row.description,
      status: row.status,
      paidAt: row.paidAt,
      createdAt: row.createdAt,
    };
  }

  function toRefund(row: TestProviderRefundRow): Refund {
    return {
      id: row.id,
      paymentIntentId: row.paymentIntentId,
      amountCents: row.amountCents,
      currency: row.currency,
      status: "succeeded",
      createdAt: row.createdAt,
    };
  }

  async function retrieveSubscription(id: string): Promise<Subscription> {
    const [row] = await db.select().from(testProviderSubscriptions).where(eq(testProviderSubscriptions.id, id));
    if (!row) throw missing("subscription", id);
    return toSubscription(row);
  }

  /**
   * One ended period of one subscription, in one transaction: cancelled if so asked, past_due if
   * its card's renewals fail, otherwise paid again (a new succeeded payment, a paid invoice) and
   * extended by one period counted from the billing anchor. False when it was not due after all.
   */
  async function billOnePeriod(id: string): Promise<boolean> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const [row] = await tx.select().from(testProviderSubscriptions).where(eq(testProviderSubscriptions.id, id)).for("update");
      if (!row || row.status !== "active" || !row.billingCycleAnchor || !row.currentPeriodEnd || row.currentPeriodEnd > now) return false;
      if (row.cancelAtPeriodEnd) {
        const [canceled] = await tx
          .update(testProviderSubscriptions)
          .set({ status: "canceled", canceledAt: row.currentPeriodEnd })
          .where(eq(testProviderSubscriptions.id, id))
          .returning();
        if (canceled) await emitSubscription(tx, "customer.subscription.deleted", canceled);
        return true;
      }
      if (row.renewalsFail) {
        const [pastDue] = await tx.update(testProviderSubscriptions).set({ status: "past_due" }).where(eq(testProviderSubscriptions.id, id)).returning();
        if (pastDue) await emitSubscription(tx, "customer.subscription.updated", pastDue);
        return true;
      }
      const plan = planFor(row.priceId);
      const months = planMonths(plan);
      let periods = 1;
      while (addMonths(row.billingCycleAnchor, periods * months) <= row.currentPeriodEnd) periods += 1;
      const previous = await tx.select().from(testProviderPaymentIntents).where(eq(testProviderPaymentIntents.id, row.latestPaymentIntentId));
      const paymentIntentId = newId("pi");
      const [payment] = await tx
        .insert(testProviderPaymentIntents)
        .values({
          id: paymentIntentId,
          clientSecret: newClientSecret(paymentIntentId),
          status: "succeeded",
          amountCents: plan.amountCents,
          currency: plan.currency,
          description: `Subscription update: ${plan.nickname}`,
          metadata: { subscription: id, price: plan.id },
          customerEmail: row.customerEmail,
          cardLast4: previous[0]?.cardLast4 ?? null,
          subscriptionId: id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const [invoice] = await tx
        .insert(testProviderInvoices)
        .values({
          id: newId("in"),
          email: row.customerEmail,
          amountCents: plan.amountCents,
          currency: plan.currency,
          description: `Subscription update: ${plan.nickname}`,
          status: "paid",
          paidAt: now,
          createdAt: now,
        })
        .returning();
      const [renewed] = await tx
        .update(testProviderSubscriptions)
        .set({
          latestPaymentIntentId: paymentIntentId,
          currentPeriodStart: row.currentPeriodEnd,
          currentPeriodEnd: addMonths(row.billingCycleAnchor, periods * months),
        })
        .where(eq(testProviderSubscriptions.id, id))
        .returning();
      if (!payment || !invoice || !renewed) throw new Error("renewal insert returned no row");
      await emit(tx, "payment_intent.succeeded", stripePaymentIntentObject(toPaymentIntent(payment)));
      await emit(
        tx,
        "invoice.paid",
        stripeInvoiceObject(toInvoice(invoice), { subscriptionId: id, paymentIntentId, billingReason: "subscription_cycle" }),
      );
      await emitSubscription(tx, "customer.subscription.updated", renewed);
      return true;
    });
  }

  async function runBilling(): Promise<number> {
    let handled = 0;
    // Each pass handles one period of every due subscription; a subscription several periods
    // behind (the process was down) comes back in the next pass, as Stripe bills each period.
    for (let pass = 0; pass < 1000; pass += 1) {
      const due = await db
        .select({ id: testProviderSubscriptions.id })
        .from(testProviderSubscriptions)
        .where(and(eq(testProviderSubscriptions.status, "active"), lte(testProviderSubscriptions.currentPeriodEnd, clock.now())))
        .orderBy(asc(testProviderSubscriptions.currentPeriodEnd));
      if (due.length === 0) break;
      let changed = 0;
      for (const { id } of due) if (await billOnePeriod(id)) changed += 1;
      handled += changed;
      if (changed === 0) break;
    }
    return handled;
  }

  return {
    kind: "test",

    async createPaymentIntent({ amountCents, currency, idempotencyKey, description, metadata = {}, customerEmail }) {
      checkAmount(amountCents);
      const lowerCurrency = checkCurrency(currency);
      checkMetadata(metadata);
      const email = customerEmail === undefined ? null : checkEmail(customerEmail, "receipt_email");
      const request = { operation: "create_payment_intent", amountCents, currency: lowerCurrency, description, metadata, customerEmail: email };
      const id = await idempotent(idempotencyKey, request, "pi", (tx, newIntentId, now) =>
        insertPaymentIntent(
          tx,
          { id: newIntentId, amountCents, currency: lowerCurrency, description: description ?? null, metadata, customerEmail: email, subscriptionId: null },
          now,
        ),
      );
      return toPaymentIntent(await readPaymentIntent(id));
    },

    async retrievePaymentIntent(id) {
      return toPaymentIntent(await readPaymentIntent(id));
    },

    async confirmPaymentIntent(id, { card, returnUrl }) {
      const checkedReturnUrl = checkReturnUrl(returnUrl);
      const row = await db.transaction(async (tx) => {
        const current = await lockPaymentIntent(tx, id);
        if (current.status === "succeeded") {
          throw invalid(
            "payment_intent_unexpected_state",
            "You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.",
          );
        }
        const now = clock.now();
        const outcome = cardOutcome(card, now);
        const digits = normaliseCardNumber(card.number);
        const cardLast4 = /^\d{4,}$/.test(digits) ? digits.slice(-4) : null;
        const status = outcome.kind === "failed" ? "requires_payment_method" : outcome.kind;
        const [updated] = await tx
          .update(testProviderPaymentIntents)
          .set({
            status,
            lastError: outcome.kind === "failed" ? outcome.error : null,
            returnUrl: checkedReturnUrl.toString(),
            cardLast4,
            updatedAt: now,
          })
          .where(eq(testProviderPaymentIntents.id, id))
          .returning();
        if (!updated) throw missing("payment_intent", id);
        if (status === "succeeded") await paymentSucceeded(tx, updated, now, digits === TEST_CARDS.renewalsFail);
        return updated;
      });
      return toPaymentIntent(row);
    },

    async authorizePaymentIntent(id, { clientSecret, approve }) {
      const row = await db.transaction(async (tx) => {
        const current = await lockPaymentIntent(tx, id);
        // A wrong secret reads as an unknown payment: it must not confirm that the id exists.
        if (!sameSecret(clientSecret, current.clientSecret)) throw missing("payment_intent", id);
        if (current.status !== "requires_action") {
          throw invalid(
            "payment_intent_unexpected_state",
            `This PaymentIntent's confirmation step cannot be answered because it has a status of ${current.status}.`,
          );
        }
        const now = clock.now();
        const [updated] = await tx
          .update(testProviderPaymentIntents)
          .set(
            approve
              ? { status: "succeeded", lastError: null, updatedAt: now }
              : { status: "requires_payment_method", lastError: AUTHENTICATION_FAILED, updatedAt: now },
          )
          .where(eq(testProviderPaymentIntents.id, id))
          .returning();
        if (!updated) throw missing("payment_intent", id);
        if (approve) await paymentSucceeded(tx, updated, now, false);
        return updated;
      });
      const back = checkReturnUrl(row.returnUrl ?? "");
      back.searchParams.set("payment_intent", row.id);
      back.searchParams.set("payment_intent_client_secret", row.clientSecret);
      back.searchParams.set("redirect_status", row.status === "succeeded" ? "succeeded" : "failed");
      return { paymentIntent: toPaymentIntent(row), redirectUrl: back.toString() };
    },

    async listPlans() {
      return TEST_PLANS.map((plan) => ({ ...plan }));
    },

    async createSubscription({ priceId, customerEmail, idempotencyKey }): Promise<CreatedSubscription> {
      const plan = planFor(priceId);
      const email = checkEmail(customerEmail, "customer");
      const request = { operation: "create_subscription", priceId, customerEmail: email };
      const subscriptionId = await idempotent(idempotencyKey, request, "sub", async (tx, id, now) => {
        const paymentIntentId = newId("pi");
        await insertPaymentIntent(
          tx,
          {
            id: paymentIntentId,
            amountCents: plan.amountCents,
            currency: plan.currency,
            description: `Subscription creation: ${plan.nickname}`,
            metadata: { subscription: id, price: plan.id },
            customerEmail: email,
            subscriptionId: id,
          },
          now,
        );
        const [created] = await tx
          .insert(testProviderSubscriptions)
          .values({ id, priceId: plan.id, customerEmail: email, status: "incomplete", latestPaymentIntentId: paymentIntentId, createdAt: now })
          .returning();
        if (created) await emitSubscription(tx, "customer.subscription.created", created);
      });
      const subscription = await retrieveSubscription(subscriptionId);
      const intent = await readPaymentIntent(subscription.latestPaymentIntentId);
      return { subscriptionId, clientSecret: intent.clientSecret, paymentIntentId: intent.id, status: subscription.status };
    },

    retrieveSubscription,

    async sendInvoice({ email, amountCents, description, idempotencyKey }): Promise<SentInvoice> {
      const address = checkEmail(email, "customer_email");
      if (amountCents !== BY_QUOTE) checkAmount(amountCents);
      if (description.trim() === "") throw invalid("parameter_missing", "An invoice needs a description.", "description");
      const request = { operation: "send_invoice", email: address, amountCents, description };
      const invoiceId = await idempotent(idempotencyKey, request, "in", async (tx, id, now) => {
        await tx.insert(testProviderInvoices).values({
          id,
          email: address,
          amountCents: amountCents === BY_QUOTE ? null : amountCents,
          currency: CURRENCY.toLowerCase(),
          description,
          status: "open",
          createdAt: now,
        });
      });
      return { invoiceId, status: "open" };
    },

    async retrieveInvoice(id) {
      const [row] = await db.select().from(testProviderInvoices).where(eq(testProviderInvoices.id, id));
      if (!row) throw missing("invoice", id);
      return toInvoice(row);
    },

    async markInvoicePaid(id) {
      const [row] = await db.select().from(testProviderInvoices).where(eq(testProviderInvoices.id, id));
      if (!row) throw missing("invoice", id);
      if (row.status === "paid") throw invalid("invoice_unexpected_state", "Invoice is already paid");
      const paid = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(testProviderInvoices)
          .set({ status: "paid", paidAt: clock.now() })
          .where(and(eq(testProviderInvoices.id, id), eq(testProviderInvoices.status, "open")))
          .returning();
        if (!updated) throw invalid("invoice_unexpected_state", "Invoice is already paid");
        await emit(tx, "invoice.paid", stripeInvoiceObject(toInvoice(updated), { subscriptionId: null, paymentIntentId: null, billingReason: "manual" }));
        return updated;
      });
      return toInvoice(paid);
    },

    async refundPaymentIntent({ paymentIntentId, idempotencyKey, reason }) {
      const request = { operation: "refund", paymentIntentId, reason };
      const refundId = await idempotent(idempotencyKey, request, "re", async (tx, id, now) => {
        const payment = await lockPaymentIntent(tx, paymentIntentId);
        if (payment.status !== "succeeded") {
          throw invalid(
            "payment_intent_unexpected_state",
            `This PaymentIntent (${paymentIntentId}) does not have a successful charge to refund.`,
            "payment_intent",
          );
        }
        const [existing] = await tx.select().from(testProviderRefunds).where(eq(testProviderRefunds.paymentIntentId, paymentIntentId));
        if (existing) throw invalid("charge_already_refunded", `Charge ${chargeIdOf(paymentIntentId)} has already been refunded.`, "charge");
        await tx.insert(testProviderRefunds).values({
          id,
          paymentIntentId,
          amountCents: payment.amountCents,
          currency: payment.currency,
          reason: reason ?? null,
          createdAt: now,
        });
        await emit(
          tx,
          "charge.refunded",
          stripeChargeObject({ id: chargeIdOf(paymentIntentId), paymentIntentId, amountCents: payment.amountCents, currency: payment.currency, createdAt: payment.updatedAt }),
        );
      });
      const [row] = await db.select().from(testProviderRefunds).where(eq(testProviderRefunds.id, refundId));
      if (!row) throw missing("refund", refundId);
      return toRefund(row);
    },

    async cancelSubscription(id, { atPeriodEnd }) {
      const row = await db.transaction(async (tx) => {
        const [current] = await tx.select().from(testProviderSubscriptions).where(eq(testProviderSubscriptions.id, id)).for("update");
        if (!current) throw missing("subscription", id);
        if (current.status === "canceled") {
          throw invalid("subscription_unexpected_state", "A canceled subscription can only update its cancellation_details and metadata.");
        }
        if (atPeriodEnd) {
          if (current.cancelAtPeriodEnd) return current;
          const [updated] = await tx
            .update(testProviderSubscriptions)
            .set({ cancelAtPeriodEnd: true })
            .where(eq(testProviderSubscriptions.id, id))
            .returning();
          if (!updated) throw missing("subscription", id);
          await emitSubscription(tx, "customer.subscription.updated", updated);
          return updated;
        }
        const [canceled] = await tx
          .update(testProviderSubscriptions)
          .set({ status: "canceled", canceledAt: clock.now() })
          .where(eq(testProviderSubscriptions.id, id))
          .returning();
        if (!canceled) throw missing("subscription", id);
        await emitSubscription(tx, "customer.subscription.deleted", canceled);
        return canceled;
      });
      return toSubscription(row);
    },

    constructEvent(rawBody, signatureHeader) {
      if (!webhooks) {
        throw new PaymentProviderError("signature_verification_error", "signature_verification_failed", "No webhook signing secret is configured.");
      }
      return constructStripeEvent(rawBody, signatureHeader, webhooks.secret, clock.now());
    },

    runBilling,

    async deliverWebhook({ event }) {
      if (!webhooks) return;
      const response = await fetch(webhooks.url, {
        method: "POST",
        headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": stripeSignatureHeader(webhooks.secret, event, clock.now()) },
        body: event,
        signal: AbortSignal.timeout(10_000),
      });
      // Stripe counts any 2xx as delivered and retries everything else with backoff.
      if (response.status < 200 || response.status > 299) throw new Error(`The webhook endpoint answered ${response.status}.`);
    },
  };
}

/** How often the test provider's billing looks for ended periods (Stripe bills within the hour). */
export const TEST_BILLING_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Runs what Stripe runs on its side, in this process: the webhook sender (a pg-boss worker, so a
 * delivery survives a restart and retries with backoff) and the billing clock (a timer: a run
 * missed is done at the next one). Start after the job queue; answers a function that stops them.
 */
export async function startTestProviderWorkers(
  provider: TestPaymentProvider,
  jobs: JobQueue,
  onError: (error: unknown) => void,
): Promise<() => void> {
  await jobs.work("deliver-provider-webhook", (data) => provider.deliverWebhook(data));
  const bill = () => {
    provider.runBilling().catch(onError);
  };
  bill();
  const timer = setInterval(bill, TEST_BILLING_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
