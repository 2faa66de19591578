import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, publicConfig } from "./config";

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
      showCorrelationId: false,
    });
    expect(config.dataDir).toBe(path.resolve("./data"));
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
      BUILD_DIR: "build-ci",
      DATABASE_URL: "postgresql://amora@db:5432/amora",
      PRODUCT_NAME: "Amora Test",
      HOTEL_DEALS_URL: "https://deals.example.com",
      BUSINESS_SITE_URL: "https://business.example.com/",
      API_SITE_URL: "https://api.example.com/",
      LOG_LEVEL: "warn",
      SEED_DEMO: "0",
      SHOW_CORRELATION_ID: "true",
      SMTP_URL: "smtps://mailer:secret@smtp.example.com:465",
      MAIL_FROM: "Amora Test <hello@example.com>",
      OPERATOR_EMAIL: "team@example.com",
      APP_SECRET: "0123456789abcdef0123456789abcdef",
    });
    expect(config).toEqual({
      env: "production",
      isProduction: true,
      port: 8080,
      host: "127.0.0.1",
      publicUrl: "https://amora.travel",
      dataDir: "/var/lib/amora",
      buildDir: "build-ci",
      databaseUrl: "postgresql://amora@db:5432/amora",
      productName: "Amora Test",
      hotelDealsUrl: "https://deals.example.com",
      businessSiteUrl: "https://business.example.com",
      apiSiteUrl: "https://api.example.com",
      logLevel: "warn",
      seedDemo: false,
      showCorrelationId: true,
      smtpUrl: "smtps://mailer:secret@smtp.example.com:465",
      mailFrom: "Amora Test <hello@example.com>",
      operatorEmail: "team@example.com",
      appSecret: "0123456789abcdef0123456789abcdef",
    });
  });

  it("needs APP_SECRET in production with DATABASE_URL, and only there", () => {
    expect(configError({ NODE_ENV: "production", DATABASE_URL: "postgres://db/amora" }).message).toContain("APP_SECRET");
    expect(configError({ APP_SECRET: "too short" }).message).toContain("APP_SECRET");
    expect(loadConfig({ NODE_ENV: "production" }).appSecret).toBeUndefined();
    expect(loadConfig({}).appSecret).toMatch(/.{32,}/);
  });

  it("accepts postgres:// as well as postgresql://", () => {
    expect(loadConfig({ DATABASE_URL: "postgres://postgres@127.0.0.1:5432/postgres" }).databaseUrl).toBe(
      "postgres://postgres@127.0.0.1:5432/postgres",
    );
  });
});

describe("publicConfig", () => {
  it("hands the browser only its allowlist, never the database or folders", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://secret@db/amora", DATA_DIR: "/srv/data", APP_SECRET: "secret-secret-secret-secret-secret-1" });
    const visible = publicConfig(config, "http://localhost:3000");
    expect(Object.keys(visible).sort()).toEqual(
      ["apiSiteUrl", "businessSiteUrl", "hotelDealsUrl", "productName", "showCorrelationId", "socialProviders"].sort(),
    );
    expect(JSON.stringify(visible)).not.toContain("secret");
    expect(JSON.stringify(visible)).not.toContain("/srv/data");
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
