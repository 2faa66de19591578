import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { CURRENCY } from "../../../../core/money";
import { canDo, MARKETPLACE_POST_MANAGE_MESSAGES } from "../../../../core/marketplace-post-states";
import { MARKETPLACE_POST_MESSAGES } from "../../../../core/marketplace-post-rules";
import { marketplacePostCents } from "../../../../core/pricing";
import { PaymentProviderError, type PaymentIntent, type PaymentProvider } from "../../../adapters/payments/payment-provider";
import { listings } from "../../../db/schema/catalogue";
import { marketplacePosts, payments as paymentsTable } from "../../../db/schema/payments";
import { AppError } from "../../../kernel/errors";
import { queueReceiptEmail, type PaymentEmailDeps } from "../receipt-email";
import { refundPayment } from "../refund-payment";
import { adEndsAtOf, ownedPost, stateOf, viewOfPost, type BusinessMarketplacePostView, type BusinessPostDeps } from "./business-marketplace-posts";
import { publishListingChange } from "./manage-marketplace-post";

/** The product a renewal's payment names in its metadata (beside `marketplace-post`, the first payment). */
export const MARKETPLACE_RENEWAL_PRODUCT = "marketplace-renewal";

const DAY_MS = 86_400_000;

/** Renewals take card payments and queue their receipts (in the transaction that records them). */
export type RenewalDeps = BusinessPostDeps & { payments: PaymentProvider } & Omit<PaymentEmailDeps, "db" | "clock">;

export type StartedRenewal = { clientSecret: string; paymentId: string; amountCents: number; adDurationDays: number };

const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

function invalid(field: string, message: string): AppError {
  return new AppError("VALIDATION_FAILED", message, { [field]: [message] });
}

/** A renewal's price: the days bought at core/pricing's price, featured again when the post is. */
function renewalCents(adDurationDays: number, featured: boolean): number {
  const cents = marketplacePostCents(adDurationDays, featured);
  if (cents === undefined) throw invalid("marketplace_request_ad_duration", MARKETPLACE_POST_MESSAGES.adDuration);
  return cents;
}

/**
 * Starts the card payment of another ad duration for one of the business's posts (live, paused or
 * ended), priced by the server. The same caller asking again for the same days (a double click, a
 * reload within the minute), or with the same Idempotency-Key, gets the same payment back.
 */
export async function startMarketplaceRenewal(
  deps: RenewalDeps,
  { userId, postId, adDurationDays, idempotencyKey }: { userId: number; postId: number; adDurationDays: number; idempotencyKey: string | undefined },
): Promise<StartedRenewal> {
  const { post, listing, account } = await ownedPost(deps.db, userId, postId);
  if (!canDo(stateOf(post, listing, deps.clock.now()), "renew")) throw new AppError("CONFLICT", MARKETPLACE_POST_MANAGE_MESSAGES.cannotRenew);
  const amountCents = renewalCents(adDurationDays, post.featured);
  const minute = Math.floor(deps.clock.now().getTime() / 60_000);
  const scope = [`user:${userId}`, `post:${post.id}`, `days:${adDurationDays}`];
  const key = `marketplace-renewal:${sha256([...scope, idempotencyKey === undefined ? `minute:${minute}` : `key:${idempotencyKey}`].join("\n"))}`;
  try {
    const intent = await deps.payments.createPaymentIntent({
      amountCents,
      currency: CURRENCY,
      idempotencyKey: key,
      description: `Romance Marketplace post renewal, ${adDurationDays} days${post.featured ? ", featured listing" : ""}`,
      metadata: {
        product: MARKETPLACE_RENEWAL_PRODUCT,
        marketplace_request_id: String(post.id),
        ad_duration_days: String(adDurationDays),
        user_id: String(userId),
      },
      customerEmail: account.email,
    });
    return { clientSecret: intent.clientSecret, paymentId: intent.id, amountCents, adDurationDays };
  } catch (error) {
    if (error instanceof PaymentProviderError && error.type === "idempotency_error") {
      throw new AppError("CONFLICT", "This Idempotency-Key was already used for a different payment.");
    }
    throw error;
  }
}

const wholeNumber = (text: string | undefined): number | undefined => (text !== undefined && /^[1-9]\d{0,8}$/.test(text) ? Number(text) : undefined);

export type SettledRenewal = { postId: number; isNew: boolean };

/**
 * After a renewal's payment succeeded (the page's verification, or the provider's webhook when the
 * page was closed first): the payment is recorded once for the account, and the ad's end moves by
 * the days bought, from its end, or from the payment when it had ended; an ended post is live
 * again, a paused one stays paused. Its receipt e-mail is queued with the record. A repeat changes nothing. A payment that is not the server's
 * price is refused (422, nothing written); one for a post that can no longer be renewed is
 * refunded (409 with the 'Oops! ... refuded' message).
 */
