import type { Invoice, PaymentIntent, Subscription } from "./payment-provider";
import { stripeSignature } from "./stripe-events";

/**
 * Sending Stripe's webhooks, as the built-in test provider does: product objects written as
 * Stripe-shaped JSON, the event around them, and the `Stripe-Signature` header. The receiving
 * side is stripe-events.ts.
 */

const unixSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/** The `Stripe-Signature` header Stripe sends with a webhook: `t=<unix>,v1=<hex>`. */
export function stripeSignatureHeader(secret: string, payload: string | Buffer, at: Date): string {
  const timestamp = unixSeconds(at);
  return `t=${timestamp},v1=${stripeSignature(secret, payload, timestamp)}`;
}

export type StripeObject = Record<string, unknown>;

export function stripePaymentIntentObject(intent: PaymentIntent): StripeObject {
  return {
    id: intent.id,
    object: "payment_intent",
    amount: intent.amountCents,
    amount_received: intent.status === "succeeded" ? intent.amountCents : 0,
    currency: intent.currency,
    status: intent.status,
    client_secret: intent.clientSecret,
    description: intent.description,
    metadata: intent.metadata,
    receipt_email: intent.customerEmail,
    last_payment_error: intent.lastError
      ? { type: intent.lastError.type, code: intent.lastError.code, decline_code: intent.lastError.declineCode ?? null, message: intent.lastError.message }
      : null,
    next_action: intent.nextAction
      ? { type: "redirect_to_url", redirect_to_url: { url: intent.nextAction.url, return_url: intent.nextAction.returnUrl } }
      : null,
    payment_method: intent.savedCard
      ? { id: intent.savedCard.paymentMethodId, object: "payment_method", type: "card", card: { brand: intent.savedCard.brand, last4: intent.savedCard.last4 } }
      : intent.cardLast4
        ? { object: "payment_method", type: "card", card: { last4: intent.cardLast4 } }
        : null,
    customer: intent.savedCard?.customerId ?? null,
    setup_future_usage: intent.savedCard ? "off_session" : null,
    created: unixSeconds(intent.createdAt),
    livemode: intent.livemode,
  };
}

export function stripeSubscriptionObject(subscription: Subscription, extra: { canceledAt: Date | null; latestInvoiceId: string }): StripeObject {
  const start = subscription.currentPeriodStart ? unixSeconds(subscription.currentPeriodStart) : null;
  const end = subscription.currentPeriodEnd ? unixSeconds(subscription.currentPeriodEnd) : null;
  return {
    id: subscription.id,
    object: "subscription",
    status: subscription.status,
    customer: { object: "customer", email: subscription.customerEmail },
    metadata: { customer_email: subscription.customerEmail },
    items: { object: "list", data: [{ object: "subscription_item", price: { id: subscription.priceId, object: "price" }, current_period_start: start, current_period_end: end }] },
    latest_invoice: { id: extra.latestInvoiceId, object: "invoice", payment_intent: subscription.latestPaymentIntentId },
    current_period_start: start,
    current_period_end: end,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    canceled_at: extra.canceledAt ? unixSeconds(extra.canceledAt) : null,
    created: unixSeconds(subscription.createdAt),
    livemode: false,
  };
}

export function stripeInvoiceObject(
  invoice: Invoice,
  extra: { subscriptionId: string | null; paymentIntentId: string | null; billingReason: "manual" | "subscription_create" | "subscription_cycle" },
): StripeObject {
  return {
    id: invoice.id,
    object: "invoice",
    customer_email: invoice.email,
    amount_due: invoice.amountCents,
    amount_paid: invoice.status === "paid" ? invoice.amountCents : 0,
    currency: invoice.currency,
    description: invoice.description,
    status: invoice.status,
    status_transitions: { paid_at: invoice.paidAt ? unixSeconds(invoice.paidAt) : null },
    subscription: extra.subscriptionId,
    parent: extra.subscriptionId ? { type: "subscription_details", subscription_details: { subscription: extra.subscriptionId } } : null,
    billing_reason: extra.billingReason,
    payment_intent: extra.paymentIntentId,
    created: unixSeconds(invoice.createdAt),
    livemode: false,
  };
}

/** A payment's charge after a refund: `amountRefundedCents` is everything given back so far. */
export function stripeChargeObject(charge: {
  id: string;
  paymentIntentId: string;
  amountCents: number;
  amountRefundedCents: number;
  currency: string;
  createdAt: Date;
}): StripeObject {
  return {
    id: charge.id,
    object: "charge",
    payment_intent: charge.paymentIntentId,
    amount: charge.amountCents,
    amount_refunded: charge.amountRefundedCents,
    refunded: charge.amountRefundedCents >= charge.amountCents,
    currency: charge.currency,
    created: unixSeconds(charge.createdAt),
    livemode: false,
  };
}

/** A Stripe event around `object`, as Stripe serializes it for a webhook. */
export function stripeEventJson(event: { id: string; type: string; created: Date; object: StripeObject }): string {
  return JSON.stringify({
    id: event.id,
    object: "event",
    api_version: "2024-06-20",
    created: unixSeconds(event.created),
    type: event.type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: event.object },
  });
}
