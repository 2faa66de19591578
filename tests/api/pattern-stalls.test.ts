import { signInAsAdmin } from "../support/admins";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { ApiRegistry, type RegisteredRoute } from "../../server/api/v1/route";
import { users } from "../../server/db/schema/accounts";
import { createSession } from "../../server/domain/accounts/sessions";
import { bearer, signInWithCode } from "../support/accounts";
import { createBusiness } from "../support/business-accounts";
import { createTestApp } from "../support/test-app";
import {
  documentedOperations,
  expectErrorShape,
  fetchOpenApiDocument,
  injectTimed,
  requestBodySchema,
  resolveSchema,
  type DocumentedOperation,
  type JsonSchema,
} from "./api-routes";
import { fullValidBody } from "./fuzz-inputs";
import { advisorSignupBody, destinationSignupBody, hotelSignupBody } from "../support/signup-bodies";

/**
 * No single request may stall the server (issue 15). Every string field of every /api/v1
 * operation (path, query and body, read from the OpenAPI document, so a field added later is
 * covered the day it is documented) gets text built to make a backtracking pattern work for
 * minutes: long runs of the characters patterns repeat, ended by one that makes them fail. Each
 * answer must come within a generous multiple of a plain request to the same operation, and be a
 * 4xx in the error shape (or a success, where the text is a fine value), never a 5xx.
 *
 * Timing on a shared two-core machine is noisy, so only a large slowdown counts: the plain time is
 * the median of several requests, and a request over the limit is sent three more times and its
 * fastest time decides. A request may also be slow because its value is fine and the handler does
 * its ordinary work (a valid password is hashed, a search runs): its control, the same text with
 * the failing character moved to the front (which stops a pattern at once), then sets the yardstick
 * too. A pattern that backtracks takes seconds on this text where its control takes a millisecond.
 */

const SLOWDOWN_LIMIT = 40;
const LONG = 50_000;

/** Text that made (or would make) a backtracking pattern stall; the last character is the one that fails it. */
const ATTACKS: readonly { label: string; text: string }[] = [
  // The website rule's repeat inside a repeat: 34 letters and a '!' took 35 s, 40 never returned.
  { label: "34 letters and '!'", text: `${"a".repeat(34)}!` },
  { label: "60 letters and '!'", text: `${"a".repeat(60)}!` },
  { label: "letters and '!'", text: `${"a".repeat(LONG)}!` },
  { label: "digits and '!'", text: `${"1".repeat(LONG)}!` },
  { label: "dotted labels and '!'", text: `${"a.".repeat(LONG / 2)}!` },
  { label: "hyphenated labels and '!'", text: `${"a-".repeat(LONG / 2)}!` },
  // The old e-mail shape: n² steps on a domain of dots.
  { label: "an e-mail domain of dots", text: `a@${".".repeat(LONG)} x` },
  { label: "spaces and 'x'", text: `${" ".repeat(LONG)}x` },
  { label: "slashes and 'x'", text: `${"/".repeat(LONG)}x` },
  { label: "'@'s and a line break", text: `${"@".repeat(LONG)}\n` },
  { label: "'['s and a broken link", text: `${"[".repeat(LONG)}a](b` },
];

/** The same text with its failing character first: what the request costs when no pattern backtracks. */
const controlOf = (text: string) => text.slice(-1) + text.slice(0, -1);

// ---------------------------------------------------------------------------------------------
// The app, with every registry kept so the zod schemas the routes parse with can be read.

const registries = new Set<ApiRegistry>();
const registerRoute = ApiRegistry.prototype.document;
ApiRegistry.prototype.document = function (this: ApiRegistry, ...args: Parameters<typeof registerRoute>) {
  registries.add(this);
  return registerRoute.apply(this, args);
} as typeof registerRoute;
const testApp = await createTestApp();
ApiRegistry.prototype.document = registerRoute;
const routes: RegisteredRoute[] = [...registries].flatMap((registry) => registry.routes);
/** "GET /api/v1/posts/{id}", as the OpenAPI document names the operation. */
const operationKey = (route: RegisteredRoute) => `${route.method} ${route.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}")}`;
const document = await fetchOpenApiDocument(testApp.app);
afterAll(async () => {
  await testApp.close();
});

// ---------------------------------------------------------------------------------------------
// zod: a pattern in a schema runs only after an aborting length check.

