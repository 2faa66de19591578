import { signInAsAdmin } from "../support/admins";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_SUCH_DATE_MESSAGE } from "../../core/calendar-date";
import { UNSTORABLE_TEXT_MESSAGE } from "../../core/storable-text";
import { users } from "../../server/db/schema/accounts";
import { bearer, signInWithCode } from "../support/accounts";
import { createTestApp, type TestApp } from "../support/test-app";
import {
  bodyProperties,
  documentedOperations,
  expectErrorShape,
  fetchOpenApiDocument,
  type DocumentedOperation,
  type OpenApiDocument,
} from "./api-routes";

/**
 * What an attacker's walk of the API found: text PostgreSQL cannot store (NUL, lone surrogates)
 * reaching a query, dates that do not exist, the apps' JSON content type on an empty body, empty
 * query values, and database errors logging their parameters. Each is checked on every documented
 * operation, so a route added later is covered the day it is registered.
 */

let testApp: TestApp;
let document: OpenApiDocument;
let operations: DocumentedOperation[];
let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}@hostile.example`;

type Identity = { token: string; userId: number };
let member: Identity;
let business: Identity;
let admin: Identity;

beforeAll(async () => {
  testApp = await createTestApp();
  document = await fetchOpenApiDocument(testApp.app);
  operations = documentedOperations(document);
  member = await signInWithCode(testApp, uniqueEmail("member"));
  const businessEmail = uniqueEmail("business");
  await testApp.services.db.insert(users).values({ email: businessEmail, role: "business" });
  business = await signInWithCode(testApp, businessEmail);
  const adminEmail = uniqueEmail("admin");
  admin = await signInAsAdmin(testApp, adminEmail);
});

afterAll(async () => {
  await testApp?.close();
});

/** The signed-in identity whose guards let a request through to the operation's handler. */
function identityFor(path: string): Identity {
  if (path.startsWith("/api/v1/business/")) return business;
  if (path.startsWith("/api/v1/admin/")) return admin;
  return member;
}

function parameterNames(operation: DocumentedOperation, location: "path" | "query"): string[] {
  return (operation.operation.parameters ?? []).filter((parameter) => parameter.in === location).map((parameter) => parameter.name);
}

/** The operation's address with every path parameter filled, one of them possibly with `override`. */
function urlOf(operation: DocumentedOperation, override: { name: string; value: string } | null = null, query = ""): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => (override?.name === name ? override.value : "1"));
  return query === "" ? path : `${path}?${query}`;
}

type Injected = Awaited<ReturnType<TestApp["app"]["inject"]>>;

function expectRefusedNaming(response: Injected, field: string | null, context: string) {
  expect([400, 422], `${context} -> ${response.statusCode} ${response.body.slice(0, 300)}`).toContain(response.statusCode);
  expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, context);
  if (field !== null) {
    expect(response.json<{ errors?: Record<string, string[]> }>().errors, context).toEqual({ [field]: [UNSTORABLE_TEXT_MESSAGE] });
  }
}

/** The webhook's body is the provider's signed bytes: its signature, not a text check, refuses them. */
const isRawBody = (operation: DocumentedOperation) => operation.path === "/api/v1/payments/webhook";

describe("text PostgreSQL cannot store (NUL, lone surrogates)", () => {
  it("finds operations with each kind of input", () => {
    expect(operations.some((operation) => parameterNames(operation, "path").length > 0)).toBe(true);
    expect(operations.some((operation) => parameterNames(operation, "query").length > 0)).toBe(true);
    expect(operations.some((operation) => bodyProperties(document, operation).length > 0)).toBe(true);
  });

  // Every operation of the document, a request per field: the API has grown to hundreds.
  it("refuses a NUL in any path parameter, query parameter or body field of every operation, naming the field", { timeout: 180_000 }, async () => {
    let checked = 0;
    for (const operation of operations) {
      const method = operation.method as "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
      const headers = bearer(identityFor(operation.path).token);
      for (const name of parameterNames(operation, "path")) {
        const url = urlOf(operation, { name, value: "a%00b" });
        expectRefusedNaming(await testApp.app.inject({ method, url, headers }), name, `${method} ${url}`);
        checked += 1;
      }
      for (const name of parameterNames(operation, "query")) {
        const url = urlOf(operation, null, `${encodeURIComponent(name)}=a%00b`);
        expectRefusedNaming(await testApp.app.inject({ method, url, headers }), name, `${method} ${url}`);
        checked += 1;
      }
      for (const name of bodyProperties(document, operation)) {
        for (const [label, payload] of [
          ["NUL", `{${JSON.stringify(name)}:"a\\u0000b"}`],
          ["lone surrogate", `{${JSON.stringify(name)}:"a\\ud800b"}`],
          ["NUL in a list", `{${JSON.stringify(name)}:["ok","\\u0000"]}`],
        ] as const) {
          const url = urlOf(operation);
          const response = await testApp.app.inject({ method, url, headers: { ...headers, "content-type": "application/json" }, payload });
          const field = label === "NUL in a list" ? `${name}.1` : name;
          expectRefusedNaming(response, isRawBody(operation) ? null : field, `${method} ${url} ${label} in ${name}`);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("refuses the examples the walk found, signed in or not, and writes nothing", async () => {
    const before = await testApp.services.db.select({ firstname: users.firstname }).from(users).where(sql`${users.id} = ${member.userId}`);
    const calls: [string, string, unknown][] = [
      ["GET", "/api/v1/posts/checkAdminEmail?email=a%00b%40example.com", undefined],
      ["GET", "/api/v1/posts/checkExistHotel?title=Villa%00", undefined],
      ["GET", "/api/v1/googleapi/place?input=Rom%00e&types=(cities)", undefined],
      ["POST", "/api/v1/user", { firstname: "Giulia\u0000" }],
      ["POST", "/api/v1/coupons/check", { coupon_name: "LOVE\u0000", type: "Hotel" }],
      ["DELETE", "/api/v1/user/push-subscriptions", { endpoint: "https://push.example/\u0000" }],
    ];
    for (const [method, url, payload] of calls) {
      for (const headers of [{}, bearer(member.token)]) {
        const response = await testApp.app.inject({
          method: method as "GET" | "POST" | "DELETE",
          url,
          headers,
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(500);
        expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, `${method} ${url}`);
      }
    }
    const after = await testApp.services.db.select({ firstname: users.firstname }).from(users).where(sql`${users.id} = ${member.userId}`);
    expect(after).toEqual(before);
  });

  it("refuses a NUL in a multipart text field (the apps' profile update with a picture)", async () => {
    const form = new FormData();
    form.append("firstname", "Giu\u0000lia");
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/user",
      headers: { ...bearer(member.token), "content-type": request.headers.get("content-type")! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expectRefusedNaming(response, "firstname", "multipart POST /api/v1/user");
  });

  it("refuses a NUL in a field name, and in a value nested deep in the body", async () => {
    const named = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/user",
      headers: { ...bearer(member.token), "content-type": "application/json" },
      payload: '{"first\\u0000name":"Giulia"}',
    });
    expect(named.statusCode, named.body).toBe(422);
    const deep = `${"[".repeat(100_000)}"\\u0000"${"]".repeat(100_000)}`;
    const nested = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/user",
      headers: { ...bearer(member.token), "content-type": "application/json" },
      payload: `{"firstname":${deep}}`,
    });
    expect(nested.statusCode, nested.body.slice(0, 300)).toBe(422);
    expectErrorShape(nested.statusCode, String(nested.headers["content-type"]), nested.body, "deep body");
    expect(nested.body.length).toBeLessThan(2_000);
  });
});

describe("calendar dates that do not exist", () => {
  it.each(["2027-02-30", "2027-02-29", "2100-02-29", "2026-04-31", "0000-01-01"])(
    "POST /user refuses %s in each date field with the date message, and saves nothing",
    async (value) => {
      for (const field of ["birthday", "wedding_date", "anniversary_date"]) {
        const response = await testApp.app.inject({ method: "POST", url: "/api/v1/user", headers: bearer(member.token), payload: { [field]: value } });
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json()).toMatchObject({ status: 422, message: NO_SUCH_DATE_MESSAGE, errors: { [field]: [NO_SUCH_DATE_MESSAGE] } });
      }
      const user = await testApp.app.inject({ method: "GET", url: "/api/v1/user", headers: bearer(member.token) });
      expect(user.json()).toMatchObject({ data: { birthday: null, wedding_date: null, anniversary_date: null } });
    },
  );

  it("accepts 29 February of a leap year", async () => {
    const response = await testApp.app.inject({ method: "POST", url: "/api/v1/user", headers: bearer(member.token), payload: { anniversary_date: "2028-02-29" } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ data: { anniversary_date: "2028-02-29" } });
    await testApp.app.inject({ method: "POST", url: "/api/v1/user", headers: bearer(member.token), payload: { anniversary_date: null } });
  });
});

describe("the apps' JSON content type on a request with no body", () => {
  const empty = (method: "POST" | "DELETE", url: string, token: string | null) =>
    testApp.app.inject({ method, url, headers: { "content-type": "application/json", ...(token ? bearer(token) : {}) }, payload: "" });

  it("is read as an empty object by every operation, never refused for being empty", async () => {
    let checked = 0;
    for (const operation of operations) {
      if (operation.method === "GET" || isRawBody(operation)) continue;
      // These end the session they are sent with: each gets a member of its own.
      const sessionEnding = operation.path.endsWith("/logout") || (operation.method === "DELETE" && operation.path === "/api/v1/user");
      const token = sessionEnding ? (await signInWithCode(testApp, uniqueEmail("throwaway"))).token : identityFor(operation.path).token;
      const url = urlOf(operation);
      const method = operation.method as "POST" | "PUT" | "PATCH" | "DELETE";
      const response = await testApp.app.inject({ method, url, headers: { "content-type": "application/json", ...bearer(token) }, payload: "" });
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(500);
      expect(response.body, `${method} ${url}`).not.toMatch(/Body cannot be empty/i);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(20);
  });

  it("answers the plans, and a like, as it would with no content type", async () => {
    const plans = await empty("POST", "/api/v1/payments/getStripePlans", member.token);
    expect(plans.statusCode, plans.body).toBe(200);
    const unlike = await empty("DELETE", "/api/v1/user/like/1", member.token);
    const unlikeWithoutType = await testApp.app.inject({ method: "DELETE", url: "/api/v1/user/like/1", headers: bearer(member.token) });
    expect(unlike.statusCode, unlike.body).toBe(unlikeWithoutType.statusCode);
  });

  it("gives an operation with required fields its normal validation error", async () => {
    const withEmptyObject = await testApp.app.inject({ method: "POST", url: "/api/v1/coupons/check", headers: bearer(member.token), payload: {} });
    const withNoBody = await empty("POST", "/api/v1/coupons/check", member.token);
    expect(withNoBody.statusCode, withNoBody.body).toBe(withEmptyObject.statusCode);
    expect(withNoBody.json()).toEqual(withEmptyObject.json());
    expect(withNoBody.statusCode).toBe(422);
  });

  it("still refuses a body that is not JSON", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/coupons/check",
      headers: { "content-type": "application/json", ...bearer(member.token) },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, "broken JSON");
  });
});

describe("empty query values", () => {
  it("are read as absent (the apps send type= for 'any kind')", async () => {
    const withEmpty = await testApp.app.inject({ method: "GET", url: "/api/v1/posts/websearch?query=rome&type=&page=1" });
    const without = await testApp.app.inject({ method: "GET", url: "/api/v1/posts/websearch?query=rome&page=1" });
    expect(withEmpty.statusCode, withEmpty.body).toBe(200);
    expect(withEmpty.json()).toEqual(without.json());
  });

  it("on every operation: an empty value for each query parameter answers as if it were not sent", async () => {
    for (const operation of operations.filter((candidate) => candidate.method === "GET")) {
      const names = parameterNames(operation, "query");
      if (names.length === 0) continue;
      const headers = bearer(identityFor(operation.path).token);
      const withEmpty = await testApp.app.inject({ method: "GET", url: urlOf(operation, null, names.map((name) => `${name}=`).join("&")), headers });
      const without = await testApp.app.inject({ method: "GET", url: urlOf(operation), headers });
      expect(withEmpty.statusCode, `${operation.path}: ${withEmpty.body.slice(0, 300)}`).toBe(without.statusCode);
    }
  });

  it("still reads a value that is present", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/v1/posts/websearch?query=rome&type=nonsense" });
    expect(response.statusCode).toBe(400);
  });
});

describe("database errors in the log", () => {
  it("name the SQLSTATE and the constraint, never a parameter's value", async () => {
    const logged = await createTestApp({}, { captureLogs: true });
    try {
      const secret = `Secret${Date.now().toString(36)}Marker`;
      const signedIn = await signInWithCode(logged, uniqueEmail("logged"));
      // A constraint the product does not have, so an ordinary profile update fails in the database.
      await logged.services.db.execute(sql.raw(`alter table users add constraint users_firstname_probe check (firstname is null or firstname not like 'Secret%')`));
      const response = await logged.app.inject({ method: "POST", url: "/api/v1/user", headers: bearer(signedIn.token), payload: { firstname: secret } });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain(secret);
      const failure = logged.logLines.find((line) => line.includes('"request failed"'));
      expect(failure, logged.logLines.join("\n")).toBeDefined();
      expect(failure).toContain("23514");
      expect(failure).toContain("users_firstname_probe");
      for (const line of logged.logLines) expect(line).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});
