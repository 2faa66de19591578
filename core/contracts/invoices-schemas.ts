import { z } from "zod";
import { INVOICE_PAGE_MESSAGES } from "../invoices";

/** The schemas of the invoice link's operations (core/contracts/invoices.ts). */

const params = z.object({
  token: z.string().max(200, INVOICE_PAGE_MESSAGES.notFound).describe("The token of the invoice e-mail's link (/invoices/{token})"),
});

/** An invoice as its link shows it (wire names). */
export const invoiceWireSchema = z.object({
  number: z.string().describe("The invoice number, e.g. INV-000042"),
  description: z.string().describe("What the invoice is for"),
  amount_cents: z.number().int().nullable().describe("What is due in cents, the coupon taken off; null while it waits for its quote"),
  currency: z.string(),
  coupon_name: z.string().nullable().describe("The promo code applied, when one was"),
  discount_cents: z.number().int().nullable().describe("What the coupon took off the full price, in cents"),
  status: z.enum(["payable", "paid", "awaiting-quote"]).describe("payable: open and priced; paid; awaiting-quote: by quote, not priced yet"),
  paid_at: z.string().nullable().describe("When it was paid (ISO 8601)"),
  created_at: z.string().describe("When it was sent (ISO 8601)"),
});

export type InvoiceWire = z.input<typeof invoiceWireSchema>;

export const getInvoice = {
  params,
  response: z.object({ data: invoiceWireSchema }),
};

export const startInvoicePayment = {
  params,
  response: z.object({
    client_secret: z.string().describe("Confirms this one payment with the provider's card form"),
    payment_intent_id: z.string(),
    amount_cents: z.number().int(),
  }),
};

const PAYMENT_ID_MESSAGE = "The payment_intent_id field is required.";

export const verifyInvoicePayment = {
  params,
  body: z.object({
    payment_intent_id: z.string({ error: PAYMENT_ID_MESSAGE }).trim().min(1, PAYMENT_ID_MESSAGE).max(255, "The payment_intent_id may not be longer than 255 characters.").describe("The confirmed payment's id (pi_...)"),
  }),
  response: z.object({ data: invoiceWireSchema }),
};
