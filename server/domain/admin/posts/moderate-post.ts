import { eq } from "drizzle-orm";
import { MODERATION_MESSAGES, MODERATION_REASON_LENGTH } from "../../../../core/admin-moderation";
import { marketplacePostEditBody } from "../../../../core/contracts/business-marketplace-post-schemas";
import { validUntilMessage } from "../../../../core/marketplace-post-rules";
import { canDo } from "../../../../core/marketplace-post-states";
import type { AppServices } from "../../../app-context";
import type { Transaction } from "../../../db/client";
import { listings, type ListingRow } from "../../../db/schema/catalogue";
import { marketplacePosts, type MarketplacePostRow } from "../../../db/schema/payments";
import { AppError, notFound } from "../../../kernel/errors";
import { stateOf } from "../../payments/marketplace/business-marketplace-posts";
import { publishListingChange, writeMarketplacePostEdit } from "../../payments/marketplace/manage-marketplace-post";
import { emailSiteUrl, queueEmail } from "../../mail/queue-email";
import { queueRefundEmail } from "../../payments/receipt-email";
import { refundPayment } from "../../payments/refund-payment";
import type { AdminActor } from "../admin-actor";
import { auditState, recordAdminAction } from "../audit-log";
import { parseAdminInput } from "../parse-admin-input";
import { adminPostOf, getAdminPost } from "./admin-posts";

const DAY_MS = 24 * 3600 * 1000;

export type ModerationDeps = Pick<AppServices, "db" | "clock" | "jobs" | "config" | "payments" | "catalogueCache"> & { origin?: string | undefined };

/** What the audit keeps of a post: its words, prices and state (never the payment's secrets). */
function postAudit(post: MarketplacePostRow, listing: ListingRow | null, now: Date) {
  const view = adminPostOf(post, listing, now);
  return auditState({
    title: view.title,
    description: view.description,
    destination: view.destination,
    dealPriceCents: view.dealPriceCents,
    validUntil: view.validUntil,
    state: view.state,
    listingStatus: listing?.status ?? null,
    adEndsAt: view.adEndsAt,
  });
}

async function lockPost(tx: Transaction, postId: number): Promise<{ post: MarketplacePostRow; listing: ListingRow | null }> {
  const [post] = await tx.select().from(marketplacePosts).where(eq(marketplacePosts.id, postId)).for("update");
  if (!post) throw notFound(MODERATION_MESSAGES.postNotFound);
  const [listing] = post.listingId === null ? [] : await tx.select().from(listings).where(eq(listings.id, post.listingId)).for("update");
  return { post, listing: listing ?? null };
}

/**
 * Approves a post held for approval: its listing goes live now and its ad's days start now (the
 * business paid for days on show, not days in the queue); the business is e-mailed that it is live.
 */
export async function approveMarketplacePost(deps: ModerationDeps, admin: AdminActor, postId: number) {
  const now = deps.clock.now();
  const listingId = await deps.db.transaction(async (tx) => {
    const { post, listing } = await lockPost(tx, postId);
    if (!listing || stateOf(post, listing, now) !== "awaiting_approval") throw new AppError("CONFLICT", MODERATION_MESSAGES.notAwaitingApproval);
    const adEndsAt = new Date(now.getTime() + post.adDurationDays * DAY_MS).toISOString();
    const [approved] = await tx
      .update(listings)
      .set({ status: "active", publishedAt: now, details: { ...listing.details, adEndsAt }, updatedAt: now })
      .where(eq(listings.id, listing.id))
      .returning();
    await recordAdminAction({ db: tx, clock: deps.clock }, admin, {
      action: "posts.moderate",
      event: "marketplace_post.approve",
      target: { type: "marketplace_post", id: post.id },
      summary: `Approved marketplace post "${post.title}" by ${post.businessName}`,
      before: postAudit(post, listing, now),
      after: postAudit(post, approved ?? null, now),
    });
    await queueEmail({
      db: tx,
      jobs: deps.jobs,
      clock: deps.clock,
      config: deps.config,
      ...(deps.origin ? { origin: deps.origin } : {}),
      to: post.email,
      template: {
        name: "marketplace-post-approved",
        title: post.title,
        adDurationDays: post.adDurationDays,
        adEndsAt,
        dashboardLink: `${emailSiteUrl(deps.config, deps.origin)}/dashboard/posts/${post.id}`,
      },
    });
    return listing.id;
  });
  await publishListingChange(deps, listingId);
  return getAdminPost(deps, postId);
}

