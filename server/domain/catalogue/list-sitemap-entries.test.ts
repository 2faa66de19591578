import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase } from "../../../tests/support/test-database";
import { insertListing } from "./catalogue-test-data";
import { listSitemapEntries } from "./list-sitemap-entries";

let database: DatabaseHandle;
const origin = "https://amora.example";
const now = new Date("2027-05-10T12:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe("listSitemapEntries: marketplace vendor pages", () => {
  it("lists the vendor page of a hotel only while it has a running deal", async () => {
    const running = await insertListing(database.db, { type: "property" });
    const lapsed = await insertListing(database.db, { type: "basic" });
    const withdrawn = await insertListing(database.db, { type: "basic" });
    const hidden = await insertListing(database.db, { type: "basic", status: "in_active" });
    const destination = await insertListing(database.db, { type: "destination" });
    const offer = (hotelId: number, validUntil: string, status: "active" | "in_active" = "active") =>
      insertListing(database.db, { type: "offer", status, details: { hotelId, validUntil } });
    await offer(running.id, "2027-05-10");
    await offer(running.id, "2027-01-31");
    await offer(lapsed.id, "2027-05-09");
    await offer(withdrawn.id, "2027-12-31", "in_active");
    await offer(hidden.id, "2027-12-31");
    await offer(destination.id, "2027-12-31");

    const { entries } = await listSitemapEntries({ db: database.db, origin, now });
    const locations = entries.map((entry) => entry.loc);
    expect(locations.filter((loc) => loc === `${origin}/marketplace-vendor/${running.slug}`)).toHaveLength(1);
    for (const listing of [lapsed, withdrawn, hidden, destination]) {
      expect(locations, listing.slug).not.toContain(`${origin}/marketplace-vendor/${listing.slug}`);
    }

    // A day later the running hotel's last deal has ended too.
    const later = await listSitemapEntries({ db: database.db, origin, now: new Date("2027-05-11T12:00:00Z") });
    expect(later.entries.map((entry) => entry.loc)).not.toContain(`${origin}/marketplace-vendor/${running.slug}`);
  });
});
