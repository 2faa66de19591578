import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { insertListing } from "../../server/domain/catalogue/catalogue-test-data";
import { createTestApp } from "../support/test-app";

/**
 * A city's LocationId as /search/{LocationId} and availabilityresult read it: the city's name as
 * typed (any case, any spaces) or slugged, matched through the city's slug
 * (listings_city_slug_idx). Letters the slug pattern treats specially (an "s" beside "\s", a
 * hyphen in the name) are the cases that go wrong when the expression is written twice.
 */

const testApp = await createTestApp();
afterAll(async () => {
  await testApp.close();
});

const suffix = randomBytes(3).toString("hex");

async function locationOf(location: string) {
  const response = await testApp.app.inject({ method: "GET", url: `/api/v1/booking/displayhotels?location=${encodeURIComponent(location)}` });
  return { status: response.statusCode, body: response.json<{ location?: { kind: string; location_id: string; name: string }; data?: { title: string }[] }>() };
}

describe("a city's LocationId", () => {
  it("finds a city of several words with an s in its name, as typed or slugged, and only its hotels", async () => {
    const city = `Sunset Bays ${suffix}`;
    await insertListing(testApp.services.db, { type: "basic", title: `Casa Sol ${suffix}`, city, country: "Mexico" });
    await insertListing(testApp.services.db, { type: "basic", title: `Elsewhere ${suffix}`, city: `Sunset ${suffix}`, country: "Mexico" });
    for (const typed of [city, city.toLowerCase(), city.toUpperCase(), `  sunset   bays ${suffix} `, `sunset-bays-${suffix}`]) {
      const { status, body } = await locationOf(typed);
      expect(status, typed).toBe(200);
      expect(body.location, typed).toMatchObject({ kind: "city", location_id: `sunset-bays-${suffix}`, name: city });
      expect(body.data?.map((hotel) => hotel.title), typed).toEqual([`Casa Sol ${suffix}`]);
    }
  });

  it("finds a city whose name has a hyphen by the LocationId the site gives it", async () => {
    const city = `Saint-Sauveur ${suffix}`;
    await insertListing(testApp.services.db, { type: "basic", title: `Auberge ${suffix}`, city, country: "France" });
    // The site's LocationId for it (core/slug.ts): the hyphen kept apart from the spaces.
    const { status, body } = await locationOf(`saint_sauveur-${suffix}`);
    expect(status).toBe(200);
    expect(body.location).toMatchObject({ kind: "city", name: city });
    expect(body.data?.map((hotel) => hotel.title)).toEqual([`Auberge ${suffix}`]);
    expect((await locationOf(city)).body.location?.name).toBe(city);
  });

  it("does not take a city for another that only shares letters", async () => {
    expect((await locationOf(`sunset-ba-${suffix}`)).status).toBe(404);
    expect((await locationOf(`sunset%bays ${suffix}`)).status).toBe(404);
    expect((await locationOf(`sunset_bays_${suffix}`)).status).toBe(404);
  });
});
