import { phoneError, websiteError } from "./business-signup-rules";
import { OCCASIONS } from "./listing-types";
import {
  articleError,
  cleanArticle,
  cleanOffers,
  cleanReviews,
  cleanWorkshop,
  featuredIdsError,
  offersError,
  reviewsError,
  STOREFRONT_EXTRA_MESSAGES,
  workshopError,
  type AdvisorArticle,
  type AdvisorOffer,
  type AdvisorReview,
  type AdvisorWorkshop,
} from "./storefront-extras";
import { formatCount } from "./counts";

/**
 * The storefront editor's rules (issue 19): what a hotel, a travel advisor or a destination edits
 * of its own listing, the limits, and the messages a business reads. The dashboard's form runs
 * them before sending and the domain (server/domain/storefront) runs them again, so both say the
 * same. Plain functions, no zod: the browser imports them.
 */

export type StorefrontKind = "hotel" | "advisor" | "destination";

export type HotelStorefront = {
  /** The page's long text (its "About" section); its first sentences become the card's summary. */
  description: string;
  highlights: string[];
  amenities: string[];
  /** Occasion ids (core/listing-types.ts OCCASIONS). */
  goodFor: string[];
  /** Street and number, as a guest would write it. */
  address: string;
  /** The postal code as the hotel gives it ("84017", "SW1A 2AA"); "" when not said. */
  postalCode: string;
  city: string;
  region: string;
  country: string;
  latitude: number | null;
  longitude: number | null;
  /** HH:MM, or "" when not said. */
  checkIn: string;
  checkOut: string;
  policies: string;
  website: string;
  phone: string;
};

export type AdvisorStorefront = {
  about: string;
  agencyName: string;
  /** Places the advisor plans trips to: couples' requests naming one reach the advisor. */
  destinations: string[];
  /** Occasion ids the advisor specialises in: requests for one reach the advisor. */
  specialties: string[];
  languages: string[];
  yearsExperience: number | null;
  /** Featured profiles only: an https link to the advisor's introduction video. */
  videoUrl: string;
  /** Featured profiles only. */
  affiliations: string[];
  /** Featured profiles only (core/storefront-extras.ts): couples' words, in the page's order. */
  reviews: AdvisorReview[];
  /** Featured profiles only: the advisor's own offers, in the page's order. */
  specialOffers: AdvisorOffer[];
  /** Featured profiles only; null: none. */
  workshop: AdvisorWorkshop | null;
  /** Featured profiles only: the one article included; null: none. */
  article: AdvisorArticle | null;
};

export type DestinationStorefront = {
  description: string;
  highlights: string[];
  bestTime: string;
  /** Hotels (listing ids) the destination's page features, in its order. */
  featuredHotelIds: number[];
  /** Itineraries (listing ids) the destination's page features, in its order. */
  featuredItineraryIds: number[];
};

/** Every field any kind edits; a save names only its kind's. */
export type StorefrontValues = HotelStorefront & AdvisorStorefront & DestinationStorefront;
export type StorefrontField = keyof StorefrontValues;
export type StorefrontInput = Partial<StorefrontValues>;
export type StorefrontErrors = Partial<Record<StorefrontField, string>>;

export const HOTEL_STOREFRONT_FIELDS = [
  "description",
  "highlights",
  "amenities",
  "goodFor",
  "address",
  "postalCode",
  "city",
  "region",
  "country",
  "latitude",
  "longitude",
  "checkIn",
  "checkOut",
  "policies",
  "website",
  "phone",
] as const satisfies readonly (keyof HotelStorefront)[];

export const ADVISOR_STOREFRONT_FIELDS = [
  "about",
  "agencyName",
  "destinations",
  "specialties",
  "languages",
  "yearsExperience",
  "videoUrl",
  "affiliations",
  "reviews",
  "specialOffers",
  "workshop",
  "article",
] as const satisfies readonly (keyof AdvisorStorefront)[];

export const DESTINATION_STOREFRONT_FIELDS = ["description", "highlights", "bestTime", "featuredHotelIds", "featuredItineraryIds"] as const satisfies readonly (keyof DestinationStorefront)[];

export const STOREFRONT_FIELDS: Record<StorefrontKind, readonly StorefrontField[]> = {
  hotel: HOTEL_STOREFRONT_FIELDS,
  advisor: ADVISOR_STOREFRONT_FIELDS,
  destination: DESTINATION_STOREFRONT_FIELDS,
};

