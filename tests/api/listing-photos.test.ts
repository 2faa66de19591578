import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AVATAR_MESSAGES } from "../../core/avatar-rules";
import { MEDIA_SIZES } from "../../core/listing-types";
import { LISTING_PHOTO_MESSAGES, MAX_LISTING_PHOTOS, MAX_PHOTO_ALT_LENGTH } from "../../core/storefront-photos";
import { listingMedia, listings } from "../../server/db/schema/catalogue";
import { createCatalogueCache } from "../../server/domain/catalogue/catalogue-cache";
import { insertGeneratedCover } from "../../server/domain/catalogue/new-listing";
import { NOT_A_BUSINESS } from "../../server/domain/deals/business-account-of";
import { sceneMediaSizes, versionedSceneSizes } from "../../server/domain/media/scene-urls";
import { bearer, signInWithCode } from "../support/accounts";
import { createBusiness, type TestBusiness } from "../support/business-accounts";
import { pixelBomb } from "../support/pixel-bomb";
import { createTestApp, TEST_NOW, type TestApp } from "../support/test-app";
import { expectErrorShape } from "./api-routes";

/**
 * A business's listing photos (issue 19): uploaded from the dashboard (multipart, re-encoded as
 * 3:2 WebP in four sizes), described, reordered, made the cover and deleted with their files. The
 * first upload replaces the drawn picture; deleting the last brings it back. The listing's page,
 * its API and search results show the cover at once. Only the business's own listing.
 */

