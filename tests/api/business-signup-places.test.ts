import { signInAsAdmin } from "../support/admins";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as storefront from "../../core/contracts/storefront";
import { businessAccounts } from "../../server/db/schema/business";
import { listings } from "../../server/db/schema/catalogue";
import { dealRequestMatches } from "../../server/db/schema/deals";
import { createGazetteerPlaceSearch } from "../../server/adapters/places/gazetteer-places";
import { resolveTypedAddress } from "../../server/domain/catalogue/resolve-typed-address";
import { bearer, signInWithCode } from "../support/accounts";
import { createBusiness } from "../support/business-accounts";
import { hotelSignupBody } from "../support/signup-bodies";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * Decision 040: an address typed without a place suggestion becomes the listing's city, region and
 * country (and coordinates when the catalogue knows the town), so couples' requests for the place
 * reach the hotel. Text that names no place stays as typed and refuses nothing.
 */
let testApp: TestApp;
let admin: { token: string };

beforeAll(async () => {
  testApp = await createTestApp();
  const adminEmail = `admin-places-${Date.now().toString(36)}@amora.example`;
  admin = await signInAsAdmin(testApp, adminEmail);
});

afterAll(async () => {
  await testApp.close();
});

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}@business.example`;
/** A fresh client address per call, so the per-address limits never interfere. */
const nextAddress = () => `203.0.113.${((counter += 1) % 250) + 1}`;

async function signUpHotel(address: string, title: string) {
  const email = uniqueEmail("hotel");
  const response = await testApp.app.inject({
    method: "POST",
    url: "/api/v1/posts/createOrClaimHotelorAdvisor",
    payload: hotelSignupBody(email, { title, address, is_invoice: true }),
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const [account] = await testApp.services.db.select().from(businessAccounts).where(sql`lower(${businessAccounts.email}) = ${email}`);
  const [listing] = await testApp.services.db.select().from(listings).where(eq(listings.id, account!.listingId!));
  return { email, account: account!, listing: listing! };
}

/** The catalogue's Positano: its hotels' mean position. */
async function positanoCentre() {
  const [row] = await testApp.services.db
    .select({ latitude: sql<number>`avg(${listings.latitude})::float8`, longitude: sql<number>`avg(${listings.longitude})::float8` })
    .from(listings)
    .where(sql`${listings.city} = 'Positano' and ${listings.status} = 'active'`);
  return { latitude: Math.round(row!.latitude * 1e6) / 1e6, longitude: Math.round(row!.longitude * 1e6) / 1e6 };
}

describe("a hotel signing up with a typed address", () => {
  it("typed 'Positano': the listing is in Positano, Italy, and once active a couple's request for Positano reaches it", async () => {
    const { account, listing } = await signUpHotel("Positano", `Casa Typed ${counter}`);
    const centre = await positanoCentre();
    expect(listing).toMatchObject({ city: "Positano", country: "Italy", region: "Europe", latitude: centre.latitude, longitude: centre.longitude });
    expect(listing.details).toMatchObject({ address: "Positano" });
    expect(account.submission).toMatchObject({ address: "Positano" });

    const activated = await testApp.app.inject({
      method: "POST",
      url: `/api/v1/admin/business-accounts/${account.id}/status`,
      payload: { status: "active" },
      headers: bearer(admin.token),
    });
    expect(activated.statusCode, activated.body).toBe(200);

    const coupleEmail = `couple-${Date.now().toString(36)}-${(counter += 1)}@couple.example`;
    const couple = await signInWithCode(testApp, coupleEmail);
    const request = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/dealrequests",
      headers: bearer(couple.token),
      payload: {
        occasion: "honeymoon",
        destinations: ["Positano"],
        start_date: "2026-09-10",
        end_date: "2026-09-17",
        budget: "5000-10000",
        travellers: 2,
        special: "A week of sea views, lemon groves and one long dinner on a terrace.",
        first_name: "Giulia",
        last_name: "Ferri",
        email: coupleEmail,
        phone: "+39 333 123 4567",
      },
    });
    expect(request.statusCode, request.body).toBe(200);
    const matches = await testApp.services.db.select().from(dealRequestMatches).where(eq(dealRequestMatches.businessAccountId, account.id));
    expect(matches).toHaveLength(1);
    expect(matches[0]!.reason).toBe("Hotel in Positano");
  });

  it.each([
    ["positano, italy", "Positano"],
    ["POSITANO, ITALIA", "Positano"],
    ["Via Roma 1, 84017 Positano SA, Italy", "Positano"],
    ["Via dei Mulini 7, Amalfi", "Amalfi"],
  ])("reads %j as %s, Italy", async (address, city) => {
    const { listing } = await signUpHotel(address, `Casa Shape ${counter}`);
    expect(listing).toMatchObject({ city, country: "Italy" });
    expect(listing.latitude).not.toBeNull();
    // What the hotel typed is kept as typed.
    expect(listing.details).toMatchObject({ address });
  });

  it("reads a country with a town no one knows, a country alone, and keeps an unknown place as typed without refusing it", async () => {
    // The town clearly typed before a known country is taken as typed.
    const { listing: newTown } = await signUpHotel("Contrada Zqxv 12, 90100 Nowhereville, Italy", `Casa Town ${counter}`);
    expect(newTown).toMatchObject({ city: "Nowhereville", region: null, country: "Italy", latitude: null, longitude: null });
    const { listing: inItaly } = await signUpHotel("Contrada Zqxv 12, Italy", `Casa Country ${counter}`);
    expect(inItaly).toMatchObject({ city: null, region: null, country: "Italy", latitude: null, longitude: null });

    const { listing: unknown, account } = await signUpHotel("12 Qwzx Lane, Xyzzyburg", `Casa Unknown ${counter}`);
    expect(unknown).toMatchObject({ city: null, region: null, country: null, latitude: null, longitude: null });
    expect(unknown.details).toMatchObject({ address: "12 Qwzx Lane, Xyzzyburg" });
    expect(account.submission).toMatchObject({ address: "12 Qwzx Lane, Xyzzyburg" });
  });

  it("asks the place search for a town the catalogue does not list", async () => {
    const [listed] = await testApp.services.db.select({ id: listings.id }).from(listings).where(sql`lower(${listings.city}) in ('salerno', 'ljubljana')`).limit(1);
    expect(listed).toBeUndefined();
    // Through the sign-up: the configured place search (here the built-in gazetteer) knows Salerno.
    const { listing } = await signUpHotel("Via Roma 1, 84121 Salerno SA, Italy", `Casa Salerno ${counter}`);
    expect(listing).toMatchObject({ city: "Salerno", region: "Campania", country: "Italy", latitude: null, longitude: null });

    const placeSearch = createGazetteerPlaceSearch({ searchCatalogue: async () => [] });
    expect(await resolveTypedAddress({ db: testApp.services.db, placeSearch }, "Trg Republike 3, 1000 Ljubljana")).toMatchObject({ city: "Ljubljana", country: "Slovenia" });
    // A search that fails leaves the address as typed.
    const failing = { kind: "google" as const, autocomplete: async () => Promise.reject(new Error("down")) };
    expect(await resolveTypedAddress({ db: testApp.services.db, placeSearch: failing }, "Trg Republike 3, Ljubljana")).toBeNull();
  });
});

describe("a hotel editing its storefront address", () => {
  it("fills the empty city, region, country and coordinates from the address typed, and never replaces what was typed", async () => {
    const hotel = await createBusiness(testApp, "hotel", { type: "basic", title: `Casa Storefront ${Date.now().toString(36)}`, city: null, country: null });
    const put = (body: Record<string, unknown>) =>
      testApp.app.inject({ method: storefront.updateStorefront.method, url: `/api/v1${storefront.updateStorefront.path}`, headers: bearer(hotel.token), payload: body });

    const saved = await put({ address: "Via Roma 1, 84017 Positano SA, Italy", city: "", region: "", country: "" });
    expect(saved.statusCode, saved.body).toBe(200);
    const centre = await positanoCentre();
    expect(saved.json<{ data: { fields: Record<string, unknown> } }>().data.fields).toMatchObject({
      address: "Via Roma 1, 84017 Positano SA, Italy",
      city: "Positano",
      region: "Europe",
      country: "Italy",
      latitude: centre.latitude,
      longitude: centre.longitude,
    });

    // A city typed without a country: the country is filled, the region typed kept.
    const typedCity = await put({ address: "Via Cristoforo Colombo 3", city: "amalfi", region: "Campania", country: "", latitude: null, longitude: null });
    expect(typedCity.json<{ data: { fields: Record<string, unknown> } }>().data.fields).toMatchObject({ city: "amalfi", region: "Campania", country: "Italy" });

    // An address naming another town than the city typed fills nothing.
    const elsewhere = await put({ address: "Rue de Rivoli 1, Paris", city: "Xyzzyburg", region: "", country: "", latitude: null, longitude: null });
    expect(elsewhere.json<{ data: { fields: Record<string, unknown> } }>().data.fields).toMatchObject({ city: "Xyzzyburg", region: "", country: "", latitude: null });

    // Coordinates cleared on purpose, with the place named, stay cleared.
    const cleared = await put({ address: "Via Roma 1", city: "Positano", region: "", country: "Italy", latitude: null, longitude: null });
    expect(cleared.json<{ data: { fields: Record<string, unknown> } }>().data.fields).toMatchObject({ city: "Positano", country: "Italy", region: "", latitude: null });
  });
});
