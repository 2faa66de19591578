import { z } from "zod";
import { boundedPattern } from "../../../core/bounded-pattern-schema";
import { appSecretOf } from "../../app-secret";
import { createMarketplacePost } from "../../domain/payments/marketplace/create-marketplace-post";
import { getMarketplacePost } from "../../domain/payments/marketplace/get-marketplace-post";
import { marketplacePostFieldsSchema } from "../../domain/payments/marketplace/marketplace-post-fields";
import type { ApiRegistry } from "./route";

const postView = z.object({
  id: z.number().int().describe("marketplace_request_id of the pay call"),
  token: z.string().describe("Reads the request back: GET /marketplace-requests/{id}?token="),
  status: z.enum(["awaiting_payment", "paid", "refunded"]),
  business_name: z.string(),
  email: z.string(),
  title: z.string(),
  description: z.string(),
  destination: z.string(),
  price: z.number().describe("The deal's price per stay, dollars"),
  valid_until: z.string().describe("YYYY-MM-DD"),
  marketplace_request_ad_duration: z.number().int().describe("Days: 30, 60 or 90"),
  marketplace_request_featured_listing: z.boolean(),
  coupon_name: z.string().nullable(),
  discount: z.number().int().nullable().describe("The promo code's percentage"),
  original_amount: z.number().describe("Dollars before the promo code"),
  amount: z.number().describe("Dollars to pay: the pay call's items[0].amount"),
  amount_cents: z.number().int(),
  currency: z.string(),
  expires_at: z.string().describe("When the 10-minute payment session ends (ISO 8601)"),
  expires_in: z.number().int().describe("Seconds left in the payment session"),
  payment_id: z.string().nullable(),
  paid_at: z.string().nullable(),
  listing: z.object({ id: z.number().int(), slug: z.string(), path: z.string() }).nullable().describe("The published deal, once paid"),
  created_at: z.string(),
});

const postResponse = z.object({ data: postView });

const idParams = z.object({
  id: boundedPattern({ pattern: /^[1-9]\d{0,8}$/, maxLength: 9, message: "The id is a positive whole number." }).transform(Number),
});

const tokenQuery = z.object({
  token: z.string({ error: "The token is required." }).max(100, "The token is not valid.").describe("The token the creation answered"),
});

/** Romance Marketplace posts (docs/product.md /marketplace-request): started, paid within a 10-minute session, published. */
export function registerMarketplacePostRoutes(api: ApiRegistry): void {
  const tags = ["marketplace"] as const;

  api.inline({
    method: "POST",
    path: "/marketplace-requests",
    operationId: "createMarketplaceRequest",
    auth: "optional",
    summary: "Submit a marketplace deal: kept as sent, priced by the server, payable for 10 minutes",
    tags,
    body: marketplacePostFieldsSchema,
    invalidBody: "validation",
    response: postResponse,
    errors: [429],
    handler: async ({ body, auth, services, request }) => {
      const data = await createMarketplacePost({
        db: services.db,
        clock: services.clock,
        secret: appSecretOf(services.config),
        clientAddress: request.ip,
        ...(auth ? { userId: auth.user.id } : {}),
        fields: body,
      });
      return { data };
    },
  });

  api.inline({
    method: "GET",
    path: "/marketplace-requests/:id",
    operationId: "getMarketplaceRequest",
    auth: "none",
    summary: "A submitted marketplace deal and its payment state (a page reloaded mid-payment)",
    tags,
    params: idParams,
    query: tokenQuery,
    response: postResponse,
    errors: [404],
    handler: async ({ params, query, services }) => ({
      data: await getMarketplacePost({ db: services.db, clock: services.clock, secret: appSecretOf(services.config), id: params.id, token: query.token }),
    }),
  });
}
