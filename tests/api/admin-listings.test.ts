import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "../../core/admin-roles";
import { ADMIN_LISTING_MESSAGES } from "../../core/admin-listings";
import { LISTING_PHOTO_MESSAGES } from "../../core/storefront-photos";
import { STOREFRONT_MESSAGES } from "../../core/storefront-rules";
import { adminAuditLog } from "../../server/db/schema/admin";
import { listingMedia, listings } from "../../server/db/schema/catalogue";
import { insertListing } from "../../server/domain/catalogue/catalogue-test-data";
import { insertGeneratedCover } from "../../server/domain/catalogue/new-listing";
import { signInAsAdmin } from "../support/admins";
import { bearer, signInWithCode } from "../support/accounts";
import { createBusiness } from "../support/business-accounts";
import { createTestApp, TEST_NOW, type TestApp } from "../support/test-app";
import { expectErrorShape } from "./api-routes";

/**
 * The admin console's listings (issue 20): every kind listed and shown to listings.read (support
 * too), changed only with listings.edit (owner, content editor); publishing and unpublishing show
 * and hide a listing from the public API and search at once; the page editor's fields follow the
 * storefront's rules; photos go through the businesses' pipeline; every write is audited.
 */

let testApp: TestApp;
let uploadsDir: string;
let owner: string;
let editor: string;
let support: string;
let member: string;
let counter = 0;
const unique = (label: string) => `${label} ${Date.now().toString(36)}${(counter += 1)}`;

type Response = Awaited<ReturnType<TestApp["app"]["inject"]>>;
type ListingWire = { id: number; type: string; title: string; slug: string; path: string; status: string; is_published: boolean; is_featured: boolean; summary: string; body: string; owner: { account_id: number } | null; storefront: { kind: string; fields: Record<string, unknown> } | null; photos: { photos: { id: number; is_cover: boolean; alt: string }[] } };

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), "amora-admin-listings-"));
  testApp = await createTestApp({ UPLOADS_DIR: uploadsDir });
  const stamp = Date.now().toString(36);
  owner = (await signInAsAdmin(testApp, `listings-owner-${stamp}@amora.example`, "owner")).token;
  editor = (await signInAsAdmin(testApp, `listings-editor-${stamp}@amora.example`, "content_editor")).token;
  support = (await signInAsAdmin(testApp, `listings-support-${stamp}@amora.example`, "support")).token;
  member = (await signInWithCode(testApp, `listings-member-${stamp}@example.com`)).token;
});

afterAll(async () => {
  await testApp.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const call = (token: string | null, method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, payload?: unknown) =>
  testApp.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

function ok<T = { message: string; data: ListingWire }>(response: Response, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

function refused(response: Response, status: number, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, "admin listings");
  if (message !== undefined) expect(response.json<{ message: string }>().message).toBe(message);
}

async function lastAudit(listingId: number) {
  const [entry] = await testApp.services.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.targetType, "listing"), eq(adminAuditLog.targetId, String(listingId))))
    .orderBy(desc(adminAuditLog.id))
    .limit(1);
  return entry;
}

const auditCount = async () => (await testApp.services.db.select({ id: adminAuditLog.id }).from(adminAuditLog)).length;

async function hotel(values: Partial<typeof listings.$inferInsert> = {}) {
  const row = await insertListing(testApp.services.db, { type: "basic", title: unique("Villa Admin"), status: "active", city: "Positano", country: "Italy", ...values });
  await testApp.services.db.transaction((tx) => insertGeneratedCover(tx, row, TEST_NOW));
  return row;
}

async function searchTitles(query: string): Promise<string[]> {
  const found = ok<{ data: { title: string }[] }>(await call(null, "GET", `/posts/websearch?query=${encodeURIComponent(query)}`));
  return found.data.map((item) => item.title);
}

