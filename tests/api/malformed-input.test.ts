import { signInAsAdmin } from "../support/admins";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { bearer, signInWithCode } from "../support/accounts";
import { createBusiness } from "../support/business-accounts";
import { createTestApp } from "../support/test-app";
import { documentedOperations, expectErrorShape, fetchOpenApiDocument, injectTimed, requestBodySchema, type DocumentedOperation } from "./api-routes";
import { bodiesFor, fullValidBody, type FuzzBody } from "./fuzz-inputs";

/**
 * Generated malformed path parameters, query strings and bodies against every operation the
 * OpenAPI document lists, every method (so a new route is covered the day it is registered).
 * Bodies come from each operation's own request schema: the right field names with hostile or
 * wrong values, mostly-valid bodies with one field hostile, and bodies that are not the schema's
 * at all (NUL, lone surrogates, 100k-character strings, impossible dates, wrong types, an empty
 * body under a JSON content type). Each request goes out anonymously or signed in as the identity
 * the route serves (a member, a business, an admin), so the handlers behind the guards are reached
 * too. For every response: no 5xx, the error shape on every 4xx, nothing written by a refused
 * request, and no request much slower than a plain one to the same operation. The seed is fixed so
 * a failure reproduces; fast-check prints the shrunk counterexample.
 */
const SEED = 20_260_601;
const RUNS_PER_OPERATION = 60;
/** A fuzzed request may be this many times slower than a plain request to the same operation. */
const SLOWDOWN_LIMIT = 50;
/** Below this a plain request's time is mostly timer and scheduler noise. */
const TIMING_FLOOR_MS = 1;

const testApp = await createTestApp();
const document = await fetchOpenApiDocument(testApp.app);
afterAll(async () => {
  await testApp.close();
});

// ---------------------------------------------------------------------------------------------
// Identities and the records they own, so generated ids sometimes name real things.

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}@fuzz.example`;
type Role = "member" | "business" | "admin";
const tokens: Record<Role, string> = {
  member: (await signInWithCode(testApp, uniqueEmail("member"))).token,
  business: "",
  admin: "",
};
const place = `Fz${Date.now().toString(36)}`;
const hotel = await createBusiness(testApp, "hotel", { type: "property", title: `Casa Fuzz ${place}`, city: `Fuzz Bay ${place}`, country: "Italy", goodFor: ["honeymoon"] });
tokens.business = hotel.token;
const adminEmail = uniqueEmail("admin");
tokens.admin = (await signInAsAdmin(testApp, adminEmail)).token;

async function setUpDeal(): Promise<{ requestId: number; dealId: number }> {
  const member = await testApp.app.inject({ method: "GET", url: "/api/v1/user", headers: bearer(tokens.member) });
  const request = await testApp.app.inject({
    method: "POST",
    url: "/api/v1/dealrequests",
    headers: bearer(tokens.member),
    payload: {
      occasion: "honeymoon",
      destinations: [`Fuzz Bay ${place}`],
      start_date: "2026-09-10",
      end_date: "2026-09-17",
      budget: "5000-10000",
      travellers: 2,
      special: "A quiet week by the sea, with one unforgettable dinner.",
      first_name: "Giulia",
      last_name: "Ferri",
      email: member.json<{ data: { email: string } }>().data.email,
    },
  });
  if (request.statusCode !== 200) throw new Error(`deal request: ${request.statusCode} ${request.body}`);
  const requestId = request.json<{ data: { id: number } }>().data.id;
  const offer = await testApp.app.inject({
    method: "POST",
    url: `/api/v1/business/leads/${requestId}/offer`,
    headers: bearer(tokens.business),
    payload: { title: "Honeymoon Suite week", price: 420000, included: "Seven nights with breakfast.", perks: ["Champagne"], check_in: "2026-09-10", check_out: "2026-09-17", valid_days: 5, message: "Welcome!" },
  });
  if (offer.statusCode !== 200) throw new Error(`offer: ${offer.statusCode} ${offer.body}`);
  const deals = await testApp.app.inject({ method: "GET", url: "/api/v1/deals", headers: bearer(tokens.member) });
  const dealId = deals.json<{ data: { id: number }[] }>().data[0]?.id;
  if (dealId === undefined) throw new Error(`no deal: ${deals.body}`);
  return { requestId, dealId };
}
const deal = await setUpDeal();
const KNOWN_IDS = [...new Set([deal.requestId, deal.dealId, hotel.listingId, hotel.accountId, 1].map(String))];

/** The identity whose guards let a request through to the operation's handler. */
function roleFor(path: string): Role {
  if (path.startsWith("/api/v1/business/")) return "business";
  if (path.startsWith("/api/v1/admin/")) return "admin";
  return "member";
}

/** A fuzzed request may sign the member out or delete it: a new member takes its place. */
async function keepMemberSignedIn(): Promise<void> {
  const check = await testApp.app.inject({ method: "GET", url: "/api/v1/user", headers: bearer(tokens.member) });
  if (check.statusCode !== 200) tokens.member = (await signInWithCode(testApp, uniqueEmail("member"))).token;
}

// ---------------------------------------------------------------------------------------------
// Writes: a trigger on every table records each row written, so a refused request that wrote
// anything is caught whichever table it touched.

/**
 * Bookkeeping a refused request writes by design: rate-limit and lock-out counters (counted
 * whether or not the request passes), a one-time code's wrong tries, a session's last use.
 */
const BOOKKEEPING_TABLES = ["rate_limit_hits", "one_time_codes", "sessions"];

async function rows<T>(query: string): Promise<T[]> {
  const result = (await testApp.services.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

await rows(`create table fuzz_writes (id bigint generated always as identity primary key, table_name text not null, operation text not null)`);
await rows(`create function fuzz_record_write() returns trigger language plpgsql as $$
  begin insert into fuzz_writes (table_name, operation) values (tg_table_name, tg_op); return null; end $$`);
for (const { table_name: table } of await rows<{ table_name: string }>(
  `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('fuzz_writes', ${BOOKKEEPING_TABLES.map((name) => `'${name}'`).join(", ")})`,
)) {
  await rows(`create trigger fuzz_record_write after insert or update or delete on "${table}" for each row execute function fuzz_record_write()`);
}

async function lastWrite(): Promise<number> {
  const [row] = await rows<{ last: string | number | null }>(`select max(id) as last from fuzz_writes`);
  return Number(row?.last ?? 0);
}

async function writesSince(id: number): Promise<string[]> {
  return (await rows<{ table_name: string; operation: string }>(`select table_name, operation from fuzz_writes where id > ${id} order by id`)).map(
    (row) => `${row.operation} ${row.table_name}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Generated URL parts.

