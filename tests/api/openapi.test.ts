import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import {
  documentedOperations,
  expectErrorShape,
  fetchOpenApiDocument,
  registeredRoutes,
  requestBodySchema,
  requiresCredentials,
  resolveSchema,
  toOpenApiPath,
  type DocumentedOperation,
  type JsonSchema,
  type OpenApiDocument,
} from "./api-routes";

// The two routes that describe the API rather than belong to it.
const SELF_DESCRIBING = new Set(["/api/v1/openapi.json", "/api/v1/docs"]);

let testApp: TestApp;
let document: OpenApiDocument;
beforeAll(async () => {
  testApp = await createTestApp();
  document = await fetchOpenApiDocument(testApp.app);
});
afterAll(async () => {
  await testApp.close();
});

describe("GET /api/v1/openapi.json", () => {
  it("is an OpenAPI 3.1 document", () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toMatch(/\S/);
    expect(document.info.version).toMatch(/\S/);
    expect(Object.keys(document.paths).length).toBeGreaterThan(0);
    expect(document.components?.schemas?.Error).toBeDefined();
  });

  it("describes every operation: summary, a success response, the error shape, its path parameters", () => {
    for (const { method, path, operation } of documentedOperations(document)) {
      const where = `${method} ${path}`;
      expect(["GET", "POST", "PUT", "PATCH", "DELETE"], where).toContain(method);
      expect(path, where).toMatch(/^\/api\/v1\//);
      expect(operation.summary, where).toMatch(/\S/);
      const statuses = Object.keys(operation.responses ?? {});
      expect(statuses.some((status) => /^2\d\d$/.test(status)), `${where}: a 2xx response`).toBe(true);
      expect(statuses, `${where}: a documented 400`).toContain("400");
      const pathNames = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
      const declared = (operation.parameters ?? []).filter((parameter) => parameter.in === "path");
      expect(declared.map((parameter) => parameter.name).sort(), `${where}: path parameters`).toEqual(pathNames.sort());
      for (const parameter of declared) expect(parameter.required, `${where}: ${parameter.name}`).toBe(true);
      for (const parameter of operation.parameters ?? []) {
        expect(["path", "query", "header", "cookie"], where).toContain(parameter.in);
      }
    }
  });

  it("lists every registered /api/v1 route, and only those", () => {
    const registered = registeredRoutes(testApp.app)
      .filter((route) => route.path.startsWith("/api/v1/") && !SELF_DESCRIBING.has(route.path))
      .map((route) => `${route.method} ${toOpenApiPath(route.path)}`)
      .sort();
    const documented = documentedOperations(document)
      .map(({ method, path }) => `${method} ${path}`)
      .sort();
    // Guards the route-table parser itself: the health route is always there.
    expect(registered).toContain("GET /api/v1/health");
    expect(documented).toEqual(registered);
  });
});

