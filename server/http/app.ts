import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import fastifyCompress from "@fastify/compress";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { registerAccountRoutes } from "../api/v1/account";
import { registerAdminUserRoutes } from "../api/v1/admin-users";
import { registerAdminEmailRoutes } from "../api/v1/admin-emails";
import { registerAdminSecondFactorRoutes } from "../api/v1/admin-second-factor";
import { registerAdminOverviewRoutes } from "../api/v1/admin-overview";
import { registerAdminPostRoutes } from "../api/v1/admin-posts";
import { registerAdminDealRoutes } from "../api/v1/admin-deals";
import { registerDealReportRoutes } from "../api/v1/deal-reports";
import { registerBookingRoutes } from "../api/v1/booking";
import { registerReservationRoutes } from "../api/v1/reservations";
import { registerCouponRoutes } from "../api/v1/coupons";
import { socialLoginRoutes } from "../api/v1/social-login";
import { registerDocsRoutes } from "../api/v1/docs";
import { registerFavoriteRoutes } from "../api/v1/favorites";
import { registerHealthRoutes } from "../api/v1/health";
import { liveEventRoutes } from "../api/v1/live-events";
import { registerBusinessPaymentRoutes } from "../api/v1/business-payments";
import { registerInvoiceRoutes } from "../api/v1/invoices";
import { registerBusinessSignupRoutes } from "../api/v1/business-signup";
import { registerMarketplacePostRoutes } from "../api/v1/marketplace-posts";
import { registerBusinessMarketplacePostRoutes } from "../api/v1/business-marketplace-posts";
import { registerDealRoutes } from "../api/v1/deals";
import { registerBusinessDealRoutes } from "../api/v1/business-deals";
import { registerInventoryRoutes } from "../api/v1/inventory";
import { registerListingPhotoRoutes } from "../api/v1/listing-photos";
import { registerHotelReservationRoutes } from "../api/v1/hotel-reservations";
import { registerStorefrontRoutes } from "../api/v1/storefront";
import { registerItineraryRoutes } from "../api/v1/itineraries";
import { registerStatisticsRoutes } from "../api/v1/statistics";
import { registerBusinessPlanRoutes } from "../api/v1/business-plan";
import { registerAdminCouponRoutes } from "../api/v1/admin-coupons";
import { registerAdminMoneyRoutes } from "../api/v1/admin-money";
import { registerAdminListingRoutes } from "../api/v1/admin-listings";
import { registerAdminBusinessAccountRoutes } from "../api/v1/admin-business-accounts";
import { registerPushRoutes } from "../api/v1/push";
import { paymentWebhookRoutes } from "../api/v1/payment-webhooks";
import { registerPaymentRoutes } from "../api/v1/payments";
import { registerSubscriptionPaymentRoutes } from "../api/v1/subscription-payments";
import { registerTestProviderBrowserRoutes } from "../api/v1/test-provider-browser";
import { registerResourceRoutes } from "../api/v1/resources";
import { ApiRegistry } from "../api/v1/route";
import { registerSearchRoutes } from "../api/v1/search";
import { userUploadRoutes } from "../api/v1/user-avatar";
import { adminContentUploadRoutes, registerAdminContentRoutes } from "../api/v1/admin-content";
import type { AppServices } from "../app-context";
import { AppError } from "../kernel/errors";
import { isCrossSiteCookieWrite } from "./auth";
import { fastifyTrustProxy } from "./client-address";
import { errorBody, registerErrorHandling } from "./errors";
import { acceptEmptyJsonBodies } from "./json-body";
import { serializeErrorForLog } from "./log-errors";
import { registerDevMailboxRoutes } from "./dev-mailbox-routes";
import { registerMediaRoutes } from "./media-routes";
import { registerUploadRoutes } from "./upload-routes";
import { registerApiResponseHeaders } from "./api-headers";
import { API_CONTENT_SECURITY_POLICY, applyBaseSecurityHeaders } from "./security-headers";
import { registerSeoRoutes } from "./seo-routes";
import { requestOrigin } from "./request-origin";
import { registerServerRendering, type RenderMissingPage, type ServerBuildSource } from "./ssr";
import { registerStaticAssets } from "./static-assets";

export type BuildAppOptions = {
  services: AppServices;
  /** Where React Router's server build comes from; omit to serve the API only (API tests). */
  serverBuild?: ServerBuildSource;
  /** The client build folder (production) served as static files. */
  clientBuildDirectory?: string;
  /** Extra registration for development (Vite middleware). */
  beforeServerRendering?: (app: FastifyInstance) => Promise<void>;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
};

const CORRELATION_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Query parameters that carry credentials (login links, OAuth callbacks) never reach a log line. */
const SECRET_QUERY_PARAMETERS = /([?&](?:token|code|otp|access_token|id_token|state|password)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMETERS, "$1[redacted]");
}

/**
 * The Fastify application. Plugins load in order: outside world (headers, compression),
 * then /api/v1, then static files, then the server-rendered pages as a catch-all.
 */
