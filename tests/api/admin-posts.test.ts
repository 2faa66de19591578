import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MODERATION_MESSAGES } from "../../core/admin-moderation";
import { ADMIN_MESSAGES } from "../../core/admin-roles";
import { adminAuditLog } from "../../server/db/schema/admin";
import { listings } from "../../server/db/schema/catalogue";
import { marketplacePosts, payments } from "../../server/db/schema/payments";
import { latestEmailTo, signInWithCode } from "../support/accounts";
import { apiCall, expectRefused } from "../support/admin-calls";
import { signInAsAdmin } from "../support/admins";
import { createBusiness, type TestBusiness } from "../support/business-accounts";
import { PAYING_CARD } from "../support/test-cards";
import { createTestApp, type TestApp } from "../support/test-app";

const DAY = 86_400_000;

let testApp: TestApp;
let owner: { token: string; userId: number };
let support: string;
let editor: string;
let business: TestBusiness;
let counter = 0;
const place = `Mod${Date.now().toString(36)}`;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}@posts.example`;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signInAsAdmin(testApp, unique("owner"));
  support = (await signInAsAdmin(testApp, unique("support"), "support")).token;
  editor = (await signInAsAdmin(testApp, unique("editor"), "content_editor")).token;
  business = await createBusiness(testApp, "hotel", { type: "property", title: `Villa ${place}`, city: place, country: "Italy" });
});

afterAll(async () => {
  await testApp.close();
});

type AdminPostAnswer = {
  message?: string;
  data: { id: number; title: string; state: string; state_label: string; ad_ends_at: string | null; listing: { id: number; status: string } | null; taken_down: { reason: string } | null };
  payments: { provider_payment_id: string; status: string }[];
};

const call = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, token: string | null, body?: unknown) => apiCall(testApp, method, url, token, body);

/** A post submitted by the business, paid by card and verified (published or held, as the setting says). */
async function paidPost(title = `Sea week ${place} ${(counter += 1)}`): Promise<number> {
  const submitted = await call("POST", "/api/v1/marketplace-requests", business.token, {
    business_name: "Villa Owner",
    email: business.email,
    title,
    description: "Three nights by the sea with a dinner for two.",
    destination: `${place}, Italy`,
    price: "1200",
    valid_until: "2026-12-31",
    marketplace_request_ad_duration: 30,
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const post = submitted.json<{ data: { id: number; amount: number } }>().data;
  const paying = await call("POST", "/api/v1/payments/order/booking/pay", null, { items: [{ amount: post.amount }], product: "marketplace-post", marketplace_request_id: post.id });
  expect(paying.statusCode, paying.body).toBe(200);
  const secret = paying.json<{ clientSecret: string }>().clientSecret;
  const paymentId = secret.slice(0, secret.indexOf("_secret_"));
  await testApp.services.payments.confirmPaymentIntent(paymentId, { card: PAYING_CARD, returnUrl: "http://localhost/x" });
  const verified = await call("POST", "/api/v1/payments/marketRequestPaymentIntent", null, { paymentintentid: paymentId, guestEmail: business.email, paymentTotal: post.amount });
  expect(verified.statusCode, verified.body).toBe(200);
  return post.id;
}

async function adminPost(id: number, token = support): Promise<AdminPostAnswer> {
  const answer = await call("GET", `/api/v1/admin/posts/${id}`, token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<AdminPostAnswer>();
}

async function setMode(mode: "immediate" | "review", token = support) {
  const answer = await call("PUT", "/api/v1/admin/marketplace-settings", token, { mode });
  expect(answer.statusCode, answer.body).toBe(200);
}

async function marketplaceTitles(): Promise<string[]> {
  const response = await call("GET", "/api/v1/offers?per_page=200", null);
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { title: string }[] }>().data.map((listing) => listing.title);
}

async function lastAudit(event: string) {
  const [row] = await testApp.services.db.select().from(adminAuditLog).where(eq(adminAuditLog.event, event)).orderBy(desc(adminAuditLog.id)).limit(1);
  return row;
}

describe("the 'new posts wait for approval' setting", () => {
  it("is 'immediate' until changed; support sets it, audited; a content editor reads it but may not change it", async () => {
    const first = await call("GET", "/api/v1/admin/marketplace-settings", editor);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ data: { mode: string } }>().data.mode).toBe("immediate");
    expectRefused(await call("PUT", "/api/v1/admin/marketplace-settings", editor, { mode: "review" }), 403, ADMIN_MESSAGES.roleRefused);
    expectRefused(await call("PUT", "/api/v1/admin/marketplace-settings", support, { mode: "later" }), 422, MODERATION_MESSAGES.modeInvalid);
    expectRefused(await call("PUT", "/api/v1/admin/marketplace-settings", support, "{not json"), 400);
    await setMode("review");
    const entry = await lastAudit("console_setting.update");
    expect(entry).toMatchObject({ actorRole: "support", action: "posts.moderate", targetId: "marketplace.post_approval", before: { mode: "immediate" }, after: { mode: "review" } });
    await setMode("immediate");
  });
});

describe("approving a held post", () => {
  it("keeps a paid post off the marketplace until approved, then starts its ad's days at approval", async () => {
    await setMode("review");
    const title = `Held deal ${place}`;
    const id = await paidPost(title);
    await setMode("immediate");
    const held = await adminPost(id);
    expect(held.data).toMatchObject({ state: "awaiting_approval", state_label: "Waiting for approval", ad_ends_at: null });
    expect(held.data.listing?.status).toBe("in_review");
    expect(await marketplaceTitles()).not.toContain(title);
    const own = await call("GET", `/api/v1/business/marketplace-posts/${id}`, business.token);
    expect(own.json<{ data: { state: string } }>().data.state).toBe("awaiting_approval");

    const queue = await call("GET", "/api/v1/admin/posts?state=awaiting_approval", support);
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json<{ data: { id: number }[] }>().data.map((post) => post.id)).toContain(id);

    expectRefused(await call("POST", `/api/v1/admin/posts/${id}/approve`, editor), 403, ADMIN_MESSAGES.roleRefused);
    const approved = await call("POST", `/api/v1/admin/posts/${id}/approve`, support);
    expect(approved.statusCode, approved.body).toBe(200);
    const view = approved.json<AdminPostAnswer>().data;
    expect(view.state).toBe("live");
    expect(Date.parse(view.ad_ends_at ?? "")).toBe(testApp.services.clock.now().getTime() + 30 * DAY);
    expect(await marketplaceTitles()).toContain(title);
    // The business hears that its post is live, with the day its paid days end.
    const told = await latestEmailTo(testApp, business.email, "marketplace-post-approved");
    expect(told?.subject).toBe(`Your marketplace post is live: ${title}`);
    expect(told?.text).toContain(`Its 30 days on show start today and run until`);
    expect(told?.text).toContain(`/dashboard/posts/${id}`);
    const entry = await lastAudit("marketplace_post.approve");
    expect(entry).toMatchObject({ targetType: "marketplace_post", targetId: String(id), before: { state: "awaiting_approval", listingStatus: "in_review" }, after: { state: "live", listingStatus: "active" } });
    expectRefused(await call("POST", `/api/v1/admin/posts/${id}/approve`, support), 409, MODERATION_MESSAGES.notAwaitingApproval);
  });
});

describe("editing a post", () => {
  it("saves the corrected words on the post and its public listing, audited with before and after", async () => {
    const id = await paidPost();
    const body = { title: `Corrected ${place}`, description: "Three nights, breakfast and a boat trip.", destination: `${place}, Italy`, price: "1350", valid_until: "2026-12-31" };
    const saved = await call("PATCH", `/api/v1/admin/posts/${id}`, owner.token, body);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminPostAnswer>().data.title).toBe(body.title);
    const [row] = await testApp.services.db.select().from(marketplacePosts).where(eq(marketplacePosts.id, id));
    expect(row).toMatchObject({ title: body.title, dealPriceCents: 135_000 });
    const [listing] = await testApp.services.db.select().from(listings).where(eq(listings.id, row!.listingId!));
    expect(listing).toMatchObject({ title: body.title, priceFromCents: 135_000 });
    const entry = await lastAudit("marketplace_post.edit");
    expect(entry?.actorUserId).toBe(owner.userId);
    expect(entry?.before).toMatchObject({ dealPriceCents: 120_000 });
    expect(entry?.after).toMatchObject({ title: body.title, dealPriceCents: 135_000 });
  });

  it("refuses bad and hostile input with nothing written", async () => {
    const id = await paidPost();
    const before = await adminPost(id);
    const good = { title: "Fine title", description: "Fine description here.", destination: "Rome, Italy", price: "100", valid_until: "2026-12-31" };
    expectRefused(await call("PATCH", `/api/v1/admin/posts/${id}`, support, { ...good, price: "lots" }), 422);
    expectRefused(await call("PATCH", `/api/v1/admin/posts/${id}`, support, { ...good, title: "" }), 422);
    expectRefused(await call("PATCH", `/api/v1/admin/posts/${id}`, support, { ...good, valid_until: "2020-01-01" }), 422);
    expectRefused(await call("PATCH", `/api/v1/admin/posts/${id}`, support, { ...good, title: "x".repeat(100_000) }), 422);
    expectRefused(await call("PATCH", `/api/v1/admin/posts/${id}`, support, { ...good, title: "\u0000\ud800" }), 422);
    expectRefused(await call("PATCH", "/api/v1/admin/posts/abc", support, good), 400);
    expectRefused(await call("PATCH", "/api/v1/admin/posts/99999999", support, good), 404, MODERATION_MESSAGES.postNotFound);
    expect((await adminPost(id)).data.title).toBe(before.data.title);
  });
});

describe("taking a post down", () => {
  it("refunds the purchase through the provider, takes the listing off and e-mails the business the reason", async () => {
    const title = `Misleading ${place}`;
    const id = await paidPost(title);
    expect(await marketplaceTitles()).toContain(title);
    expectRefused(await call("POST", `/api/v1/admin/posts/${id}/take-down`, support, { reason: "no" }), 422, MODERATION_MESSAGES.reasonRequired);
    expectRefused(await call("POST", `/api/v1/admin/posts/${id}/take-down`, support, {}), 422);
    expectRefused(await call("POST", `/api/v1/admin/posts/${id}/take-down`, editor, { reason: "Photos are not of this hotel." }), 403, ADMIN_MESSAGES.roleRefused);
    expect((await adminPost(id)).data.state).toBe("live");

    const reason = "The photos are not of this hotel.";
    const done = await call("POST", `/api/v1/admin/posts/${id}/take-down`, support, { reason });
    expect(done.statusCode, done.body).toBe(200);
    const view = done.json<AdminPostAnswer>();
    expect(view.data).toMatchObject({ state: "refunded", state_label: "Taken down and refunded", taken_down: { reason } });
    expect(view.payments[0]?.status).toBe("refunded");
    expect(await marketplaceTitles()).not.toContain(title);
    const [payment] = await testApp.services.db
      .select()
      .from(payments)
      .where(and(eq(payments.reference, `marketplace_post:${id}`), eq(payments.purpose, "marketplace-post")));
    expect(payment?.status).toBe("refunded");
    const email = await latestEmailTo(testApp, business.email, "payment-refunded");
    expect(email?.text).toContain(reason);
    const entry = await lastAudit("marketplace_post.take_down");
    expect(entry).toMatchObject({ actorRole: "support", targetId: String(id), before: { state: "live" }, after: { state: "refunded", reason } });
    expectRefused(await call("POST", `/api/v1/admin/posts/${id}/take-down`, support, { reason }), 409, MODERATION_MESSAGES.cannotTakeDown);
  });
});

describe("who may read and moderate posts", () => {
  it("refuses visitors (401), members and businesses (403); a content editor reads the queue", async () => {
    const member = await signInWithCode(testApp, unique("member"));
    for (const [method, url] of [
      ["GET", "/api/v1/admin/posts"],
      ["GET", "/api/v1/admin/posts/1"],
      ["POST", "/api/v1/admin/posts/1/approve"],
    ] as const) {
      expectRefused(await call(method, url, null), 401);
      expectRefused(await call(method, url, member.token), 403, ADMIN_MESSAGES.adminsOnly);
      expectRefused(await call(method, url, business.token), 403, ADMIN_MESSAGES.adminsOnly);
    }
    const list = await call("GET", `/api/v1/admin/posts?q=${encodeURIComponent(place)}`, editor);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<{ total: number }>().total).toBeGreaterThan(0);
    expectRefused(await call("GET", "/api/v1/admin/posts?state=gone", editor), 400);
    expectRefused(await call("GET", "/api/v1/admin/posts?page=0", editor), 400);
    const hostile = await call("GET", `/api/v1/admin/posts?q=${encodeURIComponent("%_\\' or 1=1 --")}`, editor);
    expect(hostile.statusCode).toBe(200);
    expect(hostile.json<{ total: number }>().total).toBe(0);
  });
});