describe("the document as a client generator reads it", () => {
  it("names every operation once, describes it in a line, and tags it only with declared, described tags", () => {
    const declared = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
    for (const tag of document.tags ?? []) expect(tag.description, `tag ${tag.name}`).toMatch(/\S/);
    const seen = new Map<string, string>();
    const used = new Set<string>();
    for (const { method, path, operation } of documentedOperations(document)) {
      const where = `${method} ${path}`;
      // A generated client turns operationIds into function names.
      expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z0-9]*$/);
      expect(seen.get(operation.operationId!), `${where}: operationId ${operation.operationId} is also`).toBeUndefined();
      seen.set(operation.operationId!, where);
      expect(operation.description, where).toMatch(/\S/);
      expect(operation.description, where).not.toMatch(/\n/);
      expect(operation.tags?.length, where).toBeGreaterThan(0);
      for (const tag of operation.tags ?? []) {
        expect(declared.has(tag), `${where}: tag ${tag} declared`).toBe(true);
        used.add(tag);
      }
    }
    expect([...declared.keys()].filter((tag) => !used.has(tag)), "declared tags no operation uses").toEqual([]);
  });

  it("names the app's calls as the product does", () => {
    const ids = new Map(documentedOperations(document).map(({ method, path, operation }) => [`${method} ${path}`, operation.operationId]));
    expect(Object.fromEntries(
      [
        "GET /api/v1/posts/websearch",
        "GET /api/v1/posts/checkAdminEmail",
        "GET /api/v1/posts/checkExistHotel",
        "GET /api/v1/posts/checkAdminStatus",
        "POST /api/v1/posts/createOrClaimHotelorAdvisor",
        "POST /api/v1/payments/getStripePlans",
        "POST /api/v1/payments/createSubscription",
        "POST /api/v1/payments/b2bPaymentIntent",
        "POST /api/v1/payments/marketRequestPaymentIntent",
      ].map((call) => [call, ids.get(call)]),
    )).toEqual({
      "GET /api/v1/posts/websearch": "websearch",
      "GET /api/v1/posts/checkAdminEmail": "checkAdminEmail",
      "GET /api/v1/posts/checkExistHotel": "checkExistHotel",
      "GET /api/v1/posts/checkAdminStatus": "checkAdminStatus",
      "POST /api/v1/posts/createOrClaimHotelorAdvisor": "createOrClaimHotelorAdvisor",
      "POST /api/v1/payments/getStripePlans": "getStripePlans",
      "POST /api/v1/payments/createSubscription": "createSubscription",
      "POST /api/v1/payments/b2bPaymentIntent": "b2bPaymentIntent",
      "POST /api/v1/payments/marketRequestPaymentIntent": "marketRequestPaymentIntent",
    });
  });

  it("declares security on every operation, naming only declared schemes: the Bearer token and the website's session cookie", () => {
    const schemes = document.components?.securitySchemes ?? {};
    expect(schemes.bearer).toMatchObject({ type: "http", scheme: "bearer" });
    expect(schemes.sessionCookie).toMatchObject({ type: "apiKey", in: "cookie", name: "amora_session" });
    for (const { method, path, operation } of documentedOperations(document)) {
      expect(Array.isArray(operation.security), `${method} ${path}: security`).toBe(true);
      for (const requirement of operation.security ?? []) {
        for (const scheme of Object.keys(requirement)) expect(Object.keys(schemes), `${method} ${path}`).toContain(scheme);
      }
      if (requiresCredentials(operation)) expect(Object.keys(operation.responses ?? {}), `${method} ${path}`).toContain("401");
    }
  });

  it("has a contact and a license", () => {
    expect(document.info.contact?.email).toMatch(/@/);
    expect(document.info.license?.name).toMatch(/\S/);
    expect(document.info.license?.url ?? document.info.license?.identifier).toMatch(/\S/);
  });

  it("has no two paths that one URL could match, once the path parameters' patterns are read", () => {
    // Paths such as /posts/{id}/likes and /posts/showbyslug/{slug} look alike by their templates
    // alone, but {id} is digits only and 'showbyslug' is not: no URL reaches both.
    type Segment = { text: string; pattern?: RegExp; variable: boolean };
    const segmentsOf = (path: string): Segment[] =>
      path.split("/").map((text) => {
        const name = /^\{(.+)\}$/.exec(text)?.[1];
        if (!name) return { text, variable: false };
        const patterns = Object.values(document.paths[path] ?? {}).map(
          (operation) => operation.parameters?.find((parameter) => parameter.in === "path" && parameter.name === name)?.schema?.pattern,
        );
        // One operation that takes anything there makes the segment take anything.
        const pattern = patterns.every((each) => typeof each === "string") ? new RegExp(patterns[0] as string, "u") : undefined;
        return { text, variable: true, ...(pattern && patterns.every((each) => each === patterns[0]) ? { pattern } : {}) };
      });
    const segmentsMayMatch = (a: Segment, b: Segment) => {
      if (!a.variable && !b.variable) return a.text === b.text;
      if (a.variable && b.variable) return true;
      const [variable, fixed] = a.variable ? [a, b] : [b, a];
      return variable.pattern ? variable.pattern.test(fixed.text) : true;
    };
    const paths = Object.keys(document.paths).map((path) => ({ path, segments: segmentsOf(path) }));
    const ambiguous: string[] = [];
    for (const [index, a] of paths.entries()) {
      for (const b of paths.slice(index + 1)) {
        if (a.segments.length !== b.segments.length) continue;
        if (a.segments.every((segment, position) => segmentsMayMatch(segment, b.segments[position]!))) ambiguous.push(`${a.path} ~ ${b.path}`);
      }
    }
    expect(ambiguous).toEqual([]);
  });
});

