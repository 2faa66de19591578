import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { STOREFRONT_MESSAGES } from "../../../core/storefront-rules";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { AppError } from "../../kernel/errors";
import { choiceColumns, choiceOf, FEATURABLE_SEARCH_LIMIT, FEATURABLE_TYPES, type FeaturableKind, type FeaturedChoice } from "./featured-listings";
import { ownListing } from "./storefront-listing";

export type SearchFeaturableOptions = { userId: number; kind: FeaturableKind; query: string };

/**
 * Live hotels (or itineraries) whose title contains the words typed (any case), for the signed-in
 * destination's editor: those in the destination first, then by title. Another kind of business
 * has nothing to feature (403).
 */
export async function searchFeaturableListings(deps: { db: Database }, { userId, kind, query }: SearchFeaturableOptions): Promise<FeaturedChoice[]> {
  const { kind: businessKind, listing } = await ownListing(deps.db, userId);
  if (businessKind !== "destination") throw new AppError("FORBIDDEN", STOREFRONT_MESSAGES.notForKind);
  const text = query.trim().toLowerCase();
  const conditions = [inArray(listings.type, [...FEATURABLE_TYPES[kind]]), eq(listings.status, "active")];
  // strpos, not LIKE: what was typed is matched as written, % and _ included.
  if (text !== "") conditions.push(sql`strpos(lower(${listings.title}), ${text}) > 0`);
  const rows = await deps.db
    .select(choiceColumns)
    .from(listings)
    .where(and(...conditions))
    .orderBy(desc(sql`${listings.destinationId} is not distinct from ${listing.id}`), asc(listings.title), asc(listings.id))
    .limit(FEATURABLE_SEARCH_LIMIT);
  return rows.map((row) => choiceOf(row, listing.id));
}
