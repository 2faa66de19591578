import { createPrivateKey } from "node:crypto";
import { footerLinkSettingsFrom, SOCIAL_NETWORKS, type FooterLinkSettings } from "../core/footer-link-settings";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { DEFAULT_TWITTER_SITE } from "../core/page-head";
import { SOCIAL_PROVIDER_NAMES, type SocialProviderName } from "../core/social-providers";
import type { S3StorageSettings } from "./adapters/storage/s3-storage";

/**
 * The one place that reads process.env. Everything else receives a parsed Config.
 * A bad value stops start-up with a message naming the variable.
 */
const booleanFromString = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

/** A provider gateway (or a local fake in tests) standing in for the provider's own hosts. */
const oauthBaseUrl = z.url({ protocol: /^https?$/ }).optional();

/** "a, b ,c" -> ["a", "b", "c"]. */
const commaList = z
  .string()
  .optional()
  .transform((value) => (value ?? "").split(",").map((item) => item.trim()).filter((item) => item !== ""));

/**
 * Apple's .p8 key. Hosting panels often keep one-line values, so "\n" escapes are accepted.
 * Checked here so a bad key stops start-up instead of failing the first Apple sign-in.
 */
const applePrivateKey = z
  .string()
  .transform((value) => value.replace(/\\n/g, "\n").trim())
  .refine(isP256PrivateKey, "must be the PEM private key (.p8) Apple issued for Sign in with Apple")
  .optional();

function isP256PrivateKey(pem: string): boolean {
  try {
    const key = createPrivateKey(pem);
    return key.asymmetricKeyType === "ec" && key.asymmetricKeyDetails?.namedCurve === "prime256v1";
  } catch {
    return false;
  }
}

/**
 * Which proxies may say who the client is (X-Forwarded-For, -Proto, -Host). Off by default: with
 * every sender believed, a client picks its own address and walks past every per-address limit.
 */
export type TrustProxySetting = false | Readonly<{ hops: number }> | Readonly<{ addresses: readonly string[] }>;

