import { generateKeyPairSync } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, configuredSocialProviders, loadConfig, publicConfig } from "./config";

/** Sign in with Apple keys are P-256 (.p8 files); hosting panels often keep them on one line. */
const applePem = generateKeyPairSync("ec", { namedCurve: "prime256v1" }).privateKey.export({ format: "pem", type: "pkcs8" }).toString().trim();
const appleEnvironment = {
  APPLE_CLIENT_ID: "travel.amora.web",
  APPLE_TEAM_ID: "TEAM123456",
  APPLE_KEY_ID: "KEY1234567",
  APPLE_PRIVATE_KEY: applePem.replace(/\n/g, "\\n"),
};

function configError(environment: Record<string, string>): ConfigError {
  try {
    loadConfig(environment);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(environment)}`);
}

describe("loadConfig", () => {
  it("runs with nothing set: embedded database, port 3000, demo catalogue", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: "development",
      isProduction: false,
      port: 3000,
      host: "0.0.0.0",
      buildDir: "build",
      databaseUrl: undefined,
      publicUrl: undefined,
      productName: "Amora",
      logLevel: "info",
      seedDemo: true,
      searchResultCache: true,
      stripe: undefined,
      liteApi: undefined,
      showCorrelationId: false,
    });
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.uploadsDir).toBe(path.resolve("./data/uploads"));
    expect(Object.isFrozen(config)).toBe(true);
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["PORT", "-1"],
    ["PORT", "80.5"],
    ["DATABASE_URL", "mysql://x"],
    ["DATABASE_URL", "not a url"],
    ["NODE_ENV", "staging"],
    ["PUBLIC_URL", "amora.travel"],
    ["HOTEL_DEALS_URL", "deals"],
    ["LOG_LEVEL", "loud"],
    ["SEED_DEMO", "yes"],
    ["SHOW_CORRELATION_ID", "maybe"],
  ])("%s=%s throws a ConfigError naming the variable", (name, value) => {
    const error = configError({ [name]: value });
    expect(error.name).toBe("ConfigError");
    expect(error.message).toContain(name);
  });

  it("names every bad variable at once", () => {
    const error = configError({ PORT: "abc", DATABASE_URL: "mysql://x" });
    expect(error.message).toContain("PORT");
    expect(error.message).toContain("DATABASE_URL");
  });

  it("never echoes a rejected value, which may be a secret", () => {
    const error = configError({ DATABASE_URL: "mysql://admin:hunter2@db/prod" });
    expect(error.message).not.toContain("hunter2");
  });

  it("treats empty strings as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: "", NODE_ENV: "" })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
      env: "development",
    });
  });

  it("reads every setting", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      PORT: "8080",
      HOST: "127.0.0.1",
      PUBLIC_URL: "https://amora.travel/",
      DATA_DIR: "/var/lib/amora",
      UPLOADS_DIR: "/srv/amora-uploads",
      BUILD_DIR: "build-ci",
      DATABASE_URL: "postgresql://amora@db:5432/amora",
      PRODUCT_NAME: "Amora Test",
      HOTEL_DEALS_URL: "https://deals.example.com",
      BUSINESS_SITE_URL: "https://business.example.com/",
      API_SITE_URL: "https://api.example.com/",
      TWITTER_SITE: "@amora_test",
      LOG_LEVEL: "warn",
      SEED_DEMO: "0",
      SHOW_CORRELATION_ID: "true",
      SEARCH_RESULT_CACHE: "false",
      SMTP_URL: "smtps://mailer:secret@smtp.example.com:465",
      MAIL_FROM: "Amora Test <hello@example.com>",
      OPERATOR_EMAIL: "team@example.com",
      APP_SECRET: "0123456789abcdef0123456789abcdef",
      GOOGLE_CLIENT_ID: "web.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "google-secret",
      GOOGLE_OAUTH_BASE_URL: "https://google-gateway.example.com/",
      GOOGLE_APP_CLIENT_IDS: "android.apps.googleusercontent.com, ios.apps.googleusercontent.com",
      FACEBOOK_CLIENT_ID: "424242",
      FACEBOOK_CLIENT_SECRET: "facebook-secret",
      FACEBOOK_OAUTH_BASE_URL: "https://facebook-gateway.example.com",
      ...appleEnvironment,
      APPLE_OAUTH_BASE_URL: "https://apple-gateway.example.com",
      APPLE_APP_BUNDLE_IDS: "travel.amora.app",
      STRIPE_SECRET_KEY: "sk_test_amora123",
      STRIPE_PUBLISHABLE_KEY: "pk_test_amora123",
      STRIPE_WEBHOOK_SECRET: "whsec_amora123",
      STRIPE_API_URL: "http://127.0.0.1:12111/",
      STRIPE_VIP_PRODUCT_IDS: "prod_a, prod_b,prod_c",
      LITEAPI_API_KEY: "sand_amora-liteapi-key",
      LITEAPI_BASE_URL: "http://127.0.0.1:12112/v3.0/",
      TRUST_PROXY: "10.0.0.0/8, 192.168.1.1",
    });
    expect(config).toEqual({
      env: "production",
      isProduction: true,
      port: 8080,
      host: "127.0.0.1",
      publicUrl: "https://amora.travel",
      dataDir: "/var/lib/amora",
      uploadsDir: "/srv/amora-uploads",
      webPush: {
        vapidKeys: undefined,
        subject: "mailto:team@example.com",
        serviceHosts: ["fcm.googleapis.com", "updates.push.services.mozilla.com", "push.apple.com", "notify.windows.com"],
      },
      buildDir: "build-ci",
      databaseUrl: "postgresql://amora@db:5432/amora",
      productName: "Amora Test",
      twitterSite: "@amora_test",
      hotelDealsUrl: "https://deals.example.com",
      businessSiteUrl: "https://business.example.com",
      apiSiteUrl: "https://api.example.com",
      footerLinks: { social: [], stores: { ios: null, android: null } },
      logLevel: "warn",
      seedDemo: false,
      searchResultCache: false,
      showCorrelationId: true,
      trustProxy: { addresses: ["10.0.0.0/8", "192.168.1.1"] },
      stripe: {
        secretKey: "sk_test_amora123",
        publishableKey: "pk_test_amora123",
        webhookSecret: "whsec_amora123",
        apiUrl: "http://127.0.0.1:12111",
        vipProductIds: ["prod_a", "prod_b", "prod_c"],
      },
      liteApi: { apiKey: "sand_amora-liteapi-key", baseUrl: "http://127.0.0.1:12112/v3.0" },
      smtpUrl: "smtps://mailer:secret@smtp.example.com:465",
      mailFrom: "Amora Test <hello@example.com>",
      operatorEmail: "team@example.com",
      appSecret: "0123456789abcdef0123456789abcdef",
      socialSignIn: {
        google: {
          clientId: "web.apps.googleusercontent.com",
          clientSecret: "google-secret",
          baseUrl: "https://google-gateway.example.com",
          appClientIds: ["android.apps.googleusercontent.com", "ios.apps.googleusercontent.com"],
        },
        facebook: { clientId: "424242", clientSecret: "facebook-secret", baseUrl: "https://facebook-gateway.example.com" },
        apple: {
          clientId: "travel.amora.web",
          teamId: "TEAM123456",
          keyId: "KEY1234567",
          privateKey: applePem,
          baseUrl: "https://apple-gateway.example.com",
          appBundleIds: ["travel.amora.app"],
        },
      },
    });
  });

  it("needs APP_SECRET in production with DATABASE_URL, and only there", () => {
    expect(configError({ NODE_ENV: "production", DATABASE_URL: "postgres://db/amora" }).message).toContain("APP_SECRET");
    expect(configError({ APP_SECRET: "too short" }).message).toContain("APP_SECRET");
    expect(loadConfig({ NODE_ENV: "production" }).appSecret).toBeUndefined();
    expect(loadConfig({}).appSecret).toMatch(/.{32,}/);
  });

  it("needs SMTP_URL in production with DATABASE_URL, and only there", () => {
    const message = configError({ NODE_ENV: "production", DATABASE_URL: "postgres://db/amora", APP_SECRET: "a".repeat(40) }).message;
    expect(message).toContain("SMTP_URL: is required in production with DATABASE_URL");
    expect(
      loadConfig({ NODE_ENV: "production", DATABASE_URL: "postgres://db/amora", APP_SECRET: "a".repeat(40), SMTP_URL: "smtp://mail:25" }).smtpUrl,
    ).toBe("smtp://mail:25");
    // The embedded production default, and development with PostgreSQL, keep the outbox instead.
    expect(loadConfig({ NODE_ENV: "production" }).smtpUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: "postgres://db/amora" }).smtpUrl).toBeUndefined();
  });

  it("accepts postgres:// as well as postgresql://", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/postgres" }).databaseUrl).toBe(
      "postgres://postgres@127.0.0.1:5432/postgres",
    );
  });
});

describe("TRUST_PROXY", () => {
  it("is off unless set, in production too: the client address is the socket's", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: "production" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
  });

  it("takes a hop count", () => {
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: " 2 " }).trustProxy).toEqual({ hops: 2 });
  });

  it("takes a comma-separated list of proxy addresses, CIDR ranges and proxy-addr's named ranges", () => {
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1, fd00::/8 ,loopback,uniquelocal" }).trustProxy).toEqual({
      addresses: ["127.0.0.1", "10.0.0.0/8", "::1", "fd00::/8", "loopback", "uniquelocal"],
    });
  });

  it.each(["true", "yes", "-1", "1.5", "11", "10.0.0.1/33", "300.1.1.1", "::1/129", "proxy.example.com", "10.0.0.1,", "10.0.0.0/", "10.0.0.0/08"])(
    "refuses %j, naming the variable",
    (value) => {
      expect(configError({ TRUST_PROXY: value }).message).toContain("TRUST_PROXY");
    },
  );
});

describe("social sign-in settings", () => {
  it("enables no provider when none is configured", () => {
    const config = loadConfig({});
    expect(config.socialSignIn).toEqual({ google: undefined, facebook: undefined, apple: undefined });
    expect(configuredSocialProviders(config)).toEqual([]);
    expect(publicConfig(config, "http://localhost:3000").socialProviders).toEqual([]);
  });

  it("enables each provider whose variables are all set, in the order google, facebook, apple", () => {
    const google = { GOOGLE_CLIENT_ID: "id", GOOGLE_CLIENT_SECRET: "secret" };
    const facebook = { FACEBOOK_CLIENT_ID: "id", FACEBOOK_CLIENT_SECRET: "secret" };
    expect(configuredSocialProviders(loadConfig(google))).toEqual(["google"]);
    expect(configuredSocialProviders(loadConfig({ ...appleEnvironment, ...facebook }))).toEqual(["facebook", "apple"]);
    const all = loadConfig({ ...appleEnvironment, ...facebook, ...google });
    expect(publicConfig(all, "http://x").socialProviders).toEqual(["google", "facebook", "apple"]);
    expect(JSON.stringify(publicConfig(all, "http://x"))).not.toContain("secret");
    expect(all.socialSignIn.google).toMatchObject({ baseUrl: undefined, appClientIds: [] });
  });

  it("refuses half a provider, naming what is missing", () => {
    const google = configError({ GOOGLE_CLIENT_ID: "id" });
    expect(google.message).toContain("GOOGLE_CLIENT_SECRET");
    const apple = configError({ APPLE_CLIENT_ID: "travel.amora.web", APPLE_PRIVATE_KEY: appleEnvironment.APPLE_PRIVATE_KEY });
    expect(apple.message).toContain("APPLE_TEAM_ID");
    expect(apple.message).toContain("APPLE_KEY_ID");
    expect(apple.message).not.toContain("APPLE_CLIENT_ID:");
    // The optional extras alone enable nothing and are no error.
    expect(configuredSocialProviders(loadConfig({ GOOGLE_OAUTH_BASE_URL: "http://127.0.0.1:9999/google" }))).toEqual([]);
  });

  it("reads Apple's key with real newlines or \\n escapes, and refuses anything but a P-256 private key", () => {
    expect(loadConfig(appleEnvironment).socialSignIn.apple?.privateKey).toBe(applePem);
    expect(loadConfig({ ...appleEnvironment, APPLE_PRIVATE_KEY: applePem }).socialSignIn.apple?.privateKey).toBe(applePem);
    const rsaPem = generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey.export({ format: "pem", type: "pkcs8" }).toString();
    for (const key of ["not a key", rsaPem, "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----"]) {
      const error = configError({ ...appleEnvironment, APPLE_PRIVATE_KEY: key });
      expect(error.message).toContain("APPLE_PRIVATE_KEY");
      expect(error.message).not.toContain("BEGIN");
    }
  });

  it("takes only http(s) base URLs", () => {
    expect(configError({ FACEBOOK_OAUTH_BASE_URL: "ftp://gateway.example.com" }).message).toContain("FACEBOOK_OAUTH_BASE_URL");
    expect(configError({ APPLE_OAUTH_BASE_URL: "gateway" }).message).toContain("APPLE_OAUTH_BASE_URL");
  });
});

describe("LiteAPI settings", () => {
  it("sets up the bed bank only with a key, on LiteAPI's own hosts unless a base URL replaces them", () => {
    expect(loadConfig({ LITEAPI_BASE_URL: "https://gateway.example.com/v3.0" }).liteApi).toBeUndefined();
    expect(loadConfig({ LITEAPI_API_KEY: "prod_key" }).liteApi).toEqual({ apiKey: "prod_key", baseUrl: undefined });
  });

  it("takes only an http(s) base URL", () => {
    expect(configError({ LITEAPI_API_KEY: "k", LITEAPI_BASE_URL: "ftp://liteapi.example.com" }).message).toContain("LITEAPI_BASE_URL");
    expect(configError({ LITEAPI_API_KEY: "k", LITEAPI_BASE_URL: "liteapi" }).message).toContain("LITEAPI_BASE_URL");
  });
});

describe("footer links", () => {
  it("shows no social profile or store badge unless configured, never a guessed address", () => {
    expect(loadConfig({}).footerLinks).toEqual({ social: [], stores: { ios: null, android: null } });
  });

  it("lists the configured profiles in the footer's order, and the configured stores", () => {
    const config = loadConfig({
      SOCIAL_TIKTOK_URL: "https://www.tiktok.com/@amora",
      SOCIAL_FACEBOOK_URL: "https://www.facebook.com/amora",
      GOOGLE_PLAY_URL: "https://play.google.com/store/apps/details?id=travel.amora",
    });
    expect(config.footerLinks.social).toEqual([
      { network: "facebook", label: "Facebook", href: "https://www.facebook.com/amora" },
      { network: "tiktok", label: "TikTok", href: "https://www.tiktok.com/@amora" },
    ]);
    expect(config.footerLinks.stores).toEqual({ ios: null, android: "https://play.google.com/store/apps/details?id=travel.amora" });
    expect(publicConfig(config, "http://localhost:3000").footerLinks).toEqual(config.footerLinks);
  });

  it("refuses an address that is not https, naming the variable", () => {
    expect(configError({ SOCIAL_X_URL: "http://x.com/amora" }).message).toContain("SOCIAL_X_URL");
    expect(configError({ APP_STORE_URL: "apps.apple.com/app" }).message).toContain("APP_STORE_URL");
  });
});

describe("publicConfig", () => {
  it("hands the browser only its allowlist, never the database or folders", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://secret@db/amora", DATA_DIR: "/srv/data", APP_SECRET: "secret-secret-secret-secret-secret-1" });
    const visible = publicConfig(config, "http://localhost:3000");
    expect(Object.keys(visible).sort()).toEqual(
      ["apiSiteUrl", "businessSiteUrl", "footerLinks", "hotelDealsUrl", "payments", "productName", "showCorrelationId", "socialProviders"].sort(),
    );
    expect(JSON.stringify(visible)).not.toContain("secret");
    expect(JSON.stringify(visible)).not.toContain("/srv/data");
    expect(visible.payments).toEqual({ provider: "test" });
  });

  it("gives the browser Stripe's publishable key only, never the secret or webhook keys", () => {
    const config = loadConfig({
      STRIPE_SECRET_KEY: "sk_live_hidden123",
      STRIPE_PUBLISHABLE_KEY: "pk_live_shown123",
      STRIPE_WEBHOOK_SECRET: "whsec_hidden123",
    });
    const visible = publicConfig(config, "http://localhost:3000");
    expect(visible.payments).toEqual({ provider: "stripe", publishableKey: "pk_live_shown123" });
    expect(JSON.stringify(visible)).not.toContain("hidden");
  });

  it("refuses half of Stripe's keys, naming the missing ones", () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "sk_test_abc" })).toThrow(/STRIPE_PUBLISHABLE_KEY[\s\S]*STRIPE_WEBHOOK_SECRET|STRIPE_WEBHOOK_SECRET[\s\S]*STRIPE_PUBLISHABLE_KEY/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: "pk_test_abc", STRIPE_PUBLISHABLE_KEY: "pk_test_abc", STRIPE_WEBHOOK_SECRET: "whsec_abc" })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it("falls back from API_SITE_URL to PUBLIC_URL to the request origin", () => {
    expect(publicConfig(loadConfig({}), "http://localhost:3000").apiSiteUrl).toBe("http://localhost:3000");
    expect(publicConfig(loadConfig({ PUBLIC_URL: "https://amora.travel" }), "http://x").apiSiteUrl).toBe(
      "https://amora.travel",
    );
    expect(
      publicConfig(loadConfig({ PUBLIC_URL: "https://amora.travel", API_SITE_URL: "https://api.amora.travel" }), "http://x")
        .apiSiteUrl,
    ).toBe("https://api.amora.travel");
  });
});

describe("TWITTER_SITE", () => {
  it("defaults to the product's handle and takes another one", () => {
    expect(loadConfig({}).twitterSite).toBe("@amoratravel");
    expect(loadConfig({ TWITTER_SITE: "@amora_test" }).twitterSite).toBe("@amora_test");
  });

  it("refuses a value that is not a handle, saying what is expected", () => {
    expect(() => loadConfig({ TWITTER_SITE: "amoratravel" })).toThrow(/TWITTER_SITE[\s\S]*handle such as @amoratravel/);
    expect(() => loadConfig({ TWITTER_SITE: "https://x.com/amoratravel" })).toThrow(/TWITTER_SITE/);
  });
});

describe("README", () => {
  it("documents every variable of the config schema in its configuration table", async () => {
    const [source, readme] = await Promise.all([
      readFile(new URL("./config.ts", import.meta.url), "utf8"),
      readFile(new URL("../README.md", import.meta.url), "utf8"),
    ]);
    const schema = source.slice(source.indexOf("const configSchema"), source.indexOf("});", source.indexOf("const configSchema")));
    const variables = [...schema.matchAll(/^\s+([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]);
    expect(variables).toContain("PORT");
    const documented = new Set([...readme.matchAll(/^\| `([A-Z][A-Z0-9_]+)` \|/gm)].map((match) => match[1]));
    expect(variables.filter((name) => !documented.has(name)), "missing from README.md's configuration table").toEqual([]);
  });
});
