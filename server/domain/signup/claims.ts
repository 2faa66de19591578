import { createHash, randomBytes } from "node:crypto";
import { and, eq, inArray, ne } from "drizzle-orm";
import { CLAIM_LINK_HOURS, CLAIM_MESSAGES, claimEvidenceError, isEmailOnDomain, websiteDomain } from "../../../core/claim-rules";
import { HOTEL_LISTING_TYPES, type ListingType } from "../../../core/listing-types";
import type { Database, Transaction } from "../../db/client";
import { businessAccounts, type BusinessAccountRow, type BusinessKind, type ClaimVerification } from "../../db/schema/business";
import { listings } from "../../db/schema/catalogue";
import { AppError } from "../../kernel/errors";
import type { AdminActor } from "../admin/admin-actor";
import { recordAdminAction } from "../admin/audit-log";
import { accountAuditState, accountTarget } from "../admin/business-accounts/account-audit";
import { emailSiteUrl, queueEmail } from "../mail/queue-email";
import { refundPayment } from "../payments/refund-payment";
import { markRefundStated, queueRefundEmail } from "../payments/receipt-email";
import { dashboardUrl, type SignupDeps } from "./signup-deps";

/**
 * Claims of an existing listing (decision 033). A claim is pending until verified, by a one-time
 * link sent to an address on the listing's own website domain or by an admin's approval with
 * evidence. A pending claim locks nothing; the first verified claim sets `listing_id` (unique, so
 * one owner) and closes the others, which are told and, when they paid by card, refunded.
 */

/** A claim's state after the call (decision 033): pending, verified by a link e-mailed, or by our team. */
export type ClaimAnswer = { status: "pending"; verification: "email" | "admin"; message: string };

/** What a claim's answer says about its verification. */
export function claimAnswerOf(account: BusinessAccountRow): ClaimAnswer | null {
  if (account.claimStatus !== "pending") return null;
  return account.claimVerificationEmail
    ? { status: "pending", verification: "email", message: CLAIM_MESSAGES.pendingEmail(account.claimVerificationEmail) }
    : { status: "pending", verification: "admin", message: CLAIM_MESSAGES.pendingAdmin };
}

export const CLAIMABLE_TYPES: Record<BusinessKind, readonly ListingType[]> = {
  hotel: HOTEL_LISTING_TYPES,
  advisor: ["advisor"],
  destination: ["destination"],
};

const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

/** The account that owns a listing (a verified claim, or the profile that created it), if any. */
export async function listingOwner(db: Database | Transaction, listingId: number): Promise<number | null> {
  const [owner] = await db.select({ id: businessAccounts.id }).from(businessAccounts).where(eq(businessAccounts.listingId, listingId)).limit(1);
  return owner?.id ?? null;
}

export function alreadyOwnedError(): AppError {
  return new AppError("CONFLICT", CLAIM_MESSAGES.alreadyOwned);
}

export type ClaimableListing = { id: number; title: string; website: string | null };

/**
 * The active listing of this kind that a claim may ask for: 404 when there is none, 409 (said
 * before any charge) when it already has a verified owner.
 */
export async function claimableListing(db: Database | Transaction, { kind, listingId }: { kind: BusinessKind; listingId: number }): Promise<ClaimableListing> {
  const [listing] = await db
    .select({ id: listings.id, title: listings.title, website: listings.website })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.status, "active"), inArray(listings.type, [...CLAIMABLE_TYPES[kind]])));
  if (!listing) throw new AppError("NOT_FOUND", "No profile to claim was found. Please create a new profile.");
  if ((await listingOwner(db, listing.id)) !== null) throw alreadyOwnedError();
  return listing;
}

/** A new one-time link's token (only in the e-mail) and what the account keeps of it. */
function newClaimLink(now: Date): { token: string; hash: string; expiresAt: Date } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: sha256(token), expiresAt: new Date(now.getTime() + CLAIM_LINK_HOURS * 3_600_000) };
}

/** How a new claim will be verified: by a link to the claimant's address when it is on the listing's website domain. */
export function claimVerificationFor(email: string, listing: Pick<ClaimableListing, "website">): ClaimVerification {
  return isEmailOnDomain(email, websiteDomain(listing.website)) ? "email" : "admin";
}

/**
 * Gives a pending claim a new verification link (the old one stops working) and e-mails it to the
 * claimant's address, which must be on the listing's website domain. In the caller's transaction.
 */
export async function sendClaimLink(tx: Transaction, deps: SignupDeps, account: BusinessAccountRow, listing: Pick<ClaimableListing, "title" | "website">): Promise<void> {
  if (account.claimStatus !== "pending") throw new AppError("CONFLICT", CLAIM_MESSAGES.notPending);
  if (claimVerificationFor(account.email, listing) !== "email") throw new AppError("CONFLICT", CLAIM_MESSAGES.noWebsite);
  const now = deps.clock.now();
  const link = newClaimLink(now);
  await tx
    .update(businessAccounts)
    .set({ claimTokenHash: link.hash, claimTokenExpiresAt: link.expiresAt, claimVerificationEmail: account.email, updatedAt: now })
    .where(eq(businessAccounts.id, account.id));
  await queueEmail({
    db: tx,
    jobs: deps.jobs,
    clock: deps.clock,
    config: deps.config,
    origin: deps.origin,
    to: account.email,
    template: {
      name: "business-claim",
      step: "verify",
      listingName: listing.title,
      link: `${emailSiteUrl(deps.config, deps.origin).replace(/\/$/, "")}/claims/verify?token=${link.token}`,
      expiresInHours: CLAIM_LINK_HOURS,
    },
  });
}