export async function settleMarketplaceRenewal(deps: RenewalDeps, { intent, paidAt }: { intent: PaymentIntent; paidAt?: Date }): Promise<SettledRenewal> {
  const { db, clock, payments } = deps;
  const postId = wholeNumber(intent.metadata.marketplace_request_id);
  const days = wholeNumber(intent.metadata.ad_duration_days);
  const payerId = wholeNumber(intent.metadata.user_id) ?? null;
  if (intent.metadata.product !== MARKETPLACE_RENEWAL_PRODUCT || postId === undefined || days === undefined) {
    throw invalid("paymentintentid", MARKETPLACE_POST_MANAGE_MESSAGES.renewalNotForPost);
  }
  const [post] = await db.select().from(marketplacePosts).where(eq(marketplacePosts.id, postId));
  const reference = `marketplace_post:${postId}`;
  const refundAndFail = async (reason: string): Promise<never> => {
    await refundPayment({ db, clock, payments }, { providerPaymentId: intent.id, reason, email: intent.customerEmail, reference });
    throw new AppError("CONFLICT", MARKETPLACE_POST_MANAGE_MESSAGES.renewalRefunded);
  };
  if (!post) return refundAndFail("marketplace post not found");
  if (marketplacePostCents(days, post.featured) !== intent.amountCents) {
    throw invalid("paymentintentid", "This payment's amount is not the price of this renewal.");
  }
  const [recorded] = await db
    .select({ status: paymentsTable.status })
    .from(paymentsTable)
    .where(and(eq(paymentsTable.provider, payments.kind), eq(paymentsTable.providerPaymentId, intent.id)));
  if (recorded?.status === "refunded") throw new AppError("CONFLICT", MARKETPLACE_POST_MANAGE_MESSAGES.renewalRefunded);
  if (recorded) return { postId, isNew: false };

  const now = clock.now();
  const outcome = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(marketplacePosts).where(eq(marketplacePosts.id, postId)).for("update");
    const [listing] = locked?.listingId == null ? [] : await tx.select().from(listings).where(eq(listings.id, locked.listingId)).for("update");
    if (!locked || !listing || !canDo(stateOf(locked, listing, now), "renew")) return { kind: "not-renewable" } as const;
    const written = await tx
      .insert(paymentsTable)
      .values({
        provider: payments.kind,
        providerPaymentId: intent.id,
        purpose: "marketplace-post",
        amountCents: intent.amountCents,
        currency: intent.currency.toUpperCase(),
        userId: payerId,
        email: intent.customerEmail,
        reference,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: paymentsTable.id });
    const paymentRowId = written[0]?.id;
    if (paymentRowId === undefined) return { kind: "repeat" } as const;
    await queueReceiptEmail({ db: tx, clock, jobs: deps.jobs, config: deps.config, origin: deps.origin }, { paymentId: paymentRowId });
    const wasEnded = stateOf(locked, listing, now) === "ended";
    const paidTime = (paidAt ?? now).getTime();
    const currentEnd = adEndsAtOf(locked, listing)?.getTime() ?? paidTime;
    const adEndsAt = new Date(Math.max(currentEnd, paidTime) + days * DAY_MS).toISOString();
    const details: Record<string, unknown> = { ...listing.details, adEndsAt };
    if (wasEnded) delete details.pausedAt;
    await tx
      .update(listings)
      .set({ details, ...(wasEnded ? { status: "active" as const } : {}), updatedAt: now })
      .where(eq(listings.id, listing.id));
    return { kind: "renewed", listingId: listing.id } as const;
  });
  if (outcome.kind === "not-renewable") return refundAndFail("marketplace post can no longer be renewed");
  if (outcome.kind === "repeat") return { postId, isNew: false };
  await publishListingChange(deps, outcome.listingId);
  return { postId, isNew: true };
}

/**
 * The page's check after the card form: the payment must be a renewal of this post (the
 * business's own) that succeeded; it is then settled once.
 */
export async function verifyMarketplaceRenewal(
  deps: RenewalDeps,
  { userId, postId, paymentIntentId }: { userId: number; postId: number; paymentIntentId: string },
): Promise<BusinessMarketplacePostView> {
  await ownedPost(deps.db, userId, postId);
  let intent: PaymentIntent;
  try {
    intent = await deps.payments.retrievePaymentIntent(paymentIntentId);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.type === "invalid_request_error") {
      throw invalid("paymentintentid", MARKETPLACE_POST_MANAGE_MESSAGES.renewalNotForPost);
    }
    throw error;
  }
  if (intent.metadata.product !== MARKETPLACE_RENEWAL_PRODUCT || intent.metadata.marketplace_request_id !== String(postId)) {
    throw invalid("paymentintentid", MARKETPLACE_POST_MANAGE_MESSAGES.renewalNotForPost);
  }
  if (intent.status !== "succeeded") throw invalid("paymentintentid", MARKETPLACE_POST_MANAGE_MESSAGES.renewalNotSucceeded);
  await settleMarketplaceRenewal(deps, { intent });
  const { post, listing } = await ownedPost(deps.db, userId, postId);
  return viewOfPost(deps, post, listing);
}
