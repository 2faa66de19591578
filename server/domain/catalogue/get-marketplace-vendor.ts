import { HOTEL_LISTING_TYPES } from "../../../core/listing-types";
import type { ListingDetail } from "../../../core/listing-view";
import type { Database } from "../../db/client";
import type { CatalogueCache } from "./catalogue-cache";
import { getListing } from "./get-listing";

export type GetMarketplaceVendorOptions = {
  db: Database;
  /** The `{id}` of /marketplace-vendor/{id}: the hotel's slug, or its numeric id. */
  id: string;
  cache?: CatalogueCache;
};

/**
 * The business behind Romance Marketplace deals (docs/product.md §2 /marketplace-vendor/{id}): an
 * active hotel (offers name it in details.hotelId). Null for anything else, so a destination,
 * an offer or a hidden hotel has no vendor page. A slug wins over an id, so a hotel whose slug
 * happens to be all digits still opens; the caller moves an id to the slug (`vendor.slug`).
 */
export async function getMarketplaceVendor({ db, id, cache }: GetMarketplaceVendorOptions): Promise<ListingDetail | null> {
  const bySlug = await getListing({ db, by: { slug: id }, types: HOTEL_LISTING_TYPES, cache });
  if (bySlug || !/^[1-9]\d{0,8}$/.test(id)) return bySlug;
  return getListing({ db, by: { id: Number(id) }, types: HOTEL_LISTING_TYPES, cache });
}
