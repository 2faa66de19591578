import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COUPON_MESSAGES, MARKETPLACE_PAYMENT_MESSAGES } from "../../core/pricing";
import { listingMedia, listings } from "../../server/db/schema/catalogue";
import { marketplacePosts, payments, testProviderRefunds } from "../../server/db/schema/payments";
import { providerWebhookEvents, type QueuedProviderEvent } from "../support/queued-jobs";
import { postWebhook } from "../support/subscriptions";
import { createTestApp, type TestApp } from "../support/test-app";
import { expectErrorShape } from "./api-routes";
import { PAYING_CARD, clientAddresses } from "../support/test-cards";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const newClientAddress = clientAddresses("192.0.2");

type PostData = {
  id: number;
  token: string;
  status: string;
  amount: number;
  amount_cents: number;
  original_amount: number;
  discount: number | null;
  coupon_name: string | null;
  expires_at: string;
  expires_in: number;
  payment_id: string | null;
  listing: { id: number; slug: string; path: string } | null;
  [field: string]: unknown;
};

let titleCounter = 0;
/** A complete marketplace request; each gets its own title so slugs and rows are told apart. */
function validPost(overrides: Record<string, unknown> = {}) {
  titleCounter += 1;
  return {
    business_name: "Villa Aurora",
    email: "Deals@VillaAurora.example",
    title: `Sunset Suite Escape ${titleCounter}`,
    description: "Three nights in a caldera suite with breakfast for two and a private sunset cruise.",
    destination: "Santorini, Greece",
    price: "1199.99",
    valid_until: "2026-12-31",
    marketplace_request_ad_duration: 30,
    marketplace_request_featured_listing: false,
    ...overrides,
  };
}

function submit(payload: unknown, remoteAddress = newClientAddress()) {
  return testApp.app.inject({ method: "POST", url: "/api/v1/marketplace-requests", payload: payload as object, remoteAddress });
}

type Response = Awaited<ReturnType<typeof submit>>;

function expectError(response: Response, status: number, message: string, field?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, "marketplace");
  const body = response.json<{ message: string; errors?: Record<string, string[]> }>();
  expect(body.message).toBe(message);
  if (field) expect(body.errors?.[field]).toContain(message);
}

async function created(overrides: Record<string, unknown> = {}): Promise<PostData> {
  const response = await submit(validPost(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: PostData }>().data;
}

function read(id: number | string, token: string) {
  return testApp.app.inject({ method: "GET", url: `/api/v1/marketplace-requests/${id}?token=${encodeURIComponent(token)}` });
}

function pay(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return testApp.app.inject({
    method: "POST",
    url: "/api/v1/payments/order/booking/pay",
    payload: body,
    headers,
    remoteAddress: newClientAddress(),
  });
}

async function startPayment(post: PostData, headers: Record<string, string> = {}): Promise<string> {
  const response = await pay({ items: [{ amount: post.amount }], product: "marketplace-post", marketplace_request_id: post.id }, headers);
  expect(response.statusCode, response.body).toBe(200);
  const { clientSecret } = response.json<{ clientSecret: string }>();
  return clientSecret.slice(0, clientSecret.indexOf("_secret_"));
}

async function confirm(paymentId: string) {
  const intent = await testApp.services.payments.confirmPaymentIntent(paymentId, { card: PAYING_CARD, returnUrl: "http://localhost/x" });
  expect(intent.status).toBe("succeeded");
}

function verify(paymentId: string, paymentTotal: unknown, path = "marketRequestPaymentIntent") {
  return testApp.app.inject({
    method: "POST",
    url: `/api/v1/payments/${path}`,
    payload: { paymentintentid: paymentId, guestEmail: "deals@villaaurora.example", paymentTotal: paymentTotal as string },
  });
}

async function postRow(id: number) {
  const [row] = await testApp.services.db.select().from(marketplacePosts).where(eq(marketplacePosts.id, id));
  return row;
}

async function paymentRows(paymentId: string) {
  return testApp.services.db.select().from(payments).where(eq(payments.providerPaymentId, paymentId));
}

async function refundsOf(paymentId: string) {
  return testApp.services.db.select().from(testProviderRefunds).where(eq(testProviderRefunds.paymentIntentId, paymentId));
}

async function marketplaceSlugs(): Promise<string[]> {
  const response = await testApp.app.inject({ method: "GET", url: "/api/v1/offers?per_page=200" });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { slug: string }[] }>().data.map((listing) => listing.slug);
}

