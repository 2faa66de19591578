import { formatPlanDay, planRenewsOn } from "./business-plan";
import { ADVISOR_BASIC_CENTS, ADVISOR_FEATURED_CENTS, BY_QUOTE, DESTINATION_SIGNUP_CENTS, hotelTierFor, type ByQuote } from "./pricing";

/**
 * A business plan's term (issue 19 "Annual plans have a term", decision 038): a year from the day
 * it is paid, renewed from its end (or from the renewal's day once it has expired), reminded at 30
 * and 7 days, and upgraded from Basic to Featured with the unused days of Basic credited. The
 * server's jobs and guards and the dashboard's words all ask these rules.
 */

export const DAY_MS = 86_400_000;

/** Days before the term's end that the business is e-mailed, the earliest first. */
export const PLAN_REMINDER_DAYS = [30, 7] as const;
export type PlanReminderDays = (typeof PLAN_REMINDER_DAYS)[number];

/** Within this many days of its end the dashboard says the plan "ends soon" and offers Renew. */
export const ENDS_SOON_DAYS = 30;

/** The least a card payment can be (Stripe's minimum charge in USD). */
export const MIN_CARD_CENTS = 50;

/** What a business pays for: its kind, the plan chosen (advisors), and a hotel's room tier. */
export type PlanProductFacts = {
  kind: "hotel" | "advisor" | "destination";
  /** "advisor-featured" / "advisor-basic" for advisors; anything for the other kinds. */
  plan?: string | null;
  /** A hotel's room-count tier label ("101-200"). */
  roomsTier?: string | null;
};

export type PlanProduct = "hotel" | "advisor-basic" | "advisor-featured" | "destination";

export function planProductOf(facts: PlanProductFacts): PlanProduct {
  if (facts.kind === "advisor") return facts.plan === "advisor-featured" ? "advisor-featured" : "advisor-basic";
  return facts.kind;
}

/** A plan's price for a year at today's list price (core/pricing.ts), or by quote (300+, Multi-property). */
export function planYearCents(facts: PlanProductFacts): number | ByQuote {
  switch (planProductOf(facts)) {
    case "hotel": {
      const tier = facts.roomsTier ? hotelTierFor(facts.roomsTier) : undefined;
      return tier ? tier.cents : BY_QUOTE;
    }
    case "advisor-basic":
      return ADVISOR_BASIC_CENTS;
    case "advisor-featured":
      return ADVISOR_FEATURED_CENTS;
    case "destination":
      return DESTINATION_SIGNUP_CENTS;
  }
}

export type PlanTermFacts = {
  /** When the plan was first paid (ISO); null while unpaid. */
  paidAt: string | null;
  paymentMethod: "card" | "invoice" | null;
  /** The current term (ISO); when only paidAt is known, the term is a year from it. */
  termStartsAt: string | null;
  termEndsAt: string | null;
  cancelAtTermEnd: boolean;
};

export type PlanTerm = { startsAt: string; endsAt: string };

/** The current term, or null for a plan never paid. */
export function planTermOf(facts: Pick<PlanTermFacts, "paidAt" | "termStartsAt" | "termEndsAt">): PlanTerm | null {
  if (facts.termStartsAt && facts.termEndsAt) return { startsAt: facts.termStartsAt, endsAt: facts.termEndsAt };
  return facts.paidAt ? { startsAt: facts.paidAt, endsAt: planRenewsOn(facts.paidAt) } : null;
}

/**
 * unpaid: created but never paid (a destination before payment, a declined card), Pay offered;
 * invoiced: waits for its invoice; active; ends-soon: within ENDS_SOON_DAYS of its end;
 * cancelled: ends at the term's end without renewing; expired: the term is over.
 */
export type PlanState = "unpaid" | "invoiced" | "active" | "ends-soon" | "cancelled" | "expired";

export function planStateOf(facts: PlanTermFacts, now: Date): PlanState {
  const term = planTermOf(facts);
  if (!term) return facts.paymentMethod === "invoice" ? "invoiced" : "unpaid";
  const left = Date.parse(term.endsAt) - now.getTime();
  if (left <= 0) return "expired";
  if (facts.cancelAtTermEnd) return "cancelled";
  return left <= ENDS_SOON_DAYS * DAY_MS ? "ends-soon" : "active";
}

/** Whole days until the term ends, a day begun counting as a day (0 once it has ended). */
export function daysLeftOf(termEndsAt: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(termEndsAt) - now.getTime()) / DAY_MS));
}

/**
 * The reminder due now for a term ending at `termEndsAt`: 30 while 7 < days left <= 30, 7 while
 * 0 < days left <= 7, else null. A job that runs late sends the nearer reminder only, never both.
 */
