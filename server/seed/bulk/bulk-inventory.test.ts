import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database, type DatabaseHandle } from "../../db/client";
import { fixedClock } from "../../kernel/clock";
import { seedDemoCatalogue } from "../seed-demo-catalogue";
import { SEED_INVENTORY_NIGHTS } from "../seed-inventory";
import { BULK_INVENTORY_SHAPE, bulkSeedInventory } from "./bulk-inventory";
import { bulkSeedListings } from "./bulk-listings";

/** The benchmark's catalogue in small: the demo, 300 bulk listings, and inventory for 25 more hotels. */
const TODAY = "2026-09-14";
const EXTRA_HOTELS = 25;

let handle: DatabaseHandle;

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

type Counts = { hotels: number; room_types: number; rate_plans: number; nights: number };

async function countsOf(db: Database, where: ReturnType<typeof sql>): Promise<Counts> {
  const [counts] = await rows<Counts>(
    db,
    sql`select
      (select count(distinct listing_id)::int from room_types r where ${where}) as hotels,
      (select count(*)::int from room_types r where ${where}) as room_types,
      (select count(*)::int from rate_plans r where ${where}) as rate_plans,
      (select count(*)::int from inventory_nights r where ${where}) as nights`,
  );
  return counts!;
}

let demoMaxId = 0;
let demo: Counts;

beforeAll(async () => {
  handle = await openDatabase({ driver: "pglite" });
  await handle.migrate();
  await seedDemoCatalogue({ db: handle.db, clock: fixedClock(new Date(`${TODAY}T08:00:00Z`)) });
  const [max] = await rows<{ id: number; listings: number }>(handle.db, sql`select max(id)::int as id, count(*)::int as listings from listings`);
  demoMaxId = max!.id;
  demo = await countsOf(handle.db, sql`true`);
  await bulkSeedListings({ db: handle.db, total: max!.listings + 300 });
}, 120_000);
afterAll(async () => {
  await handle.close();
});

describe("bulkSeedInventory", () => {
  it("tops the hotels with inventory up to the number asked, each with 3 room types × 2 rate plans × 365 nights, leaving the demo's as they were", async () => {
    const result = await bulkSeedInventory({ db: handle.db, hotels: demo.hotels + EXTRA_HOTELS, today: TODAY });
    expect(result).toMatchObject({ before: demo.hotels, hotels: EXTRA_HOTELS, roomTypes: EXTRA_HOTELS * 3, ratePlans: EXTRA_HOTELS * 6 });
    expect(result.nights).toBe(EXTRA_HOTELS * 6 * SEED_INVENTORY_NIGHTS);

    expect(await countsOf(handle.db, sql`r.listing_id <= ${demoMaxId}`)).toEqual(demo);
    expect(await countsOf(handle.db, sql`r.listing_id > ${demoMaxId}`)).toEqual({
      hotels: EXTRA_HOTELS,
      room_types: EXTRA_HOTELS * BULK_INVENTORY_SHAPE.roomTypes,
      rate_plans: EXTRA_HOTELS * BULK_INVENTORY_SHAPE.roomTypes * BULK_INVENTORY_SHAPE.ratePlans,
      nights: EXTRA_HOTELS * 6 * SEED_INVENTORY_NIGHTS,
    });

    // Every plan has its year from the day given, and each hotel's cheapest night on sale is its From price.
    const [span] = await rows<{ first: string; last: string; plans_short: number }>(
      handle.db,
      sql`select min(night)::text as first, max(night)::text as last,
        (select count(*)::int from (select rate_plan_id from inventory_nights where listing_id > ${demoMaxId} group by 1 having count(*) <> ${SEED_INVENTORY_NIGHTS}) s) as plans_short
        from inventory_nights where listing_id > ${demoMaxId}`,
    );
    expect(span).toEqual({ first: TODAY, last: "2027-09-13", plans_short: 0 });
    const [floor] = await rows<{ off: number }>(
      handle.db,
      sql`select count(*)::int as off from listings l
        where l.id > ${demoMaxId} and exists (select 1 from room_types r where r.listing_id = l.id)
          and l.price_from_cents <> (select min(price_cents) from inventory_nights n where n.listing_id = l.id and rooms_left > 0 and not stop_sell)`,
    );
    expect(floor?.off).toBe(0);
  });

  it("adds nothing when as many hotels already have inventory", async () => {
    const before = await countsOf(handle.db, sql`true`);
    const result = await bulkSeedInventory({ db: handle.db, hotels: demo.hotels + EXTRA_HOTELS, today: TODAY });
    expect(result).toMatchObject({ hotels: 0, nights: 0 });
    expect(await countsOf(handle.db, sql`true`)).toEqual(before);
  });
});
