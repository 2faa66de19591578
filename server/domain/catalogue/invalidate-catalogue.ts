import type { CatalogueCache } from "./catalogue-cache";

export type InvalidateCatalogueOptions = {
  /** The process's catalogue cache; absent when caching is off (most tests). */
  cache: CatalogueCache | undefined;
};

/**
 * Call after any write to listings, their media or CMS banners, so this process's next read sees
 * the change at once instead of after the cache's TTL.
 */
export function invalidateCatalogue({ cache }: InvalidateCatalogueOptions): void {
  cache?.invalidate();
}
