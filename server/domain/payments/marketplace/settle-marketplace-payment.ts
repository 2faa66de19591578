import { and, eq } from "drizzle-orm";
import { MARKETPLACE_PAYMENT_MESSAGES } from "../../../../core/pricing";
import type { PaymentIntent, PaymentProvider } from "../../../adapters/payments/payment-provider";
import type { Database } from "../../../db/client";
import { marketplacePosts, payments as paymentsTable } from "../../../db/schema/payments";
import type { CatalogueCache } from "../../catalogue/catalogue-cache";
import { invalidateCatalogue } from "../../catalogue/invalidate-catalogue";
import type { Clock } from "../../../kernel/clock";
import { AppError } from "../../../kernel/errors";
import { queueRefundEmail, type PaymentEmailDeps } from "../receipt-email";
import { refundPayment } from "../refund-payment";
import { publishMarketplacePost } from "./publish-marketplace-post";

export type SettleMarketplacePaymentOptions = Omit<PaymentEmailDeps, "db" | "clock"> & {
  db: Database;
  clock: Clock;
  payments: PaymentProvider;
  catalogueCache?: CatalogueCache;
  /** Told why a paid post could not be published, before the charge is refunded (for the log). */
  reportError?: (error: unknown) => void;
};

export type SettledPayment = { status: "succeeded"; id: string };

/** The answer after a refund: the page shows this message (docs/product.md §8) and a Back To Home button. */
export function refundedError(): AppError {
  return new AppError("CONFLICT", MARKETPLACE_PAYMENT_MESSAGES.failedAndRefunded);
}

function postIdOf(intent: PaymentIntent): number | undefined {
  const text = intent.metadata.marketplace_request_id ?? "";
  return /^[1-9]\d{0,8}$/.test(text) ? Number(text) : undefined;
}

export type SettleMarketplacePaymentRequest = {
  /** The payment, already seen `succeeded` at the provider. */
  intent: PaymentIntent;
  /** Who paid (the page's guestEmail); null from a webhook: the post's own e-mail is kept then. */
  email: string | null;
  /**
   * When the provider recorded the success (a webhook's event time). The session must have been
   * open then; without it (the page's verification, right after paying) the session must be open now.
   */
  paidAt?: Date;
};

/**
 * After a marketplace post's payment has succeeded (verified by the caller, or told by the
 * provider's webhook, whichever comes first): publish the post, or, when that cannot be done (its
 * session ended first, it was already paid by another payment, or publishing failed), give the
 * charge back and answer the 'Oops! ... refuded' message. A repeat answers what the first call
 * did, and never refunds twice.
 */
export async function settleMarketplacePayment(
  { db, clock, payments, catalogueCache, reportError, jobs, config, origin }: SettleMarketplacePaymentOptions,
  { intent, email: givenEmail, paidAt }: SettleMarketplacePaymentRequest,
): Promise<SettledPayment> {
  const postId = postIdOf(intent);
  const [post] = postId === undefined ? [] : await db.select().from(marketplacePosts).where(eq(marketplacePosts.id, postId));
  const reference = post ? `marketplace_post:${post.id}` : null;
  const email = givenEmail ?? post?.email ?? intent.customerEmail;

  const refundAndFail = async (reason: string, closePost: boolean): Promise<never> => {
    await refundPayment(
      { db, clock, payments },
      {
        providerPaymentId: intent.id,
        reason,
        email,
        reference,
        alsoInTransaction: async (tx) => {
          if (post && closePost) {
            await tx
              .update(marketplacePosts)
              .set({ status: "refunded", providerPaymentId: intent.id })
              .where(and(eq(marketplacePosts.id, post.id), eq(marketplacePosts.status, "awaiting_payment")));
          }
          // The page says 'Oops! ...'; the e-mail states the refund, also to someone who closed the page.
          await queueRefundEmail(
            { db: tx, clock, jobs, config, origin },
            { provider: payments.kind, providerPaymentId: intent.id, explanation: "Your Romance Marketplace post could not be published, so your payment was given back." },
          );
        },
      },
    );
    throw refundedError();
  };

  if (!post) return refundAndFail("marketplace post not found", false);
  if (intent.amountCents !== post.amountCents) {
    const message = "This payment's amount is not the price of its marketplace post.";
    throw new AppError("VALIDATION_FAILED", message, { paymentintentid: [message] });
  }
  const [recorded] = await db
    .select({ status: paymentsTable.status })
    .from(paymentsTable)
    .where(and(eq(paymentsTable.provider, payments.kind), eq(paymentsTable.providerPaymentId, intent.id)));
  if (recorded?.status === "refunded") throw refundedError();
  if (post.status === "paid" && post.providerPaymentId === intent.id) return { status: "succeeded", id: intent.id };
  if (post.status === "paid") return refundAndFail("marketplace post already paid by another payment", false);
  if (post.status === "refunded") return refundAndFail("marketplace post closed", false);
  if ((paidAt ?? clock.now()).getTime() >= post.sessionExpiresAt.getTime()) return refundAndFail("payment session expired before the payment", true);

  let outcome;
  try {
    outcome = await publishMarketplacePost({ db, clock, provider: payments.kind, jobs, config, origin }, { postId: post.id, intent, email: email ?? post.email });
  } catch (error) {
    reportError?.(error);
    return refundAndFail("marketplace post could not be published", true);
  }
  if (outcome.status === "not-awaiting-payment") return refundAndFail("marketplace post no longer awaiting payment", false);
  if (outcome.status === "published") invalidateCatalogue({ cache: catalogueCache });
  return { status: "succeeded", id: intent.id };
}
