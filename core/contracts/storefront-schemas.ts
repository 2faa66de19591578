import { z } from "zod";
import { OCCASIONS } from "../listing-types";
import { STOREFRONT_EXTRA_LIMITS as EXTRA } from "../storefront-extras";
import { STOREFRONT_LIMITS } from "../storefront-rules";
import { ADVISOR_OFFER_WIRE_NAMES, ADVISOR_WORKSHOP_WIRE_NAMES, STOREFRONT_WIRE_NAMES } from "./storefront-wire-names";
import { wireObject } from "./wire-object";

/**
 * The schemas of the storefront operations (core/contracts/storefront.ts). They check shapes,
 * types and outer bounds; the limits a business reads as messages are core/storefront-rules.ts's,
 * run by the domain on the merged values (so a field a little too long gets the product's words).
 */

const text = (max: number) => z.string().max(max * 4);
const list = z.array(text(STOREFRONT_LIMITS.listItem)).max(STOREFRONT_LIMITS.listItems * 4);
const occasions = z
  .array(z.string().max(40))
  .max(OCCASIONS.length * 2)
  .describe(`Occasion ids: ${OCCASIONS.map((occasion) => occasion.slug).join(", ")}`);
const coordinate = z.number().nullable();

const review = z.object({
  author: text(EXTRA.reviewAuthor).describe("The couple's names"),
  trip: text(EXTRA.reviewTrip).describe("The trip, like 'Honeymoon in Positano, 2025'; may be empty"),
  text: text(EXTRA.reviewText).describe("What they said (plain text)"),
});
const offerShape = {
  title: text(EXTRA.offerTitle),
  text: text(EXTRA.offerText).describe("Plain text; may be empty"),
  valid_until: text(10).describe("YYYY-MM-DD, or empty: no end date; the page stops showing the offer after that day"),
  url: text(EXTRA.link).describe("An https link to read more or book, or empty"),
};
const workshopShape = {
  title: text(EXTRA.workshopTitle),
  date: text(10).describe("YYYY-MM-DD"),
  is_online: z.boolean(),
  place: text(EXTRA.workshopPlace).describe("Where it is held; empty when online"),
  text: text(EXTRA.workshopText).describe("Plain text, blank lines between paragraphs"),
  sign_up_url: text(EXTRA.link).describe("An https sign-up link, or empty"),
};
const article = z.object({
  title: text(EXTRA.articleTitle),
  body: text(EXTRA.articleBody).describe("Plain text, blank lines between paragraphs; shown as text, never as HTML"),
});
const listingIds = z.array(z.number().int().positive().max(2_147_483_647)).max(EXTRA.featured * 4);
const featuredNote = "Featured advisors (a Basic profile sends none)";

