import { formatPlanDay } from "./business-plan";
import { DAY_MS } from "./plan-term";

/**
 * Automatic renewal of a business plan with a kept card (issue 19 "renewal by card (a provider
 * subscription or a saved card)", decision 038 "Automatic renewal"): the card is charged in the
 * term's last days, at most once a day until it pays or the term ends; the dashboard, the reminders
 * and the refusal e-mail say it in these words.
 */

/** The kept card is charged from this many days before the term's end. */
export const AUTO_RENEW_DAYS = 3;

/** A kept card as shown: its brand (Stripe's lowercase `card.brand`) and last four digits. */
export type ShownCard = { brand: string; last4: string };

const BRAND_NAMES: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
};

/** "Visa ending 4242"; a brand the product does not know is "Card ending 4242". */
export function cardInWords(card: ShownCard): string {
  return `${BRAND_NAMES[card.brand] ?? "Card"} ending ${card.last4}`;
}

/**
 * Whether the kept card is due to be charged for a term ending at `termEndsAt`: within its last
 * AUTO_RENEW_DAYS days and before its end (once ended, the plan expires as any other).
 */
export function autoRenewDueOf(termEndsAt: string, now: Date): boolean {
  const left = new Date(termEndsAt).getTime() - now.getTime();
  return left > 0 && left <= AUTO_RENEW_DAYS * DAY_MS;
}

/** At most one attempt a day: the last one was more than 20 hours ago (a daily job drifts a little). */
export function autoRenewMayTryOf(lastTriedAt: Date | null, now: Date): boolean {
  return lastTriedAt === null || now.getTime() - lastTriedAt.getTime() >= 20 * 60 * 60 * 1000;
}

/** "Renews automatically on 12 March 2027 with Visa ending 4242", or "Renews by hand". */
export function autoRenewInWords(facts: { on: boolean; card: ShownCard | null; termEndsAt: string | null }): string {
  if (!facts.on || facts.card === null || facts.termEndsAt === null) return "Renews by hand";
  return `Renews automatically on ${formatPlanDay(facts.termEndsAt)} with ${cardInWords(facts.card)}`;
}

/** Refusals of the automatic-renewal switch, in the product's words. */
export const AUTO_RENEW_MESSAGES = {
  noCard: "No card is kept for this plan: renew by card with \"Renew automatically with this card\" ticked.",
  cancelled: "This plan is cancelled at the end of its term: undo the cancellation to renew it automatically.",
  alreadyOn: "Automatic renewal is already on.",
  alreadyOff: "Automatic renewal is already off.",
  turnedOn: "Automatic renewal is on.",
  turnedOff: "Automatic renewal is off: renew by hand before the term ends.",
} as const;
