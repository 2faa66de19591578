import { randomBytes } from "node:crypto";
import type { FastifyReply } from "fastify";

export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** Powerful features no page uses. */
const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=()";
/**
 * With Stripe taking cards, its Payment Element (in Stripe's frames) may offer wallet payments
 * through the Payment Request API, which needs `payment` for Stripe's origins. The built-in test
 * provider's card form is a plain form of ours and needs nothing.
 */
const PERMISSIONS_POLICY_WITH_STRIPE = PERMISSIONS_POLICY.replace("payment=()", 'payment=(self "https://js.stripe.com" "https://*.js.stripe.com")');

const BASE_HEADERS = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "DENY",
  "cross-origin-opener-policy": "same-origin",
  "permissions-policy": PERMISSIONS_POLICY,
  // Another site may not embed our answers (API JSON, pages, scripts); pictures under /media
  // are the exception (SHARED_PICTURE_RESOURCE_POLICY).
  "cross-origin-resource-policy": "same-origin",
} as const;
const PRODUCTION_HEADERS = { ...BASE_HEADERS, "strict-transport-security": "max-age=31536000; includeSubDomains" } as const;
const WITH_STRIPE = { "permissions-policy": PERMISSIONS_POLICY_WITH_STRIPE } as const;
const HEADERS_BY_MODE = {
  development: BASE_HEADERS,
  production: PRODUCTION_HEADERS,
  developmentWithStripe: { ...BASE_HEADERS, ...WITH_STRIPE },
  productionWithStripe: { ...PRODUCTION_HEADERS, ...WITH_STRIPE },
} as const;

/**
 * Headers every response carries: pages, the API, files, errors (one object per mode, built
 * once: this runs on every request). `allowStripe`: Stripe is configured to take cards.
 */
export function applyBaseSecurityHeaders(reply: FastifyReply, isProduction: boolean, allowStripe = false): void {
  const mode = isProduction ? (allowStripe ? "productionWithStripe" : "production") : allowStripe ? "developmentWithStripe" : "development";
  reply.headers(HEADERS_BY_MODE[mode]);
}

/**
 * Pictures under /media (listing scenes, the default share image, member and offer pictures) are
 * public by design: their addresses go to the apps, into share previews and to partner sites
 * (the business dashboard and the hotel-deals site are other origins) that show them with <img>.
 * They hold nothing private, so any site may embed them.
 */
export const SHARED_PICTURE_RESOURCE_POLICY = "cross-origin";

/**
 * The API answers JSON (and one HTML docs page, below): nothing in it may load or run anything,
 * or be framed, should a browser ever render it.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** /api/v1/docs: HTML with one inline stylesheet and no script; links only navigate. */
export const API_DOCS_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

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
 * the host is listed for browsers that predate it. `mediaOrigin` is where uploaded pictures load
 * from when an S3 store has its own public address (S3_PUBLIC_URL, decision 037).
 */
export function pageContentSecurityPolicy(
  nonce: string,
  isDevelopment: boolean,
  { allowStripe = false, mediaOrigin }: { allowStripe?: boolean; mediaOrigin?: string } = {},
): string {
  const stripe = allowStripe ? STRIPE_SOURCES : { script: "", frame: "", connect: "" };
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${stripe.script}${isDevelopment ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${mediaOrigin ? ` ${mediaOrigin}` : ""}`,
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
