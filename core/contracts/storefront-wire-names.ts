import type { StorefrontValues } from "../storefront-rules";

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
  bestTime: "best_time",
} as const satisfies Record<keyof StorefrontValues, string>;
