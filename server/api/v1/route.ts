import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  defineContract,
  type AuthRequirement,
  type Contract,
  type ContractSchemas,
  type ParsedBody,
  type ParsedParams,
  type ParsedQuery,
} from "../../../core/contracts/contract";
import type { ApiTag } from "../../../core/contracts/api-tags";
import type { AdminAction } from "../../../core/admin-roles";
import type { AppServices } from "../../app-context";
import { AppError } from "../../kernel/errors";
import { zodFieldErrors } from "../../http/errors";
import { queryWithoutEmptyValues, refuseUnstorableText } from "./edge-input";
import { JsonText } from "./json-text";
import { adminOf, authOf, guardRoute, requiresSignIn, type AdminFor, type AuthFor } from "./route-auth";
import type { RequestAuth } from "../../http/auth";

/**
 * What a contract's handler receives: the request parsed by the contract's schemas (the code's
 * shape), the caller as its auth requirement allows, and the services.
 */
export type ApiHandler<Schemas extends ContractSchemas, Auth extends AuthRequirement> = (input: {
  params: ParsedParams<Schemas>;
  query: ParsedQuery<Schemas>;
  body: ParsedBody<Schemas>;
  /** The caller: null on public routes, never null behind a login. */
  auth: AuthFor<Auth>;
  /** On admin operations, the admin as checked for the operation's adminAction (audit entries name it); else null. */
  admin: AdminFor<Auth>;
  services: AppServices;
  request: FastifyRequest;
  reply: FastifyReply;
}) => Promise<z.input<Schemas["response"]> | JsonText<z.input<Schemas["response"]>>> | z.input<Schemas["response"]>;

/**
 * A route declared in place, schemas and all: for tests of the registry itself. Every /api/v1
 * operation of the product is a contract in core/contracts and registers with `route`.
 */
export type InlineRouteSpec<
  Params extends z.ZodType | undefined,
  Query extends z.ZodType | undefined,
  Body extends z.ZodType | undefined,
  Response extends z.ZodType,
  Auth extends AuthRequirement,
> = Omit<Contract<ContractSchemas, Auth>, "schemas"> & {
  params?: Params;
  query?: Query;
  body?: Body;
  response: Response;
  handler: ApiHandler<{ params: Params; query: Query; body: Body; response: Response }, Auth>;
};

export type RegisteredRoute = {
  method: string;
  path: string;
  operationId: string;
  auth: AuthRequirement;
  adminAction?: AdminAction;
  summary: string;
  description?: string;
  tags: readonly ApiTag[];
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  errors: readonly number[];
  /** The body's media type when it is not JSON (uploads). */
  requestContentType?: string;
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
  /** Every operation with its loaded schemas, in registration order; complete once `ready()` resolved. */
  readonly routes: RegisteredRoute[] = [];
  private pending: Promise<RegisteredRoute>[] = [];
  private readonly sentAnswers = new Map<string, SentAnswer>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly services: AppServices,
    /** The path the enclosing Fastify scope is mounted at, for the OpenAPI document. */
    private readonly publicPrefix = "/api/v1",
  ) {}

  /**
   * The same registry routing into a child Fastify scope (one with its own body parsers, say):
   * its operations join this registry's document.
   */
  within(scope: FastifyInstance): ApiRegistry {
    const child = new ApiRegistry(scope, this.services, this.publicPrefix);
    child.pending = this.pending;
    return child;
  }

  /**
   * Records an operation for the OpenAPI document without routing it: for the few answered by a
   * plain Fastify route (the event stream, the webhook's raw body, redirects, file uploads).
   */
  document<Schemas extends ContractSchemas>(contract: Contract<Schemas>): Promise<Schemas> {
    const schemas = contract.schemas();
    this.pending.push(
      schemas.then((loaded) => ({
        method: contract.method,
        path: this.publicPrefix + contract.path,
        operationId: contract.operationId,
        auth: contract.auth,
        ...(contract.adminAction ? { adminAction: contract.adminAction } : {}),
        summary: contract.summary,
        ...(contract.description ? { description: contract.description } : {}),
        tags: contract.tags,
        params: loaded.params,
        query: loaded.query,
        body: loaded.body,
        response: loaded.response,
        errors: [...(contract.errors ?? []), ...(contract.invalidBody ? [422] : [])],
        ...(contract.requestContentType ? { requestContentType: contract.requestContentType } : {}),
        ...(contract.responseContentType ? { responseContentType: contract.responseContentType } : {}),
      })),
    );
    return schemas;
  }

  /** Loads every registered contract's schemas; the API answers only after this. */
  async ready(): Promise<void> {
    const loaded = await Promise.all(this.pending.splice(0));
    this.routes.push(...loaded);
  }

  /** A route declared in place (tests of the registry); see InlineRouteSpec. */
  inline<
    Params extends z.ZodType | undefined = undefined,
    Query extends z.ZodType | undefined = undefined,
    Body extends z.ZodType | undefined = undefined,
    Response extends z.ZodType = z.ZodType,
    Auth extends AuthRequirement = AuthRequirement,
  >(spec: InlineRouteSpec<Params, Query, Body, Response, Auth>): void {
    const { handler, params, query, body, response, ...contract } = spec;
    const schemas = { params, query, body, response } as { params: Params; query: Query; body: Body; response: Response };
    this.route(defineContract({ ...contract, schemas: async () => schemas }), handler);
  }

  /** Routes a contract's operation to its handler (decision 028). */
  route<Schemas extends ContractSchemas, Auth extends AuthRequirement>(contract: Contract<Schemas, Auth>, handler: ApiHandler<Schemas, Auth>): void {
    const schemas = this.document(contract);
    const services = this.services;
    const sent = this.sentAnswers;
    const { method, auth: requirement, invalidBody, adminAction } = contract;
    if (requirement === "admin" && !adminAction) throw new Error(`${contract.operationId}: an admin operation must name its adminAction (core/admin-roles.ts)`);
    this.app.route({
      method,
      url: contract.path,
      // A route behind a login is guarded before its body is read. Otherwise a repeated catalogue
      // read is answered here, before parsing and the handler.
      onRequest: requiresSignIn(requirement)
        ? (request) => guardRoute(requirement, services, request, adminAction)
        : method === "GET"
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
        const parts = await schemas;
        const rawQuery = queryWithoutEmptyValues(request.query);
        refuseUnstorableText({ params: request.params, query: rawQuery, body: request.body }, invalidBody);
        // Parse failures throw ZodError, which the error handler turns into a 400.
        const params = (parts.params ?? empty).parse(request.params ?? {}) as ParsedParams<Schemas>;
        const query = (parts.query ?? empty).parse(rawQuery ?? {}) as ParsedQuery<Schemas>;
        const body = parseBody(parts.body ?? empty, request.body, invalidBody) as ParsedBody<Schemas>;
        const generation = services.catalogueCache?.generation;
        const auth = await authOf(requirement, services, request);
        const admin = (requirement === "admin" ? adminOf(auth as RequestAuth, adminAction) : null) as AdminFor<Auth>;
        const result = await handler({ params, query, body, auth, admin, services, request, reply });
        // Cached catalogue reads arrive serialized (json-text.ts): sent without serializing again.
        if (result instanceof JsonText) {
          const cache = services.catalogueCache;
          // Kept only if no write invalidated the catalogue while it was being read.
          if (method === "GET" && cache && generation === cache.generation) {
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
