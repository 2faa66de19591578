import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { testProviderPaymentIntents, testProviderPaymentMethods, type TestProviderPaymentIntentRow } from "../../db/schema/payments";
import type { PaymentProvider } from "./payment-provider";
import { stripePaymentIntentObject } from "./stripe-event-builders";
import { AUTHENTICATION_FAILED, TEST_CARDS, cardBrandOf, cardOutcome, normaliseCardNumber, offSessionError, offSessionRefusalOf } from "./test-cards";
import type { TestPaymentProviderOptions, TestProviderRecords } from "./test-provider-records";
import { checkAmount, checkCurrency, checkEmail, checkMetadata, checkReturnUrl, invalid, missing, newId, sameSecret } from "./test-provider-rules";
import type { TestProviderSubscriptions } from "./test-provider-subscriptions";
import type { TestProviderWebhooks } from "./test-provider-webhooks";

/** One customer per address (Stripe's Customer the adapter finds or creates by e-mail). */
const customerIdOf = (email: string): string => `cus_${createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 24)}`;

/**
 * A card kept after its extra step: the test provider keeps no card number, so the card that asks
 * for the step every time (4000002760003184) is known by its last four digits.
 */
const authenticatedRefusalOf = (row: TestProviderPaymentIntentRow): "authentication_required" | null =>
  row.cardLast4 === TEST_CARDS.alwaysAuthenticate.slice(-4) ? "authentication_required" : null;

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
  /**
   * A payment succeeded: a card it was asked to keep is kept (its later off-session charges refused
   * as the test card says), then Stripe's payment_intent.succeeded, and the subscription it starts.
   */
  async function paymentSucceeded(
    tx: Transaction,
    row: TestProviderPaymentIntentRow,
    now: Date,
    card: { renewalsFail: boolean; offSessionRefusal: "card_declined" | "authentication_required" | null },
  ): Promise<TestProviderPaymentIntentRow> {
    let succeeded = row;
    if (row.saveCard && row.customerId && row.cardLast4) {
      const paymentMethodId = newId("pm");
      await tx.insert(testProviderPaymentMethods).values({
        id: paymentMethodId,
        customerId: row.customerId,
        brand: row.cardBrand ?? "unknown",
        last4: row.cardLast4,
        offSessionRefusal: card.offSessionRefusal,
        createdAt: now,
      });
      const [updated] = await tx.update(testProviderPaymentIntents).set({ paymentMethodId }).where(eq(testProviderPaymentIntents.id, row.id)).returning();
      if (updated) succeeded = updated;
    }
    await emit(tx, "payment_intent.succeeded", stripePaymentIntentObject(toPaymentIntent(succeeded)));
    await activateSubscription(tx, succeeded.subscriptionId, now, card.renewalsFail);
    return succeeded;
  }

  return {
    async createPaymentIntent({ amountCents, currency, idempotencyKey, description, metadata = {}, customerEmail, saveCard = false }) {
      checkAmount(amountCents);
      const lowerCurrency = checkCurrency(currency);
      checkMetadata(metadata);
      const email = customerEmail === undefined ? null : checkEmail(customerEmail, "receipt_email");
      if (saveCard && email === null) throw invalid("parameter_missing", "A card can be kept only for a customer: give the customer's e-mail.", "customer");
      // One customer per address, as the Stripe adapter finds or creates one by e-mail.
      const customerId = saveCard && email !== null ? customerIdOf(email) : null;
      const request = { operation: "create_payment_intent", amountCents, currency: lowerCurrency, description, metadata, customerEmail: email, saveCard };
      const id = await idempotent(idempotencyKey, request, "pi", (tx, newIntentId, now) =>
        insertPaymentIntent(
          tx,
          { id: newIntentId, amountCents, currency: lowerCurrency, description: description ?? null, metadata, customerEmail: email, subscriptionId: null, saveCard, customerId },
          now,
        ),
      );
      return toPaymentIntent(await readPaymentIntent(id));
    },

    async chargeSavedCard({ customerId, paymentMethodId, amountCents, currency, idempotencyKey, description, metadata = {}, customerEmail }) {
      checkAmount(amountCents);
      const lowerCurrency = checkCurrency(currency);
      checkMetadata(metadata);
      const email = customerEmail === undefined ? null : checkEmail(customerEmail, "receipt_email");
      const request = { operation: "charge_saved_card", customerId, paymentMethodId, amountCents, currency: lowerCurrency, description, metadata, customerEmail: email };
      const id = await idempotent(idempotencyKey, request, "pi", async (tx, newIntentId, now) => {
        const [method] = await tx.select().from(testProviderPaymentMethods).where(eq(testProviderPaymentMethods.id, paymentMethodId));
        if (!method || method.customerId !== customerId) throw invalid("resource_missing", `No such PaymentMethod: '${paymentMethodId}'`, "payment_method");
        await insertPaymentIntent(
          tx,
          { id: newIntentId, amountCents, currency: lowerCurrency, description: description ?? null, metadata, customerEmail: email, subscriptionId: null, customerId, paymentMethodId },
          now,
        );
        const [charged] = await tx
          .update(testProviderPaymentIntents)
          .set({
            status: method.offSessionRefusal === null ? "succeeded" : "requires_payment_method",
            lastError: method.offSessionRefusal === null ? null : offSessionError(method.offSessionRefusal),
            cardLast4: method.last4,
            cardBrand: method.brand,
            updatedAt: now,
          })
          .where(eq(testProviderPaymentIntents.id, newIntentId))
          .returning();
        if (charged?.status === "succeeded") await emit(tx, "payment_intent.succeeded", stripePaymentIntentObject(toPaymentIntent(charged)));
      });
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
            cardBrand: cardLast4 === null ? null : cardBrandOf(digits),
            updatedAt: now,
          })
          .where(eq(testProviderPaymentIntents.id, id))
          .returning();
        if (!updated) throw missing("payment_intent", id);
        const kept = { renewalsFail: digits === TEST_CARDS.renewalsFail, offSessionRefusal: offSessionRefusalOf(digits) };
        return status === "succeeded" ? paymentSucceeded(tx, updated, now, kept) : updated;
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
        return approve ? paymentSucceeded(tx, updated, now, { renewalsFail: false, offSessionRefusal: authenticatedRefusalOf(updated) }) : updated;
      });
      const back = checkReturnUrl(row.returnUrl ?? "");
      back.searchParams.set("payment_intent", row.id);
      back.searchParams.set("payment_intent_client_secret", row.clientSecret);
      back.searchParams.set("redirect_status", row.status === "succeeded" ? "succeeded" : "failed");
      return { paymentIntent: toPaymentIntent(row), redirectUrl: back.toString() };
    },
  } satisfies Pick<PaymentProvider, "createPaymentIntent" | "chargeSavedCard" | "retrievePaymentIntent" | "confirmPaymentIntent" | "authorizePaymentIntent">;
}
