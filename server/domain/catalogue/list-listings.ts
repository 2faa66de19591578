import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { ListingType } from "../../../core/listing-types";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { paginateListings, type ListingPage } from "./paginate-listings";

export type ListListingsOptions = {
  db: Database;
  types: readonly ListingType[];
  page?: number;
  perPage?: number;
  featuredFirst?: boolean;
};


/** A page of active listings of the given kinds, featured first, then oldest first. */
export function listListings({
  db,
  types,
  page = 1,
  perPage = 12,
  featuredFirst = true,
}: ListListingsOptions): Promise<ListingPage> {
  return paginateListings({
    db,
    where: and(inArray(listings.type, [...types]), eq(listings.status, "active")),
    orderBy: featuredFirst ? [desc(listings.isFeatured), asc(listings.id)] : [asc(listings.id)],
    page,
    perPage,
  });
}