describe("who may reach the listings", () => {
  it("refuses visitors (401), members and businesses (403), and lets support read but not edit", async () => {
    const row = await hotel();
    refused(await call(null, "GET", "/admin/listings"), 401);
    refused(await call(member, "GET", "/admin/listings"), 403, ADMIN_MESSAGES.adminsOnly);
    const business = await createBusiness(testApp, "hotel", { type: "basic", title: unique("Own Hotel") });
    refused(await call(business.token, "GET", `/admin/listings/${row.id}`), 403, ADMIN_MESSAGES.adminsOnly);
    refused(await call(business.token, "POST", `/admin/listings/${row.id}/unpublish`), 403);

    expect(ok<{ data: ListingWire }>(await call(support, "GET", `/admin/listings/${row.id}`)).data.title).toBe(row.title);
    const writes = await auditCount();
    refused(await call(support, "PATCH", `/admin/listings/${row.id}`, { title: "Taken over" }), 403, ADMIN_MESSAGES.roleRefused);
    refused(await call(support, "POST", `/admin/listings/${row.id}/unpublish`), 403, ADMIN_MESSAGES.roleRefused);
    refused(await call(support, "POST", "/admin/listings", { type: "brand", title: "Nope" }), 403, ADMIN_MESSAGES.roleRefused);
    refused(await call(null, "POST", `/admin/listings/${row.id}/publish`), 401);
    const [after] = await testApp.services.db.select().from(listings).where(eq(listings.id, row.id));
    expect(after).toMatchObject({ title: row.title, status: "active" });
    expect(await auditCount()).toBe(writes);
  });
});

describe("the list", () => {
  it("finds listings of every kind by title, type, publication, featured and owner, published or not", async () => {
    const word = `Zephyrine${Date.now().toString(36)}`;
    const shown = await hotel({ title: `${word} Shown`, isFeatured: true });
    const hidden = await insertListing(testApp.services.db, { type: "article", title: `${word} Hidden`, status: "in_active" });
    const owned = await createBusiness(testApp, "hotel", { type: "property", title: `${word} Owned` });

    const titles = (answer: { data: ListingWire[] }) => answer.data.map((item) => item.title).sort();
    const all = ok<{ data: ListingWire[]; total: number; page: number; last_page: number }>(await call(support, "GET", `/admin/listings?q=${word.toLowerCase()}`));
    expect(titles(all)).toEqual([`${word} Hidden`, `${word} Owned`, `${word} Shown`]);
    expect(all).toMatchObject({ total: 3, page: 1, last_page: 1 });
    expect(titles(ok(await call(editor, "GET", `/admin/listings?q=${word}&status=unpublished`)))).toEqual([`${word} Hidden`]);
    expect(titles(ok(await call(editor, "GET", `/admin/listings?q=${word}&type=article`)))).toEqual([`${word} Hidden`]);
    expect(titles(ok(await call(editor, "GET", `/admin/listings?q=${word}&featured=yes`)))).toEqual([`${word} Shown`]);
    const ownedOnly = ok<{ data: ListingWire[] }>(await call(editor, "GET", `/admin/listings?q=${word}&owner=business`));
    expect(ownedOnly.data.map((item) => [item.id, item.owner?.account_id])).toEqual([[owned.listingId, owned.accountId]]);
    expect(titles(ok(await call(editor, "GET", `/admin/listings?q=${word}&owner=none&status=published`)))).toEqual([`${word} Shown`]);
    expect(hidden.id).toBeGreaterThan(shown.id);
  });

  it("reads wildcards as themselves and refuses unknown filters with 400", async () => {
    expect(ok<{ data: unknown[] }>(await call(support, "GET", "/admin/listings?q=%25%25%5F")).data).toEqual([]);
    refused(await call(support, "GET", "/admin/listings?type=castle"), 400);
    refused(await call(support, "GET", "/admin/listings?status=maybe"), 400);
    refused(await call(support, "GET", "/admin/listings?page=0"), 400);
    refused(await call(support, "GET", `/admin/listings?q=${"x".repeat(1000)}`), 400);
    refused(await call(support, "GET", "/admin/listings/12abc"), 400);
    refused(await call(support, "GET", "/admin/listings/999999999"), 404, ADMIN_LISTING_MESSAGES.notFound);
  });
});

