import type { MetaDescriptor } from "react-router";
import type { ListingDetail } from "../../../core/listing-view";
import type { PageHead } from "../../../core/page-head";
import { headMeta } from "../../components/head-meta";
import type { CardRelations } from "./card-relations";
import { paginationLinks } from "./pagination";

type ListingDetailMetaData = {
  head: PageHead;
  origin: string;
  listing: ListingDetail;
  relations: CardRelations;
};

/**
 * Head tags of a root listing page. Destination and brand pages page through their hotels;
 * their rel=prev/next point at the canonical root path like the canonical link does.
 */
export function listingDetailMeta(data: ListingDetailMetaData | undefined): MetaDescriptor[] {
  if (!data) return [];
  const { relations } = data;
  const paging =
    relations.kind === "destination" || relations.kind === "brand"
      ? paginationLinks(data.origin, data.listing.path, relations.hotels.page, relations.hotels.lastPage)
      : [];
  return [...headMeta(data.head), ...paging];
}