type StringCheckDef = { check: string; format?: string; abort?: boolean; maximum?: number };
type ZodInternals = { _zod: { def: Record<string, unknown> & { type: string; checks?: { _zod: { def: StringCheckDef } }[] } } };

const isZodSchema = (value: unknown): value is ZodInternals =>
  typeof value === "object" && value !== null && "_zod" in value && typeof (value as ZodInternals)._zod?.def?.type === "string";

/** Every string schema inside `schema` (through objects, pipes, unions, wrappers...), with where it sits. */
function stringSchemas(schema: z.ZodType, where: string): { where: string; checks: StringCheckDef[] }[] {
  const found: { where: string; checks: StringCheckDef[] }[] = [];
  const seen = new Set<unknown>();
  const visit = (node: unknown, path: string) => {
    if (!isZodSchema(node) || seen.has(node)) return;
    seen.add(node);
    const def = node._zod.def;
    if (def.type === "string") found.push({ where: path, checks: (def.checks ?? []).map((check) => check._zod.def) });
    for (const [key, value] of Object.entries(def)) {
      if (key === "checks") continue;
      if (key === "shape" && typeof value === "object" && value !== null) {
        for (const [name, field] of Object.entries(value)) visit(field, `${path}.${name}`);
      } else if (Array.isArray(value)) {
        value.forEach((item) => visit(item, path));
      } else {
        visit(value, path);
      }
    }
  };
  visit(schema, where);
  return found;
}

