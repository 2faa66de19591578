import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogueCache } from "../../server/domain/catalogue/catalogue-cache";
import { insertListing } from "../../server/domain/catalogue/catalogue-test-data";
import { buildApp } from "../../server/http/app";
import { bearer } from "../support/accounts";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * Headers on every kind of answer: Permissions-Policy and Cross-Origin-Resource-Policy on all of
 * them, a content security policy on /api/v1, and `private, no-store` on anything personal.
 */
let testApp: TestApp;
/** The app as production builds it: with the catalogue cache (and its sent-answer shortcut). */
let app: FastifyInstance;
let slug: string;
let token: string;
let cookie: string;

const API_CSP = "default-src 'none'; frame-ancestors 'none'";
const NO_FEATURES = "camera=(), microphone=(), geolocation=(), payment=()";

beforeAll(async () => {
  testApp = await createTestApp();
  app = await buildApp({ services: { ...testApp.services, catalogueCache: createCatalogueCache({ clock: testApp.clock, ttlMs: 30_000 }) }, logger: false });
  await app.ready();
  slug = (await insertListing(testApp.database.db, { type: "basic", title: "Headers Hotel" })).slug;
  const registered = await app.inject({ method: "POST", url: "/api/v1/register", payload: { email: "headers@example.com", password: "headers-password" } });
  token = registered.json().token;
  cookie = /amora_session=[^;]*/.exec(String(registered.headers["set-cookie"]))![0];
});
afterAll(async () => {
  await app.close();
  await testApp.close();
});

function expectEveryResponseHeaders(response: LightMyRequestResponse, label: string, resourcePolicy = "same-origin") {
  expect(response.headers["permissions-policy"], label).toBe(NO_FEATURES);
  expect(response.headers["cross-origin-resource-policy"], label).toBe(resourcePolicy);
  expect(response.headers["x-content-type-options"], label).toBe("nosniff");
}

describe("Permissions-Policy and Cross-Origin-Resource-Policy", () => {
  it.each([
    ["an API answer", "/api/v1/health", 200],
    ["an API 404", "/api/v1/no-such-endpoint", 404],
    ["an address the router cannot decode", "/api/v1/posts/showbyslug/%E0%A4%A", 400],
    ["a file the server writes", "/robots.txt", 200],
    ["a path nothing serves", "/no-such-page", 404],
    ["a missing member picture", "/media/uploads/nothing.webp", 404],
  ])("are on %s (%s)", async (label, url, status) => {
    const response = await app.inject({ method: "GET", url });
    expect(response.statusCode, label).toBe(status);
    expectEveryResponseHeaders(response, label);
  });

  it("are on the client build's files, served and missing", async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), "amora-headers-"));
    await mkdir(path.join(directory, "assets"));
    await writeFile(path.join(directory, "assets", "entry-Hd1.js"), "console.log('entry');");
    await writeFile(path.join(directory, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    const withFiles = await buildApp({ services: testApp.services, clientBuildDirectory: directory, logger: false });
    try {
      await withFiles.ready();
      for (const [url, status] of [["/assets/entry-Hd1.js", 200], ["/favicon.svg", 200], ["/assets/nothing.js", 404]] as const) {
        const response = await withFiles.inject({ method: "GET", url });
        expect(response.statusCode, url).toBe(status);
        expectEveryResponseHeaders(response, url);
      }
    } finally {
      await withFiles.close();
      await rm(directory, { recursive: true, force: true });
    }
  });

  it("let any site embed the public pictures under /media, and nothing else", async () => {
    const picture = await app.inject({ method: "GET", url: "/media/scenes/hero/large.jpg" });
    expect(picture.statusCode).toBe(200);
    expectEveryResponseHeaders(picture, "a scene picture", "cross-origin");
  });

  it("open payment to Stripe's frames only when Stripe takes cards", async () => {
    const stripe = await createTestApp({
      STRIPE_SECRET_KEY: "sk_test_headers",
      STRIPE_PUBLISHABLE_KEY: "pk_test_headers",
      STRIPE_WEBHOOK_SECRET: "whsec_headers",
      STRIPE_API_URL: "http://127.0.0.1:9",
    });
    try {
      const response = await stripe.app.inject({ method: "GET", url: "/api/v1/health" });
      const policy = String(response.headers["permissions-policy"]);
      expect(policy).toContain('payment=(self "https://js.stripe.com" "https://*.js.stripe.com")');
      expect(policy).toContain("camera=()");
      expect(policy).toContain("microphone=()");
      expect(policy).toContain("geolocation=()");
    } finally {
      await stripe.close();
    }
  });
});

