import { and, asc, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingPath } from "../../core/listing-path";
import { LISTING_TYPES } from "../../core/listing-types";
import { users } from "../../server/db/schema/accounts";
import { listings } from "../../server/db/schema/catalogue";
import { SESSION_COOKIE } from "../../server/http/auth";
import { bearer, signInWithCode } from "../support/accounts";
import { openPageRenderer, type PageRenderer } from "../support/page-rendering";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * Catalogue pages are rendered once for everyone and filled per response (decision 055,
 * core/shared-page.ts, app/shared-pages.ts). What a member or a visitor receives must be, byte for
 * byte, what rendering the page for them outright gives: the same header, the same hearts, the same
 * hydration data (else React would redraw the page on hydration). A request that carries another
 * cookie besides the session's is rendered for its reader outright, which is what these tests
 * compare with.
 */

const MEMBER_EMAIL = "shared-pages@amora.test";
const OTHER_COOKIE = "amora_other=1";

let renderer: PageRenderer;
let testApp: TestApp;
let token: string;
let samplePaths: string[];
let likedListing: { id: number; path: string };
let unlikedListing: { id: number; path: string };

/** The page's HTML with this response's own nonce and correlation id written as fixed words. */
function comparable(response: LightMyRequestResponse): string {
  const nonce = /'nonce-([^']+)'/.exec(String(response.headers["content-security-policy"] ?? ""))?.[1];
  const correlationId = String(response.headers["x-correlation-id"] ?? "");
  let body = response.body;
  if (nonce) body = body.replaceAll(nonce, "NONCE");
  if (correlationId) body = body.replaceAll(correlationId, "CORRELATION");
  return body;
}

function get(path: string, cookie?: string) {
  return testApp.app.inject({ method: "GET", url: path, headers: cookie === undefined ? {} : { cookie } });
}

const memberCookie = () => `${SESSION_COOKIE}=${token}`;

beforeAll(async () => {
  renderer = await openPageRenderer();
  testApp = await createTestApp({}, { serverBuild: renderer.serverBuild, withPageCache: true });
  const { db } = testApp.services;
  const signedIn = await signInWithCode(testApp, MEMBER_EMAIL);
  token = signedIn.token;
  // A member with a name, a new offer and unread notifications: the header shows all three.
  await db
    .update(users)
    .set({ firstname: "Maya", lastname: "Okafor", unreadDealsCount: 2, unreadNotificationsCount: 3 })
    .where(eq(users.id, signedIn.userId));

  const rows = await db
    .select({ id: listings.id, type: listings.type, slug: listings.slug })
    .from(listings)
    .where(eq(listings.status, "active"))
    .orderBy(asc(listings.id));
  const firstOf = LISTING_TYPES.map((type) => rows.find((row) => row.type === type)).filter((row) => row !== undefined);
  const hotels = rows.filter((row) => row.type === "basic");
  const [first, second] = hotels;
  if (!first || !second) throw new Error("the demo catalogue has fewer than two hotels");
  likedListing = { id: first.id, path: listingPath("basic", first.slug) };
  unlikedListing = { id: second.id, path: listingPath("basic", second.slug) };
  const liked = await testApp.app.inject({ method: "POST", url: `/api/v1/user/like/${first.id}`, headers: bearer(token) });
  expect(liked.statusCode).toBe(200);

  const [article] = await db
    .select({ slug: listings.slug })
    .from(listings)
    .where(and(eq(listings.status, "active"), eq(listings.type, "article")))
    .limit(1);
  samplePaths = [
    "/",
    "/hotel",
    "/hotel?page=2",
    "/destinations",
    "/ta",
    "/collection",
    "/itineraries",
    "/article",
    "/faq",
    "/contacts",
    "/search?query=amalfi",
    `/hotelroom/${first.id}`,
    "/no-such-page-here",
    ...firstOf.map((row) => listingPath(row.type, row.slug)),
    ...(article ? [listingPath("article", article.slug)] : []),
  ];
}, 120_000);