describe("patterns in the routes' zod schemas", () => {
  const patterned = routes.flatMap((route) =>
    (["params", "query", "body"] as const).flatMap((part) => {
      const schema = route[part];
      if (!schema) return [];
      return stringSchemas(schema, `${route.method} ${route.path} ${part}`).filter((string) =>
        string.checks.some((check) => check.check === "string_format"),
      );
    }),
  );

  it("finds the routes and their patterned fields", () => {
    const documented = new Set(documentedOperations(document).map((operation) => `${operation.method} ${operation.path}`));
    expect(new Set(routes.map(operationKey))).toEqual(documented);
    expect(patterned.length).toBeGreaterThan(10);
  });

  it("each runs only after an aborting length check (zod 4 runs .regex() even after .max() failed)", () => {
    const uncapped = patterned
      .filter(({ checks }) => {
        const firstPattern = checks.findIndex((check) => check.check === "string_format");
        return !checks.slice(0, firstPattern).some((check) => check.check === "max_length" && check.abort === true);
      })
      .map(({ where }) => where);
    // boundedPattern (core/bounded-pattern-schema.ts) gives a field its cap and its pattern in that order.
    expect(uncapped).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// Every string field of every operation, fed each attack.

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}@stall.example`;

/** A member of its own, signed in without the e-mailed code (whose sending is rate-limited). */
async function newMemberToken(): Promise<string> {
  const [user] = await testApp.services.db.insert(users).values({ email: uniqueEmail("couple") }).returning();
  return createSession(testApp.services, user!.id, "test");
}
const tokens = { member: (await signInWithCode(testApp, uniqueEmail("member"))).token, business: "", admin: "" };
const hotel = await createBusiness(testApp, "hotel", { type: "property", title: "Casa Pazienza", city: "Positano", country: "Italy", goodFor: ["honeymoon"] });
tokens.business = hotel.token;
const adminEmail = uniqueEmail("admin");
tokens.admin = (await signInAsAdmin(testApp, adminEmail)).token;
const KNOWN_IDS = [String(hotel.listingId), String(hotel.accountId), "1"];

type Role = keyof typeof tokens;
const authByOperation = new Map(routes.map((route) => [operationKey(route), route.auth]));

/** Whose token a request carries: the one whose guard lets it through to parsing and the handler. */
function roleFor(operation: DocumentedOperation): Role | null {
  const auth = authByOperation.get(`${operation.method} ${operation.path}`);
  if (auth === "business" || auth === "admin") return auth;
  return auth === "none" ? null : "member";
}

/** These end the session they are sent with: each of their requests gets a member of its own. */
const endsTheSession = (operation: DocumentedOperation) =>
  operation.path.endsWith("/logout") || (operation.method === "DELETE" && operation.path === "/api/v1/user");
/** An event stream stays open while its member listens, and reads no field. */
const isEventStream = (operation: DocumentedOperation) =>
  Object.values(operation.operation.responses ?? {}).some((response) => JSON.stringify(response).includes("text/event-stream"));

type Field = { location: "path" | "query" | "body"; name: string; path: (string | number)[] };

/** The string leaves of a body schema, as paths into the body ("keys.p256dh", "perks.0"). */
function bodyStringFields(schema: JsonSchema | undefined, path: (string | number)[] = [], depth = 0): Field[] {
  const resolved = resolveSchema(document, schema);
  if (!resolved || depth > 6) return [];
  const types = Array.isArray(resolved.type) ? resolved.type : resolved.type ? [resolved.type] : [];
  const fields: Field[] = [];
  if (types.includes("string") && !resolved.enum && resolved.const === undefined && path.length > 0) {
    fields.push({ location: "body", name: path.join("."), path });
  }
  for (const [name, property] of Object.entries(resolved.properties ?? {})) fields.push(...bodyStringFields(property, [...path, name], depth + 1));
  if (resolved.items) fields.push(...bodyStringFields(resolved.items, [...path, 0], depth + 1));
  for (const part of [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])]) fields.push(...bodyStringFields(part, path, depth + 1));
  return fields;
}

function stringFieldsOf(operation: DocumentedOperation): Field[] {
  const parameters = (operation.operation.parameters ?? [])
    .filter((parameter) => (parameter.in === "path" || parameter.in === "query") && !(parameter.schema as JsonSchema | undefined)?.enum)
    .map((parameter): Field => ({ location: parameter.in as "path" | "query", name: parameter.name, path: [parameter.name] }));
  const body = bodyStringFields(requestBodySchema(document, operation));
  const unique = new Map([...parameters, ...body].map((field) => [`${field.location}:${field.name}`, field]));
  return [...unique.values()];
}

/** A copy of `body` with `value` at `path`, objects and lists made on the way. */
function withValue(body: unknown, path: (string | number)[], value: string): unknown {
  const root: Record<string | number, unknown> = typeof body === "object" && body !== null && !Array.isArray(body) ? structuredClone(body) as Record<string, unknown> : {};
  let node: Record<string | number, unknown> = root;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = path[index + 1];
    const existing = node[key];
    const fresh = typeof next === "number" ? [] : {};
    node[key] = typeof existing === "object" && existing !== null ? existing : fresh;
    node = node[key] as Record<string | number, unknown>;
  });
  return root;
}

type Request = { method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; url: string; token: string | null; body?: unknown };

function send(request: Request) {
  // Each request from its own address, so per-address rate limits do not answer for the pattern.
  return injectTimed(testApp.app, {
    method: request.method,
    url: request.url,
    headers: request.token ? bearer(request.token) : {},
    ...(request.body === undefined ? {} : { payload: request.body as object }),
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function fastestOf(request: Request, times: number): Promise<number> {
  let fastest = Number.POSITIVE_INFINITY;
  for (let round = 0; round < times; round += 1) fastest = Math.min(fastest, (await send(request)).ms);
  return fastest;
}

/** The operation's request with `field` set to `value` (or every field at its plain value). */
async function requestFor(operation: DocumentedOperation, baseBody: unknown, field: Field | null, value: string): Promise<Request> {
  const role = roleFor(operation);
  const token = role === null ? null : endsTheSession(operation) ? await newMemberToken() : tokens[role];
  const pathValue = (name: string) => (field?.location === "path" && field.name === name ? encodeURIComponent(value) : KNOWN_IDS[0]!);
  const path = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => pathValue(name));
  const query = field?.location === "query" ? `?${encodeURIComponent(field.name)}=${encodeURIComponent(value)}` : "";
  const method = operation.method as Request["method"];
  const body = method === "GET" ? undefined : field?.location === "body" ? withValue(baseBody, field.path, value) : (baseBody ?? {});
  return { method, url: path + query, token, body };
}

const operations = documentedOperations(document)
  .filter((operation) => !isEventStream(operation) && operation.path !== "/api/v1/payments/webhook")
  .map((operation) => ({ operation, fields: stringFieldsOf(operation) }))
  .filter(({ fields }) => fields.length > 0);

describe("a long adversarial string in any field of any operation", () => {
  it("reaches the fields the patterns check (e-mail, website, phone, code, dates, ids, pages, search text)", () => {
    const names = new Set(operations.flatMap(({ operation, fields }) => fields.map((field) => `${operation.method} ${operation.path} ${field.location}:${field.name}`)));
    for (const expected of [
      "POST /api/v1/login body:email",
      "POST /api/v1/register body:email",
      "POST /api/v1/send-otp body:email",
      "POST /api/v1/verify-otp body:otp",
      "POST /api/v1/forgot-password body:email",
      "GET /api/v1/posts/checkAdminEmail query:email",
      "POST /api/v1/posts/createOrClaimHotelorAdvisor body:website",
      "POST /api/v1/posts/createOrClaimHotelorAdvisor body:phone",
      "POST /api/v1/posts/createOrClaimHotelorAdvisor body:email",
      "POST /api/v1/posts/createDestination body:number",
      "POST /api/v1/dealrequests body:start_date",
      "POST /api/v1/dealrequests body:flexible_month",
      "POST /api/v1/dealrequests body:phone",
      "POST /api/v1/marketplace-requests body:email",
      "POST /api/v1/coupons/check body:coupon_name",
      "POST /api/v1/user body:birthday",
      "GET /api/v1/posts/websearch query:query",
      "GET /api/v1/posts/websearch query:page",
      "GET /api/v1/posts/showbyslug/{slug} path:slug",
      "GET /api/v1/posts/{id} path:id",
    ]) {
      expect(names, expected).toContain(expected);
    }
  });

  it.each(operations.map(({ operation, fields }) => [`${operation.method} ${operation.path}`, operation, fields] as const))(
    "%s: no string field stalls it or makes it fail with a 5xx",
    async (_name, operation, fields) => {
      const [baseBody] = fc.sample(fullValidBody(document, requestBodySchema(document, operation), KNOWN_IDS), { seed: 20_260_615, numRuns: 1 });
      const plain = await requestFor(operation, baseBody, null, "");
      await send(plain);
      const plainTimes: number[] = [];
      for (let round = 0; round < 5; round += 1) plainTimes.push((await send(plain)).ms);
      const plainMs = median(plainTimes);

      for (const field of fields) {
        for (const attack of ATTACKS) {
          const request = await requestFor(operation, baseBody, field, attack.text);
          const { response, ms } = await send(request);
          const context = `${operation.method} ${operation.path} ${field.location}:${field.name} = ${attack.label} -> ${response.statusCode}`;
          expect(response.statusCode, `${context}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
          if (response.statusCode >= 400) expectErrorShape(response.statusCode, String(response.headers["content-type"] ?? ""), response.body, context);
          if (ms <= SLOWDOWN_LIMIT * plainMs) continue;
          const attackMs = await fastestOf(await requestFor(operation, baseBody, field, attack.text), 3);
          const controlMs = await fastestOf(await requestFor(operation, baseBody, field, controlOf(attack.text)), 3);
          const limitMs = SLOWDOWN_LIMIT * Math.max(plainMs, controlMs);
          expect(attackMs, `${context}: ${attackMs.toFixed(1)} ms; plain ${plainMs.toFixed(2)} ms, control ${controlMs.toFixed(2)} ms`).toBeLessThanOrEqual(limitMs);
        }
      }
    },
  );
});