const MAX_PROXY_HOPS = 10;
/** proxy-addr's named ranges (what Fastify compiles an address list with). */
const NAMED_PROXY_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (NAMED_PROXY_RANGES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^(0|[1-9]\d{0,2})$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

const trustProxy = z
  .string()
  .optional()
  .transform((value, context): TrustProxySetting => {
    const trimmed = (value ?? "false").trim();
    if (trimmed === "false" || trimmed === "0") return false;
    if (/^\d+$/.test(trimmed) && Number(trimmed) <= MAX_PROXY_HOPS) return { hops: Number(trimmed) };
    const entries = trimmed.split(",").map((entry) => entry.trim());
    if (entries.every(isProxyAddress)) return { addresses: entries };
    context.addIssue({
      code: "custom",
      message: `must be false, a hop count (1 to ${MAX_PROXY_HOPS}) or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8); never true, which would believe any client`,
    });
    return z.NEVER;
  });

/** The variables each social provider needs; all or none (the optional extras are not listed). */
const SOCIAL_CREDENTIALS = {
  google: ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
  facebook: ["FACEBOOK_CLIENT_ID", "FACEBOOK_CLIENT_SECRET"],
  apple: ["APPLE_CLIENT_ID", "APPLE_TEAM_ID", "APPLE_KEY_ID", "APPLE_PRIVATE_KEY"],
} as const;

/** Stripe needs its three keys together; without them the built-in test provider takes payments. */
const STRIPE_CREDENTIALS = ["STRIPE_SECRET_KEY", "STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const;

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  UPLOADS_DIR: z.string().min(1).optional(),
  MEDIA_STORE: z.enum(["local", "s3"], "must be local (files in UPLOADS_DIR) or s3 (an S3-compatible bucket)").default("local"),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: "must be the store's http:// or https:// address, e.g. https://s3.eu-central-1.amazonaws.com" }).optional(),
  S3_REGION: z.string().regex(/^[a-z0-9-]{1,40}$/, "must be a region name such as us-east-1 or auto").optional(),
  S3_BUCKET: z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "must be a bucket name (3-63 lower-case letters, digits, dots and hyphens)").optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_PUBLIC_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL that serves the bucket's files" }).optional(),
  S3_FORCE_PATH_STYLE: booleanFromString.default(false),
  BUILD_DIR: z.string().min(1).default("build"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  PRODUCT_NAME: z.string().min(1).default("Amora"),
  TWITTER_SITE: z.string().regex(/^@\w{1,15}$/, "must be an X (Twitter) handle such as @amoratravel").default(DEFAULT_TWITTER_SITE),
  HOTEL_DEALS_URL: z.url().default("https://deals.amora.travel"),
  BUSINESS_SITE_URL: z.url().default("https://business.amora.travel"),
  API_SITE_URL: z.url().optional(),
  // The footer's social profiles and app-store pages: each shown only when set (no default).
  ...Object.fromEntries(
    [...SOCIAL_NETWORKS.map((social) => social.variable), "APP_STORE_URL", "GOOGLE_PLAY_URL"].map((variable) => [
      variable,
      z.url({ protocol: /^https$/, error: "must be an https:// address" }).optional(),
    ]),
  ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO: booleanFromString.default(true),
  SHOW_CORRELATION_ID: booleanFromString.default(false),
  SEARCH_RESULT_CACHE: booleanFromString.default(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Amora <hello@amora.travel>"),
  OPERATOR_EMAIL: z.email().default("team@amora.travel"),
  APP_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_OAUTH_BASE_URL: oauthBaseUrl,
  GOOGLE_PLACES_API_KEY: z.string().optional(),
  GOOGLE_PLACES_BASE_URL: z.url().optional(),
  GOOGLE_APP_CLIENT_IDS: commaList,
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_OAUTH_BASE_URL: oauthBaseUrl,
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_TEAM_ID: z.string().optional(),
  APPLE_KEY_ID: z.string().optional(),
  APPLE_PRIVATE_KEY: applePrivateKey,
  APPLE_OAUTH_BASE_URL: oauthBaseUrl,
  APPLE_APP_BUNDLE_IDS: commaList,
  STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_test_... or sk_live_...)").optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_\w+$/, "must be a Stripe publishable key (pk_test_... or pk_live_...)").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, "must be a Stripe webhook signing secret (whsec_...)").optional(),
  STRIPE_API_URL: z.url().optional(),
  STRIPE_VIP_PRODUCT_IDS: commaList,
  LITEAPI_API_KEY: z.string().min(1).optional(),
  LITEAPI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, "must be a P-256 public key, base64url (87 characters)").optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "must be a P-256 private key, base64url (43 characters)").optional(),
  PUSH_SERVICE_HOSTS: commaList,
  TRUST_PROXY: trustProxy,
}).refine(
  (environment) =>
    environment.NODE_ENV !== "production" || environment.DATABASE_URL === undefined || environment.APP_SECRET !== undefined,
  { path: ["APP_SECRET"], message: "is required in production with DATABASE_URL (at least 32 random characters)" },
).refine(
  // Without a mail server no one could receive a sign-in code; the embedded default instead lets
  // signed-in admins read the outbox at /dev/mailbox.
  (environment) =>
    environment.NODE_ENV !== "production" || environment.DATABASE_URL === undefined || environment.SMTP_URL !== undefined,
  { path: ["SMTP_URL"], message: "is required in production with DATABASE_URL (smtp:// or smtps:// URL of the mail server)" },
).superRefine((environment, context) => {
  // An S3 store without its bucket or keys could not take the first upload: say so at start-up.
  if (environment.MEDIA_STORE === "s3") {
    for (const name of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
      if (environment[name] === undefined) context.addIssue({ code: "custom", path: [name], message: "is required with MEDIA_STORE=s3" });
    }
    if (environment.S3_ENDPOINT === undefined && environment.S3_REGION === undefined) {
      context.addIssue({ code: "custom", path: ["S3_ENDPOINT"], message: "is required with MEDIA_STORE=s3 unless S3_REGION names an AWS region" });
    }
  }
  // Half a provider's credentials is a typo, not a choice: say so at start-up.
  for (const names of [...Object.values(SOCIAL_CREDENTIALS), STRIPE_CREDENTIALS, ["VAPID_PUBLIC_KEY", "VAPID_PRIVATE_KEY"] as const]) {
    const missing = names.filter((name) => environment[name] === undefined);
    if (missing.length === 0 || missing.length === names.length) continue;
    for (const name of missing) {
      context.addIssue({ code: "custom", path: [name], message: `is required with ${names.filter((other) => !missing.includes(other)).join(", ")}` });
    }
  }
});

