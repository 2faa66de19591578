import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../tests/support/test-database";
import { createLocalDiskStorage } from "../../adapters/storage/local-disk-storage";
import type { MediaStorage } from "../../adapters/storage/media-storage";
import type { DatabaseHandle } from "../../db/client";
import { users } from "../../db/schema/accounts";
import { fixedClock } from "../../kernel/clock";
import { AppError } from "../../kernel/errors";
import { AVATAR_MESSAGES, discardAvatarFiles, prepareAvatar, setAvatar } from "./set-avatar";

let database: DatabaseHandle;
let directory: string;
let storage: MediaStorage;
const clock = fixedClock(new Date("2026-06-01T12:00:00Z"));

beforeAll(async () => {
  database = await createTestDatabase();
  directory = await mkdtemp(path.join(os.tmpdir(), "amora-set-avatar-"));
  storage = createLocalDiskStorage(directory);
});
afterAll(async () => {
  await database.close();
  await rm(directory, { recursive: true, force: true });
});

let counter = 0;
async function createMember(): Promise<number> {
  const [row] = await database.db.insert(users).values({ email: `set-avatar-${++counter}@example.com` }).returning({ id: users.id });
  return row!.id;
}

function solid(width: number, height: number, format: "png" | "jpeg" | "webp" | "gif", channels: 3 | 4 = 3) {
  const image = sharp({ create: { width, height, channels, background: { r: 138, g: 28, b: 74, alpha: channels === 4 ? 0.5 : 1 } } });
  return image.toFormat(format).toBuffer();
}