describe("POST /marketplace-requests", () => {
  it("keeps the request as sent, prices it from core and opens a 10-minute payment session", async () => {
    const sent = validPost({ marketplace_request_ad_duration: "60", marketplace_request_featured_listing: true });
    const response = await submit(sent);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json<{ data: PostData }>();
    expect(data).toMatchObject({
      status: "awaiting_payment",
      business_name: "Villa Aurora",
      email: "deals@villaaurora.example",
      title: sent.title,
      description: sent.description,
      destination: "Santorini, Greece",
      price: 1199.99,
      valid_until: "2026-12-31",
      marketplace_request_ad_duration: 60,
      marketplace_request_featured_listing: true,
      coupon_name: null,
      discount: null,
      // $249 for 60 days and $99 for the featured listing.
      original_amount: 348,
      amount: 348,
      amount_cents: 34_800,
      currency: "USD",
      expires_at: "2026-06-01T12:10:00.000Z",
      expires_in: 600,
      payment_id: null,
      listing: null,
    });
    const row = await postRow(data.id);
    expect(row).toMatchObject({ dealPriceCents: 119_999, adDurationDays: 60, featured: true, amountCents: 34_800, status: "awaiting_payment" });
    expect(row?.sessionExpiresAt.toISOString()).toBe("2026-06-01T12:10:00.000Z");
  });

  it("takes a marketplace promo code's percentage off (BizLoveYou: 20%), and refuses other codes", async () => {
    const post = await created({ coupon_name: " bizloveyou ", marketplace_request_featured_listing: "true" });
    expect(post).toMatchObject({ coupon_name: "BizLoveYou", discount: 20, original_amount: 248, amount: 198.4, amount_cents: 19_840 });
    expectError(await submit(validPost({ coupon_name: "NOPE" })), 422, COUPON_MESSAGES.doesNotExist, "coupon_name");
    // An advisor and hotel code is no marketplace code.
    expectError(await submit(validPost({ coupon_name: "LOVEADVISOR10" })), 422, COUPON_MESSAGES.doesNotExist, "coupon_name");
  });

  it("answers each field's own message and writes nothing for bad or hostile input", async () => {
    const before = await testApp.services.db.$count(marketplacePosts);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ business_name: "   " }, "business_name", "Enter Business Name"],
      [{ email: "" }, "email", "Please Enter Your Email"],
      [{ email: "deals at villa" }, "email", "Enter a Valid Email"],
      [{ title: undefined }, "title", "Enter Deal Title"],
      [{ title: "x".repeat(121) }, "title", "The title may not be longer than 120 characters"],
      [{ description: "" }, "description", "Enter Deal Description"],
      [{ destination: ["Santorini"] }, "destination", "Enter Destination"],
      [{ price: "12,00" }, "price", "Enter the deal price in dollars (for example 1200 or 1199.99)"],
      [{ price: -5 }, "price", "Enter the deal price in dollars (for example 1200 or 1199.99)"],
      [{ price: 0 }, "price", "The deal price must be more than $0 and at most $1,000,000"],
      [{ price: "99999999" }, "price", "The deal price must be more than $0 and at most $1,000,000"],
      [{ valid_until: "31/12/2026" }, "valid_until", "Enter the date the deal is valid until (YYYY-MM-DD)"],
      [{ valid_until: "2026-02-30" }, "valid_until", "Enter the date the deal is valid until (YYYY-MM-DD)"],
      [{ valid_until: "2026-05-31" }, "valid_until", "The deal must be valid until today or a later date"],
      [{ valid_until: "2040-01-01" }, "valid_until", "The deal may be valid for at most 5 years from today"],
      [{ marketplace_request_ad_duration: 45 }, "marketplace_request_ad_duration", "Select an ad duration of 30, 60 or 90 days"],
      [{ marketplace_request_ad_duration: "30 days" }, "marketplace_request_ad_duration", "Select an ad duration of 30, 60 or 90 days"],
      [{ marketplace_request_featured_listing: "yes" }, "marketplace_request_featured_listing", "The featured listing option is true or false"],
      [{ coupon_name: "x".repeat(101) }, "coupon_name", "The promo code may not be longer than 100 characters"],
    ];
    for (const [overrides, field, message] of cases) expectError(await submit(validPost(overrides)), 422, message, field);
    // Every field missing: the first field's message, and every field named.
    const empty = await submit({});
    expectError(empty, 422, "Enter Business Name");
    expect(Object.keys(empty.json<{ errors: Record<string, string[]> }>().errors).sort()).toEqual(
      ["business_name", "description", "destination", "email", "marketplace_request_ad_duration", "price", "title", "valid_until"].sort(),
    );
    expect(await testApp.services.db.$count(marketplacePosts)).toBe(before);
  });

  it("stores markup in a title as plain text, exactly as typed", async () => {
    const title = `<script>alert("x")</script> Deal`;
    const post = await created({ title });
    expect(post.title).toBe(title);
    expect((await postRow(post.id))?.title).toBe(title);
  });
});

