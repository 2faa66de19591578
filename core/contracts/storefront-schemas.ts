import { z } from "zod";
import { OCCASIONS } from "../listing-types";
import { STOREFRONT_LIMITS } from "../storefront-rules";
import { STOREFRONT_WIRE_NAMES } from "./storefront-wire-names";
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

const fields = {
  description: text(STOREFRONT_LIMITS.longText).describe("Hotels and destinations: the page's text (plain text, blank lines between paragraphs)"),
  highlights: list.describe("Hotels and destinations: short highlights, one per item"),
  amenities: list.describe("Hotels"),
  good_for: occasions.describe("Hotels: the occasions the hotel is good for (occasion ids)"),
  address: text(STOREFRONT_LIMITS.address).describe("Hotels: street and number"),
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
  best_time: text(STOREFRONT_LIMITS.bestTime).describe("Destinations: the best time to visit"),
};

const optionalFields = Object.fromEntries(Object.entries(fields).map(([name, schema]) => [name, schema.optional()])) as {
  [Name in keyof typeof fields]: z.ZodOptional<(typeof fields)[Name]>;
};

export const storefrontWire = z.object({
  kind: z.enum(["hotel", "advisor", "destination"]),
  title: z.string(),
  path: z.string().describe("The listing's public page"),
  is_live: z.boolean().describe("Whether couples see the page now (an active listing); changes to a live page show at once"),
  is_featured: z.boolean().describe("Advisors: a Featured profile (video, affiliations, every specialty)"),
  fields: z.object(optionalFields).describe("The kind's fields only"),
});

/** The schemas of each storefront operation, by operationId. */
export const getStorefront = { response: z.object({ data: storefrontWire }) };

export const updateStorefront = {
  body: wireObject(STOREFRONT_WIRE_NAMES, optionalFields),
  response: z.object({ message: z.string(), data: storefrontWire }),
};
