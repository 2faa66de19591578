import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import {
  PaymentProviderError,
  type Invoice,
  type PaymentIntent,
  type PaymentIntentStatus,
  type ProviderEvent,
  type SavedCard,
  type Subscription,
  type SubscriptionStatus,
} from "./payment-provider";

/**
 * Receiving Stripe's webhooks: the `Stripe-Signature` check and Stripe-shaped event JSON read
 * into the product's `ProviderEvent`. Used by the built-in test provider's `constructEvent`, and
 * its parsers by the Stripe adapter; the sending side is stripe-event-builders.ts.
 */

/** Stripe refuses signatures older than 5 minutes (its libraries' default tolerance). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const unixSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);
const fromUnix = (seconds: number): Date => new Date(seconds * 1000);

function signatureError(message: string): PaymentProviderError {
  return new PaymentProviderError("signature_verification_error", "signature_verification_failed", message);
}

/** HMAC-SHA256 of `${timestamp}.${payload}`, hex: Stripe's `v1` signature. */
export function stripeSignature(secret: string, payload: string | Buffer, timestampSeconds: number): string {
  return createHmac("sha256", secret).update(`${timestampSeconds}.`).update(payload).digest("hex");
}

/**
 * Checks a `Stripe-Signature` header as Stripe's libraries do: one `t`, any number of `v1`
 * signatures (one matching is enough; others may be for a rolled secret), compared in constant
 * time, and a timestamp at most `toleranceSeconds` from `now`. Throws signature_verification_error.
 */
export function verifyStripeSignature(
  payload: string | Buffer,
  header: string | undefined,
  secret: string,
  now: Date,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): void {
  if (!header || header.trim() === "") throw signatureError("No signatures found matching the expected signature for payload.");
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(",")) {
    const separator = part.indexOf("=");
    if (separator < 0) continue;
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === "t" && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === "v1") signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) {
    throw signatureError("Unable to extract timestamp and signatures from header.");
  }
  const expected = Buffer.from(stripeSignature(secret, payload, timestamp), "utf8");
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, "utf8");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw signatureError("No signatures found matching the expected signature for payload.");
  if (Math.abs(unixSeconds(now) - timestamp) > toleranceSeconds) throw signatureError("Timestamp outside the tolerance zone.");
}

/** Verifies the signature, then parses the body: what `PaymentProvider.constructEvent` does. */
export function constructStripeEvent(payload: string | Buffer, header: string | undefined, secret: string, now: Date): ProviderEvent {
  verifyStripeSignature(payload, header, secret, now);
  let json: unknown;
  try {
    json = JSON.parse(typeof payload === "string" ? payload : payload.toString("utf8"));
  } catch {
    throw new PaymentProviderError("invalid_request_error", "event_invalid", "The webhook body is not JSON.");
  }
  return parseStripeEvent(json);
}

/* ---------------------------------------------------------------------------------------------
 * Stripe-shaped JSON -> ProviderEvent. Only the fields the product uses are read; anything else
 * Stripe adds is ignored. Both the older API (top-level `current_period_end`, `invoice.subscription`)
 * and the 2025 one (those fields on the subscription item / `invoice.parent`) are understood.
 * ------------------------------------------------------------------------------------------- */

const metadataSchema = z.record(z.string(), z.string()).nullish();
const idOrObject = z.union([z.string(), z.object({ id: z.string() }).loose()]).nullish();
const idOf = (value: z.infer<typeof idOrObject>): string | null => (value == null ? null : typeof value === "string" ? value : value.id);

const eventSchema = z
  .object({
    id: z.string().min(1),
    object: z.literal("event"),
    type: z.string().min(1),
    created: z.number().int(),
    data: z.object({ object: z.record(z.string(), z.unknown()) }),
  })
  .loose();

const paymentIntentSchema = z
  .object({
    id: z.string(),
    client_secret: z.string().nullish(),
    status: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    description: z.string().nullish(),
    metadata: metadataSchema,
    receipt_email: z.string().nullish(),
    last_payment_error: z
      .object({ type: z.string(), code: z.string().nullish(), decline_code: z.string().nullish(), message: z.string().nullish() })
      .loose()
      .nullish(),
    next_action: z
      .object({ type: z.string(), redirect_to_url: z.object({ url: z.string(), return_url: z.string() }).loose().nullish() })
      .loose()
      .nullish(),
    payment_method: z
      .union([z.string(), z.object({ id: z.string().optional(), card: z.object({ last4: z.string(), brand: z.string().nullish() }).loose().nullish() }).loose()])
      .nullish(),
    customer: z.union([z.string(), z.object({ id: z.string() }).loose()]).nullish(),
    setup_future_usage: z.string().nullish(),
    created: z.number().int(),
    livemode: z.boolean().optional(),
  })
  .loose();