describe("GET /marketplace-requests/:id", () => {
  it("answers the request as it was submitted, with its token only", async () => {
    const post = await created({ coupon_name: "BizLoveYou" });
    testApp.clock.advance(120_000);
    const response = await read(post.id, post.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: PostData }>().data).toEqual({ ...post, expires_in: 480 });
    testApp.clock.advance(-120_000);

    const wrong = await read(post.id, `${post.token.slice(0, -1)}A`);
    expect(wrong.statusCode).toBe(404);
    expectErrorShape(wrong.statusCode, String(wrong.headers["content-type"]), wrong.body, "wrong token");
    const other = await created();
    expect((await read(other.id, post.token)).statusCode).toBe(404);
    expect((await read(999_999, post.token)).statusCode).toBe(404);
  });
});

describe("paying a marketplace post (order/booking/pay, product marketplace-post)", () => {
  it("charges the post's stored amount, refusing any other", async () => {
    const post = await created({ coupon_name: "BizLoveYou", marketplace_request_ad_duration: 90 });
    const paymentId = await startPayment(post);
    const intent = await testApp.services.payments.retrievePaymentIntent(paymentId);
    expect(intent.amountCents).toBe(26_320);
    expect(intent.metadata).toEqual({ product: "marketplace-post", marketplace_request_id: String(post.id), coupon: "BizLoveYou" });
    expect(intent.customerEmail).toBe("deals@villaaurora.example");

    const wrong = await pay({ items: [{ amount: 329 }], product: "marketplace-post", marketplace_request_id: post.id });
    expectError(wrong, 422, "The amount must be $263.20 for this payment.");
    const otherCoupon = await pay({ items: [{ amount: 263.2 }], product: "marketplace-post", marketplace_request_id: post.id, coupon_name: "LOVEADVISOR10" });
    expectError(otherCoupon, 422, "The promo code of a marketplace post is given when the post is submitted; it cannot be changed at payment.");
  });

  it("refuses an unknown or missing marketplace request", async () => {
    expectError(await pay({ items: [{ amount: 149 }], product: "marketplace-post", marketplace_request_id: 987_654 }), 422, "Unknown marketplace request.");
    expectError(await pay({ items: [{ amount: 149 }], product: "marketplace-post" }), 422, "Unknown marketplace request.");
    expectError(await pay({ items: [{ amount: 149 }], product: "marketplace-post", marketplace_request_id: "1 OR 1=1" }), 422, "Unknown marketplace request.");
  });

  it("ends the payment session after 10 minutes with the booking-token message", async () => {
    const post = await created();
    testApp.clock.advance(599_000);
    await startPayment(post);
    testApp.clock.advance(2_000);
    const late = await pay({ items: [{ amount: post.amount }], product: "marketplace-post", marketplace_request_id: post.id });
    expectError(late, 422, MARKETPLACE_PAYMENT_MESSAGES.sessionExpired, "marketplace_request_id");
    testApp.clock.advance(-601_000);
  });
});

