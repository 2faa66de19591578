import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeS3, type FakeS3 } from "../../../tests/support/fake-s3";
import { loadConfig } from "../../config";
import type { MediaStorage } from "./media-storage";
import { mediaStorageFor } from "./media-storage-for";
import { createS3Storage, s3ObjectUrl, S3StorageError, signS3Request, type S3StorageSettings } from "./s3-storage";

let s3: FakeS3;
let settings: S3StorageSettings;
let storage: MediaStorage;

beforeAll(async () => {
  s3 = await startFakeS3();
  settings = {
    endpoint: s3.endpoint,
    region: "us-east-1",
    bucket: s3.bucket,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
    publicUrl: undefined,
    forcePathStyle: true,
  };
  storage = createS3Storage(settings);
});
afterAll(async () => {
  await s3.close();
});

async function bytesOf(body: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("createS3Storage against an S3-compatible server", () => {
  it("stores, serves, maps URLs to keys and removes objects, keeping the content type", async () => {
    const bytes = Buffer.from("RIFF....WEBPVP8 fake picture bytes");
    await storage.put("0a1b2c-small.webp", bytes, "image/webp");
    expect(s3.objectNames()).toContain("0a1b2c-small.webp");

    expect(storage.urlFor("0a1b2c-small.webp")).toBe("/media/uploads/0a1b2c-small.webp");
    expect(storage.keyFromUrl("/media/uploads/0a1b2c-small.webp")).toBe("0a1b2c-small.webp");
    expect(storage.keyFromUrl("https://elsewhere.example/0a1b2c-small.webp")).toBeNull();
    expect(storage.keyFromUrl("/media/uploads/../secret.txt")).toBeNull();

    const stored = await storage.open("0a1b2c-small.webp");
    expect(stored).not.toBeNull();
    expect(stored!.size).toBe(bytes.length);
    expect(stored!.contentType).toBe("image/webp");
    expect(s3.object("0a1b2c-small.webp")?.contentType).toBe("image/webp");
    expect(stored!.modifiedAt.getTime()).toBeGreaterThan(0);
    expect(await bytesOf(stored!.body)).toEqual(bytes);

    // A key already gone is no error.
    await storage.remove(["0a1b2c-small.webp", "already-gone.webp"]);
    expect(await storage.open("0a1b2c-small.webp")).toBeNull();
    expect(s3.objectNames()).not.toContain("0a1b2c-small.webp");
  });

  it("answers null for a missing key and refuses keys that are not media keys", async () => {
    expect(await storage.open("never-stored.webp")).toBeNull();
    for (const key of ["../secret.txt", "a/b.webp", "A.webp", ".hidden.webp"]) {
      await expect(storage.put(key, Buffer.from("x"), "image/webp"), key).rejects.toThrow(/not a media key/);
      expect(await storage.open(key), key).toBeNull();
    }
  });

  it("gives the public address when S3_PUBLIC_URL is set, and still knows the app's own addresses", async () => {
    const cdn = createS3Storage({ ...settings, publicUrl: "https://media.example.com/uploads/" });
    expect(cdn.urlFor("abc-large.webp")).toBe("https://media.example.com/uploads/abc-large.webp");
    expect(cdn.keyFromUrl("https://media.example.com/uploads/abc-large.webp")).toBe("abc-large.webp");
    expect(cdn.keyFromUrl("/media/uploads/abc-large.webp")).toBe("abc-large.webp");
    expect(cdn.keyFromUrl("https://media.example.com/other/abc-large.webp")).toBeNull();
  });

  it("says clearly when the server refuses the signature of a wrong secret", async () => {
    const wrong = createS3Storage({ ...settings, secretAccessKey: "not-the-secret" });
    const failure = await wrong.put("0d0e0f-small.webp", Buffer.from("x"), "image/webp").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(S3StorageError);
    expect((failure as S3StorageError).status).toBe(403);
    expect((failure as S3StorageError).code).toBe("SignatureDoesNotMatch");
    expect((failure as Error).message).toMatch(/PUT amora-media\/0d0e0f-small\.webp: the store answered 403 SignatureDoesNotMatch.*check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(s3.objectNames()).not.toContain("0d0e0f-small.webp");
    await expect(wrong.open("0d0e0f-small.webp")).rejects.toThrow(/SignatureDoesNotMatch/);

    const unknownKey = createS3Storage({ ...settings, accessKeyId: "NOT-A-KEY" });
    expect(s3.requests.filter((request) => !request.signed).map((request) => request.method)).toEqual(["PUT", "GET"]);
    await expect(unknownKey.put("0d0e0f-small.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(/InvalidAccessKeyId/);
  });

  it("is answered only when the signature holds (the server checks it on its own)", async () => {
    await storage.put("c0ffee-small.webp", Buffer.from("signed"), "image/webp");
    const url = `${s3.endpoint}/${s3.bucket}/c0ffee-small.webp`;
    // Unsigned: refused.
    expect((await fetch(url)).status).toBe(403);
    // Signed for one body, sent with another: refused.
    const signed = signS3Request({
      method: "PUT",
      url: new URL(url),
      headers: { "content-type": "image/webp" },
      payloadHash: createHash("sha256").update("signed").digest("hex"),
      region: settings.region,
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
      date: new Date(),
    });
    const { host: _host, ...headers } = signed;
    const tampered = await fetch(url, { method: "PUT", headers, body: "forged" });
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain("XAmzContentSHA256Mismatch");
    const stored = await storage.open("c0ffee-small.webp");
    expect(await bytesOf(stored!.body)).toEqual(Buffer.from("signed"));
    await storage.remove(["c0ffee-small.webp"]);
  });

  it("names a missing bucket", async () => {
    const missing = createS3Storage({ ...settings, bucket: "no-such-bucket" });
    await expect(missing.put("abc-small.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(/NoSuchBucket.*check S3_BUCKET/);
  });
});

describe("S3 requests", () => {
  it("addresses objects path-style or virtual-hosted", () => {
    const base = { endpoint: "https://s3.eu-central-1.amazonaws.com", bucket: "amora-media" };
    expect(s3ObjectUrl({ ...base, forcePathStyle: false }, "abc-small.webp").href).toBe("https://amora-media.s3.eu-central-1.amazonaws.com/abc-small.webp");
    expect(s3ObjectUrl({ ...base, forcePathStyle: true }, "abc-small.webp").href).toBe("https://s3.eu-central-1.amazonaws.com/amora-media/abc-small.webp");
    expect(s3ObjectUrl({ endpoint: "http://127.0.0.1:9000/", bucket: "b-1", forcePathStyle: true }, "k.webp").href).toBe("http://127.0.0.1:9000/b-1/k.webp");
  });

  it("signs as AWS's own SigV4 example does (GET /test.txt from examplebucket)", () => {
    const headers = signS3Request({
      method: "GET",
      url: s3ObjectUrl({ endpoint: "https://s3.amazonaws.com", bucket: "examplebucket", forcePathStyle: false }, "test.txt"),
      headers: { Range: "bytes=0-9" },
      payloadHash: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      region: "us-east-1",
      accessKeyId: "AKIAIOSFODNN7EXAMPLE",
      secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
      date: new Date("2013-05-24T00:00:00Z"),
    });
    expect(headers.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });

  describe("when the store fails", () => {
    let server: Server;
    let endpoint: string;
    const seen: string[] = [];
    let answer: (request: IncomingMessage, attempt: number) => { status: number; body?: string } | "hang" = () => ({ status: 200 });

    beforeAll(async () => {
      server = createServer((request, response) => {
        seen.push(`${request.method} ${request.url}`);
        request.resume();
        const outcome = answer(request, seen.length);
        if (outcome === "hang") return;
        response.writeHead(outcome.status, { "content-type": "application/xml" }).end(outcome.body ?? "");
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });

    const flaky = () => createS3Storage({ ...settings, endpoint }, { timeoutMs: 200 });

    it("tries a 5xx once more, and gives up after the second", async () => {
      seen.length = 0;
      answer = (_request, attempt) => (attempt === 1 ? { status: 503, body: "<Error><Code>SlowDown</Code></Error>" } : { status: 200 });
      await flaky().put("abc-small.webp", Buffer.from("x"), "image/webp");
      expect(seen).toEqual(["PUT /amora-media/abc-small.webp", "PUT /amora-media/abc-small.webp"]);

      seen.length = 0;
      answer = () => ({ status: 500, body: "<Error><Code>InternalError</Code><Message>We encountered an internal error.</Message></Error>" });
      await expect(flaky().remove(["abc-small.webp"])).rejects.toThrow("DELETE amora-media/abc-small.webp: the store answered 500 InternalError: We encountered an internal error.");
      expect(seen).toHaveLength(2);
    });

    it("does not repeat a 4xx", async () => {
      seen.length = 0;
      answer = () => ({ status: 403, body: "<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>" });
      await expect(flaky().open("abc-small.webp")).rejects.toThrow(/403 AccessDenied/);
      expect(seen).toHaveLength(1);
    });

    it("gives up on a store that does not answer, after one more try", async () => {
      seen.length = 0;
      answer = () => "hang";
      await expect(flaky().open("abc-small.webp")).rejects.toThrow("GET amora-media/abc-small.webp: no answer within 200 ms");
      expect(seen).toHaveLength(2);
    });
  });
});

describe("mediaStorageFor", () => {
  it("picks the S3 store with MEDIA_STORE=s3 and the local disk otherwise", async () => {
    const onS3 = mediaStorageFor(loadConfig({ NODE_ENV: "test", ...s3.environment }));
    await onS3.put("feed01-thumbnail.webp", Buffer.from("picked"), "image/webp");
    expect(s3.objectNames()).toContain("feed01-thumbnail.webp");
    await onS3.remove(["feed01-thumbnail.webp"]);

    const local = mediaStorageFor(loadConfig({ NODE_ENV: "test", UPLOADS_DIR: "/nonexistent-amora-uploads" }));
    expect(await local.open("feed01-thumbnail.webp")).toBeNull();
  });
});
