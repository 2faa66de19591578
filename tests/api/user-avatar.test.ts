import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MEDIA_SIZES } from "../../core/listing-types";
import { users } from "../../server/db/schema/accounts";
import { bearer, signInWithCode } from "../support/accounts";
import { pixelBomb } from "../support/pixel-bomb";
import { createTestApp, type TestApp } from "../support/test-app";
import { expectErrorShape } from "./api-routes";

let testApp: TestApp;
let uploadsDir: string;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), "amora-avatar-test-"));
  testApp = await createTestApp({ UPLOADS_DIR: uploadsDir });
});
afterAll(async () => {
  await testApp.close();
  await rm(uploadsDir, { recursive: true, force: true });
});
beforeEach(async () => {
  // Each test starts from an empty store, so counting files says what a call left behind.
  for (const file of await readdir(uploadsDir)) await rm(path.join(uploadsDir, file), { force: true });
});

let emailCounter = 0;
async function newMember(): Promise<{ token: string; userId: number }> {
  return signInWithCode(testApp, `avatar-${++emailCounter}@example.com`);
}

type Upload = { name: string; type: string; bytes: Buffer };

/** A multipart/form-data body as a browser or app would send it. */
async function multipart(fields: Record<string, string>, files: (Upload & { field?: string })[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(file.field ?? "avatar", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get("content-type")! };
}

async function postMultipart(url: string, token: string | null, fields: Record<string, string>, files: (Upload & { field?: string })[] = []) {
  const body = await multipart(fields, files);
  return testApp.app.inject({
    method: "POST",
    url: `/api/v1${url}`,
    headers: { "content-type": body.contentType, ...(token ? bearer(token) : {}) },
    payload: body.payload,
  });
}

function uploadAvatar(token: string | null, file: Upload) {
  return postMultipart("/user/avatar", token, {}, [file]);
}

async function photo({ width = 1200, height = 900, exif = true } = {}): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: "#c2416f" } }).jpeg();
  return (exif ? image.withExif({ IFD0: { Copyright: "PRIVATE-EXIF-MARKER", Artist: "Jane Doe" } }) : image).toBuffer();
}

async function storedFiles(): Promise<string[]> {
  return (await readdir(uploadsDir)).sort();
}

async function avatarOf(userId: number) {
  const [row] = await testApp.services.db.select({ avatarSizes: users.avatarSizes }).from(users).where(eq(users.id, userId));
  return row?.avatarSizes ?? null;
}

