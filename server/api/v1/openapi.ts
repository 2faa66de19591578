import { z } from "zod";
import type { RegisteredRoute } from "./route";

type JsonSchema = Record<string, unknown>;

function toSchema(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  delete json.$schema;
  return json;
}

const errorSchema: JsonSchema = {
  type: "object",
  required: ["status", "code", "message"],
  properties: {
    status: { type: "integer" },
    code: { type: "string" },
    message: { type: "string" },
    errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
  },
};

function parametersOf(schema: z.ZodType | undefined, location: "path" | "query") {
  if (!schema) return [];
  const json = toSchema(schema, "input");
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === "path" || required.has(name),
    schema: property,
    ...(typeof property.description === "string" ? { description: property.description } : {}),
  }));
}

/** OpenAPI 3.1 document built from the zod schemas the routes parse with. */
export function buildOpenApiDocument(routes: RegisteredRoute[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const openApiPath = route.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
    const responses: Record<string, unknown> = {
      "200": {
        description: "Success",
        content: { [route.responseContentType ?? "application/json"]: { schema: toSchema(route.response, "output") } },
      },
    };
    for (const status of [400, ...route.errors]) {
      responses[String(status)] = {
        description: "Error",
        content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
      };
    }
    (paths[openApiPath] ??= {})[route.method.toLowerCase()] = {
      summary: route.summary,
      tags: route.tags,
      parameters: [...parametersOf(route.params, "path"), ...parametersOf(route.query, "query")],
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: { "application/json": { schema: toSchema(route.body, "input") } },
            },
          }
        : {}),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info,
    servers: [{ url: "/" }],
    components: {
      schemas: { Error: errorSchema },
      securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
    },
    paths,
  };
}
