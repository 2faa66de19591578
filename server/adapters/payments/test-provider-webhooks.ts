import { createHmac } from "node:crypto";
import type { Transaction } from "../../db/client";
import type { TestProviderSubscriptionRow } from "../../db/schema/payments";
import { PaymentProviderError, type PaymentProvider } from "./payment-provider";
import { stripeEventJson, stripeSignatureHeader, stripeSubscriptionObject, type StripeObject } from "./stripe-event-builders";
import { constructStripeEvent } from "./stripe-events";
import type { TestPaymentProviderOptions, TestProviderRecords } from "./test-provider-records";
import { firstInvoiceIdOf, newId } from "./test-provider-rules";

/** The job that sends one of the test provider's webhook events: the event, signed when sent. */
export type ProviderWebhookJob = { event: string };

/**
 * The part of the app's job queue (server/jobs) the test provider uses: it queues each webhook
 * event in the payment's transaction and works the queue. The composition root hands it the queue.
 */
export type ProviderWebhookQueue = {
  send(db: Transaction, name: "deliver-provider-webhook", data: ProviderWebhookJob): Promise<void>;
  work(name: "deliver-provider-webhook", handler: (data: ProviderWebhookJob) => Promise<void>): Promise<void>;
};

/** The test provider's webhook signing secret, derived from the app's secret (Stripe's `whsec_...`). */
export function testProviderWebhookSecret(appSecret: string): string {
  return `whsec_${createHmac("sha256", appSecret).update("test-provider-webhook").digest("base64url")}`;
}

/**
 * What Stripe does with events: each state change queues one, in the change's transaction; a
 * worker delivers it signed; the receiving end checks the signature (`constructEvent`).
 */
export function createTestProviderWebhooks({ clock, webhooks }: TestPaymentProviderOptions, { toSubscription }: Pick<TestProviderRecords, "toSubscription">) {
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

  return {
    emit,
    emitSubscription,
    constructEvent(rawBody, signatureHeader) {
      if (!webhooks) {
        throw new PaymentProviderError("signature_verification_error", "signature_verification_failed", "No webhook signing secret is configured.");
      }
      return constructStripeEvent(rawBody, signatureHeader, webhooks.secret, clock.now());
    },

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
  } satisfies Pick<PaymentProvider, "constructEvent"> & {
    deliverWebhook(data: ProviderWebhookJob): Promise<void>;
    emit: typeof emit;
    emitSubscription: typeof emitSubscription;
  };
}

export type TestProviderWebhooks = ReturnType<typeof createTestProviderWebhooks>;
