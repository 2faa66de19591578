import { eq } from "drizzle-orm";
import { ADMIN_BUSINESS_MESSAGES, adminReasonError, adminText } from "../../../../core/admin-business-accounts";
import { businessAccounts, type BusinessAccountRow } from "../../../db/schema/business";
import { listings } from "../../../db/schema/catalogue";
import { AppError } from "../../../kernel/errors";
import { invalidateCatalogue } from "../../catalogue/invalidate-catalogue";
import { queueEmail } from "../../mail/queue-email";
import { dashboardUrl, type SignupDeps } from "../../signup/signup-deps";
import type { AdminActor } from "../admin-actor";
import { recordAdminAction } from "../audit-log";
import { accountAuditState, accountTarget } from "./account-audit";

export type ReleaseClaimOptions = { accountId: number; reason: string | null | undefined; admin: AdminActor };

/**
 * An admin takes a claim back (issue 20), pending or verified: the claim becomes `released`, the
 * account no longer owns the listing (which is free to claim again), and the claimant is e-mailed
 * the reason. Locks the listing, then the account, in the order every claim verification does.
 * Nothing is refunded here: a refund is its own decision, in the money section.
 */
export async function releaseClaim(deps: SignupDeps, { accountId, reason, admin }: ReleaseClaimOptions): Promise<{ account: BusinessAccountRow; listingName: string }> {
  const reasonError = adminReasonError(reason);
  if (reasonError) throw new AppError("VALIDATION_FAILED", reasonError, { reason: [reasonError] });
  const reasonText = adminText(reason) ?? "";
  const { db, clock } = deps;
  const released = await db.transaction(async (tx) => {
    const [claim] = await tx.select({ listingId: businessAccounts.claimListingId, status: businessAccounts.claimStatus }).from(businessAccounts).where(eq(businessAccounts.id, accountId));
    if (!claim) throw new AppError("NOT_FOUND", ADMIN_BUSINESS_MESSAGES.notFound);
    if (claim.status === null || claim.listingId === null) throw new AppError("CONFLICT", ADMIN_BUSINESS_MESSAGES.noClaim);
    const [listing] = await tx.select({ id: listings.id, title: listings.title }).from(listings).where(eq(listings.id, claim.listingId)).for("update");
    const [account] = await tx.select().from(businessAccounts).where(eq(businessAccounts.id, accountId)).for("update");
    if (!account || account.claimStatus === null) throw new AppError("CONFLICT", ADMIN_BUSINESS_MESSAGES.noClaim);
    if (account.claimStatus === "lost" || account.claimStatus === "released") throw new AppError("CONFLICT", ADMIN_BUSINESS_MESSAGES.claimAlreadyClosed);
    const now = clock.now();
    const ownedListing = account.claimStatus === "verified" && account.listingId === account.claimListingId;
    const [row] = await tx
      .update(businessAccounts)
      .set({
        claimStatus: "released",
        ...(ownedListing ? { listingId: null } : {}),
        claimTokenHash: null,
        claimTokenExpiresAt: null,
        updatedAt: now,
      })
      .where(eq(businessAccounts.id, account.id))
      .returning();
    if (!row) throw new Error("claim release returned no row");
    const listingName = listing?.title ?? account.name;
    await queueEmail({
      db: tx,
      jobs: deps.jobs,
      clock,
      config: deps.config,
      origin: deps.origin,
      to: row.email,
      template: { name: "business-claim", step: "released", listingName, link: dashboardUrl(deps), reason: reasonText },
    });
    await recordAdminAction({ db: tx, clock }, admin, {
      action: "business_accounts.review",
      event: "business_account.claim_release",
      target: accountTarget(row.id),
      summary: `Released the ${account.claimStatus} claim of ${listingName} by ${row.email}: ${reasonText}`,
      before: accountAuditState(account),
      after: { ...accountAuditState(row), reason: reasonText },
    });
    return { account: row, listingName };
  });
  invalidateCatalogue({ cache: deps.catalogueCache });
  return released;
}
