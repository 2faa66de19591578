import type { FastifyInstance, InjectOptions } from "fastify";
import { expect } from "vitest";

export type OpenApiParameter = { name: string; in: string; required: boolean; schema?: Record<string, unknown> };
export type OpenApiOperation = {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  /** Alternatives, any one of which suffices; `{}` among them means no credentials at all. */
  security?: Record<string, string[]>[];
  parameters?: OpenApiParameter[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
};
export type OpenApiDocument = {
  openapi: string;
  info: {
    title: string;
    version: string;
    description?: string;
    contact?: { name?: string; email?: string; url?: string };
    license?: { name: string; url?: string; identifier?: string };
  };
  tags?: { name: string; description?: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, Record<string, unknown>> };
};
export type DocumentedOperation = { method: string; path: string; operation: OpenApiOperation };

export async function fetchOpenApiDocument(app: FastifyInstance): Promise<OpenApiDocument> {
  const response = await app.inject({ method: "GET", url: "/api/v1/openapi.json" });
  expect(response.statusCode).toBe(200);
  return response.json<OpenApiDocument>();
}

/** Whether an operation needs a login: it declares security, and no alternative is `{}` (none). */
export function requiresCredentials(operation: OpenApiOperation): boolean {
  const security = operation.security ?? [];
  return security.length > 0 && security.every((requirement) => Object.keys(requirement).length > 0);
}

/** Every operation of the document, so tests follow new routes without being edited. */
export function documentedOperations(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

/**
 * The routes Fastify actually has, read from `printRoutes`, which prints a tree whose children
 * are relative to their parent line; HEAD twins that Fastify adds to GET routes are left out.
 */
export function registeredRoutes(app: FastifyInstance): { method: string; path: string }[] {
  const routes: { method: string; path: string }[] = [];
  const pathAtDepth: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = /^([│ ]*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    const path = (depth > 0 ? (pathAtDepth[depth - 1] ?? "") : "") + (match[2] ?? "");
    pathAtDepth[depth] = path;
    pathAtDepth.length = depth + 1;
    for (const method of (match[3] ?? "").split(", ").filter(Boolean)) {
      if (method !== "HEAD") routes.push({ method, path });
    }
  }
  return routes;
}

/** "/api/v1/posts/:id" and "/api/v1/posts/{id}" name the same route. */
export function toOpenApiPath(fastifyPath: string): string {
  return fastifyPath.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
}

/** The one error shape of /api/v1: `{ status, code, message, errors? }`, status equal to the HTTP status. */
export function expectErrorShape(statusCode: number, contentType: string | undefined, body: string, context: string): void {
  expect(contentType ?? "", `${context}: content-type`).toMatch(/^application\/json/);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new Error(`${context}: the ${statusCode} body is not JSON: ${body.slice(0, 200)}`);
  }
  // Long messages (echoed URLs) are cut so a failure stays readable.
  const message = (parsed as { message?: unknown }).message;
  const shown = {
    ...(parsed as object),
    message: typeof message === "string" && message.length > 120 ? `${message.slice(0, 120)}…` : message,
  };
  expect(shown, `${context}: ${body.slice(0, 300)}`).toEqual(
    expect.objectContaining({
      status: statusCode,
      code: expect.stringMatching(/^[A-Z][A-Z_]*$/),
      message: expect.stringMatching(/\S/),
    }),
  );
  const errors = (parsed as { errors?: unknown }).errors;
  if (errors !== undefined) {
    expect(typeof errors, `${context}: errors`).toBe("object");
    for (const messages of Object.values(errors as Record<string, unknown>)) {
      expect(Array.isArray(messages) && messages.every((message) => typeof message === "string"), `${context}: errors`).toBe(true);
    }
  }
}

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  description?: string;
};

/** A schema with its `$ref` (to the document's components) followed. */
export function resolveSchema(document: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema | undefined {
  let current = schema;
  for (let hops = 0; current?.$ref && hops < 20; hops += 1) {
    const name = current.$ref.replace("#/components/schemas/", "");
    current = document.components?.schemas?.[name] as JsonSchema | undefined;
  }
  return current;
}

/** The JSON schema of an operation's request body, if it documents one. */
export function requestBodySchema(document: OpenApiDocument, operation: DocumentedOperation): JsonSchema | undefined {
  const requestBody = operation.operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined;
  const content = requestBody?.content ?? {};
  const media = content["application/json"] ?? Object.values(content)[0];
  return resolveSchema(document, media?.schema);
}

/** The top-level field names of an operation's request body (through allOf, anyOf and oneOf). */
export function bodyProperties(document: OpenApiDocument, operation: DocumentedOperation): string[] {
  const names = new Set<string>();
  const visit = (schema: JsonSchema | undefined, depth: number) => {
    const resolved = resolveSchema(document, schema);
    if (!resolved || depth > 5) return;
    for (const name of Object.keys(resolved.properties ?? {})) names.add(name);
    for (const part of [...(resolved.allOf ?? []), ...(resolved.anyOf ?? []), ...(resolved.oneOf ?? [])]) visit(part, depth + 1);
  };
  visit(requestBodySchema(document, operation), 0);
  return [...names];
}

let clientNumber = 0;

/** A client address no earlier request used (10.x.y.z), so a per-address rate limit never answers in a test's place. */
export function nextClientAddress(): string {
  clientNumber += 1;
  return `10.${(clientNumber >> 16) & 255}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`;
}

/** One request from a fresh client address, with how long the answer took in milliseconds. */
export async function injectTimed(app: FastifyInstance, options: InjectOptions) {
  const started = performance.now();
  const response = await app.inject({ ...options, remoteAddress: nextClientAddress() });
  return { response, ms: performance.now() - started };
}
