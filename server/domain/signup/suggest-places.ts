import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { HOTEL_LISTING_TYPES, type ListingType } from "../../../core/listing-types";
import type { GazetteerPlace } from "../../adapters/places/gazetteer-places";
import { MAX_PLACE_INPUT, MAX_PREDICTIONS, type PlaceSearchResult } from "../../adapters/places/place-search";
import type { AppServices } from "../../app-context";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";

/**
 * The catalogue's own places: hotels for `establishment`, destination pages otherwise. The
 * composition root hands this to the gazetteer adapter (placeSearchFor).
 */
export function searchCataloguePlaces(db: Database): (text: string, types: string | undefined) => Promise<GazetteerPlace[]> {
  return (text, types) => cataloguePlaces(db, text, types);
}

async function cataloguePlaces(db: Database, text: string, types: string | undefined): Promise<GazetteerPlace[]> {
  const kinds: readonly ListingType[] = types === "establishment" ? HOTEL_LISTING_TYPES : ["destination"];
  // Matches the expression of listings_title_prefix_idx: a btree, so the LIMIT stops early.
  const prefix = `${text.toLowerCase().replace(/[\\%_]/g, "\\$&")}%`;
  const rows = await db
    .select({ id: listings.id, title: listings.title, city: listings.city, country: listings.country, type: listings.type })
    .from(listings)
    .where(and(eq(listings.status, "active"), inArray(listings.type, [...kinds]), sql`lower(${listings.title}) like ${prefix}`))
    .orderBy(desc(listings.isFeatured), asc(listings.title))
    .limit(MAX_PREDICTIONS);
  return rows.map((row) => ({
    id: `listing:${row.id}`,
    name: row.title,
    secondary: [row.city, row.country].filter(Boolean).join(", "),
    types: row.type === "destination" ? ["political", "geocode"] : ["lodging", "establishment", "point_of_interest"],
    weight: 0,
  }));
}

/**
 * docs/product.md §7 googleapi/place: suggestions as a person types a hotel name or an address.
 * Google Places when a key is configured; otherwise the built-in gazetteer of world cities and
 * countries plus the catalogue's hotels and destinations.
 */
export async function suggestPlaces(
  { placeSearch }: Pick<AppServices, "placeSearch">,
  { input, types }: { input: string; types: string | undefined },
): Promise<PlaceSearchResult> {
  const text = input.trim().slice(0, MAX_PLACE_INPUT);
  if (text === "") return { status: "ZERO_RESULTS", predictions: [] };
  return placeSearch.autocomplete({ input: text, types });
}
