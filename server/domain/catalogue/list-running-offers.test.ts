import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase } from "../../../tests/support/test-database";
import { insertListing } from "./catalogue-test-data";
import { listRunningOffers } from "./list-running-offers";

let database: DatabaseHandle;
// Far from any seeded date, so only this test's offers can end on these days.
const now = new Date("2031-03-15T09:00:00Z");

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe("listRunningOffers", () => {
  it("lists running deals only, featured first, then the newest", async () => {
    const offer = (validUntil: string | null, values: { isFeatured?: boolean; publishedAt: string; status?: "active" | "in_active" }) =>
      insertListing(database.db, {
        type: "offer",
        details: validUntil === null ? {} : { validUntil },
        isFeatured: values.isFeatured ?? false,
        status: values.status ?? "active",
        publishedAt: new Date(values.publishedAt),
      });
    const ended = await offer("2031-03-14", { publishedAt: "2031-03-10T00:00:00Z", isFeatured: true });
    const lastDay = await offer("2031-03-15", { publishedAt: "2031-03-01T00:00:00Z" });
    const newest = await offer(null, { publishedAt: "2031-03-12T00:00:00Z" });
    const featured = await offer("2031-12-31", { publishedAt: "2031-01-01T00:00:00Z", isFeatured: true });
    const takenDown = await offer("2031-12-31", { publishedAt: "2031-03-13T00:00:00Z", status: "in_active" });
    const hotel = await insertListing(database.db, { type: "property" });

    const page = await listRunningOffers({ db: database.db, now, perPage: 100 });
    const ids = page.items.map((item) => item.id);
    for (const left of [ended.id, takenDown.id, hotel.id]) expect(ids).not.toContain(left);
    const ours = ids.filter((id) => [featured.id, newest.id, lastDay.id].includes(id));
    expect(ours).toEqual([featured.id, newest.id, lastDay.id]);
    expect(page.items.every((item) => item.type === "offer")).toBe(true);
  });
});