let testApp: TestApp;
let uploadsDir: string;
let counter = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}`;

type Sizes = { thumbnail: string; small: string; medium: string; large: string };
type PhotoWire = { id: number; position: number; alt: string; is_cover: boolean; sizes: Sizes };
type PhotosWire = { listing: { id: number; title: string; path: string }; photos: PhotoWire[]; max_photos: number; drawn_picture: { alt: string; sizes: Sizes } | null };
type Answer = { message: string; data: PhotosWire };
type Response = Awaited<ReturnType<TestApp["app"]["inject"]>>;
type Session = { token: string } | null;

/** A landscape photo of two colours (left and right halves), as a phone would send it. */
function photo({ width = 900, height = 600, left = "#8a1c4a", format = "png" as "png" | "jpeg" } = {}): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: left } }).composite([
    { input: { create: { width: Math.floor(width / 2), height, channels: 3, background: "#f8eedb" } }, left: Math.ceil(width / 2), top: 0 },
  ]);
  return format === "png" ? image.png().toBuffer() : image.jpeg().toBuffer();
}

async function upload(session: Session, bytes: Buffer, { type = "image/png", name = "photo.png", field = "photo", alt }: { type?: string; name?: string; field?: string; alt?: string } = {}): Promise<Response> {
  const form = new FormData();
  if (alt !== undefined) form.append("alt", alt);
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return testApp.app.inject({
    method: "POST",
    url: "/api/v1/business/photos",
    headers: { "content-type": request.headers.get("content-type")!, ...(session ? bearer(session.token) : {}) },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const call = (session: Session, method: "GET" | "PATCH" | "POST" | "DELETE", url: string, payload?: object) =>
  testApp.app.inject({ method, url: `/api/v1/business/photos${url}`, headers: session ? bearer(session.token) : {}, ...(payload ? { payload } : {}) });
const list = (session: Session) => call(session, "GET", "");
const describePhoto = (session: Session, id: number, alt: unknown) => call(session, "PATCH", `/${id}`, { alt });
const move = (session: Session, id: number, position: unknown) => call(session, "POST", `/${id}/move`, { position });
const cover = (session: Session, id: number) => call(session, "POST", `/${id}/cover`);
const remove = (session: Session, id: number) => call(session, "DELETE", `/${id}`);

function ok<T = Answer>(response: Response): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

function expectRefused(response: Response, status: number, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, "listing photo");
  if (message) expect(response.json<{ message: string }>().message).toBe(message);
}

/** The listing's pictures as readers see them: listing_media in order. */
async function mediaOf(listingId: number) {
  return testApp.services.db
    .select({ source: listingMedia.source, alt: listingMedia.alt, sizes: listingMedia.sizes, position: listingMedia.position })
    .from(listingMedia)
    .where(eq(listingMedia.listingId, listingId))
    .orderBy(asc(listingMedia.position), asc(listingMedia.id));
}

/** A hotel with a listing of its own and its drawn cover, as a new listing starts. */
async function newHotel(title = unique("Casa Foto")): Promise<TestBusiness & { slug: string }> {
  const business = await createBusiness(testApp, "hotel", { type: "property", title, city: "Positano", country: "Italy", description: "A terrace over the sea." });
  const [row] = await testApp.services.db.select().from(listings).where(eq(listings.id, business.listingId));
  await testApp.services.db.transaction((tx) => insertGeneratedCover(tx, row!, TEST_NOW));
  return { ...business, slug: row!.slug };
}

const storedFiles = () => readdir(uploadsDir);

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), "amora-listing-photos-"));
  testApp = await createTestApp({ UPLOADS_DIR: uploadsDir });
});

afterAll(async () => {
  await testApp.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

beforeEach(async () => {
  // Each test starts from an empty store, so counting files says what a call left behind.
  for (const file of await storedFiles()) await rm(path.join(uploadsDir, file), { force: true });
});

describe("uploading a listing's photos", () => {
  it("re-encodes each picture as 3:2 WebP in four sizes; the first replaces the drawn picture, the next go last", async () => {
    const hotel = await newHotel();
    const before = ok<{ data: PhotosWire }>(await list(hotel)).data;
    expect(before.photos).toEqual([]);
    expect(before.max_photos).toBe(MAX_LISTING_PHOTOS);
    expect(before.drawn_picture?.sizes).toEqual(versionedSceneSizes(sceneMediaSizes(hotel.slug)));
    expect(before.listing).toEqual({ id: hotel.listingId, title: expect.any(String), path: `/${hotel.slug}` });

    const first = ok(await upload(hotel, await photo({ width: 1000, height: 1000 })));
    expect(first.message).toBe(LISTING_PHOTO_MESSAGES.added);
    expect(first.data.drawn_picture).toBeNull();
    expect(first.data.photos).toHaveLength(1);
    const [added] = first.data.photos;
    expect(added).toMatchObject({ position: 0, is_cover: true, alt: before.listing.title });
    expect(Object.keys(added!.sizes).sort()).toEqual([...MEDIA_SIZES].sort());
    expect(await storedFiles()).toHaveLength(4);
    // A square picture is cropped to 3:2 (centred); nothing is enlarged past the original.
    const small = await testApp.app.inject({ method: "GET", url: added!.sizes.small });
    expect(small.statusCode).toBe(200);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: "webp", width: 400, height: 267 });
    const large = await testApp.app.inject({ method: "GET", url: added!.sizes.large });
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ width: 1000, height: 667 });
    // The drawn picture is gone from the listing's pictures.
    expect((await mediaOf(hotel.listingId)).map((row) => row.source)).toEqual(["upload"]);

    const second = ok(await upload(hotel, await photo({ left: "#2244aa" }), { alt: "  The pool at dusk  " }));
    expect(second.data.photos.map((item) => [item.position, item.is_cover, item.alt])).toEqual([
      [0, true, before.listing.title],
      [1, false, "The pool at dusk"],
    ]);
    const third = ok(await upload(hotel, await photo({ left: "#22aa44" })));
    expect(third.data.photos).toHaveLength(3);
    expect(ok<{ data: PhotosWire }>(await list(hotel)).data.photos).toEqual(third.data.photos);
    expect(await storedFiles()).toHaveLength(12);
  });

  it("takes a JPEG named .png and strips its metadata", async () => {
    const hotel = await newHotel();
    const jpeg = await sharp(await photo({ format: "jpeg" }))
      .jpeg()
      .withExif({ IFD0: { Copyright: "Secret camera owner" } })
      .toBuffer();
    expect(jpeg.toString("latin1")).toContain("Secret camera owner");
    const [added] = ok(await upload(hotel, jpeg, { name: "photo.png", type: "image/png" })).data.photos;
    const large = await testApp.app.inject({ method: "GET", url: added!.sizes.large });
    expect(large.rawPayload.toString("latin1")).not.toContain("Secret camera owner");
    expect((await sharp(large.rawPayload).metadata()).exif).toBeUndefined();
  });

  const hostile: [string, () => Promise<{ bytes: Buffer; type: string; name: string }>, number, string][] = [
    ["a text file named .jpg", async () => ({ bytes: Buffer.from("This is not a picture at all.\n"), type: "image/jpeg", name: "photo.jpg" }), 422, AVATAR_MESSAGES.notAnImage],
    [
      "an SVG with a script",
      async () => ({
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><script>alert(document.cookie)</script></svg>'),
        type: "image/svg+xml",
        name: "photo.svg",
      }),
      422,
      AVATAR_MESSAGES.notAnImage,
    ],
    ["a PNG header claiming 100000 × 100000 pixels", async () => ({ bytes: pixelBomb(), type: "image/png", name: "bomb.png" }), 422, AVATAR_MESSAGES.tooManyPixels],
    [
      "a PNG that is also an HTML page",
      async () => ({
        bytes: Buffer.concat([await photo({ width: 64, height: 48 }), Buffer.from("<html><script>alert(1)</script></html>")]),
        type: "image/png",
        name: "photo.png",
      }),
      422,
      AVATAR_MESSAGES.notAnImage,
    ],
    ["an empty file", async () => ({ bytes: Buffer.alloc(0), type: "image/png", name: "photo.png" }), 422, AVATAR_MESSAGES.empty],
    ["a file over 8 MB", async () => ({ bytes: Buffer.alloc(8 * 1024 * 1024 + 1, 7), type: "image/jpeg", name: "huge.jpg" }), 413, AVATAR_MESSAGES.tooLarge],
  ];

  it.each(hostile)("refuses %s with the field's message, storing nothing and keeping the drawn picture", async (_name, make, status, message) => {
    const hotel = await newHotel();
    const { bytes, type, name } = await make();
    const response = await upload(hotel, bytes, { type, name });
    expectRefused(response, status, message);
    if (status === 422) expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({ photo: [message] });
    expect((await mediaOf(hotel.listingId)).map((row) => row.source)).toEqual(["generated"]);
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses a form without the photo, and an alt text that is too long, storing nothing", async () => {
    const hotel = await newHotel();
    const form = new FormData();
    form.append("alt", "Sea view");
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const empty = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/business/photos",
      headers: { "content-type": request.headers.get("content-type")!, ...bearer(hotel.token) },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expectRefused(empty, 422, AVATAR_MESSAGES.missing);
    expectRefused(await upload(hotel, await photo(), { field: "picture" }), 422);
    const long = await upload(hotel, await photo(), { alt: "a".repeat(MAX_PHOTO_ALT_LENGTH + 1) });
    expectRefused(long, 422, LISTING_PHOTO_MESSAGES.altTooLong);
    expect(long.json<{ errors: Record<string, string[]> }>().errors).toEqual({ alt: [LISTING_PHOTO_MESSAGES.altTooLong] });
    expect(await storedFiles()).toEqual([]);
    expect((await mediaOf(hotel.listingId)).map((row) => row.source)).toEqual(["generated"]);
  });

  it(`keeps a listing to ${MAX_LISTING_PHOTOS} photos, also when uploads arrive at the same time`, async () => {
    const hotel = await newHotel();
    const picture = await photo({ width: 300, height: 200 });
    for (let count = 1; count < MAX_LISTING_PHOTOS; count += 1) ok(await upload(hotel, picture));
    const racing = await Promise.all([upload(hotel, picture), upload(hotel, picture), upload(hotel, picture)]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    expectRefused(racing.find((response) => response.statusCode === 409)!, 409, LISTING_PHOTO_MESSAGES.tooMany);
    expectRefused(await upload(hotel, picture), 409, LISTING_PHOTO_MESSAGES.tooMany);
    const media = await mediaOf(hotel.listingId);
    expect(media).toHaveLength(MAX_LISTING_PHOTOS);
    expect(media.map((row) => row.position)).toEqual([...Array(MAX_LISTING_PHOTOS).keys()]);
    expect(await storedFiles()).toHaveLength(MAX_LISTING_PHOTOS * 4);
  });
});

describe("describing, ordering and deleting a listing's photos", () => {
  it("changes a photo's alt text, refusing an empty or too long one with the field's message", async () => {
    const hotel = await newHotel();
    const [added] = ok(await upload(hotel, await photo())).data.photos;
    const described = ok(await describePhoto(hotel, added!.id, "  Breakfast on the terrace "));
    expect(described.message).toBe(LISTING_PHOTO_MESSAGES.updated);
    expect(described.data.photos[0]!.alt).toBe("Breakfast on the terrace");
    for (const [alt, message] of [
      ["   ", LISTING_PHOTO_MESSAGES.altRequired],
      ["b".repeat(MAX_PHOTO_ALT_LENGTH + 1), LISTING_PHOTO_MESSAGES.altTooLong],
    ] as const) {
      const refused = await describePhoto(hotel, added!.id, alt);
      expectRefused(refused, 422, message);
      expect(refused.json<{ errors: Record<string, string[]> }>().errors).toEqual({ alt: [message] });
    }
    expectRefused(await describePhoto(hotel, added!.id, 42), 422);
    expect((await mediaOf(hotel.listingId))[0]!.alt).toBe("Breakfast on the terrace");
  });

  it("moves a photo, makes another the cover, and refuses a position that is not a whole number from 0", async () => {
    const hotel = await newHotel();
    for (const left of ["#aa0000", "#00aa00", "#0000aa"]) ok(await upload(hotel, await photo({ left })));
    const [red, green, blue] = ok<{ data: PhotosWire }>(await list(hotel)).data.photos.map((item) => item.id);

    const moved = ok(await move(hotel, blue!, 1));
    expect(moved.message).toBe(LISTING_PHOTO_MESSAGES.moved);
    expect(moved.data.photos.map((item) => item.id)).toEqual([red, blue, green]);
    // Past the last means last.
    expect(ok(await move(hotel, red!, 50)).data.photos.map((item) => item.id)).toEqual([blue, green, red]);
    expectRefused(await move(hotel, red!, -1), 422, LISTING_PHOTO_MESSAGES.position);
    expectRefused(await move(hotel, red!, 1.5), 422);

    const covered = ok(await cover(hotel, green!));
    expect(covered.message).toBe(LISTING_PHOTO_MESSAGES.cover);
    expect(covered.data.photos.map((item) => [item.id, item.position, item.is_cover])).toEqual([
      [green, 0, true],
      [blue, 1, false],
      [red, 2, false],
    ]);
    expect((await mediaOf(hotel.listingId)).map((row) => row.position)).toEqual([0, 1, 2]);
  });

  it("deletes a photo with its files; deleting the last brings the drawn picture back", async () => {
    const hotel = await newHotel();
    ok(await upload(hotel, await photo({ left: "#aa0000" })));
    const [first, second] = ok(await upload(hotel, await photo({ left: "#0000aa" }))).data.photos;
    expect(await storedFiles()).toHaveLength(8);

    const removed = ok(await remove(hotel, first!.id));
    expect(removed.message).toBe(LISTING_PHOTO_MESSAGES.removed);
    expect(removed.data.photos.map((item) => [item.id, item.position, item.is_cover])).toEqual([[second!.id, 0, true]]);
    expect(await storedFiles()).toHaveLength(4);
    expect((await testApp.app.inject({ method: "GET", url: first!.sizes.small })).statusCode).toBe(404);
    expectRefused(await remove(hotel, first!.id), 404, LISTING_PHOTO_MESSAGES.noSuchPhoto);

    const last = ok(await remove(hotel, second!.id));
    expect(last.data.photos).toEqual([]);
    expect(last.data.drawn_picture?.sizes).toEqual(versionedSceneSizes(sceneMediaSizes(hotel.slug)));
    expect(await storedFiles()).toEqual([]);
    expect(await mediaOf(hotel.listingId)).toEqual([expect.objectContaining({ source: "generated", position: 0, sizes: sceneMediaSizes(hotel.slug) })]);
  });
});

describe("who may change a listing's photos", () => {
  let owner: TestBusiness & { slug: string };
  let photoId: number;

  beforeAll(async () => {
    owner = await newHotel(unique("Guarded Villa"));
    photoId = ok(await upload(owner, await photo())).data.photos[0]!.id;
  });

  it("asks a visitor to sign in, before reading the upload", async () => {
    expectRefused(await list(null), 401);
    expectRefused(await upload(null, await photo()), 401);
    expectRefused(await describePhoto(null, photoId, "Hello"), 401);
    expectRefused(await move(null, photoId, 0), 401);
    expectRefused(await cover(null, photoId), 401);
    expectRefused(await remove(null, photoId), 401);
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses a couple (403) and finds no photo of another business's listing (404), changing nothing", async () => {
    const couple = await signInWithCode(testApp, `${unique("couple")}@couple.example`);
    expectRefused(await list(couple), 403, NOT_A_BUSINESS);
    expectRefused(await upload(couple, await photo()), 403, NOT_A_BUSINESS);
    expectRefused(await describePhoto(couple, photoId, "Mine now"), 403, NOT_A_BUSINESS);
    expectRefused(await cover(couple, photoId), 403, NOT_A_BUSINESS);
    expectRefused(await remove(couple, photoId), 403, NOT_A_BUSINESS);

    const other = await newHotel();
    expectRefused(await describePhoto(other, photoId, "Mine now"), 404, LISTING_PHOTO_MESSAGES.noSuchPhoto);
    expectRefused(await move(other, photoId, 0), 404, LISTING_PHOTO_MESSAGES.noSuchPhoto);
    expectRefused(await cover(other, photoId), 404, LISTING_PHOTO_MESSAGES.noSuchPhoto);
    expectRefused(await remove(other, photoId), 404, LISTING_PHOTO_MESSAGES.noSuchPhoto);
    expect(ok<{ data: PhotosWire }>(await list(other)).data.photos).toEqual([]);
    // A drawn picture is not a photo the business manages.
    const [drawn] = await testApp.services.db.select({ id: listingMedia.id }).from(listingMedia).where(eq(listingMedia.listingId, other.listingId));
    expectRefused(await remove(other, drawn!.id), 404, LISTING_PHOTO_MESSAGES.noSuchPhoto);

    const [kept] = await mediaOf(owner.listingId);
    expect(kept).toMatchObject({ source: "upload", alt: expect.not.stringContaining("Mine now") });
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses a deactivated business; one still in review prepares its photos", async () => {
    const closed = await createBusiness(testApp, "hotel", { type: "property", title: unique("Casa Chiusa") }, "in_active");
    expectRefused(await upload(closed, await photo()), 403);
    expectRefused(await list(closed), 403);
    expect(await storedFiles()).toEqual([]);
    const pending = await createBusiness(testApp, "hotel", { type: "property", title: unique("Casa Attesa"), status: "in_review" }, "in_review");
    const uploaded = ok<{ data: PhotosWire }>(await upload(pending, await photo()));
    expect(uploaded.data.photos).toHaveLength(1);
    expect(ok<{ data: PhotosWire }>(await list(pending)).data.photos).toHaveLength(1);
  });
});

describe("the cover on the listing's page, in cards and in search results", () => {
  it("shows a new cover at once, even behind the catalogue cache", async () => {
    const title = unique("Villa Copertina");
    const hotel = await newHotel(title);
    testApp.services.catalogueCache = createCatalogueCache({ clock: testApp.clock });
    try {
      type Detail = { data: unknown };
      const detail = async () => JSON.stringify(ok<Detail>(await testApp.app.inject({ method: "GET", url: `/api/v1/hotels/showbyslug/${hotel.slug}` })));
      // Read once before, so a cached answer would show.
      expect(await detail()).toContain(sceneMediaSizes(hotel.slug).medium);

      ok(await upload(hotel, await photo({ left: "#aa0000" })));
      const [red, blue] = ok(await upload(hotel, await photo({ left: "#0000aa" }))).data.photos;
      const afterUpload = await detail();
      expect(afterUpload).toContain(red!.sizes.medium);
      expect(afterUpload).not.toContain(sceneMediaSizes(hotel.slug).medium);
      expect(afterUpload.indexOf(red!.sizes.medium)).toBeLessThan(afterUpload.indexOf(blue!.sizes.medium));

      ok(await cover(hotel, blue!.id));
      const afterCover = await detail();
      expect(afterCover.indexOf(blue!.sizes.medium)).toBeLessThan(afterCover.indexOf(red!.sizes.medium));

      // The search result's picture follows the cover.
      const result = async () => {
        const answer = ok<{ data: unknown }>(await testApp.app.inject({ method: "GET", url: `/api/v1/posts/websearch?query=${encodeURIComponent(title)}` }));
        return JSON.stringify(answer);
      };
      await expect.poll(result, { timeout: 5_000 }).toContain(blue!.sizes.small);
      expect(await result()).not.toContain(red!.sizes.small);
    } finally {
      delete testApp.services.catalogueCache;
    }
  });
});
