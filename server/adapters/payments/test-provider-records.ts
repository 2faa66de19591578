import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import {
  testProviderIdempotencyKeys,
  testProviderPaymentIntents,
  testProviderSubscriptions,
  type TestProviderInvoiceRow,
  type TestProviderPaymentIntentRow,
  type TestProviderRefundRow,
  type TestProviderSubscriptionRow,
} from "../../db/schema/payments";
import type { ProviderWebhookQueue } from "./test-provider-webhooks";
import type { Clock } from "../../kernel/clock";
import { PaymentProviderError, type Invoice, type PaymentIntent, type Refund, type Subscription } from "./payment-provider";
import { canonicalJson, checkIdempotencyKey, missing, newClientSecret, newId, type IdPrefix } from "./test-provider-rules";

export type TestPaymentProviderOptions = {
  db: Database;
  clock: Clock;
  /**
   * The test provider's page for the extra confirmation step (Stripe's 3-D Secure page); the
   * payment id and client secret are added as `payment_intent` and `client_secret`.
   */
  authorizeUrl: string;
  /**
   * Where and how events are sent, as Stripe sends webhooks: each state change queues a signed
   * POST to `url` in the transaction of the change. Without it no event is sent, and
   * `constructEvent` refuses every signature.
   */
  webhooks?: { url: string; secret: string; jobs: ProviderWebhookQueue };
};

/**
 * The test provider's stored objects: read, locked, created once per idempotency key, and shown
 * as the product's payment types.
 */
export function createTestProviderRecords({ db, clock, authorizeUrl }: TestPaymentProviderOptions) {
  function authorizeLink(row: TestProviderPaymentIntentRow): string {
    const query = new URLSearchParams({ payment_intent: row.id, client_secret: row.clientSecret });
    return `${authorizeUrl}${authorizeUrl.includes("?") ? "&" : "?"}${query.toString()}`;
  }

  function toPaymentIntent(row: TestProviderPaymentIntentRow): PaymentIntent {
    return {
      id: row.id,
      clientSecret: row.clientSecret,
      status: row.status,
      amountCents: row.amountCents,
      currency: row.currency,
      description: row.description,
      metadata: row.metadata,
      customerEmail: row.customerEmail,
      lastError: row.lastError ?? null,
      nextAction:
        row.status === "requires_action" && row.returnUrl
          ? { type: "redirect_to_url", url: authorizeLink(row), returnUrl: row.returnUrl }
          : null,
      cardLast4: row.cardLast4,
      subscriptionId: row.subscriptionId,
      savedCard:
        row.saveCard && row.status === "succeeded" && row.customerId && row.paymentMethodId && row.cardLast4
          ? { customerId: row.customerId, paymentMethodId: row.paymentMethodId, brand: row.cardBrand ?? "unknown", last4: row.cardLast4 }
          : null,
      createdAt: row.createdAt,
      livemode: false,
    };
  }

  /**
   * Runs `create` once per idempotency key. A repeat with the same operation and parameters gets
   * the first request's object; with anything else it is refused, as Stripe does. The key row and
   * the object are written in one transaction, so a concurrent repeat waits on the key's unique
   * index and then finds the committed object.
   */
  async function idempotent(
    key: string,
    request: unknown,
    prefix: IdPrefix,
    create: (tx: Transaction, id: string, now: Date) => Promise<void>,
  ): Promise<string> {
    checkIdempotencyKey(key);
    const requestHash = createHash("sha256").update(canonicalJson(request)).digest("hex");
    return db.transaction(async (tx) => {
      const now = clock.now();
      const id = newId(prefix);
      const inserted = await tx
        .insert(testProviderIdempotencyKeys)
        .values({ key, requestHash, objectId: id, createdAt: now })
        .onConflictDoNothing()
        .returning({ objectId: testProviderIdempotencyKeys.objectId });
      if (inserted.length > 0) {
        await create(tx, id, now);
        return id;
      }
      const [existing] = await tx.select().from(testProviderIdempotencyKeys).where(eq(testProviderIdempotencyKeys.key, key));
      if (!existing || existing.requestHash !== requestHash) {
        throw new PaymentProviderError(
          "idempotency_error",
          "idempotency_key_in_use",
          `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          "idempotency_key",
        );
      }
      return existing.objectId;
    });
  }

  async function insertPaymentIntent(
    tx: Transaction,
    values: Pick<TestProviderPaymentIntentRow, "id" | "amountCents" | "currency" | "description" | "metadata" | "customerEmail" | "subscriptionId"> &
      Partial<Pick<TestProviderPaymentIntentRow, "saveCard" | "customerId" | "paymentMethodId">>,
    now: Date,
  ): Promise<void> {
    await tx.insert(testProviderPaymentIntents).values({
      ...values,
      clientSecret: newClientSecret(values.id),
      status: "requires_payment_method",
      createdAt: now,
      updatedAt: now,
    });
  }

  async function lockPaymentIntent(tx: Transaction, id: string): Promise<TestProviderPaymentIntentRow> {
    const [row] = await tx.select().from(testProviderPaymentIntents).where(eq(testProviderPaymentIntents.id, id)).for("update");
    if (!row) throw missing("payment_intent", id);
    return row;
  }

  async function readPaymentIntent(id: string): Promise<TestProviderPaymentIntentRow> {
    const [row] = await db.select().from(testProviderPaymentIntents).where(eq(testProviderPaymentIntents.id, id));
    if (!row) throw missing("payment_intent", id);
    return row;
  }

  function toSubscription(row: TestProviderSubscriptionRow): Subscription {
    return {
      id: row.id,
      priceId: row.priceId,
      customerEmail: row.customerEmail,
      status: row.status,
      latestPaymentIntentId: row.latestPaymentIntentId,
      currentPeriodStart: row.currentPeriodStart,
      currentPeriodEnd: row.currentPeriodEnd,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
      createdAt: row.createdAt,
    };
  }

  function toInvoice(row: TestProviderInvoiceRow): Invoice {
    return {
      id: row.id,
      email: row.email,
      amountCents: row.amountCents,
      currency: row.currency,
      description: row.description,
      status: row.status,
      paidAt: row.paidAt,
      createdAt: row.createdAt,
    };
  }

  function toRefund(row: TestProviderRefundRow): Refund {
    return {
      id: row.id,
      paymentIntentId: row.paymentIntentId,
      amountCents: row.amountCents,
      currency: row.currency,
      status: "succeeded",
      createdAt: row.createdAt,
    };
  }

  async function retrieveSubscription(id: string): Promise<Subscription> {
    const [row] = await db.select().from(testProviderSubscriptions).where(eq(testProviderSubscriptions.id, id));
    if (!row) throw missing("subscription", id);
    return toSubscription(row);
  }

  return {
    toPaymentIntent,
    toSubscription,
    toInvoice,
    toRefund,
    idempotent,
    insertPaymentIntent,
    lockPaymentIntent,
    readPaymentIntent,
    retrieveSubscription,
  };
}

export type TestProviderRecords = ReturnType<typeof createTestProviderRecords>;