describe("POST /api/v1/user/avatar", () => {
  it("re-encodes the picture as square WebP in four sizes, served with a long cache and without EXIF", async () => {
    const { token, userId } = await newMember();
    const response = await uploadAvatar(token, { name: "holiday.jpg", type: "image/jpeg", bytes: await photo() });
    expect(response.statusCode, response.body).toBe(200);
    const sizes = response.json().data.media[0].sizes as Record<string, string>;
    expect(Object.keys(sizes).sort()).toEqual([...MEDIA_SIZES].sort());

    const expectedWidth = { thumbnail: 150, small: 400, medium: 800, large: 900 };
    for (const size of MEDIA_SIZES) {
      expect(sizes[size]).toMatch(new RegExp(`^/media/uploads/[0-9a-f]{32}-${size}\\.webp$`));
      const served = await testApp.app.inject({ method: "GET", url: sizes[size]! });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
      expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(served.headers["x-content-type-options"]).toBe("nosniff");
      expect(served.headers["x-robots-tag"]).toBe("noindex");
      const bytes = served.rawPayload;
      const metadata = await sharp(bytes).metadata();
      expect(metadata.format).toBe("webp");
      // Never enlarged: the 900-pixel square stays 900 pixels in the large size.
      expect([metadata.width, metadata.height]).toEqual([expectedWidth[size], expectedWidth[size]]);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
      expect(bytes.includes("PRIVATE-EXIF-MARKER")).toBe(false);
      expect(bytes.includes("Jane Doe")).toBe(false);
    }

    const me = await testApp.app.inject({ method: "GET", url: "/api/v1/user", headers: bearer(token) });
    expect(me.json().data.media[0].sizes.small).toBe(sizes.small);
    expect(await avatarOf(userId)).toEqual(sizes);
    expect(await storedFiles()).toHaveLength(4);
  });

  it("turns the picture upright by its EXIF orientation before cropping", async () => {
    const { token } = await newMember();
    // Stored sideways: red on the left, blue on the right; orientation 6 says "turn 90° clockwise".
    const sideways = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#ff0000" } })
      .composite([{ input: { create: { width: 100, height: 100, channels: 3, background: "#0000ff" } }, left: 100, top: 0 }])
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const response = await uploadAvatar(token, { name: "sideways.jpg", type: "image/jpeg", bytes: sideways });
    expect(response.statusCode, response.body).toBe(200);
    const large = await testApp.app.inject({ method: "GET", url: response.json().data.media[0].sizes.large });
    const { data, info } = await sharp(large.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([100, 100]);
    const pixel = (x: number, y: number) => Array.from(data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3));
    // Upright, the red half is on top and the blue half below.
    const [topRed, , topBlue] = pixel(50, 10);
    const [bottomRed, , bottomBlue] = pixel(50, 90);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
  });

  it("deletes the previous picture's files when it is replaced", async () => {
    const { token } = await newMember();
    const first = (await uploadAvatar(token, { name: "a.jpg", type: "image/jpeg", bytes: await photo() })).json().data.media[0].sizes;
    const png = await sharp({ create: { width: 500, height: 700, channels: 4, background: "#1d6b43" } }).png().toBuffer();
    const second = await uploadAvatar(token, { name: "b.png", type: "image/png", bytes: png });
    expect(second.statusCode).toBe(200);
    const sizes = second.json().data.media[0].sizes;
    expect(sizes.small).not.toBe(first.small);
    const files = await storedFiles();
    expect(files).toHaveLength(4);
    for (const url of Object.values(first) as string[]) {
      expect(files).not.toContain(path.basename(url));
      expect((await testApp.app.inject({ method: "GET", url })).statusCode).toBe(404);
    }
    for (const url of Object.values(sizes) as string[]) expect(files).toContain(path.basename(url));
  });

  const truncatedJpeg = async () => {
    const whole = await photo({ exif: false });
    return whole.subarray(0, Math.floor(whole.length / 2));
  };
  const hostile: [string, () => Promise<Upload>][] = [
    ["a text file named .jpg", async () => ({ name: "photo.jpg", type: "image/jpeg", bytes: Buffer.from("This is not a picture at all.\n") })],
    [
      "an SVG with a script",
      async () => ({
        name: "avatar.svg",
        type: "image/svg+xml",
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(document.cookie)</script></svg>'),
      }),
    ],
    [
      "an SVG without a script, named .png",
      async () => ({
        name: "avatar.png",
        type: "image/png",
        bytes: Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><rect width="64" height="64"/></svg>'),
      }),
    ],
    ["a PNG header claiming 100000 × 100000 pixels", async () => ({ name: "bomb.png", type: "image/png", bytes: pixelBomb() })],
    ["a truncated JPEG", async () => ({ name: "cut.jpg", type: "image/jpeg", bytes: await truncatedJpeg() })],
    ["an empty file", async () => ({ name: "empty.jpg", type: "image/jpeg", bytes: Buffer.alloc(0) })],
    [
      "a PNG that is also an HTML page (polyglot)",
      async () => ({
        name: "polyglot.png",
        type: "image/png",
        bytes: Buffer.concat([
          await sharp({ create: { width: 64, height: 64, channels: 3, background: "#fff" } }).png().toBuffer(),
          Buffer.from("<html><script>alert(1)</script></html>"),
        ]),
      }),
    ],
    ["a PDF", async () => ({ name: "scan.jpg", type: "image/jpeg", bytes: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n") })],
  ];

  it.each(hostile)("refuses %s with a 4xx in the error shape, keeping the current picture", async (_name, make) => {
    const { token, userId } = await newMember();
    const before = (await uploadAvatar(token, { name: "ok.jpg", type: "image/jpeg", bytes: await photo({ exif: false }) })).json().data.media[0].sizes;
    const response = await uploadAvatar(token, await make());
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expectErrorShape(response.statusCode, response.headers["content-type"] as string, response.body, "hostile upload");
    expect(response.json().errors?.avatar?.[0]).toBe(response.json().message);
    expect(await avatarOf(userId)).toEqual(before);
    expect(await storedFiles()).toHaveLength(4);
  });

  it("never answers 5xx to generated junk: random bytes behind real image signatures, cut-off pictures", async () => {
    const { token } = await newMember();
    const jpeg = await photo({ width: 300, height: 200 });
    const png = await sharp({ create: { width: 120, height: 90, channels: 4, background: "#a3295b" } }).png().toBuffer();
    const signatures = [
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from("GIF89a"),
      Buffer.from("RIFF\x00\x00\x00\x00WEBPVP8 ", "latin1"),
      Buffer.from("<svg"),
      Buffer.alloc(0),
    ];
    const upload = fc.oneof(
      fc.tuple(fc.constantFrom(...signatures), fc.uint8Array({ maxLength: 2048 })).map(([head, tail]) => Buffer.concat([head, Buffer.from(tail)])),
      fc.tuple(fc.constantFrom(jpeg, png), fc.double({ min: 0, max: 1, noNaN: true })).map(([image, share]) => image.subarray(0, Math.floor(image.length * share))),
      fc.tuple(fc.constantFrom(jpeg, png), fc.nat(), fc.integer({ min: 0, max: 255 })).map(([image, at, byte]) => {
        const damaged = Buffer.from(image);
        damaged[at % damaged.length] = byte;
        return damaged;
      }),
    );
    await fc.assert(
      fc.asyncProperty(upload, fc.constantFrom("a.jpg", "a.png", "a.svg", "a"), async (bytes, name) => {
        const response = await uploadAvatar(token, { name, type: "application/octet-stream", bytes });
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode >= 400) expectErrorShape(response.statusCode, response.headers["content-type"] as string, response.body, name);
      }),
      { seed: 20_260_601, numRuns: 60 },
    );
  });

  it("refuses a file over 8 MB with 413 before decoding it", async () => {
    const { token, userId } = await newMember();
    const response = await uploadAvatar(token, { name: "huge.jpg", type: "image/jpeg", bytes: Buffer.alloc(9 * 1024 * 1024, 0xff) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413, code: "PAYLOAD_TOO_LARGE", message: "Pictures can be up to 8 MB." });
    expect(await avatarOf(userId)).toBeNull();
  });

  it("refuses a request with no picture, two pictures or a picture under another name", async () => {
    const { token } = await newMember();
    const none = await testApp.app.inject({ method: "POST", url: "/api/v1/user/avatar", headers: bearer(token), payload: {} });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ code: "VALIDATION_FAILED", message: "Choose a picture to upload." });

    const jpeg = await photo({ exif: false });
    const two = await postMultipart("/user/avatar", token, {}, [
      { name: "a.jpg", type: "image/jpeg", bytes: jpeg },
      { name: "b.jpg", type: "image/jpeg", bytes: jpeg },
    ]);
    expect(two.statusCode).toBe(413);
    expectErrorShape(two.statusCode, two.headers["content-type"] as string, two.body, "two files");

    const elsewhere = await postMultipart("/user/avatar", token, {}, [{ field: "picture", name: "a.jpg", type: "image/jpeg", bytes: jpeg }]);
    expect(elsewhere.statusCode).toBe(422);

    const noBoundary = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/user/avatar",
      headers: { ...bearer(token), "content-type": "multipart/form-data" },
      payload: "garbage",
    });
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
    expectErrorShape(noBoundary.statusCode, noBoundary.headers["content-type"] as string, noBoundary.body, "no boundary");
    expect(await storedFiles()).toEqual([]);
  });

  it("answers 401 to a visitor and to an unknown token, storing nothing", async () => {
    const jpeg = await photo({ exif: false });
    for (const token of [null, "not-a-real-token"]) {
      const response = await uploadAvatar(token, { name: "a.jpg", type: "image/jpeg", bytes: jpeg });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
      const profile = await postMultipart("/user", token, { firstname: "Mallory" }, [{ name: "a.jpg", type: "image/jpeg", bytes: jpeg }]);
      expect(profile.statusCode).toBe(401);
    }
    expect(await storedFiles()).toEqual([]);
  });

  it("changes only the caller's own picture: a second member cannot touch the first's", async () => {
    const first = await newMember();
    const second = await newMember();
    const firstSizes = (await uploadAvatar(first.token, { name: "a.jpg", type: "image/jpeg", bytes: await photo() })).json().data.media[0].sizes;
    const response = await uploadAvatar(second.token, { name: "b.jpg", type: "image/jpeg", bytes: await photo({ exif: false }) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.id).toBe(second.userId);
    expect(await avatarOf(first.userId)).toEqual(firstSizes);
    expect(await storedFiles()).toHaveLength(8);
    for (const url of Object.values(firstSizes) as string[]) {
      expect((await testApp.app.inject({ method: "GET", url })).statusCode).toBe(200);
    }
  });

  it("refuses a cookie-signed upload sent from another site", async () => {
    const { token, userId } = await newMember();
    const body = await multipart({}, [{ name: "a.jpg", type: "image/jpeg", bytes: await photo({ exif: false }) }]);
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/user/avatar",
      headers: { "content-type": body.contentType, cookie: `amora_session=${token}`, "sec-fetch-site": "cross-site" },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(403);
    expect(await avatarOf(userId)).toBeNull();
  });
});

