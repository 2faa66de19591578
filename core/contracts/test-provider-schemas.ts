import { z } from "zod";
import { TEST_PAYMENT_CARD_WIRE_NAMES, TEST_PAYMENT_CONFIRM_WIRE_NAMES, TEST_PAYMENT_RETRIEVE_WIRE_NAMES } from "./test-provider-wire-names";
import { fromWire } from "./wire-names";
import { wireObject } from "./wire-object";

/** The schemas of the test provider's browser calls (core/contracts/test-provider.ts), Stripe's shapes. */

const CLIENT_SECRET_MESSAGE = "The client_secret field is required.";
const CARD_MESSAGE = "The card field needs number, exp_month, exp_year and cvc.";
const RETURN_URL_REQUIRED = "The return_url field is required.";

const paymentIntentParams = z.object({
  id: z.string().min(1).max(100).describe("The payment's id (pi_...)"),
});

const clientSecret = z
  .string({ error: CLIENT_SECRET_MESSAGE })
  .min(1, CLIENT_SECRET_MESSAGE)
  .max(200, "The client_secret may not be longer than 200 characters.")
  .describe("The payment's client secret, as the server gave it to the page");

// Only the shape is checked here: whether the number, expiry and CVC are right is the
// provider's answer (a validation_error with its own message), exactly as with Stripe.
const expiryPart = z.number({ error: CARD_MESSAGE }).int(CARD_MESSAGE).min(0, CARD_MESSAGE).max(9999, CARD_MESSAGE);
const cardBody = z
  .object(
    {
      number: z.string({ error: CARD_MESSAGE }).max(40, "The card number may not be longer than 40 characters.").describe("As typed; spaces allowed"),
      exp_month: expiryPart.describe("1 to 12"),
      exp_year: expiryPart.describe("Two or four digits"),
      cvc: z.string({ error: CARD_MESSAGE }).max(10, "The CVC may not be longer than 10 characters."),
    },
    { error: CARD_MESSAGE },
  )
  .transform((card) => fromWire(TEST_PAYMENT_CARD_WIRE_NAMES, card));

const paymentIntentResponse = z.object({
  id: z.string(),
  object: z.literal("payment_intent"),
  status: z.enum(["requires_payment_method", "requires_action", "succeeded"]),
  amount: z.number().int().describe("Cents"),
  currency: z.string(),
  last_error: z
    .object({
      type: z.enum(["card_error", "validation_error"]),
      code: z.string(),
      decline_code: z.string().optional(),
      message: z.string().describe("The provider's words, meant to be shown as they are"),
    })
    .nullable(),
  next_action: z
    .object({
      type: z.literal("redirect_to_url"),
      redirect_to_url: z.object({ url: z.string(), return_url: z.string() }),
    })
    .nullable(),
});

export const confirmTestPayment = {
  params: paymentIntentParams,
  body: wireObject(TEST_PAYMENT_CONFIRM_WIRE_NAMES, {
    client_secret: clientSecret,
    card: cardBody,
    return_url: z
      .string({ error: RETURN_URL_REQUIRED })
      .min(1, RETURN_URL_REQUIRED)
      .max(2000, "The return_url may not be longer than 2000 characters.")
      .describe("Absolute address on this site the extra confirmation step returns to"),
  }),
  response: paymentIntentResponse,
};

export const retrieveTestPayment = {
  params: paymentIntentParams,
  body: wireObject(TEST_PAYMENT_RETRIEVE_WIRE_NAMES, { client_secret: clientSecret }),
  response: paymentIntentResponse,
};