/**
 * The push services of the browsers people use (Chrome and Edge via FCM, Firefox, Safari,
 * Windows). A host matches itself and its subdomains.
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = ["fcm.googleapis.com", "updates.push.services.mozilla.com", "push.apple.com", "notify.windows.com"] as const;

/** Outside production a fixed secret keeps codes and sign-ins valid across restarts. */
const DEVELOPMENT_SECRET = "amora-development-secret-not-for-production-use";

export type Config = Readonly<{
  env: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string | undefined;
  dataDir: string;
  /** Where uploaded pictures (avatars) are stored on disk: UPLOADS_DIR, or DATA_DIR/uploads. */
  uploadsDir: string;
  /**
   * MEDIA_STORE=s3: uploads go to this S3-compatible bucket instead of uploadsDir, so every app
   * process serves every upload (decision 037). Undefined: the local disk.
   */
  s3Media: S3StorageSettings | undefined;
  /** Where `npm run build` wrote the client and server bundles (relative to the project). */
  buildDir: string;
  databaseUrl: string | undefined;
  productName: string;
  /** The site's X (Twitter) handle, sent as twitter:site on every page. */
  twitterSite: string;
  hotelDealsUrl: string;
  businessSiteUrl: string;
  apiSiteUrl: string | undefined;
  /** The footer's social and app-store links (SOCIAL_*_URL, APP_STORE_URL, GOOGLE_PLAY_URL). */
  footerLinks: FooterLinkSettings;
  /** Place autocomplete through Google Places (docs/product.md googleapi/place); unset: the built-in gazetteer. */
  googlePlaces: { apiKey: string; baseUrl: string } | undefined;
  logLevel: string;
  seedDemo: boolean;
  /**
   * Keep search answers in the catalogue cache (on by default: a popular query is answered from
   * memory for the cache's lifetime). The search benchmark turns it off to time every search.
   */
  searchResultCache: boolean;
  showCorrelationId: boolean;
  /** Proxies whose X-Forwarded-* headers are believed (TRUST_PROXY); false: the socket's address is the client's. */
  trustProxy: TrustProxySetting;
  /**
   * Unset: e-mail stays in the outbox, which /dev/mailbox shows (to anyone outside production, to
   * signed-in admins in production). Required in production with DATABASE_URL.
   */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where messages from /contacts go. */
  operatorEmail: string;
  /**
   * Keys the HMAC of one-time codes. Unset only for the embedded production default, where the
   * server keeps a generated one in DATA_DIR (server/app-secret.ts).
   */
  appSecret: string | undefined;
  /** Social sign-in providers; undefined when not configured (the UI then hides the button). */
  /**
   * Stripe, when its keys are set; otherwise payments go through the built-in test provider.
   * `apiUrl` points the client at another host (a local fake in tests); `vipProductIds` are the
   * products whose prices are the VIP Access plans (docs/product.md §9).
   */
  stripe:
    | Readonly<{ secretKey: string; publishableKey: string; webhookSecret: string; apiUrl: string | undefined; vipProductIds: string[] }>
    | undefined;
  /**
   * The LiteAPI bed bank (decision 030), when LITEAPI_API_KEY is set; otherwise no hotel comes
   * from it. `baseUrl` replaces both of LiteAPI's hosts (api. and book.liteapi.travel/v3.0): a
   * gateway, or a local fake in tests.
   */
  liteApi: Readonly<{ apiKey: string; baseUrl: string | undefined }> | undefined;
  /**
   * Web Push (decision 022): the VAPID keys (unset: derived from APP_SECRET, so every process
   * agrees without a stored file) and the push services' hosts the server may post to (a browser
   * names its push service's address; any other host is refused, so no one can aim the server at
   * an address of their choosing).
   */
  webPush: Readonly<{ vapidKeys: { publicKey: string; privateKey: string } | undefined; subject: string; serviceHosts: readonly string[] }>;
  socialSignIn: Readonly<{
    google: GoogleSignInSettings | undefined;
    facebook: FacebookSignInSettings | undefined;
    apple: AppleSignInSettings | undefined;
  }>;
}>;

export type GoogleSignInSettings = Readonly<{
  clientId: string;
  clientSecret: string;
  /** Replaces https://accounts.google.com, oauth2.googleapis.com, openidconnect.googleapis.com and www.googleapis.com. */
  baseUrl: string | undefined;
  /** The apps' own OAuth client ids, also accepted as the audience of tokens they send. */
  appClientIds: string[];
}>;

