import { describe, expect, it } from "vitest";
import { stripeChargeObject, stripeEventJson, stripeInvoiceObject } from "./stripe-event-builders";
import { parseStripeEvent } from "./stripe-events";

const NOW = new Date("2026-06-01T12:00:00Z");

function paidInvoiceEvent(billingReason: "manual" | "subscription_create" | "subscription_cycle", extra: Record<string, unknown> = {}) {
  const invoice = stripeInvoiceObject(
    { id: "in_first", email: "vip@example.com", amountCents: 999, currency: "usd", description: "VIP Access monthly", status: "paid", paidAt: NOW, createdAt: NOW },
    { subscriptionId: billingReason === "manual" ? null : "sub_1", paymentIntentId: "pi_first", billingReason },
  );
  return JSON.parse(stripeEventJson({ id: "evt_1", type: "invoice.paid", created: NOW, object: { ...invoice, ...extra } })) as unknown;
}

describe("parseStripeEvent: invoice.paid", () => {
  it("tells a subscription's first invoice from a renewal, and names the payment an older API version gives", () => {
    expect(parseStripeEvent(paidInvoiceEvent("subscription_create"))).toMatchObject({
      type: "invoice.paid",
      subscriptionId: "sub_1",
      isSubscriptionStart: true,
      paymentIntentId: "pi_first",
      invoice: { id: "in_first", amountCents: 999, paidAt: NOW },
    });
    expect(parseStripeEvent(paidInvoiceEvent("subscription_cycle"))).toMatchObject({ subscriptionId: "sub_1", isSubscriptionStart: false });
    expect(parseStripeEvent(paidInvoiceEvent("manual"))).toMatchObject({ subscriptionId: null, isSubscriptionStart: false });
  });

  it("reads the payment from the invoice's payments (API 2025 and later) when they are there, and null when not", () => {
    const withPayments = paidInvoiceEvent("subscription_create", {
      payment_intent: undefined,
      payments: { object: "list", data: [{ is_default: true, payment: { type: "payment_intent", payment_intent: "pi_from_payments" } }] },
    });
    expect(parseStripeEvent(withPayments)).toMatchObject({ paymentIntentId: "pi_from_payments" });
    expect(parseStripeEvent(paidInvoiceEvent("subscription_create", { payment_intent: undefined }))).toMatchObject({ paymentIntentId: null });
    // A payments field of a shape this code does not know is no reason to refuse the invoice.
    expect(parseStripeEvent(paidInvoiceEvent("subscription_create", { payment_intent: null, payments: { data: "?" } }))).toMatchObject({
      isSubscriptionStart: true,
      paymentIntentId: null,
    });
  });
});

describe("parseStripeEvent: charge.refunded", () => {
  const refundedEvent = (charge: Record<string, unknown>) =>
    JSON.parse(stripeEventJson({ id: "evt_refund", type: "charge.refunded", created: NOW, object: { id: "ch_1", object: "charge", payment_intent: "pi_1", amount: 9900, ...charge } })) as unknown;

  it("tells a partial refund from a full one by the charge's own flag and amount", () => {
    expect(parseStripeEvent(refundedEvent({ amount_refunded: 2500, refunded: false }))).toEqual({
      id: "evt_refund",
      created: NOW,
      type: "charge.refunded",
      paymentIntentId: "pi_1",
      amountRefundedCents: 2500,
      fullyRefunded: false,
    });
    expect(parseStripeEvent(refundedEvent({ amount_refunded: 9900, refunded: true }))).toMatchObject({ amountRefundedCents: 9900, fullyRefunded: true });
    expect(parseStripeEvent(refundedEvent(stripeChargeObject({ id: "ch_1", paymentIntentId: "pi_1", amountCents: 9900, amountRefundedCents: 100, currency: "usd", createdAt: NOW })))).toMatchObject({
      amountRefundedCents: 100,
      fullyRefunded: false,
    });
  });

  it("takes a charge that does not say as refunded in full, as before partial refunds", () => {
    expect(parseStripeEvent(refundedEvent({}))).toMatchObject({ paymentIntentId: "pi_1", amountRefundedCents: null, fullyRefunded: true });
  });
});
