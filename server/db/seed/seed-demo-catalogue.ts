import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { listings } from "../schema/catalogue";

/** Placeholder: a handful of listings until the demo catalogue generator lands. */
export async function seedDemoCatalogue({ db }: { db: Database }): Promise<{ seeded: boolean }> {
  const [existing] = await db.select({ total: sql<number>`count(*)::int` }).from(listings);
  if ((existing?.total ?? 0) > 0) return { seeded: false };
  await db.insert(listings).values([
    { type: "basic", slug: "villa-rosa-amalfi", title: "Villa Rosa Amalfi", description: "A cliffside villa above the Amalfi sea.", city: "Amalfi", country: "Italy", starRating: 4.5, priceFromCents: 42000 },
    { type: "destination", slug: "japan", title: "Japan", description: "Cherry blossoms, onsen and ryokan stays.", country: "Japan" },
  ]);
  return { seeded: true };
}
