import type { PaymentError } from "./payment-provider";

/**
 * Stripe's test card numbers and what each does, so a flow walked against the built-in provider
 * behaves as it would against Stripe in test mode. Any other number that passes the Luhn check
 * succeeds, as in Stripe.
 */
export const TEST_CARDS = {
  success: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
  expired: "4000000000000069",
  incorrectCvc: "4000000000000127",
  requiresAuthentication: "4000002500003155",
  /** Pays when first used; every later (off-session) charge fails, so a subscription's renewal fails. */
  renewalsFail: "4000000000000341",
} as const;

/** The messages Stripe gives for these outcomes, word for word: pages show them as they come. */
export const CARD_ERROR_MESSAGES = {
  declined: "Your card was declined.",
  insufficientFunds: "Your card has insufficient funds.",
  expired: "Your card has expired.",
  incorrectCvc: "Your card's security code is incorrect.",
  incorrectNumber: "Your card number is incorrect.",
  invalidCvc: "Your card's security code is invalid.",
  invalidExpiryMonth: "Your card's expiration month is invalid.",
  expiryMonthPast: "Your card's expiration date is in the past.",
  expiryYearPast: "Your card's expiration year is in the past.",
  authenticationFailed: "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
} as const;

export type CardDetails = { number: string; expMonth: number; expYear: number; cvc: string };

/** What a card does when charged: succeed, fail with an error, or ask for the extra step. */
export type CardOutcome = { kind: "succeeded" } | { kind: "requires_action" } | { kind: "failed"; error: PaymentError };

const validation = (code: string, message: string): CardOutcome => ({ kind: "failed", error: { type: "validation_error", code, message } });
const decline = (code: string, message: string, declineCode?: string): CardOutcome => ({
  kind: "failed",
  error: { type: "card_error", code, message, ...(declineCode ? { declineCode } : {}) },
});

/** Card numbers arrive as typed: spaces and dashes between groups are allowed, as in Stripe's form. */
export function normaliseCardNumber(number: string): string {
  return number.replace(/[\s-]/g, "");
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The outcome of charging `card` at `now`. Details a form could have caught (number, expiry, CVC
 * format) are validation errors, checked first as Stripe does before it asks the bank; the test
 * numbers then decide what the "bank" answers. Expiry is compared in UTC months.
 */
export function cardOutcome(card: CardDetails, now: Date): CardOutcome {
  const number = normaliseCardNumber(card.number);
  if (!passesLuhn(number)) return validation("incorrect_number", CARD_ERROR_MESSAGES.incorrectNumber);
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return validation("invalid_expiry_month", CARD_ERROR_MESSAGES.invalidExpiryMonth);
  }
  // Two-digit years (as typed into "MM / YY") mean this century, as in Stripe's form.
  const expYear = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(expYear) || expYear < thisYear) return validation("invalid_expiry_year", CARD_ERROR_MESSAGES.expiryYearPast);
  if (expYear === thisYear && card.expMonth < now.getUTCMonth() + 1) {
    return validation("invalid_expiry_month", CARD_ERROR_MESSAGES.expiryMonthPast);
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return validation("invalid_cvc", CARD_ERROR_MESSAGES.invalidCvc);
  switch (number) {
    case TEST_CARDS.declined:
      return decline("card_declined", CARD_ERROR_MESSAGES.declined, "generic_decline");
    case TEST_CARDS.insufficientFunds:
      return decline("card_declined", CARD_ERROR_MESSAGES.insufficientFunds, "insufficient_funds");
    case TEST_CARDS.expired:
      return decline("expired_card", CARD_ERROR_MESSAGES.expired);
    case TEST_CARDS.incorrectCvc:
      return decline("incorrect_cvc", CARD_ERROR_MESSAGES.incorrectCvc);
    case TEST_CARDS.requiresAuthentication:
      return { kind: "requires_action" };
    default:
      return { kind: "succeeded" };
  }
}

/** The error a refused extra confirmation step leaves on the payment, in Stripe's words. */
export const AUTHENTICATION_FAILED: PaymentError = {
  type: "card_error",
  code: "payment_intent_authentication_failure",
  message: CARD_ERROR_MESSAGES.authenticationFailed,
};
