import { z } from "zod";
import { ACCOUNT_MESSAGES, isEmail, normaliseEmail } from "../account-rules";
import { SUBSCRIPTION_MESSAGES } from "../subscription-messages";
import { BOOKING_PAY_WIRE_NAMES, BUSINESS_PAYMENT_WIRE_NAMES, VERIFY_SUBSCRIPTION_WIRE_NAMES } from "./payments-wire-names";
import { wireObject } from "./wire-object";

/**
 * The schemas of the payment operations (core/contracts/payments.ts). Bodies arrive in the apps'
 * wire names and reach the handlers in the code's (core/contracts/payments-wire-names.ts).
 */

export const getStripePlans = {
  response: z.object({
    data: z.array(
      z.object({
        id: z.string().describe("The price id to subscribe with (createSubscription priceId)"),
        product: z.string(),
        interval: z.enum(["month", "year"]),
        interval_count: z.number().int(),
        amount: z.number().int().describe("Cents; pages show amount/100 dollars"),
        livemode: z.boolean(),
      }),
    ),
  }),
};

const ITEMS_MESSAGE = "Send one item with the amount to pay.";
const AMOUNT_MESSAGE = "The amount field is required.";

export const bookingPay = {
  body: wireObject(BOOKING_PAY_WIRE_NAMES, {
    items: z
      .array(
        z.object({
          amount: z
            .union([z.number(), z.string()], { error: AMOUNT_MESSAGE })
            .describe("Dollars, as the page shows them (100, 199, '607.50'); must equal the server's price"),
        }),
        { error: ITEMS_MESSAGE },
      )
      .length(1, ITEMS_MESSAGE),
    product: z
      .string({ error: "The product must be text." })
      .max(40, "The product may not be longer than 40 characters.")
      .optional()
      .describe(
        "'destination', 'advisor-basic', 'advisor-featured', 'hotel' or 'marketplace-post'. Optional: without it a tier means a hotel, a coupon_name the featured advisor profile, and otherwise the amount says which sign-up (100, 199, 675, 1500, 2000, 2500, 3000)",
      ),
    tier: z
      .union([z.string().max(40, "The tier may not be longer than 40 characters."), z.number()], { error: "The tier must be text or a number." })
      .optional()
      .describe("Hotel only: the tier's value (1500), label ('51-100') or id"),
    coupon_name: z
      .string({ error: "The coupon name must be text." })
      .max(100, "The coupon name may not be longer than 100 characters.")
      .optional()
      .describe(
        "Featured advisor only: a promo code taking its percentage off 675, the amount then being the discounted price (a marketplace post's code is given with the post)",
      ),
    marketplace_request_id: z
      .union([z.number(), z.string().max(20, "The marketplace request id may not be longer than 20 characters.")], {
        error: "The marketplace request id must be a number.",
      })
      .optional()
      .describe("Product 'marketplace-post' only: the id POST /marketplace-requests answered"),
    claim_post_id: z
      .number({ error: "The claimed post id must be a number." })
      .int()
      .positive()
      .max(2_147_483_647)
      .optional()
      .describe("Product 'hotel' only: the listing this payment claims; a listing with a verified owner is refused (409) before any payment exists (decision 033)"),
  }),
  response: z.object({ clientSecret: z.string().describe("Confirms this one payment in the browser") }),
};

const PAYMENT_ID_MESSAGE = "The paymentintentid field is required.";
const TOTAL_MESSAGE = "The paymentTotal field is required.";

/** marketRequestPaymentIntent and b2bPaymentIntent: the same body and answer. */
export const verifyBusinessPayment = {
  body: wireObject(BUSINESS_PAYMENT_WIRE_NAMES, {
    paymentintentid: z
      .string({ error: PAYMENT_ID_MESSAGE })
      .trim()
      .min(1, PAYMENT_ID_MESSAGE)
      .max(255, "The paymentintentid may not be longer than 255 characters.")
      .describe("The provider's payment id (pi_...), from the confirmed payment"),
    guestEmail: z
      .string({ error: ACCOUNT_MESSAGES.emailRequired })
      .trim()
      .min(1, ACCOUNT_MESSAGES.emailRequired)
      .refine(isEmail, ACCOUNT_MESSAGES.emailInvalid)
      .transform(normaliseEmail)
      .describe("The paying business's e-mail, kept with the payment"),
    paymentTotal: z
      .union([z.number(), z.string().max(20, "The paymentTotal is a dollar amount.")], { error: TOTAL_MESSAGE })
      .describe("The dollars the page charged (100, '540.00'); must equal the payment and the server's price"),
  }),
  response: z.object({
    status: z.literal("succeeded"),
    id: z.string().describe("The verified payment's id"),
  }),
};

const PROVIDER_ID_MAX = 255;

export const createSubscription = {
  body: z.object({
    priceId: z
      .string({ error: SUBSCRIPTION_MESSAGES.priceRequired })
      .trim()
      .min(1, SUBSCRIPTION_MESSAGES.priceRequired)
      .max(PROVIDER_ID_MAX, SUBSCRIPTION_MESSAGES.invalidPlan)
      .describe("A plan id from POST /payments/getStripePlans"),
  }),
  response: z.object({
    clientSecret: z.string().describe("Confirms the subscription's first payment in the browser"),
    subscriptionId: z.string().describe("The provider's subscription id (sub_...), sent back to verify/stripe"),
  }),
};

const failed = SUBSCRIPTION_MESSAGES.verificationFailed;
const providerId = (description: string) => z.string({ error: failed }).trim().min(1, failed).max(PROVIDER_ID_MAX, failed).describe(description);

export const verifyStripe = {
  body: wireObject(VERIFY_SUBSCRIPTION_WIRE_NAMES, {
    subscription_id: providerId("The subscriptionId createSubscription answered"),
    payment_id: providerId("The id (pi_...) of the payment the browser confirmed"),
  }),
  response: z.object({
    subscription_expires_at: z.string().describe("ISO 8601: VIP Access runs until then"),
  }),
};

export const receivePaymentWebhook = {
  // The webhook's scope keeps a JSON body as raw bytes (a Node Buffer, which is a Uint8Array).
  body: z
    .custom<Uint8Array>((value) => value instanceof Uint8Array, { message: "The webhook body must be a JSON event." })
    .describe("The provider's event (Stripe's Event object), as JSON, byte for byte as it was signed"),
  response: z.object({
    received: z.literal(true),
    duplicate: z.boolean().describe("True when this event was applied before: nothing changed this time"),
  }),
};