const subscriptionSchema = z
  .object({
    id: z.string(),
    status: z.string(),
    customer: z.union([z.string(), z.object({ email: z.string().nullish() }).loose()]).nullish(),
    metadata: metadataSchema,
    items: z
      .object({
        data: z.array(
          z
            .object({
              price: z.object({ id: z.string() }).loose(),
              current_period_start: z.number().int().nullish(),
              current_period_end: z.number().int().nullish(),
            })
            .loose(),
        ),
      })
      .loose(),
    latest_invoice: z.union([z.string(), z.object({ id: z.string(), payment_intent: idOrObject }).loose()]).nullish(),
    current_period_start: z.number().int().nullish(),
    current_period_end: z.number().int().nullish(),
    cancel_at_period_end: z.boolean().nullish(),
    created: z.number().int(),
  })
  .loose();

const invoiceSchema = z
  .object({
    id: z.string(),
    customer_email: z.string().nullish(),
    amount_due: z.number().int().nullish(),
    currency: z.string(),
    description: z.string().nullish(),
    status: z.string().nullish(),
    status_transitions: z.object({ paid_at: z.number().int().nullish() }).loose().nullish(),
    subscription: idOrObject,
    parent: z.object({ subscription_details: z.object({ subscription: idOrObject }).loose().nullish() }).loose().nullish(),
    billing_reason: z.string().nullish(),
    /** API versions before 2025 (basil): the invoice's payment. */
    payment_intent: idOrObject,
    /**
     * Later versions: its payments, when expanded (events leave this includable field out). Only a
     * hint: a shape this code does not know is read as absent rather than refusing the invoice.
     */
    payments: z
      .object({ data: z.array(z.object({ is_default: z.boolean().nullish(), payment: z.object({ payment_intent: idOrObject }).loose() }).loose()) })
      .loose()
      .nullish()
      .catch(null),
    created: z.number().int(),
  })
  .loose();

const chargeSchema = z
  .object({ id: z.string(), payment_intent: idOrObject, amount_refunded: z.number().int().nonnegative().optional(), refunded: z.boolean().optional() })
  .loose();

/** Stripe's payment statuses the product does not name are "not paid (yet)". */
function paymentIntentStatus(status: string): PaymentIntentStatus {
  if (status === "succeeded" || status === "requires_action") return status;
  return "requires_payment_method";
}

/** Stripe's eight subscription statuses folded into the four the product acts on. */
function subscriptionStatus(status: string): SubscriptionStatus {
  switch (status) {
    case "active":
    case "trialing":
      return "active";
    case "past_due":
    case "unpaid":
    case "paused":
      return "past_due";
    case "canceled":
    case "incomplete_expired":
      return "canceled";
    default:
      return "incomplete";
  }
}

function parseObject<Schema extends z.ZodType>(schema: Schema, object: unknown, type: string): z.output<Schema> {
  const result = schema.safeParse(object);
  if (!result.success) {
    throw new PaymentProviderError("invalid_request_error", "event_invalid", `The ${type} event's object is not the expected shape.`);
  }
  return result.data;
}

/**
 * The card a succeeded payment kept for off-session charges (`setup_future_usage: off_session`
 * with a customer); its brand and last four digits need the payment method expanded.
 */
function savedCardOf(intent: z.infer<typeof paymentIntentSchema>): SavedCard | null {
  const method = intent.payment_method;
  const customerId = typeof intent.customer === "string" ? intent.customer : (intent.customer?.id ?? null);
  if (intent.status !== "succeeded" || intent.setup_future_usage !== "off_session" || customerId === null) return null;
  if (typeof method !== "object" || !method?.id || !method.card) return null;
  return { customerId, paymentMethodId: method.id, brand: method.card.brand ?? "unknown", last4: method.card.last4 };
}

export function parseStripePaymentIntent(object: unknown): PaymentIntent {
  const intent = parseObject(paymentIntentSchema, object, "payment_intent");
  const metadata = intent.metadata ?? {};
  const error = intent.last_payment_error;
  const redirect = intent.next_action?.redirect_to_url;
  return {
    id: intent.id,
    clientSecret: intent.client_secret ?? "",
    status: paymentIntentStatus(intent.status),
    amountCents: intent.amount,
    currency: intent.currency,
    description: intent.description ?? null,
    metadata,
    customerEmail: intent.receipt_email ?? null,
    lastError: error
      ? {
          type: error.type === "card_error" ? "card_error" : "validation_error",
          code: error.code ?? error.type,
          ...(error.decline_code ? { declineCode: error.decline_code } : {}),
          message: error.message ?? "",
        }
      : null,
    nextAction:
      intent.next_action?.type === "redirect_to_url" && redirect ? { type: "redirect_to_url", url: redirect.url, returnUrl: redirect.return_url } : null,
    cardLast4: typeof intent.payment_method === "object" && intent.payment_method ? (intent.payment_method.card?.last4 ?? null) : null,
    subscriptionId: metadata.subscription ?? null,
    savedCard: savedCardOf(intent),
    createdAt: fromUnix(intent.created),
    livemode: intent.livemode ?? false,
  };
}

