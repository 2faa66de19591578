import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tests/support/test-app";
import { listingMedia } from "../db/schema/catalogue";
import { SCENE_URL_VERSION, sceneUrlVersion, versionedSceneUrl } from "../domain/media/scene-urls";
import { SCENE_VERSION } from "../scenes/scene-version";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const get = (url: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: "GET", url, headers });

const IMMUTABLE = "public, max-age=31536000, immutable";

describe("GET /media/scenes/:key/:size.:format", () => {
  it("serves a small SVG that may be cached for a year at the current drawing's address", async () => {
    const response = await get(`/media/scenes/villa-rosa-amalfi/large.svg?v=${SCENE_URL_VERSION}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers["cache-control"]).toBe(IMMUTABLE);
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(response.body.startsWith("<svg")).toBe(true);
    expect(response.body).toContain('width="1600" height="1067"');
    expect(response.body.length).toBeLessThan(12_000);
  });

  it("serves the share image as a 1200x630 JPEG", async () => {
    const response = await get(versionedSceneUrl("/media/scenes/villa-rosa-amalfi/large.jpg"));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    expect(response.headers["cache-control"]).toBe(IMMUTABLE);
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
  });

  it("serves WebP at each size", async () => {
    for (const [size, width, height] of [["thumbnail", 150, 100], ["small", 400, 267], ["medium", 800, 533]] as const) {
      const response = await get(`/media/scenes/japan/${size}.webp`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("image/webp");
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: "webp", width, height });
    }
  });

  it("still answers an address without a version, or with an older one, with the current drawing, revalidated on every use", async () => {
    const current = await get(versionedSceneUrl("/media/scenes/villa-rosa-amalfi/small.svg"));
    const older = versionedSceneUrl("/media/scenes/villa-rosa-amalfi/small.svg", sceneUrlVersion(`${SCENE_VERSION}-before`));
    for (const url of ["/media/scenes/villa-rosa-amalfi/small.svg", older, "/media/scenes/villa-rosa-amalfi/small.svg?v="]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(current.body);
      expect(response.headers.etag, url).toBe(current.headers.etag);
      expect(response.headers["cache-control"], url).toBe("public, no-cache");
    }
    const revalidated = await get("/media/scenes/villa-rosa-amalfi/small.svg", { "if-none-match": current.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers["cache-control"]).toBe("public, no-cache");
  });

  it("gives the catalogue's pictures the current drawing's address, which may be kept for a year", async () => {
    const detail = await get("/api/v1/hotels/showbyslug/villa-rosa-amalfi");
    expect(detail.statusCode).toBe(200);
    const urls = [...detail.body.matchAll(/\/media\/scenes\/[^"\\]+/g)].map((match) => match[0]);
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(new RegExp(`\\?v=${SCENE_URL_VERSION}$`));
    const picture = await get(urls[0]!);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["cache-control"]).toBe(IMMUTABLE);
  });

  it("serves the default hero image and further gallery views", async () => {
    expect((await get("/media/scenes/hero/large.jpg")).statusCode).toBe(200);
    const second = await get("/media/scenes/villa-rosa-amalfi--2/small.svg");
    expect(second.statusCode).toBe(200);
    expect(second.body).not.toBe((await get("/media/scenes/villa-rosa-amalfi/small.svg")).body);
  });

  it("answers a matching If-None-Match with 304 and no body", async () => {
    const first = await get("/media/scenes/japan/small.webp");
    const again = await get("/media/scenes/japan/small.webp", { "if-none-match": first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it("returns the same bytes for the same URL", async () => {
    const [a, b] = await Promise.all([get("/media/scenes/maldives/medium.webp"), get("/media/scenes/maldives/medium.webp")]);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
  });

  it("returns 404 for an unknown key, size, format or view", async () => {
    for (const url of [
      "/media/scenes/no-such-listing/large.jpg",
      "/media/scenes/villa-rosa-amalfi/huge.webp",
      "/media/scenes/villa-rosa-amalfi/large.png",
      "/media/scenes/villa-rosa-amalfi/large",
      "/media/scenes/villa-rosa-amalfi--9/large.svg",
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(String(response.headers["cache-control"] ?? ""), url).not.toContain("immutable");
    }
  });

  it("resolves the stored picture URLs of listings of every kind", async () => {
    const media = await testApp.database.db.select({ sizes: listingMedia.sizes }).from(listingMedia);
    const sample = media.filter((_, index) => index % 97 === 0);
    expect(sample.length).toBeGreaterThan(5);
    for (const item of sample) {
      const response = await get(item.sizes.thumbnail.replace(".webp", ".svg"));
      expect(response.statusCode, item.sizes.thumbnail).toBe(200);
    }
  });
});
