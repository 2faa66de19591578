import type { FastifyInstance } from "fastify";
import { createLocalJWKSet, decodeProtectedHeader, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ITINERARY_PARTNER_MESSAGES, PARTNER_TOKEN_LIFETIME_SECONDS, PARTNER_TOKEN_PARAMETER } from "../../core/contracts/itineraries";
import type { ListingType } from "../../core/listing-types";
import { insertListing } from "../../server/domain/catalogue/catalogue-test-data";
import { bearer, signInWithCode } from "../support/accounts";
import { createTestApp, type TestApp } from "../support/test-app";
import { expectErrorShape, fetchOpenApiDocument } from "./api-routes";

type HandOff = { token: string; expires_at: string; url: string };

const PARTNER = "https://trips.partner.example.test";
const PARTNER_PAGE = `${PARTNER}/rome/4-days?ref=amora&lang=en%20GB&flag#day-1`;
/** The site's origin as the injected requests reach it (no PUBLIC_URL in the tests). */
const SITE = "http://localhost";

let testApp: TestApp;
let app: FastifyInstance;
let alice: { token: string; userId: number };
let bob: { token: string; userId: number };
const ids: Record<string, number> = {};

async function itinerary(name: string, values: { website: string | null; status?: "active" | "in_review" | "in_active"; type?: ListingType }) {
  ids[name] = (await insertListing(testApp.database.db, { type: values.type ?? "itinerary", website: values.website, status: values.status ?? "active" })).id;
}

beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  alice = await signInWithCode(testApp, "alice.itinerary-token@example.test");
  bob = await signInWithCode(testApp, "bob.itinerary-token@example.test");
  await itinerary("partner", { website: PARTNER_PAGE });
  await itinerary("samePartner", { website: `${PARTNER}/lisbon` });
  await itinerary("otherPartner", { website: "http://other-partner.example.test:8080/porto" });
  await itinerary("noWebsite", { website: null });
  await itinerary("blankWebsite", { website: "   " });
  await itinerary("ownPage", { website: "/rome-getaway" });
  await itinerary("script", { website: "javascript:alert(document.cookie)" });
  await itinerary("ftp", { website: "ftp://files.partner.example.test/rome.pdf" });
  await itinerary("credentials", { website: "https://agent:hunter2@trips.partner.example.test/rome" });
  await itinerary("inReview", { website: PARTNER_PAGE, status: "in_review" });
  await itinerary("inactive", { website: PARTNER_PAGE, status: "in_active" });
  await itinerary("hotel", { website: PARTNER_PAGE, type: "property" });
});

afterAll(async () => {
  await testApp?.close();
});

function handOff(id: number | string, headers: Record<string, string> = {}) {
  return app.inject({ method: "POST", url: `/api/v1/itineraries/${id}/partner-token`, headers });
}

async function handOffOk(id: number, token: string): Promise<HandOff> {
  const response = await handOff(id, bearer(token));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<HandOff>();
}

async function partnerKeys(): Promise<JSONWebKeySet> {
  const response = await app.inject({ method: "GET", url: "/api/v1/itineraries/partner-keys" });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<JSONWebKeySet>();
}

/** What a partner does with the token (decision 031), at the instant given. */
async function verifyAsPartner(token: string, at: Date, audience = PARTNER): Promise<JWTPayload> {
  const { payload } = await jwtVerify(token, createLocalJWKSet(await partnerKeys()), {
    algorithms: ["ES256"],
    typ: "itinerary-handoff+jwt",
    issuer: SITE,
    audience,
    requiredClaims: ["sub", "jti", "iat", "exp", "itinerary_id"],
    currentDate: at,
  });
  return payload;
}

function expectError(response: Awaited<ReturnType<typeof handOff>>, status: number, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expectErrorShape(status, String(response.headers["content-type"]), response.body, `${response.statusCode}`);
  if (message) expect(response.json<{ message: string }>().message).toBe(message);
}

