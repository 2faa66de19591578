import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase } from "../../../tests/support/test-database";
import { getListing } from "../catalogue/get-listing";
import { insertListing } from "../catalogue/catalogue-test-data";
import { listLocationHotels } from "./list-location-hotels";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe("listLocationHotels", () => {
  it("finds a destination by slug, by id and by its title, with its hotels", async () => {
    const { db } = database;
    const bySlug = await listLocationHotels({ db, location: "japan" });
    expect(bySlug?.location).toMatchObject({ kind: "destination", name: "Japan", path: "/japan" });
    expect(bySlug?.hotels.total).toBeGreaterThan(0);
    expect(bySlug?.hotels.items.every((hotel) => hotel.country === "Japan")).toBe(true);

    const japan = await getListing({ db, by: { slug: "japan" }, types: ["destination"] });
    const byId = await listLocationHotels({ db, location: String(japan?.id) });
    expect(byId?.location.name).toBe("Japan");
    expect((await listLocationHotels({ db, location: "Cayman Islands" }))?.location.name).toBe("Cayman Islands");
  });

  it("finds a city by name in any case, or slugged", async () => {
    const { db } = database;
    const kyoto = await listLocationHotels({ db, location: "kyoto" });
    expect(kyoto?.location).toMatchObject({ kind: "city", name: "Kyoto", country: "Japan", path: null });
    expect(kyoto?.hotels.items.every((hotel) => hotel.city === "Kyoto")).toBe(true);
    const montego = await listLocationHotels({ db, location: "montego-bay" });
    expect(montego?.location.name).toBe("Montego Bay");
    expect(montego?.hotels.total).toBeGreaterThan(0);
  });

  it("leaves out hotels that are not active", async () => {
    const { db } = database;
    await insertListing(db, { type: "basic", city: "Quietville", country: "Nowhere" });
    await insertListing(db, { type: "basic", city: "Quietville", country: "Nowhere", status: "in_active" });
    const quiet = await listLocationHotels({ db, location: "Quietville" });
    expect(quiet?.hotels.total).toBe(1);
  });

  it("answers null for a place nobody knows, and for junk", async () => {
    const { db } = database;
    expect(await listLocationHotels({ db, location: "atlantis-under-the-sea" })).toBeNull();
    expect(await listLocationHotels({ db, location: "  " })).toBeNull();
    expect(await listLocationHotels({ db, location: "999999999" })).toBeNull();
    expect(await listLocationHotels({ db, location: "x".repeat(500) })).toBeNull();
  });
});
