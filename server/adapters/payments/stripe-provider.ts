import { createHash } from "node:crypto";
import Stripe from "stripe";
import { BY_QUOTE } from "../../../core/pricing";
import { CURRENCY } from "../../../core/money";
import type { Clock } from "../../kernel/clock";
import { AppError } from "../../kernel/errors";
import {
  PaymentProviderError,
  type Invoice,
  type PaymentIntent,
  type PaymentProvider,
  type Plan,
  type PlanInterval,
  type Subscription,
} from "./payment-provider";
import { parseStripeEvent, parseStripeInvoice, parseStripePaymentIntent, parseStripeSubscription } from "./stripe-events";

export type StripePaymentProviderOptions = {
  secretKey: string;
  /** The webhook endpoint's signing secret (whsec_...). */
  webhookSecret: string;
  /** Another address for Stripe's API, e.g. a local fake in tests; Stripe's own when undefined. */
  apiUrl: string | undefined;
  /** The products whose active recurring prices are the VIP Access plans. */
  vipProductIds: readonly string[];
  /** Webhook signatures older than 5 minutes by this clock are refused. */
  clock: Clock;
};

/** How long an invoice sent by e-mail gives the business to pay. */
const INVOICE_DAYS_UNTIL_DUE = 30;
/** Stripe's longest idempotency key. */
const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
/** A subscription's period and customer, and its first payment (client secret and id), in one answer. */
const SUBSCRIPTION_EXPAND = ["customer", "latest_invoice.payments", "latest_invoice.confirmation_secret"];
/** Stripe answers a payment's card only when asked to expand it. */
const PAYMENT_INTENT_EXPAND = ["payment_method"];

const lowerCurrency = CURRENCY.toLowerCase();
const fromUnix = (seconds: number): Date => new Date(seconds * 1000);

function invalid(code: string, message: string, param?: string): PaymentProviderError {
  return new PaymentProviderError("invalid_request_error", code, message, param);
}

/** What a person is told while Stripe cannot be reached (the API's 503, decision 002). */
export const PAYMENTS_UNAVAILABLE_MESSAGE = "Payments are unavailable right now. Please try again in a few minutes.";

/**
 * Stripe's refusals as the product's PaymentProviderError. Stripe unreachable (no connection, a
 * timeout), rate limiting us, or failing on its side (`api_error`, 5xx) is an outage that passes:
 * a 503 asking to try again soon, the original error kept as its cause for the log. Anything else
 * (a bad key, a permission) is rethrown as it is: the configuration is wrong, a 500.
 */
function translateError(error: unknown): unknown {
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    error instanceof Stripe.errors.StripeAPIError
  ) {
    const unavailable = new AppError("UNAVAILABLE", PAYMENTS_UNAVAILABLE_MESSAGE);
    unavailable.cause = error;
    return unavailable;
  }
  if (error instanceof Stripe.errors.StripeIdempotencyError) {
    return new PaymentProviderError("idempotency_error", error.code ?? "idempotency_key_in_use", error.message, error.param ?? "idempotency_key");
  }
  if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
    return new PaymentProviderError("signature_verification_error", "signature_verification_failed", error.message);
  }
  // A card refused on a server-side call (none is made today) is still a refused request here.
  if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) {
    return new PaymentProviderError("invalid_request_error", error.code ?? "invalid_request", error.message, error.param);
  }
  return error;
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw translateError(error);
  }
}

/**
 * One idempotency key per step of a multi-call operation, derived from the caller's key, so a
 * retried operation replays every step Stripe already did instead of doing it twice.
 */
function stepKey(key: string, step: string): string {
  const derived = `${key}:${step}`;
  return derived.length <= MAX_IDEMPOTENCY_KEY_LENGTH ? derived : `${createHash("sha256").update(key).digest("hex")}:${step}`;
}

function checkIdempotencyKey(key: string): void {
  if (key.trim() === "" || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw invalid("parameter_invalid_string", `An idempotency key is 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`, "idempotency_key");
  }
}

/** The months one period of a recurring price lasts, for ordering the plans. */
const periodMonths = (plan: Pick<Plan, "interval" | "intervalCount">): number => (plan.interval === "year" ? 12 : 1) * plan.intervalCount;

/** Daily and weekly prices are not VIP plans. */
const planInterval = (interval: string | undefined): PlanInterval | null => (interval === "month" || interval === "year" ? interval : null);