afterAll(async () => {
  await testApp?.close();
  await renderer?.close();
});

describe("a page rendered once for everyone", () => {
  it("reaches a member exactly as the page rendered for them outright", async () => {
    for (const path of samplePaths) {
      const filled = await get(path, memberCookie());
      const outright = await get(path, `${memberCookie()}; ${OTHER_COOKIE}`);
      expect(filled.statusCode, path).toBe(outright.statusCode);
      // Only whole, successful pages are kept (a missing page is rendered for each reader).
      if (filled.statusCode === 200) expect(String(filled.headers["x-page-cache"]), path).toMatch(/^(hit|miss)$/);
      expect(outright.headers["x-page-cache"], path).toBeUndefined();
      expect(filled.headers["cache-control"], path).toBe("private, no-store");
      expect(comparable(filled), path).toBe(comparable(outright));
      expect(filled.body, path).toContain("Maya Okafor");
    }
  });

  it("reaches a visitor exactly as the page rendered for them outright", async () => {
    for (const path of samplePaths) {
      const filled = await get(path);
      const outright = await get(path, OTHER_COOKIE);
      expect(filled.statusCode, path).toBe(outright.statusCode);
      expect(comparable(filled), path).toBe(comparable(outright));
      expect(filled.body, path).toContain("LOG-IN");
      expect(filled.body, path).not.toContain("Maya Okafor");
    }
  });

  it("shows the member's own hearts pressed and no one else's", async () => {
    const page = await get(likedListing.path, memberCookie());
    expect(page.body).toContain('aria-pressed="true"');
    expect(page.body).toContain("Remove from favorites");
    // The member's data the page hydrates with names the saved listing.
    expect(page.body).toContain(`favoriteIds\\\\\\":[${likedListing.id}]`);
    const visitor = await get(likedListing.path);
    expect(visitor.body).not.toContain('aria-pressed="true"');
    expect(visitor.body).not.toContain("Remove from favorites");
  });

  it("shows a change the member made on their next page", async () => {
    const before = await get(unlikedListing.path, memberCookie());
    expect(before.body).toContain(`favoriteIds\\\\\\":[${likedListing.id}]`);
    const liked = await testApp.app.inject({ method: "POST", url: `/api/v1/user/like/${unlikedListing.id}`, headers: bearer(token) });
    expect(liked.statusCode).toBe(200);
    const after = await get(unlikedListing.path, memberCookie());
    expect(after.body).toContain(`favoriteIds\\\\\\":[${unlikedListing.id},${likedListing.id}]`);

    const loggedOut = await testApp.app.inject({ method: "POST", url: "/api/v1/logout", headers: bearer(token) });
    expect(loggedOut.statusCode).toBe(200);
    const signedOut = await get(unlikedListing.path, memberCookie());
    expect(signedOut.body).toContain("LOG-IN");
    expect(signedOut.body).not.toContain("Maya Okafor");
    // A new code may be asked for a minute later.
    testApp.clock.advance(61_000);
    token = (await signInWithCode(testApp, MEMBER_EMAIL)).token;
  });

  it("answers a hydrated page's data requests for their reader, with no mark left in them", async () => {
    const visitor = await get("/hotel.data");
    expect(visitor.statusCode).toBe(200);
    expect(visitor.body).toContain('"no-member"');
    const member = await get("/hotel.data", memberCookie());
    expect(member.statusCode).toBe(200);
    expect(member.body).toContain("Maya");
    expect(member.headers["x-page-cache"]).toBeUndefined();
  });

  it("renders a page that differs per member for the member, not from the shared page", async () => {
    const visitor = await get("/upgrade");
    expect(visitor.statusCode).toBe(200);
    const member = await get("/upgrade", memberCookie());
    expect(member.statusCode, member.body.slice(0, 300)).toBe(200);
    expect(member.headers["x-page-cache"]).toBeUndefined();
    expect(member.headers["cache-control"]).toBe("private, no-store");
    expect(member.body).toContain("Maya Okafor");
  });
});
