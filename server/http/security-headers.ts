import { randomBytes } from "node:crypto";
import type { FastifyReply } from "fastify";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** Headers every response carries. */
export function applyBaseSecurityHeaders(reply: FastifyReply, isProduction: boolean): void {
  reply.header("x-content-type-options", "nosniff");
  reply.header("referrer-policy", "strict-origin-when-cross-origin");
  reply.header("x-frame-options", "DENY");
  reply.header("cross-origin-opener-policy", "same-origin");
  if (isProduction) reply.header("strict-transport-security", "max-age=31536000; includeSubDomains");
}

/**
 * The content security policy of a server-rendered page: scripts only with this response's
 * nonce (React Router's inline hydration data carries it), no plugins, no <base>, no framing.
 */
export function pageContentSecurityPolicy(nonce: string, isDevelopment: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${isDevelopment ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${isDevelopment ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}
