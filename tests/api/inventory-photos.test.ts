import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AVATAR_MESSAGES } from "../../core/avatar-rules";
import { INVENTORY_MESSAGES } from "../../core/booking/inventory-changes";
import { MAX_ROOM_TYPE_PHOTOS, ROOM_PHOTO_MESSAGES } from "../../core/booking/room-photos";
import { MEDIA_SIZES } from "../../core/listing-types";
import { roomTypes } from "../../server/db/schema/inventory";
import { NOT_A_BUSINESS } from "../../server/domain/deals/business-account-of";
import { bearer, signInWithCode } from "../support/accounts";
import { createBusiness, type TestBusiness } from "../support/business-accounts";
import { pixelBomb } from "../support/pixel-bomb";
import { createTestApp, type TestApp } from "../support/test-app";
import { expectErrorShape } from "./api-routes";

/**
 * A room type's photos (issue 17): a hotel uploads them from the dashboard (multipart, re-encoded
 * as 4:3 WebP in four sizes), removes and reorders them; the rooms and rates show them. Only the
 * hotel's own business account may change them; a refused upload leaves nothing behind.
 */

let testApp: TestApp;
let uploadsDir: string;
let hotel: TestBusiness;
let otherHotel: TestBusiness;
let counter = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}`;

type Photo = { thumbnail: string; small: string; medium: string; large: string };
type RoomTypeWire = { id: number; name: string; photos: Photo[] };
type Response = Awaited<ReturnType<TestApp["app"]["inject"]>>;

/** A landscape photo of two colours (left and right halves), as a phone would send it. */
function photo({ width = 1200, height = 800, left = "#8a1c4a", format = "png" as "png" | "jpeg" } = {}): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: left } }).composite([
    { input: { create: { width: Math.floor(width / 2), height, channels: 3, background: "#f8eedb" } }, left: Math.ceil(width / 2), top: 0 },
  ]);
  return format === "png" ? image.png().toBuffer() : image.jpeg().toBuffer();
}

async function upload(session: { token: string } | null, roomTypeId: number, bytes: Buffer, { type = "image/png", name = "room.png", field = "photo" } = {}): Promise<Response> {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return testApp.app.inject({
    method: "POST",
    url: `/api/v1/business/inventory/room-types/${roomTypeId}/photos`,
    headers: { "content-type": request.headers.get("content-type")!, ...(session ? bearer(session.token) : {}) },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

function removePhoto(session: { token: string } | null, roomTypeId: number, position: number): Promise<Response> {
  return testApp.app.inject({ method: "DELETE", url: `/api/v1/business/inventory/room-types/${roomTypeId}/photos/${position}`, headers: session ? bearer(session.token) : {} });
}

function movePhoto(session: { token: string } | null, roomTypeId: number, position: number, newPosition: unknown): Promise<Response> {
  return testApp.app.inject({
    method: "PATCH",
    url: `/api/v1/business/inventory/room-types/${roomTypeId}/photos/${position}`,
    headers: session ? bearer(session.token) : {},
    payload: { new_position: newPosition },
  });
}

function ok<T>(response: Response): T {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

function expectRefused(response: Response, status: number, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, "room photo");
  if (message) expect(response.json<{ message: string }>().message).toBe(message);
}

async function newRoomType(business: TestBusiness, name = unique("Sea Suite")): Promise<number> {
  const created = await testApp.app.inject({
    method: "POST",
    url: "/api/v1/business/inventory/room-types",
    headers: bearer(business.token),
    payload: { name, beds: "1 king bed", max_adults: 2, description: "A balcony over the bay." },
  });
  return ok<{ data: RoomTypeWire }>(created).data.id;
}

async function photosOf(roomTypeId: number): Promise<Photo[]> {
  const [row] = await testApp.services.db.select({ photos: roomTypes.photos }).from(roomTypes).where(eq(roomTypes.id, roomTypeId));
  return row?.photos ?? [];
}

const storedFiles = () => readdir(uploadsDir);

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), "amora-room-photos-"));
  testApp = await createTestApp({ UPLOADS_DIR: uploadsDir });
  hotel = await createBusiness(testApp, "hotel", { type: "property", title: unique("Casa Foto"), city: "Positano", country: "Italy" });
  otherHotel = await createBusiness(testApp, "hotel", { type: "property", title: unique("Altra Casa"), city: "Positano", country: "Italy" });
});

afterAll(async () => {
  await testApp.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

beforeEach(async () => {
  // Each test starts from an empty store, so counting files says what a call left behind.
  for (const file of await storedFiles()) await rm(path.join(uploadsDir, file), { force: true });
});

describe("adding a photo to a room type", () => {
  it("re-encodes the picture as 4:3 WebP in four sizes, stored and served, and lists it with the room type", async () => {
    const roomTypeId = await newRoomType(hotel);
    const answer = ok<{ message: string; data: RoomTypeWire }>(await upload(hotel, roomTypeId, await photo({ width: 1000, height: 1000 })));
    expect(answer.message).toBe(ROOM_PHOTO_MESSAGES.added);
    expect(answer.data.photos).toHaveLength(1);
    const [added] = answer.data.photos;
    expect(Object.keys(added!).sort()).toEqual([...MEDIA_SIZES].sort());
    expect(await storedFiles()).toHaveLength(4);

    // A square picture is cropped to 4:3 (centred); nothing is enlarged past the original.
    const small = await testApp.app.inject({ method: "GET", url: added!.small });
    expect(small.statusCode).toBe(200);
    expect(small.headers["content-type"]).toBe("image/webp");
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ format: "webp", width: 400, height: 300 });
    const large = await testApp.app.inject({ method: "GET", url: added!.large });
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ width: 1000, height: 750 });

    // The dashboard's list has it; so does the database.
    const listed = ok<{ data: RoomTypeWire[] }>(await testApp.app.inject({ method: "GET", url: "/api/v1/business/inventory/room-types", headers: bearer(hotel.token) })).data;
    expect(listed.find((room) => room.id === roomTypeId)?.photos).toEqual([added]);
    expect(await photosOf(roomTypeId)).toEqual([added]);
  });

  it("takes a JPEG named .png and strips its metadata", async () => {
    const roomTypeId = await newRoomType(hotel);
    const jpeg = await sharp(await photo({ format: "jpeg" }))
      .jpeg()
      .withExif({ IFD0: { Copyright: "Secret camera owner" } })
      .toBuffer();
    expect(jpeg.toString("latin1")).toContain("Secret camera owner");
    const [added] = ok<{ data: RoomTypeWire }>(await upload(hotel, roomTypeId, jpeg, { name: "room.png", type: "image/png" })).data.photos;
    const large = await testApp.app.inject({ method: "GET", url: added!.large });
    expect(large.rawPayload.toString("latin1")).not.toContain("Secret camera owner");
    expect((await sharp(large.rawPayload).metadata()).exif).toBeUndefined();
  });

  const hostile: [string, () => Promise<{ bytes: Buffer; type: string; name: string }>, number, string][] = [
    ["a text file named .jpg", async () => ({ bytes: Buffer.from("This is not a picture at all.\n"), type: "image/jpeg", name: "room.jpg" }), 422, AVATAR_MESSAGES.notAnImage],
    [
      "an SVG with a script",
      async () => ({
        bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><script>alert(document.cookie)</script></svg>'),
        type: "image/svg+xml",
        name: "room.svg",
      }),
      422,
      AVATAR_MESSAGES.notAnImage,
    ],
    [
      "an SVG without a script, named .png",
      async () => ({
        bytes: Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="64" height="48"><rect width="64" height="48"/></svg>'),
        type: "image/png",
        name: "room.png",
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
        name: "room.png",
      }),
      422,
      AVATAR_MESSAGES.notAnImage,
    ],
    ["an empty file", async () => ({ bytes: Buffer.alloc(0), type: "image/png", name: "room.png" }), 422, AVATAR_MESSAGES.empty],
    ["a file over 8 MB", async () => ({ bytes: Buffer.alloc(8 * 1024 * 1024 + 1, 7), type: "image/jpeg", name: "huge.jpg" }), 413, AVATAR_MESSAGES.tooLarge],
  ];

  it.each(hostile)("refuses %s in the error shape, storing nothing", async (_name, make, status, message) => {
    const roomTypeId = await newRoomType(hotel);
    const { bytes, type, name } = await make();
    const response = await upload(hotel, roomTypeId, bytes, { type, name });
    expectRefused(response, status, message);
    if (status === 422) expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({ photo: [message] });
    expect(await photosOf(roomTypeId)).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it("refuses a form without the photo, or with the picture in another field", async () => {
    const roomTypeId = await newRoomType(hotel);
    const form = new FormData();
    form.append("caption", "Sea view");
    const request = new Request("http://localhost/", { method: "POST", body: form });
    const empty = await testApp.app.inject({
      method: "POST",
      url: `/api/v1/business/inventory/room-types/${roomTypeId}/photos`,
      headers: { "content-type": request.headers.get("content-type")!, ...bearer(hotel.token) },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expectRefused(empty, 422, AVATAR_MESSAGES.missing);
    expectRefused(await upload(hotel, roomTypeId, await photo(), { field: "picture" }), 422);
    expect(await storedFiles()).toEqual([]);
  });

  it(`keeps a room type to ${MAX_ROOM_TYPE_PHOTOS} photos`, async () => {
    const roomTypeId = await newRoomType(hotel);
    const picture = await photo({ width: 400, height: 300 });
    for (let count = 1; count <= MAX_ROOM_TYPE_PHOTOS; count += 1) {
      expect(ok<{ data: RoomTypeWire }>(await upload(hotel, roomTypeId, picture)).data.photos).toHaveLength(count);
    }
    expectRefused(await upload(hotel, roomTypeId, picture), 409, ROOM_PHOTO_MESSAGES.tooMany);
    expect(await photosOf(roomTypeId)).toHaveLength(MAX_ROOM_TYPE_PHOTOS);
    expect(await storedFiles()).toHaveLength(MAX_ROOM_TYPE_PHOTOS * 4);
  });

  it("holds the cap when uploads arrive at the same time", async () => {
    const roomTypeId = await newRoomType(hotel);
    const picture = await photo({ width: 400, height: 300 });
    for (let count = 1; count < MAX_ROOM_TYPE_PHOTOS; count += 1) ok(await upload(hotel, roomTypeId, picture));
    const racing = await Promise.all([upload(hotel, roomTypeId, picture), upload(hotel, roomTypeId, picture), upload(hotel, roomTypeId, picture)]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await photosOf(roomTypeId)).toHaveLength(MAX_ROOM_TYPE_PHOTOS);
    expect(await storedFiles()).toHaveLength(MAX_ROOM_TYPE_PHOTOS * 4);
  });
});

describe("who may change a room type's photos", () => {
  let roomTypeId: number;
  let before: Photo[];

  beforeAll(async () => {
    roomTypeId = await newRoomType(hotel, unique("Guarded Suite"));
    before = ok<{ data: RoomTypeWire }>(await upload(hotel, roomTypeId, await photo())).data.photos;
  });

  it("asks a visitor to sign in, before reading the upload", async () => {
    expectRefused(await upload(null, roomTypeId, await photo()), 401);
    expectRefused(await removePhoto(null, roomTypeId, 0), 401);
    expectRefused(await movePhoto(null, roomTypeId, 0, 0), 401);
    expect(await photosOf(roomTypeId)).toEqual(before);
    expect(await storedFiles()).toHaveLength(0);
  });

  it("refuses a couple's account (403) and another hotel (the room type is not found), changing nothing", async () => {
    const couple = await signInWithCode(testApp, `${unique("couple")}@couple.example`);
    expectRefused(await upload(couple, roomTypeId, await photo()), 403, NOT_A_BUSINESS);
    expectRefused(await removePhoto(couple, roomTypeId, 0), 403, NOT_A_BUSINESS);
    expectRefused(await movePhoto(couple, roomTypeId, 0, 0), 403, NOT_A_BUSINESS);
    expectRefused(await upload(otherHotel, roomTypeId, await photo()), 404, INVENTORY_MESSAGES.roomTypeNotFound);
    expectRefused(await removePhoto(otherHotel, roomTypeId, 0), 404, INVENTORY_MESSAGES.roomTypeNotFound);
    expectRefused(await movePhoto(otherHotel, roomTypeId, 0, 0), 404, INVENTORY_MESSAGES.roomTypeNotFound);
    expect(await photosOf(roomTypeId)).toEqual(before);
    expect(await storedFiles()).toHaveLength(0);
  });
});

describe("removing and reordering a room type's photos", () => {
  it("moves a photo first, removes one with its files, and refuses a photo that is not there", async () => {
    const roomTypeId = await newRoomType(hotel);
    for (const left of ["#aa0000", "#00aa00", "#0000aa"]) ok(await upload(hotel, roomTypeId, await photo({ width: 400, height: 300, left })));
    const [red, green, blue] = await photosOf(roomTypeId);
    expect(await storedFiles()).toHaveLength(12);

    const moved = ok<{ message: string; data: RoomTypeWire }>(await movePhoto(hotel, roomTypeId, 2, 0));
    expect(moved.message).toBe(ROOM_PHOTO_MESSAGES.moved);
    expect(moved.data.photos).toEqual([blue, red, green]);
    // Past the last means last.
    expect(ok<{ data: RoomTypeWire }>(await movePhoto(hotel, roomTypeId, 0, 50)).data.photos).toEqual([red, green, blue]);
    expectRefused(await movePhoto(hotel, roomTypeId, 0, -1), 422, ROOM_PHOTO_MESSAGES.position);
    expectRefused(await movePhoto(hotel, roomTypeId, 5, 0), 404, ROOM_PHOTO_MESSAGES.noSuchPhoto);

    const removed = ok<{ message: string; data: RoomTypeWire }>(await removePhoto(hotel, roomTypeId, 1));
    expect(removed.message).toBe(ROOM_PHOTO_MESSAGES.removed);
    expect(removed.data.photos).toEqual([red, blue]);
    expect(await storedFiles()).toHaveLength(8);
    expect((await testApp.app.inject({ method: "GET", url: green!.small })).statusCode).toBe(404);
    expectRefused(await removePhoto(hotel, roomTypeId, 2), 404, ROOM_PHOTO_MESSAGES.noSuchPhoto);
    expect(await photosOf(roomTypeId)).toEqual([red, blue]);
  });

  it("deletes a room type's photo files with the room type", async () => {
    const roomTypeId = await newRoomType(hotel);
    ok(await upload(hotel, roomTypeId, await photo({ width: 400, height: 300 })));
    ok(await upload(hotel, roomTypeId, await photo({ width: 400, height: 300 })));
    expect(await storedFiles()).toHaveLength(8);
    ok(await testApp.app.inject({ method: "DELETE", url: `/api/v1/business/inventory/room-types/${roomTypeId}`, headers: bearer(hotel.token) }));
    expect(await storedFiles()).toEqual([]);
  });
});

describe("the photos in rooms and rates", () => {
  it("shows a room's uploaded photos in roomsandrate and fetchhotelcontent at once, and none for a room without", async () => {
    const business = await createBusiness(testApp, "hotel", { type: "property", title: unique("Casa Vista"), city: "Ravello", country: "Italy" });
    const withPhotos = await newRoomType(business, "Terrace Suite");
    const without = await newRoomType(business, "Garden Double");
    for (const roomTypeId of [withPhotos, without]) {
      const plan = await testApp.app.inject({
        method: "POST",
        url: `/api/v1/business/inventory/room-types/${roomTypeId}/rate-plans`,
        headers: bearer(business.token),
        payload: { name: "Flexible", board: "breakfast", free_cancellation_days: 3 },
      });
      const ratePlanId = ok<{ data: { id: number } }>(plan).data.id;
      ok(
        await testApp.app.inject({
          method: "POST",
          url: "/api/v1/business/inventory/calendar",
          headers: bearer(business.token),
          payload: { rate_plan_id: ratePlanId, from: "2026-08-01", to: "2026-08-05", price_cents: 30_000, rooms_left: 4 },
        }),
      );
    }
    const stay = "checkin=2026-08-02&checkout=2026-08-04";
    type Rooms = { rates: { room_type_id: string; photos: Photo[] }[]; unavailable: { photos: Photo[] }[] };
    const rooms = async () => ok<Rooms>(await testApp.app.inject({ method: "GET", url: `/api/v1/booking/roomsandrate?hotel=${business.listingId}&${stay}` }));
    // Read once before the upload, so a cached answer would show.
    expect((await rooms()).rates.map((rate) => rate.photos)).toEqual([[], []]);

    const first = ok<{ data: RoomTypeWire }>(await upload(business, withPhotos, await photo({ width: 400, height: 300, left: "#aa0000" }))).data.photos[0]!;
    const second = ok<{ data: RoomTypeWire }>(await upload(business, withPhotos, await photo({ width: 400, height: 300, left: "#0000aa" }))).data.photos[1]!;
    const { rates, unavailable } = await rooms();
    expect(unavailable).toEqual([]);
    expect(rates.map((rate) => [rate.room_type_id, rate.photos])).toEqual([
      [String(withPhotos), [first, second]],
      [String(without), []],
    ]);

    const content = ok<{ data: { room_types: { id: number; photos: Photo[] }[] } }>(
      await testApp.app.inject({ method: "GET", url: `/api/v1/booking/fetchhotelcontent?hotel=${business.listingId}` }),
    );
    expect(content.data.room_types.map((room) => [room.id, room.photos])).toEqual([
      [withPhotos, [first, second]],
      [without, []],
    ]);
    // A new order shows at once.
    ok(
      await testApp.app.inject({
        method: "PATCH",
        url: `/api/v1/business/inventory/room-types/${withPhotos}/photos/1`,
        headers: bearer(business.token),
        payload: { new_position: 0 },
      }),
    );
    expect((await rooms()).rates[0]!.photos).toEqual([second, first]);
    // A room that cannot be had for the stay keeps its photos in the answer's unavailable rooms.
    const crowded = ok<Rooms>(await testApp.app.inject({ method: "GET", url: `/api/v1/booking/roomsandrate?hotel=${business.listingId}&${stay}&adults=3` }));
    expect(crowded.rates).toEqual([]);
    expect(crowded.unavailable.map((room) => room.photos)).toEqual([[second, first], []]);
  });
});
