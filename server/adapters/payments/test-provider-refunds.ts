import { eq } from "drizzle-orm";
import { testProviderRefunds } from "../../db/schema/payments";
import type { PaymentProvider } from "./payment-provider";
import { stripeChargeObject } from "./stripe-event-builders";
import type { TestPaymentProviderOptions, TestProviderRecords } from "./test-provider-records";
import { checkRefundAmount, chargeIdOf, invalid, missing, stripeAmountText } from "./test-provider-rules";
import type { TestProviderWebhooks } from "./test-provider-webhooks";

/**
 * Refunds: a succeeded payment is refunded once, in full or in part (the amount asked, at most
 * what was paid). The test provider keeps one refund per payment, so the rest of a partly refunded
 * payment cannot be refunded afterwards (Stripe would allow further refunds up to what is left).
 */
export function createTestProviderRefunds(
  { db }: TestPaymentProviderOptions,
  { toRefund, idempotent, lockPaymentIntent }: Pick<TestProviderRecords, "toRefund" | "idempotent" | "lockPaymentIntent">,
  { emit }: Pick<TestProviderWebhooks, "emit">,
) {
  return {
    async refundPaymentIntent({ paymentIntentId, idempotencyKey, amountCents, reason }) {
      if (amountCents !== undefined) checkRefundAmount(amountCents);
      // An absent amount leaves the request as it was before partial refunds existed, so its key's hash is unchanged.
      const request = { operation: "refund", paymentIntentId, reason, amountCents };
      const refundId = await idempotent(idempotencyKey, request, "re", async (tx, id, now) => {
        const payment = await lockPaymentIntent(tx, paymentIntentId);
        if (payment.status !== "succeeded") {
          throw invalid(
            "payment_intent_unexpected_state",
            `This PaymentIntent (${paymentIntentId}) does not have a successful charge to refund.`,
            "payment_intent",
          );
        }
        const chargeId = chargeIdOf(paymentIntentId);
        const [existing] = await tx.select().from(testProviderRefunds).where(eq(testProviderRefunds.paymentIntentId, paymentIntentId));
        const left = payment.amountCents - (existing?.amountCents ?? 0);
        if (left <= 0) throw invalid("charge_already_refunded", `Charge ${chargeId} has already been refunded.`, "charge");
        const refunded = amountCents ?? left;
        if (refunded > left) {
          const what = existing ? "unrefunded amount on charge" : "charge amount";
          throw invalid("amount_too_large", `Refund amount (${stripeAmountText(refunded)}) is greater than ${what} (${stripeAmountText(left)})`, "amount");
        }
        if (existing) {
          throw invalid(
            "charge_partially_refunded",
            `Charge ${chargeId} has already been partly refunded; the test provider makes one refund per payment.`,
            "charge",
          );
        }
        await tx.insert(testProviderRefunds).values({
          id,
          paymentIntentId,
          amountCents: refunded,
          currency: payment.currency,
          reason: reason ?? null,
          createdAt: now,
        });
        await emit(
          tx,
          "charge.refunded",
          stripeChargeObject({
            id: chargeId,
            paymentIntentId,
            amountCents: payment.amountCents,
            amountRefundedCents: refunded,
            currency: payment.currency,
            createdAt: payment.updatedAt,
          }),
        );
      });
      const [row] = await db.select().from(testProviderRefunds).where(eq(testProviderRefunds.id, refundId));
      if (!row) throw missing("refund", refundId);
      return toRefund(row);
    },
  } satisfies Pick<PaymentProvider, "refundPaymentIntent">;
}
