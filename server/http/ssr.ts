import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { isbot } from "isbot";
import type { createRequestHandler as CreateRequestHandler, ServerBuild } from "react-router";
import type { AppServices, RequestContext } from "../app-context";
import { mediaOriginOf, publicConfig } from "../config";
import { AppError } from "../kernel/errors";
import { toApiUser } from "../domain/accounts/api-user";
import { adminActorOf } from "../domain/admin/admin-actor";
import { authenticate, isCrossSiteCookieWrite, memberFavoriteIds, SESSION_COOKIE, type RequestAuth } from "./auth";
import { createSharedPageMarks, fillSharedPage, memberDataString, type SharedPageFill, type SharedPageMarks } from "../../core/shared-page";
import { joinPageBytes, toPageBytes } from "./page-bytes";
import type { MenuUser } from "../../core/member-rules";
import { errorBody } from "./errors";
import { classesInCss, createCriticalCss, insertInHead, type CriticalCss } from "./critical-css";
import { deferHydration } from "./deferred-hydration";
import type { CachedPage, PageCache } from "./page-cache";
import { readPageInput, type PageInput } from "./page-input";
import { requestOrigin } from "./request-origin";
import { createNonce, pageContentSecurityPolicy } from "./security-headers";

function pathOf(url: string): string {
  const queryStart = url.indexOf("?");
  return queryStart === -1 ? url : url.slice(0, queryStart);
}

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
 * Who reads a page that may come from, and go into, the page cache: a plain GET with no
 * credentials but the session cookie ("member" when it carries one). Any other cookie (a notice,
 * a sign-in's state) can change the page, so such a request renders its own.
 */
function sharedPageReader(request: FastifyRequest): "visitor" | "member" | null {
  if (request.method !== "GET" || request.headers.authorization !== undefined) return null;
  // A hydrated page's own data requests (*.data) are never kept: rendered for their reader.
  if (pathOf(request.url).endsWith(".data")) return null;
  const cookie = request.headers.cookie;
  if (cookie === undefined) return "visitor";
  const names = cookie.split(";").map((part) => part.slice(0, part.indexOf("=") === -1 ? part.length : part.indexOf("=")).trim());
  if (names.every((name) => name === "")) return "visitor";
  return names.every((name) => name === SESSION_COOKIE || name === "") ? "member" : null;
}

/**
 * The document entry's extra exports (app/entry.server.tsx): the header's account area alone, and
 * the part of a page's path it depends on (which account menu link is current, if any).
 */
type AccountAreaRenderer = {
  render: (input: { pathname: string; user: MenuUser | null }) => string;
  variantOf: (pathname: string) => string;
};

function accountAreaRendererOf(build: ServerBuild): AccountAreaRenderer {
  const entry: object = build.entry.module;
  const render = "renderAccountArea" in entry ? entry.renderAccountArea : undefined;
  const variantOf = "accountMenuVariant" in entry ? entry.accountMenuVariant : undefined;
  if (typeof render !== "function" || typeof variantOf !== "function") {
    throw new Error("The page build's entry.server lacks renderAccountArea or accountMenuVariant");
  }
  return { render: render as AccountAreaRenderer["render"], variantOf: variantOf as AccountAreaRenderer["variantOf"] };
}

/**
 * The styles each page inlines for its first paint (decision 057): from the built stylesheets the
 * server build names (read from the client build), with the account area's classes always taken
 * as used (the entry's ACCOUNT_AREA_STYLES). Null without a client build (development, tests that
 * compile the app from its sources), where React Router links the styles itself.
 */
async function criticalCssOf(build: ServerBuild, clientBuildDirectory: string | undefined): Promise<CriticalCss | null> {
  if (!clientBuildDirectory) return null;
  const hrefs = [...new Set(Object.values(build.assets.routes).flatMap((route) => route?.css ?? []))];
  if (hrefs.length === 0) return null;
  const stylesheet = (await Promise.all(hrefs.map((href) => readFile(path.join(clientBuildDirectory, href), "utf8")))).join("\n");
  const entry: object = build.entry.module;
  const accountAreaStyles = "ACCOUNT_AREA_STYLES" in entry && Array.isArray(entry.ACCOUNT_AREA_STYLES) ? (entry.ACCOUNT_AREA_STYLES as unknown[]) : [];
  const always = new Set<string>();
  for (const styles of accountAreaStyles) if (typeof styles === "string") for (const name of classesInCss(styles)) always.add(name);
  return createCriticalCss(stylesheet, always);
}

const isHtml = (response: Response) => (response.headers.get("content-type") ?? "").startsWith("text/html");

/** A whole, successful, shareable HTML answer: no cookie set, no private or no-store directive. */
async function toCachedPage(
  response: Response,
  fillForVisitor: (body: string) => string,
  isShareable: boolean,
  criticalCss: CriticalCss | null,
): Promise<{ page: CachedPage; cacheable: boolean }> {
  const headers = [...response.headers].filter(([name]) => name !== "set-cookie" && name !== "content-length");
  // A built page (there are styles to inline) loads its scripts after its first paint (decision 058).
  const built = criticalCss !== null && isHtml(response);
  const sharedBody = response.body ? (built ? deferHydration(await response.text()) : await response.text()) : "";
  const headStyles = built ? internStyles(criticalCss.styleElementFor(sharedBody)) : "";
  const body = fillForVisitor(sharedBody);
  const cacheControl = response.headers.get("cache-control") ?? "";
  const cacheable =
    response.status === 200 &&
    (response.headers.get("content-type") ?? "").startsWith("text/html") &&
    response.headers.getSetCookie().length === 0 &&
    !/\b(no-store|private)\b/.test(cacheControl);
  return {
    page: { status: response.status, headers, body, ...(isShareable && cacheable ? { sharedBody } : {}), ...(headStyles ? { headStyles } : {}) },
    cacheable,
  };
}

/** One copy of each distinct first-paint `<style>` element, however many cached pages carry it. */
const styleCopies = new Map<string, string>();
function internStyles(element: string): string {
  const known = styleCopies.get(element);
  if (known !== undefined) return known;
  if (styleCopies.size >= 500) styleCopies.clear();
  styleCopies.set(element, element);
  return element;
}

/**
 * A kept page for a visitor, or with `member` the page rendered once for everyone filled for one
 * member: from its bytes (page-bytes.ts), made at the first response of each kind.
 */
function sendCachedPage(
  reply: FastifyReply,
  page: CachedPage,
  pageCache: PageCache,
  values: { nonce: string; correlationId: string },
  member?: { marks: SharedPageMarks; fill: SharedPageFill },
  headers: Record<string, string> = {},
) {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  for (const [name, value] of Object.entries(headers)) reply.header(name, value);
  const placeholders = { nonce: pageCache.noncePlaceholder, correlation: pageCache.correlationPlaceholder };
  if (member && page.sharedBody !== undefined) {
    if (page.memberBytes === undefined) {
      page.memberBytes = toPageBytes(page.sharedBody, placeholders, { marks: member.marks, headStyles: page.headStyles });
      // The bytes stand for the text from now on (the text stays only for a page filled as text).
      if (page.memberBytes) page.sharedBody = "";
      pageCache.recount(page);
    }
    if (page.memberBytes) return reply.send(joinPageBytes(page.memberBytes, { ...values, fill: member.fill }));
    const filled = fillSharedPage(page.sharedBody, member.marks, member.fill);
    return reply.send(pageCache.personalise(page.headStyles ? insertInHead(filled, page.headStyles) : filled, values));
  }
  if (page.visitorBytes === undefined) {
    page.visitorBytes = toPageBytes(page.body, placeholders, { headStyles: page.headStyles });
    // The bytes stand for the text from now on.
    page.body = "";
    pageCache.recount(page);
  }
  return reply.send(joinPageBytes(page.visitorBytes, values));
}

async function sendWebResponse(
  reply: FastifyReply,
  response: Response,
  status = response.status,
  criticalCss: CriticalCss | null = null,
): Promise<void> {
  // An HTML page gets its first paint's styles in its head (decision 057): the whole page is read first.
  const inlineStyles = criticalCss !== null && response.body !== null && isHtml(response);
  reply.status(status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie" || (inlineStyles && name === "content-length")) continue;
    reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (!response.body) return reply.send();
  // ... and loads its scripts after that paint (decision 058).
  if (inlineStyles) return reply.send(criticalCss.inline(deferHydration(await response.text())));
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
  { clientBuildDirectory }: { clientBuildDirectory?: string } = {},
): Promise<RenderMissingPage> {
  const mode = services.config.isProduction ? "production" : "development";
  let handler: ReturnType<typeof CreateRequestHandler> | undefined;
  let accountAreaOfBuild: AccountAreaRenderer | undefined;
  // Per build: development may hand over a new build on each request.
  const criticalCssByBuild = new WeakMap<ServerBuild, Promise<CriticalCss | null>>();
  const criticalCssSource = async () => {
    const build = await loadBuild();
    let criticalCss = criticalCssByBuild.get(build);
    if (!criticalCss) {
      criticalCss = criticalCssOf(build, clientBuildDirectory);
      criticalCssByBuild.set(build, criticalCss);
    }
    return criticalCss;
  };
  // React Router is imported with the first page (the page build imports the same copy), not at start-up.
  const createHandler = async () => (await import("react-router")).createRequestHandler(await loadBuild(), mode);
  const handlerFor = async () => {
    if (!services.config.isProduction) return createHandler();
    return (handler ??= await createHandler());
  };
  const accountAreaRenderer = async () => {
    if (!services.config.isProduction) return accountAreaRendererOf(await loadBuild());
    return (accountAreaOfBuild ??= accountAreaRendererOf(await loadBuild()));
  };
  const marks = createSharedPageMarks(randomBytes(12).toString("hex"));
  // The visitor's account area, by the part of the path it depends on (a handful of variants).
  const visitorAreas = new Map<string, string>();
  // Addresses whose page is not the same for every member (or not kept at all): members get their own render.
  const notShared = new Set<string>();
  const rememberNotShared = (cacheKey: string) => {
    if (notShared.size >= 10_000) notShared.clear();
    notShared.add(cacheKey);
  };

  /** Renders `request` through React Router with `context`; a refused download becomes the not-found page. */
  const renderThroughRouter = async (
    request: FastifyRequest,
    reply: FastifyReply,
    input: PageInput,
    origin: string,
    context: RequestContext,
    options: { withoutCookies: boolean },
  ) => {
    const abort = new AbortController();
    reply.raw.on("close", () => {
      if (!reply.raw.writableFinished) abort.abort();
    });
    const handle = await handlerFor();
    const webRequest = (pageInput: PageInput) => {
      const built = toWebRequest(request, origin, abort.signal, pageInput);
      if (options.withoutCookies) built.headers.delete("cookie");
      return built;
    };
    let response = await handle(webRequest(input), context);
    // A download (a resource route: CSV, JSON export) that refuses answers like any page that
    // refuses: the not-found page under its status, never a bare JSON or text error. A hydrated
    // page's own data requests (*.data) keep their answers: the page shows them in place.
    if (isRefusedDownload(request, response, input)) {
      await response.body?.cancel();
      input = { ok: false, status: response.status, reason: "download refused" };
      response = await handle(webRequest(input), context);
    }
    return { response, input };
  };

  /** The page once for everyone: no member, marks where members differ (core/shared-page.ts). */
  const renderSharedPage = async (request: FastifyRequest, reply: FastifyReply, input: PageInput, origin: string, pageCache: PageCache) => {
    const sharedPage = { marks, isShareable: false };
    const context: RequestContext = {
      services,
      publicConfig: publicConfig(services.config, origin),
      origin,
      clientAddress: request.ip,
      // A page that may be kept is rendered with placeholders, replaced for each response.
      nonce: pageCache.noncePlaceholder,
      correlationId: pageCache.correlationPlaceholder,
      user: null,
      sessionToken: null,
      admin: null,
      favoriteIds: async () => [],
      sharedPage,
    };
    const { response } = await renderThroughRouter(request, reply, input, origin, context, { withoutCookies: true });
    const pathname = pathOf(request.url);
    const accountArea = await accountAreaRenderer();
    const variant = accountArea.variantOf(pathname);
    let visitorArea = visitorAreas.get(variant);
    if (visitorArea === undefined) {
      visitorArea = accountArea.render({ pathname, user: null });
      visitorAreas.set(variant, visitorArea);
    }
    const area = visitorArea;
    const fillForVisitor = (body: string) =>
      fillSharedPage(body, marks, { accountAreaHtml: area, memberData: memberDataString(null), favoriteIds: new Set() });
    const { page, cacheable } = await toCachedPage(response, fillForVisitor, sharedPage.isShareable, await criticalCssSource());
    return { page, cacheable, cookies: response.headers.getSetCookie() };
  };

  /** What a page rendered once for everyone shows this member (its marks' values). */
  const fillForMember = async (request: FastifyRequest, auth: RequestAuth): Promise<SharedPageFill> => {
    const user = toApiUser(auth.user);
    const favoriteIds = await memberFavoriteIds(services, auth);
    const pathname = pathOf(request.url);
    const accountArea = await accountAreaRenderer();
    const variant = accountArea.variantOf(pathname);
    const cached = services.memberCache?.get(auth.token);
    let accountAreaHtml = cached?.accountAreas?.get(variant);
    if (accountAreaHtml === undefined) {
      accountAreaHtml = accountArea.render({ pathname, user });
      if (cached) (cached.accountAreas ??= new Map()).set(variant, accountAreaHtml);
    }
    return { accountAreaHtml, memberData: memberDataString({ user, favoriteIds }), favoriteIds: new Set(favoriteIds) };
  };

  /** Renders the page for `request`, or the not-found page under the refusal's status. */
  const renderPage = async (request: FastifyRequest, reply: FastifyReply, input: PageInput, origin: string) => {
    const nonce = createNonce();
    const correlationId = String(request.id);
    const cspHeader = () =>
      pageContentSecurityPolicy(nonce, !services.config.isProduction, {
        allowStripe: services.config.stripe !== undefined,
        mediaOrigin: mediaOriginOf(services.config),
      });
    const pageCache = services.pageCache;
    const reader = input.ok && pageCache ? sharedPageReader(request) : null;
    if (pageCache && reader) {
      const cacheKey = `${origin}${request.url}|${isbot(request.headers["user-agent"] ?? "") ? "crawler" : "browser"}`;
      const auth = reader === "member" ? await authenticate(services, request) : null;
      // A member's page on a route that is not the same for every member is rendered for them.
      if (!auth || !notShared.has(cacheKey)) {
        let page = pageCache.get(cacheKey);
        let state = "hit";
        if (!page) {
          const rendered = await renderSharedPage(request, reply, input, origin, pageCache);
          page = rendered.page;
          state = rendered.cacheable ? "miss" : "bypass";
          if (rendered.cacheable) pageCache.set(cacheKey, page);
          if (page.sharedBody === undefined) rememberNotShared(cacheKey);
          if (!auth && rendered.cookies.length > 0) reply.header("set-cookie", rendered.cookies);
        }
        if (!auth) {
          reply.header("x-page-cache", state);
          reply.header("content-security-policy", cspHeader());
          return sendCachedPage(reply, page, pageCache, { nonce, correlationId });
        }
        if (page.sharedBody !== undefined) {
          reply.header("x-page-cache", state);
          reply.header("content-security-policy", cspHeader());
          const fill = await fillForMember(request, auth);
          // A page made for one member must not sit in a shared cache.
          return sendCachedPage(reply, page, pageCache, { nonce, correlationId }, { marks, fill }, { "cache-control": "private, no-store" });
        }
      }
    }
    const auth = await authenticate(services, request);
    const context: RequestContext = {
      services,
      publicConfig: publicConfig(services.config, origin),
      origin,
      clientAddress: request.ip,
      nonce,
      correlationId,
      user: auth ? toApiUser(auth.user) : null,
      sessionToken: auth?.token ?? null,
      admin: auth ? adminActorOf(auth.user, auth) : null,
      favoriteIds: async () => (auth ? memberFavoriteIds(services, auth) : []),
    };
    const rendered = await renderThroughRouter(request, reply, input, origin, context, { withoutCookies: false });
    const response = rendered.response;
    input = rendered.input;
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
    if (!input.ok) request.log.info({ status: input.status, refused: input.reason }, "page input refused");
    return sendWebResponse(reply, response, input.ok ? response.status : input.status, await criticalCssSource());
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
