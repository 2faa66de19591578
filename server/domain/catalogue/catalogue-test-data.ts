import { randomBytes } from "node:crypto";
import type { Database } from "../../db/client";
import { listingMedia, listings, type ListingRow, type NewListingRow } from "../../db/schema/catalogue";

/**
 * Fixture rows for the catalogue tests. Every slug gets a random suffix, so the rows never
 * collide with the demo catalogue the test database was seeded with, whatever it holds.
 */
export async function insertListing(
  db: Database,
  values: Partial<NewListingRow> & Pick<NewListingRow, "type">,
): Promise<ListingRow> {
  const suffix = randomBytes(4).toString("hex");
  const title = values.title ?? `Test ${values.type} ${suffix}`;
  const [row] = await db
    .insert(listings)
    .values({ ...values, title, slug: values.slug ?? `test-${values.type}-${suffix}` })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function insertCover(db: Database, listingId: number, name: string): Promise<void> {
  await db.insert(listingMedia).values({
    listingId,
    position: 0,
    source: "generated",
    alt: `${name} cover`,
    originalUrl: `/media/test/${name}/large.webp`,
    sizes: {
      thumbnail: `/media/test/${name}/thumbnail.webp`,
      small: `/media/test/${name}/small.webp`,
      medium: `/media/test/${name}/medium.webp`,
      large: `/media/test/${name}/large.webp`,
    },
  });
}
