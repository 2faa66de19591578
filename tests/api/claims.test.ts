import { signInAsAdmin } from "../support/admins";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLAIM_LINK_HOURS, CLAIM_MESSAGES } from "../../core/claim-rules";
import { businessAccounts } from "../../server/db/schema/business";
import { invoices, payments } from "../../server/db/schema/payments";
import { insertListing } from "../../server/domain/catalogue/catalogue-test-data";
import { bearer, latestEmailTo, signInWithCode } from "../support/accounts";
import { destinationSignupBody, hotelSignupBody } from "../support/signup-bodies";
import { PAYING_CARD } from "../support/test-cards";
import { createTestApp, type TestApp } from "../support/test-app";
import { expectErrorShape } from "./api-routes";
import { webhookSender } from "../support/subscriptions";

let testApp: TestApp;
let adminToken: string;

beforeAll(async () => {
  testApp = await createTestApp();
  const adminEmail = `claims-admin-${Date.now().toString(36)}@amora.example`;
  adminToken = (await signInAsAdmin(testApp, adminEmail)).token;
});

afterAll(async () => {
  await testApp.close();
});

let counter = 0;
const nextAddress = () => `203.0.113.${(counter += 1) % 250}`;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;
/** An address on another domain than the hotel's: its claim waits for an admin. */
const strangerEmail = (label: string) => `${label}-${unique()}@squatter.example`;

type Answer = Awaited<ReturnType<TestApp["app"]["inject"]>>;

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: "POST", url, payload: payload as object, remoteAddress: nextAddress(), headers });
}

function get(url: string) {
  return testApp.app.inject({ method: "GET", url, remoteAddress: nextAddress() });
}

function expectError(response: Answer, status: number, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, "claims");
  if (message !== undefined) expect(response.json<{ message: string }>().message).toBe(message);
}

/** A hotel in the catalogue with its own website domain (unique per test). */
async function hotelWithWebsite() {
  const domain = `villa${unique()}.example`;
  const hotel = await insertListing(testApp.services.db, { type: "basic", title: `Villa Claimable ${unique()}`, website: `https://www.${domain}/en`, status: "active" });
  return { hotel, domain };
}

/** order/booking/pay, then the card confirmed: the payment a wizard makes before creating or claiming. */
async function paidHotelPayment(extra: Record<string, unknown> = {}): Promise<string> {
  const response = await post("/api/v1/payments/order/booking/pay", { items: [{ amount: 1500 }], product: "hotel", tier: "up-to-50", ...extra });
  expect(response.statusCode, response.body).toBe(200);
  const { clientSecret } = response.json<{ clientSecret: string }>();
  const id = clientSecret.slice(0, clientSecret.indexOf("_secret_"));
  const confirmed = await testApp.services.payments.confirmPaymentIntent(id, { card: PAYING_CARD, returnUrl: "http://localhost/x" });
  expect(confirmed.status).toBe("succeeded");
  return id;
}

const claimBody = (email: string, hotelId: number, extra: Record<string, unknown> = {}) => hotelSignupBody(email, { status: "claim", post_id: hotelId, title: "Any title", ...extra });

async function accountOf(email: string) {
  const [row] = await testApp.services.db.select().from(businessAccounts).where(sql`lower(${businessAccounts.email}) = ${email.toLowerCase()}`);
  if (!row) throw new Error(`no account for ${email}`);
  return row;
}

async function paymentStatus(providerPaymentId: string) {
  const [row] = await testApp.services.db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId));
  return row?.status;
}

