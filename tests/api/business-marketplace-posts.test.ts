import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MARKETPLACE_POST_MESSAGES } from "../../core/marketplace-post-rules";
import { MARKETPLACE_POST_MANAGE_MESSAGES } from "../../core/marketplace-post-states";
import { outboundEmails } from "../../server/db/schema/accounts";
import { listings } from "../../server/db/schema/catalogue";
import { marketplacePosts, payments as paymentsTable } from "../../server/db/schema/payments";
import { createCatalogueCache } from "../../server/domain/catalogue/catalogue-cache";
import { endMarketplaceAds } from "../../server/domain/payments/marketplace/end-marketplace-ads";
import { bearer, signInWithCode } from "../support/accounts";
import { createBusiness, type TestBusiness } from "../support/business-accounts";
import { createTestApp, type TestApp } from "../support/test-app";
import { DECLINED_CARD, PAYING_CARD } from "../support/test-cards";
import { providerWebhookEvents, type QueuedProviderEvent } from "../support/queued-jobs";
import { postWebhook } from "../support/subscriptions";

const DAY = 86_400_000;
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

let testApp: TestApp;
let owner: TestBusiness;
let competitor: TestBusiness;
let address = 0;
const place = `Pm${Date.now().toString(36)}`;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await createBusiness(testApp, "hotel", { type: "property", title: `Villa Owner ${place}`, city: place, country: "Italy" });
  competitor = await createBusiness(testApp, "hotel", { type: "property", title: `Villa Rival ${place}`, city: place, country: "Italy", goodFor: ["honeymoon"] });
});

afterAll(async () => {
  await testApp.close();
});

type PostView = {
  id: number;
  title: string;
  description: string;
  destination: string;
  price: number;
  valid_until: string;
  state: string;
  state_label: string;
  ad_ends_at: string | null;
  paused_at: string | null;
  listing: { id: number; slug: string; path: string } | null;
  views: number;
  deal_requests: number;
};

type Call = { method: "GET" | "POST" | "PUT"; url: string; token?: string; body?: unknown; headers?: Record<string, string> };

function call({ method, url, token, body, headers = {} }: Call) {
  address += 1;
  return testApp.app.inject({
    method,
    url,
    remoteAddress: `198.51.100.${(address % 200) + 1}`,
    headers: { ...(token ? bearer(token) : {}), "user-agent": BROWSER, ...headers },
    ...(body === undefined ? {} : typeof body === "string" ? { payload: body, headers: { ...(token ? bearer(token) : {}), "content-type": "application/json" } } : { payload: body as object }),
  });
}

const paymentIdOf = (clientSecret: string) => clientSecret.slice(0, clientSecret.indexOf("_secret_"));