describe("POST /api/v1/itineraries/{id}/partner-token", () => {
  it("hands a member a token that verifies against the published key with the documented claims, and the partner's address with it", async () => {
    const issuedAt = testApp.clock.now();
    const body = await handOffOk(ids.partner!, alice.token);
    expect(Object.keys(body).sort()).toEqual(["expires_at", "token", "url"]);
    expect(body.expires_at).toBe(new Date(Math.floor(issuedAt.getTime() / 1000) * 1000 + PARTNER_TOKEN_LIFETIME_SECONDS * 1000).toISOString());

    // The website as written, its parameters and fragment kept, the token added last.
    expect(body.url).toBe(`${PARTNER}/rome/4-days?ref=amora&lang=en%20GB&flag&${PARTNER_TOKEN_PARAMETER}=${body.token}#day-1`);
    expect(new URL(body.url).searchParams.get(PARTNER_TOKEN_PARAMETER)).toBe(body.token);

    const payload = await verifyAsPartner(body.token, issuedAt);
    expect(Object.keys(payload).sort()).toEqual(["aud", "exp", "iat", "iss", "itinerary_id", "jti", "sub"]);
    expect(payload).toMatchObject({ iss: SITE, aud: PARTNER, itinerary_id: ids.partner, iat: Math.floor(issuedAt.getTime() / 1000) });
    expect(payload.exp! - payload.iat!).toBe(PARTNER_TOKEN_LIFETIME_SECONDS);
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
    // An opaque id: not the database id, no e-mail or name anywhere in the token.
    expect(payload.sub).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(payload.sub).not.toContain(String(alice.userId));
    const header = decodeProtectedHeader(body.token);
    expect(header).toEqual({ alg: "ES256", kid: (await partnerKeys()).keys[0]!.kid, typ: "itinerary-handoff+jwt" });
    const decoded = Buffer.from(body.token.split(".")[1]!, "base64url").toString("utf8");
    expect(decoded).not.toMatch(/alice|@|email|name/i);
  });

  it("gives the same member the same id at one partner, a different one at another, and each member their own; every token a new jti", async () => {
    const at = testApp.clock.now();
    const first = await verifyAsPartner((await handOffOk(ids.partner!, alice.token)).token, at);
    const again = await verifyAsPartner((await handOffOk(ids.samePartner!, alice.token)).token, at);
    const otherPartner = await verifyAsPartner((await handOffOk(ids.otherPartner!, alice.token)).token, at, "http://other-partner.example.test:8080");
    const bobs = await verifyAsPartner((await handOffOk(ids.partner!, bob.token)).token, at);
    expect(again.sub).toBe(first.sub);
    expect(again.itinerary_id).toBe(ids.samePartner);
    expect(otherPartner.sub).not.toBe(first.sub);
    expect(bobs.sub).not.toBe(first.sub);
    expect(new Set([first.jti, again.jti, otherPartner.jti, bobs.jti]).size).toBe(4);
  });

  it("is refused by the partner once its five minutes are over, and reads the injected clock", async () => {
    const issuedAt = testApp.clock.now();
    const { token } = await handOffOk(ids.partner!, alice.token);
    const lastSecond = new Date(issuedAt.getTime() + (PARTNER_TOKEN_LIFETIME_SECONDS - 1) * 1000);
    await expect(verifyAsPartner(token, lastSecond)).resolves.toMatchObject({ aud: PARTNER });
    const over = new Date(issuedAt.getTime() + (PARTNER_TOKEN_LIFETIME_SECONDS + 1) * 1000);
    await expect(verifyAsPartner(token, over)).rejects.toBeInstanceOf(errors.JWTExpired);

    // A token asked for later says so: its times come from the server's clock.
    testApp.clock.advance(3_600_000);
    const later = await handOffOk(ids.partner!, alice.token);
    const payload = await verifyAsPartner(later.token, testApp.clock.now());
    expect(payload.iat).toBe(Math.floor(testApp.clock.now().getTime() / 1000));
    expect(later.expires_at).toBe(new Date((payload.iat! + PARTNER_TOKEN_LIFETIME_SECONDS) * 1000).toISOString());
    await expect(verifyAsPartner(token, testApp.clock.now())).rejects.toBeInstanceOf(errors.JWTExpired);
  });

  it("is not accepted by another partner, or with another algorithm or type", async () => {
    const at = testApp.clock.now();
    const { token } = await handOffOk(ids.partner!, alice.token);
    await expect(verifyAsPartner(token, at, "http://other-partner.example.test:8080")).rejects.toBeInstanceOf(errors.JWTClaimValidationFailed);
    const keys = createLocalJWKSet(await partnerKeys());
    await expect(jwtVerify(token, keys, { algorithms: ["HS256"], currentDate: at })).rejects.toThrow();
    await expect(jwtVerify(token, keys, { typ: "JWT", currentDate: at })).rejects.toBeInstanceOf(errors.JWTClaimValidationFailed);
    // One byte of the signature changed: refused.
    const [head, claims, signature] = token.split(".") as [string, string, string];
    const tampered = `${head}.${claims}.${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`;
    await expect(verifyAsPartner(tampered, at)).rejects.toBeInstanceOf(errors.JWSSignatureVerificationFailed);
  });

  it("works with the website's session cookie from the site itself", async () => {
    const response = await handOff(ids.partner!, { cookie: `amora_session=${encodeURIComponent(alice.token)}`, "sec-fetch-site": "same-origin" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const crossSite = await handOff(ids.partner!, { cookie: `amora_session=${encodeURIComponent(alice.token)}`, "sec-fetch-site": "cross-site" });
    expect(crossSite.statusCode).toBeGreaterThanOrEqual(400);
    expect(crossSite.body).not.toContain("handoff");
  });

  it("asks a visitor to sign in: 401, no token", async () => {
    expectError(await handOff(ids.partner!), 401);
    expectError(await handOff(ids.partner!, bearer("not-a-real-token")), 401);
    // Before the id is even read.
    expectError(await handOff("not-a-number"), 401);
  });

  it("finds only active itineraries: another id, another kind or a listing not shown is not found", async () => {
    expectError(await handOff(999_999_999, bearer(alice.token)), 404, ITINERARY_PARTNER_MESSAGES.notFound);
    expectError(await handOff(ids.hotel!, bearer(alice.token)), 404, ITINERARY_PARTNER_MESSAGES.notFound);
    expectError(await handOff(ids.inReview!, bearer(alice.token)), 404, ITINERARY_PARTNER_MESSAGES.notFound);
    expectError(await handOff(ids.inactive!, bearer(alice.token)), 404, ITINERARY_PARTNER_MESSAGES.notFound);
  });

  it("refuses an itinerary without an http(s) website of its own, saying so", async () => {
    expectError(await handOff(ids.noWebsite!, bearer(alice.token)), 422, ITINERARY_PARTNER_MESSAGES.noWebsite);
    expectError(await handOff(ids.blankWebsite!, bearer(alice.token)), 422, ITINERARY_PARTNER_MESSAGES.noWebsite);
    for (const name of ["ownPage", "script", "ftp", "credentials"]) {
      const response = await handOff(ids[name]!, bearer(alice.token));
      expectError(response, 422, ITINERARY_PARTNER_MESSAGES.notWebAddress);
      expect(response.body, name).not.toContain("eyJ");
    }
  });

  it("refuses hostile ids in the error shape, never a 500", async () => {
    for (const id of ["abc", "-1", "1e3", "0x10", "1.5", "%00", "1%00", "%F0%9F%92%95", "9".repeat(40), "1%20or%201=1", "%2e%2e"]) {
      const response = await handOff(id, bearer(alice.token));
      expect(response.statusCode, `${id}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, id).toBeLessThan(500);
      expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, id);
    }
    // A body, whatever it holds, changes nothing: the id is the path's.
    const withBody = await app.inject({
      method: "POST",
      url: `/api/v1/itineraries/${ids.partner}/partner-token`,
      headers: { ...bearer(alice.token), "content-type": "application/json" },
      payload: JSON.stringify({ id: ids.hotel, sub: "admin", aud: "https://evil.example.test", website: "https://evil.example.test" }),
    });
    expect(withBody.statusCode, withBody.body).toBe(200);
    const payload = await verifyAsPartner(withBody.json<HandOff>().token, testApp.clock.now());
    expect(payload).toMatchObject({ aud: PARTNER, itinerary_id: ids.partner });
    expect(withBody.json<HandOff>().url.startsWith(`${PARTNER}/rome/`)).toBe(true);
  });
});

describe("GET /api/v1/itineraries/partner-keys", () => {
  it("publishes the public key only, cacheable, the same on every call, to anyone", async () => {
    const response = await app.inject({ method: "GET", url: "/api/v1/itineraries/partner-keys" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=3600");
    const set = response.json<JSONWebKeySet>();
    expect(set.keys).toHaveLength(1);
    const [key] = set.keys;
    expect(Object.keys(key!).sort()).toEqual(["alg", "crv", "kid", "kty", "use", "x", "y"]);
    expect(key).toMatchObject({ kty: "EC", crv: "P-256", alg: "ES256", use: "sig" });
    expect(key).not.toHaveProperty("d");
    expect(await partnerKeys()).toEqual(set);
  });
});

describe("the OpenAPI document", () => {
  it("documents both operations under itineraries, the token one behind a login", async () => {
    const document = await fetchOpenApiDocument(app);
    const token = document.paths["/api/v1/itineraries/{id}/partner-token"]?.post;
    expect(token?.operationId).toBe("tokenGenerateItineararys");
    expect(token?.tags).toEqual(["itineraries"]);
    expect(Object.keys(token?.responses ?? {})).toEqual(expect.arrayContaining(["200", "401", "404", "422"]));
    expect(token?.security?.some((requirement) => Object.keys(requirement).length === 0)).toBe(false);
    const keys = document.paths["/api/v1/itineraries/partner-keys"]?.get;
    expect(keys?.operationId).toBe("listItineraryPartnerKeys");
  });
});
