import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "../../core/admin-roles";
import { CONTENT_MESSAGES } from "../../core/admin-content";
import { defaultTitle } from "../../core/page-head";
import { adminAuditLog } from "../../server/db/schema/admin";
import { collectionItems, listings } from "../../server/db/schema/catalogue";
import { cmsBanners, pageMetadata } from "../../server/db/schema/content";
import { createCatalogueCache } from "../../server/domain/catalogue/catalogue-cache";
import { getPageHead } from "../../server/domain/catalogue/get-page-head";
import { getArticle } from "../../server/domain/catalogue/get-article";
import { insertListing } from "../../server/domain/catalogue/catalogue-test-data";
import { listBannerSlides } from "../../server/domain/catalogue/list-banner-slides";
import { signInAsAdmin } from "../support/admins";
import { bearer, signInWithCode } from "../support/accounts";
import { createBusiness } from "../support/business-accounts";
import { createTestApp, type TestApp } from "../support/test-app";
import { expectErrorShape } from "./api-routes";

/**
 * The admin console's content (issue 20): page metadata, CMS banners, articles and collections.
 * Read with content.read, changed only with content.edit (owner, content editor; support may not);
 * hostile input (scripts in an article, paths that are not this site's) is refused or cleaned and
 * writes nothing; every change is audited with before and after; a page's head shows a change at
 * once, through the catalogue cache.
 */

