import { and, arrayContains, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { signupCardPrice, type CouponTarget } from "../../../core/pricing";
import { formatDollars, parseDollars } from "../../../core/money";
import { PaymentProviderError, type PaymentIntent, type PaymentProvider } from "../../adapters/payments/payment-provider";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import type { JobQueue } from "../../jobs/job-queue";
import { coupons, payments as paymentsTable, type PaymentPurpose } from "../../db/schema/payments";
import type { CatalogueCache } from "../catalogue/catalogue-cache";
import type { Clock } from "../../kernel/clock";
import { AppError } from "../../kernel/errors";
import { refundPaymentOfLostClaim } from "../signup/claims";
import { attachDestinationPayment } from "../signup/record-business-payment";
import { settleMarketplacePayment, type SettledPayment } from "./marketplace/settle-marketplace-payment";
import { queueReceiptEmail } from "./receipt-email";

/**
 * docs/product.md §7: b2bPaymentIntent verifies advisor and hotel signup payments,
 * marketRequestPaymentIntent destination signups and marketplace posts.
 */
export const BUSINESS_PAYMENT_PRODUCTS = {
  b2b: ["advisor-basic", "advisor-featured", "hotel"],
  "market-request": ["destination", "marketplace-post"],
} as const satisfies Record<string, readonly PaymentPurpose[]>;

export type BusinessPaymentEndpoint = keyof typeof BUSINESS_PAYMENT_PRODUCTS;

export const BUSINESS_PAYMENT_MESSAGES = {
  unknownPayment: "No payment found with this id.",
  wrongProduct: {
    b2b: "This payment is not for an advisor or hotel signup.",
    "market-request": "This payment is not for a destination signup or a marketplace post.",
  },
  notSucceeded: "This payment has not succeeded.",
  notServerPrice: "This payment's amount is not the price of what it pays for.",
  refunded: "This payment was refunded.",
} as const;

export type VerifyBusinessPaymentOptions = {
  db: Database;
  clock: Clock;
  payments: PaymentProvider;
  /** The receipt and refund e-mails are queued with the payment's records. */
  jobs: JobQueue;
  config: Pick<Config, "productName" | "publicUrl" | "apiSiteUrl">;
  /** The request's origin, for links in e-mails when PUBLIC_URL is not set. */
  origin?: string | undefined;
  catalogueCache?: CatalogueCache;
  /** Told why a paid marketplace post could not be published (it is refunded). */
  reportError?: (error: unknown) => void;
};

export type VerifyBusinessPaymentRequest = {
  endpoint: BusinessPaymentEndpoint;
  /** docs/product.md paymentintentid: the provider's payment id (`pi_...`). */
  paymentIntentId: string;
  /** docs/product.md guestEmail, already checked and normalised: kept on the payment. */
  guestEmail: string;
  /** docs/product.md paymentTotal: the dollars the page charged. */
  paymentTotal: unknown;
};

function refused(field: string, message: string): AppError {
  return new AppError("VALIDATION_FAILED", message, { [field]: [message] });
}

async function retrieve(payments: PaymentProvider, id: string): Promise<PaymentIntent> {
  try {
    return await payments.retrievePaymentIntent(id);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.type === "invalid_request_error") {
      throw refused("paymentintentid", BUSINESS_PAYMENT_MESSAGES.unknownPayment);
    }
    throw error;
  }
}

/**
 * The coupon a payment was priced with, by name, whether or not it is still usable: the server
 * checked it when it created the payment, and a code retired since must not undo a payment
 * already made. No rate limit: this is the server reading its own record, not a guess.
 */
async function couponPercent(db: Database, name: string, target: CouponTarget): Promise<number | undefined> {
  const [coupon] = await db
    .select({ discountPercent: coupons.discountPercent })
    .from(coupons)
    .where(and(eq(sql`lower(${coupons.name})`, name.trim().toLowerCase()), arrayContains(coupons.appliesTo, [target])))
    .limit(1);
  return coupon?.discountPercent;
}

/**
 * The price of a signup payment from what the server wrote on it when it created it (product,
 * hotel tier, coupon), computed again from core/pricing; undefined when that does not price.
 */
async function signupPriceOf(db: Database, metadata: Record<string, string>): Promise<number | undefined> {
  const { product, tier, coupon } = metadata;
  // Only the featured advisor profile takes a code (core's rule); any other product with one does not price.
  const couponPercentOf = async (name: string) => (product === "advisor-featured" ? ((await couponPercent(db, name, "advisor")) ?? null) : null);
  return signupCardPrice({ product, tier, couponPercent: coupon === undefined ? undefined : await couponPercentOf(coupon) });
}

