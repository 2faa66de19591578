import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { ListingSummary } from "../../../core/listing-view";
import type { ListingType } from "../../../core/listing-types";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { coverImages } from "./list-listings";
import { toListingSummary } from "./listing-mapper";

export type ListListingsByIdOptions = {
  db: Database;
  ids: readonly number[];
  /** Only these kinds; ids of other kinds are skipped. */
  types?: readonly ListingType[];
};

/** Active listings by id, in the order asked for; unknown or inactive ids are skipped. */
export async function listListingsById({ db, ids, types }: ListListingsByIdOptions): Promise<ListingSummary[]> {
  const unique = [...new Set(ids.filter((id) => Number.isSafeInteger(id)))];
  if (unique.length === 0) return [];
  const conditions: SQL[] = [inArray(listings.id, unique), eq(listings.status, "active")];
  if (types) conditions.push(inArray(listings.type, [...types]));
  const rows = await db
    .select()
    .from(listings)
    .where(and(...conditions));
  const covers = await coverImages(
    db,
    rows.map((row) => row.id),
  );
  const byId = new Map(rows.map((row) => [row.id, toListingSummary(row, covers.get(row.id))]));
  return unique.flatMap((id) => {
    const summary = byId.get(id);
    return summary ? [summary] : [];
  });
}
