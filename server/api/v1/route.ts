import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from "fastify";
import { z } from "zod";
import type { AppServices } from "../../app-context";
import { AppError } from "../../kernel/errors";
import { zodFieldErrors } from "../../http/errors";
import type { ApiTag } from "./api-tags";
import { queryWithoutEmptyValues, refuseUnstorableText } from "./edge-input";
import { JsonText } from "./json-text";
import { authOf, guardRoute, requiresSignIn, type AuthFor, type AuthRequirement } from "./route-auth";

/**
 * One /api/v1 endpoint: its zod schemas (which parse the request and describe it in OpenAPI)
 * and a thin handler that calls the domain.
 */
export type ApiRouteSpec<
  Params extends z.ZodType,
  Query extends z.ZodType,
  Body extends z.ZodType,
  Response extends z.ZodType,
  Auth extends AuthRequirement = AuthRequirement,
> = {
  method: Extract<HTTPMethods, "GET" | "POST" | "PUT" | "PATCH" | "DELETE">;
  /** Path below /api/v1 in Fastify syntax, e.g. "/posts/showbyslug/:slug". */
  path: string;
  /**
   * The call's name for client generators, unique in the API: the app's own call name where the
   * product names one (websearch, getStripePlans...), otherwise camelCase verb and noun.
   */
  operationId: string;
  /** Who may call it (route-auth.ts): enforced before parsing, and the operation's `security`. */
  auth: Auth;
  summary: string;
  /** More than the summary says, when there is more to say; the docs add who may call it. */
  description?: string;
  tags: readonly ApiTag[];
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  /** Extra documented statuses (the error shape is added for every route). */
  errors?: number[];
  /**
   * "validation": a body that fails its schema is a 422 with the first field's message (the
   * account calls of docs/product.md §7, whose apps show the server's message). Default: 400.
   */
  invalidBody?: "validation";
  handler: (input: {
    params: z.output<Params>;
    query: z.output<Query>;
    body: z.output<Body>;
    /** The caller: null on public routes, never null behind a login. */
    auth: AuthFor<Auth>;
    services: AppServices;
    request: FastifyRequest;
    reply: FastifyReply;
  }) => Promise<z.input<Response> | JsonText<z.input<Response>>> | z.input<Response>;
};

export type RegisteredRoute = {
  method: string;
  path: string;
  operationId: string;
  auth: AuthRequirement;
  summary: string;
  description?: string;
  tags: readonly ApiTag[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  errors: number[];
  /** The success response's media type when it is not JSON (the event stream, api/v1/live-events.ts). */
  responseContentType?: string;
};

const empty = z.object({});
const JSON_TYPE = "application/json; charset=utf-8";
/** Sent catalogue answers kept by address, at most this many per registry. */
const MAX_SENT_ANSWERS = 2_000;

/**
 * Catalogue answers (JsonText from the catalogue cache, json-text.ts) as last sent for a GET
 * address, so the same address is answered again before parsing or routing to the handler: what
 * was valid and cached for those exact bytes is still the answer while the catalogue cache's
 * generation and lifetime hold. Only public catalogue reads come back as JsonText.
 */
type SentAnswer = { body: Buffer; generation: number; expiresAt: number };

export class ApiRegistry {
  readonly routes: RegisteredRoute[] = [];
  private readonly sentAnswers = new Map<string, SentAnswer>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly services: AppServices,
    /** The path the enclosing Fastify scope is mounted at, for the OpenAPI document. */
    private readonly publicPrefix = "/api/v1",
  ) {}

  route<
    Params extends z.ZodType = typeof empty,
    Query extends z.ZodType = typeof empty,
    Body extends z.ZodType = typeof empty,
    Response extends z.ZodType = z.ZodType,
    Auth extends AuthRequirement = AuthRequirement,
  >(spec: ApiRouteSpec<Params, Query, Body, Response, Auth>): void {
    this.routes.push({
      method: spec.method,
      path: this.publicPrefix + spec.path,
      operationId: spec.operationId,
      auth: spec.auth,
      summary: spec.summary,
      ...(spec.description ? { description: spec.description } : {}),
      tags: spec.tags,
      params: spec.params,
      query: spec.query,
      body: spec.body,
      response: spec.response,
      errors: [...(spec.errors ?? []), ...(spec.invalidBody ? [422] : [])],
    });
    const services = this.services;
    const sent = this.sentAnswers;
    this.app.route({
      method: spec.method,
      url: spec.path,
      // A route behind a login is guarded before its body is read. Otherwise a repeated catalogue
      // read is answered here, before parsing and the handler.
      onRequest: requiresSignIn(spec.auth)
        ? (request) => guardRoute(spec.auth, services, request)
        : spec.method === "GET"
          ? (request, reply, done) => {
              const cache = services.catalogueCache;
              const answer = cache ? sent.get(request.url) : undefined;
              if (cache && answer && answer.generation === cache.generation && answer.expiresAt > services.clock.now().getTime()) {
                void reply.type(JSON_TYPE).send(answer.body);
                return;
              }
              done();
            }
          : undefined,
      handler: async (request, reply) => {
        const rawQuery = queryWithoutEmptyValues(request.query);
        refuseUnstorableText({ params: request.params, query: rawQuery, body: request.body }, spec.invalidBody);
        // Parse failures throw ZodError, which the error handler turns into a 400.
        const params = (spec.params ?? empty).parse(request.params ?? {}) as z.output<Params>;
        const query = (spec.query ?? empty).parse(rawQuery ?? {}) as z.output<Query>;
        const body = parseBody(spec.body ?? empty, request.body, spec.invalidBody) as z.output<Body>;
        const generation = services.catalogueCache?.generation;
        const auth = await authOf(spec.auth, services, request);
        const result = await spec.handler({ params, query, body, auth, services, request, reply });
        // Cached catalogue reads arrive serialized (json-text.ts): sent without serializing again.
        if (result instanceof JsonText) {
          const cache = services.catalogueCache;
          // Kept only if no write invalidated the catalogue while it was being read.
          if (spec.method === "GET" && cache && generation === cache.generation) {
            this.rememberSent(request.url, { body: result.body, generation, expiresAt: services.clock.now().getTime() + cache.ttlMs });
          }
          return reply.type(JSON_TYPE).send(result.body);
        }
        return result;
      },
    });
  }

  private rememberSent(url: string, answer: SentAnswer): void {
    this.sentAnswers.delete(url);
    this.sentAnswers.set(url, answer);
    if (this.sentAnswers.size > MAX_SENT_ANSWERS) {
      const oldest = this.sentAnswers.keys().next().value;
      if (oldest !== undefined) this.sentAnswers.delete(oldest);
    }
  }
}

function parseBody(schema: z.ZodType, body: unknown, invalidBody: "validation" | undefined): unknown {
  if (!invalidBody) return schema.parse(body ?? {});
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const errors = zodFieldErrors(result.error);
  const first = Object.values(errors)[0]?.[0] ?? "The given data was invalid.";
  throw new AppError("VALIDATION_FAILED", first, errors);
}
