import { count, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { articleCategories, collectionItems, listingMedia, listings } from "../db/schema/catalogue";
import { cmsBanners, pageMetadata } from "../db/schema/content";
import { refreshFromPrices } from "../domain/booking/from-price";
import { systemClock, type Clock } from "../kernel/clock";
import { buildDemoCatalogue } from "./build-demo-catalogue";
import { seedInventory } from "./seed-inventory";

export type SeedDemoCatalogueOptions = {
  db: Database;
  /** Whose day the hotels' inventory starts on (a year of nights from it); the system clock if omitted. */
  clock?: Clock;
};

/** Any constant works; it only has to be the same for every process that seeds. */
const SEED_LOCK = 72_610_001;

/** Rows per INSERT: large enough to be fast, far below PostgreSQL's 65,535 parameter limit. */
const BATCH = 250;

/**
 * Writes the demo catalogue (docs/product.md: several hundred hotels and the rest) unless the database
 * already has listings. One transaction, under an advisory lock, so two processes starting on
 * the same database cannot both seed, and a crash leaves nothing half-written.
 */
export async function seedDemoCatalogue({ db, clock = systemClock }: SeedDemoCatalogueOptions): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ total: count() }).from(listings);
    if ((existing?.total ?? 0) > 0) return { seeded: false };

    const catalogue = buildDemoCatalogue();
    const ids = new Map<string, number>();
    const idOf = (slug: string): number => {
      const id = ids.get(slug);
      if (id === undefined) throw new Error(`seed refers to ${slug} before it was inserted`);
      return id;
    };

    for (const phase of catalogue.phases) {
      for (const batch of batches(phase)) {
        const rows = batch.map((draft) => {
          const details: Record<string, unknown> = { ...draft.row.details };
          if (draft.hotelSlug) details.hotelId = idOf(draft.hotelSlug);
          if (typeof details.brandSlug === "string") details.brandId = idOf(details.brandSlug);
          return { ...draft.row, details, destinationId: draft.destinationSlug ? idOf(draft.destinationSlug) : null };
        });
        const inserted = await tx.insert(listings).values(rows).returning({ id: listings.id, slug: listings.slug });
        for (const row of inserted) ids.set(row.slug, row.id);
      }
    }

    const items = catalogue.phases.flat().flatMap((draft) =>
      draft.itemSlugs.map((slug, position) => ({ collectionId: idOf(draft.row.slug), listingId: idOf(slug), position })),
    );
    if (items.length > 0) await tx.insert(collectionItems).values(items);

    for (const batch of batches(catalogue.media)) {
      await tx.insert(listingMedia).values(batch.map(({ listingSlug, ...media }) => ({ ...media, listingId: idOf(listingSlug) })));
    }
    await tx.insert(articleCategories).values(catalogue.articleCategories);
    for (const batch of batches(catalogue.pageMetadata)) await tx.insert(pageMetadata).values(batch);
    await tx.insert(cmsBanners).values(catalogue.banners);

    // The hotels' rooms, rates and a year of nights, then their From prices from those nights.
    const today = clock.now().toISOString().slice(0, 10);
    await seedInventory({ db: tx, today });
    await refreshFromPrices(tx, "all", today);
    return { seeded: true };
  });
}

function* batches<T>(rows: T[]): Generator<T[]> {
  for (let start = 0; start < rows.length; start += BATCH) yield rows.slice(start, start + BATCH);
}
