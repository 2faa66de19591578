import { formatDollars } from "./money";
import { ADVISOR_BASIC_CENTS, ADVISOR_FEATURED_CENTS, BY_QUOTE, DESTINATION_SIGNUP_CENTS, hotelTierFor } from "./pricing";

/** A business listing is paid a year at a time (docs/product.md §9: "$1,500 a year", "$199"). */
export const PLAN_TERM_MONTHS = 12;

/** What the dashboard knows of an account's plan: its kind, what was chosen, and its payment. */
export type BusinessPlanFacts = {
  kind: "hotel" | "advisor" | "destination";
  /** The signup's plan: "advisor-featured" / "advisor-basic" for advisors (a hotel's is always Spotlight). */
  plan?: string | null;
  /** A hotel's room-count tier, as its label ("101-200"). */
  roomsTier?: string | null;
  /** What was charged (after any coupon), in cents; null before payment. */
  amountCents: number | null;
  couponName?: string | null;
  /** When the plan was paid (ISO); null while unpaid. */
  paidAt: string | null;
  paymentMethod: "card" | "invoice" | null;
  /** The stored term's end (decision 038), when it is not a year from `paidAt` (a renewal). */
  termEndsAt?: string | null;
  /** How the term's end reads: "renews" (default), "ends" (cancelled at its end) or "ended" (expired). */
  termVerb?: "renews" | "ends" | "ended";
};

/** "12 March 2027": a day as a person writes it, in UTC so the server's text is the browser's. */
export function formatPlanDay(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(iso));
}

/** The day the plan paid at `paidAt` renews: a term of PLAN_TERM_MONTHS later (31 Jan + 1 year is 31 Jan). */
export function planRenewsOn(paidAt: string): string {
  const paid = new Date(paidAt);
  const renews = new Date(paid.getTime());
  renews.setUTCMonth(renews.getUTCMonth() + PLAN_TERM_MONTHS);
  // 29 February + 1 year: the last day of February, not 1 March.
  if (renews.getUTCDate() !== paid.getUTCDate()) renews.setUTCDate(0);
  return renews.toISOString();
}

/** The plan's name and yearly list price (cents, or by quote). */
function planName(facts: BusinessPlanFacts): { name: string; yearly: number | typeof BY_QUOTE } {
  switch (facts.kind) {
    case "hotel": {
      const tier = facts.roomsTier ? hotelTierFor(facts.roomsTier) : undefined;
      return { name: tier ? `Spotlight hotel, ${tier.label} rooms` : "Spotlight hotel", yearly: tier?.cents ?? BY_QUOTE };
    }
    case "advisor":
      return facts.plan === "advisor-featured"
        ? { name: "Featured travel advisor", yearly: ADVISOR_FEATURED_CENTS }
        : { name: "Basic travel advisor", yearly: ADVISOR_BASIC_CENTS };
    case "destination":
      return { name: "Destination", yearly: DESTINATION_SIGNUP_CENTS };
  }
}

/**
 * The plan in words, as the dashboard shows it: "Spotlight hotel, 101-200 rooms, $2,500 a year,
 * renews 12 March 2027". A discounted payment says what was paid; an unpaid plan says what it waits for.
 */
export function planInWords(facts: BusinessPlanFacts): string {
  const { name, yearly } = planName(facts);
  const price = yearly === BY_QUOTE ? (facts.amountCents ? `${formatDollars(facts.amountCents)} a year (quoted)` : "priced by quote") : `${formatDollars(yearly)} a year`;
  const parts = [name, price];
  if (facts.paidAt) {
    parts.push(`${facts.termVerb ?? "renews"} ${formatPlanDay(facts.termEndsAt ?? planRenewsOn(facts.paidAt))}`);
    const paid = facts.amountCents;
    if (paid !== null && yearly !== BY_QUOTE && paid !== yearly) {
      parts[parts.length - 1] += ` (paid ${formatDollars(paid)}${facts.couponName ? ` with coupon ${facts.couponName}` : ""})`;
    }
  } else {
    parts.push(facts.paymentMethod === "invoice" ? "starts when the invoice is paid" : "not paid yet");
  }
  return parts.join(", ");
}