// ---------------------------------------------------------------------------------------------
// The fields whose docs/product.md messages name a pattern: with everything else valid, so the pattern is
// reached, each attack gets the field's own message, as quickly as a short wrong value does.

type FieldCase = {
  operation: string;
  /** "new member": a member of its own for each request (deal requests are counted per member). */
  role: Role | "new member" | null;
  body: Record<string, unknown>;
  field: string;
  /** A short wrong value: the plain request, refused by the same check. */
  wrong: string;
  message: string;
  /** The transport's own cap on the field: longer text gets that cap's message instead. */
  cap?: number;
};

const hotelBody = (email: string) => hotelSignupBody(email);
const advisorBody = (email: string) => advisorSignupBody(email);
const destinationBody = (email: string) => destinationSignupBody(email);
const dealRequestBody = {
  occasion: "honeymoon",
  destinations: ["Positano"],
  start_date: "2026-09-10",
  end_date: "2026-09-17",
  budget: "5000-10000",
  travellers: 2,
  special: "A quiet week by the sea.",
  first_name: "Giulia",
  last_name: "Ferri",
  email: "giulia@example.com",
  phone: "+39 333 123 4567",
};

const FIELD_CASES: FieldCase[] = [
  { operation: "POST /api/v1/posts/createOrClaimHotelorAdvisor", role: null, body: hotelBody(uniqueEmail("hotel")), field: "website", wrong: "not a site", message: "Enter Correct URL", cap: 300 },
  { operation: "POST /api/v1/posts/createOrClaimHotelorAdvisor", role: null, body: hotelBody(""), field: "email", wrong: "a@b", message: "Enter Email", cap: 300 },
  { operation: "POST /api/v1/posts/createOrClaimHotelorAdvisor", role: null, body: advisorBody(uniqueEmail("advisor")), field: "phone", wrong: "12ab", message: "Enter Phone Number", cap: 40 },
  { operation: "POST /api/v1/posts/createDestination", role: null, body: destinationBody(""), field: "email", wrong: "a@b", message: "Enter Email", cap: 300 },
  { operation: "POST /api/v1/posts/createDestination", role: null, body: destinationBody(uniqueEmail("destination")), field: "number", wrong: "12ab", message: "Enter Phone Number", cap: 40 },
  { operation: "POST /api/v1/login", role: null, body: { password: "correct horse battery" }, field: "email", wrong: "a@b", message: "Enter a Valid Email" },
  { operation: "POST /api/v1/register", role: null, body: { password: "correct horse battery", name: "Ana" }, field: "email", wrong: "a@b", message: "Enter a Valid Email" },
  { operation: "POST /api/v1/send-otp", role: null, body: {}, field: "email", wrong: "a@b", message: "Enter a Valid Email" },
  { operation: "POST /api/v1/forgot-password", role: null, body: {}, field: "email", wrong: "a@b", message: "Enter a Valid Email" },
  { operation: "POST /api/v1/verify-otp", role: null, body: { email: "ana@example.com" }, field: "otp", wrong: "12ab", message: "Invalid OTP" },
  { operation: "POST /api/v1/dealrequests", role: "new member", body: dealRequestBody, field: "email", wrong: "a@b", message: "Enter a Valid Email", cap: 254 },
  { operation: "POST /api/v1/dealrequests", role: "new member", body: dealRequestBody, field: "phone", wrong: "12ab", message: "Enter Phone Number", cap: 40 },
  { operation: "POST /api/v1/dealrequests", role: "new member", body: dealRequestBody, field: "start_date", wrong: "10/09/2026", message: "must be a date (YYYY-MM-DD)" },
];

