import { describe, expect, it } from "vitest";
import { z } from "zod";
import { buildOpenApiDocument } from "./openapi";
import type { RegisteredRoute } from "./route";

const routes: RegisteredRoute[] = [
  {
    method: "GET",
    path: "/api/v1/posts/showbyid/:id",
    operationId: "showPostById",
    auth: "none",
    summary: "A listing by id",
    tags: ["posts"],
    params: z.object({ id: z.string().regex(/^\d+$/).describe("Listing id") }),
    query: z.object({ lang: z.string(), page: z.coerce.number().optional() }),
    response: z.object({ data: z.object({ id: z.number() }) }),
    errors: [404],
  },
  {
    method: "POST",
    path: "/api/v1/occassions",
    operationId: "saveOccasions",
    auth: "member",
    summary: "Save occasions",
    description: "Save the member's occasions, replacing those saved before",
    tags: ["account"],
    body: z.object({ occasion: z.enum(["honeymoon", "anniversary"]) }),
    response: z.object({ message: z.string() }),
    errors: [],
  },
];

const info = {
  title: "Amora API",
  version: "1",
  contact: { name: "Amora team", email: "team@amora.travel" },
  license: { name: "Proprietary", url: "/terms-of-use" },
};
const document = buildOpenApiDocument(routes, info);

function operation(path: string, method: string) {
  return (document.paths[path] as Record<string, Record<string, unknown>>)[method] as {
    operationId: string;
    description: string;
    security: Record<string, string[]>[];
    parameters: { name: string; in: string; required: boolean; description?: string }[];
    requestBody?: { content: Record<string, unknown> };
    responses: Record<string, unknown>;
  };
}

describe("buildOpenApiDocument", () => {
  it("is OpenAPI 3.1 with the shared error schema", () => {
    expect(document.openapi).toBe("3.1.0");
    expect(document.info).toEqual(info);
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
    expect(Object.keys(responses)).toEqual(["200", "400", "404"]);
    expect(JSON.stringify(responses["404"])).toContain("#/components/schemas/Error");
  });

  it("describes a JSON request body only where the route has one", () => {
    expect(operation("/api/v1/occassions", "post").requestBody?.content).toHaveProperty("application/json");
    expect(operation("/api/v1/posts/showbyid/{id}", "get").requestBody).toBeUndefined();
  });

  it("documents a non-JSON success response (the event stream) with its own media type", () => {
    const stream = buildOpenApiDocument(
      [
        {
          method: "GET",
          path: "/api/v1/user/events",
          operationId: "streamUserEvents",
          auth: "member",
          summary: "Events",
          tags: ["live events"],
          response: z.string(),
          responseContentType: "text/event-stream",
          errors: [401],
        },
      ],
      info,
    );
    const ok = (stream.paths["/api/v1/user/events"] as Record<string, { responses: Record<string, { content: object }> }>).get!.responses["200"]!;
    expect(Object.keys(ok.content)).toEqual(["text/event-stream"]);
  });

  it("names each operation, describes it with who may call it, and declares the tags it uses", () => {
    const listing = operation("/api/v1/posts/showbyid/{id}", "get");
    const occasions = operation("/api/v1/occassions", "post");
    expect([listing.operationId, occasions.operationId]).toEqual(["showPostById", "saveOccasions"]);
    expect(listing.description).toBe("A listing by id. Public.");
    expect(occasions.description).toBe("Save the member's occasions, replacing those saved before. Requires a signed-in account (401 otherwise).");
    expect(document.tags.map((tag) => tag.name)).toEqual(["account", "posts"]);
    for (const tag of document.tags) expect(tag.description).toMatch(/\S/);
  });

  it("derives security from the auth requirement: none, either credential, or either or none", () => {
    const signedIn = [{ bearer: [] }, { sessionCookie: [] }];
    const securityOf = (auth: RegisteredRoute["auth"]) =>
      (buildOpenApiDocument([{ ...routes[0]!, auth }], info).paths["/api/v1/posts/showbyid/{id}"] as Record<string, { security: unknown; responses: object }>).get!;
    expect(securityOf("none").security).toEqual([]);
    expect(securityOf("optional").security).toEqual([{}, ...signedIn]);
    for (const auth of ["member", "business", "admin"] as const) expect(securityOf(auth).security).toEqual(signedIn);
    expect(Object.keys(securityOf("member").responses)).toEqual(["200", "400", "401", "404"]);
    expect(Object.keys(securityOf("admin").responses)).toEqual(["200", "400", "401", "403", "404"]);
    expect(document.components.securitySchemes).toEqual({
      bearer: expect.objectContaining({ type: "http", scheme: "bearer" }),
      sessionCookie: expect.objectContaining({ type: "apiKey", in: "cookie", name: "amora_session" }),
    });
  });

  it("documents a redirect as a redirect, without the error body", () => {
    const redirect = buildOpenApiDocument([{ ...routes[0]!, errors: [302] }], info).paths["/api/v1/posts/showbyid/{id}"] as Record<string, { responses: Record<string, { content?: unknown; headers?: object }> }>;
    expect(redirect.get!.responses["302"]).toMatchObject({ description: "Redirect", headers: { Location: expect.any(Object) } });
    expect(redirect.get!.responses["302"]!.content).toBeUndefined();
  });

  it("refuses two operations with one operationId (a generated client would get two functions of one name)", () => {
    expect(() => buildOpenApiDocument([routes[0]!, { ...routes[1]!, operationId: "showPostById" }], info)).toThrow(/showPostById/);
  });
});