async function refusal(upload: Buffer): Promise<AppError> {
  try {
    await prepareAvatar(upload);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error("prepareAvatar accepted the upload");
}

describe("prepareAvatar", () => {
  it.each(["png", "jpeg", "webp", "gif"] as const)("re-encodes %s as square WebP in every size", async (format) => {
    const prepared = await prepareAvatar(await solid(2400, 1800, format));
    const sizes = await Promise.all(
      Object.entries(prepared.files).map(async ([size, file]) => {
        const metadata = await sharp(file).metadata();
        return [size, metadata.format, metadata.width, metadata.height];
      }),
    );
    expect(sizes).toEqual([
      ["thumbnail", "webp", 150, 150],
      ["small", "webp", 400, 400],
      ["medium", "webp", 800, 800],
      ["large", "webp", 1600, 1600],
    ]);
  });

  it("never enlarges a small picture: every size stops at its shorter side", async () => {
    const prepared = await prepareAvatar(await solid(300, 220, "png"));
    const widths = await Promise.all(Object.values(prepared.files).map(async (file) => (await sharp(file).metadata()).width));
    expect(widths).toEqual([150, 220, 220, 220]);
  });

  it("keeps transparency", async () => {
    const prepared = await prepareAvatar(await solid(200, 200, "png", 4));
    expect((await sharp(prepared.files.small).metadata()).hasAlpha).toBe(true);
  });

  it("keeps the first frame of an animation", async () => {
    const frames = await sharp({ create: { width: 64, height: 128, channels: 3, background: "#ff0000" } })
      .gif()
      .toBuffer();
    const animated = await sharp(frames, { animated: true }).gif({ loop: 0 }).toBuffer();
    const prepared = await prepareAvatar(animated);
    const metadata = await sharp(prepared.files.thumbnail).metadata();
    expect(metadata.pages ?? 1).toBe(1);
    expect([metadata.width, metadata.height]).toEqual([64, 64]);
  });

  it("drops EXIF (camera, GPS, names) from every size", async () => {
    const upload = await sharp(await solid(600, 600, "jpeg"))
      .withExif({ IFD0: { Artist: "PRIVATE-NAME", Make: "PhoneMaker" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 44/1 0/1" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(upload).metadata()).exif).toBeDefined();
    const prepared = await prepareAvatar(upload);
    for (const file of Object.values(prepared.files)) {
      const metadata = await sharp(file).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(file.includes("PRIVATE-NAME")).toBe(false);
    }
  });

  it("refuses what is not a picture it accepts, saying what to do", async () => {
    expect((await refusal(Buffer.alloc(0))).message).toBe(AVATAR_MESSAGES.empty);
    expect((await refusal(Buffer.from("just text"))).message).toBe(AVATAR_MESSAGES.notAnImage);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
    expect((await refusal(svg)).message).toBe(AVATAR_MESSAGES.notAnImage);
    const tiff = await solid(32, 32, "png").then((png) => sharp(png).tiff().toBuffer());
    expect((await refusal(tiff)).message).toBe(AVATAR_MESSAGES.notAnImage);
    const polyglot = Buffer.concat([await solid(32, 32, "gif"), Buffer.from("<script>alert(1)</script>")]);
    expect((await refusal(polyglot)).message).toBe(AVATAR_MESSAGES.notAnImage);
    const jpeg = await solid(400, 400, "jpeg");
    expect((await refusal(jpeg.subarray(0, jpeg.length - 200))).message).toBe(AVATAR_MESSAGES.unreadable);
  });

  it("refuses a picture whose header claims more than 50 megapixels, before decoding it", async () => {
    // 8000 × 7000 = 56 MP of one colour compresses to a few kilobytes.
    const large = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const error = await refusal(large);
    expect(error.message).toBe(AVATAR_MESSAGES.tooManyPixels);
    expect(error.status).toBe(422);
    expect(error.fieldErrors).toEqual({ avatar: [AVATAR_MESSAGES.tooManyPixels] });
  });
});

describe("setAvatar", () => {
  const deps = () => ({ db: database.db, clock, storage });

  it("stores four files under a fresh random name and records their URLs", async () => {
    const userId = await createMember();
    const user = await setAvatar(deps(), { userId, image: await solid(500, 500, "jpeg") });
    const sizes = user.media[0]!.sizes;
    expect(Object.values(sizes)).toHaveLength(4);
    const [name] = /[0-9a-f]{32}/.exec(sizes.small)!;
    expect(Object.values(sizes).every((url) => url.startsWith(`/media/uploads/${name}-`))).toBe(true);
    const [row] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.avatarSizes).toEqual(sizes);
    expect(row?.updatedAt).toEqual(clock.now());
    for (const url of Object.values(sizes)) expect(await storage.open(storage.keyFromUrl(url)!)).not.toBeNull();
  });

  it("removes the previous avatar's files once the new one is saved", async () => {
    const userId = await createMember();
    const first = (await setAvatar(deps(), { userId, image: await solid(300, 300, "png") })).media[0]!.sizes;
    const second = (await setAvatar(deps(), { userId, image: await prepareAvatar(await solid(300, 300, "webp")) })).media[0]!.sizes;
    for (const url of Object.values(first)) expect(await storage.open(storage.keyFromUrl(url)!)).toBeNull();
    for (const url of Object.values(second)) {
      const stored = await storage.open(storage.keyFromUrl(url)!);
      expect(stored).not.toBeNull();
      stored?.body.destroy();
    }
  });

  it("leaves no files behind when the member does not exist", async () => {
    const before = (await readdir(directory)).length;
    await expect(setAvatar(deps(), { userId: 987_654, image: await solid(100, 100, "png") })).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
    expect((await readdir(directory)).length).toBe(before);
  });

  it("stores nothing for a refused picture", async () => {
    const userId = await createMember();
    const before = (await readdir(directory)).length;
    await expect(setAvatar(deps(), { userId, image: Buffer.from("GIF89a not really") })).rejects.toMatchObject({ status: 422 });
    expect((await readdir(directory)).length).toBe(before);
  });
});

describe("discardAvatarFiles", () => {
  it("deletes the store's own files and ignores other URLs", async () => {
    const userId = await createMember();
    const sizes = (await setAvatar({ db: database.db, clock, storage }, { userId, image: await solid(200, 200, "png") })).media[0]!.sizes;
    await discardAvatarFiles(storage, { ...sizes, large: "https://elsewhere.example/large.webp" });
    expect(await storage.open(storage.keyFromUrl(sizes.small)!)).toBeNull();
    expect(await storage.open(storage.keyFromUrl(sizes.thumbnail)!)).toBeNull();
    await discardAvatarFiles(storage, null);
  });
});