/** The signed-in business's pending claim gets a new link (the dashboard's "Send the link again"). */
export async function resendClaimLink(deps: SignupDeps, userId: number): Promise<{ email: string }> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ account: businessAccounts, title: listings.title, website: listings.website })
      .from(businessAccounts)
      .innerJoin(listings, eq(listings.id, businessAccounts.claimListingId))
      .where(eq(businessAccounts.userId, userId))
      .for("update", { of: businessAccounts });
    if (!row) throw new AppError("NOT_FOUND", "There is no claim on this account.");
    await sendClaimLink(tx, deps, row.account, row);
    return { email: row.account.email };
  });
}

type Verification = { via: "email" } | { via: "admin"; admin: AdminActor; evidence: string };

export type VerifiedClaim = { account: BusinessAccountRow; listingName: string; losers: { id: number; refundCents: number | null }[] };

/**
 * Verifies one pending claim: under a lock on the listing (so two verifications of one listing
 * take turns), the claim becomes the owner unless another was verified first, and every other
 * pending claim of the listing is closed. Then the closed ones are refunded (card payments) and
 * told, with the refund stated.
 */
async function verifyClaim(deps: SignupDeps, accountId: number, verification: Verification): Promise<VerifiedClaim> {
  const { db, clock } = deps;
  const outcome = await db.transaction(async (tx) => {
    const [claim] = await tx.select({ listingId: businessAccounts.claimListingId }).from(businessAccounts).where(eq(businessAccounts.id, accountId));
    if (!claim || claim.listingId === null) throw new AppError("NOT_FOUND", "No claim with this id.");
    // The listing first, then the claims: every verification of one listing locks in that order.
    const [listing] = await tx.select({ id: listings.id, title: listings.title }).from(listings).where(eq(listings.id, claim.listingId)).for("update");
    if (!listing) throw new AppError("NOT_FOUND", "The profile claimed no longer exists.");
    const [account] = await tx.select().from(businessAccounts).where(eq(businessAccounts.id, accountId)).for("update");
    if (!account || account.claimStatus === null || account.claimListingId !== listing.id) throw new AppError("NOT_FOUND", "No claim with this id.");
    if (account.claimStatus === "lost") throw new AppError("CONFLICT", CLAIM_MESSAGES.lost);
    if (account.claimStatus === "verified") return { account, listingName: listing.title, losers: [] as BusinessAccountRow[] };
    if (account.claimStatus !== "pending") throw new AppError("CONFLICT", CLAIM_MESSAGES.notPending);
    if ((await listingOwner(tx, listing.id)) !== null) {
      // Another claim won while this one was open (it should have been closed then): close it now.
      const [lost] = await tx
        .update(businessAccounts)
        .set({ claimStatus: "lost", claimLostAt: clock.now(), claimTokenHash: null, updatedAt: clock.now() })
        .where(eq(businessAccounts.id, account.id))
        .returning();
      return { account: null, listingName: listing.title, losers: lost ? [lost] : [] };
    }
    const now = clock.now();
    const [verified] = await tx
      .update(businessAccounts)
      .set({
        listingId: listing.id,
        claimStatus: "verified",
        claimVerifiedAt: now,
        claimVerifiedBy: verification.via,
        claimEvidence: verification.via === "admin" ? verification.evidence.trim() : null,
        claimApprovedBy: verification.via === "admin" ? verification.admin.userId : null,
        claimTokenHash: null,
        claimTokenExpiresAt: null,
        updatedAt: now,
      })
      .where(eq(businessAccounts.id, account.id))
      .returning();
    if (!verified) throw new Error("claim update returned no row");
    const losers = await tx
      .update(businessAccounts)
      .set({ claimStatus: "lost", claimLostAt: now, claimTokenHash: null, claimTokenExpiresAt: null, updatedAt: now })
      .where(and(eq(businessAccounts.claimListingId, listing.id), eq(businessAccounts.claimStatus, "pending"), ne(businessAccounts.id, account.id)))
      .returning();
    await queueEmail({
      db: tx,
      jobs: deps.jobs,
      clock,
      config: deps.config,
      origin: deps.origin,
      to: verified.email,
      template: { name: "business-claim", step: "verified", listingName: listing.title, link: dashboardUrl(deps) },
    });
    if (verification.via === "admin") {
      await recordAdminAction({ db: tx, clock }, verification.admin, {
        action: "business_accounts.review",
        event: "business_account.claim_approve",
        target: accountTarget(verified.id),
        summary: `Approved the claim of ${listing.title} by ${verified.email}${losers.length > 0 ? `; ${losers.length} other claim${losers.length === 1 ? "" : "s"} closed` : ""}`,
        before: accountAuditState(account),
        after: { ...accountAuditState(verified), closedClaims: losers.map((loser) => loser.id) },
      });
    }
    return { account: verified, listingName: listing.title, losers };
  });
  const losers = [];
  for (const loser of outcome.losers) losers.push({ id: loser.id, refundCents: await closeLostClaim(deps, loser, outcome.listingName) });
  if (outcome.account === null) throw new AppError("CONFLICT", CLAIM_MESSAGES.lost);
  return { account: outcome.account, listingName: outcome.listingName, losers };
}