describe("the API's content security policy", () => {
  it.each([
    ["GET", "/api/v1/health", {}, 200],
    ["GET", `/api/v1/hotels/showbyslug/${"x"}`, {}, 404],
    ["GET", "/api/v1/user", {}, 401],
    ["GET", "/api/v1/no-such-endpoint", {}, 404],
    ["POST", "/api/v1/login", { "sec-fetch-site": "cross-site", cookie: "amora_session=whatever" }, 403],
    ["POST", "/api/v1/user", {}, 401],
    ["GET", "/api/v1/posts/showbyslug/%E0%A4%A", {}, 400],
  ] as const)("%s %s (%i) forbids loading, running and framing anything", async (method, url, headers, status) => {
    const response = await app.inject({ method, url, headers, ...(method === "POST" ? { payload: {} } : {}) });
    expect(response.statusCode).toBe(status);
    expect(response.headers["content-security-policy"]).toBe(API_CSP);
  });

  it("holds for a catalogue answer sent again from memory", async () => {
    const url = `/api/v1/hotels/showbyslug/${slug}`;
    const first = await app.inject({ method: "GET", url });
    const again = await app.inject({ method: "GET", url });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.body).toBe(first.body);
    for (const response of [first, again]) expect(response.headers["content-security-policy"]).toBe(API_CSP);
  });

  it("gives the docs page a policy of its own under which it still renders: its stylesheet, no script", async () => {
    const response = await app.inject({ method: "GET", url: "/api/v1/docs" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    const policy = new Map(
      String(response.headers["content-security-policy"])
        .split(";")
        .map((part) => part.trim().split(/\s+/))
        .map(([name = "", ...values]) => [name, values.join(" ")]),
    );
    expect(policy.get("default-src")).toBe("'none'");
    expect(policy.get("style-src")).toBe("'unsafe-inline'");
    expect(policy.get("frame-ancestors")).toBe("'none'");
    expect(policy.has("script-src")).toBe(false);
    // What the page needs is what the policy allows: one inline stylesheet, no script, no image.
    expect(response.body).toMatch(/<style>[^<]+<\/style>/);
    expect(response.body).not.toMatch(/<script|<img|<link|style="/i);
    expectEveryResponseHeaders(response, "docs");
  });
});

describe("Cache-Control on personal answers", () => {
  it("is private, no-store for a signed-in request, by Bearer token or by cookie, answered or refused", async () => {
    for (const headers of [bearer(token), { cookie }]) {
      const me = await app.inject({ method: "GET", url: "/api/v1/user", headers });
      expect(me.statusCode).toBe(200);
      expect(me.headers["cache-control"]).toBe("private, no-store");
    }
    const stale = await app.inject({ method: "GET", url: "/api/v1/user", headers: bearer("a".repeat(43)) });
    expect(stale.statusCode).toBe(401);
    expect(stale.headers["cache-control"]).toBe("private, no-store");
    const likes = await app.inject({ method: "GET", url: "/api/v1/user/likes", headers: bearer(token) });
    expect(likes.headers["cache-control"]).toBe("private, no-store");
  });

  it("is private, no-store for the routes of the upload scope too", async () => {
    const updated = await app.inject({ method: "POST", url: "/api/v1/user", payload: { firstname: "Hedda" }, headers: bearer(token) });
    expect(updated.statusCode).toBe(200);
    expect(updated.headers["cache-control"]).toBe("private, no-store");
    expect(updated.headers["content-security-policy"]).toBe(API_CSP);
  });

  it("is private, no-store for an answer that hands out a session, though the request carried none", async () => {
    const login = await app.inject({ method: "POST", url: "/api/v1/login", payload: { email: "headers@example.com", password: "headers-password" } });
    expect(login.statusCode).toBe(200);
    expect(login.headers["cache-control"]).toBe("private, no-store");
  });

  it("leaves a visitor's catalogue read as it was, and a signed-in read of it gets nothing but the public answer, privately", async () => {
    const url = `/api/v1/posts/showbyslug/${slug}`;
    const visitor = await app.inject({ method: "GET", url });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.headers["cache-control"]).toBeUndefined();
    const member = await app.inject({ method: "GET", url, headers: bearer(token) });
    expect(member.headers["cache-control"]).toBe("private, no-store");
    expect(member.body).toBe(visitor.body);
    expect(member.body).not.toContain("headers@example.com");
    const visitorAgain = await app.inject({ method: "GET", url });
    expect(visitorAgain.headers["cache-control"]).toBeUndefined();
    expect(visitorAgain.body).toBe(visitor.body);
  });
});
