import { and, eq, isNotNull, sql } from "drizzle-orm";
import { placeFromSuggestion, resolveTypedPlace, typedPlaceParts, typedTownBefore, type KnownPlace, type TypedPlace } from "../../../core/typed-place";
import type { PlaceSearch } from "../../adapters/places/place-search";
import { MAX_PLACE_INPUT } from "../../adapters/places/place-search";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";

/** An address has a street, a town and a country: more parts are not worth a call each. */
const MAX_SEARCHED_PARTS = 3;

export type ResolveAddressDeps = { db: Database; placeSearch?: PlaceSearch };

/**
 * The places the live catalogue knows, most listed first: each city with its region, country and
 * centre (the mean of its listings' coordinates), each region and each country. Only active
 * listings count, so text a business typed on a page still in review names no place for others.
 */
async function knownPlaces(db: Database): Promise<KnownPlace[]> {
  const cities = await db
    .select({
      city: listings.city,
      region: listings.region,
      country: listings.country,
      latitude: sql<number | null>`avg(${listings.latitude})::float8`,
      longitude: sql<number | null>`avg(${listings.longitude})::float8`,
    })
    .from(listings)
    .where(and(eq(listings.status, "active"), isNotNull(listings.city)))
    .groupBy(listings.city, listings.region, listings.country)
    .orderBy(sql`count(*) desc`, listings.city);
  const areas = await db
    .select({ region: listings.region, country: listings.country })
    .from(listings)
    .where(and(eq(listings.status, "active"), sql`(${listings.region} is not null or ${listings.country} is not null)`))
    .groupBy(listings.region, listings.country)
    .orderBy(sql`count(*) desc`);
  const rounded = (value: number | null) => (value === null ? null : Math.round(value * 1e6) / 1e6);
  return [
    ...cities.map((row) => ({ ...row, latitude: rounded(row.latitude), longitude: rounded(row.longitude) })),
    ...areas.map((row) => ({ city: null, region: row.region, country: row.country })),
  ];
}

/** The place search's first city or country suggestion that is a place the text names; null when none is, or the search fails. */
async function fromPlaceSearch(placeSearch: PlaceSearch, text: string): Promise<TypedPlace | null> {
  try {
    const { predictions } = await placeSearch.autocomplete({ input: text.slice(0, MAX_PLACE_INPUT), types: "(cities)" });
    for (const prediction of predictions) {
      const place = placeFromSuggestion(text, prediction);
      if (place) return place;
    }
  } catch {
    // A place search that is down leaves the address as typed: nothing is refused for it.
  }
  return null;
}

/**
 * An address typed without a suggestion, read as a place (decision 040): first among the live
 * catalogue's cities, regions and countries, then by the place search (Google when configured, else
 * the built-in gazetteer), trying the address's parts one by one, last first, so a street or a
 * postal code never hides the town; then, with a country known, the town clearly typed before it.
 * Null when nothing names a place: the text stays as typed.
 */
export async function resolveTypedAddress(deps: ResolveAddressDeps, text: string | null | undefined): Promise<TypedPlace | null> {
  const typed = (text ?? "").trim();
  if (typed === "") return null;
  const fromCatalogue = resolveTypedPlace(typed, await knownPlaces(deps.db));
  if (fromCatalogue?.city) return fromCatalogue;
  const found = deps.placeSearch ? await fromPlaceSearchParts(deps.placeSearch, typed, fromCatalogue) : null;
  if (found) return found;
  // A country known and a town nobody knows yet, clearly typed before it: the town as typed.
  if (fromCatalogue?.country) {
    const town = typedTownBefore(typed, fromCatalogue.country);
    if (town) return { ...fromCatalogue, city: town };
  }
  return fromCatalogue;
}

async function fromPlaceSearchParts(placeSearch: PlaceSearch, typed: string, fromCatalogue: TypedPlace | null): Promise<TypedPlace | null> {
  // The catalogue knew no city (perhaps the country): ask the place search for the town, part by
  // part without numbers and codes ("84017 Ravello SA" asks "Ravello"), a few calls at most.
  const parts = typedPlaceParts(typed).filter((part) => !fromCatalogue?.country || !sameCountry(part, fromCatalogue.country));
  for (const part of parts.slice(0, MAX_SEARCHED_PARTS)) {
    const place = await fromPlaceSearch(placeSearch, part);
    if (place?.city && (!fromCatalogue?.country || place.country === null || sameCountry(place.country, fromCatalogue.country))) {
      return { ...place, country: fromCatalogue?.country ?? place.country };
    }
  }
  return null;
}

function sameCountry(a: string, b: string): boolean {
  return a.localeCompare(b, undefined, { sensitivity: "base" }) === 0;
}