export type FacebookSignInSettings = Readonly<{
  clientId: string;
  clientSecret: string;
  /** Replaces https://www.facebook.com and https://graph.facebook.com. */
  baseUrl: string | undefined;
}>;

export type AppleSignInSettings = Readonly<{
  /** The Services ID of the website. */
  clientId: string;
  teamId: string;
  keyId: string;
  /** PEM, P-256: signs the client secret JWT. */
  privateKey: string;
  /** Replaces https://appleid.apple.com. */
  baseUrl: string | undefined;
  /** The apps' bundle ids, the audience of identity tokens signed in on a device. */
  appBundleIds: string[];
}>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

export function loadConfig(environment: Record<string, string | undefined> = process.env): Config {
  // Empty strings count as unset, so `FOO= npm start` behaves like not setting FOO.
  const present = Object.fromEntries(
    Object.entries(environment).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = configSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) => `  ${issue.path.join(".") || "(root)"}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const parsed = result.data;
  return Object.freeze({
    env: parsed.NODE_ENV,
    isProduction: parsed.NODE_ENV === "production",
    port: parsed.PORT,
    host: parsed.HOST,
    publicUrl: parsed.PUBLIC_URL?.replace(/\/$/, ""),
    dataDir: path.resolve(parsed.DATA_DIR),
    uploadsDir: path.resolve(parsed.UPLOADS_DIR ?? path.join(parsed.DATA_DIR, "uploads")),
    s3Media:
      parsed.MEDIA_STORE === "s3" && parsed.S3_BUCKET !== undefined && parsed.S3_ACCESS_KEY_ID !== undefined && parsed.S3_SECRET_ACCESS_KEY !== undefined
        ? Object.freeze({
            endpoint: (parsed.S3_ENDPOINT ?? `https://s3.${parsed.S3_REGION ?? "us-east-1"}.amazonaws.com`).replace(/\/$/, ""),
            region: parsed.S3_REGION ?? "us-east-1",
            bucket: parsed.S3_BUCKET,
            accessKeyId: parsed.S3_ACCESS_KEY_ID,
            secretAccessKey: parsed.S3_SECRET_ACCESS_KEY,
            publicUrl: parsed.S3_PUBLIC_URL?.replace(/\/$/, ""),
            forcePathStyle: parsed.S3_FORCE_PATH_STYLE,
          })
        : undefined,
    buildDir: parsed.BUILD_DIR,
    databaseUrl: parsed.DATABASE_URL,
    productName: parsed.PRODUCT_NAME,
    twitterSite: parsed.TWITTER_SITE,
    hotelDealsUrl: parsed.HOTEL_DEALS_URL,
    businessSiteUrl: parsed.BUSINESS_SITE_URL.replace(/\/$/, ""),
    apiSiteUrl: parsed.API_SITE_URL?.replace(/\/$/, ""),
    footerLinks: footerLinkSettingsFrom(parsed),
    googlePlaces: parsed.GOOGLE_PLACES_API_KEY
      ? { apiKey: parsed.GOOGLE_PLACES_API_KEY, baseUrl: (parsed.GOOGLE_PLACES_BASE_URL ?? "https://maps.googleapis.com").replace(/\/$/, "") }
      : undefined,
    logLevel: parsed.LOG_LEVEL,
    seedDemo: parsed.SEED_DEMO,
    searchResultCache: parsed.SEARCH_RESULT_CACHE,
    showCorrelationId: parsed.SHOW_CORRELATION_ID,
    trustProxy: parsed.TRUST_PROXY,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    operatorEmail: parsed.OPERATOR_EMAIL,
    appSecret: parsed.APP_SECRET ?? (parsed.NODE_ENV === "production" ? undefined : DEVELOPMENT_SECRET),
    stripe:
      parsed.STRIPE_SECRET_KEY !== undefined && parsed.STRIPE_PUBLISHABLE_KEY !== undefined && parsed.STRIPE_WEBHOOK_SECRET !== undefined
        ? Object.freeze({
            secretKey: parsed.STRIPE_SECRET_KEY,
            publishableKey: parsed.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: parsed.STRIPE_WEBHOOK_SECRET,
            apiUrl: parsed.STRIPE_API_URL?.replace(/\/$/, ""),
            vipProductIds: parsed.STRIPE_VIP_PRODUCT_IDS,
          })
        : undefined,
    liteApi:
      parsed.LITEAPI_API_KEY !== undefined
        ? Object.freeze({ apiKey: parsed.LITEAPI_API_KEY, baseUrl: parsed.LITEAPI_BASE_URL?.replace(/\/$/, "") })
        : undefined,
    webPush: Object.freeze({
      vapidKeys:
        parsed.VAPID_PUBLIC_KEY !== undefined && parsed.VAPID_PRIVATE_KEY !== undefined
          ? { publicKey: parsed.VAPID_PUBLIC_KEY, privateKey: parsed.VAPID_PRIVATE_KEY }
          : undefined,
      subject: `mailto:${parsed.OPERATOR_EMAIL}`,
      serviceHosts: parsed.PUSH_SERVICE_HOSTS.length > 0 ? parsed.PUSH_SERVICE_HOSTS : DEFAULT_PUSH_SERVICE_HOSTS,
    }),
    socialSignIn: Object.freeze({
      google:
        parsed.GOOGLE_CLIENT_ID !== undefined && parsed.GOOGLE_CLIENT_SECRET !== undefined
          ? {
              clientId: parsed.GOOGLE_CLIENT_ID,
              clientSecret: parsed.GOOGLE_CLIENT_SECRET,
              baseUrl: parsed.GOOGLE_OAUTH_BASE_URL?.replace(/\/$/, ""),
              appClientIds: parsed.GOOGLE_APP_CLIENT_IDS,
            }
          : undefined,
      facebook:
        parsed.FACEBOOK_CLIENT_ID !== undefined && parsed.FACEBOOK_CLIENT_SECRET !== undefined
          ? {
              clientId: parsed.FACEBOOK_CLIENT_ID,
              clientSecret: parsed.FACEBOOK_CLIENT_SECRET,
              baseUrl: parsed.FACEBOOK_OAUTH_BASE_URL?.replace(/\/$/, ""),
            }
          : undefined,
      apple:
        parsed.APPLE_CLIENT_ID !== undefined &&
        parsed.APPLE_TEAM_ID !== undefined &&
        parsed.APPLE_KEY_ID !== undefined &&
        parsed.APPLE_PRIVATE_KEY !== undefined
          ? {
              clientId: parsed.APPLE_CLIENT_ID,
              teamId: parsed.APPLE_TEAM_ID,
              keyId: parsed.APPLE_KEY_ID,
              privateKey: parsed.APPLE_PRIVATE_KEY,
              baseUrl: parsed.APPLE_OAUTH_BASE_URL?.replace(/\/$/, ""),
              appBundleIds: parsed.APPLE_APP_BUNDLE_IDS,
            }
          : undefined,
    }),
  });
}