let testApp: TestApp;
let uploadsDir: string;
let owner: string;
let editor: string;
let support: string;
let member: string;
let business: string;
let counter = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}${(counter += 1)}`;

type Response = Awaited<ReturnType<TestApp["app"]["inject"]>>;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), "amora-admin-content-"));
  testApp = await createTestApp({ UPLOADS_DIR: uploadsDir });
  testApp.services.catalogueCache = createCatalogueCache({ clock: testApp.clock });
  const stamp = Date.now().toString(36);
  owner = (await signInAsAdmin(testApp, `content-owner-${stamp}@amora.example`, "owner")).token;
  editor = (await signInAsAdmin(testApp, `content-editor-${stamp}@amora.example`, "content_editor")).token;
  support = (await signInAsAdmin(testApp, `content-support-${stamp}@amora.example`, "support")).token;
  member = (await signInWithCode(testApp, `content-member-${stamp}@example.com`)).token;
  business = (await createBusiness(testApp, "hotel", { type: "basic", title: unique("Content Hotel") })).token;
});

afterAll(async () => {
  await testApp.close();
  await rm(uploadsDir, { recursive: true, force: true });
});

const call = (token: string | null, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
  testApp.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

function ok<T = { message: string; data: Record<string, unknown> }>(response: Response, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<T>();
}

function refused(response: Response, status: number, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expectErrorShape(response.statusCode, response.headers["content-type"] as string | undefined, response.body, `${status}`);
  if (message) expect(response.json<{ message: string }>().message).toBe(message);
}

async function lastAudit(event: string) {
  const [entry] = await testApp.services.db.select().from(adminAuditLog).where(eq(adminAuditLog.event, event)).orderBy(desc(adminAuditLog.id)).limit(1);
  return entry;
}

const head = (pagePath: string) =>
  getPageHead({ db: testApp.services.db, path: pagePath, origin: "https://amora.example", productName: "Amora", cache: testApp.services.catalogueCache });

describe("who may read and change content", () => {
  const writes: [string, "POST" | "PUT" | "DELETE", string, unknown][] = [
    ["save page", "PUT", "/admin/content/pages", { path: "/hotel", title: "Nope" }],
    ["create banner", "POST", "/admin/content/banners", { name: "nope" }],
    ["create article", "POST", "/admin/content/articles", { title: "Nope" }],
  ];

  it("refuses visitors (401), members and businesses (403) on reads and writes", async () => {
    refused(await call(null, "GET", "/admin/content/pages"), 401);
    refused(await call(member, "GET", "/admin/content/pages"), 403, ADMIN_MESSAGES.adminsOnly);
    refused(await call(business, "GET", "/admin/content/articles"), 403, ADMIN_MESSAGES.adminsOnly);
    for (const [, method, url, body] of writes) {
      refused(await call(null, method, url, body), 401);
      refused(await call(member, method, url, body), 403, ADMIN_MESSAGES.adminsOnly);
      refused(await call(business, method, url, body), 403, ADMIN_MESSAGES.adminsOnly);
    }
  });

  it("refuses support (no content role) reads and changes; nothing is written", async () => {
    refused(await call(support, "GET", "/admin/content/pages"), 403, ADMIN_MESSAGES.roleRefused);
    refused(await call(support, "GET", "/admin/content/banners"), 403, ADMIN_MESSAGES.roleRefused);
    for (const [, method, url, body] of writes) refused(await call(support, method, url, body), 403, ADMIN_MESSAGES.roleRefused);
    const rows = await testApp.services.db.select().from(cmsBanners).where(eq(cmsBanners.name, "nope"));
    expect(rows).toHaveLength(0);
  });
});

describe("page metadata", () => {
  it("a content editor adds, changes and removes a path's metadata; the head follows at once; audited", async () => {
    const before = await head("/hotel");
    expect(before.title).not.toBe("Romantic hotels, edited");
    const saved = ok<{ message: string; data: { path: string; title: string } }>(
      await call(editor, "PUT", "/admin/content/pages", { path: "/hotel/", title: "Romantic hotels, edited", description: "Hand-picked hotels for two.", keywords: "hotels, romance" }),
    );
    expect(saved.data.path).toBe("/hotel");
    const after = await head("/hotel");
    expect(after.title).toBe("Romantic hotels, edited");
    expect(after.description).toBe("Hand-picked hotels for two.");
    const list = ok<{ data: { path: string }[]; total: number; defaults: { title: string } }>(await call(editor, "GET", "/admin/content/pages?search=hotel"));
    expect(list.total).toBeGreaterThan(0);
    const one = ok<{ data: { path: string; keywords: string } }>(await call(editor, "GET", `/admin/content/page?path=${encodeURIComponent("/hotel")}`));
    expect(one.data.keywords).toBe("hotels, romance");
    expect(list.defaults.title).toContain("Amora");

    const entry = await lastAudit("page_metadata.update").then((found) => found ?? lastAudit("page_metadata.create"));
    expect(entry?.actorEmail).toContain("content-editor-");
    expect(entry?.targetId).toBe("/hotel");
    expect((entry?.after as { title: string }).title).toBe("Romantic hotels, edited");

    ok(await call(editor, "PUT", "/admin/content/pages", { path: "/hotel", title: "Second title", generated_from: "hero" }));
    expect((await head("/hotel")).image).toBe("https://amora.example/media/scenes/hero/large.jpg");
    const changed = await lastAudit("page_metadata.update");
    expect((changed?.before as { title: string }).title).toBe("Romantic hotels, edited");
    expect((changed?.after as { title: string }).title).toBe("Second title");

    ok(await call(editor, "DELETE", `/admin/content/pages?path=${encodeURIComponent("/hotel")}`));
    expect((await head("/hotel")).title).toBe(defaultTitle("Amora"));
    expect((await lastAudit("page_metadata.delete"))?.after).toBeNull();
    refused(await call(editor, "DELETE", `/admin/content/pages?path=${encodeURIComponent("/hotel")}`), 404, CONTENT_MESSAGES.noSuchPath);
  });

  it("refuses a path that is not a local page, and hostile fields; nothing is written", async () => {
    const hostile = ["https://evil.example/x", "//evil.example", "hotel", "/a/../b", "/a?x=1", "/a#b", "/api/v1/posts", "/admin", "/a b", "/\u0000", `/${"a".repeat(300)}`, "javascript:alert(1)"];
    for (const bad of hostile) {
      const response = await call(editor, "PUT", "/admin/content/pages", { path: bad, title: "Bad" });
      expect(response.statusCode, `${bad}: ${response.body}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expectErrorShape(response.statusCode, response.headers["content-type"] as string | undefined, response.body, bad);
    }
    refused(await call(editor, "PUT", "/admin/content/pages", { path: "/faq", title: "" }), 422, CONTENT_MESSAGES.titleRequired);
    refused(await call(editor, "PUT", "/admin/content/pages", { path: "/faq", title: "x", image: "javascript:alert(1)" }), 422, CONTENT_MESSAGES.imageAddress);
    refused(await call(editor, "PUT", "/admin/content/pages", { path: "/faq", title: "x", generated_from: "no-such-listing-anywhere" }), 422, CONTENT_MESSAGES.noGeneratedPicture);
    refused(await call(editor, "PUT", "/admin/content/pages", { path: "/faq", title: "x".repeat(201) }), 422);
    const rows = await testApp.services.db.select().from(pageMetadata).where(eq(pageMetadata.title, "Bad"));
    expect(rows).toHaveLength(0);
    const faq = await testApp.services.db.select().from(pageMetadata).where(and(eq(pageMetadata.path, "/faq"), eq(pageMetadata.title, "x")));
    expect(faq).toHaveLength(0);
  });
});

