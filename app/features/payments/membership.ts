import { FREE_PASS_DEAL_REQUESTS } from "../../../core/deal-rules";
import { canUpgrade, type MenuUser } from "../../../core/member-rules";
import { VIP_ACCESS_CENTS } from "../../../core/pricing";
import { formatDollars } from "../../../core/money";

/** docs/product.md §1: the premium perks of VIP Access, in its order. */
export const VIP_PERKS = [
  "Dedicated travel advisor",
  "Concierge service",
  "Advisor-curated hotel recommendations",
  "Personalized itinerary planning",
  "Exclusive perks and amenities",
  "Hotel discounts",
] as const;

/** "$99": VIP Access's yearly price as the page states it (docs/product.md §9). */
export const VIP_YEARLY_PRICE = formatDollars(VIP_ACCESS_CENTS);

/** A row of the Free Pass vs VIP Access table: what each plan gives (true, false or a few words). */
export type PlanComparisonRow = { feature: string; freePass: boolean | string; vip: boolean | string };

export const PLAN_COMPARISON: readonly PlanComparisonRow[] = [
  { feature: "Marketplace deals", freePass: true, vip: true },
  { feature: "Deal requests", freePass: `Up to ${FREE_PASS_DEAL_REQUESTS}`, vip: "Unlimited" },
  { feature: "Tailored offers by e-mail", freePass: true, vip: true },
  ...VIP_PERKS.map((perk) => ({ feature: perk, freePass: false, vip: true })),
];

/** docs/product.md §8: what the page says when the server could not confirm a subscription payment. */
export const PAYMENT_VERIFICATION_FAILED = "Payment verification failed please try again after sometimes!..";

/** docs/product.md §4 and §9: after a subscription payment succeeds, the page reloads after 5 seconds. */
export const SUCCESS_RELOAD_SECONDS = 5;

/** Who is looking at a VIP page: Join Now does something different for each. */
export type Membership =
  | { kind: "visitor" }
  /** Signed in, without a running subscription (docs/product.md §6: the upgrade is offered). */
  | { kind: "member" }
  /** VIP Access runs; `runsUntil` is the date as pages show it, null when it has no end. */
  | { kind: "subscriber"; runsUntil: string | null };

/** "June 1, 2027", in UTC so the server's text is the browser's. */
export function formatDay(iso: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(date);
}

/** docs/product.md §2 and §6, through core's canUpgrade: an expired subscription is no subscription. */
export function membershipOf(user: Pick<MenuUser, "subscription_sku" | "subscription_expires_at"> | null, now: Date): Membership {
  if (!user) return { kind: "visitor" };
  if (canUpgrade(user, now)) return { kind: "member" };
  return { kind: "subscriber", runsUntil: user.subscription_expires_at ? formatDay(user.subscription_expires_at) : null };
}