describe("the fields whose messages the product gives", () => {
  it.each(FIELD_CASES.map((fieldCase) => [`${fieldCase.operation} ${fieldCase.field}`, fieldCase] as const))(
    "%s: each attack gets the field's message, about as fast as a short wrong value",
    async (_name, { operation, role, body, field, wrong, message, cap = Number.POSITIVE_INFINITY }) => {
      const [method, url] = operation.split(" ") as [Request["method"], string];
      const requestWith = async (value: string): Promise<Request> => {
        const token = role === null ? null : role === "new member" ? await newMemberToken() : tokens[role];
        return { method, url, token, body: { ...body, [field]: value } };
      };
      const plain = await requestWith(wrong);
      await send(plain);
      const plainTimes: number[] = [];
      for (let round = 0; round < 5; round += 1) plainTimes.push((await send(await requestWith(wrong))).ms);
      const limitMs = SLOWDOWN_LIMIT * median(plainTimes);
      for (const attack of ATTACKS) {
        const request = await requestWith(attack.text);
        const { response, ms } = await send(request);
        const context = `${operation} ${field} = ${attack.label} -> ${response.statusCode}`;
        expect([400, 422], `${context}: ${response.body.slice(0, 300)}`).toContain(response.statusCode);
        expectErrorShape(response.statusCode, String(response.headers["content-type"] ?? ""), response.body, context);
        const errors = response.json<{ errors?: Record<string, string[]> }>().errors?.[field];
        if (attack.text.length <= cap) expect(errors, context).toContain(message);
        else expect(errors?.length, context).toBeGreaterThan(0);
        const fastest = ms <= limitMs ? ms : await fastestOf(await requestWith(attack.text), 3);
        expect(fastest, `${context}: ${fastest.toFixed(1)} ms, plain ${(limitMs / SLOWDOWN_LIMIT).toFixed(2)} ms`).toBeLessThanOrEqual(limitMs);
      }
    },
  );
});
