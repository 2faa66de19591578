import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MEDIA_SIZES } from "../../core/listing-types";
import { loadConfig } from "../../server/config";
import { buildApp } from "../../server/http/app";
import { bearer, signInWithCode } from "../support/accounts";
import { createBusiness } from "../support/business-accounts";
import { startFakeS3, type FakeS3 } from "../support/fake-s3";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * Two app instances on one database and one S3-compatible bucket (MEDIA_STORE=s3), as two
 * processes behind a load balancer would be: each has its own, empty UPLOADS_DIR, so a picture
 * one of them took can only reach the other through the bucket.
 */
let s3: FakeS3;
let first: TestApp;
let second: FastifyInstance;
let firstUploads: string;
let secondUploads: string;

beforeAll(async () => {
  s3 = await startFakeS3();
  firstUploads = await mkdtemp(path.join(os.tmpdir(), "amora-shared-media-1-"));
  secondUploads = await mkdtemp(path.join(os.tmpdir(), "amora-shared-media-2-"));
  first = await createTestApp({ ...s3.environment, UPLOADS_DIR: firstUploads });
  const secondConfig = { ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...s3.environment, UPLOADS_DIR: secondUploads }), appSecret: first.services.config.appSecret };
  second = await buildApp({ services: { ...first.services, config: secondConfig }, logger: false });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await s3?.close();
  await rm(firstUploads, { recursive: true, force: true });
  await rm(secondUploads, { recursive: true, force: true });
});

async function avatarBody(): Promise<{ payload: Buffer; contentType: string }> {
  const picture = await sharp({ create: { width: 600, height: 600, channels: 3, background: "#2f6f8f" } }).jpeg().toBuffer();
  const form = new FormData();
  form.append("avatar", new Blob([new Uint8Array(picture)], { type: "image/jpeg" }), "me.jpg");
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get("content-type")! };
}

describe("two app instances sharing one database and one S3 bucket", () => {
  it("serve each other's uploads, and a replacement through one is seen by both", async () => {
    const { token } = await signInWithCode(first, "shared-media@example.com");
    const body = await avatarBody();
    const uploaded = await first.app.inject({
      method: "POST",
      url: "/api/v1/user/avatar",
      headers: { "content-type": body.contentType, ...bearer(token) },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const sizes = uploaded.json().data.media[0].sizes as Record<string, string>;
    expect(Object.keys(sizes).sort()).toEqual([...MEDIA_SIZES].sort());

    // Stored in the bucket, not on either machine's disk.
    expect(s3.objectNames()).toHaveLength(MEDIA_SIZES.length);
    expect(await readdir(firstUploads)).toEqual([]);
    expect(await readdir(secondUploads)).toEqual([]);

    for (const size of MEDIA_SIZES) {
      const url = sizes[size]!;
      expect(url).toMatch(new RegExp(`^/media/uploads/[0-9a-f]{32}-${size}\\.webp$`));
      const fromFirst = await first.app.inject({ method: "GET", url });
      const fromSecond = await second.inject({ method: "GET", url });
      expect(fromSecond.statusCode).toBe(200);
      expect(fromSecond.headers["content-type"]).toBe("image/webp");
      expect(fromSecond.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(fromSecond.rawPayload.equals(fromFirst.rawPayload)).toBe(true);
      expect(fromSecond.rawPayload.equals(s3.object(url.split("/").pop()!)!.body)).toBe(true);
    }

    // A new picture through the other instance replaces the first one's files in the bucket,
    // and the first instance no longer serves them.
    const replaced = await second.inject({
      method: "POST",
      url: "/api/v1/user/avatar",
      headers: { "content-type": body.contentType, ...bearer(token) },
      payload: body.payload,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const newSizes = replaced.json().data.media[0].sizes as Record<string, string>;
    expect(s3.objectNames()).toEqual(Object.values(newSizes).map((url) => url.split("/").pop()).sort());
    expect((await first.app.inject({ method: "GET", url: sizes.small! })).statusCode).toBe(404);
    expect((await first.app.inject({ method: "GET", url: newSizes.small! })).statusCode).toBe(200);
  });

  it("serve a listing photo one of them took, and delete it through the other", async () => {
    const hotel = await createBusiness(first, "hotel", { type: "property", title: "Casa Condivisa", city: "Positano", country: "Italy" });
    const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#8a1c4a" } }).png().toBuffer();
    const form = new FormData();
    form.append("photo", new Blob([new Uint8Array(picture)], { type: "image/png" }), "terrace.png");
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const uploaded = await first.app.inject({
      method: "POST",
      url: "/api/v1/business/photos",
      headers: { "content-type": request.headers.get("content-type")!, ...bearer(hotel.token) },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [added] = uploaded.json().data.photos as { id: number; sizes: Record<string, string> }[];
    const keys = Object.values(added!.sizes).map((url) => url.split("/").pop()!);
    for (const key of keys) expect(s3.objectNames()).toContain(key);

    const fromSecond = await second.inject({ method: "GET", url: added!.sizes.medium! });
    expect(fromSecond.statusCode).toBe(200);
    expect(await sharp(fromSecond.rawPayload).metadata()).toMatchObject({ format: "webp", width: 800, height: 533 });

    const removed = await second.inject({ method: "DELETE", url: `/api/v1/business/photos/${added!.id}`, headers: bearer(hotel.token) });
    expect(removed.statusCode, removed.body).toBe(200);
    for (const key of keys) expect(s3.objectNames()).not.toContain(key);
    expect((await first.app.inject({ method: "GET", url: added!.sizes.medium! })).statusCode).toBe(404);
    expect(await readdir(firstUploads)).toEqual([]);
    expect(await readdir(secondUploads)).toEqual([]);
  });
});
