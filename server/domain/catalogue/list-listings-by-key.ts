import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { ListingSummary } from "../../../core/listing-view";
import type { ListingType } from "../../../core/listing-types";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { coverImages } from "./paginate-listings";
import { toListingSummary } from "./listing-mapper";

export type ListListingsByKeyOptions = {
  db: Database;
  /** The listings wanted, by id or by slug, in the order they should come back. */
  by: { ids: readonly number[] } | { slugs: readonly string[] };
  /** Only these kinds; listings of other kinds are skipped. */
  types?: readonly ListingType[];
};

/**
 * Active listings that another listing points at (an offer's hotel, an article's hotels, an
 * advisor's offers), in the order asked for; unknown or inactive ones are skipped.
 */
export async function listListingsByKey({ db, by, types }: ListListingsByKeyOptions): Promise<ListingSummary[]> {
  const keys: (number | string)[] =
    "ids" in by ? [...new Set(by.ids.filter((id) => Number.isSafeInteger(id)))] : [...new Set(by.slugs)];
  if (keys.length === 0) return [];
  const conditions: SQL[] = [
    "ids" in by ? inArray(listings.id, keys as number[]) : inArray(listings.slug, keys as string[]),
    eq(listings.status, "active"),
  ];
  if (types) conditions.push(inArray(listings.type, [...types]));
  const rows = await db
    .select()
    .from(listings)
    .where(and(...conditions));
  const covers = await coverImages(
    db,
    rows.map((row) => row.id),
  );
  const byKey = new Map(rows.map((row) => [("ids" in by ? row.id : row.slug) as number | string, toListingSummary(row, covers.get(row.id))]));
  return keys.flatMap((key) => {
    const summary = byKey.get(key);
    return summary ? [summary] : [];
  });
}