describe("POST /payments/marketRequestPaymentIntent for a marketplace post", () => {
  it("publishes a paid post on /marketplace as an offer, once", async () => {
    const post = await created({ marketplace_request_featured_listing: true, title: "Caldera Honeymoon Week", destination: "Greece" });
    const paymentId = await startPayment(post);
    await confirm(paymentId);
    expect(await marketplaceSlugs()).not.toContain("caldera-honeymoon-week");

    const response = await verify(paymentId, post.amount);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: "succeeded", id: paymentId });

    const row = await postRow(post.id);
    expect(row).toMatchObject({ status: "paid", providerPaymentId: paymentId });
    expect(row?.paidAt?.toISOString()).toBe("2026-06-01T12:00:00.000Z");
    const [listing] = await testApp.services.db.select().from(listings).where(eq(listings.id, row?.listingId ?? -1));
    expect(listing).toMatchObject({
      type: "offer",
      status: "active",
      slug: "caldera-honeymoon-week",
      title: "Caldera Honeymoon Week",
      description: post.description,
      priceFromCents: 119_999,
      isFeatured: true,
      country: "Greece",
    });
    expect(listing?.destinationId).not.toBeNull();
    expect(listing?.details).toMatchObject({ validUntil: "2026-12-31", marketplacePostId: post.id, adDurationDays: 30 });
    const media = await testApp.services.db.select().from(listingMedia).where(eq(listingMedia.listingId, listing?.id ?? -1));
    expect(media).toHaveLength(1);
    expect(media[0]?.sizes.small).toBe("/media/scenes/caldera-honeymoon-week/small.webp");

    expect(await marketplaceSlugs()).toContain("caldera-honeymoon-week");
    const detail = await testApp.app.inject({ method: "GET", url: "/api/v1/offers/showbyslug/caldera-honeymoon-week" });
    expect(detail.statusCode).toBe(200);
    expect(detail.json<{ data: { title: string; priceFrom: number } }>().data).toMatchObject({ title: "Caldera Honeymoon Week", priceFrom: 1200 });
    const page = await testApp.app.inject({ method: "GET", url: "/media/scenes/caldera-honeymoon-week/small.svg" });
    expect(page.statusCode).toBe(200);

    const again = await verify(paymentId, post.amount);
    expect(again.json()).toEqual({ status: "succeeded", id: paymentId });
    expect(await paymentRows(paymentId)).toHaveLength(1);
    expect((await paymentRows(paymentId))[0]).toMatchObject({ purpose: "marketplace-post", amountCents: 24_800, status: "succeeded", reference: `marketplace_post:${post.id}` });
    expect(await testApp.services.db.$count(listings, eq(listings.slug, "caldera-honeymoon-week"))).toBe(1);

    const reread = (await read(post.id, post.token)).json<{ data: PostData }>().data;
    expect(reread).toMatchObject({ status: "paid", payment_id: paymentId, expires_in: 0, listing: { id: listing?.id, slug: "caldera-honeymoon-week", path: "/caldera-honeymoon-week" } });
    expectError(await pay({ items: [{ amount: post.amount }], product: "marketplace-post", marketplace_request_id: post.id }), 409, "This marketplace post is already paid.");
  });

  it("gives a taken or reserved title a slug of its own", async () => {
    const first = await created({ title: "Marketplace" });
    const second = await created({ title: "Marketplace" });
    for (const post of [first, second]) {
      const paymentId = await startPayment(post);
      await confirm(paymentId);
      expect((await verify(paymentId, post.amount)).statusCode).toBe(200);
    }
    const slugs = await marketplaceSlugs();
    expect(slugs).toContain(`marketplace-${first.id}`);
    expect(slugs).toContain(`marketplace-${second.id}`);
  });

  it("refuses a wrong total or the wrong endpoint, writing nothing", async () => {
    const post = await created();
    const paymentId = await startPayment(post);
    await confirm(paymentId);
    expectError(await verify(paymentId, 1), 422, "The payment total must be $149 for this payment.", "paymentTotal");
    expectError(await verify(paymentId, post.amount, "b2bPaymentIntent"), 422, "This payment is not for an advisor or hotel signup.");
    expect((await postRow(post.id))?.status).toBe("awaiting_payment");
    expect(await paymentRows(paymentId)).toHaveLength(0);
  });

  it("refunds a payment that succeeded after the session ended, once, and answers the Oops message", async () => {
    const post = await created();
    const paymentId = await startPayment(post);
    await confirm(paymentId);
    testApp.clock.advance(601_000);
    try {
      expectError(await verify(paymentId, post.amount), 409, MARKETPLACE_PAYMENT_MESSAGES.failedAndRefunded);
      expectError(await verify(paymentId, post.amount), 409, MARKETPLACE_PAYMENT_MESSAGES.failedAndRefunded);
    } finally {
      testApp.clock.advance(-601_000);
    }
    const refunds = await refundsOf(paymentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.amountCents).toBe(14_900);
    const rows = await paymentRows(paymentId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "refunded", providerRefundId: refunds[0]?.id, refundReason: "payment session expired before the payment" });
    expect(rows[0]?.refundedAt).not.toBeNull();
    expect(await postRow(post.id)).toMatchObject({ status: "refunded", providerPaymentId: paymentId, listingId: null });
  });

  it("refunds the charge when publishing fails after it, and leaves no deal behind", async () => {
    const post = await created({ title: "Doomed Deal" });
    const paymentId = await startPayment(post);
    await confirm(paymentId);
    // A real database failure in the publishing transaction, after the charge went through.
    await testApp.database.executeSql(`
      create function refuse_doomed_deal() returns trigger language plpgsql as $$
      begin
        if new.title = 'Doomed Deal' then raise exception 'listing store unavailable'; end if;
        return new;
      end $$;
      create trigger refuse_doomed_deal before insert on listings for each row execute function refuse_doomed_deal();
    `);
    try {
      expectError(await verify(paymentId, post.amount), 409, MARKETPLACE_PAYMENT_MESSAGES.failedAndRefunded);
    } finally {
      await testApp.database.executeSql("drop trigger refuse_doomed_deal on listings; drop function refuse_doomed_deal();");
    }
    expect(await refundsOf(paymentId)).toHaveLength(1);
    expect((await paymentRows(paymentId))[0]).toMatchObject({ status: "refunded", refundReason: "marketplace post could not be published" });
    expect(await postRow(post.id)).toMatchObject({ status: "refunded", listingId: null });
    expect(await testApp.services.db.$count(listings, eq(listings.title, "Doomed Deal"))).toBe(0);
    // Verifying again refunds nothing more.
    expectError(await verify(paymentId, post.amount), 409, MARKETPLACE_PAYMENT_MESSAGES.failedAndRefunded);
    expect(await refundsOf(paymentId)).toHaveLength(1);
  });

  it("refunds a second payment for a post another payment already published", async () => {
    const post = await created();
    const first = await startPayment(post, { "idempotency-key": "tab-1" });
    const second = await startPayment(post, { "idempotency-key": "tab-2" });
    expect(second).not.toBe(first);
    await confirm(first);
    await confirm(second);
    expect((await verify(first, post.amount)).statusCode).toBe(200);
    expectError(await verify(second, post.amount), 409, MARKETPLACE_PAYMENT_MESSAGES.failedAndRefunded);
    expect(await refundsOf(second)).toHaveLength(1);
    expect(await refundsOf(first)).toHaveLength(0);
    expect(await postRow(post.id)).toMatchObject({ status: "paid", providerPaymentId: first });
  });
});

