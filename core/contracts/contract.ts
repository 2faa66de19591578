import type { z } from "zod";
import type { AdminAction } from "../admin-roles";
import type { ApiTag } from "./api-tags";

/**
 * One /api/v1 operation, declared once (decision 028): its method and path, its operationId, who
 * may call it, its documentation and its zod schemas. The server registers its handler with it
 * (`server/api/v1/route.ts`), the OpenAPI document is generated from it, and the browser calls it
 * with `callApi(contract, input)` (`app/components/api-client.ts`), typed by its schemas.
 *
 * The schemas arrive through `schemas()`, a dynamic import of the area's `*.schemas.ts` module:
 * the browser needs only the method and the path (and the schemas' types, which cost nothing at
 * run time), so zod never reaches its bundle; the server loads every schema module at start.
 */

/**
 * Who may call an operation. The registry enforces it and the OpenAPI document derives the
 * operation's `security` from it, so the two cannot disagree.
 * - "none": public; credentials, if sent, are not read.
 * - "optional": public; a signed-in caller is recognised (its session ended, its e-mail used).
 * - "member": any signed-in account, else 401.
 * - "business": signed in, else 401; whether the account is an active business is the
 *   domain's 403.
 * - "admin": signed in, else 401; an account that is not an admin gets 403, and so does an admin
 *   whose session has not passed the second factor or whose role lacks the contract's `adminAction`
 *   (core/admin-roles.ts).
 */
export const AUTH_REQUIREMENTS = ["none", "optional", "member", "business", "admin"] as const;
export type AuthRequirement = (typeof AUTH_REQUIREMENTS)[number];

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The zod schemas of one operation: the request's parts and the success answer. */
export type ContractSchemas = {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
};

export type Contract<Schemas extends ContractSchemas = ContractSchemas, Auth extends AuthRequirement = AuthRequirement> = {
  method: HttpMethod;
  /** Path below /api/v1 in Fastify syntax, e.g. "/posts/showbyslug/:slug". */
  path: string;
  /**
   * The call's name for client generators, unique in the API: the app's own call name where the
   * product names one (websearch, getStripePlans...), otherwise camelCase verb and noun.
   */
  operationId: string;
  /** Who may call it: enforced before parsing, and the operation's `security`. */
  auth: Auth;
  /** For auth "admin" (required there): the action of core/admin-roles.ts the caller's role must have. */
  adminAction?: AdminAction;
  summary: string;
  /** More than the summary says, when there is more to say; the docs add who may call it. */
  description?: string;
  tags: readonly ApiTag[];
  /** Extra documented statuses (the error shape is added for every operation). */
  errors?: readonly number[];
  /**
   * "validation": a body that fails its schema is a 422 with the first field's message (the
   * account calls of docs/product.md §7, whose apps show the server's message). Default: 400.
   */
  invalidBody?: "validation";
  /** The body's media type when it is not JSON (file uploads: "multipart/form-data"). */
  requestContentType?: string;
  /** The success answer's media type when it is not JSON (the live event stream). */
  responseContentType?: string;
  /** The operation's schemas, loaded on demand (see above). */
  schemas: () => Promise<Schemas>;
};

/**
 * Declares an operation; the identity, kept for the inference of its schemas' and auth's types.
 * Marked free of side effects, so the browser bundle keeps only the contracts a page calls.
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineContract<Schemas extends ContractSchemas, Auth extends AuthRequirement>(contract: Contract<Schemas, Auth>): Contract<Schemas, Auth> {
  return contract;
}

/** Any operation's contract, whatever its schemas. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a contract of any schemas; each use site narrows it by inference
export type AnyContract = Contract<any, AuthRequirement>;

export type SchemasOf<C extends AnyContract> = Awaited<ReturnType<C["schemas"]>>;

/** The schema of one part of a request (never when the operation has none). */
type Part<S, K extends keyof ContractSchemas> = K extends keyof S ? (Exclude<S[K], undefined> extends infer T extends z.ZodType ? T : never) : never;

/** What a caller sends: the wire shapes of the path parameters, the query and the body it has. */
export type ContractInput<C extends AnyContract> = ([Part<SchemasOf<C>, "params">] extends [never] ? unknown : { params: z.input<Part<SchemasOf<C>, "params">> }) &
  ([Part<SchemasOf<C>, "query">] extends [never] ? unknown : { query: z.input<Part<SchemasOf<C>, "query">> }) &
  // A file upload's body is the form itself (requestContentType "multipart/form-data").
  ([Part<SchemasOf<C>, "body">] extends [never] ? unknown : { body: z.input<Part<SchemasOf<C>, "body">> | FormData });

/** The success answer's wire shape. */
export type ContractOutput<C extends AnyContract> = z.output<SchemasOf<C>["response"]>;

/** A request's path parameters, query and body after parsing: what a handler receives. */
type Parsed<S extends ContractSchemas, K extends keyof ContractSchemas> = [Part<S, K>] extends [never] ? Record<string, never> : z.output<Part<S, K>>;
export type ParsedParams<S extends ContractSchemas> = Parsed<S, "params">;
export type ParsedQuery<S extends ContractSchemas> = Parsed<S, "query">;
export type ParsedBody<S extends ContractSchemas> = Parsed<S, "body">;

/** "/deals/:id/messages" with { id: 7 } → "/deals/7/messages" (each value URI-encoded). */
export function pathWithParams(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
