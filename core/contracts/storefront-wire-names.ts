import type { AdvisorOffer, AdvisorWorkshop } from "../storefront-extras";
import type { StorefrontValues } from "../storefront-rules";
import type { z } from "zod";
import type { updateStorefront } from "./storefront-schemas";
import { fromWire, toWire } from "./wire-names";

/** The body of a save, as sent. */
export type StorefrontWireBody = z.input<typeof updateStorefront.body>;

/**
 * A business's storefront on the wire (snake_case) and in the code (camelCase): the one mapping
 * the contract's schemas read the body with and the dashboard's editor writes it with.
 */
export const STOREFRONT_WIRE_NAMES = {
  description: "description",
  highlights: "highlights",
  amenities: "amenities",
  goodFor: "good_for",
  address: "address",
  postalCode: "postal_code",
  city: "city",
  region: "region",
  country: "country",
  latitude: "latitude",
  longitude: "longitude",
  checkIn: "check_in",
  checkOut: "check_out",
  policies: "policies",
  website: "website",
  phone: "phone",
  about: "about",
  agencyName: "agency_name",
  destinations: "destinations",
  specialties: "specialties",
  languages: "languages",
  yearsExperience: "years_experience",
  videoUrl: "video_url",
  affiliations: "affiliations",
  reviews: "reviews",
  specialOffers: "special_offers",
  workshop: "workshop",
  article: "article",
  bestTime: "best_time",
  featuredHotelIds: "featured_hotel_ids",
  featuredItineraryIds: "featured_itinerary_ids",
} as const satisfies Record<keyof StorefrontValues, string>;

/** A Featured advisor's special offer on the wire (core/storefront-extras.ts AdvisorOffer). */
export const ADVISOR_OFFER_WIRE_NAMES = { title: "title", text: "text", validUntil: "valid_until", url: "url" } as const satisfies Record<keyof AdvisorOffer, string>;

/** A Featured advisor's workshop on the wire (AdvisorWorkshop). */
export const ADVISOR_WORKSHOP_WIRE_NAMES = {
  title: "title",
  date: "date",
  isOnline: "is_online",
  place: "place",
  text: "text",
  signUpUrl: "sign_up_url",
} as const satisfies Record<keyof AdvisorWorkshop, string>;

/**
 * The storefront's fields on the wire, nested objects included (the offers' and the workshop's
 * names). The browser sends it and the server answers with it; the body's schema reads it back.
 */
export function storefrontFieldsToWire(values: Partial<StorefrontValues>): StorefrontWireBody {
  const wire: Record<string, unknown> = toWire(STOREFRONT_WIRE_NAMES, values);
  if (values.specialOffers !== undefined) wire.special_offers = values.specialOffers.map((offer) => toWire(ADVISOR_OFFER_WIRE_NAMES, offer));
  if (values.workshop !== undefined) wire.workshop = values.workshop === null ? null : toWire(ADVISOR_WORKSHOP_WIRE_NAMES, values.workshop);
  return wire as StorefrontWireBody;
}

/** The inverse of storefrontFieldsToWire, for the fields the server answered with. */
export function storefrontFieldsFromWire(wire: Record<string, unknown>): Partial<StorefrontValues> {
  const values = fromWire(STOREFRONT_WIRE_NAMES, wire) as Partial<StorefrontValues>;
  const offers = wire.special_offers;
  if (Array.isArray(offers)) values.specialOffers = offers.map((offer) => fromWire(ADVISOR_OFFER_WIRE_NAMES, offer as Record<string, unknown>) as AdvisorOffer);
  const workshop = wire.workshop;
  if (workshop !== undefined) values.workshop = workshop === null ? null : (fromWire(ADVISOR_WORKSHOP_WIRE_NAMES, workshop as Record<string, unknown>) as AdvisorWorkshop);
  return values;
}
