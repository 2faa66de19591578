import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { AppServices, RequestContext } from "../app-context";
import { mediaOriginOf, publicConfig } from "../config";
import { AppError } from "../kernel/errors";
import { toApiUser } from "../domain/accounts/api-user";
import { adminActorOf } from "../domain/admin/admin-actor";
import { authenticate, isCrossSiteCookieWrite } from "./auth";
import { errorBody } from "./errors";
import type { CachedPage, PageCache } from "./page-cache";
import { readPageInput, type PageInput } from "./page-input";
import { requestOrigin } from "./request-origin";
import { createNonce, pageContentSecurityPolicy } from "./security-headers";

export type ServerBuildSource = () => Promise<ServerBuild>;

/**
 * The request React Router sees. `body` is the body already read (page-input.ts); a refused
 * request becomes a plain GET of the not-found page, so no loader or action meets its input.
 */
function toWebRequest(request: FastifyRequest, origin: string, abort: AbortSignal, input: PageInput): Request {
  const url = new URL(input.ok ? request.url : "/404", origin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  if (!input.ok) {
    headers.delete("content-type");
    headers.delete("content-length");
    headers.delete("transfer-encoding");
  }
  return new Request(url, {
    method: input.ok ? request.method : "GET",
    headers,
    signal: abort,
    ...(input.ok && input.body !== undefined ? { body: new Uint8Array(input.body) } : {}),
  });
}

/**
 * A request whose page may come from, and go into, the page cache: a plain GET from someone who
 * sends no cookie and no credentials (whatever a cookie carries, a session or a notice, can change
 * the page).
 */
function isCacheableRequest(request: FastifyRequest): boolean {
  return request.method === "GET" && request.headers.cookie === undefined && request.headers.authorization === undefined;
}

/** A whole, successful, shareable HTML answer: no cookie set, no private or no-store directive. */
async function toCachedPage(response: Response): Promise<{ page: CachedPage; cacheable: boolean }> {
  const headers = [...response.headers].filter(([name]) => name !== "set-cookie");
  const body = response.body ? await response.text() : "";
  const cacheControl = response.headers.get("cache-control") ?? "";
  const cacheable =
    response.status === 200 &&
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    response.headers.getSetCookie().length === 0 &&
    !/\b(no-store|private)\b/.test(cacheControl);
  return { page: { status: response.status, headers, body }, cacheable };
}

function sendCachedPage(reply: FastifyReply, page: CachedPage, pageCache: PageCache, values: { nonce: string; correlationId: string }) {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  return reply.send(pageCache.personalise(page.body, values));
}

async function sendWebResponse(reply: FastifyReply, response: Response, status = response.status): Promise<void> {
  reply.status(status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as WebReadableStream));
}

/** A resource route's 4xx that is not HTML, to a request that is not a hydrated page's data request. */
function isRefusedDownload(request: FastifyRequest, response: Response, input: PageInput): boolean {
  if (!input.ok || response.status < 400 || response.status >= 500) return false;
  if ((response.headers.get("content-type") ?? "").startsWith("text/html")) return false;
  const queryStart = request.url.indexOf("?");
  return !(queryStart === -1 ? request.url : request.url.slice(0, queryStart)).endsWith(".data");
}

/** Answers a request with the not-found page (404), whatever its address held. */
export type RenderMissingPage = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Every path not claimed by /api/v1 or a static file goes to React Router. Loaders and actions
 * get the app's services through `context`, so they call the same domain functions as the API.
 */