/** What only a Featured advisor edits (docs/product.md §6). */
export const FEATURED_ADVISOR_FIELDS = ["videoUrl", "affiliations", "reviews", "specialOffers", "workshop", "article"] as const satisfies readonly StorefrontField[];

export const STOREFRONT_LIMITS = {
  longText: 5000,
  policies: 2000,
  listItem: 80,
  listItems: 30,
  address: 200,
  /** The longest postal codes in use (US ZIP+4, "KY1-1201") have 10 characters. */
  postalCode: 12,
  place: 80,
  agencyName: 100,
  bestTime: 200,
  videoUrl: 500,
  maxYears: 70,
  /** docs/product.md §6: a Basic advisor profile has "limited specialty tagging". */
  basicSpecialties: 3,
} as const;

export const STOREFRONT_MESSAGES = {
  saved: "Your changes are saved.",
  savedLive: "Your changes are saved and live on your page.",
  notABusiness: "Only business accounts have a storefront.",
  noListing: "Your business has no profile yet, so there is nothing to edit.",
  longText: `Keep it to ${formatCount(STOREFRONT_LIMITS.longText)} characters`,
  policies: `Keep the policies to ${formatCount(STOREFRONT_LIMITS.policies)} characters`,
  list: `List at most ${STOREFRONT_LIMITS.listItems} items of up to ${STOREFRONT_LIMITS.listItem} characters each`,
  occasions: "Choose occasions from the list",
  basicSpecialties: `A Basic profile lists up to ${STOREFRONT_LIMITS.basicSpecialties} specialties; Featured profiles list them all`,
  address: `Keep the address to ${STOREFRONT_LIMITS.address} characters`,
  postalCode: `Enter a postal code of up to ${STOREFRONT_LIMITS.postalCode} letters, digits, spaces or hyphens, like 84017 or SW1A 2AA`,
  city: `Keep the city to ${STOREFRONT_LIMITS.place} characters`,
  region: `Keep the region to ${STOREFRONT_LIMITS.place} characters`,
  country: `Keep the country to ${STOREFRONT_LIMITS.place} characters`,
  latitude: "The latitude is a number from -90 to 90",
  longitude: "The longitude is a number from -180 to 180",
  coordinatesTogether: "Give both the latitude and the longitude, or neither",
  time: "Enter a time like 15:00 (24-hour clock)",
  agencyName: "Enter Agency Name",
  agencyNameLength: `Keep the agency name to ${STOREFRONT_LIMITS.agencyName} characters`,
  years: `Years of experience is a whole number from 0 to ${STOREFRONT_LIMITS.maxYears}`,
  videoUrl: "Enter a video link that starts with https://",
  featuredOnly: "Only Featured advisor profiles show this. Upgrade to Featured to add it.",
  bestTime: `Keep the best time to visit to ${STOREFRONT_LIMITS.bestTime} characters`,
  notForKind: "This is not part of your kind of page.",
} as const;

export const EMPTY_STOREFRONT: StorefrontValues = {
  description: "",
  highlights: [],
  amenities: [],
  goodFor: [],
  address: "",
  postalCode: "",
  city: "",
  region: "",
  country: "",
  latitude: null,
  longitude: null,
  checkIn: "",
  checkOut: "",
  policies: "",
  website: "",
  phone: "",
  about: "",
  agencyName: "",
  destinations: [],
  specialties: [],
  languages: [],
  yearsExperience: null,
  videoUrl: "",
  affiliations: [],
  reviews: [],
  specialOffers: [],
  workshop: null,
  article: null,
  bestTime: "",
  featuredHotelIds: [],
  featuredItineraryIds: [],
};

const OCCASION_IDS: readonly string[] = OCCASIONS.map((occasion) => occasion.slug);
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Letters and digits, with single spaces or hyphens between them: "84017", "SW1A 2AA", "KY1-1201". */
const POSTAL_CODE = /^[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)*$/;

/** A postal code as stored: trimmed, runs of spaces as one, letters in capitals ("sw1a  2aa" → "SW1A 2AA"). */
export function cleanPostalCode(text: string): string {
  return text.trim().replace(/\s+/g, " ").toUpperCase();
}

/** Optional; when given, 2 to 12 letters, digits, spaces and hyphens, starting and ending with a letter or digit. */
export function postalCodeError(value: unknown): string | null {
  if (typeof value !== "string") return STOREFRONT_MESSAGES.postalCode;
  const text = cleanPostalCode(value);
  if (text === "") return null;
  return text.length >= 2 && text.length <= STOREFRONT_LIMITS.postalCode && POSTAL_CODE.test(text) ? null : STOREFRONT_MESSAGES.postalCode;
}

