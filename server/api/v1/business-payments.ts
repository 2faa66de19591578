import { z } from "zod";
import { ACCOUNT_MESSAGES, isEmail, normaliseEmail } from "../../../core/account-rules";
import { verifyBusinessPayment, type BusinessPaymentEndpoint } from "../../domain/payments/verify-business-payment";
import type { ApiRegistry } from "./route";

const PAYMENT_ID_MESSAGE = "The paymentintentid field is required.";
const TOTAL_MESSAGE = "The paymentTotal field is required.";

const verifyBody = z.object({
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
});

const verifyResponse = z.object({
  status: z.literal("succeeded"),
  id: z.string().describe("The verified payment's id"),
});

/** Business payments (docs/product.md §7 "Payments": marketRequestPaymentIntent, b2bPaymentIntent). */
export function registerBusinessPaymentRoutes(api: ApiRegistry): void {
  const tags = ["payments"] as const;
  const routes: Array<{ path: string; operationId: string; endpoint: BusinessPaymentEndpoint; summary: string }> = [
    {
      path: "/payments/marketRequestPaymentIntent",
      operationId: "marketRequestPaymentIntent",
      endpoint: "market-request",
      summary: "Verify a destination signup or marketplace post payment (a paid post is published, or its charge refunded)",
    },
    { path: "/payments/b2bPaymentIntent", operationId: "b2bPaymentIntent", endpoint: "b2b", summary: "Verify an advisor or hotel signup payment" },
  ];
  for (const { path, operationId, endpoint, summary } of routes) {
    api.inline({
      method: "POST",
      path,
      operationId,
      auth: "none",
      summary,
      tags,
      body: verifyBody,
      invalidBody: "validation",
      response: verifyResponse,
      errors: [409],
      handler: ({ body, services, request }) =>
        verifyBusinessPayment(
          {
            db: services.db,
            clock: services.clock,
            payments: services.payments,
            ...(services.catalogueCache ? { catalogueCache: services.catalogueCache } : {}),
            reportError: (error) => request.log.error({ err: error }, "a paid marketplace post could not be published; its charge is refunded"),
          },
          { endpoint, paymentIntentId: body.paymentintentid, guestEmail: body.guestEmail, paymentTotal: body.paymentTotal },
        ),
    });
  }
}