/** A claim closed because another was verified: its card payment goes back, and it is told so. */
async function closeLostClaim(deps: SignupDeps, loser: BusinessAccountRow, listingName: string): Promise<number | null> {
  let refundCents: number | null = null;
  if (loser.paymentMethod === "card" && loser.providerPaymentId !== null && loser.paidAt !== null) {
    const refund = await refundPayment(deps, {
      providerPaymentId: loser.providerPaymentId,
      reason: `claim of ${listingName} closed: another claim was verified first`,
      email: loser.email,
      reference: `business_account:${loser.id}`,
    });
    refundCents = refund.amountCents;
  }
  await deps.db.transaction(async (tx) => {
    await tx.update(businessAccounts).set({ claimRefundCents: refundCents, updatedAt: deps.clock.now() }).where(eq(businessAccounts.id, loser.id));
    // This e-mail states the refund: no separate refund notice (decision 039).
    if (refundCents !== null && loser.providerPaymentId !== null) {
      await markRefundStated(tx, deps.clock, { provider: deps.payments.kind, providerPaymentId: loser.providerPaymentId });
    }
    await queueEmail({
      db: tx,
      jobs: deps.jobs,
      clock: deps.clock,
      config: deps.config,
      origin: deps.origin,
      to: loser.email,
      template: { name: "business-claim", step: "lost", listingName, link: dashboardUrl(deps), refundCents, wasInvoiced: loser.paymentMethod === "invoice" },
    });
  });
  return refundCents;
}

/** The verification link (POST /business/claims/verify): a token that is current, for a pending claim. */
export async function verifyClaimByLink(deps: SignupDeps, token: string): Promise<VerifiedClaim> {
  const text = token.trim();
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(text)) throw new AppError("BAD_REQUEST", CLAIM_MESSAGES.linkInvalid, { token: [CLAIM_MESSAGES.linkInvalid] });
  const [account] = await deps.db.select().from(businessAccounts).where(eq(businessAccounts.claimTokenHash, sha256(text)));
  if (!account || account.claimStatus !== "pending") throw new AppError("BAD_REQUEST", CLAIM_MESSAGES.linkInvalid, { token: [CLAIM_MESSAGES.linkInvalid] });
  if (account.claimTokenExpiresAt === null || account.claimTokenExpiresAt.getTime() <= deps.clock.now().getTime()) {
    throw new AppError("BAD_REQUEST", CLAIM_MESSAGES.linkExpired, { token: [CLAIM_MESSAGES.linkExpired] });
  }
  return verifyClaim(deps, account.id, { via: "email" });
}

/** An admin approves a pending claim, saying what evidence was checked. */
export async function approveClaim(deps: SignupDeps, { accountId, evidence, admin }: { accountId: number; evidence: string; admin: AdminActor }): Promise<VerifiedClaim> {
  const error = claimEvidenceError(evidence);
  if (error) throw new AppError("VALIDATION_FAILED", error, { evidence: [error] });
  return verifyClaim(deps, accountId, { via: "admin", admin, evidence });
}

/**
 * A destination's payment arrived for a claim already closed (its owner was verified between the
 * claim and the payment): it goes back at once, and the answer says so.
 */
export async function refundPaymentOfLostClaim(
  deps: Pick<SignupDeps, "db" | "clock" | "payments" | "jobs" | "config"> & { origin?: string | undefined },
  { providerPaymentId }: { providerPaymentId: string },
): Promise<void> {
  const [account] = await deps.db
    .select()
    .from(businessAccounts)
    .where(and(eq(businessAccounts.providerPaymentId, providerPaymentId), eq(businessAccounts.claimStatus, "lost")));
  if (!account) return;
  const refund = await refundPayment(deps, {
    providerPaymentId,
    reason: "claim closed before its payment: another claim was verified first",
    email: account.email,
    reference: `business_account:${account.id}`,
    // The page (or nobody, when only the webhook saw the payment) states it; the e-mail always does.
    alsoInTransaction: (tx) => queueRefundEmail({ ...deps, db: tx }, { provider: deps.payments.kind, providerPaymentId, explanation: CLAIM_MESSAGES.lost }).then(() => undefined),
  });
  await deps.db.update(businessAccounts).set({ claimRefundCents: refund.amountCents, updatedAt: deps.clock.now() }).where(eq(businessAccounts.id, account.id));
  throw new AppError("CONFLICT", `${CLAIM_MESSAGES.lost} ${CLAIM_MESSAGES.refunded(refund.amountCents)}`);
}
