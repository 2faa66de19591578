import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cmsBanners, type CmsBannerDataItem, type CmsBannerMediaItem } from "../../db/schema/content";
import { catalogueCacheKey, type CatalogueCache } from "./catalogue-cache";

/** docs/product.md §3 "CMS banner", as the apps read it from `cmscontent[0]`. */
export type CmsBanner = { name: string; data: CmsBannerDataItem[]; media: CmsBannerMediaItem[] };

export type GetCmsBannerOptions = {
  db: Database;
  /** The banner's name, e.g. 'travel advisors page'; matched case-insensitively. */
  name: string;
  cache?: CatalogueCache;
};

/** A named CMS banner with its media in display order, or null when there is none. */
export function getCmsBanner({ db, name, cache }: GetCmsBannerOptions): Promise<CmsBanner | null> {
  const load = async (): Promise<CmsBanner | null> => {
    const [banner] = await db
      .select({ name: cmsBanners.name, data: cmsBanners.data, media: cmsBanners.media })
      .from(cmsBanners)
      .where(sql`lower(${cmsBanners.name}) = lower(${name})`)
      .limit(1);
    if (!banner) return null;
    return { name: banner.name, data: banner.data, media: [...banner.media].sort((first, second) => first.order - second.order) };
  };
  if (!cache) return load();
  return cache.read(catalogueCacheKey("getCmsBanner", { name: name.toLowerCase() }), load);
}