function percentEncodeBytes(bytes: Uint8Array): string {
  return [...bytes].map((byte) => `%${byte.toString(16).padStart(2, "0").toUpperCase()}`).join("");
}

/** Printable ASCII sent as is, except what would end the path or query; '%' stays raw on purpose. */
function rawAscii(text: string): string {
  return text.replace(/[\s/?#&=]/g, (character) => encodeURIComponent(character));
}

const awkwardValues = fc.constantFrom(
  "",
  "0",
  "-1",
  "1.5",
  "1e9",
  "0x1F",
  "99999999999999999999",
  "NaN",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "%",
  "%00",
  "a%00b",
  "%00%00",
  "%ED%A0%80",
  "%E0%A4%A",
  "%C0%AE%C0%AE%2F",
  "..",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "'%20OR%201%3D1--",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "%F0%9F%92%96",
  "2027-02-30",
  "villa-rosa-amalfi",
  // Longer than Fastify's maxParamLength (100).
  "a".repeat(300),
  "%E2%9D%A4".repeat(2_000),
);

/** One already-encoded URL component: valid UTF-8, arbitrary bytes, raw ASCII, numbers, known trouble, real ids. */
const component = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 30 }).map(encodeURIComponent),
  fc.uint8Array({ maxLength: 12 }).map(percentEncodeBytes),
  fc.string({ unit: "grapheme-ascii", maxLength: 30 }).map(rawAscii),
  fc.oneof(fc.integer(), fc.nat(1000)).map(String),
  awkwardValues,
  fc.constantFrom(...KNOWN_IDS),
);

/** Query values the database cannot store (NUL, a surrogate written as UTF-8), and an impossible date. */
const hostileQueryValue = fc.constantFrom("%00", "a%00b", "x%40example.com%00", "%ED%A0%80", "2027-02-30", `${"a".repeat(2_000)}%00`);

