import { defineContract } from "./contract";

/**
 * A business's own storefront (issue 19): the text and facts of the listing it owns, by kind
 * (hotel, travel advisor, destination), edited from the dashboard. The listing is always the
 * signed-in business's own: an active business account with a listing, else 403; no id is sent.
 */

const schemas = () => import("./storefront-schemas");
const tags = ["storefront"] as const;

export const getStorefront = defineContract({
  method: "GET",
  path: "/business/storefront",
  operationId: "getStorefront",
  auth: "business",
  summary: "The signed-in business's listing: its kind, public page and the fields it edits",
  description: "Only the fields of the listing's kind are answered (a hotel's, an advisor's or a destination's); the others are absent.",
  tags,
  errors: [401, 403],
  schemas: () => schemas().then((s) => s.getStorefront),
});

export const updateStorefront = defineContract({
  method: "PUT",
  path: "/business/storefront",
  operationId: "updateStorefront",
  auth: "business",
  summary: "Save the listing's text and facts; an active listing shows them at once",
  description:
    "Only the fields sent change, and only the listing's kind's fields may be sent; the result is checked as a whole. Text is stored as written and always shown as text, never as HTML. A Basic advisor profile may not set a video or affiliations, and lists up to 3 specialties.",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 422],
  schemas: () => schemas().then((s) => s.updateStorefront),
});

export const searchFeaturableListings = defineContract({
  method: "GET",
  path: "/business/storefront/featurable",
  operationId: "searchFeaturableListings",
  auth: "business",
  summary: "Destinations: hotels or itineraries of the catalogue the page may feature, by title",
  description: "Live hotels (or itineraries) whose title contains the query, those in the signed-in destination first, then by title; at most 20. Only a destination's account may ask (403 otherwise).",
  tags,
  errors: [401, 403],
  schemas: () => schemas().then((s) => s.searchFeaturableListings),
});