describe("the payment_intent.succeeded webhook for a marketplace post (the page closed before verifying)", () => {
  /** The provider's event saying this payment succeeded, as its webhook would deliver it. */
  async function paidEvent(paymentId: string) {
    const found = (await providerWebhookEvents(testApp.database, paymentId)).filter((event) => event.type === "payment_intent.succeeded");
    expect(found).toHaveLength(1);
    return found[0] as QueuedProviderEvent;
  }

  async function deliver(paymentId: string) {
    const response = await postWebhook(testApp, (await paidEvent(paymentId)).body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ received: true; duplicate: boolean }>();
  }

  async function listingsOf(postId: number) {
    return testApp.services.db.select().from(listings).where(sql`${listings.details}->>'marketplacePostId' = ${String(postId)}`);
  }

  it("publishes the post once; the page's later verification answers success and changes nothing", async () => {
    const post = await created({ title: "Webhook Only Escape" });
    const paymentId = await startPayment(post);
    await confirm(paymentId);
    // The page was closed here: nothing verified the payment.
    expect(await deliver(paymentId)).toEqual({ received: true, duplicate: false });

    const row = await postRow(post.id);
    expect(row).toMatchObject({ status: "paid", providerPaymentId: paymentId });
    expect(await listingsOf(post.id)).toEqual([expect.objectContaining({ id: row?.listingId, type: "offer", status: "active", slug: "webhook-only-escape" })]);
    expect(await marketplaceSlugs()).toContain("webhook-only-escape");
    expect(await paymentRows(paymentId)).toEqual([
      expect.objectContaining({ purpose: "marketplace-post", amountCents: 14_900, status: "succeeded", email: "deals@villaaurora.example", reference: `marketplace_post:${post.id}` }),
    ]);

    expect(await deliver(paymentId)).toEqual({ received: true, duplicate: true });
    const late = await verify(paymentId, post.amount);
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json()).toEqual({ status: "succeeded", id: paymentId });
    expect(await listingsOf(post.id)).toHaveLength(1);
    expect(await paymentRows(paymentId)).toHaveLength(1);
    expect(await refundsOf(paymentId)).toHaveLength(0);
  });

  it("changes nothing when the page verified first", async () => {
    const post = await created();
    const paymentId = await startPayment(post);
    await confirm(paymentId);
    expect((await verify(paymentId, post.amount)).statusCode).toBe(200);
    const before = { post: await postRow(post.id), payments: await paymentRows(paymentId), listings: await listingsOf(post.id) };
    expect(await deliver(paymentId)).toEqual({ received: true, duplicate: false });
    expect({ post: await postRow(post.id), payments: await paymentRows(paymentId), listings: await listingsOf(post.id) }).toEqual(before);
    expect(await refundsOf(paymentId)).toHaveLength(0);
  });

  it("publishes a post paid within its session even when the event arrives after the session ended", async () => {
    const post = await created({ title: "Late Event Getaway" });
    const paymentId = await startPayment(post);
    await confirm(paymentId);
    // The provider retried a failed delivery for half an hour; the payment itself was in time.
    testApp.clock.advance(30 * 60_000);
    try {
      expect(await deliver(paymentId)).toEqual({ received: true, duplicate: false });
    } finally {
      testApp.clock.advance(-30 * 60_000);
    }
    expect(await postRow(post.id)).toMatchObject({ status: "paid", providerPaymentId: paymentId });
    expect(await marketplaceSlugs()).toContain("late-event-getaway");
    expect(await refundsOf(paymentId)).toHaveLength(0);
  });

  it("refunds once a payment made after the session ended; the page's verification then answers the Oops message", async () => {
    const post = await created();
    testApp.clock.advance(599_000);
    const paymentId = await startPayment(post);
    testApp.clock.advance(2_000);
    try {
      await confirm(paymentId);
      expect(await deliver(paymentId)).toEqual({ received: true, duplicate: false });
      expectError(await verify(paymentId, post.amount), 409, MARKETPLACE_PAYMENT_MESSAGES.failedAndRefunded);
      expect(await deliver(paymentId)).toEqual({ received: true, duplicate: true });
    } finally {
      testApp.clock.advance(-601_000);
    }
    expect(await refundsOf(paymentId)).toHaveLength(1);
    expect(await paymentRows(paymentId)).toEqual([
      expect.objectContaining({ status: "refunded", refundReason: "payment session expired before the payment", email: "deals@villaaurora.example" }),
    ]);
    expect(await postRow(post.id)).toMatchObject({ status: "refunded", listingId: null });
    expect(await listingsOf(post.id)).toHaveLength(0);
  });

  it("publishes the first of two payments for one post and refunds the second, whatever their pages did", async () => {
    const post = await created();
    const first = await startPayment(post, { "idempotency-key": "closed-tab-1" });
    const second = await startPayment(post, { "idempotency-key": "closed-tab-2" });
    await confirm(first);
    await confirm(second);
    await deliver(first);
    await deliver(second);
    expect(await postRow(post.id)).toMatchObject({ status: "paid", providerPaymentId: first });
    expect(await refundsOf(first)).toHaveLength(0);
    expect(await refundsOf(second)).toHaveLength(1);
    expectError(await verify(second, post.amount), 409, MARKETPLACE_PAYMENT_MESSAGES.failedAndRefunded);
    expect(await refundsOf(second)).toHaveLength(1);
    expect(await listingsOf(post.id)).toHaveLength(1);
  });
});