function queryString(knownNames: string[]) {
  const name = fc.oneof(
    { weight: 3, arbitrary: knownNames.length > 0 ? fc.constantFrom(...knownNames) : fc.constant("q") },
    { weight: 1, arbitrary: fc.constantFrom("page", "per_page", "query", "type", "sort", "limit", "__proto__", "constructor") },
    { weight: 1, arbitrary: component },
  );
  const suffix = fc.constantFrom("", "", "", "[]", "[0]", "[a]", "[][]");
  const value = fc.oneof({ weight: 2, arbitrary: component }, { weight: 1, arbitrary: hostileQueryValue });
  const pair = fc.oneof(
    { weight: 4, arbitrary: fc.tuple(name, suffix, value).map(([key, brackets, text]) => `${key}${brackets}=${text}`) },
    { weight: 1, arbitrary: name },
    { weight: 1, arbitrary: fc.constantFrom("=", "&", "==", "%", "a=b=c") },
  );
  const pairs = fc.array(pair, { maxLength: 6 }).map((list) => list.join("&"));
  if (knownNames.length === 0) return pairs;
  // One documented parameter made hostile and nothing else wrong, so no other check answers first.
  const oneHostile = fc.tuple(fc.constantFrom(...knownNames), hostileQueryValue).map(([key, text]) => `${key}=${text}`);
  return fc.oneof({ weight: 3, arbitrary: pairs }, { weight: 1, arbitrary: oneHostile });
}

function urlFor(path: string, parameterValues: Record<string, string>, query: string): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_match, name: string) => parameterValues[name] ?? "");
  return query === "" ? filled : `${filled}?${query}`;
}

function pathParameterNames(operation: DocumentedOperation): string[] {
  return (operation.operation.parameters ?? []).filter((parameter) => parameter.in === "path").map((parameter) => parameter.name);
}

/** Real ids often, so a body reaches the handler of something that exists; anything else otherwise. */
const pathValue = fc.oneof({ weight: 2, arbitrary: component }, { weight: 1, arbitrary: fc.constantFrom(...KNOWN_IDS) });

function pathParameterValues(operation: DocumentedOperation) {
  const names = pathParameterNames(operation);
  return fc.record(Object.fromEntries(names.map((name) => [name, pathValue])) as Record<string, typeof pathValue>);
}

function queryNames(operation: DocumentedOperation): string[] {
  return (operation.operation.parameters ?? []).filter((parameter) => parameter.in === "query").map((parameter) => parameter.name);
}

// ---------------------------------------------------------------------------------------------
// Sending, and what every answer must satisfy.

type Identity = "anonymous" | Role;
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Sent = { method: Method; url: string; identity: Identity; body?: FuzzBody };

function send(request: Sent) {
  // Each request from its own address, so per-address rate limits do not stop the walk early.
  return injectTimed(testApp.app, {
    method: request.method,
    url: request.url,
    headers: {
      ...(request.identity === "anonymous" ? {} : bearer(tokens[request.identity])),
      ...(request.body?.contentType ? { "content-type": request.body.contentType } : {}),
    },
    ...(request.body?.payload === undefined ? {} : { payload: request.body.payload }),
  });
}

