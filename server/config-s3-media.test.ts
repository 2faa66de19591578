import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, mediaOriginOf } from "./config";
import { pageContentSecurityPolicy } from "./http/security-headers";

const S3 = {
  MEDIA_STORE: "s3",
  S3_ENDPOINT: "https://account.r2.cloudflarestorage.com/",
  S3_REGION: "auto",
  S3_BUCKET: "amora-media",
  S3_ACCESS_KEY_ID: "key-id",
  S3_SECRET_ACCESS_KEY: "secret",
};

function configError(environment: Record<string, string>): string {
  try {
    loadConfig({ NODE_ENV: "test", ...environment });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error("the configuration was accepted");
}

describe("media store settings", () => {
  it("keeps uploads on the local disk by default, even with S3 variables present", () => {
    const config = loadConfig({ NODE_ENV: "test", S3_BUCKET: "amora-media" });
    expect(config.s3Media).toBeUndefined();
    expect(config.uploadsDir).toBe(path.resolve("./data/uploads"));
    expect(mediaOriginOf(config)).toBeUndefined();
  });

  it("reads an S3-compatible store with MEDIA_STORE=s3", () => {
    expect(loadConfig({ NODE_ENV: "test", ...S3 }).s3Media).toEqual({
      endpoint: "https://account.r2.cloudflarestorage.com",
      region: "auto",
      bucket: "amora-media",
      accessKeyId: "key-id",
      secretAccessKey: "secret",
      publicUrl: undefined,
      forcePathStyle: false,
    });
    const aws = loadConfig({ NODE_ENV: "test", MEDIA_STORE: "s3", S3_REGION: "eu-central-1", S3_BUCKET: "b-1", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s", S3_FORCE_PATH_STYLE: "true", S3_PUBLIC_URL: "https://media.example.com/u/" });
    expect(aws.s3Media).toMatchObject({ endpoint: "https://s3.eu-central-1.amazonaws.com", forcePathStyle: true, publicUrl: "https://media.example.com/u" });
    expect(mediaOriginOf(aws)).toBe("https://media.example.com");
    expect(pageContentSecurityPolicy("n", false, { mediaOrigin: mediaOriginOf(aws) })).toContain("img-src 'self' data: blob: https://media.example.com;");
  });

  it("stops start-up naming each missing or wrong variable", () => {
    const missing = configError({ MEDIA_STORE: "s3" });
    for (const name of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]) expect(missing).toContain(`${name}: is required with MEDIA_STORE=s3`);
    expect(missing).toContain("S3_ENDPOINT: is required with MEDIA_STORE=s3 unless S3_REGION names an AWS region");
    expect(configError({ MEDIA_STORE: "bucket" })).toContain("MEDIA_STORE: must be local (files in UPLOADS_DIR) or s3");
    expect(configError({ ...S3, S3_ENDPOINT: "ftp://store" })).toContain("S3_ENDPOINT: must be the store's http:// or https:// address");
    expect(configError({ ...S3, S3_BUCKET: "Bad_Bucket" })).toContain("S3_BUCKET: must be a bucket name");
    expect(configError({ ...S3, S3_PUBLIC_URL: "cdn" })).toContain("S3_PUBLIC_URL: must be an http:// or https:// URL");
    expect(configError({ ...S3, S3_FORCE_PATH_STYLE: "yes" })).toContain("S3_FORCE_PATH_STYLE");
  });
});