/** A value the schema accepts, as small as it allows: enough for a request to be well formed. */
function sampleOf(document: OpenApiDocument, schema: JsonSchema | undefined, depth = 0): unknown {
  const resolved = resolveSchema(document, schema);
  if (!resolved || depth > 8) return "x";
  if ("const" in resolved) return resolved.const;
  if (resolved.enum?.length) return resolved.enum[0];
  const alternative = resolved.anyOf?.[0] ?? resolved.oneOf?.[0] ?? resolved.allOf?.[0];
  if (alternative) return sampleOf(document, alternative, depth + 1);
  const type = Array.isArray(resolved.type) ? resolved.type.find((each) => each !== "null") : resolved.type;
  switch (type) {
    case "object":
      return Object.fromEntries((resolved.required ?? []).map((name) => [name, sampleOf(document, resolved.properties?.[name], depth + 1)]));
    case "array":
      return [];
    case "integer":
    case "number":
      return Math.max(1, resolved.minimum ?? 1);
    case "boolean":
      return true;
    default:
      return sampleText(resolved);
  }
}

function sampleText(schema: JsonSchema): string {
  if (schema.format === "email") return "visitor@example.com";
  if (schema.format === "date") return "2026-06-01";
  const candidates = ["1", "x", "visitor@example.com", "2026-06-01", "a".repeat(Math.max(1, schema.minLength ?? 1))];
  const pattern = schema.pattern ? new RegExp(schema.pattern, "u") : undefined;
  return (
    candidates.find(
      (text) => (!pattern || pattern.test(text)) && text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity),
    ) ?? "1"
  );
}

/** The operation called as a visitor would: its path, required query and body well formed, no credentials. */
function callWithoutCredentials(operation: DocumentedOperation) {
  const parameters = operation.operation.parameters ?? [];
  const url = operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
    encodeURIComponent(String(sampleOf(document, parameters.find((parameter) => parameter.in === "path" && parameter.name === name)?.schema))),
  );
  const query = new URLSearchParams(
    parameters
      .filter((parameter) => parameter.in === "query" && parameter.required)
      .map((parameter) => [parameter.name, String(sampleOf(document, parameter.schema))]),
  ).toString();
  const bodySchema = requestBodySchema(document, operation);
  return testApp.app.inject({
    method: operation.method as "GET",
    url: query ? `${url}?${query}` : url,
    ...(bodySchema ? { payload: sampleOf(document, bodySchema) as object } : {}),
  });
}

describe("security as documented is security as enforced", () => {
  it("answers 401 to a visitor on exactly the operations that declare security", async () => {
    const mismatches: string[] = [];
    for (const operation of documentedOperations(document)) {
      const where = `${operation.method} ${operation.path}`;
      const response = await callWithoutCredentials(operation);
      const declared = requiresCredentials(operation.operation);
      if ((response.statusCode === 401) !== declared) {
        mismatches.push(`${where}: ${declared ? "declares" : "does not declare"} security, answered ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
      if (response.statusCode === 401) expectErrorShape(401, String(response.headers["content-type"]), response.body, where);
    }
    expect(mismatches).toEqual([]);
  });
});

describe("GET /api/v1/docs", () => {
  it("renders an HTML page naming every documented path", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/v1/docs" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toMatch(/^<!doctype html>/i);
    expect(response.body).toMatch(/<h1>[^<]*API[^<]*<\/h1>/);
    expect(response.body).toContain('href="/api/v1/openapi.json"');
    for (const path of Object.keys(document.paths)) {
      const escaped = path.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
      expect(response.body).toContain(escaped);
    }
  });
});
