import { randomBytes } from "node:crypto";
import type { FastifyReply } from "fastify";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

const BASE_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
} as const;
const PRODUCTION_HEADERS = { ...BASE_HEADERS, "strict-transport-security": "max-age=31536000; includeSubDomains" } as const;

/** Headers every response carries (one frozen object per mode: this runs on every request). */
export function applyBaseSecurityHeaders(reply: FastifyReply, isProduction: boolean): void {
  reply.headers(isProduction ? PRODUCTION_HEADERS : BASE_HEADERS);
}

/** Stripe.js and Elements (Stripe's published CSP list): its script, its frames, its API. */
const STRIPE_SOURCES = {
  script: " https://js.stripe.com https://*.js.stripe.com",
  frame: " https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
  connect: " https://api.stripe.com",
} as const;

/**
 * The content security policy of a server-rendered page: scripts only with this response's
 * nonce (React Router's inline hydration data carries it), no plugins, no <base>, no framing.
 * With Stripe configured (`allowStripe`), and only then, Stripe.js may load, frame its card
 * fields and call its API; 'strict-dynamic' already lets the nonced bundle add Stripe's script,
 * the host is listed for browsers that predate it.
 */
export function pageContentSecurityPolicy(nonce: string, isDevelopment: boolean, { allowStripe = false }: { allowStripe?: boolean } = {}): string {
  const stripe = allowStripe ? STRIPE_SOURCES : { script: "", frame: "", connect: "" };
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${stripe.script}${isDevelopment ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // The Web Push service worker (/sw.js, decision 022); 'strict-dynamic' would not cover it.
    "worker-src 'self'",
    `connect-src 'self'${stripe.connect}${isDevelopment ? " ws: wss:" : ""}`,
    ...(allowStripe ? [`frame-src 'self'${stripe.frame}`] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}