export async function buildApp({
  services,
  serverBuild,
  clientBuildDirectory,
  beforeServerRendering,
  logger = true,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = services;
  const allowStripe = config.stripe !== undefined;
  /** Set once the pages are registered (below); Fastify's own refusals of page addresses use it. */
  let renderMissingPage: RenderMissingPage | undefined;
  const app = Fastify({
    logger: logger
      ? {
          level: config.logLevel,
          redact: ["req.headers.authorization", "req.headers.cookie", 'res.headers["set-cookie"]'],
          serializers: {
            req: (request: FastifyRequest) => ({
              method: request.method,
              url: redactUrl(request.url),
              remoteAddress: request.ip,
            }),
            // Database errors would otherwise print every bound parameter.
            err: serializeErrorForLog,
          },
          ...(logStream ? { stream: logStream } : {}),
        }
      : false,
    // One access line per request (written on response, below) instead of Fastify's two.
    disableRequestLogging: true,
    // Only the configured proxies may name the client: rate limits and logs count by request.ip.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId(request) {
      const incoming = request.headers["x-correlation-id"];
      return typeof incoming === "string" && CORRELATION_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    // Malformed URLs and over-long parameters are refused before routing; answer in the API's shape.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      reply.header("x-correlation-id", request.id);
      applyBaseSecurityHeaders(reply, config.isProduction, allowStripe);
      // A page address the router cannot decode is a missing page, answered as one.
      if (renderMissingPage && request.url !== "/api" && !request.url.startsWith("/api/")) {
        renderMissingPage(request, reply).catch((failure: unknown) => {
          request.log.error({ err: failure }, "the not-found page could not be rendered");
          void reply.status(500).send(errorBody(failure));
        });
        return;
      }
      reply.header("content-security-policy", API_CONTENT_SECURITY_POLICY);
      const body = errorBody(error);
      void reply.status(body.status).send(body);
    },
  });

  // Callback hooks, not async ones: these run on every request and a promise per hook is measurable.
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-correlation-id", request.id);
    applyBaseSecurityHeaders(reply, config.isProduction, allowStripe);
    done();
  });
  // Whatever a write changed (a logout, a heart, a profile, an admin's decision) shows on the next page.
  const memberCache = services.memberCache;
  if (memberCache) {
    const isWrite = (method: string) => method !== "GET" && method !== "HEAD" && method !== "OPTIONS";
    // Before the answer leaves (the next page may come at once) and after (a read that began
    // during the write must not keep what it read).
    app.addHook("onSend", (request, _reply, payload, done) => {
      if (isWrite(request.method)) memberCache.forget();
      done(null, payload);
    });
    app.addHook("onResponse", (request, _reply, done) => {
      if (isWrite(request.method)) memberCache.forget();
      done();
    });
  }
  if (logger) {
    app.addHook("onResponse", (request, reply, done) => {
      request.log.info({ req: request, statusCode: reply.statusCode, responseTime: Math.round(reply.elapsedTime) }, "request completed");
      done();
    });
  }

  registerErrorHandling(app);
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });

  await app.register(
    async (scope) => {
      scope.addHook("onRequest", (request, _reply, done) => {
        const crossSite = isCrossSiteCookieWrite(request, () => requestOrigin(services, request));
        done(crossSite ? new AppError("FORBIDDEN", "Cross-site request refused.") : undefined);
      });
      acceptEmptyJsonBodies(scope);
      registerApiResponseHeaders(scope);
      const api = new ApiRegistry(scope, services, "/api/v1");
      registerHealthRoutes(api);
      registerAccountRoutes(api);
      await scope.register(socialLoginRoutes(api));
      await scope.register(userUploadRoutes, { api, services });
      await scope.register(adminContentUploadRoutes, { api, services });
      // posts/websearch, posts/search and posts/hotelsearch: static segments win over the
      // resource routes' parameters in Fastify whatever the order, so the order here is free.
      registerSearchRoutes(api);
      registerBookingRoutes(api);
      registerReservationRoutes(api);
      registerFavoriteRoutes(api);
      registerCouponRoutes(api);
      registerPaymentRoutes(api);
      registerSubscriptionPaymentRoutes(api);
      registerBusinessPaymentRoutes(api);
      registerInvoiceRoutes(api);
      registerBusinessSignupRoutes(api);
      registerMarketplacePostRoutes(api);
      registerBusinessMarketplacePostRoutes(api);
      registerDealRoutes(api);
      registerBusinessDealRoutes(api);
      registerInventoryRoutes(api);
      registerListingPhotoRoutes(api);
      registerHotelReservationRoutes(api);
      registerStorefrontRoutes(api);
      registerItineraryRoutes(api);
      registerStatisticsRoutes(api);
      registerBusinessPlanRoutes(api);
      registerAdminSecondFactorRoutes(api);
      registerAdminOverviewRoutes(api);
      registerAdminPostRoutes(api);
      registerAdminDealRoutes(api);
      registerDealReportRoutes(api);
      registerAdminCouponRoutes(api);
      registerAdminMoneyRoutes(api);
      registerAdminListingRoutes(api);
      registerAdminBusinessAccountRoutes(api);
      registerAdminUserRoutes(api);
      registerAdminEmailRoutes(api);
      registerAdminContentRoutes(api);
      registerPushRoutes(api);
      await scope.register(liveEventRoutes, { api, services });
      await scope.register(paymentWebhookRoutes, { api });
      registerTestProviderBrowserRoutes(api);
      registerResourceRoutes(api);
      registerDocsRoutes(scope, api, config);
      await api.ready();
      scope.setNotFoundHandler((request, reply) =>
        reply.status(404).send(errorBody(new AppError("NOT_FOUND", `No such endpoint: ${request.method} ${request.url}`))),
      );
    },
    { prefix: "/api/v1" },
  );

  registerMediaRoutes(app, services);
  registerUploadRoutes(app, services);
  registerSeoRoutes(app, services);
  registerDevMailboxRoutes(app, services);

  if (clientBuildDirectory && existsSync(clientBuildDirectory)) {
    await registerStaticAssets(app, clientBuildDirectory);
  }
  if (beforeServerRendering) await beforeServerRendering(app);
  if (serverBuild) {
    const withClientBuild = clientBuildDirectory && existsSync(clientBuildDirectory) ? clientBuildDirectory : undefined;
    renderMissingPage = await registerServerRendering(app, services, serverBuild, { clientBuildDirectory: withClientBuild });
  }

  return app;
}