/** A deal submitted by `business` signed in (or by e-mail only), paid and published. */
async function publishedPost(business: TestBusiness, { signedIn = true, title = `Sea week ${place} ${address}` } = {}): Promise<PostView> {
  const submitted = await call({
    method: "POST",
    url: "/api/v1/marketplace-requests",
    ...(signedIn ? { token: business.token } : {}),
    body: {
      business_name: "Villa Owner",
      email: business.email,
      title,
      description: "Three nights by the sea with a dinner for two.",
      destination: `${place}, Italy`,
      price: "1200",
      valid_until: "2026-12-31",
      marketplace_request_ad_duration: 30,
    },
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const post = submitted.json<{ data: { id: number; amount: number } }>().data;
  const paying = await call({
    method: "POST",
    url: "/api/v1/payments/order/booking/pay",
    body: { items: [{ amount: post.amount }], product: "marketplace-post", marketplace_request_id: post.id },
  });
  expect(paying.statusCode, paying.body).toBe(200);
  const paymentId = paymentIdOf(paying.json<{ clientSecret: string }>().clientSecret);
  await testApp.services.payments.confirmPaymentIntent(paymentId, { card: PAYING_CARD, returnUrl: "http://localhost/x" });
  const verified = await call({
    method: "POST",
    url: "/api/v1/payments/marketRequestPaymentIntent",
    body: { paymentintentid: paymentId, guestEmail: business.email, paymentTotal: post.amount },
  });
  expect(verified.statusCode, verified.body).toBe(200);
  return postOf(business, post.id);
}

async function postOf(business: TestBusiness, id: number): Promise<PostView> {
  const answer = await call({ method: "GET", url: `/api/v1/business/marketplace-posts/${id}`, token: business.token });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<{ data: PostView }>().data;
}

/** The titles the API's full search answers for `query`. */
async function searchTitles(query: string): Promise<string[]> {
  const found = await call({ method: "GET", url: `/api/v1/posts/websearch?query=${encodeURIComponent(query)}` });
  expect(found.statusCode, found.body).toBe(200);
  return found.json<{ data: { title: string }[] }>().data.map((item) => item.title);
}

async function marketplaceTitles(): Promise<string[]> {
  const response = await call({ method: "GET", url: "/api/v1/offers?per_page=200" });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { title: string }[] }>().data.map((listing) => listing.title);
}

async function requestAbout(listingId: number) {
  const couple = await signInWithCode(testApp, `posts-couple-${Date.now().toString(36)}-${(address += 1)}@example.com`);
  return call({
    method: "POST",
    url: "/api/v1/dealrequests",
    token: couple.token,
    body: {
      occasion: "honeymoon",
      destinations: [place],
      start_date: "2026-09-10",
      end_date: "2026-09-17",
      budget: "5000-10000",
      travellers: 2,
      special: "We saw your deal and would love three nights by the sea.",
      first_name: "Giulia",
      last_name: "Ferri",
      email: "posts-couple@example.com",
      phone: "+39 333 123 4567",
      listing_id: listingId,
    },
  });
}

async function postRow(id: number) {
  const [row] = await testApp.services.db.select().from(marketplacePosts).where(eq(marketplacePosts.id, id));
  return row!;
}

async function listingRow(id: number) {
  const [row] = await testApp.services.db.select().from(listings).where(eq(listings.id, id));
  return row!;
}

/** Renews by card: starts the payment, pays it and verifies it; answers the verification. */
async function renew(business: TestBusiness, postId: number, days: number) {
  const started = await call({ method: "POST", url: `/api/v1/business/marketplace-posts/${postId}/renewals`, token: business.token, body: { marketplace_request_ad_duration: days } });
  expect(started.statusCode, started.body).toBe(200);
  const { clientSecret, amount } = started.json<{ clientSecret: string; amount: number }>();
  const paymentId = paymentIdOf(clientSecret);
  await testApp.services.payments.confirmPaymentIntent(paymentId, { card: PAYING_CARD, returnUrl: "http://localhost/x" });
  const verified = await call({ method: "POST", url: `/api/v1/business/marketplace-posts/${postId}/renewals/verify`, token: business.token, body: { paymentintentid: paymentId } });
  return { verified, paymentId, amount };
}

describe("a business's marketplace posts on the dashboard", () => {
  it("lists the posts it paid for and those with its e-mail, with their state and figures", async () => {
    const signedIn = await publishedPost(owner);
    const byEmail = await publishedPost(owner, { signedIn: false });
    const theirs = await publishedPost(competitor);
    const answer = await call({ method: "GET", url: "/api/v1/business/marketplace-posts", token: owner.token });
    expect(answer.statusCode, answer.body).toBe(200);
    const posts = answer.json<{ data: PostView[] }>().data;
    const ids = posts.map((post) => post.id);
    expect(ids).toEqual(expect.arrayContaining([signedIn.id, byEmail.id]));
    expect(ids).not.toContain(theirs.id);
    const shown = posts.find((post) => post.id === signedIn.id)!;
    expect(shown).toMatchObject({ state: "live", state_label: "Live until 1 July 2026", views: 0, deal_requests: 0, price: 1200 });
    expect(shown.ad_ends_at).toBe(new Date(testApp.clock.now().getTime() + 30 * DAY).toISOString());
  });

  it("is refused to visitors (401), members (403), and another business gets 404 for every call, changing nothing", async () => {
    const post = await publishedPost(owner);
    expect((await call({ method: "GET", url: "/api/v1/business/marketplace-posts" })).statusCode).toBe(401);
    const couple = await signInWithCode(testApp, `posts-member-${Date.now().toString(36)}@example.com`);
    const refused = await call({ method: "GET", url: "/api/v1/business/marketplace-posts", token: couple.token });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(MARKETPLACE_POST_MANAGE_MESSAGES.notABusiness);
    const base = `/api/v1/business/marketplace-posts/${post.id}`;
    const attempts: Call[] = [
      { method: "GET", url: base },
      { method: "PUT", url: base, body: { title: "Stolen", description: "x", destination: "Rome", price: 1, valid_until: "2026-12-31" } },
      { method: "POST", url: `${base}/pause` },
      { method: "POST", url: `${base}/resume` },
      { method: "POST", url: `${base}/renewals`, body: { marketplace_request_ad_duration: 30 } },
      { method: "POST", url: `${base}/renewals/verify`, body: { paymentintentid: "pi_unknown" } },
    ];
    for (const attempt of attempts) {
      const answer = await call({ ...attempt, token: competitor.token });
      expect(answer.statusCode, `${attempt.method} ${attempt.url}: ${answer.body}`).toBe(404);
      expect(answer.json<{ message: string }>().message).toBe(MARKETPLACE_POST_MANAGE_MESSAGES.notFound);
    }
    expect((await call({ method: "GET", url: "/api/v1/business/marketplace-posts/999999", token: owner.token })).statusCode).toBe(404);
    const unchanged = await postOf(owner, post.id);
    expect(unchanged).toMatchObject({ title: post.title, state: "live", ad_ends_at: post.ad_ends_at });
  });

  it("edits a live post with the request form's rules; the public post shows the change at once", async () => {
    const post = await publishedPost(owner);
    const newTitle = `Sunset week ${place} edited`;
    // With the catalogue cache on, as in production: the cached /marketplace answer must not outlive the edit.
    testApp.services.catalogueCache = createCatalogueCache({ clock: testApp.clock });
    expect(await marketplaceTitles()).toContain(post.title);
    const saved = await call({
      method: "PUT",
      url: `/api/v1/business/marketplace-posts/${post.id}`,
      token: owner.token,
      body: { title: `  ${newTitle} `, description: "Four nights, a boat day and a dinner for two.", destination: "Positano, Italy", price: "$1,350".replace("$", "").replace(",", ""), valid_until: "2027-03-31" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<{ message: string; data: PostView }>()).toMatchObject({
      message: MARKETPLACE_POST_MANAGE_MESSAGES.saved,
      data: { title: newTitle, destination: "Positano, Italy", price: 1350, valid_until: "2027-03-31", state: "live", ad_ends_at: post.ad_ends_at },
    });
    const listing = await listingRow(post.listing!.id);
    expect(listing).toMatchObject({ title: newTitle, description: "Four nights, a boat day and a dinner for two.", priceFromCents: 135_000, city: "Positano", country: "Italy", slug: post.listing!.slug });
    expect(listing.details).toMatchObject({ validUntil: "2027-03-31", destination: "Positano, Italy" });
    expect(await marketplaceTitles()).toContain(newTitle);
    delete testApp.services.catalogueCache;
    const shown = await call({ method: "GET", url: `/api/v1/offers/showbyslug/${post.listing!.slug}` });
    expect(shown.body).toContain(newTitle);
  });

  it("refuses bad and hostile input in the error shape with the form's messages, and changes nothing", async () => {
    const post = await publishedPost(owner);
    const good = { title: "Fine", description: "Fine text.", destination: "Rome", price: 100, valid_until: "2026-12-31" };
    const cases: [unknown, string, string][] = [
      [{ ...good, title: "   " }, "title", MARKETPLACE_POST_MESSAGES.title],
      [{ ...good, description: "" }, "description", MARKETPLACE_POST_MESSAGES.description],
      [{ ...good, destination: undefined }, "destination", MARKETPLACE_POST_MESSAGES.destination],
      [{ ...good, price: "twelve" }, "price", MARKETPLACE_POST_MESSAGES.price],
      [{ ...good, price: 0 }, "price", MARKETPLACE_POST_MESSAGES.priceRange],
      [{ ...good, valid_until: "2026-02-30" }, "valid_until", MARKETPLACE_POST_MESSAGES.validUntil],
      [{ ...good, valid_until: "2026-05-31" }, "valid_until", MARKETPLACE_POST_MESSAGES.validUntilPast],
      [{ ...good, valid_until: "2032-01-01" }, "valid_until", MARKETPLACE_POST_MESSAGES.validUntilFar],
      [{ ...good, title: "x".repeat(100_000) }, "title", "The title may not be longer than 120 characters"],
      [{ ...good, title: ["array"] }, "title", MARKETPLACE_POST_MESSAGES.title],
    ];
    for (const [body, field, message] of cases) {
      const answer = await call({ method: "PUT", url: `/api/v1/business/marketplace-posts/${post.id}`, token: owner.token, body });
      expect(answer.statusCode, answer.body).toBe(422);
      const refusal = answer.json<{ message: string; errors: Record<string, string[]> }>();
      expect(refusal.errors[field]?.[0], answer.body).toBe(message);
    }
    for (const raw of ["not json", "[1,2]", "null"]) {
      const answer = await call({ method: "PUT", url: `/api/v1/business/marketplace-posts/${post.id}`, token: owner.token, body: raw });
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      expect(answer.json<{ message: string }>().message).toEqual(expect.any(String));
    }
    for (const id of ["abc", "0", "-1", "1e3", "%00", "9".repeat(40)]) {
      const answer = await call({ method: "GET", url: `/api/v1/business/marketplace-posts/${id}`, token: owner.token });
      expect([400, 404, 422], `${id}: ${answer.body}`).toContain(answer.statusCode);
    }
    const row = await postRow(post.id);
    expect(row).toMatchObject({ title: post.title, description: post.description });
    // A NUL byte is refused at the edge; markup is kept as typed, as text, never interpreted.
    const withNul = await call({ method: "PUT", url: `/api/v1/business/marketplace-posts/${post.id}`, token: owner.token, body: { ...good, description: "Nice\u0000" } });
    expect(withNul.statusCode).toBeGreaterThanOrEqual(400);
    expect(withNul.statusCode).toBeLessThan(500);
    expect((await postRow(post.id)).description).toBe(post.description);
    const markup = '<script>alert("x")</script> & <b>bold</b>';
    const stored = await call({ method: "PUT", url: `/api/v1/business/marketplace-posts/${post.id}`, token: owner.token, body: { ...good, description: markup } });
    expect(stored.statusCode, stored.body).toBe(200);
    expect((await listingRow(post.listing!.id)).description).toBe(markup);
  });

  it("pauses a live post: off /marketplace, its page and views gone, not requestable; the ad's end stays; resumes", async () => {
    const post = await publishedPost(owner, { title: `Quiet cove ${place}` });
    const listingId = post.listing!.id;
    await expect.poll(() => searchTitles(post.title)).toContain(post.title);
    const paused = await call({ method: "POST", url: `/api/v1/business/marketplace-posts/${post.id}/pause`, token: owner.token });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json<{ message: string; data: PostView }>()).toMatchObject({
      message: MARKETPLACE_POST_MANAGE_MESSAGES.paused,
      data: { state: "paused", state_label: "Paused (the ad still ends 1 July 2026)", ad_ends_at: post.ad_ends_at },
    });
    expect(await marketplaceTitles()).not.toContain(post.title);
    await expect.poll(() => searchTitles(post.title)).not.toContain(post.title);
    expect((await call({ method: "GET", url: `/api/v1/offers/showbyslug/${post.listing!.slug}` })).statusCode).toBe(404);
    expect((await call({ method: "POST", url: `/api/v1/listings/${listingId}/views` })).statusCode).toBe(404);
    const request = await requestAbout(listingId);
    expect(request.statusCode, request.body).toBe(422);
    expect(request.json<{ errors: Record<string, string[]> }>().errors.listing_id).toEqual([MARKETPLACE_POST_MANAGE_MESSAGES.notAvailable]);
    // Pausing again answers the same; a paused post can be edited and stays paused.
    expect((await call({ method: "POST", url: `/api/v1/business/marketplace-posts/${post.id}/pause`, token: owner.token })).json<{ data: PostView }>().data.state).toBe("paused");
    const edited = await call({
      method: "PUT",
      url: `/api/v1/business/marketplace-posts/${post.id}`,
      token: owner.token,
      body: { title: `${post.title} while paused`, description: "Still three nights.", destination: "Rome", price: 900, valid_until: "2026-12-31" },
    });
    expect(edited.json<{ message: string; data: PostView }>()).toMatchObject({ message: MARKETPLACE_POST_MANAGE_MESSAGES.savedPaused, data: { state: "paused" } });
    expect((await listingRow(listingId)).status).toBe("in_active");

    const resumed = await call({ method: "POST", url: `/api/v1/business/marketplace-posts/${post.id}/resume`, token: owner.token });
    expect(resumed.json<{ data: PostView }>().data).toMatchObject({ state: "live", paused_at: null, ad_ends_at: post.ad_ends_at });
    expect(await marketplaceTitles()).toContain(`${post.title} while paused`);
    expect((await requestAbout(listingId)).statusCode).toBe(200);
    // Resuming a live post is refused.
    const again = await call({ method: "POST", url: `/api/v1/business/marketplace-posts/${post.id}/resume`, token: owner.token });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(MARKETPLACE_POST_MANAGE_MESSAGES.cannotResume);
  });

  it("renews by card: the ad's end moves by the days bought, once, and the payment is the account's", async () => {
    const post = await publishedPost(owner);
    const badDays = await call({ method: "POST", url: `/api/v1/business/marketplace-posts/${post.id}/renewals`, token: owner.token, body: { marketplace_request_ad_duration: 45 } });
    expect(badDays.statusCode).toBe(422);
    expect(badDays.json<{ errors: Record<string, string[]> }>().errors.marketplace_request_ad_duration).toEqual([MARKETPLACE_POST_MESSAGES.adDuration]);

    const { verified, paymentId, amount } = await renew(owner, post.id, 60);
    expect(amount).toBe(249);
    expect(verified.statusCode, verified.body).toBe(200);
    const expectedEnd = new Date(Date.parse(post.ad_ends_at!) + 60 * DAY).toISOString();
    expect(verified.json<{ message: string; data: PostView }>()).toMatchObject({ message: MARKETPLACE_POST_MANAGE_MESSAGES.renewed, data: { state: "live", ad_ends_at: expectedEnd } });
    // A repeat extends nothing more.
    const repeat = await call({ method: "POST", url: `/api/v1/business/marketplace-posts/${post.id}/renewals/verify`, token: owner.token, body: { paymentintentid: paymentId } });
    expect(repeat.json<{ data: PostView }>().data.ad_ends_at).toBe(expectedEnd);
    const rows = await testApp.services.db.select().from(paymentsTable).where(eq(paymentsTable.providerPaymentId, paymentId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: owner.userId, amountCents: 24_900, purpose: "marketplace-post", reference: `marketplace_post:${post.id}`, status: "succeeded" });
    // Its receipt is e-mailed once, naming the payment and linking to the dashboard's receipt.
    const receipts = await testApp.services.db
      .select()
      .from(outboundEmails)
      .where(and(eq(outboundEmails.toAddress, owner.email), eq(outboundEmails.template, "payment-receipt"), like(outboundEmails.text, `%${paymentId}%`)));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.text).toContain(`/dashboard/receipts/${rows[0]!.id}`);

    // Another post's renewal payment, or one not paid, is refused without a change.
    const other = await publishedPost(owner);
    const started = await call({ method: "POST", url: `/api/v1/business/marketplace-posts/${other.id}/renewals`, token: owner.token, body: { marketplace_request_ad_duration: 30 } });
    const unpaid = paymentIdOf(started.json<{ clientSecret: string }>().clientSecret);
    const notPaid = await call({ method: "POST", url: `/api/v1/business/marketplace-posts/${other.id}/renewals/verify`, token: owner.token, body: { paymentintentid: unpaid } });
    expect(notPaid.statusCode).toBe(422);
    const declined = await testApp.services.payments.confirmPaymentIntent(unpaid, { card: DECLINED_CARD, returnUrl: "http://localhost/x" }).catch(() => null);
    expect(declined?.status ?? "refused").not.toBe("succeeded");
    const crossed = await call({ method: "POST", url: `/api/v1/business/marketplace-posts/${other.id}/renewals/verify`, token: owner.token, body: { paymentintentid: paymentId } });
    expect(crossed.statusCode).toBe(422);
    expect((await postOf(owner, other.id)).ad_ends_at).toBe(other.ad_ends_at);
  });

  it("an ended post cannot be edited or resumed, and a renewal brings it back live from today", async () => {
    const post = await publishedPost(owner);
    testApp.clock.advance(31 * DAY);
    try {
      await endMarketplaceAds({ db: testApp.services.db, clock: testApp.clock });
      const ended = await postOf(owner, post.id);
      expect(ended).toMatchObject({ state: "ended", state_label: "Ended 1 July 2026" });
      expect(await marketplaceTitles()).not.toContain(post.title);
      const edit = await call({
        method: "PUT",
        url: `/api/v1/business/marketplace-posts/${post.id}`,
        token: owner.token,
        body: { title: "Late", description: "Late.", destination: "Rome", price: 10, valid_until: "2026-12-31" },
      });
      expect(edit.statusCode).toBe(409);
      expect((await call({ method: "POST", url: `/api/v1/business/marketplace-posts/${post.id}/resume`, token: owner.token })).statusCode).toBe(409);
      expect((await call({ method: "POST", url: `/api/v1/business/marketplace-posts/${post.id}/pause`, token: owner.token })).statusCode).toBe(409);

      const { verified } = await renew(owner, post.id, 30);
      expect(verified.statusCode, verified.body).toBe(200);
      expect(verified.json<{ data: PostView }>().data).toMatchObject({ state: "live", ad_ends_at: new Date(testApp.clock.now().getTime() + 30 * DAY).toISOString() });
      expect(await marketplaceTitles()).toContain(post.title);
    } finally {
      testApp.clock.advance(-31 * DAY);
    }
  });

  it("a renewal paid while the page was closed is settled by the provider's webhook, once", async () => {
    const post = await publishedPost(owner);
    const started = await call({ method: "POST", url: `/api/v1/business/marketplace-posts/${post.id}/renewals`, token: owner.token, body: { marketplace_request_ad_duration: 90 } });
    const paymentId = paymentIdOf(started.json<{ clientSecret: string }>().clientSecret);
    await testApp.services.payments.confirmPaymentIntent(paymentId, { card: PAYING_CARD, returnUrl: "http://localhost/x" });
    const expectedEnd = new Date(Date.parse(post.ad_ends_at!) + 90 * DAY).toISOString();
    const [event] = (await providerWebhookEvents(testApp.database, paymentId)).filter((queued) => queued.type === "payment_intent.succeeded");
    expect(event).toBeDefined();
    for (const expected of [false, true]) {
      const delivered = await postWebhook(testApp, (event as QueuedProviderEvent).body);
      expect(delivered.statusCode, delivered.body).toBe(200);
      expect(delivered.json<{ duplicate: boolean }>().duplicate).toBe(expected);
    }
    expect((await postOf(owner, post.id)).ad_ends_at).toBe(expectedEnd);
    // The page's verification afterwards finds it done.
    const verified = await call({ method: "POST", url: `/api/v1/business/marketplace-posts/${post.id}/renewals/verify`, token: owner.token, body: { paymentintentid: paymentId } });
    expect(verified.json<{ data: PostView }>().data.ad_ends_at).toBe(expectedEnd);
  });

  it("counts the posts' views (once per visitor a day) and requests on the post and in the business's statistics", async () => {
    const stats = async () =>
      (await call({ method: "GET", url: "/api/v1/business/statistics?period=7", token: owner.token })).json<{ totals: { marketplace_post_views: number; marketplace_post_requests: number } }>()
        .totals;
    const before = await stats();
    const post = await publishedPost(owner);
    const listingId = post.listing!.id;
    for (const visitor of ["203.0.113.5", "203.0.113.5", "203.0.113.6"]) {
      const seen = await testApp.app.inject({ method: "POST", url: `/api/v1/listings/${listingId}/views`, remoteAddress: visitor, headers: { "user-agent": BROWSER } });
      expect(seen.statusCode, seen.body).toBe(200);
    }
    const request = await requestAbout(listingId);
    expect(request.statusCode, request.body).toBe(200);
    const shown = await postOf(owner, post.id);
    expect(shown).toMatchObject({ views: 2, deal_requests: 1 });
    const after = await stats();
    expect(after.marketplace_post_views - before.marketplace_post_views).toBe(2);
    expect(after.marketplace_post_requests - before.marketplace_post_requests).toBe(1);
    // The competitor's statistics do not count them.
    const theirs = (await call({ method: "GET", url: "/api/v1/business/statistics?period=7", token: competitor.token })).json<{ totals: { marketplace_post_views: number } }>();
    expect(theirs.totals.marketplace_post_views).toBe(0);
  });
});
