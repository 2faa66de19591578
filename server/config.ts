import path from "node:path";
import { z } from "zod";

/**
 * The one place that reads process.env. Everything else receives a parsed Config.
 * A bad value stops start-up with a message naming the variable.
 */
const booleanFromString = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  BUILD_DIR: z.string().min(1).default("build"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  PRODUCT_NAME: z.string().min(1).default("Amora"),
  HOTEL_DEALS_URL: z.url().default("https://deals.amora.travel"),
  BUSINESS_SITE_URL: z.url().default("https://business.amora.travel"),
  API_SITE_URL: z.url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO: booleanFromString.default(true),
  SHOW_CORRELATION_ID: booleanFromString.default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Amora <hello@amora.travel>"),
  OPERATOR_EMAIL: z.email().default("team@amora.travel"),
  APP_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
}).refine(
  (environment) =>
    environment.NODE_ENV !== "production" || environment.DATABASE_URL === undefined || environment.APP_SECRET !== undefined,
  { path: ["APP_SECRET"], message: "is required in production with DATABASE_URL (at least 32 random characters)" },
);

/** Outside production a fixed secret keeps codes and sign-ins valid across restarts. */
const DEVELOPMENT_SECRET = "amora-development-secret-not-for-production-use";

export type Config = Readonly<{
  env: "development" | "production" | "test";
  isProduction: boolean;
  port: number;
  host: string;
  publicUrl: string | undefined;
  dataDir: string;
  /** Where `npm run build` wrote the client and server bundles (relative to the project). */
  buildDir: string;
  databaseUrl: string | undefined;
  productName: string;
  hotelDealsUrl: string;
  businessSiteUrl: string;
  apiSiteUrl: string | undefined;
  logLevel: string;
  seedDemo: boolean;
  showCorrelationId: boolean;
  /** Unset: e-mail stays in the dev mailbox (/dev/mailbox). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where messages from /contacts go. */
  operatorEmail: string;
  /**
   * Keys the HMAC of one-time codes. Unset only for the embedded production default, where the
   * server keeps a generated one in DATA_DIR (server/app-secret.ts).
   */
  appSecret: string | undefined;
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
    buildDir: parsed.BUILD_DIR,
    databaseUrl: parsed.DATABASE_URL,
    productName: parsed.PRODUCT_NAME,
    hotelDealsUrl: parsed.HOTEL_DEALS_URL,
    businessSiteUrl: parsed.BUSINESS_SITE_URL.replace(/\/$/, ""),
    apiSiteUrl: parsed.API_SITE_URL?.replace(/\/$/, ""),
    logLevel: parsed.LOG_LEVEL,
    seedDemo: parsed.SEED_DEMO,
    showCorrelationId: parsed.SHOW_CORRELATION_ID,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    operatorEmail: parsed.OPERATOR_EMAIL,
    appSecret: parsed.APP_SECRET ?? (parsed.NODE_ENV === "production" ? undefined : DEVELOPMENT_SECRET),
  });
}

/** Social sign-in providers of SPEC section 7; each is offered only when configured. */
export type SocialProvider = "google" | "facebook" | "apple";

/** The allowlist of settings the browser may see. */
export type PublicConfig = {
  /** Configured social sign-in providers, in display order; the modal hides the others. */
  socialProviders: SocialProvider[];
  productName: string;
  hotelDealsUrl: string;
  businessSiteUrl: string;
  apiSiteUrl: string;
  showCorrelationId: boolean;
};

export function publicConfig(config: Config, origin: string): PublicConfig {
  return {
    socialProviders: configuredSocialProviders(config),
    productName: config.productName,
    hotelDealsUrl: config.hotelDealsUrl,
    businessSiteUrl: config.businessSiteUrl,
    apiSiteUrl: config.apiSiteUrl ?? config.publicUrl ?? origin,
    showCorrelationId: config.showCorrelationId,
  };
}

/** Filled in by the social sign-in configuration. */
export function configuredSocialProviders(_config: Config): SocialProvider[] {
  return [];
}