describe("POST /api/v1/user as multipart/form-data (the apps' profile update)", () => {
  it("saves the text fields and the avatar together", async () => {
    const { token, userId } = await newMember();
    const response = await postMultipart(
      "/user",
      token,
      { firstname: "Giulia", lastname: "Rossi", birthday: "1990-04-12", wedding_date: "2026-09-19", anniversary_date: "" },
      [{ name: "me.jpg", type: "image/jpeg", bytes: await photo() }],
    );
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(response.json().message).toBe("Profile updated successfully");
    expect(data).toMatchObject({ id: userId, firstname: "Giulia", lastname: "Rossi", name: "Giulia Rossi", birthday: "1990-04-12", wedding_date: "2026-09-19", anniversary_date: null });
    expect(data.media[0].sizes.small).toMatch(/^\/media\/uploads\/[0-9a-f]{32}-small\.webp$/);
    expect((await testApp.app.inject({ method: "GET", url: data.media[0].sizes.small })).statusCode).toBe(200);
  });

  it("saves the text fields alone when the file input was left empty", async () => {
    const { token } = await newMember();
    const response = await postMultipart("/user", token, { firstname: "Ana" }, [{ name: "", type: "application/octet-stream", bytes: Buffer.alloc(0) }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ firstname: "Ana", media: [] });
  });

  it("saves nothing when the picture is refused", async () => {
    const { token, userId } = await newMember();
    const response = await postMultipart("/user", token, { firstname: "Changed" }, [
      { name: "x.jpg", type: "image/jpeg", bytes: Buffer.from("<svg onload=alert(1)>") },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.avatar).toBeDefined();
    const [row] = await testApp.services.db.select().from(users).where(eq(users.id, userId));
    expect(row?.firstname).toBeNull();
    expect(row?.avatarSizes).toBeNull();
  });

  it("refuses an over-long field rather than saving it cut short", async () => {
    const { token, userId } = await newMember();
    const response = await postMultipart("/user", token, { fcm_token: "x".repeat(9000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413, message: "A field of the form is too long." });
    const [row] = await testApp.services.db.select().from(users).where(eq(users.id, userId));
    expect(row?.fcmToken).toBeNull();
  });

  it("validates the text fields as the JSON form does", async () => {
    const { token } = await newMember();
    const response = await postMultipart("/user", token, { birthday: "12/04/1990" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: "Enter a date as YYYY-MM-DD", errors: { birthday: ["Enter a date as YYYY-MM-DD"] } });
  });

  it("still takes JSON", async () => {
    const { token } = await newMember();
    const response = await testApp.app.inject({ method: "POST", url: "/api/v1/user", headers: bearer(token), payload: { firstname: "Json" } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.firstname).toBe("Json");
  });
});

describe("DELETE /api/v1/user", () => {
  it("deletes the member's pictures with the account", async () => {
    const { token } = await newMember();
    await uploadAvatar(token, { name: "a.jpg", type: "image/jpeg", bytes: await photo() });
    expect(await storedFiles()).toHaveLength(4);
    const response = await testApp.app.inject({ method: "DELETE", url: "/api/v1/user", headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    expect(await storedFiles()).toEqual([]);
  });
});

describe("GET /media/uploads/:file", () => {
  it("serves only names the store writes", async () => {
    for (const url of ["/media/uploads/..%2F..%2Fetc%2Fpasswd", "/media/uploads/missing-small.webp", "/media/uploads/a.svg", "/media/uploads/%00.webp"]) {
      const response = await testApp.app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const { token } = await newMember();
    const small = (await uploadAvatar(token, { name: "a.jpg", type: "image/jpeg", bytes: await photo() })).json().data.media[0].sizes.small;
    const first = await testApp.app.inject({ method: "GET", url: small });
    const again = await testApp.app.inject({ method: "GET", url: small, headers: { "if-none-match": String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});