/** A textarea's lines as a list: trimmed, blank lines and repeats left out ("one per line"). */
export function linesOf(text: string): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const item = line.trim();
    const key = item.toLowerCase();
    if (item === "" || seen.has(key)) continue;
    seen.add(key);
    items.push(item);
  }
  return items;
}

/** The values as stored: text trimmed, lists without blanks and repeats, occasions in the list's order. */
export function cleanStorefront(values: StorefrontValues): StorefrontValues {
  const list = (items: string[]) => linesOf(items.join("\n"));
  const occasions = (ids: string[]) => OCCASION_IDS.filter((id) => ids.includes(id)).concat(ids.filter((id) => !OCCASION_IDS.includes(id)));
  return {
    ...values,
    description: values.description.trim(),
    highlights: list(values.highlights),
    amenities: list(values.amenities),
    goodFor: occasions([...new Set(values.goodFor)]),
    address: values.address.trim(),
    postalCode: cleanPostalCode(values.postalCode),
    city: values.city.trim(),
    region: values.region.trim(),
    country: values.country.trim(),
    checkIn: values.checkIn.trim(),
    checkOut: values.checkOut.trim(),
    policies: values.policies.trim(),
    website: values.website.trim(),
    phone: values.phone.trim(),
    about: values.about.trim(),
    agencyName: values.agencyName.trim(),
    destinations: list(values.destinations),
    specialties: occasions([...new Set(values.specialties)]),
    languages: list(values.languages),
    videoUrl: values.videoUrl.trim(),
    affiliations: list(values.affiliations),
    reviews: cleanReviews(values.reviews),
    specialOffers: cleanOffers(values.specialOffers),
    workshop: cleanWorkshop(values.workshop),
    article: cleanArticle(values.article),
    bestTime: values.bestTime.trim(),
  };
}

function isList(items: unknown): boolean {
  return (
    Array.isArray(items) &&
    items.length <= STOREFRONT_LIMITS.listItems &&
    items.every((item) => typeof item === "string" && item.trim().length <= STOREFRONT_LIMITS.listItem)
  );
}

function isTextWithin(value: unknown, max: number): boolean {
  return typeof value === "string" && value.trim().length <= max;
}

function occasionsError(ids: unknown): string | null {
  if (!Array.isArray(ids) || ids.length > OCCASION_IDS.length * 2) return STOREFRONT_MESSAGES.occasions;
  return ids.every((id) => typeof id === "string" && OCCASION_IDS.includes(id)) ? null : STOREFRONT_MESSAGES.occasions;
}

function coordinateError(value: unknown, limit: number, message: string): string | null {
  if (value === null) return null;
  return typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= limit ? null : message;
}