describe("CMS banners", () => {
  it("creates a banner, adds, edits, reorders and removes slides, deletes it; the page's slides follow; audited", async () => {
    const name = unique("banner");
    const created = ok<{ data: { id: number; slides: unknown[] } }>(await call(editor, "POST", "/admin/content/banners", { name }));
    const id = created.data.id;
    refused(await call(editor, "POST", "/admin/content/banners", { name: name.toUpperCase() }), 409, CONTENT_MESSAGES.bannerTaken);
    ok(await call(editor, "POST", `/admin/content/banners/${id}/slides`, { title: "First", description: "One", primary_label: "Go", primary_link: "/hotel" }));
    ok(await call(editor, "POST", `/admin/content/banners/${id}/slides`, { title: "Second", image: "/media/scenes/hero/large.jpg", secondary_link: "#offers" }));
    let slides = await listBannerSlides({ db: testApp.services.db, name });
    expect(slides.map((slide) => slide.title)).toEqual(["First", "Second"]);
    expect(slides[0]?.actionButton).toEqual({ label: "Go", to: "/hotel" });

    ok(await call(editor, "POST", `/admin/content/banners/${id}/slides/1/move`, { position: 0 }));
    ok(await call(editor, "PUT", `/admin/content/banners/${id}/slides/1`, { title: "First, edited" }));
    slides = await listBannerSlides({ db: testApp.services.db, name });
    expect(slides.map((slide) => slide.title)).toEqual(["Second", "First, edited"]);
    const moved = await lastAudit("banner.slide_update");
    expect((moved?.before as { slides: { title: string }[] }).slides.map((slide) => slide.title)).toEqual(["Second", "First"]);
    expect((moved?.after as { slides: { title: string }[] }).slides.map((slide) => slide.title)).toEqual(["Second", "First, edited"]);

    refused(await call(editor, "POST", `/admin/content/banners/${id}/slides`, { title: "Bad", primary_label: "Go", primary_link: "javascript:alert(1)" }), 422, CONTENT_MESSAGES.linkAddress);
    refused(await call(editor, "PUT", `/admin/content/banners/${id}/slides/9`, { title: "Nine" }), 404, CONTENT_MESSAGES.noSuchSlide);
    ok(await call(editor, "DELETE", `/admin/content/banners/${id}/slides/0`));
    expect((await listBannerSlides({ db: testApp.services.db, name })).map((slide) => slide.title)).toEqual(["First, edited"]);
    ok(await call(editor, "DELETE", `/admin/content/banners/${id}`));
    expect(await listBannerSlides({ db: testApp.services.db, name })).toEqual([]);
    expect((await lastAudit("banner.delete"))?.targetId).toBe(String(id));
  });
});

describe("articles", () => {
  it("writes a draft with markup taken out, publishes it (its page opens), edits, unpublishes; audited", async () => {
    const [category] = ok<{ categories: { slug: string }[] }>(await call(editor, "GET", "/admin/content/articles")).categories;
    const body = 'A quiet bay.<script>alert("x")</script>\n\n<p onclick="steal()">Two of <b>us</b></p><style>p{}</style>\n\n2 < 3';
    const created = ok<{ message: string; removed_markup: boolean; data: { id: number; slug: string; body: string; is_published: boolean } }>(
      await call(editor, "POST", "/admin/content/articles", { title: unique("A Quiet Bay"), body, category: category?.slug, author: "Ana" }),
    );
    expect(created.removed_markup).toBe(true);
    expect(created.data.body).toBe("A quiet bay.\n\nTwo of us\n\n2 < 3");
    expect(created.data.body).not.toContain("script");
    expect(created.data.is_published).toBe(false);
    const id = created.data.id;
    expect(await getArticle({ db: testApp.services.db, slug: created.data.slug })).toBeNull();

    const published = ok<{ data: { is_published: boolean } }>(await call(editor, "POST", `/admin/content/articles/${id}/publish`, { published: true }));
    expect(published.data.is_published).toBe(true);
    expect((await getArticle({ db: testApp.services.db, slug: created.data.slug }))?.author).toBe("Ana");
    expect((await lastAudit("article.publish"))?.after).toMatchObject({ status: "active" });

    ok(await call(editor, "PUT", `/admin/content/articles/${id}`, { title: "A Quiet Bay, again", body: "New text.", category: category?.slug }));
    const edited = await lastAudit("article.update");
    expect((edited?.before as { body: string }).body).toBe("A quiet bay.\n\nTwo of us\n\n2 < 3");
    expect((edited?.after as { title: string }).title).toBe("A Quiet Bay, again");

    refused(await call(editor, "PUT", `/admin/content/articles/${id}`, { title: "x", category: "no-such-category" }), 422, CONTENT_MESSAGES.noSuchCategory);
    refused(await call(editor, "PUT", `/admin/content/articles/${id}`, { title: "" }), 422);
    refused(await call(editor, "PUT", `/admin/content/articles/${id}`, { title: "x", body: "a".repeat(50_001) }), 422);
    refused(await call(editor, "PUT", `/admin/content/articles/${id}/cover`, { url: "https://evil.example/x.jpg" }), 422, CONTENT_MESSAGES.notAnUpload);
    const [row] = await testApp.services.db.select().from(listings).where(eq(listings.id, id));
    expect(row?.title).toBe("A Quiet Bay, again");

    ok(await call(editor, "POST", `/admin/content/articles/${id}/publish`, { published: false }));
    expect(await getArticle({ db: testApp.services.db, slug: created.data.slug })).toBeNull();
    refused(await call(editor, "GET", "/admin/content/articles/2147483647"), 404, CONTENT_MESSAGES.noSuchArticle);
  });

  it("uploads a picture through the media pipeline and makes it an article's cover", async () => {
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#c66" } }).png().toBuffer();
    const boundary = "----amora-content";
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="cover.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const refusedUpload = await testApp.app.inject({ method: "POST", url: "/api/v1/admin/content/images", headers: { ...bearer(support), "content-type": `multipart/form-data; boundary=${boundary}` }, payload });
    refused(refusedUpload, 403, ADMIN_MESSAGES.roleRefused);
    const upload = ok<{ data: { url: string; sizes: { small: string } } }>(
      await testApp.app.inject({ method: "POST", url: "/api/v1/admin/content/images", headers: { ...bearer(editor), "content-type": `multipart/form-data; boundary=${boundary}` }, payload }),
    );
    expect(upload.data.url).toMatch(/-large\.webp$/);
    const article = ok<{ data: { id: number } }>(await call(owner, "POST", "/admin/content/articles", { title: unique("Covered") }));
    const cover = ok<{ data: { cover: { url: string; sizes: { small: string } } } }>(await call(owner, "PUT", `/admin/content/articles/${article.data.id}/cover`, { url: upload.data.url }));
    expect(cover.data.cover.sizes.small).toBe(upload.data.sizes.small);
    expect((await lastAudit("article.cover"))?.after).toEqual({ url: upload.data.url });
  });
});