export function reminderDueOf(termEndsAt: string, now: Date): PlanReminderDays | null {
  const left = Date.parse(termEndsAt) - now.getTime();
  if (left <= 0) return null;
  if (left <= 7 * DAY_MS) return 7;
  if (left <= 30 * DAY_MS) return 30;
  return null;
}

/**
 * The term a renewal paid now buys: a year from the current term's end, or from now when the plan
 * has already expired (no days are sold twice, none are lost).
 */
export function renewedTermOf(currentEndsAt: string | null, now: Date): PlanTerm {
  const startsAt = currentEndsAt && Date.parse(currentEndsAt) > now.getTime() ? currentEndsAt : now.toISOString();
  return { startsAt, endsAt: planRenewsOn(startsAt) };
}

export type UpgradeQuote = {
  /** Featured's yearly price. */
  featuredCents: number;
  /** What Basic was paid for the whole term. */
  basicCents: number;
  /** Days in the term, and those not yet begun (credited). */
  termDays: number;
  unusedDays: number;
  /** Basic's unused part, pro rata by days, rounded to the cent. */
  creditCents: number;
  /** What the upgrade costs: Featured less the credit, never under the least card charge. */
  chargeCents: number;
};

/**
 * Basic -> Featured mid-term: Featured's price less the unused part of Basic, pro rata by whole
 * days (a day already begun is used). The term's end stays as it is.
 */
export function upgradeQuoteOf({ term, now, basicCents = ADVISOR_BASIC_CENTS, featuredCents = ADVISOR_FEATURED_CENTS }: { term: PlanTerm; now: Date; basicCents?: number; featuredCents?: number }): UpgradeQuote {
  const start = Date.parse(term.startsAt);
  const end = Date.parse(term.endsAt);
  const termDays = Math.max(1, Math.round((end - start) / DAY_MS));
  const unusedDays = Math.min(termDays, Math.max(0, Math.floor((end - now.getTime()) / DAY_MS)));
  const creditCents = Math.round((basicCents * unusedDays) / termDays);
  const chargeCents = Math.max(MIN_CARD_CENTS, featuredCents - creditCents);
  return { featuredCents, basicCents, termDays, unusedDays, creditCents, chargeCents };
}

/** "12 March 2026 to 12 March 2027". */
export function termInWords(term: PlanTerm): string {
  return `${formatPlanDay(term.startsAt)} to ${formatPlanDay(term.endsAt)}`;
}

/** What the dashboard says of the plan's state, in a sentence. */
export function planStateInWords(state: PlanState, term: PlanTerm | null, now: Date): string {
  switch (state) {
    case "unpaid":
      return "Not paid yet. Pay for your plan to make your listing live with everything it includes.";
    case "invoiced":
      return "Invoice sent: your plan starts when it is paid.";
    case "active":
      return term ? `Active until ${formatPlanDay(term.endsAt)}.` : "Active.";
    case "ends-soon": {
      const days = term ? daysLeftOf(term.endsAt, now) : 0;
      return term ? `Ends soon: ${formatPlanDay(term.endsAt)}, in ${days} ${days === 1 ? "day" : "days"}. Renew to keep your listing as it is.` : "Ends soon.";
    }
    case "cancelled":
      return term ? `Cancelled: your plan ends on ${formatPlanDay(term.endsAt)} and will not renew.` : "Cancelled.";
    case "expired":
      return term
        ? `Expired on ${formatPlanDay(term.endsAt)}. Your listing is back to the limited listing; nothing was deleted. Renew to restore it.`
        : "Expired. Renew to restore your listing.";
  }
}

export const PLAN_STATE_LABELS: Record<PlanState, string> = {
  unpaid: "Not paid yet",
  invoiced: "Invoice sent",
  active: "Active",
  "ends-soon": "Ends soon",
  cancelled: "Cancelled at term end",
  expired: "Expired",
};

/** Refusals of the plan's calls, in the product's words. */
export const PLAN_MESSAGES = {
  notBusiness: "Only a business account has a plan.",
  alreadyPaid: "This plan is paid already.",
  notPaid: "This plan is not paid yet: pay for it first.",
  invoiceOnly: "This plan is priced by quote: renew it by invoice.",
  cannotRenewCancelled: "This plan is cancelled: undo the cancellation to renew it.",
  notBasic: "Only a Basic travel advisor plan can be upgraded to Featured.",
  expired: "This plan has expired: renew it first.",
  notCancelled: "This plan is not cancelled.",
  alreadyCancelled: "This plan is already cancelled at the end of its term.",
  unknownPayment: "No payment found with this id.",
  notThisPayment: "This payment is not for this plan.",
  notSucceeded: "This payment has not succeeded.",
  stale: "The plan changed since this payment was started: start a new payment.",
  invoicePending: "A renewal invoice was already sent.",
} as const;