describe("creating and editing", () => {
  it("creates a listing of any kind, unpublished, with a slug from its title, audited", async () => {
    const title = unique("Honeymoon Guide");
    const created = ok(await call(editor, "POST", "/admin/listings", { type: "article", title, summary: "", body: "First paragraph.\n\nSecond." }), 201);
    expect(created.data).toMatchObject({ type: "article", title, status: "in_active", is_published: false, summary: "First paragraph.", storefront: null });
    expect(created.data.slug).toMatch(/^honeymoon-guide-/);
    expect(created.data.path).toBe(`/article/${created.data.slug}`);
    refused(await call(null, "GET", `/articles/showbyslug/${created.data.slug}`), 404);
    const entry = await lastAudit(created.data.id);
    expect(entry).toMatchObject({ event: "listing.create", action: "listings.edit", actorRole: "content_editor", before: null });
    expect(entry?.after).toMatchObject({ title, status: "in_active", type: "article" });
  });

  it("edits the title, slug, type and featured; the audit keeps what changed before and after", async () => {
    const row = await hotel();
    const title = unique("Villa Renamed");
    const slug = `villa-renamed-${Date.now().toString(36)}`;
    const saved = ok(await call(editor, "PATCH", `/admin/listings/${row.id}`, { title, slug, type: "property", is_featured: true }));
    expect(saved.data).toMatchObject({ title, slug, type: "property", is_featured: true, path: `/${slug}` });
    const entry = await lastAudit(row.id);
    expect(entry).toMatchObject({ event: "listing.update", actorRole: "content_editor" });
    expect(entry?.before).toEqual({ type: "basic", slug: row.slug, title: row.title, isFeatured: false });
    expect(entry?.after).toEqual({ type: "property", slug, title, isFeatured: true });
    expect(ok<{ data: { title: string } }>(await call(null, "GET", `/posts/showbyslug/${slug}`)).data.title).toBe(title);
    refused(await call(null, "GET", `/posts/showbyslug/${row.slug}`), 404);
  });

  it("refuses bad and hostile input with the field's message and writes nothing", async () => {
    const row = await hotel();
    const other = await hotel();
    const writes = await auditCount();
    const bad: [unknown, number, string?][] = [
      [{ title: "   " }, 422, ADMIN_LISTING_MESSAGES.title],
      [{ title: "x".repeat(151) }, 422, ADMIN_LISTING_MESSAGES.titleLength],
      [{ slug: "Has Spaces" }, 422, ADMIN_LISTING_MESSAGES.slug],
      [{ slug: "-edge" }, 422, ADMIN_LISTING_MESSAGES.slug],
      [{ slug: "../admin" }, 422, ADMIN_LISTING_MESSAGES.slug],
      [{ slug: "admin" }, 422, ADMIN_LISTING_MESSAGES.slugReserved],
      [{ slug: other.slug }, 422, ADMIN_LISTING_MESSAGES.slugTaken],
      [{ type: "castle" }, 422],
      [{ is_featured: "yes" }, 422],
      [{ status: "active" }, 422],
      [{ body: "A hotel's text is its page's" }, 422, ADMIN_LISTING_MESSAGES.notForKind],
      [{}, 422, ADMIN_LISTING_MESSAGES.nothingToSave],
      [{ title: "Nul\u0000byte" }, 422],
      [{ title: "x".repeat(100_000) }, 422],
      [[1, 2], 422],
    ];
    for (const [payload, status, message] of bad) refused(await call(editor, "PATCH", `/admin/listings/${row.id}`, payload), status, message);
    refused(await call(editor, "POST", "/admin/listings", { type: "brand" }), 422);
    refused(await call(editor, "POST", "/admin/listings", { type: "brand", title: "<script>alert(1)</script>", slug: "sitemap.xml" }), 422);
    const [after] = await testApp.services.db.select().from(listings).where(eq(listings.id, row.id));
    expect(after).toEqual(row);
    expect(await auditCount()).toBe(writes);
  });

  it("keeps an owned listing's kind: a hotel account's listing stays a hotel", async () => {
    const business = await createBusiness(testApp, "hotel", { type: "basic", title: unique("Owned Villa") });
    refused(await call(editor, "PATCH", `/admin/listings/${business.listingId}`, { type: "article" }), 422, ADMIN_LISTING_MESSAGES.typeOfOwner("hotel"));
    expect(ok(await call(editor, "PATCH", `/admin/listings/${business.listingId}`, { type: "property" })).data.type).toBe("property");
  });
});