/** The origin uploaded pictures load from when it is not the app's own (S3_PUBLIC_URL); pages allow it in img-src. */
export function mediaOriginOf(config: Config): string | undefined {
  return config.s3Media?.publicUrl ? new URL(config.s3Media.publicUrl).origin : undefined;
}

/** Social sign-in providers of docs/product.md §7; each is offered only when configured. */
export type SocialProvider = SocialProviderName;

/** The allowlist of settings the browser may see. */
export type PublicConfig = {
  /** Configured social sign-in providers, in display order; the modal hides the others. */
  socialProviders: SocialProvider[];
  productName: string;
  hotelDealsUrl: string;
  businessSiteUrl: string;
  apiSiteUrl: string;
  footerLinks: FooterLinkSettings;
  showCorrelationId: boolean;
  /** Who takes card payments: Stripe Elements with this key, or the built-in test provider's form. */
  payments: { provider: "test" } | { provider: "stripe"; publishableKey: string };
};

export function publicConfig(config: Config, origin: string): PublicConfig {
  return {
    socialProviders: configuredSocialProviders(config),
    productName: config.productName,
    hotelDealsUrl: config.hotelDealsUrl,
    businessSiteUrl: config.businessSiteUrl,
    apiSiteUrl: config.apiSiteUrl ?? config.publicUrl ?? origin,
    footerLinks: config.footerLinks,
    showCorrelationId: config.showCorrelationId,
    payments: config.stripe ? { provider: "stripe", publishableKey: config.stripe.publishableKey } : { provider: "test" },
  };
}

/** Every social provider the product knows, in display order. */
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = SOCIAL_PROVIDER_NAMES;

/** The providers whose variables are all set, in display order. */
export function configuredSocialProviders(config: Config): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((provider) => config.socialSignIn[provider] !== undefined);
}