function planName(interval: PlanInterval, count: number): string {
  if (interval === "year") return count === 1 ? "VIP Access yearly" : `VIP Access every ${count} years`;
  if (count === 1) return "VIP Access monthly";
  return count === 3 ? "VIP Access quarterly" : `VIP Access every ${count} months`;
}

/** The id of the payment Stripe made for an invoice: its default payment, or its client secret's prefix. */
function invoicePaymentIntentId(invoice: Stripe.Invoice): string | null {
  const payments = invoice.payments?.data ?? [];
  const payment = payments.find((candidate) => candidate.is_default) ?? payments[0];
  const intent = payment?.payment.payment_intent;
  if (intent) return typeof intent === "string" ? intent : intent.id;
  // A client secret is `<payment intent id>_secret_<random>`.
  const secret = invoice.confirmation_secret?.client_secret;
  return secret?.includes("_secret_") ? (secret.split("_secret_")[0] ?? null) : null;
}

function toSubscription(subscription: Stripe.Subscription): Subscription {
  const mapped = parseStripeSubscription(subscription);
  const latest = subscription.latest_invoice;
  const latestPaymentIntentId = typeof latest === "object" && latest ? invoicePaymentIntentId(latest) : null;
  return { ...mapped, latestPaymentIntentId: latestPaymentIntentId ?? mapped.latestPaymentIntentId };
}

function toInvoice(invoice: Stripe.Invoice): Invoice {
  const { invoice: mapped } = parseStripeInvoice(invoice);
  // A by-quote invoice stays a draft without lines until the team prices it in Stripe's dashboard.
  const isUnpriced = invoice.metadata?.amount === BY_QUOTE && invoice.total === 0;
  return isUnpriced ? { ...mapped, amountCents: null } : mapped;
}

/**
 * The PaymentProvider on Stripe. Cards never reach this server: the browser confirms a payment
 * with Stripe Elements and the payment's client secret, and 3-D Secure happens on Stripe's pages;
 * the server creates payments, reads them back, and learns of changes through signed webhooks.
 */
