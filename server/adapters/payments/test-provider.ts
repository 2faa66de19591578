import type { PaymentProvider } from "./payment-provider";
import { createTestProviderInvoices } from "./test-provider-invoices";
import { createTestProviderPaymentIntents } from "./test-provider-intents";
import { createTestProviderRecords, type TestPaymentProviderOptions } from "./test-provider-records";
import { createTestProviderRefunds } from "./test-provider-refunds";
import { createTestProviderSubscriptions } from "./test-provider-subscriptions";
import { createTestProviderWebhooks, type ProviderWebhookJob, type ProviderWebhookQueue } from "./test-provider-webhooks";

export type { TestPaymentProviderOptions } from "./test-provider-records";
export { testProviderWebhookSecret } from "./test-provider-webhooks";

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
  deliverWebhook(data: ProviderWebhookJob): Promise<void>;
};

/**
 * The built-in provider: Stripe's test mode, kept in this database, so every payment flow can be
 * walked (and tested) without a Stripe account. It is never live: `livemode` is always false.
 */
export function createTestPaymentProvider(options: TestPaymentProviderOptions): TestPaymentProvider {
  const records = createTestProviderRecords(options);
  const { emit, emitSubscription, constructEvent, deliverWebhook } = createTestProviderWebhooks(options, records);
  const { activateSubscription, runBilling, ...subscriptions } = createTestProviderSubscriptions(options, records, { emit, emitSubscription });
  return {
    kind: "test",
    ...createTestProviderPaymentIntents(options, records, { emit }, { activateSubscription }),
    ...subscriptions,
    ...createTestProviderInvoices(options, records, { emit }),
    ...createTestProviderRefunds(options, records, { emit }),
    constructEvent,
    runBilling,
    deliverWebhook,
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
  jobs: ProviderWebhookQueue,
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
