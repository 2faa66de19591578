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
  /** Asks for the extra step on every payment: kept, each later off-session charge needs the person. */
  alwaysAuthenticate: "4000002760003184",
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
  authenticationRequired: "Your card was declined. This transaction requires authentication.",
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
    case TEST_CARDS.alwaysAuthenticate:
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

/** The brand of a card number by its first digits, lowercase as Stripe's `card.brand`. */
export function cardBrandOf(digits: string): string {
  if (/^4/.test(digits)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(digits)) return "mastercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^6(011|5)/.test(digits)) return "discover";
  return "unknown";
}

/** How a kept card's later off-session charges are refused, when they are (null: they succeed). */
export function offSessionRefusalOf(digits: string): "card_declined" | "authentication_required" | null {
  if (digits === TEST_CARDS.renewalsFail) return "card_declined";
  if (digits === TEST_CARDS.alwaysAuthenticate) return "authentication_required";
  return null;
}

/** The error an off-session charge of a kept card leaves when it is refused, in Stripe's words. */
export function offSessionError(refusal: "card_declined" | "authentication_required"): PaymentError {
  return refusal === "card_declined"
    ? { type: "card_error", code: "card_declined", declineCode: "generic_decline", message: CARD_ERROR_MESSAGES.declined }
    : { type: "card_error", code: "authentication_required", declineCode: "authentication_required", message: CARD_ERROR_MESSAGES.authenticationRequired };
}