describe("collections", () => {
  it("edits a collection, adds listings by search, orders and removes them; audited", async () => {
    const collection = await insertListing(testApp.services.db, { type: "collection", title: unique("Island Escapes") });
    const word = unique("Lagoon");
    const first = await insertListing(testApp.services.db, { type: "basic", title: `${word} One` });
    const second = await insertListing(testApp.services.db, { type: "basic", title: `${word} Two` });
    const found = ok<{ data: { id: number }[] }>(await call(editor, "GET", `/admin/content/collections/${collection.id}/candidates?search=${encodeURIComponent(word)}`));
    expect(found.data.map((item) => item.id).sort()).toEqual([first.id, second.id].sort());

    ok(await call(editor, "POST", `/admin/content/collections/${collection.id}/items`, { listing_id: first.id }));
    ok(await call(editor, "POST", `/admin/content/collections/${collection.id}/items`, { listing_id: second.id }));
    refused(await call(editor, "POST", `/admin/content/collections/${collection.id}/items`, { listing_id: second.id }), 409, CONTENT_MESSAGES.alreadyInCollection);
    refused(await call(editor, "POST", `/admin/content/collections/${collection.id}/items`, { listing_id: collection.id }), 404, CONTENT_MESSAGES.noSuchListing);
    refused(await call(editor, "POST", `/admin/content/collections/${collection.id}/items`, { listing_id: "1; drop table listings" }), 422);
    const moved = ok<{ data: { items: { listing_id: number }[] } }>(await call(editor, "POST", `/admin/content/collections/${collection.id}/items/${second.id}/move`, { position: 0 }));
    expect(moved.data.items.map((item) => item.listing_id)).toEqual([second.id, first.id]);
    const audit = await lastAudit("collection.item_move");
    expect(audit?.before).toEqual({ items: [{ listingId: first.id, title: first.title }, { listingId: second.id, title: second.title }] });

    ok(await call(editor, "DELETE", `/admin/content/collections/${collection.id}/items/${first.id}`));
    const items = await testApp.services.db.select().from(collectionItems).where(eq(collectionItems.collectionId, collection.id));
    expect(items.map((item) => item.listingId)).toEqual([second.id]);

    const saved = ok<{ data: { title: string; description: string } }>(
      await call(editor, "PUT", `/admin/content/collections/${collection.id}`, { title: "Island Escapes, edited", description: "Islands <b>for two</b>" }),
    );
    expect(saved.data.title).toBe("Island Escapes, edited");
    expect((await lastAudit("collection.update"))?.before).toMatchObject({ title: collection.title });
    refused(await call(support, "PUT", `/admin/content/collections/${collection.id}`, { title: "Support" }), 403, ADMIN_MESSAGES.roleRefused);
    refused(await call(editor, "PUT", `/admin/content/collections/${first.id}`, { title: "Not a collection" }), 404, CONTENT_MESSAGES.noSuchCollection);
  });
});
