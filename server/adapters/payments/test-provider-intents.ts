import { eq } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { testProviderPaymentIntents, type TestProviderPaymentIntentRow } from "../../db/schema/payments";
import type { PaymentProvider } from "./payment-provider";
import { stripePaymentIntentObject } from "./stripe-event-builders";
import { AUTHENTICATION_FAILED, TEST_CARDS, cardOutcome, normaliseCardNumber } from "./test-cards";
import type { TestPaymentProviderOptions, TestProviderRecords } from "./test-provider-records";
import { checkAmount, checkCurrency, checkEmail, checkMetadata, checkReturnUrl, invalid, missing, sameSecret } from "./test-provider-rules";
import type { TestProviderSubscriptions } from "./test-provider-subscriptions";
import type { TestProviderWebhooks } from "./test-provider-webhooks";

/**
 * Payment intents: created once per idempotency key, confirmed with a test card (which decides
 * the outcome), and, when the card asks for it, authorized on the test provider's 3-D Secure page.
 */
export function createTestProviderPaymentIntents(
  { db, clock }: TestPaymentProviderOptions,
  { toPaymentIntent, idempotent, insertPaymentIntent, lockPaymentIntent, readPaymentIntent }: TestProviderRecords,
  { emit }: Pick<TestProviderWebhooks, "emit">,
  { activateSubscription }: Pick<TestProviderSubscriptions, "activateSubscription">,
) {
  /** A payment succeeded: Stripe's payment_intent.succeeded, and the subscription it starts, if any. */
  async function paymentSucceeded(tx: Transaction, row: TestProviderPaymentIntentRow, now: Date, renewalsFail: boolean): Promise<void> {
    await emit(tx, "payment_intent.succeeded", stripePaymentIntentObject(toPaymentIntent(row)));
    await activateSubscription(tx, row.subscriptionId, now, renewalsFail);
  }

  return {
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
  } satisfies Pick<PaymentProvider, "createPaymentIntent" | "retrievePaymentIntent" | "confirmPaymentIntent" | "authorizePaymentIntent">;
}
