import { eq } from "drizzle-orm";
import { planInWords } from "../../../core/business-plan";
import { planStateOf, type PlanState } from "../../../core/plan-term";
import type { Clock } from "../../kernel/clock";
import type { BusinessAccountStatus } from "../../../core/business-signup-rules";
import type { Database } from "../../db/client";
import { businessAccounts, type BusinessAccountRow, type BusinessKind, type BusinessSubmission } from "../../db/schema/business";
import { listings } from "../../db/schema/catalogue";
import { claimVerificationFor } from "./claims";

export type BusinessDashboard = {
  id: number;
  kind: BusinessKind;
  status: BusinessAccountStatus;
  mode: "create" | "claim";
  name: string;
  email: string;
  submission: BusinessSubmission;
  /** The profile's page once it is public; null while in review or for a profile not shown. */
  listingPath: string | null;
  /** Whether the account has a listing of its own (a created profile, or a verified claim's). */
  hasListing: boolean;
  payment: { method: "card" | "invoice" | null; isPaid: boolean; amountCents: number | null };
  /** The plan in words ("Spotlight hotel, 101-200 rooms, $2,500 a year, renews 12 March 2027"). */
  plan: string;
  /** The plan's state (decision 038): active, ends soon, cancelled at term end, expired, unpaid, invoiced. */
  planState: PlanState;
  createdAt: string;
  /** A claim's state and how to verify it (decision 033); null for a profile the business created. */
  claim: DashboardClaim | null;
};

export type DashboardClaim = {
  status: "pending" | "verified" | "lost" | "released";
  listingName: string;
  /** Pending: the address the verification link went to, or null when our team verifies. */
  linkSentTo: string | null;
  /** Whether a new link can be sent (the business's address is on the listing's website domain). */
  canSendLink: boolean;
  /** Lost: the card payment given back, in cents. */
  refundCents: number | null;
};

/**
 * What the limited business dashboard shows (decision 019): the account's review state and what the
 * business submitted. Only the signed-in user's own account: there is no id to guess.
 */
export async function getBusinessDashboard({ db, clock }: { db: Database; clock: Clock }, userId: number): Promise<BusinessDashboard | null> {
  const [row] = await db
    .select({ account: businessAccounts, listingSlug: listings.slug, listingStatus: listings.status, listingType: listings.type })
    .from(businessAccounts)
    .leftJoin(listings, eq(listings.id, businessAccounts.listingId))
    .where(eq(businessAccounts.userId, userId))
    .limit(1);
  if (!row) return null;
  const { account } = row;
  const isPublic = row.listingStatus === "active" && row.listingSlug !== null;
  return {
    id: account.id,
    kind: account.kind,
    status: account.status,
    mode: account.mode,
    name: account.name,
    email: account.email,
    submission: account.submission,
    listingPath: isPublic ? (row.listingType === "advisor" ? `/ta/${row.listingSlug}` : `/${row.listingSlug}`) : null,
    hasListing: account.listingId !== null,
    payment: { method: account.paymentMethod, isPaid: account.paidAt !== null, amountCents: account.amountCents },
    plan: planInWords({
      kind: account.kind,
      // An upgraded advisor's plan is Featured (decision 038).
      plan: account.currentPlan ?? account.submission.plan ?? null,
      roomsTier: account.submission.roomsTier ?? null,
      amountCents: account.amountCents,
      couponName: account.couponName,
      paidAt: account.paidAt?.toISOString() ?? null,
      paymentMethod: account.paymentMethod,
      // The stored term (decision 038): a renewal moves its end; a cancelled or expired plan says so.
      termEndsAt: account.termEndsAt?.toISOString() ?? null,
      termVerb: account.planExpiredAt ? "ended" : account.cancelAtTermEnd ? "ends" : "renews",
    }),
    planState: planStateOf(
      {
        paidAt: account.paidAt?.toISOString() ?? null,
        paymentMethod: account.paymentMethod,
        termStartsAt: account.termStartsAt?.toISOString() ?? null,
        termEndsAt: account.termEndsAt?.toISOString() ?? null,
        cancelAtTermEnd: account.cancelAtTermEnd,
      },
      clock.now(),
    ),
    createdAt: account.createdAt.toISOString(),
    claim: await claimOf(db, account),
  };
}

async function claimOf(db: Database, account: BusinessAccountRow): Promise<DashboardClaim | null> {
  if (account.claimStatus === null || account.claimListingId === null) return null;
  const [listing] = await db.select({ title: listings.title, website: listings.website }).from(listings).where(eq(listings.id, account.claimListingId));
  return {
    status: account.claimStatus,
    listingName: listing?.title ?? account.name,
    linkSentTo: account.claimStatus === "pending" ? account.claimVerificationEmail : null,
    canSendLink: account.claimStatus === "pending" && listing !== undefined && claimVerificationFor(account.email, listing) === "email",
    refundCents: account.claimRefundCents,
  };
}
