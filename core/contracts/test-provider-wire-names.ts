/**
 * The test provider's browser calls' field names, code to wire: Stripe's own names (snake_case),
 * read by the contract's schemas (wireObject) and written by the card form (toWire).
 */
export const TEST_PAYMENT_CONFIRM_WIRE_NAMES = {
  clientSecret: "client_secret",
  card: "card",
  returnUrl: "return_url",
} as const;

export const TEST_PAYMENT_CARD_WIRE_NAMES = {
  number: "number",
  expMonth: "exp_month",
  expYear: "exp_year",
  cvc: "cvc",
} as const;

export const TEST_PAYMENT_RETRIEVE_WIRE_NAMES = { clientSecret: "client_secret" } as const;
