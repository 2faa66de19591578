import { and, eq, isNull, sql } from "drizzle-orm";
import { formatPlanDay } from "../../../core/business-plan";
import { marketplacePostCents, priceFor } from "../../../core/pricing";
import { receiptItem, receiptNumber } from "../../../core/receipts";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/accounts";
import { businessAccounts } from "../../db/schema/business";
import { invoices, marketplacePosts, payments, type PaymentRow } from "../../db/schema/payments";
import type { JobQueue } from "../../jobs/job-queue";
import type { Clock } from "../../kernel/clock";
import { queueEmail } from "../mail/queue-email";
import { dashboardUrl } from "../signup/signup-deps";

/** What queueing a payment's e-mails needs; `db` is the transaction that records the payment. */
export type PaymentEmailDeps = {
  db: Database;
  jobs: JobQueue;
  clock: Clock;
  config: Pick<Config, "productName" | "publicUrl" | "apiSiteUrl">;
  /** The request's origin, for links when PUBLIC_URL is not set. */
  origin?: string | undefined;
};

/** One payments row: by its id, or by the provider's payment id. */
export type PaymentSelector = { paymentId: number } | { provider: PaymentRow["provider"]; providerPaymentId: string };

/** The sign-up products: the payment opens a business account under the e-mail that paid. */
const SIGNUP_PURPOSES: ReadonlySet<string> = new Set(["destination", "advisor-basic", "advisor-featured", "hotel"]);

function whereSelected(selector: PaymentSelector) {
  return "paymentId" in selector
    ? eq(payments.id, selector.paymentId)
    : and(eq(payments.provider, selector.provider), eq(payments.providerPaymentId, selector.providerPaymentId));
}

/**
 * Whether the receipt page can be reached by whoever holds the payer's e-mail: the payment is a
 * member's, the e-mail has an account (member or business), or the payment is a sign-up's, which
 * opens a business account under that e-mail (the card is paid just before the account is
 * written, so asking for the account itself would race the sign-up).
 */
