import type { Database } from "../../../db/client";
import { fullViewOf, type StorefrontView } from "../../storefront/storefront-listing";
import { photosOfListing, type ListingPhotosView } from "../../storefront/listing-photos";
import { adminListingOf, listingRowOf, type AdminListing } from "./admin-listing-view";

export type AdminListingDetail = {
  listing: AdminListing;
  /** The storefront editor's view of a hotel, an advisor or a destination; null for other kinds. */
  storefront: StorefrontView | null;
  photos: ListingPhotosView;
};

/** One listing, published or not, with its owner, its storefront's values and its photos. */
export async function getAdminListing(deps: { db: Database }, listingId: number): Promise<AdminListingDetail> {
  const listing = await adminListingOf(deps.db, listingId);
  const row = await listingRowOf(deps.db, listingId);
  const [storefront, photos] = await Promise.all([
    listing.storefrontKind ? fullViewOf(deps.db, listing.storefrontKind, row) : Promise.resolve(null),
    photosOfListing(deps, listingId),
  ]);
  return { listing, storefront, photos };
}
