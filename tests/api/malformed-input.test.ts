import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../support/test-app";
import { documentedOperations, expectErrorShape, fetchOpenApiDocument, type DocumentedOperation } from "./api-routes";

/**
 * Generated malformed path parameters, query strings and bodies against every route the OpenAPI
 * document lists (so a new route is covered the day it is registered): no response may be a 5xx,
 * and every 4xx has the error shape. The seed is fixed so a failure reproduces; fast-check prints
 * the shrunk counterexample.
 */
const SEED = 20_260_601;
const RUNS_PER_ROUTE = 120;

const testApp = await createTestApp();
const operations = documentedOperations(await fetchOpenApiDocument(testApp.app));
afterAll(async () => {
  await testApp.close();
});

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
  "%E0%A4%A",
  "%C0%AE%C0%AE%2F",
  "..",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "'%20OR%201%3D1--",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "%F0%9F%92%96",
  "villa-rosa-amalfi",
  // Longer than Fastify's maxParamLength (100).
  "a".repeat(300),
);

/** One already-encoded URL component: valid UTF-8, arbitrary bytes, raw ASCII, numbers, known trouble. */
const component = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 30 }).map(encodeURIComponent),
  fc.uint8Array({ maxLength: 12 }).map(percentEncodeBytes),
  fc.string({ unit: "grapheme-ascii", maxLength: 30 }).map(rawAscii),
  fc.oneof(fc.integer(), fc.nat(1000)).map(String),
  awkwardValues,
);

function queryString(knownNames: string[]) {
  const name = fc.oneof(
    knownNames.length > 0 ? fc.constantFrom(...knownNames) : fc.constant("q"),
    fc.constantFrom("page", "per_page", "query", "type", "sort", "limit", "__proto__", "constructor"),
    component,
  );
  const suffix = fc.constantFrom("", "[]", "[0]", "[a]", "[][]");
  const pair = fc.oneof(
    fc.tuple(name, suffix, component).map(([key, brackets, value]) => `${key}${brackets}=${value}`),
    name,
    fc.constantFrom("=", "&", "==", "%", "a=b=c"),
  );
  return fc.array(pair, { maxLength: 6 }).map((pairs) => pairs.join("&"));
}

function urlFor(path: string, parameterValues: Record<string, string>, query: string): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_match, name: string) => parameterValues[name] ?? "");
  return query === "" ? filled : `${filled}?${query}`;
}

function pathParameterValues(operation: DocumentedOperation) {
  const names = (operation.operation.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
  return fc.record(Object.fromEntries(names.map((name) => [name, component])) as Record<string, typeof component>);
}

function queryNames(operation: DocumentedOperation): string[] {
  return (operation.operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
}

function expectHandled(method: string, url: string, response: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  const context = `${method} ${url.length > 160 ? `${url.slice(0, 160)}… (${url.length} characters)` : url}`;
  expect(response.statusCode, `${context} -> ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode >= 400) {
    expectErrorShape(response.statusCode, String(response.headers["content-type"] ?? ""), response.body, context);
  }
}

const readOperations = operations.filter((operation) => operation.method === "GET");
const writeOperations = operations.filter((operation) => operation.method !== "GET");

describe("malformed path parameters and query strings", () => {
  it("finds GET routes in the OpenAPI document", () => {
    expect(readOperations.length).toBeGreaterThan(0);
  });

  it.each(readOperations.map((operation) => [`GET ${operation.path}`, operation] as const))(
    "%s: no 5xx, the error shape on every 4xx",
    async (_name, operation) => {
      await fc.assert(
        fc.asyncProperty(pathParameterValues(operation), queryString(queryNames(operation)), async (values, query) => {
          const url = urlFor(operation.path, values, query);
          const response = await testApp.app.inject({ method: "GET", url });
          expectHandled("GET", url, response);
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE },
      );
    },
  );
});

// Only routes that take input in a body or by a method other than GET; none may exist yet.
if (writeOperations.length > 0) {
  const body = fc.oneof(
    fc.jsonValue({ maxDepth: 3 }).map((value) => ({ contentType: "application/json", payload: JSON.stringify(value) })),
    fc.string({ maxLength: 60 }).map((text) => ({ contentType: "application/json", payload: text })),
    fc.string({ maxLength: 60 }).map((text) => ({ contentType: "text/plain", payload: text })),
    fc.constant({ contentType: "application/x-www-form-urlencoded", payload: "a=1&b=%" }),
    fc.constant({ contentType: "application/json", payload: "" }),
  );

  describe("malformed bodies", () => {
    it.each(writeOperations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
      "%s: no 5xx, the error shape on every 4xx",
      async (_name, operation) => {
        await fc.assert(
          fc.asyncProperty(pathParameterValues(operation), queryString(queryNames(operation)), body, async (values, query, input) => {
            const url = urlFor(operation.path, values, query);
            const method = operation.method as "POST" | "PUT" | "PATCH" | "DELETE";
            const response = await testApp.app.inject({
              method,
              url,
              headers: { "content-type": input.contentType },
              payload: input.payload,
            });
            expectHandled(method, url, response);
          }),
          { seed: SEED, numRuns: RUNS_PER_ROUTE },
        );
      },
    );
  });
}
