import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { AnyContract } from "../../core/contracts/contract";
import { startFakeOAuthProvider, type FakeOAuthProvider } from "../support/fake-oauth-provider";
import { createTestApp, type TestApp } from "../support/test-app";
import { documentedOperations, fetchOpenApiDocument, type DocumentedOperation } from "./api-routes";

/**
 * Every /api/v1 operation is declared by a contract in core/contracts (decision 028): what the
 * API serves and documents, and what the contract modules export, are the same operations with
 * the same method, path and auth; and no product code calls or routes an operation any other way.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

// The contract modules (not the schema modules, which only the contracts load).
const modules = import.meta.glob<Record<string, unknown>>(["../../core/contracts/*.ts", "!**/*-schemas.ts", "!**/*.test.ts"], { eager: true });

function isContract(value: unknown): value is AnyContract {
  return typeof value === "object" && value !== null && "operationId" in value && "schemas" in value && typeof value.schemas === "function";
}

/** Exported contracts, and those in exported records of them, however nested (one per deal action, per resource...). */
function contractsIn(value: unknown): AnyContract[] {
  if (isContract(value)) return [value];
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [];
  return Object.values(value).flatMap(contractsIn);
}

const contracts = [...new Set(Object.values(modules).flatMap((exports) => Object.values(exports).flatMap(contractsIn)))];
const openApiPath = (contract: AnyContract) => `/api/v1${contract.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}")}`;
// The two routes that describe the API rather than belong to it.
const SELF_DESCRIBING = new Set(["/api/v1/openapi.json", "/api/v1/docs"]);

let fake: FakeOAuthProvider;
let testApp: TestApp;
let operations: DocumentedOperation[];
beforeAll(async () => {
  // Every social provider configured, so its sign-in operations are served too.
  fake = await startFakeOAuthProvider({ now: () => testApp.clock.now() });
  testApp = await createTestApp(fake.environment);
  operations = documentedOperations(await fetchOpenApiDocument(testApp.app)).filter(({ path: documented }) => !SELF_DESCRIBING.has(documented));
});
afterAll(async () => {
  await testApp?.close();
  await fake?.close();
});

describe("core/contracts declares every /api/v1 operation", () => {
  it("exports contracts with unique operationIds", () => {
    expect(contracts.length).toBeGreaterThan(60);
    const ids = contracts.map((contract) => contract.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("serves and documents exactly the contracts' operations, each at its method and path", () => {
    const served = operations.map(({ method, path: documented, operation }) => `${operation.operationId} ${method.toUpperCase()} ${documented}`).sort();
    const declared = contracts.map((contract) => `${contract.operationId} ${contract.method} ${openApiPath(contract)}`).sort();
    expect(served).toEqual(declared);
  });

  it("names in each contract's params schema exactly the path's parameters", async () => {
    for (const contract of contracts) {
      const inPath = [...contract.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]).sort();
      const schemas = await contract.schemas();
      const params = schemas.params as z.ZodObject | undefined;
      expect(Object.keys(params?.shape ?? {}).sort(), `${contract.operationId} ${contract.path}`).toEqual(inPath);
      expect(schemas.response, contract.operationId).toBeDefined();
    }
  });
});

/** Product source files below a folder (tests and generated types aside). */
function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes(".react-router") && !file.includes("+types"));
}

describe("no operation is reached around its contract", () => {
  it("the server routes every operation with api.route(contract) or documents it with api.document(contract)", () => {
    const inline = sourceFiles("server").filter((file) => /\.inline\(\{/.test(readFileSync(path.join(root, file), "utf8")));
    expect(inline).toEqual([]);
  });

  it("the browser calls /api/v1 only through callApi(contract)", () => {
    const around = sourceFiles("app").filter((file) => {
      const source = readFileSync(path.join(root, file), "utf8");
      return /callApiAt\b/.test(source) || /fetch\w*\(\s*[`"']\/api\/v1/.test(source) || /["'`]\/api\/v1\//.test(source);
    });
    expect(around).toEqual([]);
  });
});