async function payerHasAccount(db: Database, payment: PaymentRow): Promise<boolean> {
  if (payment.userId !== null || SIGNUP_PURPOSES.has(payment.purpose)) return true;
  if (!payment.email) return false;
  const address = payment.email.trim().toLowerCase();
  const [user] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${address}`).limit(1);
  if (user) return true;
  const [account] = await db.select({ id: businessAccounts.id }).from(businessAccounts).where(sql`lower(${businessAccounts.email}) = ${address}`).limit(1);
  return account !== undefined;
}

/** Where the receipt e-mail goes: the e-mail the payment was made with, else its member's. */
async function recipientOf(db: Database, payment: PaymentRow): Promise<string | null> {
  if (payment.email) return payment.email;
  if (payment.userId === null) return null;
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, payment.userId));
  return user?.email ?? null;
}

/** What the coupon took off, when the full price can be told: a sign-up's list price, a post's, an invoice's record. */
async function discountOf(db: Database, payment: PaymentRow): Promise<number | null> {
  if (!payment.couponName) return null;
  let fullCents: number | undefined;
  if (payment.reference?.startsWith("invoice:")) {
    const [invoice] = await db.select({ discountCents: invoices.discountCents }).from(invoices).where(eq(invoices.id, Number(payment.reference.slice(8))));
    return invoice?.discountCents ?? null;
  }
  if (payment.purpose === "advisor-featured") fullCents = priceFor({ product: "advisor-featured" }) as number;
  if (payment.purpose === "marketplace-post" && payment.reference?.startsWith("marketplace_post:")) {
    const [post] = await db
      .select({ adDurationDays: marketplacePosts.adDurationDays, featured: marketplacePosts.featured })
      .from(marketplacePosts)
      .where(eq(marketplacePosts.id, Number(payment.reference.slice("marketplace_post:".length))));
    fullCents = post ? marketplacePostCents(post.adDurationDays, post.featured) : undefined;
  }
  return fullCents !== undefined && fullCents > payment.amountCents ? fullCents - payment.amountCents : null;
}

function receiptUrlOf(deps: PaymentEmailDeps, paymentId: number): string {
  return `${dashboardUrl({ config: deps.config, ...(deps.origin ? { origin: deps.origin } : {}) })}/receipts/${paymentId}`;
}

/**
 * Queues the receipt e-mail of one succeeded card payment, in the caller's transaction (the one
 * that records the payment, so a rollback sends nothing). Once per payment: the row's
 * `receipt_emailed_at` is set in the same statement that claims it, so the page's verification and
 * the provider's webhook, or two calls of one path, send one receipt. Returns whether this call
 * queued it (false: already sent, refunded, unknown, or no address to send to).
 */
export async function queueReceiptEmail(deps: PaymentEmailDeps, selector: PaymentSelector): Promise<boolean> {
  const { db, clock } = deps;
  const [payment] = await db.select().from(payments).where(whereSelected(selector)).for("update");
  if (!payment || payment.receiptEmailedAt !== null || payment.status !== "succeeded") return false;
  const to = await recipientOf(db, payment);
  if (!to) return false;
  const claimed = await db
    .update(payments)
    .set({ receiptEmailedAt: clock.now() })
    .where(and(eq(payments.id, payment.id), isNull(payments.receiptEmailedAt)))
    .returning({ id: payments.id });
  if (claimed.length === 0) return false;
  await queueEmail({
    ...deps,
    to,
    template: {
      name: "payment-receipt",
      receiptNumber: receiptNumber(payment.id),
      item: receiptItem(payment.purpose),
      amountCents: payment.amountCents,
      currency: payment.currency,
      couponName: payment.couponName,
      discountCents: await discountOf(db, payment),
      paidOn: formatPlanDay(payment.createdAt.toISOString()),
      paymentReference: payment.providerPaymentId,
      receiptUrl: (await payerHasAccount(db, payment)) ? receiptUrlOf(deps, payment.id) : null,
    },
  });
  return true;
}

/**
 * Queues the e-mail stating that a payment was refunded (decision 039), once per payment, in the
 * caller's transaction: for refunds no other e-mail states (a claim closed by its owner's
 * verification says it in the claim's own e-mail, which marks the payment told with
 * `markRefundStated`). `explanation` is why, in the words the page showed. Returns whether it was queued.
 */
export async function queueRefundEmail(deps: PaymentEmailDeps, selector: PaymentSelector & { explanation?: string | null }): Promise<boolean> {
  const { db, clock } = deps;
  const [payment] = await db.select().from(payments).where(whereSelected(selector)).for("update");
  if (!payment || payment.refundEmailedAt !== null || payment.refundedAt === null) return false;
  const to = await recipientOf(db, payment);
  if (!to) return false;
  const claimed = await db
    .update(payments)
    .set({ refundEmailedAt: clock.now() })
    .where(and(eq(payments.id, payment.id), isNull(payments.refundEmailedAt)))
    .returning({ id: payments.id });
  if (claimed.length === 0) return false;
  await queueEmail({
    ...deps,
    to,
    template: {
      name: "payment-refunded",
      receiptNumber: receiptNumber(payment.id),
      item: receiptItem(payment.purpose),
      // What went back: part of the payment when only part was refunded.
      amountCents: payment.refundedCents ?? payment.amountCents,
      currency: payment.currency,
      paidOn: formatPlanDay(payment.createdAt.toISOString()),
      paymentReference: payment.providerPaymentId,
      explanation: selector.explanation ?? null,
      receiptUrl: (await payerHasAccount(db, payment)) ? receiptUrlOf(deps, payment.id) : null,
    },
  });
  return true;
}

/** A refund another e-mail has stated (a lost claim's): no second notice is sent for it. */
export async function markRefundStated(db: Database, clock: Clock, selector: PaymentSelector): Promise<void> {
  await db
    .update(payments)
    .set({ refundEmailedAt: clock.now() })
    .where(and(whereSelected(selector), isNull(payments.refundEmailedAt)));
}

