import { z } from "zod";
import { boundedPattern } from "../bounded-pattern-schema";
import { MARKETPLACE_POST_STATES } from "../marketplace-post-states";
import { marketplacePostFields } from "./marketplace-post-schemas";
import { MARKETPLACE_POST_EDIT_WIRE_NAMES, MARKETPLACE_RENEWAL_VERIFY_WIRE_NAMES, MARKETPLACE_RENEWAL_WIRE_NAMES } from "./business-marketplace-post-wire-names";
import { wireObject } from "./wire-object";

/** The schemas of core/contracts/business-marketplace-posts.ts. */

const postParams = z.object({
  id: boundedPattern({ pattern: /^[1-9]\d{0,8}$/, maxLength: 9, message: "The id is a positive whole number." }).transform(Number),
});

/** A post as its business sees it on the dashboard. */
export const businessMarketplacePostView = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  destination: z.string(),
  price: z.number().describe("The deal's price per stay, dollars"),
  price_cents: z.number().int(),
  valid_until: z.string().describe("The deal's last day, YYYY-MM-DD"),
  marketplace_request_featured_listing: z.boolean(),
  marketplace_request_ad_duration: z.number().int().describe("The days first bought"),
  state: z.enum(MARKETPLACE_POST_STATES),
  state_label: z.string().describe("The state in words: 'Live until 12 March 2027'"),
  ad_ends_at: z.string().nullable().describe("When the paid ad ends (ISO 8601); null before payment"),
  paused_at: z.string().nullable(),
  listing: z.object({ id: z.number().int(), slug: z.string(), path: z.string() }).nullable().describe("The public post, once paid"),
  views: z.number().int().describe("Page views of the public post since it was published, counted once per visitor a day"),
  deal_requests: z.number().int().describe("Couples' deal requests started from the post"),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});

const oneResponse = z.object({ data: businessMarketplacePostView });
const changedResponse = z.object({ message: z.string(), data: businessMarketplacePostView });

export const listBusinessMarketplacePosts = { response: z.object({ data: z.array(businessMarketplacePostView) }) };

export const getBusinessMarketplacePost = { params: postParams, response: oneResponse };

/** The editor's fields: the marketplace request form's, with its messages. */
export const marketplacePostEditBody = wireObject(MARKETPLACE_POST_EDIT_WIRE_NAMES, {
  title: marketplacePostFields.title,
  description: marketplacePostFields.description,
  destination: marketplacePostFields.destination,
  price: marketplacePostFields.price,
  valid_until: marketplacePostFields.valid_until,
});

export const updateBusinessMarketplacePost = { params: postParams, body: marketplacePostEditBody, response: changedResponse };

export const pauseBusinessMarketplacePost = { params: postParams, response: changedResponse };

export const resumeBusinessMarketplacePost = { params: postParams, response: changedResponse };

export const startMarketplacePostRenewal = {
  params: postParams,
  body: wireObject(MARKETPLACE_RENEWAL_WIRE_NAMES, { marketplace_request_ad_duration: marketplacePostFields.marketplace_request_ad_duration }),
  response: z.object({
    clientSecret: z.string().describe("Confirms the card payment in the browser"),
    payment_id: z.string(),
    amount: z.number().describe("Dollars charged"),
    amount_cents: z.number().int(),
    marketplace_request_ad_duration: z.number().int(),
  }),
};

export const verifyMarketplacePostRenewal = {
  params: postParams,
  body: wireObject(MARKETPLACE_RENEWAL_VERIFY_WIRE_NAMES, {
    paymentintentid: boundedPattern({ pattern: /^[A-Za-z0-9_]{1,200}$/, maxLength: 200, message: "Enter the payment's id." }, z.string({ error: "Enter the payment's id." })),
  }),
  response: changedResponse,
};
