import { eq } from "drizzle-orm";
import { testProviderRefunds } from "../../db/schema/payments";
import type { PaymentProvider } from "./payment-provider";
import { stripeChargeObject } from "./stripe-event-builders";
import type { TestPaymentProviderOptions, TestProviderRecords } from "./test-provider-records";
import { chargeIdOf, invalid, missing } from "./test-provider-rules";
import type { TestProviderWebhooks } from "./test-provider-webhooks";

/** Refunds: a succeeded payment is refunded once, in full. */
export function createTestProviderRefunds(
  { db }: TestPaymentProviderOptions,
  { toRefund, idempotent, lockPaymentIntent }: Pick<TestProviderRecords, "toRefund" | "idempotent" | "lockPaymentIntent">,
  { emit }: Pick<TestProviderWebhooks, "emit">,
) {
  return {
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
  } satisfies Pick<PaymentProvider, "refundPaymentIntent">;
}