/** An https address of a named host (with a dot), without spaces, within its cap. */
function isHttpsLink(text: string): boolean {
  if (text.length > STOREFRONT_LIMITS.videoUrl || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

function timeError(value: string): string | null {
  const text = value.trim();
  return text === "" || TIME.test(text) ? null : STOREFRONT_MESSAGES.time;
}

export type StorefrontPlan = {
  kind: StorefrontKind;
  /** A Featured advisor profile (video, affiliations, every specialty). */
  isFeatured: boolean;
};

/** The errors of one kind's values, by field, in the form's order; empty when they may be saved. */
export function checkStorefront(values: StorefrontValues, { kind, isFeatured }: StorefrontPlan): StorefrontErrors {
  const errors: StorefrontErrors = {};
  const put = (field: StorefrontField, message: string | null) => {
    if (message !== null && errors[field] === undefined) errors[field] = message;
  };
  const list = (field: "highlights" | "amenities" | "destinations" | "languages" | "affiliations") =>
    put(field, isList(values[field]) ? null : STOREFRONT_MESSAGES.list);

  if (kind === "hotel" || kind === "destination") {
    put("description", isTextWithin(values.description, STOREFRONT_LIMITS.longText) ? null : STOREFRONT_MESSAGES.longText);
    list("highlights");
  }
  if (kind === "hotel") {
    list("amenities");
    put("goodFor", occasionsError(values.goodFor));
    put("address", isTextWithin(values.address, STOREFRONT_LIMITS.address) ? null : STOREFRONT_MESSAGES.address);
    put("postalCode", postalCodeError(values.postalCode));
    put("city", isTextWithin(values.city, STOREFRONT_LIMITS.place) ? null : STOREFRONT_MESSAGES.city);
    put("region", isTextWithin(values.region, STOREFRONT_LIMITS.place) ? null : STOREFRONT_MESSAGES.region);
    put("country", isTextWithin(values.country, STOREFRONT_LIMITS.place) ? null : STOREFRONT_MESSAGES.country);
    put("latitude", coordinateError(values.latitude, 90, STOREFRONT_MESSAGES.latitude));
    put("longitude", coordinateError(values.longitude, 180, STOREFRONT_MESSAGES.longitude));
    if ((values.latitude === null) !== (values.longitude === null)) put(values.latitude === null ? "latitude" : "longitude", STOREFRONT_MESSAGES.coordinatesTogether);
    put("checkIn", timeError(values.checkIn));
    put("checkOut", timeError(values.checkOut));
    put("policies", isTextWithin(values.policies, STOREFRONT_LIMITS.policies) ? null : STOREFRONT_MESSAGES.policies);
    put("website", websiteError(values.website));
    put("phone", values.phone.trim() === "" ? null : phoneError(values.phone));
  }
  if (kind === "advisor") {
    put("about", isTextWithin(values.about, STOREFRONT_LIMITS.longText) ? null : STOREFRONT_MESSAGES.longText);
    const agency = values.agencyName.trim();
    put("agencyName", agency === "" ? STOREFRONT_MESSAGES.agencyName : agency.length > STOREFRONT_LIMITS.agencyName ? STOREFRONT_MESSAGES.agencyNameLength : null);
    list("destinations");
    put("specialties", occasionsError(values.specialties));
    if (!isFeatured && values.specialties.length > STOREFRONT_LIMITS.basicSpecialties) put("specialties", STOREFRONT_MESSAGES.basicSpecialties);
    list("languages");
    const years = values.yearsExperience;
    put("yearsExperience", years === null || (Number.isInteger(years) && years >= 0 && years <= STOREFRONT_LIMITS.maxYears) ? null : STOREFRONT_MESSAGES.years);
    const video = values.videoUrl.trim();
    if (!isFeatured && video !== "") put("videoUrl", STOREFRONT_MESSAGES.featuredOnly);
    put("videoUrl", video === "" || isHttpsLink(video) ? null : STOREFRONT_MESSAGES.videoUrl);
    if (!isFeatured && values.affiliations.length > 0) put("affiliations", STOREFRONT_MESSAGES.featuredOnly);
    list("affiliations");
    // A Basic profile sets none of them (the domain checks only those sent, so a lapsed plan's stay stored).
    if (!isFeatured && Array.isArray(values.reviews) && values.reviews.length > 0) put("reviews", STOREFRONT_MESSAGES.featuredOnly);
    put("reviews", reviewsError(values.reviews));
    if (!isFeatured && Array.isArray(values.specialOffers) && values.specialOffers.length > 0) put("specialOffers", STOREFRONT_MESSAGES.featuredOnly);
    put("specialOffers", offersError(values.specialOffers));
    if (!isFeatured && values.workshop !== null) put("workshop", STOREFRONT_MESSAGES.featuredOnly);
    put("workshop", workshopError(values.workshop));
    if (!isFeatured && values.article !== null) put("article", STOREFRONT_MESSAGES.featuredOnly);
    put("article", articleError(values.article));
  }
  if (kind === "destination") {
    put("bestTime", isTextWithin(values.bestTime, STOREFRONT_LIMITS.bestTime) ? null : STOREFRONT_MESSAGES.bestTime);
    put("featuredHotelIds", featuredIdsError(values.featuredHotelIds, STOREFRONT_EXTRA_MESSAGES.featuredHotels));
    put("featuredItineraryIds", featuredIdsError(values.featuredItineraryIds, STOREFRONT_EXTRA_MESSAGES.featuredItineraries));
  }
  return errors;
}

/** The text without the given characters at its end (a loop: a pattern anchored at the end backtracks). */
function trimEndOf(text: string, characters: string): string {
  let end = text.length;
  while (end > 0 && characters.includes(text.charAt(end - 1))) end -= 1;
  return text.slice(0, end);
}

/**
 * A card's summary of a long text: its first paragraph, cut at a word near `max` characters with
 * an ellipsis. Cards, search and the page's description read it; the page itself shows the whole text.
 */
export function summaryOf(text: string, max = 250): string {
  const lines = text.trim().split("\n");
  const blank = lines.findIndex((line) => line.trim() === "");
  const first = (blank === -1 ? lines : lines.slice(0, blank)).join(" ").replace(/\s+/g, " ").trim();
  if (first.length <= max) return first;
  const cut = first.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${trimEndOf(space > max * 0.6 ? cut.slice(0, space) : cut, " ,;:.")}…`;
}