const fields = {
  description: text(STOREFRONT_LIMITS.longText).describe("Hotels and destinations: the page's text (plain text, blank lines between paragraphs)"),
  highlights: list.describe("Hotels and destinations: short highlights, one per item"),
  amenities: list.describe("Hotels"),
  good_for: occasions.describe("Hotels: the occasions the hotel is good for (occasion ids)"),
  address: text(STOREFRONT_LIMITS.address).describe("Hotels: street and number"),
  postal_code: text(STOREFRONT_LIMITS.postalCode).describe(
    `Hotels: optional; up to ${STOREFRONT_LIMITS.postalCode} letters, digits, spaces or hyphens, stored in capitals with single spaces; the listing's structured data gives it as the postal address's code`,
  ),
  city: text(STOREFRONT_LIMITS.place).describe("Hotels"),
  region: text(STOREFRONT_LIMITS.place).describe("Hotels"),
  country: text(STOREFRONT_LIMITS.place).describe("Hotels"),
  latitude: coordinate.describe("Hotels: -90 to 90, with the longitude; null: none"),
  longitude: coordinate.describe("Hotels: -180 to 180, with the latitude; null: none"),
  check_in: text(5).describe("Hotels: HH:MM (24-hour), or empty"),
  check_out: text(5).describe("Hotels: HH:MM (24-hour), or empty"),
  policies: text(STOREFRONT_LIMITS.policies).describe("Hotels: house rules, children, pets, cancellation in words"),
  website: text(300).describe("Hotels: optional; a scheme is added when none is given"),
  phone: text(20).describe("Hotels: optional; digits only, at least 5"),
  about: text(STOREFRONT_LIMITS.longText).describe("Advisors: the profile's text"),
  agency_name: text(STOREFRONT_LIMITS.agencyName).describe("Advisors"),
  destinations: list.describe("Advisors: places planned; couples' requests naming one reach the advisor"),
  specialties: occasions.describe("Advisors: occasion ids; a Basic profile up to 3"),
  languages: list.describe("Advisors"),
  years_experience: z.number().nullable().describe(`Advisors: whole years, 0 to ${STOREFRONT_LIMITS.maxYears}; null: not said`),
  video_url: text(STOREFRONT_LIMITS.videoUrl).describe("Featured advisors: an https link to an introduction video, or empty"),
  affiliations: list.describe("Featured advisors"),
  reviews: z.array(review).max(EXTRA.reviews * 4).describe(`${featuredNote}: couples' reviews in the page's order, up to ${EXTRA.reviews}`),
  special_offers: z.array(z.object(offerShape)).max(EXTRA.offers * 4).describe(`${featuredNote}: the advisor's own offers in the page's order, up to ${EXTRA.offers}`),
  workshop: z.object(workshopShape).nullable().describe(`${featuredNote}: the workshop; null: none`),
  article: article.nullable().describe(`${featuredNote}: the one article included; null: none`),
  best_time: text(STOREFRONT_LIMITS.bestTime).describe("Destinations: the best time to visit"),
  featured_hotel_ids: listingIds.describe(`Destinations: hotels (listing ids) the page features, in order, up to ${EXTRA.featured}`),
  featured_itinerary_ids: listingIds.describe(`Destinations: itineraries (listing ids) the page features, in order, up to ${EXTRA.featured}`),
};

/** The body reads the nested objects' wire names into the code's (valid_until → validUntil). */
const bodyFields = {
  ...fields,
  special_offers: z.array(wireObject(ADVISOR_OFFER_WIRE_NAMES, offerShape)).max(EXTRA.offers * 4).describe(fields.special_offers.description ?? ""),
  workshop: wireObject(ADVISOR_WORKSHOP_WIRE_NAMES, workshopShape).nullable().describe(fields.workshop.description ?? ""),
};

const optionalFields = Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name, schema.optional()])) as {
  [Name in keyof typeof fields]: z.ZodOptional<(typeof fields)[Name]>;
};

const optionalBodyFields = Object.fromEntries(Object.entries(bodyFields).map(([name, schema]) => [name, schema.optional()])) as {
  [Name in keyof typeof bodyFields]: z.ZodOptional<(typeof bodyFields)[Name]>;
};

/** A hotel or an itinerary a destination may feature, as the editor lists it. */
export const featuredChoiceWire = z.object({
  id: z.number().int(),
  type: z.string().describe("The listing's type: basic or property (hotels), itinerary"),
  title: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  path: z.string().describe("Its public page"),
  in_destination: z.boolean().describe("Whether it belongs to the destination"),
});

export const storefrontWire = z.object({
  kind: z.enum(["hotel", "advisor", "destination"]),
  title: z.string(),
  path: z.string().describe("The listing's public page"),
  is_live: z.boolean().describe("Whether couples see the page now (an active listing); changes to a live page show at once"),
  is_featured: z.boolean().describe("Advisors: a Featured profile (video, affiliations, every specialty)"),
  fields: z.object(optionalFields).describe("The kind's fields only"),
  featured: z
    .object({ hotels: z.array(featuredChoiceWire), itineraries: z.array(featuredChoiceWire) })
    .optional()
    .describe("Destinations: the hotels and itineraries featured_hotel_ids and featured_itinerary_ids name, in order (those no longer live are left out)"),
});

/** The schemas of each storefront operation, by operationId. */
export const getStorefront = { response: z.object({ data: storefrontWire }) };

export const updateStorefront = {
  body: wireObject(STOREFRONT_WIRE_NAMES, optionalBodyFields),
  response: z.object({ message: z.string(), data: storefrontWire }),
};

export const searchFeaturableListings = {
  query: z.object({
    kind: z.enum(["hotel", "itinerary"]).describe("Hotels or itineraries"),
    query: text(100).default("").describe("Part of the title; empty: those in the destination first, then the others"),
  }),
  response: z.object({ data: z.array(featuredChoiceWire) }),
};
