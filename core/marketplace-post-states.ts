import { formatPlanDay } from "./business-plan";

/**
 * A marketplace post as its business sees it on /dashboard/posts (issue 19 "Marketplace posts
 * belong to their business"), and what may be done with it in each state. The server's guards and
 * the page's buttons ask the same table (decision 041).
 */
/** awaiting_approval: paid, held for an admin's approval (the console's "new posts wait for approval"). */
export const MARKETPLACE_POST_STATES = ["awaiting_payment", "awaiting_approval", "live", "paused", "ended", "refunded"] as const;
export type MarketplacePostState = (typeof MARKETPLACE_POST_STATES)[number];

export type MarketplacePostAction = "edit" | "pause" | "resume" | "renew";

const ALLOWED: Record<MarketplacePostState, readonly MarketplacePostAction[]> = {
  awaiting_payment: [],
  awaiting_approval: ["edit"],
  live: ["edit", "pause", "renew"],
  paused: ["edit", "resume", "renew"],
  ended: ["renew"],
  refunded: [],
};

export function canDo(state: MarketplacePostState, action: MarketplacePostAction): boolean {
  return ALLOWED[state].includes(action);
}

/** What the server knows of a post: its payment, its offer listing and the ad's end. */
export type MarketplacePostFacts = {
  status: "awaiting_payment" | "paid" | "refunded";
  /** The offer listing's status (in_review: waiting for an admin's approval); null when the post has no listing (not paid, or removed). */
  listingStatus: "active" | "in_review" | "in_active" | null;
  /** ISO time the business paused it, or null. */
  pausedAt: string | null;
  /** ISO time the paid ad ends; null before payment. */
  adEndsAt: string | null;
};

/**
 * A paid post waits for approval while its listing is in review (the ad's days start when an
 * admin approves it), is ended once its ad's end has passed (even before the hourly job takes its
 * listing down), paused while its business has paused it, and live while its listing is shown.
 */
export function marketplacePostStateOf(facts: MarketplacePostFacts, now: Date): MarketplacePostState {
  if (facts.status !== "paid") return facts.status;
  if (facts.listingStatus === "in_review") return "awaiting_approval";
  const endsAt = facts.adEndsAt === null ? Number.NaN : Date.parse(facts.adEndsAt);
  if (facts.listingStatus === null || Number.isNaN(endsAt) || endsAt <= now.getTime()) return "ended";
  if (facts.pausedAt !== null) return "paused";
  return facts.listingStatus === "active" ? "live" : "ended";
}

/** The state in words, as the dashboard's list shows it: "Live until 12 March 2027". */
export function marketplacePostStateLabel(state: MarketplacePostState, adEndsAt: string | null): string {
  const day = adEndsAt === null ? null : formatPlanDay(adEndsAt);
  switch (state) {
    case "awaiting_payment":
      return "Awaiting payment";
    case "awaiting_approval":
      return "Waiting for approval";
    case "live":
      return day ? `Live until ${day}` : "Live";
    case "paused":
      return day ? `Paused (the ad still ends ${day})` : "Paused";
    case "ended":
      return day ? `Ended ${day}` : "Ended";
    case "refunded":
      return "Refunded";
  }
}

/** The refusals and confirmations of the dashboard's post operations, one per rule. */
export const MARKETPLACE_POST_MANAGE_MESSAGES = {
  notFound: "No marketplace post found",
  notABusiness: "Only business accounts can manage marketplace posts.",
  accountInactive: "Your business account is not active. Please contact support.",
  cannotEdit: "Only a live, paused or waiting post can be edited.",
  cannotPause: "Only a live post can be paused.",
  cannotResume: "Only a paused post whose ad has not ended can be resumed. Renew it to show it again.",
  cannotRenew: "Only a post that was paid for can be renewed.",
  saved: "Your post is saved. Couples see the change now.",
  savedPaused: "Your post is saved. It stays paused until you resume it.",
  paused: "Your post is paused: couples no longer see it. The ad's end date does not move.",
  resumed: "Your post is live again.",
  renewed: "Thank you: your ad now runs longer.",
  renewalNotForPost: "This payment is not a renewal of this post.",
  renewalNotSucceeded: "This payment has not succeeded.",
  renewalRefunded: "Oops! Something went wrong please try again later. The amount charged will be refuded",
  notAvailable: "This deal is not available right now.",
} as const;
