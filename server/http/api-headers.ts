import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { readCookie, SESSION_COOKIE } from "./auth";
import { API_CONTENT_SECURITY_POLICY, API_DOCS_CONTENT_SECURITY_POLICY } from "./security-headers";

export const PRIVATE_NO_STORE = "private, no-store";

/** A Bearer header or the session cookie: the answer may be about whoever sent it. */
export function carriesCredentials(headers: FastifyRequest["headers"]): boolean {
  return headers.authorization !== undefined || readCookie(headers.cookie, SESSION_COOKIE) !== undefined;
}

/**
 * What every /api/v1 answer carries besides the base headers: a content security policy for
 * JSON (the docs page has its own), and `private, no-store` on any answer that may be about one
 * person — the request carried credentials, the answer sets a cookie (a sign-in hands out its
 * token), or it answers a write. Public catalogue reads without credentials keep their headers.
 */
export function applyApiResponseHeaders(request: FastifyRequest, reply: FastifyReply): void {
  if (!reply.hasHeader("content-security-policy")) {
    const isHtml = String(reply.getHeader("content-type") ?? "").startsWith("text/html");
    reply.header("content-security-policy", isHtml ? API_DOCS_CONTENT_SECURITY_POLICY : API_CONTENT_SECURITY_POLICY);
  }
  const isPersonal =
    (request.method !== "GET" && request.method !== "HEAD") || reply.hasHeader("set-cookie") || carriesCredentials(request.headers);
  if (isPersonal && !String(reply.getHeader("cache-control") ?? "").includes("no-store")) {
    reply.header("cache-control", PRIVATE_NO_STORE);
  }
}

/**
 * Registers the hook on the /api/v1 scope. It must come before the scope registers child
 * plugins (the upload routes, social sign-in...): Fastify gives a child only the hooks its parent
 * had when the child was loaded.
 */
export function registerApiResponseHeaders(scope: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every API answer.
  scope.addHook("onSend", (request, reply, payload, done) => {
    applyApiResponseHeaders(request, reply);
    done(null, payload);
  });
}