describe("publishing", () => {
  it("unpublishing hides the listing from the public API and search at once; publishing brings it back", async () => {
    const word = `Quillabay${Date.now().toString(36)}`;
    const row = await hotel({ title: `${word} Retreat` });
    await expect.poll(() => searchTitles(word), { timeout: 5_000 }).toEqual([`${word} Retreat`]);

    const hidden = ok(await call(editor, "POST", `/admin/listings/${row.id}/unpublish`));
    expect(hidden.data).toMatchObject({ status: "in_active", is_published: false });
    refused(await call(null, "GET", `/posts/showbyslug/${row.slug}`), 404);
    await expect.poll(() => searchTitles(word), { timeout: 5_000 }).toEqual([]);
    expect(await lastAudit(row.id)).toMatchObject({ event: "listing.unpublish", before: { status: "active" }, after: { status: "in_active" } });
    refused(await call(editor, "POST", `/admin/listings/${row.id}/unpublish`), 409, ADMIN_LISTING_MESSAGES.alreadyUnpublished);

    ok(await call(owner, "POST", `/admin/listings/${row.id}/publish`));
    expect(ok<{ data: { title: string } }>(await call(null, "GET", `/posts/showbyslug/${row.slug}`)).data.title).toBe(`${word} Retreat`);
    await expect.poll(() => searchTitles(word), { timeout: 5_000 }).toEqual([`${word} Retreat`]);
    expect(await lastAudit(row.id)).toMatchObject({ event: "listing.publish", actorRole: "owner", before: { status: "in_active" }, after: { status: "active" } });
  });
});

describe("the page editor", () => {
  it("saves a hotel's page with the storefront's rules, audited, and refuses what the rules refuse", async () => {
    const row = await hotel();
    const saved = ok<{ message: string; data: { kind: string; fields: Record<string, unknown> } }>(
      await call(editor, "PUT", `/admin/listings/${row.id}/page`, { description: "Sea views from every room.", check_in: "15:00", amenities: ["Pool", "Spa"] }),
    );
    expect(saved.data.kind).toBe("hotel");
    expect(saved.data.fields).toMatchObject({ description: "Sea views from every room.", check_in: "15:00", amenities: ["Pool", "Spa"] });
    const entry = await lastAudit(row.id);
    expect(entry).toMatchObject({ event: "listing.page_update" });
    expect(entry?.after).toMatchObject({ body: "Sea views from every room.", amenities: ["Pool", "Spa"] });

    const writes = await auditCount();
    refused(await call(editor, "PUT", `/admin/listings/${row.id}/page`, { check_in: "25:99" }), 422, STOREFRONT_MESSAGES.time);
    refused(await call(editor, "PUT", `/admin/listings/${row.id}/page`, { agency_name: "Not a hotel's" }), 422, STOREFRONT_MESSAGES.notForKind);
    refused(await call(support, "PUT", `/admin/listings/${row.id}/page`, { policies: "No" }), 403);
    expect(await auditCount()).toBe(writes);

    const article = await insertListing(testApp.services.db, { type: "article", title: unique("No Page") });
    refused(await call(editor, "PUT", `/admin/listings/${article.id}/page`, { description: "x" }), 404, ADMIN_LISTING_MESSAGES.noStorefront);
  });
});

