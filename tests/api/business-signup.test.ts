import { signInAsAdmin } from "../support/admins";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUSINESS_SIGNUP_MESSAGES as M } from "../../core/business-signup-rules";
import { users } from "../../server/db/schema/accounts";
import { businessAccounts } from "../../server/db/schema/business";
import { listings } from "../../server/db/schema/catalogue";
import { invoices, payments } from "../../server/db/schema/payments";
import { bearer, latestEmailTo, signInWithCode } from "../support/accounts";
import { webhookSender } from "../support/subscriptions";
import { insertListing } from "../../server/domain/catalogue/catalogue-test-data";
import { createTestApp, type TestApp } from "../support/test-app";
import { expectErrorShape } from "./api-routes";
import { advisorSignupBody, destinationSignupBody, hotelSignupBody } from "../support/signup-bodies";
import { PAYING_CARD } from "../support/test-cards";

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

let counter = 0;
/** A fresh client address per sign-up, so the per-address limits never interfere. */
function nextAddress(): string {
  counter += 1;
  return `198.51.100.${counter % 250}`;
}
const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}@business.example`;

async function paidPayment(body: Record<string, unknown>): Promise<string> {
  const response = await testApp.app.inject({ method: "POST", url: "/api/v1/payments/order/booking/pay", payload: body, remoteAddress: nextAddress() });
  expect(response.statusCode, response.body).toBe(200);
  const { clientSecret } = response.json<{ clientSecret: string }>();
  const id = clientSecret.slice(0, clientSecret.indexOf("_secret_"));
  const confirmed = await testApp.services.payments.confirmPaymentIntent(id, { card: PAYING_CARD, returnUrl: "http://localhost/x" });
  expect(confirmed.status).toBe("succeeded");
  return id;
}

function get(url: string) {
  return testApp.app.inject({ method: "GET", url, remoteAddress: nextAddress() });
}

function post(url: string, payload: unknown, headers: Record<string, string> = {}) {
  return testApp.app.inject({ method: "POST", url, payload: payload as object, remoteAddress: nextAddress(), headers });
}

type Response = Awaited<ReturnType<typeof get>>;

function expectError(response: Response, status: number, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, "business signup");
  if (message) expect(response.json<{ message: string }>().message).toBe(message);
}

async function accountOf(email: string) {
  const [row] = await testApp.services.db.select().from(businessAccounts).where(sql`lower(${businessAccounts.email}) = ${email.toLowerCase()}`);
  return row;
}

async function paymentStatus(providerPaymentId: string) {
  const [row] = await testApp.services.db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId));
  return row?.status;
}

const advisorPayload = advisorSignupBody;
const hotelPayload = (email: string, extra: Record<string, unknown> = {}) => hotelSignupBody(email, { title: `Casa Limone ${counter}`, ...extra });
const destinationPayload = destinationSignupBody;

describe("GET /posts/checkAdminEmail", () => {
  it("answers Success for a free address, and not for one a member or a business has", async () => {
    expect((await get(`/api/v1/posts/checkAdminEmail?email=${uniqueEmail("free")}`)).json()).toEqual({ status: "Success", message: "Email is available" });
    const memberEmail = uniqueEmail("member");
    await testApp.services.db.insert(users).values({ email: memberEmail });
    // With where the address's owner signs in (decision 040).
    expect((await get(`/api/v1/posts/checkAdminEmail?email=${memberEmail.toUpperCase()}`)).json()).toEqual({ status: "Failed", message: "Email already exists", sign_in_url: expect.stringContaining("/dashboard?email=") });
    expect((await get("/api/v1/posts/checkAdminEmail")).json()).toMatchObject({ status: "Failed" });
  });
});

describe("GET /posts/checkExistHotel and /posts/checkExistDestination", () => {
  it("finds a catalogue hotel by its name in any case and spacing, with title, rating, type and thumbnail", async () => {
    const response = await get("/api/v1/posts/checkExistHotel?title=%20villa%20ROSA%20%20amalfi%20");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "exists",
      post: { title: "Villa Rosa Amalfi", type: "basic", featured_image: { sizes: { thumbnail: expect.stringMatching(/thumbnail/) } } },
    });
    expect((await get("/api/v1/posts/checkExistHotel?title=No%20Such%20Hotel%20Anywhere")).json()).toEqual({ status: "not_exists", post: null });
    expect((await get("/api/v1/posts/checkExistDestination?name=japan")).json()).toMatchObject({ status: "exists", post: { title: "Japan", type: "destination" } });
  });
});

describe("destinations: create or claim, then pay 100", () => {
  it("creates a profile in review (not public), refuses the same e-mail twice, and attaches the payment made after", async () => {
    const email = uniqueEmail("destination");
    const name = `Isla Serena ${counter}`;
    const created = await post("/api/v1/posts/createDestination", destinationPayload(email, name));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toEqual({ status: 200, message: "Profile created successfully" });
    const account = await accountOf(email);
    expect(account).toMatchObject({ kind: "destination", mode: "create", status: "in_review", paidAt: null });
    const [listing] = await testApp.services.db.select().from(listings).where(eq(listings.id, account!.listingId!));
    expect(listing).toMatchObject({ type: "destination", title: name, status: "in_review" });
    expect((await get(`/api/v1/posts/showbyslug/${listing!.slug}`)).statusCode).toBe(404);
    expect((await latestEmailTo(testApp, email, "business-account-status"))?.subject).toContain("under review");

    expectError(await post("/api/v1/posts/createDestination", destinationPayload(email, `${name} Again`)), 400, "Email already exists.");

    const paymentId = await paidPayment({ items: [{ amount: 100 }], product: "destination" });
    const verified = await post("/api/v1/payments/marketRequestPaymentIntent", { paymentintentid: paymentId, guestEmail: email, paymentTotal: 100 });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await accountOf(email)).toMatchObject({ paymentMethod: "card", providerPaymentId: paymentId, amountCents: 10_000, paidAt: expect.any(Date) });
  });

  it("names every refused field with the product's message and writes nothing", async () => {
    const response = await post("/api/v1/posts/createDestination", { name: " ", firstName: "", lastName: "", title: "", email: "nope", number: "12" });
    expectError(response, 422, M.destinationName);
    expect(response.json<{ errors: Record<string, string[]> }>().errors).toEqual({
      name: [M.destinationName],
      firstName: [M.contactFirstName],
      lastName: [M.contactLastName],
      title: [M.title],
      email: [M.email],
      number: [M.phone],
    });
    expect(await accountOf("nope")).toBeUndefined();
  });

  it("claims an existing destination: each claim waits for verification, and a second claimant is not locked out", async () => {
    const first = await post("/api/v1/posts/claimDestination", destinationPayload(uniqueEmail("claim-a"), "Japan"));
    expect(first.json()).toMatchObject({ status: 200, message: "Profile claimed successfully", claim: { status: "pending" } });
    const second = await post("/api/v1/posts/claimDestination", destinationPayload(uniqueEmail("claim-b"), "japan"));
    expect(second.json()).toMatchObject({ status: 200, message: "Profile claimed successfully", claim: { status: "pending" } });
    expectError(await post("/api/v1/posts/claimDestination", destinationPayload(uniqueEmail("claim-c"), "Atlantis Nowhere")), 404);
  });
});

describe("POST /posts/createOrClaimHotelorAdvisor", () => {
  it("creates an advisor paid by card: the payment is checked, recorded once and tied to the account", async () => {
    const email = uniqueEmail("advisor");
    const paymentId = await paidPayment({ items: [{ amount: 199 }], product: "advisor-basic" });
    const response = await post("/api/v1/posts/createOrClaimHotelorAdvisor", advisorPayload(email, { payment_id: paymentId, payment_total: 199 }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: "Travel Advisor created successfully" });
    expect(await accountOf(email)).toMatchObject({ kind: "advisor", status: "in_review", paymentMethod: "card", providerPaymentId: paymentId, amountCents: 19_900 });
    const [user] = await testApp.services.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ role: "business", firstname: "Isabel", lastname: "Marin" });

    // The same payment for another sign-up: refused, and not refunded (it paid for the first).
    expectError(await post("/api/v1/posts/createOrClaimHotelorAdvisor", advisorPayload(uniqueEmail("advisor-2"), { payment_id: paymentId })), 409);
    expect(await paymentStatus(paymentId)).toBe("succeeded");
  });

  it("refuses a payment for another plan or another number of rooms, writing nothing", async () => {
    const basic = await paidPayment({ items: [{ amount: 199 }], product: "advisor-basic" });
    const email = uniqueEmail("advisor-featured");
    expectError(await post("/api/v1/posts/createOrClaimHotelorAdvisor", advisorPayload(email, { user_type: "feature", payment_id: basic })), 422, "This payment is not for the plan chosen.");
    const smallHotel = await paidPayment({ items: [{ amount: 1500 }], product: "hotel", tier: "up-to-50" });
    const hotelEmail = uniqueEmail("hotel-tier");
    expectError(
      await post("/api/v1/posts/createOrClaimHotelorAdvisor", hotelPayload(hotelEmail, { no_of_rooms: "101-200", payment_id: smallHotel })),
      422,
      "This payment is not for the number of rooms chosen.",
    );
    expect(await accountOf(email)).toBeUndefined();
    expect(await accountOf(hotelEmail)).toBeUndefined();
  });

  it("refunds the charge when the account cannot be written after it (the e-mail is taken)", async () => {
    const email = uniqueEmail("taken");
    await testApp.services.db.insert(users).values({ email });
    const paymentId = await paidPayment({ items: [{ amount: 1500 }], product: "hotel", tier: "up-to-50" });
    // The refund is said in the answer (never a silent one).
    expectError(await post("/api/v1/posts/createOrClaimHotelorAdvisor", hotelPayload(email, { payment_id: paymentId })), 400, "Email already exists. Your payment of $1,500 has been refunded to your card.");
    expect(await paymentStatus(paymentId)).toBe("refunded");
  });

  it("invoices instead: 300+ rooms are always invoiced; the invoice is e-mailed, and its payment marks the account paid", async () => {
    const email = uniqueEmail("invoice");
    const response = await post("/api/v1/posts/createOrClaimHotelorAdvisor", hotelPayload(email, { no_of_rooms: "300+", is_invoice: false }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: "Profile created successfully" });
    const account = await accountOf(email);
    expect(account).toMatchObject({ paymentMethod: "invoice", paidAt: null, invoiceId: expect.any(Number) });
    const [invoice] = await testApp.services.db.select().from(invoices).where(eq(invoices.id, account!.invoiceId!));
    expect(invoice).toMatchObject({ email, amountCents: null, status: "open", reference: `business_account:${account!.id}` });
    expect(await latestEmailTo(testApp, email, "invoice")).toBeDefined();

    const deliverQueued = webhookSender(testApp);
    await deliverQueued();
    await testApp.services.payments.markInvoicePaid(invoice!.providerInvoiceId);
    await deliverQueued();
    expect(await accountOf(email)).toMatchObject({ paidAt: expect.any(Date) });
  });

  it("takes concurrent claims of one hotel as pending claims: none owns it until verified, nothing is refunded", async () => {
    const hotel = await insertListing(testApp.services.db, { type: "basic", title: `Palazzo Duetto ${counter}` });
    const claims = await Promise.all(
      [0, 1].map(async (index) => {
        const email = uniqueEmail(`claim-${index}`);
        const paymentId = await paidPayment({ items: [{ amount: 2000 }], product: "hotel", tier: "51-100" });
        return { email, paymentId, payload: hotelPayload(email, { status: "claim", post_id: hotel!.id, no_of_rooms: "51-100", payment_id: paymentId }) };
      }),
    );
    const responses = await Promise.all(claims.map((claim) => post("/api/v1/posts/createOrClaimHotelorAdvisor", claim.payload)));
    for (const response of responses) expect(response.json()).toMatchObject({ status: 200, message: "Profile claimed successfully", claim: { status: "pending" } });
    const owners = await testApp.services.db.select().from(businessAccounts).where(eq(businessAccounts.listingId, hotel!.id));
    expect(owners).toHaveLength(0);
    const pending = await testApp.services.db.select().from(businessAccounts).where(eq(businessAccounts.claimListingId, hotel!.id));
    expect(pending.map((row) => row.claimStatus)).toEqual(["pending", "pending"]);
    for (const claim of claims) expect(await paymentStatus(claim.paymentId)).toBe("succeeded");
  });

  it("gives concurrent new profiles with one name a slug each (a slug race is retried, never a 409)", async () => {
    const title = `Casa Gemella ${counter}`;
    const emails = [0, 1, 2, 3, 4, 5].map((index) => uniqueEmail(`twin-${index}`));
    const responses = await Promise.all(emails.map((email) => post("/api/v1/posts/createOrClaimHotelorAdvisor", hotelPayload(email, { title, is_invoice: true }))));
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const slugs = await testApp.services.db
      .select({ slug: listings.slug })
      .from(listings)
      .innerJoin(businessAccounts, eq(businessAccounts.listingId, listings.id))
      .where(sql`lower(${businessAccounts.email}) in (${sql.join(emails.map((email) => sql`${email.toLowerCase()}`), sql`, `)})`);
    expect(new Set(slugs.map((row) => row.slug)).size).toBe(6);
  });

  it("claims a hotel named by its title alone (as an app may send it), by invoice", async () => {
    const hotel = await insertListing(testApp.services.db, { type: "property", title: `Villa Serenata ${counter}` });
    const email = uniqueEmail("title-claim");
    const response = await post("/api/v1/posts/createOrClaimHotelorAdvisor", hotelPayload(email, { status: "claim", title: hotel.title.toUpperCase(), is_invoice: true }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 200, message: "Profile claimed successfully", claim: { status: "pending" } });
    expect(await accountOf(email)).toMatchObject({ mode: "claim", listingId: null, claimListingId: hotel.id, claimStatus: "pending" });
    expectError(await post("/api/v1/posts/createOrClaimHotelorAdvisor", hotelPayload(uniqueEmail("no-hotel"), { status: "claim", title: "No Such Hotel Anywhere", is_invoice: true })), 404);
  });

  it("answers bad and hostile input with a 4xx in the error shape", async () => {
    for (const payload of [{}, { type: "spaceship", status: "create" }, hotelPayload("x", { website: "javascript:alert(1)" }), { ...advisorPayload(uniqueEmail("a")), title: "x".repeat(400) }]) {
      const response = await post("/api/v1/posts/createOrClaimHotelorAdvisor", payload);
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, "hostile");
    }
  });
});

describe("GET /posts/checkAdminStatus and the admins' review", () => {
  it("tells each state, and only admins move an account (the business is e-mailed, a created profile goes public)", async () => {
    expectError(await get(`/api/v1/posts/checkAdminStatus?email=${uniqueEmail("nobody")}`), 404, "Account not exist in our database");
    const email = uniqueEmail("review");
    const name = `Hotel Aurora ${counter}`;
    expect((await post("/api/v1/posts/createOrClaimHotelorAdvisor", hotelPayload(email, { title: name, is_invoice: true }))).statusCode).toBe(200);
    expect((await get(`/api/v1/posts/checkAdminStatus?email=${email}`)).json()).toMatchObject({ status: "Success", account_stauts: "in_review" });
    const account = (await accountOf(email))!;

    const member = await signInWithCode(testApp, uniqueEmail("member"));
    const adminEmail = uniqueEmail("admin");
    const admin = await signInAsAdmin(testApp, adminEmail);
    const move = (status: string, headers: Record<string, string> = {}) =>
      post(`/api/v1/admin/business-accounts/${account.id}/status`, { status, ...(status === "in_active" ? { reason: "Closed at the owner's request." } : {}) }, headers);

    expectError(await move("active"), 401);
    expectError(await move("active", bearer(member.token)), 403);
    expectError(await get("/api/v1/admin/business-accounts"), 401);

    const activated = await move("active", bearer(admin.token));
    expect(activated.statusCode, activated.body).toBe(200);
    expect(activated.json()).toMatchObject({ data: { id: account.id, status: "active" } });
    expect((await get(`/api/v1/posts/checkAdminStatus?email=${email}`)).json()).toMatchObject({ account_stauts: "active" });
    const [listing] = await testApp.services.db.select().from(listings).where(eq(listings.id, account.listingId!));
    expect(listing?.status).toBe("active");
    expect((await latestEmailTo(testApp, email, "business-account-status"))?.subject).toContain("is live");
    expectError(await move("active", bearer(admin.token)), 409);

    expect((await move("in_active", bearer(admin.token))).statusCode).toBe(200);
    expect((await get(`/api/v1/posts/checkAdminStatus?email=${email}`)).json()).toMatchObject({ account_stauts: "in_active" });

    const list = await testApp.app.inject({ method: "GET", url: "/api/v1/admin/business-accounts?status=in_active", headers: bearer(admin.token) });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: { id: number }[] }>().data.some((row) => row.id === account.id)).toBe(true);
  });
});

describe("GET /googleapi/place", () => {
  it("suggests world cities and countries, the catalogue's hotels for establishment, in Google's shape", async () => {
    const cities = (await get("/api/v1/googleapi/place?input=pari&types=(cities)")).json<{ status: string; predictions: { description: string; structured_formatting: { main_text: string } }[] }>();
    expect(cities.status).toBe("OK");
    expect(cities.predictions[0]?.structured_formatting.main_text).toBe("Paris");
    const hotels = (await get("/api/v1/googleapi/place?input=villa%20rosa&types=establishment")).json<{ predictions: { description: string; types: string[] }[] }>();
    expect(hotels.predictions[0]).toMatchObject({ description: "Villa Rosa Amalfi, Amalfi, Italy", types: expect.arrayContaining(["establishment"]) });
    expect((await get("/api/v1/googleapi/place?input=%20%20")).json()).toEqual({ status: "ZERO_RESULTS", predictions: [] });
  });
});
