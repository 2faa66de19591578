import type { MetaDescriptor } from "react-router";
import type { PageHead } from "../../../core/page-head";
import { headMeta } from "../../components/head-meta";
import { paginationLinks } from "./pagination";

type SectionMetaData = {
  head: PageHead;
  origin: string;
  path: string;
  listing: { page: number; lastPage: number };
};

/** Head tags of a paginated section page: the usual ones plus rel=prev/next links. */
export function sectionMeta(data: SectionMetaData | undefined): MetaDescriptor[] {
  if (!data) return [];
  return [...headMeta(data.head), ...paginationLinks(data.origin, data.path, data.listing.page, data.listing.lastPage)];
}