export async function registerServerRendering(
  app: FastifyInstance,
  services: AppServices,
  loadBuild: ServerBuildSource,
): Promise<RenderMissingPage> {
  const mode = services.config.isProduction ? "production" : "development";
  let handler: ReturnType<typeof createRequestHandler> | undefined;
  const handlerFor = async () => {
    if (!services.config.isProduction) return createRequestHandler(await loadBuild(), mode);
    return (handler ??= createRequestHandler(await loadBuild(), mode));
  };

  /** Renders the page for `request`, or the not-found page under the refusal's status. */
  const renderPage = async (request: FastifyRequest, reply: FastifyReply, input: PageInput, origin: string) => {
    const nonce = createNonce();
    const correlationId = String(request.id);
    const pageCache = input.ok && isCacheableRequest(request) ? services.pageCache : undefined;
    const cacheKey = `${origin}${request.url}|${isbot(request.headers["user-agent"] ?? "") ? "crawler" : "browser"}`;
    const cspHeader = () =>
      pageContentSecurityPolicy(nonce, !services.config.isProduction, {
        allowStripe: services.config.stripe !== undefined,
        mediaOrigin: mediaOriginOf(services.config),
      });
    const cached = pageCache?.get(cacheKey);
    if (pageCache && cached) {
      reply.header("x-page-cache", "hit");
      reply.header("content-security-policy", cspHeader());
      return sendCachedPage(reply, cached, pageCache, { nonce, correlationId });
    }
    const auth = pageCache ? null : await authenticate(services, request);
    const context: RequestContext = {
      services,
      publicConfig: publicConfig(services.config, origin),
      origin,
      clientAddress: request.ip,
      // A page that may be kept is rendered with placeholders, replaced for each response.
      nonce: pageCache ? pageCache.noncePlaceholder : nonce,
      correlationId: pageCache ? pageCache.correlationPlaceholder : correlationId,
      user: auth ? toApiUser(auth.user) : null,
      sessionToken: auth?.token ?? null,
      admin: auth ? adminActorOf(auth.user, auth) : null,
    };
    const abort = new AbortController();
    reply.raw.on("close", () => {
      if (!reply.raw.writableFinished) abort.abort();
    });
    const handle = await handlerFor();
    let response = await handle(toWebRequest(request, origin, abort.signal, input), context);
    // A download (a resource route: CSV, JSON export) that refuses answers like any page that
    // refuses: the not-found page under its status, never a bare JSON or text error. A hydrated
    // page's own data requests (*.data) keep their answers: the page shows them in place.
    if (isRefusedDownload(request, response, input)) {
      await response.body?.cancel();
      input = { ok: false, status: response.status, reason: "download refused" };
      response = await handle(toWebRequest(request, origin, abort.signal, input), context);
    }
    // An action that refused a body without reading it (too large) leaves its bytes on the
    // socket; a kept-alive connection would then read them as the next request and hang.
    if (request.method !== "GET" && request.method !== "HEAD" && !request.raw.complete) {
      reply.header("connection", "close");
    }
    // A page made for one member must not sit in a shared cache.
    if (auth) reply.header("cache-control", "private, no-store");
    if ((response.headers.get("content-type") ?? "").startsWith("text/html")) {
      reply.header("content-security-policy", cspHeader());
    }
    if (pageCache) {
      const { page, cacheable } = await toCachedPage(response);
      reply.header("x-page-cache", cacheable ? "miss" : "bypass");
      if (cacheable) pageCache.set(cacheKey, page);
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header("set-cookie", cookies);
      return sendCachedPage(reply, page, pageCache, { nonce, correlationId });
    }
    if (!input.ok) request.log.info({ status: input.status, refused: input.reason }, "page input refused");
    return sendWebResponse(reply, response, input.ok ? response.status : input.status);
  };

  await app.register(async (scope) => {
    // React Router reads request bodies itself (form actions), so Fastify must leave them alone.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));

    scope.route({
      method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
      url: "/*",
      handler: async (request, reply) => {
        // Unknown API paths answer in the API's error shape, never with an HTML page.
        if (request.url === "/api" || request.url.startsWith("/api/")) {
          return reply
            .status(404)
            .send(errorBody(new AppError("NOT_FOUND", `No such endpoint: ${request.method} ${request.url}`)));
        }
        const origin = requestOrigin(services, request);
        // Form actions ride on the session cookie like API writes do: same-site only.
        if (isCrossSiteCookieWrite(request, origin)) {
          return reply.status(403).type("text/plain").send("Cross-site request refused.");
        }
        return renderPage(request, reply, await readPageInput(request), origin);
      },
    });
  });

  return (request, reply) => renderPage(request, reply, { ok: false, status: 404, reason: "unreadable address" }, requestOrigin(services, request));
}
