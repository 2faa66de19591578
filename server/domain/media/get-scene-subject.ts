import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { articleCategories, collectionItems, listings } from "../../db/schema/catalogue";
import { MAX_SCENE_VIEW, parseSceneKey } from "./scene-urls";
import { toSceneSubject, type ScenePlace, type SceneSubject } from "../../scenes/scene-subject";

export type GetSceneSubjectOptions = {
  db: Database;
  /** A listing slug, optionally with a gallery view ("villa-rosa-amalfi--2"), or a named scene. */
  key: string;
};

/** Pictures that belong to no listing: the default hero (core/page-head DEFAULT_HERO_IMAGE). */
const NAMED_SCENES: Record<string, SceneSubject> = {
  hero: {
    key: "hero",
    kind: "hero",
    title: "A romantic sunset by the sea",
    city: null,
    country: null,
    region: null,
    category: null,
    view: 1,
    badge: null,
    monogram: null,
    label: null,
    tiles: [],
  },
};

/** What to draw for a scene key: the listing's own data, or null when there is no such listing. */
export async function getSceneSubject({ db, key }: GetSceneSubjectOptions): Promise<SceneSubject | null> {
  const named = NAMED_SCENES[key];
  if (named) return named;
  const { slug, view } = parseSceneKey(key);
  if (view > MAX_SCENE_VIEW) return null;
  const [row] = await db
    .select({
      id: listings.id,
      type: listings.type,
      slug: listings.slug,
      title: listings.title,
      city: listings.city,
      country: listings.country,
      region: listings.region,
      category: listings.category,
      categories: listings.categories,
      details: listings.details,
    })
    .from(listings)
    .where(and(eq(listings.slug, slug), eq(listings.status, "active")))
    .limit(1);
  if (!row) return null;
  const categoryName = row.type === "article" ? await articleCategoryName(db, row.categories[0]) : null;
  const tiles = row.type === "collection" ? await collectionPlaces(db, row.id) : [];
  return toSceneSubject({ ...row, categoryName, tiles }, key, view);
}

async function articleCategoryName(db: Database, slug: string | undefined): Promise<string | null> {
  if (!slug) return null;
  const [category] = await db
    .select({ name: articleCategories.name })
    .from(articleCategories)
    .where(eq(articleCategories.slug, slug))
    .limit(1);
  return category?.name ?? null;
}

async function collectionPlaces(db: Database, collectionId: number): Promise<ScenePlace[]> {
  return db
    .select({ city: listings.city, country: listings.country, region: listings.region })
    .from(collectionItems)
    .innerJoin(listings, eq(listings.id, collectionItems.listingId))
    .where(eq(collectionItems.collectionId, collectionId))
    .orderBy(asc(collectionItems.position))
    .limit(3);
}