export function createStripePaymentProvider({ secretKey, webhookSecret, apiUrl, vipProductIds, clock }: StripePaymentProviderOptions): PaymentProvider {
  const address = apiUrl === undefined ? undefined : new URL(apiUrl);
  const stripe = new Stripe(secretKey, {
    ...(address
      ? {
          host: address.hostname,
          port: address.port === "" ? (address.protocol === "https:" ? 443 : 80) : Number(address.port),
          protocol: address.protocol === "http:" ? "http" : "https",
          // A local stand-in answers at once or is broken: a retry would only slow the failure down.
          maxNetworkRetries: 0,
        }
      : { maxNetworkRetries: 2 }),
    telemetry: false,
    timeout: 30_000,
  });

  async function retrievePaymentIntent(id: string): Promise<PaymentIntent> {
    return parseStripePaymentIntent(await call(() => stripe.paymentIntents.retrieve(id, { expand: PAYMENT_INTENT_EXPAND })));
  }

  /**
   * The customer with this address, created once: the key is the address itself, so two first
   * purchases at the same moment share one customer.
   */
  async function customerFor(email: string): Promise<Stripe.Customer> {
    const normalised = email.trim().toLowerCase();
    const found = await call(() => stripe.customers.list({ email: normalised, limit: 1 }));
    const existing = found.data[0];
    if (existing) return existing;
    const key = `customer:${createHash("sha256").update(normalised).digest("hex")}`;
    return call(() => stripe.customers.create({ email: normalised }, { idempotencyKey: key }));
  }

  /** Only the VIP Access product's active recurring prices may be subscribed to. */
  async function vipPrice(priceId: string): Promise<Stripe.Price> {
    const price = await call(() => stripe.prices.retrieve(priceId));
    const productId = typeof price.product === "string" ? price.product : price.product.id;
    if (!price.active || !price.recurring || !vipProductIds.includes(productId)) {
      throw invalid("resource_missing", `No such price: '${priceId}'`, "price");
    }
    return price;
  }

  return {
    kind: "stripe",

    async createPaymentIntent({ amountCents, currency, idempotencyKey, description, metadata, customerEmail, saveCard = false }) {
      checkIdempotencyKey(idempotencyKey);
      if (saveCard && customerEmail === undefined) {
        throw invalid("parameter_missing", "A card can be kept only for a customer: give the customer's e-mail.", "customer");
      }
      // The card is kept on the address's customer, for off-session charges later.
      const customer = saveCard && customerEmail !== undefined ? await customerFor(customerEmail) : null;
      const intent = await call(() =>
        stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: currency.trim().toLowerCase(),
            // Cards only: every flow of the product is a card payment, refundable at once. (This API
            // version renamed the create parameter `payment_method_types`.)
            allowed_payment_method_types: ["card"],
            ...(description === undefined ? {} : { description }),
            ...(metadata === undefined ? {} : { metadata }),
            ...(customerEmail === undefined ? {} : { receipt_email: customerEmail.trim().toLowerCase() }),
            ...(customer === null ? {} : { customer: customer.id, setup_future_usage: "off_session" as const }),
          },
          { idempotencyKey },
        ),
      );
      return parseStripePaymentIntent(intent);
    },

    async chargeSavedCard({ customerId, paymentMethodId, amountCents, currency, idempotencyKey, description, metadata, customerEmail }) {
      checkIdempotencyKey(idempotencyKey);
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: currency.trim().toLowerCase(),
            allowed_payment_method_types: ["card"],
            customer: customerId,
            payment_method: paymentMethodId,
            off_session: true,
            confirm: true,
            ...(description === undefined ? {} : { description }),
            ...(metadata === undefined ? {} : { metadata }),
            ...(customerEmail === undefined ? {} : { receipt_email: customerEmail.trim().toLowerCase() }),
            expand: PAYMENT_INTENT_EXPAND,
          },
          { idempotencyKey },
        );
        return parseStripePaymentIntent(intent);
      } catch (error) {
        // A refusal (card_declined, authentication_required: the bank wants the person) comes as a
        // card error naming the payment, which is left in requires_payment_method with its error.
        const refused = error instanceof Stripe.errors.StripeCardError ? (error.payment_intent as { id?: unknown } | undefined) : undefined;
        if (refused && typeof refused.id === "string") return retrievePaymentIntent(refused.id);
        throw translateError(error);
      }
    },

    retrievePaymentIntent,

    async confirmPaymentIntent() {
      throw invalid(
        "confirmation_in_browser",
        "With Stripe, the card is confirmed in the browser by Stripe Elements; card details are never sent to this server.",
      );
    },

    async authorizePaymentIntent() {
      throw invalid("authorization_by_stripe", "With Stripe, the extra confirmation step (3-D Secure) is answered on Stripe's own page.");
    },

    async listPlans() {
      const plans: Plan[] = [];
      for (const product of vipProductIds) {
        const prices = await call(() => stripe.prices.list({ product, active: true, type: "recurring", limit: 100 }));
        for (const price of prices.data) {
          const interval = planInterval(price.recurring?.interval);
          if (interval === null || price.unit_amount === null || !price.recurring) continue;
          plans.push({
            id: price.id,
            product,
            nickname: price.nickname ?? planName(interval, price.recurring.interval_count),
            interval,
            intervalCount: price.recurring.interval_count,
            amountCents: price.unit_amount,
            currency: price.currency,
            livemode: price.livemode,
          });
        }
      }
      return plans.sort((a, b) => periodMonths(a) - periodMonths(b) || a.amountCents - b.amountCents);
    },

    async createSubscription({ priceId, customerEmail, idempotencyKey }) {
      checkIdempotencyKey(idempotencyKey);
      const price = await vipPrice(priceId);
      const customer = await customerFor(customerEmail);
      const subscription = await call(() =>
        stripe.subscriptions.create(
          {
            customer: customer.id,
            items: [{ price: price.id }],
            // Nothing is charged yet: the first invoice waits for the browser to pay its payment.
            payment_behavior: "default_incomplete",
            payment_settings: { save_default_payment_method: "on_subscription", payment_method_types: ["card"] },
            metadata: { customer_email: customer.email ?? customerEmail.trim().toLowerCase() },
            expand: SUBSCRIPTION_EXPAND,
          },
          { idempotencyKey: stepKey(idempotencyKey, "subscription") },
        ),
      );
      const invoice = typeof subscription.latest_invoice === "object" ? subscription.latest_invoice : null;
      const clientSecret = invoice?.confirmation_secret?.client_secret;
      const paymentIntentId = invoice ? invoicePaymentIntentId(invoice) : null;
      if (!clientSecret || !paymentIntentId) {
        throw invalid("subscription_payment_missing", `Stripe gave subscription ${subscription.id} no first payment to confirm.`);
      }
      // Stripe's invoice payment does not name its subscription; the metadata lets the payment's
      // webhook and the payment page find it (as the test provider's does).
      await call(() =>
        stripe.paymentIntents.update(
          paymentIntentId,
          { metadata: { subscription: subscription.id, price: price.id } },
          { idempotencyKey: stepKey(idempotencyKey, "payment-metadata") },
        ),
      );
      return { subscriptionId: subscription.id, clientSecret, paymentIntentId, status: toSubscription(subscription).status };
    },

    async retrieveSubscription(id) {
      return toSubscription(await call(() => stripe.subscriptions.retrieve(id, { expand: SUBSCRIPTION_EXPAND })));
    },

    async sendInvoice({ email, amountCents, description, idempotencyKey }) {
      checkIdempotencyKey(idempotencyKey);
      if (description.trim() === "") throw invalid("parameter_missing", "An invoice needs a description.", "description");
      const customer = await customerFor(email);
      const invoice = await call(() =>
        stripe.invoices.create(
          {
            customer: customer.id,
            collection_method: "send_invoice",
            days_until_due: INVOICE_DAYS_UNTIL_DUE,
            currency: lowerCurrency,
            description,
            // Stripe would otherwise finalize the draft by itself an hour later; a by-quote draft with
            // nothing on it would then be marked paid.
            auto_advance: false,
            pending_invoice_items_behavior: "exclude",
            metadata: { amount: String(amountCents) },
          },
          { idempotencyKey: stepKey(idempotencyKey, "invoice") },
        ),
      );
      // By quote: the draft carries the description; the team prices and sends it from Stripe.
      if (amountCents === BY_QUOTE) return { invoiceId: invoice.id, status: "open" };
      await call(() =>
        stripe.invoiceItems.create(
          { customer: customer.id, invoice: invoice.id, amount: amountCents, currency: lowerCurrency, description },
          { idempotencyKey: stepKey(idempotencyKey, "item") },
        ),
      );
      await call(() => stripe.invoices.finalizeInvoice(invoice.id, { auto_advance: false }, { idempotencyKey: stepKey(idempotencyKey, "finalize") }));
      await call(() => stripe.invoices.sendInvoice(invoice.id, {}, { idempotencyKey: stepKey(idempotencyKey, "send") }));
      return { invoiceId: invoice.id, status: "open" };
    },

    async retrieveInvoice(id) {
      return toInvoice(await call(() => stripe.invoices.retrieve(id)));
    },

    async markInvoicePaid(id) {
      return toInvoice(await call(() => stripe.invoices.pay(id, { paid_out_of_band: true })));
    },

    async refundPaymentIntent({ paymentIntentId, idempotencyKey, amountCents, reason }) {
      checkIdempotencyKey(idempotencyKey);
      // Without `amount` Stripe refunds what is left of the payment.
      const refund = await call(() =>
        stripe.refunds.create(
          { payment_intent: paymentIntentId, ...(amountCents !== undefined ? { amount: amountCents } : {}), ...(reason ? { reason } : {}) },
          { idempotencyKey },
        ),
      );
      // A card refund is `succeeded` at once, or `pending` while the bank processes it; either way
      // the money is on its way back. `failed` and `canceled` mean it is not.
      if (refund.status === "failed" || refund.status === "canceled") {
        throw invalid("refund_failed", `Stripe could not refund payment ${paymentIntentId} (${refund.failure_reason ?? refund.status}).`, "payment_intent");
      }
      return {
        id: refund.id,
        paymentIntentId,
        amountCents: refund.amount,
        currency: refund.currency,
        status: "succeeded",
        createdAt: fromUnix(refund.created),
      };
    },

    async cancelSubscription(id, { atPeriodEnd }) {
      const subscription = await call(() =>
        atPeriodEnd
          ? stripe.subscriptions.update(id, { cancel_at_period_end: true, expand: SUBSCRIPTION_EXPAND })
          : stripe.subscriptions.cancel(id, { expand: SUBSCRIPTION_EXPAND }),
      );
      return toSubscription(subscription);
    },

    constructEvent(rawBody, signatureHeader) {
      let event: Stripe.Event;
      try {
        // Stripe's check of the signature and its 5-minute tolerance, timed by the injected clock.
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader ?? "", webhookSecret, undefined, undefined, clock.now().getTime());
      } catch (error) {
        const translated = translateError(error);
        if (translated instanceof PaymentProviderError) throw translated;
        // A body that is signed but not JSON: refused like any other malformed event.
        throw new PaymentProviderError("invalid_request_error", "event_invalid", "The webhook body is not a Stripe event.");
      }
      return parseStripeEvent(event);
    },
  };
}
