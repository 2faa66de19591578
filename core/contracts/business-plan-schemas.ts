import { z } from "zod";
import { boundedPattern } from "../bounded-pattern-schema";

/** The schemas of the plan operations (core/contracts/business-plan.ts), by operationId. */

const cents = z.number().int().nonnegative();
const day = z.string().describe("ISO 8601 date-time (UTC)");

export const planWire = z.object({
  product: z.enum(["hotel", "advisor-basic", "advisor-featured", "destination"]),
  words: z.string().describe("The plan in words: 'Spotlight hotel, 101-200 rooms, $2,500 a year, renews 12 March 2027'"),
  state: z.enum(["unpaid", "invoiced", "active", "ends_soon", "cancelled", "expired"]),
  state_words: z.string().describe("What the state means for the business, in a sentence"),
  term: z.object({ starts_at: day, ends_at: day, words: z.string().describe("'12 March 2026 to 12 March 2027'") }).nullable(),
  cancel_at_term_end: z.boolean(),
  expired_at: day.nullable().describe("When the listing was returned to the limited state"),
  renewal_invoice: z.object({ number: z.string(), amount_cents: cents.nullable() }).nullable().describe("An open renewal invoice"),
  prices: z.object({
    renew_cents: cents.nullable().describe("A year at today's list price; null when priced by quote (renew by invoice)"),
    pay_cents: cents.nullable().describe("Pay later: the plan's price, with the signup's coupon while it is valid"),
    pay_coupon: z.string().nullable(),
    upgrade: z
      .object({
        featured_cents: cents,
        credit_cents: cents.describe("Basic's unused days, pro rata"),
        unused_days: z.number().int().nonnegative(),
        term_days: z.number().int().positive(),
        charge_cents: cents,
      })
      .nullable(),
  }),
  can: z.object({
    pay: z.boolean(),
    renew_by_card: z.boolean(),
    renew_by_invoice: z.boolean(),
    upgrade: z.boolean(),
    cancel: z.boolean(),
    undo_cancel: z.boolean(),
    turn_auto_renew_on: z.boolean().describe("A card is kept and automatic renewal is off (and the plan not cancelled)"),
    turn_auto_renew_off: z.boolean(),
  }),
  auto_renew: z
    .object({
      on: z.boolean(),
      card: z.object({ brand: z.string().describe("Lowercase, as the provider names it: visa, mastercard, ..."), last4: z.string() }).nullable(),
      words: z.string().describe("'Renews automatically on 12 March 2027 with Visa ending 4242' or 'Renews by hand'"),
    })
    .describe("Automatic renewal with the card kept from a card payment: charged in the term's last 3 days"),
});

export const getBusinessPlan = { response: z.object({ data: planWire }) };

export const PLAN_PAYMENT_ACTIONS = ["pay", "renew", "upgrade"] as const;

export const startPlanPayment = {
  body: z.object({
    action: z.enum(PLAN_PAYMENT_ACTIONS, { error: "Choose pay, renew or upgrade." }).describe("pay an unpaid plan, renew it for a year, or upgrade Basic to Featured"),
    renew_automatically: z
      .boolean({ error: "renew_automatically must be true or false." })
      .optional()
      .describe("Keep the card that pays to renew the plan automatically at the end of each term (the page's 'Renew automatically with this card', ticked by default)"),
  }),
  response: z.object({
    payment_intent_id: z.string(),
    client_secret: z.string(),
    amount_cents: cents,
    description: z.string(),
  }),
};

export const verifyPlanPayment = {
  body: z.object({
    payment_intent_id: boundedPattern(
      { pattern: /^[A-Za-z0-9_]+$/, maxLength: 255, message: "No payment found with this id." },
      z.string({ error: "A payment id is required." }).trim().min(1, "A payment id is required."),
    ),
  }),
  response: z.object({ message: z.string(), payment_id: z.number().int().nullable().describe("The receipt's id (/dashboard/receipts/{id})"), data: planWire }),
};

export const requestRenewalInvoice = {
  response: z.object({ message: z.string(), invoice_number: z.string(), data: planWire }),
};

export const setPlanAutoRenew = {
  body: z.object({ on: z.boolean({ error: "on must be true or false." }) }),
  response: z.object({ message: z.string(), data: planWire }),
};

export const cancelPlanAtTermEnd = {
  body: z.object({ cancel: z.boolean({ error: "cancel must be true or false." }) }),
  response: z.object({ message: z.string(), data: planWire }),
};
