import { codeNameOf } from "../../../core/contracts/wire-names";
import { storefrontFieldsFromWire, STOREFRONT_WIRE_NAMES } from "../../../core/contracts/storefront-wire-names";
import type { AdvisorArticle, AdvisorWorkshop } from "../../../core/storefront-extras";
import { EMPTY_STOREFRONT, type StorefrontErrors, type StorefrontField, type StorefrontValues } from "../../../core/storefront-rules";

type ListField = "highlights" | "amenities" | "destinations" | "languages" | "affiliations";
type NumberField = "latitude" | "longitude" | "yearsExperience";

/** A hotel or an itinerary a destination features, as the editor shows it. */
export type FeaturedChoice = { id: number; title: string; city: string | null; country: string | null; path: string; inDestination: boolean };

type ExtraField = "workshop" | "article" | "featuredHotelIds" | "featuredItineraryIds";

/**
 * The form's text for each field as typed: lists one item per line, numbers as written; the
 * workshop and the article always there (all empty: none); featured listings with their names.
 */
export type StorefrontDraft = Omit<StorefrontValues, ListField | NumberField | ExtraField> &
  Record<ListField | NumberField, string> & { workshop: AdvisorWorkshop; article: AdvisorArticle; featuredHotels: FeaturedChoice[]; featuredItineraries: FeaturedChoice[] };

export const EMPTY_WORKSHOP: AdvisorWorkshop = { title: "", date: "", isOnline: false, place: "", text: "", signUpUrl: "" };
const EMPTY_ARTICLE: AdvisorArticle = { title: "", body: "" };

export type FeaturedChoices = { hotels: FeaturedChoice[]; itineraries: FeaturedChoice[] };

function numberText(value: number | null): string {
  return value === null ? "" : String(value);
}

export function draftOf(values: StorefrontValues, featured: FeaturedChoices = { hotels: [], itineraries: [] }): StorefrontDraft {
  const { featuredHotelIds: _hotels, featuredItineraryIds: _itineraries, ...rest } = values;
  return {
    ...rest,
    workshop: values.workshop ?? EMPTY_WORKSHOP,
    article: values.article ?? EMPTY_ARTICLE,
    // In the stored order; an id no longer live has no name to show and drops out at the next save.
    featuredHotels: values.featuredHotelIds.flatMap((id) => featured.hotels.find((choice) => choice.id === id) ?? []),
    featuredItineraries: values.featuredItineraryIds.flatMap((id) => featured.itineraries.find((choice) => choice.id === id) ?? []),
    highlights: values.highlights.join("\n"),
    amenities: values.amenities.join("\n"),
    destinations: values.destinations.join("\n"),
    languages: values.languages.join("\n"),
    affiliations: values.affiliations.join("\n"),
    latitude: numberText(values.latitude),
    longitude: numberText(values.longitude),
    yearsExperience: numberText(values.yearsExperience),
  };
}

/** A number typed in a field; "" → null; anything else that is not a number → NaN (the rules refuse it). */
function numberOf(text: string): number | null {
  const value = text.trim();
  if (value === "") return null;
  return /^-?\d{1,4}(\.\d{1,8})?$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * Lists keep every line typed (blank ones aside) so the rules count what the person wrote; the
 * server drops repeats when it stores them.
 */
function listOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Every text of the object empty (the workshop's "online" aside): the part is left out. */
function isBlank(value: Record<string, unknown>): boolean {
  return Object.values(value).every((part) => typeof part !== "string" || part.trim() === "");
}

export function valuesOf(draft: StorefrontDraft): StorefrontValues {
  const { featuredHotels, featuredItineraries, ...rest } = draft;
  return {
    ...rest,
    workshop: isBlank(draft.workshop) ? null : draft.workshop,
    article: isBlank(draft.article) ? null : draft.article,
    featuredHotelIds: featuredHotels.map((choice) => choice.id),
    featuredItineraryIds: featuredItineraries.map((choice) => choice.id),
    highlights: listOf(draft.highlights),
    amenities: listOf(draft.amenities),
    destinations: listOf(draft.destinations),
    languages: listOf(draft.languages),
    affiliations: listOf(draft.affiliations),
    latitude: numberOf(draft.latitude),
    longitude: numberOf(draft.longitude),
    yearsExperience: numberOf(draft.yearsExperience),
  };
}

/** The values the server answered with (its wire fields), over empty ones. */
export function valuesFromWire(fields: Record<string, unknown>): StorefrontValues {
  return { ...EMPTY_STOREFRONT, ...storefrontFieldsFromWire(fields) };
}

/** A 422's field messages (wire names, a list's item as "highlights.3") by the form's fields. */
export function errorsFromServer(errors: Record<string, string[]>): StorefrontErrors {
  const found: StorefrontErrors = {};
  for (const [name, messages] of Object.entries(errors)) {
    const field = codeNameOf(STOREFRONT_WIRE_NAMES, name.split(".")[0] ?? name) as StorefrontField;
    if (field in EMPTY_STOREFRONT && found[field] === undefined && messages[0]) found[field] = messages[0];
  }
  return found;
}

/** The fields a save sends: the kind's. */
export function pick(values: StorefrontValues, fields: readonly StorefrontField[]): Partial<StorefrontValues> {
  return Object.fromEntries(fields.map((field) => [field, values[field]]));
}

/** The featured listings the server answered with (wire), as the editor shows them. */
export function choicesFromWire(featured: { hotels: WireChoice[]; itineraries: WireChoice[] } | undefined): FeaturedChoices {
  const choice = ({ in_destination, ...rest }: WireChoice): FeaturedChoice => ({ ...rest, inDestination: in_destination });
  return { hotels: (featured?.hotels ?? []).map(choice), itineraries: (featured?.itineraries ?? []).map(choice) };
}

export type WireChoice = { id: number; title: string; city: string | null; country: string | null; path: string; in_destination: boolean };
