import { describe, expect, it } from "vitest";
import { z } from "zod";
import { buildOpenApiDocument } from "./openapi";
import type { RegisteredRoute } from "./route";

const routes: RegisteredRoute[] = [
  {
    method: "GET",
    path: "/api/v1/posts/showbyid/:id",
    summary: "A listing by id",
    tags: ["listings"],
    params: z.object({ id: z.string().regex(/^\d+$/).describe("Listing id") }),
    query: z.object({ lang: z.string(), page: z.coerce.number().optional() }),
    response: z.object({ data: z.object({ id: z.number() }) }),
    errors: [404],
  },
  {
    method: "POST",
    path: "/api/v1/occassions",
    summary: "Save occasions",
    tags: ["user"],
    body: z.object({ occasion: z.enum(["honeymoon", "anniversary"]) }),
    response: z.object({ message: z.string() }),
    errors: [],
  },
];

const document = buildOpenApiDocument(routes, { title: "Amora API", version: "1" });

function operation(path: string, method: string) {
  return (document.paths[path] as Record<string, Record<string, unknown>>)[method] as {
    parameters: { name: string; in: string; required: boolean; description?: string }[];
    requestBody?: { content: Record<string, unknown> };
    responses: Record<string, unknown>;
  };
}

describe("buildOpenApiDocument", () => {
  it("is OpenAPI 3.1 with the shared error schema", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.info).toEqual({ title: "Amora API", version: "1" });
    expect(document.components.schemas.Error).toMatchObject({ required: ["status", "code", "message"] });
  });

  it("writes Fastify's :param paths in OpenAPI's {param} form, spelled as the contract spells them", () => {
    expect(Object.keys(document.paths).sort()).toEqual(["/api/v1/occassions", "/api/v1/posts/showbyid/{id}"]);
  });

  it("lists path parameters as required and query parameters as their schema says", () => {
    const parameters = operation("/api/v1/posts/showbyid/{id}", "get").parameters;
    expect(parameters.map((p) => [p.name, p.in, p.required])).toEqual([
      ["id", "path", true],
      ["lang", "query", true],
      ["page", "query", false],
    ]);
    expect(parameters[0]?.description).toBe("Listing id");
  });

  it("documents success, 400 and each declared error with the error schema", () => {
    const responses = operation("/api/v1/posts/showbyid/{id}", "get").responses;
    expect(Object.keys(responses).sort()).toEqual(["200", "400", "404"]);
    expect(JSON.stringify(responses["404"])).toContain("#/components/schemas/Error");
  });

  it("describes a JSON request body only where the route has one", () => {
    expect(operation("/api/v1/occassions", "post").requestBody?.content).toHaveProperty("application/json");
    expect(operation("/api/v1/posts/showbyid/{id}", "get").requestBody).toBeUndefined();
  });

  it("documents a non-JSON success response (the event stream) with its own media type", () => {
    const stream = buildOpenApiDocument(
      [{ method: "GET", path: "/api/v1/user/events", summary: "Events", tags: ["user"], response: z.string(), responseContentType: "text/event-stream", errors: [401] }],
      { title: "Amora API", version: "1" },
    );
    const ok = (stream.paths["/api/v1/user/events"] as Record<string, { responses: Record<string, { content: object }> }>).get!.responses["200"]!;
    expect(Object.keys(ok.content)).toEqual(["text/event-stream"]);
  });
});