/**
 * Verifies a business's card payment after the browser confirmed it (docs/product.md §7
 * b2bPaymentIntent / marketRequestPaymentIntent): the provider must say `succeeded`, for an amount
 * equal to both the page's paymentTotal and the server's own price, on the endpoint meant for its
 * product. The payment is then recorded once (a repeat answers the same and writes nothing); a
 * marketplace post is published, or its charge refunded. A refusal is a 422 naming what is wrong,
 * and writes nothing.
 */
export async function verifyBusinessPayment(
  deps: VerifyBusinessPaymentOptions,
  { endpoint, paymentIntentId, guestEmail, paymentTotal }: VerifyBusinessPaymentRequest,
): Promise<SettledPayment> {
  const { payments } = deps;
  const intent = await retrieve(payments, paymentIntentId);
  const allowed: readonly PaymentPurpose[] = BUSINESS_PAYMENT_PRODUCTS[endpoint];
  const product = allowed.find((candidate) => candidate === intent.metadata.product);
  if (product === undefined) throw refused("paymentintentid", BUSINESS_PAYMENT_MESSAGES.wrongProduct[endpoint]);
  if (intent.status !== "succeeded") throw refused("paymentintentid", BUSINESS_PAYMENT_MESSAGES.notSucceeded);
  if (parseDollars(paymentTotal) !== intent.amountCents) {
    throw refused("paymentTotal", `The payment total must be ${formatDollars(intent.amountCents)} for this payment.`);
  }
  if (product === "marketplace-post") {
    return settleMarketplacePayment(deps, { intent, email: guestEmail });
  }
  const signupProduct = signupPaymentProductOf(product);
  if (signupProduct === undefined) throw refused("paymentintentid", BUSINESS_PAYMENT_MESSAGES.wrongProduct[endpoint]);
  await recordSignupPayment(deps, { intent, product: signupProduct, email: guestEmail });
  // A destination's claim closed before its payment (its owner was verified meanwhile): refunded, and said (decision 033).
  if (signupProduct === "destination") await refundPaymentOfLostClaim(deps, { providerPaymentId: intent.id });
  return { status: "succeeded", id: intent.id };
}

/** The signup products (docs/product.md §9): everything a business pays once, but a marketplace post. */
export type SignupPaymentProduct = Exclude<PaymentPurpose, "vip" | "marketplace-post">;

export function signupPaymentProductOf(purpose: PaymentPurpose | undefined): SignupPaymentProduct | undefined {
  return purpose === "destination" || purpose === "advisor-basic" || purpose === "advisor-featured" || purpose === "hotel" ? purpose : undefined;
}

/**
 * Records a succeeded signup payment once, by its provider id, whoever sees it first: the page's
 * verification or the provider's `payment_intent.succeeded` webhook (when the page was closed
 * before it verified). A payment whose amount is not the server's price of what it says it pays
 * for is refused (422) and not recorded. The e-mail the page gives fills in a record the webhook
 * made without one, and the receipt e-mail is queued with the record (once per payment; a record
 * without an address is receipted when the page's address arrives). A refunded payment answers 409.
 */
export async function recordSignupPayment(
  deps: Pick<VerifyBusinessPaymentOptions, "db" | "clock" | "payments" | "jobs" | "config" | "origin">,
  { intent, product, email }: { intent: PaymentIntent; product: SignupPaymentProduct; email: string | null },
): Promise<void> {
  const { db, clock, payments } = deps;
  if ((await signupPriceOf(db, intent.metadata)) !== intent.amountCents) {
    throw refused("paymentintentid", BUSINESS_PAYMENT_MESSAGES.notServerPrice);
  }
  const status = await db.transaction(async (tx) => {
    const [written] = await tx
      .insert(paymentsTable)
      .values({
        provider: payments.kind,
        providerPaymentId: intent.id,
        purpose: product,
        amountCents: intent.amountCents,
        currency: intent.currency.toUpperCase(),
        email,
        couponName: intent.metadata.coupon ?? null,
        createdAt: clock.now(),
      })
      .onConflictDoUpdate({
        target: [paymentsTable.provider, paymentsTable.providerPaymentId],
        set: { email: sql`excluded.email` },
        setWhere: and(isNull(paymentsTable.email), isNotNull(sql`excluded.email`)),
      })
      .returning({ status: paymentsTable.status });
    await queueReceiptEmail({ ...deps, db: tx }, { provider: payments.kind, providerPaymentId: intent.id });
    return (
      written?.status ??
      (
        await tx
          .select({ status: paymentsTable.status })
          .from(paymentsTable)
          .where(and(eq(paymentsTable.provider, payments.kind), eq(paymentsTable.providerPaymentId, intent.id)))
      )[0]?.status
    );
  });
  if (status === "refunded") throw new AppError("CONFLICT", BUSINESS_PAYMENT_MESSAGES.refunded);
  // A destination pays after its profile is written (decision 019): the payment joins its account.
  if (product === "destination" && email) {
    await attachDestinationPayment(db, { email, providerPaymentId: intent.id, amountCents: intent.amountCents, paidAt: clock.now() });
  }
}