export function parseStripeSubscription(object: unknown): Subscription {
  const subscription = parseObject(subscriptionSchema, object, "subscription");
  const item = subscription.items.data[0];
  const periodStart = subscription.current_period_start ?? item?.current_period_start ?? null;
  const periodEnd = subscription.current_period_end ?? item?.current_period_end ?? null;
  const latest = subscription.latest_invoice;
  const customerEmail =
    (typeof subscription.customer === "object" && subscription.customer ? subscription.customer.email : null) ??
    subscription.metadata?.customer_email ??
    "";
  return {
    id: subscription.id,
    priceId: item?.price.id ?? "",
    customerEmail,
    status: subscriptionStatus(subscription.status),
    latestPaymentIntentId: (typeof latest === "object" && latest ? idOf(latest.payment_intent) : null) ?? "",
    currentPeriodStart: periodStart === null ? null : fromUnix(periodStart),
    currentPeriodEnd: periodEnd === null ? null : fromUnix(periodEnd),
    cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
    createdAt: fromUnix(subscription.created),
  };
}

export function parseStripeInvoice(object: unknown): {
  invoice: Invoice;
  subscriptionId: string | null;
  billingReason: string | null;
  paymentIntentId: string | null;
} {
  const invoice = parseObject(invoiceSchema, object, "invoice");
  const paidAt = invoice.status_transitions?.paid_at;
  const payments = invoice.payments?.data ?? [];
  const payment = payments.find((candidate) => candidate.is_default) ?? payments[0];
  return {
    invoice: {
      id: invoice.id,
      email: invoice.customer_email ?? "",
      amountCents: invoice.amount_due ?? null,
      currency: invoice.currency,
      description: invoice.description ?? "",
      status: invoice.status === "paid" ? "paid" : "open",
      paidAt: paidAt == null ? null : fromUnix(paidAt),
      createdAt: fromUnix(invoice.created),
    },
    subscriptionId: idOf(invoice.subscription) ?? idOf(invoice.parent?.subscription_details?.subscription) ?? null,
    billingReason: invoice.billing_reason ?? null,
    paymentIntentId: idOf(invoice.payment_intent) ?? idOf(payment?.payment.payment_intent) ?? null,
  };
}

/**
 * A Stripe event (already verified) as the product sees it. A subscription's first invoice
 * (`billing_reason: subscription_create`) is marked `isSubscriptionStart`: it records the first
 * payment when the member's app never verified it, and extends nothing.
 */
export function parseStripeEvent(json: unknown): ProviderEvent {
  const parsed = eventSchema.safeParse(json);
  if (!parsed.success) throw new PaymentProviderError("invalid_request_error", "event_invalid", "The webhook body is not a Stripe event.");
  const { id, type } = parsed.data;
  const created = fromUnix(parsed.data.created);
  const object = parsed.data.data.object;
  switch (type) {
    case "payment_intent.succeeded":
      return { id, created, type, paymentIntent: parseStripePaymentIntent(object) };
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return { id, created, type, subscription: parseStripeSubscription(object) };
    case "invoice.paid": {
      const { invoice, subscriptionId, billingReason, paymentIntentId } = parseStripeInvoice(object);
      const isSubscriptionStart = subscriptionId !== null && billingReason === "subscription_create";
      return { id, created, type, invoice, subscriptionId, isSubscriptionStart, paymentIntentId };
    }
    case "charge.refunded": {
      const charge = parseObject(chargeSchema, object, "charge");
      const paymentIntentId = idOf(charge.payment_intent);
      if (!paymentIntentId) throw new PaymentProviderError("invalid_request_error", "event_invalid", "The refunded charge names no payment.");
      // `charge.refunded` comes for partial refunds too; a charge without the flag is taken as
      // given back in full, as every refund was before partial ones.
      return { id, created, type, paymentIntentId, amountRefundedCents: charge.amount_refunded ?? null, fullyRefunded: charge.refunded ?? true };
    }
    default:
      return { id, created, type: "other", providerType: type };
  }
}
