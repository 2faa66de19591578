import { z } from "zod";
import { SESSION_COOKIE } from "../../http/auth";
import { API_TAGS, type ApiTag } from "../../../core/contracts/api-tags";
import type { RegisteredRoute } from "./route";
import type { AuthRequirement } from "../../../core/contracts/contract";
import { requiresSignIn } from "./route-auth";
import { ADMIN_ROLE_LABELS, ADMIN_ROLES, adminMay, type AdminAction, type AdminRole } from "../../../core/admin-roles";

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

export type OpenApiInfo = {
  title: string;
  version: string;
  description?: string;
  contact?: { name?: string; email?: string; url?: string };
  license?: { name: string; url?: string; identifier?: string };
};

/** The two ways a caller is signed in: the apps' Bearer token, or the website's session cookie. */
const securitySchemes = {
  bearer: {
    type: "http",
    scheme: "bearer",
    description: "The token that POST /login, /register, /verify-otp, /reset-password or a social sign-in answered",
  },
  sessionCookie: {
    type: "apiKey",
    in: "cookie",
    name: SESSION_COOKIE,
    description: "The website's session (HttpOnly). A state-changing call that carries it from another site is refused with 403",
  },
} as const;

const SIGNED_IN: Record<string, string[]>[] = [{ bearer: [] }, { sessionCookie: [] }];

/** `security` of an operation: none, either credential, or either credential or none at all. */
function securityOf(auth: AuthRequirement): Record<string, string[]>[] {
  if (requiresSignIn(auth)) return SIGNED_IN;
  return auth === "optional" ? [{}, ...SIGNED_IN] : [];
}

const WHO_MAY_CALL: Record<AuthRequirement, string> = {
  none: "Public.",
  optional: "Public; a signed-in caller's account is used when credentials are sent.",
  member: "Requires a signed-in account (401 otherwise).",
  business: "Requires a signed-in account (401 otherwise) of an active hotel, destination or travel advisor (403 otherwise).",
  admin: "Requires a signed-in admin (401 signed out, 403 for other accounts).",
};

/** The admin roles whose table (core/admin-roles.ts) has this action. */
function rolesWith(action: AdminAction): AdminRole[] {
  return ADMIN_ROLES.filter((role) => adminMay(role, action));
}

function adminRolesSentence(route: RegisteredRoute): string {
  if (!route.adminAction) return "";
  const roles = rolesWith(route.adminAction).map((role) => ADMIN_ROLE_LABELS[role].toLowerCase());
  const gate = route.adminAction === "second_factor" ? "" : " The session must have passed the authenticator (second factor).";
  return ` Admin roles allowed (action \`${route.adminAction}\`): ${roles.join(", ")}.${gate}`;
}

/** Statuses every route of this requirement can answer, whatever it lists itself. */
function authStatuses(auth: AuthRequirement): number[] {
  if (!requiresSignIn(auth)) return [];
  return auth === "member" ? [401] : [401, 403];
}

function responseFor(status: number): Record<string, unknown> {
  if (status >= 300 && status < 400) {
    return { description: "Redirect", headers: { Location: { description: "Where to go next", schema: { type: "string" } } } };
  }
  return {
    description: "Error",
    content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
  };
}

function asSentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** OpenAPI 3.1 document built from the zod schemas the routes parse with. */
export function buildOpenApiDocument(routes: RegisteredRoute[], info: OpenApiInfo) {
  const paths: Record<string, Record<string, unknown>> = {};
  const operationIds = new Set<string>();
  const usedTags = new Set<ApiTag>();
  for (const route of routes) {
    // A generated client names its functions by operationId: two alike would collide.
    if (operationIds.has(route.operationId)) throw new Error(`Two /api/v1 operations share the operationId ${route.operationId}`);
    operationIds.add(route.operationId);
    for (const tag of route.tags) usedTags.add(tag);
    const openApiPath = route.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
    const responses: Record<string, unknown> = {
      "200": {
        description: "Success",
        content: { [route.responseContentType ?? "application/json"]: { schema: toSchema(route.response, "output") } },
      },
    };
    const statuses = new Set([400, ...authStatuses(route.auth), ...route.errors]);
    for (const status of [...statuses].sort((a, b) => a - b)) responses[String(status)] = responseFor(status);
    (paths[openApiPath] ??= {})[route.method.toLowerCase()] = {
      operationId: route.operationId,
      summary: route.summary,
      description: `${asSentence(route.description ?? route.summary)} ${WHO_MAY_CALL[route.auth]}${adminRolesSentence(route)}`,
      ...(route.adminAction ? { "x-admin-action": route.adminAction, "x-admin-roles": rolesWith(route.adminAction) } : {}),
      tags: route.tags,
      security: securityOf(route.auth),
      parameters: [...parametersOf(route.params, "path"), ...parametersOf(route.query, "query")],
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: { [route.requestContentType ?? "application/json"]: { schema: toSchema(route.body, "input") } },
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
    tags: (Object.keys(API_TAGS) as ApiTag[]).filter((tag) => usedTags.has(tag)).map((tag) => ({ name: tag, description: API_TAGS[tag] })),
    components: {
      schemas: { Error: errorSchema },
      securitySchemes,
    },
    paths,
  };
}
