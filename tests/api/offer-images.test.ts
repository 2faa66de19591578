import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signInWithCode } from "../support/accounts";
import { createBusiness, type TestBusiness } from "../support/business-accounts";
import { createTestApp, type TestApp } from "../support/test-app";
import { expectErrorShape } from "./api-routes";

let testApp: TestApp;
let uploadsDir: string;
let hotel: TestBusiness;
let other: TestBusiness;
let couple: { token: string; userId: number };
let dealId: number;

/** A landscape photo of two colours, 1200 × 800. */
function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: "#8a1c4a" } })
    .composite([{ input: { create: { width: 600, height: 800, channels: 3, background: "#f8eedb" } }, left: 600, top: 0 }])
    .jpeg()
    .toBuffer();
}

async function upload(token: string, id: number, bytes: Buffer, type = "image/jpeg", field = "image") {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), "picture.jpg");
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return testApp.app.inject({
    method: "POST",
    url: `/api/v1/business/offers/${id}/images`,
    headers: { "content-type": request.headers.get("content-type")!, ...bearer(token) },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), "amora-offer-images-"));
  testApp = await createTestApp({ UPLOADS_DIR: uploadsDir });
  const place = `Fotoville ${Date.now().toString(36)}`;
  hotel = await createBusiness(testApp, "hotel", { type: "property", title: `Casa ${place}`, city: place, country: "Italy", goodFor: ["proposal"] });
  other = await createBusiness(testApp, "hotel", { type: "property", title: `Altra ${place}`, city: "Oslo", country: "Norway", goodFor: ["proposal"] });
  const email = `pictures-${Date.now().toString(36)}@couple.example`;
  couple = await signInWithCode(testApp, email);
  const request = await testApp.app.inject({
    method: "POST",
    url: "/api/v1/dealrequests",
    headers: bearer(couple.token),
    payload: { occasion: "proposal", destinations: [place], flexible_month: "2026-09", nights: 3, budget: "2500-5000", travellers: 2, special: "The question.", first_name: "Leo", last_name: "Ward", email },
  });
  const requestId = request.json<{ data: { id: number } }>().data.id;
  const sent = await testApp.app.inject({
    method: "POST",
    url: `/api/v1/business/leads/${requestId}/offer`,
    headers: bearer(hotel.token),
    payload: { title: "Proposal weekend", price: 120000, included: "Three nights", message: "Good luck!" },
  });
  dealId = sent.json<{ data: { id: number } }>().data.id;
});

afterAll(async () => {
  await testApp.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

describe("an offer's pictures", () => {
  it("adds a picture to the business's own open offer, re-encoded 4:3 in four sizes, shown to the couple", async () => {
    const response = await upload(hotel.token, dealId, await photo());
    expect(response.statusCode, response.body).toBe(200);
    const { images } = response.json<{ data: { images: { small: string; large: string }[] } }>().data;
    expect(images).toHaveLength(1);
    const served = await testApp.app.inject({ method: "GET", url: images[0]!.small });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: "webp", width: 400, height: 300 });
    expect(await readdir(uploadsDir)).toHaveLength(4);
    const deal = await testApp.app.inject({ method: "GET", url: `/api/v1/deals/${dealId}`, headers: bearer(couple.token) });
    expect(deal.json<{ data: { images: unknown[] } }>().data.images).toEqual(images);
  });

  it("refuses another business, a file that is not a picture and a fifth picture; removing deletes the files", async () => {
    const notMine = await upload(other.token, dealId, await photo());
    expect(notMine.statusCode).toBe(404);
    expect((await upload(couple.token, dealId, await photo())).statusCode).toBe(403);
    const text = await upload(hotel.token, dealId, Buffer.from("<script>alert(1)</script>"), "image/jpeg");
    expect(text.statusCode).toBe(422);
    expectErrorShape(text.statusCode, String(text.headers["content-type"]), text.body, "not a picture");
    for (let count = 2; count <= 4; count += 1) expect((await upload(hotel.token, dealId, await photo())).statusCode).toBe(200);
    const fifth = await upload(hotel.token, dealId, await photo());
    expect(fifth.statusCode).toBe(409);
    expect(fifth.json<{ message: string }>().message).toBe("An offer can have up to 4 pictures.");
    expect(await readdir(uploadsDir)).toHaveLength(16);
    const removed = await testApp.app.inject({ method: "DELETE", url: `/api/v1/business/offers/${dealId}/images/0`, headers: bearer(hotel.token) });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<{ data: { images: unknown[] } }>().data.images).toHaveLength(3);
    expect(await readdir(uploadsDir)).toHaveLength(12);
    expect((await testApp.app.inject({ method: "DELETE", url: `/api/v1/business/offers/${dealId}/images/9`, headers: bearer(hotel.token) })).statusCode).toBe(404);
    // A withdrawn offer is closed: no more pictures.
    await testApp.app.inject({ method: "POST", url: `/api/v1/business/offers/${dealId}/withdraw`, headers: bearer(hotel.token) });
    expect((await upload(hotel.token, dealId, await photo())).statusCode).toBe(409);
    expect(await readdir(uploadsDir)).toHaveLength(12);
  });
});