describe("photos", () => {
  async function upload(token: string | null, listingId: number, bytes: Buffer, alt?: string): Promise<Response> {
    const form = new FormData();
    if (alt !== undefined) form.append("alt", alt);
    form.append("photo", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "photo.png");
    const request = new Request("http://localhost/", { method: "POST", body: form });
    return testApp.app.inject({
      method: "POST",
      url: `/api/v1/admin/listings/${listingId}/photos`,
      headers: { "content-type": request.headers.get("content-type")!, ...(token ? bearer(token) : {}) },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  }
  const photo = (background: string) => sharp({ create: { width: 900, height: 600, channels: 3, background } }).png().toBuffer();
  type Photos = { message: string; data: { photos: { id: number; is_cover: boolean; alt: string }[] } };

  it("uploads, describes, makes the cover and deletes with the businesses' pipeline, each audited", async () => {
    const row = await hotel();
    refused(await upload(support, row.id, await photo("#aa0000")), 403);
    refused(await upload(null, row.id, await photo("#aa0000")), 401);
    const first = ok<Photos>(await upload(editor, row.id, await photo("#aa0000"), "The terrace at dusk"));
    expect(first.message).toBe(LISTING_PHOTO_MESSAGES.added);
    const second = ok<Photos>(await upload(editor, row.id, await photo("#0000aa")));
    const [a, b] = second.data.photos;
    expect(a).toMatchObject({ is_cover: true, alt: "The terrace at dusk" });
    expect(await lastAudit(row.id)).toMatchObject({ event: "listing.photo_add" });

    const covered = ok<Photos>(await call(editor, "POST", `/admin/listings/${row.id}/photos/${b!.id}/cover`));
    expect(covered.data.photos.map((p) => p.id)).toEqual([b!.id, a!.id]);
    const moved = await lastAudit(row.id);
    expect(moved).toMatchObject({ event: "listing.photo_move" });
    expect((moved?.before as { photos: { id: number }[] }).photos.map((p) => p.id)).toEqual([a!.id, b!.id]);
    expect((moved?.after as { photos: { id: number }[] }).photos.map((p) => p.id)).toEqual([b!.id, a!.id]);

    ok(await call(editor, "PATCH", `/admin/listings/${row.id}/photos/${a!.id}`, { alt: "Breakfast on the terrace" }));
    refused(await call(editor, "PATCH", `/admin/listings/${row.id}/photos/${a!.id}`, { alt: "  " }), 422, LISTING_PHOTO_MESSAGES.altRequired);
    const elsewhere = await hotel();
    refused(await call(editor, "DELETE", `/admin/listings/${elsewhere.id}/photos/${a!.id}`), 404, LISTING_PHOTO_MESSAGES.noSuchPhoto);
    ok(await call(editor, "DELETE", `/admin/listings/${row.id}/photos/${a!.id}`));
    const removed = ok<Photos>(await call(editor, "DELETE", `/admin/listings/${row.id}/photos/${b!.id}`));
    expect(removed.data.photos).toEqual([]);
    expect(await lastAudit(row.id)).toMatchObject({ event: "listing.photo_remove" });
    const media = await testApp.services.db.select().from(listingMedia).where(eq(listingMedia.listingId, row.id));
    expect(media.map((m) => m.source)).toEqual(["generated"]);
  });

  it("refuses a file that is not a picture and writes nothing", async () => {
    const row = await hotel();
    const writes = await auditCount();
    refused(await upload(editor, row.id, Buffer.from("<svg onload=alert(1)></svg>")), 422);
    expect(await auditCount()).toBe(writes);
  });
});
