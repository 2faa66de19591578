import { and, eq, inArray, max, min } from "drizzle-orm";
import type { ListingType } from "../../../core/listing-types";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { catalogueCacheKey, type CatalogueCache } from "./catalogue-cache";

export type PriceRange = {
  /** Whole dollars, as the cards show "From $price"; null when no listing has a price. */
  min: number | null;
  max: number | null;
};

export type GetPriceRangeOptions = {
  db: Database;
  types: readonly ListingType[];
  cache?: CatalogueCache;
};

/** The lowest and highest "From" price of the active listings of these kinds, for a price filter's bounds. */
export function getPriceRange({ db, types, cache }: GetPriceRangeOptions): Promise<PriceRange> {
  const load = async (): Promise<PriceRange> => {
    const [row] = await db
      .select({ min: min(listings.priceFromCents), max: max(listings.priceFromCents) })
      .from(listings)
      .where(and(inArray(listings.type, [...types]), eq(listings.status, "active")));
    const dollars = (cents: number | null | undefined) => (cents === null || cents === undefined ? null : Math.round(cents / 100));
    return { min: dollars(row?.min), max: dollars(row?.max) };
  };
  if (!cache) return load();
  return cache.read(catalogueCacheKey("getPriceRange", { types: [...types].sort() }), load);
}
