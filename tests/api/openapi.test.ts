import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import {
  documentedOperations,
  fetchOpenApiDocument,
  registeredRoutes,
  toOpenApiPath,
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