/** The one-time token in the newest verification e-mail to an address (read from outbound_emails). */
async function linkTokenTo(email: string): Promise<string> {
  const message = await latestEmailTo(testApp, email, "business-claim");
  const token = message?.text.match(/\/claims\/verify\?token=([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no verification link e-mailed to ${email}`);
  return token;
}

const approve = (accountId: number, evidence: string, token = adminToken) =>
  post(`/api/v1/admin/business-accounts/${accountId}/claim/approve`, { evidence }, bearer(token));

describe("a pending claim never locks the listing", () => {
  it("a squatter's invoiced claim and an unpaid destination claim leave the owner free to claim, verify and own", async () => {
    const { hotel, domain } = await hotelWithWebsite();
    const squatter = strangerEmail("squatter");
    const squatted = await post("/api/v1/posts/createOrClaimHotelorAdvisor", claimBody(squatter, hotel.id, { is_invoice: true }));
    expect(squatted.statusCode, squatted.body).toBe(200);
    expect(squatted.json()).toMatchObject({ status: 200, message: "Profile claimed successfully", claim: { status: "pending", verification: "admin", message: CLAIM_MESSAGES.pendingAdmin } });
    expect(await accountOf(squatter)).toMatchObject({ listingId: null, claimListingId: hotel.id, claimStatus: "pending" });
    // Still claimable: nobody owns it.
    expect((await get(`/api/v1/posts/checkExistHotel?title=${encodeURIComponent(hotel.title)}`)).json()).toMatchObject({ status: "exists", claimable: true, claim_message: null });

    const owner = `reservations@${domain}`;
    const paymentId = await paidHotelPayment({ claim_post_id: hotel.id });
    const claimed = await post("/api/v1/posts/createOrClaimHotelorAdvisor", claimBody(owner, hotel.id, { payment_id: paymentId, payment_total: 1500 }));
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ message: "Profile claimed successfully", claim: { status: "pending", verification: "email", message: CLAIM_MESSAGES.pendingEmail(owner) } });

    const verified = await post("/api/v1/business/claims/verify", { token: await linkTokenTo(owner) });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ message: CLAIM_MESSAGES.verified(hotel.title), data: { status: "verified", closed_claims: 1 } });
    expect(await accountOf(owner)).toMatchObject({ listingId: hotel.id, claimStatus: "verified", claimVerifiedBy: "email", claimTokenHash: null });
    expect(await paymentStatus(paymentId)).toBe("succeeded");

    // The squatter is closed and told; it had paid nothing by card, and owes nothing.
    expect(await accountOf(squatter)).toMatchObject({ listingId: null, claimStatus: "lost", claimRefundCents: null });
    const told = await latestEmailTo(testApp, squatter, "business-claim");
    expect(told?.subject).toBe(`About your claim of ${hotel.title}`);
    expect(told?.text).toContain("Nothing is due on the invoice");
    expect((await latestEmailTo(testApp, owner, "business-claim"))?.subject).toBe(`${hotel.title} is yours on Amora`.replace("Amora", testApp.services.config.productName));
  });

  it("lets several claims of one destination wait, before any payment", async () => {
    const destination = await insertListing(testApp.services.db, { type: "destination", title: `Isla Pendiente ${unique()}`, status: "active" });
    for (const label of ["board-a", "board-b"]) {
      const response = await post("/api/v1/posts/claimDestination", destinationSignupBody(strangerEmail(label), destination.title));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ message: "Profile claimed successfully", claim: { status: "pending", verification: "admin" } });
    }
    const pending = await testApp.services.db.select().from(businessAccounts).where(eq(businessAccounts.claimListingId, destination.id));
    expect(pending.map((row) => row.claimStatus)).toEqual(["pending", "pending"]);
  });
});

describe("the first verified claim wins", () => {
  it("closes the other pending claim, tells it and refunds its card payment, saying so", async () => {
    const { hotel } = await hotelWithWebsite();
    const [first, second] = [strangerEmail("first"), strangerEmail("second")];
    const paidFirst = await paidHotelPayment();
    const paidSecond = await paidHotelPayment();
    for (const [email, paymentId] of [
      [first, paidFirst],
      [second, paidSecond],
    ] as const) {
      const response = await post("/api/v1/posts/createOrClaimHotelorAdvisor", claimBody(email, hotel.id, { payment_id: paymentId }));
      expect(response.statusCode, response.body).toBe(200);
    }
    const winner = await accountOf(second);
    const approved = await approve(winner.id, "Called the hotel's published number; the manager confirmed the claimant.");
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      message: `${CLAIM_MESSAGES.verified(hotel.title)} 1 other pending claim was closed and told; $1,500 was refunded to their cards.`,
      data: { id: winner.id, listing_id: hotel.id, claim_status: "verified", claim_verified_by: "admin" },
    });
    expect(await accountOf(second)).toMatchObject({ claimEvidence: "Called the hotel's published number; the manager confirmed the claimant." });

    expect(await accountOf(first)).toMatchObject({ claimStatus: "lost", listingId: null, claimRefundCents: 150_000 });
    expect(await paymentStatus(paidFirst)).toBe("refunded");
    expect(await paymentStatus(paidSecond)).toBe("succeeded");
    const told = await latestEmailTo(testApp, first, "business-claim");
    expect(told?.text).toContain(CLAIM_MESSAGES.refunded(150_000));

    // The loser cannot be approved afterwards; approving the winner again changes nothing.
    expectError(await approve((await accountOf(first)).id, "Second thoughts about this claimant."), 409, CLAIM_MESSAGES.lost);
    expect((await approve(winner.id, "Approved again by mistake.")).statusCode).toBe(200);
    expect(await paymentStatus(paidFirst)).toBe("refunded");
  });

  it("gives two verifications at the same moment exactly one owner", async () => {
    const { hotel } = await hotelWithWebsite();
    const emails = [strangerEmail("race-a"), strangerEmail("race-b")];
    for (const email of emails) expect((await post("/api/v1/posts/createOrClaimHotelorAdvisor", claimBody(email, hotel.id, { is_invoice: true }))).statusCode).toBe(200);
    const ids = await Promise.all(emails.map(async (email) => (await accountOf(email)).id));
    const answers = await Promise.all(ids.map((id) => approve(id, "Checked the business registration document.")));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const owners = await testApp.services.db.select().from(businessAccounts).where(eq(businessAccounts.listingId, hotel.id));
    expect(owners).toHaveLength(1);
    const states = await Promise.all(emails.map(async (email) => (await accountOf(email)).claimStatus));
    expect(states.sort()).toEqual(["lost", "verified"]);
  });

  it("an activation waits for the claim's verification", async () => {
    const { hotel } = await hotelWithWebsite();
    const email = strangerEmail("early");
    expect((await post("/api/v1/posts/createOrClaimHotelorAdvisor", claimBody(email, hotel.id, { is_invoice: true }))).statusCode).toBe(200);
    const account = await accountOf(email);
    expectError(await post(`/api/v1/admin/business-accounts/${account.id}/status`, { status: "active" }, bearer(adminToken)), 409);
    expect((await approve(account.id, "Met the owner at the hotel with the deed.")).statusCode).toBe(200);
    expect((await post(`/api/v1/admin/business-accounts/${account.id}/status`, { status: "active" }, bearer(adminToken))).statusCode).toBe(200);
  });
});

describe("a listing with a verified owner is refused before any charge", () => {
  it("says so in checkExistHotel, refuses the payment's creation, the invoice and the claim; a card charged meanwhile is refunded and the refund stated", async () => {
    const { hotel } = await hotelWithWebsite();
    const raceEmail = strangerEmail("between");
    // Paid while the hotel was still free...
    const paidBefore = await paidHotelPayment({ claim_post_id: hotel.id });
    const owner = strangerEmail("owner");
    expect((await post("/api/v1/posts/createOrClaimHotelorAdvisor", claimBody(owner, hotel.id, { is_invoice: true }))).statusCode).toBe(200);
    expect((await approve((await accountOf(owner)).id, "Called the hotel's published number.")).statusCode).toBe(200);

    const check = (await get(`/api/v1/posts/checkExistHotel?title=${encodeURIComponent(hotel.title)}`)).json();
    expect(check).toMatchObject({ status: "exists", post: { id: hotel.id }, claimable: false, claim_message: CLAIM_MESSAGES.alreadyOwned });

    // No payment is even created for it.
    const paymentsBefore = (await testApp.services.db.select({ count: sql<number>`count(*)::int` }).from(payments))[0]?.count;
    expectError(
      await post("/api/v1/payments/order/booking/pay", { items: [{ amount: 1500 }], product: "hotel", tier: "up-to-50", claim_post_id: hotel.id }),
      409,
      CLAIM_MESSAGES.alreadyOwned,
    );
    expect((await testApp.services.db.select({ count: sql<number>`count(*)::int` }).from(payments))[0]?.count).toBe(paymentsBefore);

    // By invoice: refused, no account, no invoice.
    const invoiced = strangerEmail("invoiced");
    expectError(await post("/api/v1/posts/createOrClaimHotelorAdvisor", claimBody(invoiced, hotel.id, { is_invoice: true })), 409, CLAIM_MESSAGES.alreadyOwned);
    expect(await testApp.services.db.select().from(businessAccounts).where(sql`lower(${businessAccounts.email}) = ${invoiced}`)).toEqual([]);
    expect(await testApp.services.db.select().from(invoices).where(eq(invoices.email, invoiced))).toEqual([]);

    // ...and claimed after the owner was verified: refunded, and the answer says so.
    const late = await post("/api/v1/posts/createOrClaimHotelorAdvisor", claimBody(raceEmail, hotel.id, { payment_id: paidBefore }));
    expectError(late, 409, `${CLAIM_MESSAGES.alreadyOwned} ${CLAIM_MESSAGES.refunded(150_000)}`);
    expect(await paymentStatus(paidBefore)).toBe("refunded");
  });

  it("refuses a destination claim once its owner is verified, and refunds a payment made for a claim closed meanwhile", async () => {
    const destination = await insertListing(testApp.services.db, { type: "destination", title: `Valle Verificada ${unique()}`, status: "active" });
    const [slow, owner] = [strangerEmail("slow-board"), strangerEmail("owner-board")];
    for (const email of [slow, owner]) expect((await post("/api/v1/posts/claimDestination", destinationSignupBody(email, destination.title))).statusCode).toBe(200);
    expect((await approve((await accountOf(owner)).id, "Letter on the tourism board's letterhead.")).statusCode).toBe(200);
    expectError(await post("/api/v1/posts/claimDestination", destinationSignupBody(strangerEmail("third-board"), destination.title)), 409, CLAIM_MESSAGES.alreadyOwned);
    expect((await get(`/api/v1/posts/checkExistDestination?name=${encodeURIComponent(destination.title)}`)).json()).toMatchObject({ claimable: false });

    // The slow board pays its $100 after its claim was closed: the money goes back at once, said in the answer.
    const created = await post("/api/v1/payments/order/booking/pay", { items: [{ amount: 100 }], product: "destination" });
    const secret = created.json<{ clientSecret: string }>().clientSecret;
    const paymentId = secret.slice(0, secret.indexOf("_secret_"));
    await testApp.services.payments.confirmPaymentIntent(paymentId, { card: PAYING_CARD, returnUrl: "http://localhost/x" });
    const verified = await post("/api/v1/payments/marketRequestPaymentIntent", { paymentintentid: paymentId, guestEmail: slow, paymentTotal: 100 });
    expectError(verified, 409, `${CLAIM_MESSAGES.lost} ${CLAIM_MESSAGES.refunded(10_000)}`);
    expect(await paymentStatus(paymentId)).toBe("refunded");
    expect(await accountOf(slow)).toMatchObject({ claimStatus: "lost", claimRefundCents: 10_000 });
  });
});

describe("verification by the website domain's e-mail", () => {
  it("sends the link only to an address on the listing's domain; a wrong, used or expired link is refused", async () => {
    const { hotel, domain } = await hotelWithWebsite();
    const owner = `Owner@Sales.${domain.toUpperCase()}`;
    const response = await post("/api/v1/posts/createOrClaimHotelorAdvisor", claimBody(owner, hotel.id, { is_invoice: true }));
    expect(response.json()).toMatchObject({ claim: { verification: "email" } });
    const first = await linkTokenTo(owner.toLowerCase());
    const signedIn = await signInWithCode(testApp, owner.toLowerCase());

    // A new link replaces the old one.
    const resent = await post("/api/v1/business/claims/resend", {}, bearer(signedIn.token));
    expect(resent.statusCode, resent.body).toBe(200);
    const second = await linkTokenTo(owner.toLowerCase());
    expect(second).not.toBe(first);
    expectError(await post("/api/v1/business/claims/verify", { token: first }), 400, CLAIM_MESSAGES.linkInvalid);

    for (const token of ["", "x".repeat(40), "'; drop table business_accounts; --", "<script>alert(1)</script>", "a".repeat(500)]) {
      const answer = await post("/api/v1/business/claims/verify", { token });
      expect(answer.statusCode, token).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      expectErrorShape(answer.statusCode, String(answer.headers["content-type"]), answer.body, "hostile token");
    }
    for (const payload of [{ token: 42 }, { token: ["a"] }, "not json"]) {
      const answer = await post("/api/v1/business/claims/verify", payload);
      expect(answer.statusCode).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
    }

    testApp.clock.advance(CLAIM_LINK_HOURS * 3_600_000 + 1);
    try {
      expectError(await post("/api/v1/business/claims/verify", { token: second }), 400, CLAIM_MESSAGES.linkExpired);
    } finally {
      testApp.clock.advance(-(CLAIM_LINK_HOURS * 3_600_000 + 1));
    }
    expect((await accountOf(owner)).claimStatus).toBe("pending");
    expect((await post("/api/v1/business/claims/verify", { token: second })).statusCode).toBe(200);
    // Used once: the same link again is refused.
    expectError(await post("/api/v1/business/claims/verify", { token: second }), 400, CLAIM_MESSAGES.linkInvalid);
  });

  it("an address on another domain gets no link and cannot ask for one", async () => {
    const { hotel, domain } = await hotelWithWebsite();
    const lookalike = `owner-${unique()}@${domain}.evil.example`;
    const response = await post("/api/v1/posts/createOrClaimHotelorAdvisor", claimBody(lookalike, hotel.id, { is_invoice: true }));
    expect(response.json()).toMatchObject({ claim: { verification: "admin" } });
    expect(await latestEmailTo(testApp, lookalike, "business-claim")).toBeUndefined();
    const signedIn = await signInWithCode(testApp, lookalike);
    expectError(await post("/api/v1/business/claims/resend", {}, bearer(signedIn.token)), 409, CLAIM_MESSAGES.noWebsite);
    expectError(await post("/api/v1/business/claims/resend", {}), 401);
  });
});

describe("admin approval", () => {
  it("is for admins only, needs evidence, and answers hostile input in the error shape", async () => {
    const { hotel } = await hotelWithWebsite();
    const email = strangerEmail("evidence");
    expect((await post("/api/v1/posts/createOrClaimHotelorAdvisor", claimBody(email, hotel.id, { is_invoice: true }))).statusCode).toBe(200);
    const account = await accountOf(email);
    expectError(await post(`/api/v1/admin/business-accounts/${account.id}/claim/approve`, { evidence: "Called the hotel." }), 401);
    const member = await signInWithCode(testApp, `member-${unique()}@amora.example`);
    expectError(await approve(account.id, "Called the hotel's number.", member.token), 403);
    expectError(await approve(account.id, "   short "), 422, CLAIM_MESSAGES.evidence);
    expect((await approve(account.id, "   short ")).json<{ errors: Record<string, string[]> }>().errors).toEqual({ evidence: [CLAIM_MESSAGES.evidence] });
    expectError(await approve(account.id, "x".repeat(5000)), 422);
    expectError(await approve(2_000_000_000, "Called the hotel's number."), 404);
    expectError(await post("/api/v1/admin/business-accounts/abc/claim/approve", { evidence: "Called the hotel's number." }, bearer(adminToken)), 400);
    // A created profile has no claim to approve.
    const creator = strangerEmail("creator");
    expect((await post("/api/v1/posts/createOrClaimHotelorAdvisor", hotelSignupBody(creator, { title: `Casa Nuova ${unique()}`, is_invoice: true }))).statusCode).toBe(200);
    expectError(await approve((await accountOf(creator)).id, "Nothing to approve here."), 404);
    expect((await accountOf(email)).claimStatus).toBe("pending");
  });
});

describe("hostile claims", () => {
  it("refuses another kind's listing, a listing not live, unknown ids and odd claim_post_id values, writing nothing", async () => {
    const destination = await insertListing(testApp.services.db, { type: "destination", title: `Not A Hotel ${unique()}`, status: "active" });
    const hidden = await insertListing(testApp.services.db, { type: "basic", title: `Hotel In Review ${unique()}`, status: "in_review" });
    for (const postId of [destination.id, hidden.id, 999_999_999]) {
      const email = strangerEmail("odd");
      expectError(await post("/api/v1/posts/createOrClaimHotelorAdvisor", claimBody(email, postId, { is_invoice: true })), 404);
      expect(await testApp.services.db.select().from(businessAccounts).where(sql`lower(${businessAccounts.email}) = ${email}`)).toEqual([]);
    }
    for (const claimPostId of ["1 or 1=1", -4, 1.5, 2 ** 40, { id: 1 }]) {
      const answer = await post("/api/v1/payments/order/booking/pay", { items: [{ amount: 1500 }], product: "hotel", tier: "up-to-50", claim_post_id: claimPostId });
      expect(answer.statusCode, JSON.stringify(claimPostId)).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode).toBeLessThan(500);
      expectErrorShape(answer.statusCode, String(answer.headers["content-type"]), answer.body, "hostile claim_post_id");
    }
    // A listing not live is not claimable: no payment starts for it either.
    expectError(await post("/api/v1/payments/order/booking/pay", { items: [{ amount: 1500 }], product: "hotel", tier: "up-to-50", claim_post_id: hidden.id }), 404);
  });
});

describe("a payment for a closed claim that only the provider reports", () => {
  it("is refunded when its webhook arrives (the page was closed before verifying)", async () => {
    const destination = await insertListing(testApp.services.db, { type: "destination", title: `Isla Cerrada ${unique()}`, status: "active" });
    const [slow, owner] = [strangerEmail("closed-tab"), strangerEmail("owner-tab")];
    for (const email of [slow, owner]) expect((await post("/api/v1/posts/claimDestination", destinationSignupBody(email, destination.title))).statusCode).toBe(200);
    expect((await approve((await accountOf(owner)).id, "Letter on the tourism board's letterhead.")).statusCode).toBe(200);

    const deliverQueued = webhookSender(testApp);
    await deliverQueued();
    const signedIn = await signInWithCode(testApp, slow);
    const created = await post("/api/v1/payments/order/booking/pay", { items: [{ amount: 100 }], product: "destination" }, bearer(signedIn.token));
    expect(created.statusCode, created.body).toBe(200);
    const secret = created.json<{ clientSecret: string }>().clientSecret;
    const paymentId = secret.slice(0, secret.indexOf("_secret_"));
    await testApp.services.payments.confirmPaymentIntent(paymentId, { card: PAYING_CARD, returnUrl: "http://localhost/x" });
    await deliverQueued();
    expect(await paymentStatus(paymentId)).toBe("refunded");
    expect(await accountOf(slow)).toMatchObject({ claimStatus: "lost", providerPaymentId: paymentId, claimRefundCents: 10_000 });
  });
});