/**
 * Corrects a post's title, text, destination, price per stay or last day (the request form's
 * rules, as the business's own edit), while it is live, paused or waiting for approval.
 */
export async function editMarketplacePostAsAdmin(deps: ModerationDeps, admin: AdminActor, postId: number, input: unknown) {
  const fields = parseAdminInput(marketplacePostEditBody, input);
  const now = deps.clock.now();
  const validUntilProblem = validUntilMessage(fields.validUntil, now);
  if (validUntilProblem !== null) throw new AppError("VALIDATION_FAILED", validUntilProblem, { valid_until: [validUntilProblem] });
  const listingId = await deps.db.transaction(async (tx) => {
    const { post, listing } = await lockPost(tx, postId);
    if (!listing || !canDo(stateOf(post, listing, now), "edit")) throw new AppError("CONFLICT", MODERATION_MESSAGES.cannotEdit);
    await writeMarketplacePostEdit(tx, { post, listing, fields, now });
    const after = await lockPost(tx, postId);
    await recordAdminAction({ db: tx, clock: deps.clock }, admin, {
      action: "posts.moderate",
      event: "marketplace_post.edit",
      target: { type: "marketplace_post", id: post.id },
      summary: `Edited marketplace post "${fields.title}" by ${post.businessName}`,
      before: postAudit(post, listing, now),
      after: postAudit(after.post, after.listing, now),
    });
    return listing.id;
  });
  await publishListingChange(deps, listingId);
  return getAdminPost(deps, postId);
}

function reasonOf(value: unknown): string {
  const reason = typeof value === "string" ? value.trim() : "";
  if (reason.length < MODERATION_REASON_LENGTH.min || reason.length > MODERATION_REASON_LENGTH.max || reason.includes("\u0000")) {
    throw new AppError("VALIDATION_FAILED", MODERATION_MESSAGES.reasonRequired, { reason: [MODERATION_MESSAGES.reasonRequired] });
  }
  return reason;
}

/**
 * Takes a paid post down for breaking the rules: the purchase is refunded in full through the
 * payment provider, the post marked refunded and its listing taken off the marketplace, and the
 * business e-mailed the refund with the reason, all with the refund's record in one transaction.
 * Renewal payments are left to the money section.
 */
export async function takeDownMarketplacePost(deps: ModerationDeps, admin: AdminActor, postId: number, input: { reason?: unknown }) {
  const reason = reasonOf(input.reason);
  const now = deps.clock.now();
  const [current] = await deps.db.select().from(marketplacePosts).where(eq(marketplacePosts.id, postId));
  if (!current) throw notFound(MODERATION_MESSAGES.postNotFound);
  if (current.status !== "paid" || current.providerPaymentId === null) throw new AppError("CONFLICT", MODERATION_MESSAGES.cannotTakeDown);
  const providerPaymentId = current.providerPaymentId;
  const explanation = `Amora's team took down your marketplace post "${current.title}": ${reason}`;
  let listingId: number | null = null;
  await refundPayment(deps, {
    providerPaymentId,
    reason: `Marketplace post taken down: ${reason}`.slice(0, 500),
    email: current.email,
    reference: `marketplace_post:${current.id}`,
    alsoInTransaction: async (tx) => {
      const { post, listing } = await lockPost(tx, postId);
      // A second take-down (or a refund made meanwhile) finds the post refunded: nothing more.
      if (post.status !== "paid") return;
      await tx.update(marketplacePosts).set({ status: "refunded" }).where(eq(marketplacePosts.id, post.id));
      let after: ListingRow | null = null;
      if (listing) {
        [after = null] = await tx
          .update(listings)
          .set({ status: "in_active", details: { ...listing.details, takenDownAt: now.toISOString(), takedownReason: reason, takenDownBy: admin.email }, updatedAt: now })
          .where(eq(listings.id, listing.id))
          .returning();
        listingId = listing.id;
      }
      await queueRefundEmail({ ...deps, db: tx }, { provider: deps.payments.kind, providerPaymentId, explanation });
      await recordAdminAction({ db: tx, clock: deps.clock }, admin, {
        action: "posts.moderate",
        event: "marketplace_post.take_down",
        target: { type: "marketplace_post", id: post.id },
        summary: `Took down marketplace post "${post.title}" by ${post.businessName} and refunded it: ${reason}`,
        before: postAudit(post, listing, now),
        after: { ...postAudit({ ...post, status: "refunded" }, after, now), reason, refundedPayment: providerPaymentId },
      });
    },
  });
  if (listingId !== null) await publishListingChange(deps, listingId);
  return getAdminPost(deps, postId);
}