function describeRequest(request: Sent): string {
  const url = request.url.length > 160 ? `${request.url.slice(0, 160)}… (${request.url.length} characters)` : request.url;
  const body = request.body ? ` [${request.body.label}${request.body.payload ? `, ${String(request.body.payload).slice(0, 120)}` : ""}]` : "";
  return `${request.method} ${url} as ${request.identity}${body}`;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The time a plain request to the operation takes: the median of a few, after a warm-up. */
async function plainTime(requests: Sent[]): Promise<number> {
  let slowest = 0;
  for (const request of requests) {
    await send(request);
    const times: number[] = [];
    for (let round = 0; round < 5; round += 1) times.push((await send(request)).ms);
    slowest = Math.max(slowest, median(times));
  }
  return Math.max(slowest, TIMING_FLOOR_MS);
}

/** Sends one generated request and checks the answer: no 5xx, the error shape, no write when refused, no stall. */
async function check(request: Sent, limitMs: number): Promise<void> {
  const before = await lastWrite();
  const { response, ms } = await send(request);
  const context = `${describeRequest(request)} -> ${response.statusCode}`;
  expect(response.statusCode, `${context}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expectErrorShape(response.statusCode, String(response.headers["content-type"] ?? ""), response.body, context);
    expect(await writesSince(before), `${context}: a refused request wrote`).toEqual([]);
  }
  if (ms > limitMs) {
    // Once could be a pause elsewhere on a shared machine: the fastest of three repeats decides.
    const repeats: number[] = [];
    for (let round = 0; round < 3; round += 1) repeats.push((await send(request)).ms);
    expect(Math.min(...repeats), `${context}: ${Math.round(Math.min(...repeats))} ms, over ${SLOWDOWN_LIMIT}x a plain request (${Math.round(limitMs)} ms)`).toBeLessThanOrEqual(limitMs);
  }
}

/** Sessions that end or accounts that go away are fuzzed last, so the others keep their member. */
const ENDS_THE_SESSION = (operation: DocumentedOperation) =>
  operation.path.endsWith("/logout") || (operation.method === "DELETE" && operation.path === "/api/v1/user");
const operations = documentedOperations(document).sort((a, b) => Number(ENDS_THE_SESSION(a)) - Number(ENDS_THE_SESSION(b)));

/** An event stream stays open for as long as its member listens: only its guard is fuzzed (it reads no input). */
const isEventStream = (operation: DocumentedOperation) =>
  Object.values(operation.operation.responses ?? {}).some((response) => JSON.stringify(response).includes("text/event-stream"));

function identities(operation: DocumentedOperation): fc.Arbitrary<Identity> {
  if (isEventStream(operation)) return fc.constant<Identity>("anonymous");
  return fc.oneof({ weight: 1, arbitrary: fc.constant<Identity>("anonymous") }, { weight: 3, arbitrary: fc.constant<Identity>(roleFor(operation.path)) });
}

function plainUrl(operation: DocumentedOperation): string {
  return urlFor(operation.path, Object.fromEntries(pathParameterNames(operation).map((name) => [name, KNOWN_IDS[0]!])), "");
}

const readOperations = operations.filter((operation) => operation.method === "GET");
const writeOperations = operations.filter((operation) => operation.method !== "GET");

describe("malformed path parameters and query strings", () => {
  it("finds GET routes in the OpenAPI document", () => {
    expect(readOperations.length).toBeGreaterThan(0);
  });

  it.each(readOperations.map((operation) => [`GET ${operation.path}`, operation] as const))(
    "%s: no 5xx, the error shape on every 4xx, no write, no stall",
    async (_name, operation) => {
      const identity = isEventStream(operation) ? "anonymous" : roleFor(operation.path);
      const limit = SLOWDOWN_LIMIT * (await plainTime([{ method: "GET", url: plainUrl(operation), identity }]));
      await fc.assert(
        fc.asyncProperty(pathParameterValues(operation), queryString(queryNames(operation)), identities(operation), async (values, query, identity) => {
          await check({ method: "GET", url: urlFor(operation.path, values, query), identity }, limit);
        }),
        { seed: SEED, numRuns: RUNS_PER_OPERATION },
      );
      await keepMemberSignedIn();
    },
  );
});

describe("malformed and hostile bodies", () => {
  it("finds operations with bodies in the OpenAPI document", () => {
    expect(writeOperations.length).toBeGreaterThan(0);
    expect(writeOperations.some((operation) => requestBodySchema(document, operation) !== undefined)).toBe(true);
  });

  it.each(writeOperations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    "%s: no 5xx, the error shape on every 4xx, no write when refused, no stall",
    async (_name, operation) => {
      const method = operation.method as Method;
      const role = roleFor(operation.path);
      const schema = requestBodySchema(document, operation);
      const [fullBody] = fc.sample(fullValidBody(document, schema, KNOWN_IDS), { seed: SEED, numRuns: 1 });
      const limit =
        SLOWDOWN_LIMIT *
        (await plainTime([
          { method, url: plainUrl(operation), identity: role, body: { contentType: "application/json", payload: "{}", label: "empty object" } },
          { method, url: plainUrl(operation), identity: role, body: { contentType: "application/json", payload: JSON.stringify(fullBody ?? {}), label: "every field" } },
        ]));
      await keepMemberSignedIn();
      await fc.assert(
        fc.asyncProperty(
          pathParameterValues(operation),
          queryString(queryNames(operation)),
          bodiesFor(document, schema, KNOWN_IDS),
          identities(operation),
          async (values, query, body, identity) => {
            await check({ method, url: urlFor(operation.path, values, query), identity, body }, limit);
          },
        ),
        { seed: SEED, numRuns: RUNS_PER_OPERATION },
      );
      await keepMemberSignedIn();
    },
  );
});
