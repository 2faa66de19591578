import { count, eq } from "drizzle-orm";
import { listings } from "../../../db/schema/catalogue";
import { cmsBanners, pageMetadata } from "../../../db/schema/content";
import type { ContentDeps } from "./content-deps";

/** How many of each part of the content there are, for the content section's first page. */
export async function contentCounts(deps: Pick<ContentDeps, "db">): Promise<{ pages: number; banners: number; articles: number; collections: number }> {
  const { db } = deps;
  const counted = async (query: Promise<{ total: number }[]>) => (await query)[0]?.total ?? 0;
  const [pages, banners, articles, collections] = await Promise.all([
    counted(db.select({ total: count() }).from(pageMetadata)),
    counted(db.select({ total: count() }).from(cmsBanners)),
    counted(db.select({ total: count() }).from(listings).where(eq(listings.type, "article"))),
    counted(db.select({ total: count() }).from(listings).where(eq(listings.type, "collection"))),
  ]);
  return { pages, banners, articles, collections };
}
