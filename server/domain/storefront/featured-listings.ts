import { and, eq, inArray } from "drizzle-orm";
import { listingPath } from "../../../core/listing-path";
import { HOTEL_LISTING_TYPES, type ListingType } from "../../../core/listing-types";
import type { Database } from "../../db/client";
import { listings, type ListingRow } from "../../db/schema/catalogue";

/** A hotel or an itinerary a destination may feature, as the editor lists it. */
export type FeaturedChoice = {
  id: number;
  type: ListingType;
  title: string;
  city: string | null;
  country: string | null;
  path: string;
  /** It belongs to the destination (its destination_id). */
  inDestination: boolean;
};

export type FeaturableKind = "hotel" | "itinerary";

export const FEATURABLE_TYPES: Record<FeaturableKind, readonly ListingType[]> = { hotel: HOTEL_LISTING_TYPES, itinerary: ["itinerary"] };

/** At most this many suggestions per search. */
export const FEATURABLE_SEARCH_LIMIT = 20;

export function choiceOf(row: Pick<ListingRow, "id" | "type" | "title" | "city" | "country" | "slug" | "destinationId">, destinationId: number): FeaturedChoice {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    city: row.city,
    country: row.country,
    path: listingPath(row.type, row.slug),
    inDestination: row.destinationId === destinationId,
  };
}

export const choiceColumns = {
  id: listings.id,
  type: listings.type,
  title: listings.title,
  city: listings.city,
  country: listings.country,
  slug: listings.slug,
  destinationId: listings.destinationId,
};

/** The live listings of these kinds among the ids, in the ids' order (others left out). */
export async function featuredChoicesOf(db: Database, destinationId: number, ids: readonly number[], types: readonly ListingType[]): Promise<FeaturedChoice[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(choiceColumns)
    .from(listings)
    .where(and(inArray(listings.id, [...ids]), inArray(listings.type, [...types]), eq(listings.status, "active")));
  const byId = new Map(rows.map((row) => [row.id, choiceOf(row, destinationId)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The ids that are not live listings of these kinds (unknown, another kind, not live). */
export async function unknownFeaturedIds(db: Database, ids: readonly number[], types: readonly ListingType[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(inArray(listings.id, [...ids]), inArray(listings.type, [...types]), eq(listings.status, "active")));
  const found = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}
