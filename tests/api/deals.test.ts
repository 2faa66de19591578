import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEAL_MESSAGES } from "../../core/deal-rules";
import { users } from "../../server/db/schema/accounts";
import type { BusinessKind } from "../../server/db/schema/business";
import { dealRequestMatches, dealRequests, deals, notifications } from "../../server/db/schema/deals";
import { COUPLE_DEAL_ACTIONS } from "../../core/deal-transitions";
import { outboundEmails } from "../../server/db/schema/accounts";
import { type insertListing } from "../../server/domain/catalogue/catalogue-test-data";
import { bearer, latestEmailTo, signInWithCode } from "../support/accounts";
import { createBusiness } from "../support/business-accounts";
import { createTestApp, TEST_NOW, type TestApp } from "../support/test-app";
import { expectErrorShape } from "./api-routes";

let testApp: TestApp;
let counter = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}`;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

type Session = { token: string; userId: number; email: string };

async function member(label: string): Promise<Session> {
  const email = `${unique(label)}@couple.example`;
  return { ...(await signInWithCode(testApp, email)), email };
}

function business(kind: BusinessKind, listing: Parameters<typeof insertListing>[1], status: "active" | "in_review" = "active") {
  return createBusiness(testApp, kind, listing, status);
}

function call(method: "GET" | "POST" | "PATCH", url: string, session: Session | null, payload?: unknown) {
  return testApp.app.inject({ method, url, headers: session ? bearer(session.token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

type Response = Awaited<ReturnType<typeof call>>;

function expectError(response: Response, status: number, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, "deals");
  if (message) expect(response.json<{ message: string }>().message).toBe(message);
}

function requestBody(session: Session, extra: Record<string, unknown> = {}) {
  return {
    occasion: "honeymoon",
    destinations: [`Lumiere Bay ${place}`],
    start_date: "2026-09-10",
    end_date: "2026-09-17",
    budget: "5000-10000",
    travellers: 2,
    special: "Our first trip as a married couple: sunsets, a boat day and one unforgettable dinner.",
    first_name: "Giulia",
    last_name: "Ferri",
    email: session.email,
    phone: "+39 333 123 4567",
    ...extra,
  };
}

// A place no seeded listing uses, so matching sees only this file's businesses.
const place = `Zq${Date.now().toString(36)}`;
let couple: Session;
let hotel: Awaited<ReturnType<typeof business>>;
let advisor: Awaited<ReturnType<typeof business>>;
let reviewHotel: Awaited<ReturnType<typeof business>>;
let basicAdvisor: Awaited<ReturnType<typeof business>>;
let requestId: number;

const offer = {
  title: "Honeymoon Suite week",
  price: 420000,
  included: "Seven nights in the Honeymoon Suite with breakfast and airport transfers.",
  perks: ["Champagne on arrival", "Couples massage"],
  check_in: "2026-09-10",
  check_out: "2026-09-17",
  valid_days: 5,
  message: "Congratulations! We would love to host you.",
};

describe("deal requests, offers and the inbox", () => {
  beforeAll(async () => {
    couple = await member("couple");
    hotel = await business("hotel", { type: "property", title: `Casa Lumiere ${place}`, city: `Lumiere Bay ${place}`, country: "Italy", goodFor: ["honeymoon"] });
    advisor = await business("advisor", { type: "advisor", title: `Lumiere Journeys ${place}`, city: "Milan", country: "Italy", goodFor: ["honeymoon", "anniversary"] });
    reviewHotel = await business("hotel", { type: "basic", title: `Hotel Ombra ${place}`, city: `Lumiere Bay ${place}`, country: "Italy", goodFor: ["honeymoon"] }, "in_review");
    basicAdvisor = await business("advisor", { type: "advisor", title: `Basic Journeys ${place}`, city: `Lumiere Bay ${place}`, country: "Italy", goodFor: ["honeymoon"], details: { profileTier: "basic" } });
  });

  it("refuses a request from a visitor and checks every field with the form's messages", async () => {
    expectError(await call("POST", "/api/v1/dealrequests", null, requestBody(couple)), 401);
    const empty = await call("POST", "/api/v1/dealrequests", couple, {});
    expectError(empty, 422);
    const errors = empty.json<{ errors: Record<string, string[]> }>().errors;
    expect(errors).toMatchObject({
      occasion: [DEAL_MESSAGES.occasion],
      destinations: [DEAL_MESSAGES.destinations],
      dates: [DEAL_MESSAGES.dates],
      budget: [DEAL_MESSAGES.budget],
      special: [DEAL_MESSAGES.special],
      firstName: [DEAL_MESSAGES.firstName],
      email: [DEAL_MESSAGES.emailRequired],
    });
    expectError(await call("POST", "/api/v1/dealrequests", couple, requestBody(couple, { start_date: "2020-01-01", end_date: "2020-01-05" })), 422, DEAL_MESSAGES.pastDate);
    const [stored] = await testApp.services.db.select().from(dealRequests).where(eq(dealRequests.userId, couple.userId));
    expect(stored).toBeUndefined();
  });

  it("stores the request as submitted and sends it to the active businesses that fit, each e-mailed", async () => {
    const body = requestBody(couple);
    const response = await call("POST", "/api/v1/dealrequests", couple, body);
    expect(response.statusCode, response.body).toBe(200);
    const { data, message } = response.json<{ message: string; data: { id: number; matched: number; requests_left: number } }>();
    expect(message).toBe(DEAL_MESSAGES.requestCreated);
    expect(data).toMatchObject({ matched: 2, requests_left: 2 });
    requestId = data.id;
    const [stored] = await testApp.services.db.select().from(dealRequests).where(eq(dealRequests.id, requestId));
    expect(stored).toMatchObject({ userId: couple.userId, occasion: "honeymoon", nights: 7, travellers: 2, status: "open", submission: body });
    const matches = await testApp.services.db.select().from(dealRequestMatches).where(eq(dealRequestMatches.requestId, requestId));
    expect(matches.map((match) => match.businessAccountId).sort()).toEqual([hotel.accountId, advisor.accountId].sort());
    expect(matches.find((match) => match.businessAccountId === hotel.accountId)?.reason).toBe(`Hotel in Lumiere Bay ${place}`);
    expect((await latestEmailTo(testApp, hotel.email, "deal-request-matched"))?.subject).toBe(`New honeymoon request for Casa Lumiere ${place}`);
    expect(await latestEmailTo(testApp, reviewHotel.email, "deal-request-matched")).toBeUndefined();
    // docs/product.md §6: a Basic advisor profile takes no leads, even one that fits.
    expect(await latestEmailTo(testApp, basicAdvisor.email, "deal-request-matched")).toBeUndefined();
  });

  it("shows a matched request in the business's inbox, contact details hidden, and only to businesses it reached", async () => {
    const leads = await call("GET", "/api/v1/business/leads", hotel);
    expect(leads.statusCode, leads.body).toBe(200);
    const lead = leads.json<{ data: { request: { id: number }; couple_name: string; contact: unknown; offer: unknown }[] }>().data.find((item) => item.request.id === requestId);
    expect(lead).toMatchObject({ couple_name: "Giulia F.", contact: null, offer: null });
    expectError(await call("GET", "/api/v1/business/leads", reviewHotel), 403);
    expectError(await call("GET", "/api/v1/business/leads", couple), 403);
    expectError(await call("GET", `/api/v1/business/leads/${requestId}`, reviewHotel), 403);
    const other = await business("hotel", { type: "property", title: `Far Away ${place}`, city: "Reykjavik", country: "Iceland", goodFor: ["honeymoon"] });
    expectError(await call("GET", `/api/v1/business/leads/${requestId}`, other), 404);
    expectError(await call("POST", `/api/v1/business/leads/${requestId}/offer`, other, offer), 404);
  });

  it("lets the hotel answer once; the couple gets a notification, the badge and an e-mail", async () => {
    const invalid = await call("POST", `/api/v1/business/leads/${requestId}/offer`, hotel, { ...offer, price: 0, title: " " });
    expectError(invalid, 422);
    expect(invalid.json<{ errors: Record<string, string[]> }>().errors).toMatchObject({ price: [DEAL_MESSAGES.offerPrice], title: [DEAL_MESSAGES.offerTitle] });
    const sent = await call("POST", `/api/v1/business/leads/${requestId}/offer`, hotel, offer);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ message: "Offer sent", data: { status: "received", is_late: false } });
    expectError(await call("POST", `/api/v1/business/leads/${requestId}/offer`, hotel, offer), 409, "You already sent an offer on this request. Edit it instead.");

    const me = await call("GET", "/api/v1/user", couple);
    expect(me.json<{ data: { unread_deals_count: number; unread_notifications_count: number } }>().data).toMatchObject({ unread_deals_count: 1, unread_notifications_count: 1 });
    const email = await latestEmailTo(testApp, couple.email, "new-offer");
    expect(email?.subject).toBe(`New offer from Casa Lumiere ${place}`);
    expect(email?.text).toContain("$4,200");
  });

  it("lists the offer under the right filters and opens it (read, badge down, comparison, someone else's is a 404)", async () => {
    const all = await call("GET", "/api/v1/deals", couple);
    expect(all.statusCode, all.body).toBe(200);
    const [deal] = all.json<{ data: { id: number; title: string; business: { kind: string }; read_at: string | null }[] }>().data;
    expect(deal).toMatchObject({ title: offer.title, business: { kind: "hotel" }, read_at: null });
    const count = async (filter: string) => (await call("GET", `/api/v1/deals?filter=${filter}`, couple)).json<{ total: number }>().total;
    expect(await count("specials")).toBe(1);
    expect(await count("curated")).toBe(0);
    expect(await count("honeymoon")).toBe(1);
    expect(await count("wedding")).toBe(0);
    expect(await count("new")).toBe(1);
    expectError(await call("GET", "/api/v1/deals?filter=everything", couple), 400);

    const stranger = await member("stranger");
    expectError(await call("GET", `/api/v1/deals/${deal!.id}`, stranger), 404);
    expectError(await call("POST", `/api/v1/deals/pin/${deal!.id}`, stranger), 404);
    expectError(await call("POST", `/api/v1/deals/pin/${deal!.id}`, hotel), 404);
    expectError(await call("GET", `/api/v1/deals/${deal!.id}/messages`, stranger), 404);
    expectError(await call("POST", `/api/v1/deals/${deal!.id}/messages`, stranger, { body: "Hello" }), 404);
    expectError(await call("POST", `/api/v1/business/offers/${deal!.id}/withdraw`, advisor), 404);
    expectError(await call("PATCH", `/api/v1/business/offers/${deal!.id}`, couple, offer), 403);

    const opened = await call("GET", `/api/v1/deals/${deal!.id}`, couple);
    expect(opened.statusCode, opened.body).toBe(200);
    const detail = opened.json<{ data: { read_at: string | null }; request: { occasion: string; when: string }; comparison: { id: number }[] }>();
    expect(detail.data.read_at).not.toBeNull();
    expect(detail.request).toMatchObject({ occasion: "honeymoon", when: "Sep 10, 2026 - Sep 17, 2026 (7 nights)" });
    expect(detail.comparison.map((item) => item.id)).toEqual([deal!.id]);
    expect(await count("new")).toBe(0);
    const me = await call("GET", "/api/v1/user", couple);
    expect(me.json<{ data: { unread_deals_count: number } }>().data.unread_deals_count).toBe(0);
  });

  it("pins, archives and declines by the transition table; a refused action changes nothing", async () => {
    const [deal] = (await call("GET", "/api/v1/deals", couple)).json<{ data: { id: number }[] }>().data;
    const act = (action: string) => call("POST", `/api/v1/deals/${action}/${deal!.id}`, couple);
    const pinned = await act("pin");
    expect(pinned.json()).toMatchObject({ message: "Offer pinned", data: { pinned_at: expect.any(String) } });
    expectError(await act("pin"), 409, "This offer is already pinned.");
    expect((await act("unpin")).statusCode).toBe(200);
    expectError(await act("unpin"), 409, "This offer is not pinned.");
    expect((await act("archive")).statusCode).toBe(200);
    expect((await call("GET", "/api/v1/deals", couple)).json<{ total: number }>().total).toBe(0);
    expect((await call("GET", "/api/v1/deals?filter=archived", couple)).json<{ total: number }>().total).toBe(1);
    expect((await act("unarchive")).statusCode).toBe(200);
    expectError(await act("lateresponse"), 409, "This offer is not a late response.");
    expect((await act("reject")).json()).toMatchObject({ data: { status: "rejected" } });
    expect((await latestEmailTo(testApp, hotel.email, "offer-answered"))?.subject).toBe("Giulia F. declined your offer");
    expectError(await act("booked"), 409, "Only an open offer can be booked.");
    expectError(await act("reject"), 409, "Only an open offer can be declined.");
    expect((await call("GET", `/api/v1/deals/${deal!.id}`, couple)).json<{ data: { status: string } }>().data.status).toBe("rejected");
  });

  it("marks an answer after the window a late response, which the couple may welcome, and books it", async () => {
    testApp.clock.advance(73 * 3_600_000);
    const sent = await call("POST", `/api/v1/business/leads/${requestId}/offer`, advisor, { ...offer, title: "Amalfi honeymoon by an expert" });
    expect(sent.json()).toMatchObject({ data: { status: "late", is_late: true } });
    const deals = (await call("GET", "/api/v1/deals?filter=curated", couple)).json<{ data: { id: number; status: string; is_late: boolean }[] }>().data;
    expect(deals).toHaveLength(1);
    const lateId = deals[0]!.id;
    expect((await call("POST", `/api/v1/deals/lateresponse/${lateId}`, couple)).json()).toMatchObject({ data: { status: "received", is_late: true } });
    expectError(await call("POST", `/api/v1/deals/lateresponse/${lateId}`, couple), 409);
    expect((await call("POST", `/api/v1/deals/booked/${lateId}`, couple)).json()).toMatchObject({ message: "Offer marked as booked", data: { status: "booked" } });
    const [request] = await testApp.services.db.select().from(dealRequests).where(eq(dealRequests.id, requestId));
    expect(request?.status).toBe("booked");
    expect((await latestEmailTo(testApp, advisor.email, "offer-answered"))?.subject).toBe("Giulia F. booked your offer");
    // A booked request takes no new offers.
    const late = await business("destination", { type: "destination", title: `Lumiere Bay ${place}`, city: `Lumiere Bay ${place}`, country: "Italy" });
    await testApp.services.db.insert(dealRequestMatches).values({ requestId, businessAccountId: late.accountId, reason: "test", matchedAt: TEST_NOW });
    expectError(await call("POST", `/api/v1/business/leads/${requestId}/offer`, late, offer), 409, "This request is no longer taking offers.");
    // Booking reveals the couple's contact details to that business.
    const lead = (await call("GET", `/api/v1/business/leads/${requestId}`, advisor)).json<{ data: { contact: { email: string } | null } }>();
    expect(lead.data.contact?.email).toBe(couple.email);
  });

  it("threads messages both ways: e-mailed, notified, collapsed per deal, read one by one", async () => {
    const [deal] = (await call("GET", "/api/v1/deals?filter=specials", couple)).json<{ data: { id: number }[] }>().data;
    expectError(await call("POST", `/api/v1/deals/${deal!.id}/messages`, couple, { body: "  " }), 422, DEAL_MESSAGES.message);
    const fromCouple = await call("POST", `/api/v1/deals/${deal!.id}/messages`, couple, { body: "Is the boat day included?" });
    expect(fromCouple.statusCode, fromCouple.body).toBe(200);
    expect((await latestEmailTo(testApp, hotel.email, "new-message"))?.text).toContain("Is the boat day included?");
    const lead = (await call("GET", `/api/v1/business/leads/${requestId}`, hotel)).json<{ data: { contact: { email: string } | null }; messages: { body: string }[] }>();
    expect(lead.data.contact?.email).toBe(couple.email);
    expect(lead.messages.map((message) => message.body)).toEqual(["Is the boat day included?"]);

    const reply = await call("POST", `/api/v1/business/offers/${deal!.id}/messages`, hotel, { body: "Yes, on the second day." });
    expect(reply.statusCode, reply.body).toBe(200);
    expectError(await call("POST", `/api/v1/business/offers/${deal!.id}/messages`, advisor, { body: "Not mine" }), 404);
    expect((await latestEmailTo(testApp, couple.email, "new-message"))?.subject).toBe(`New message from Casa Lumiere ${place}`);

    // Two notifications of the hotel's deal (offer, message) collapse into the newest; the other is marked read.
    const list = await call("GET", "/api/v1/user/notifications", couple);
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json<{ data: { id: number; tag: string; data: { deal_id: number; is_provided: boolean }; read_at: string | null }[]; unread_count: number }>();
    const forDeal = page.data.filter((entry) => entry.data.deal_id === deal!.id);
    expect(forDeal).toHaveLength(1);
    expect(forDeal[0]).toMatchObject({ tag: "New Message", data: { is_provided: false }, read_at: null });
    const unread = await testApp.services.db.select().from(notifications).where(and(eq(notifications.dealId, deal!.id)));
    expect(unread.filter((row) => row.readAt === null)).toHaveLength(1);
    const before = page.unread_count;
    const read = await call("POST", `/api/v1/user/notifications/${forDeal[0]!.id}/read`, couple);
    expect(read.json()).toMatchObject({ data: { deal_id: deal!.id, unread_notifications_count: before - 1 } });
    expectError(await call("POST", `/api/v1/user/notifications/${forDeal[0]!.id}/read`, hotel), 404);
    const thread = (await call("GET", `/api/v1/deals/${deal!.id}/messages`, couple)).json<{ data: { sender: string }[] }>();
    expect(thread.data.map((message) => message.sender)).toEqual(["couple", "business"]);
    expect((await call("POST", `/api/v1/deals/newmessageupdate/${deal!.id}`, couple)).json()).toMatchObject({ data: { has_new_message: false } });
  });

  it("lets a business edit and withdraw only its own open offers", async () => {
    const second = await member("second");
    const created = await call("POST", "/api/v1/dealrequests", second, requestBody(second));
    const secondRequest = created.json<{ data: { id: number } }>().data.id;
    const sent = (await call("POST", `/api/v1/business/leads/${secondRequest}/offer`, hotel, offer)).json<{ data: { id: number } }>();
    const dealId = sent.data.id;
    expectError(await call("PATCH", `/api/v1/business/offers/${dealId}`, advisor, offer), 404);
    const edited = await call("PATCH", `/api/v1/business/offers/${dealId}`, hotel, { ...offer, price: 399000 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call("GET", `/api/v1/deals/${dealId}`, second)).json<{ data: { price: number } }>().data.price).toBe(399000);
    expect((await call("POST", `/api/v1/business/offers/${dealId}/withdraw`, hotel)).json()).toMatchObject({ data: { status: "withdrawn" } });
    expectError(await call("POST", `/api/v1/business/offers/${dealId}/withdraw`, hotel), 409, "Only an open offer can be withdrawn.");
    expectError(await call("PATCH", `/api/v1/business/offers/${dealId}`, hotel, offer), 409, "Only an open offer can be changed.");
    expectError(await call("POST", `/api/v1/deals/booked/${dealId}`, second), 409);
    expect((await call("GET", "/api/v1/user", second)).json<{ data: { unread_deals_count: number } }>().data.unread_deals_count).toBe(0);
  });

  it("books one offer of a request; its other offers can no longer be booked, also when both are booked at once", async () => {
    const booker = await member("booker");
    const created = await call("POST", "/api/v1/dealrequests", booker, requestBody(booker));
    const bookedRequest = created.json<{ data: { id: number } }>().data.id;
    const sendFrom = async (from: Session, title: string) =>
      (await call("POST", `/api/v1/business/leads/${bookedRequest}/offer`, from, { ...offer, title })).json<{ data: { id: number } }>().data.id;
    const offers = [await sendFrom(hotel, "Hotel stay"), await sendFrom(advisor, "Advisor journey")];
    const canBook = async (dealId: number) => (await call("GET", `/api/v1/deals/${dealId}`, booker)).json<{ data: { can_book: boolean } }>().data.can_book;
    expect([await canBook(offers[0]!), await canBook(offers[1]!)]).toEqual([true, true]);
    // Each offer's page compares every offer on the request.
    const compared = (await call("GET", `/api/v1/deals/${offers[0]}`, booker)).json<{ comparison: { id: number; title: string }[] }>().comparison;
    expect(compared.map((entry) => entry.id).sort()).toEqual([...offers].sort());

    const answers = await Promise.all(offers.map((dealId) => call("POST", `/api/v1/deals/booked/${dealId}`, booker)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expectError(answers.find((answer) => answer.statusCode === 409)!, 409, "Another offer on this request is already booked.");
    const statuses = await Promise.all(offers.map(async (dealId) => (await call("GET", `/api/v1/deals/${dealId}`, booker)).json<{ data: { status: string; can_book: boolean } }>().data));
    expect(statuses.map((deal) => deal.status).sort()).toEqual(["booked", "received"]);
    expect(statuses.every((deal) => !deal.can_book)).toBe(true);
    // The one not booked may still be declined, and its thread stays open.
    const open = offers[statuses.findIndex((deal) => deal.status === "received")]!;
    expect((await call("POST", `/api/v1/deals/reject/${open}`, booker)).statusCode).toBe(200);
    expect((await call("POST", `/api/v1/deals/${open}/messages`, booker, { body: "Thank you anyway!" })).statusCode).toBe(200);
  });

  it("sorts offers into every feed filter: who sent them, the occasion, the couple's favourites, unread and archived", async () => {
    const filterer = await member("filters");
    await testApp.services.db
      .update(users)
      .set({ subscriptionSku: "vip_yearly", subscriptionExpiresAt: new Date(testApp.clock.now().getTime() + 86_400_000) })
      .where(eq(users.id, filterer.userId));
    const board = await business("destination", { type: "destination", title: `Lumiere Isle ${place}`, city: `Lumiere Isle ${place}`, country: "Italy" });
    const answer = async (occasion: string, from: Awaited<ReturnType<typeof business>>, title: string) => {
      const created = await call("POST", "/api/v1/dealrequests", filterer, requestBody(filterer, { occasion }));
      expect(created.statusCode, created.body).toBe(200);
      const id = created.json<{ data: { id: number } }>().data.id;
      await testApp.services.db.insert(dealRequestMatches).values({ requestId: id, businessAccountId: from.accountId, reason: "test", matchedAt: TEST_NOW }).onConflictDoNothing();
      const sent = await call("POST", `/api/v1/business/leads/${id}/offer`, from, { ...offer, title });
      expect(sent.statusCode, sent.body).toBe(200);
      return sent.json<{ data: { id: number } }>().data.id;
    };
    await answer("destinationwedding", hotel, "Wedding at the hotel");
    await answer("vowrenewal", advisor, "Vows with an advisor");
    const sparkId = await answer("anniversary", board, "Anniversary island tour");
    await answer("honeymoon", hotel, "Honeymoon at the hotel");
    expect((await call("POST", `/api/v1/user/like/${hotel.listingId}`, filterer)).statusCode).toBe(200);
    expect((await call("GET", `/api/v1/deals/${sparkId}`, filterer)).statusCode).toBe(200);

    const titles = async (filter: string) =>
      (await call("GET", `/api/v1/deals?filter=${filter}`, filterer))
        .json<{ data: { title: string }[] }>()
        .data.map((deal) => deal.title)
        .sort();
    expect(await titles("all")).toEqual(["Anniversary island tour", "Honeymoon at the hotel", "Vows with an advisor", "Wedding at the hotel"]);
    expect(await titles("curated")).toEqual(["Vows with an advisor"]);
    expect(await titles("favorites")).toEqual(["Honeymoon at the hotel", "Wedding at the hotel"]);
    expect(await titles("itineraries")).toEqual(["Anniversary island tour"]);
    expect(await titles("specials")).toEqual(["Honeymoon at the hotel", "Wedding at the hotel"]);
    expect(await titles("wedding")).toEqual(["Wedding at the hotel"]);
    expect(await titles("honeymoon")).toEqual(["Honeymoon at the hotel"]);
    expect(await titles("vowrenewal")).toEqual(["Vows with an advisor"]);
    expect(await titles("spark")).toEqual(["Anniversary island tour"]);
    expect(await titles("new")).toEqual(["Honeymoon at the hotel", "Vows with an advisor", "Wedding at the hotel"]);
    expect(await titles("archived")).toEqual([]);
    expect((await call("POST", `/api/v1/deals/archive/${sparkId}`, filterer)).statusCode).toBe(200);
    expect(await titles("archived")).toEqual(["Anniversary island tour"]);
    expect(await titles("itineraries")).toEqual([]);
    expectError(await call("GET", "/api/v1/deals?filter=cheapest", filterer), 400);
  });

  it("answers every call on someone else's offer or lead with 401 for a visitor, 403 for a non-business, 404 for anyone else", async () => {
    const [dealRow] = await testApp.services.db.select().from(deals).where(eq(deals.userId, couple.userId)).limit(1);
    const dealId = dealRow!.id;
    const stranger = await member("stranger");
    const couples = [
      ...COUPLE_DEAL_ACTIONS.map((action) => ["POST", `/api/v1/deals/${action}/${dealId}`] as const),
      ["GET", `/api/v1/deals/${dealId}`] as const,
      ["GET", `/api/v1/deals/${dealId}/messages`] as const,
      ["POST", `/api/v1/deals/${dealId}/messages`] as const,
    ];
    for (const [method, url] of couples) {
      const payload = method === "POST" && url.endsWith("/messages") ? { body: "Hello" } : undefined;
      expectError(await call(method, url, null, payload), 401);
      expectError(await call(method, url, stranger, payload), 404);
      // The business that sent the offer is not its couple either.
      expectError(await call(method, url, hotel, payload), 404);
    }
    for (const url of ["/api/v1/deals", "/api/v1/user/notifications"]) expectError(await call("GET", url, null), 401);
    expectError(await call("POST", "/api/v1/user/notifications/1/read", null), 401);

    const businessCalls = [
      ["GET", "/api/v1/business/leads"] as const,
      ["GET", `/api/v1/business/leads/${dealRow!.requestId}`] as const,
      ["POST", `/api/v1/business/leads/${dealRow!.requestId}/offer`] as const,
      ["PATCH", `/api/v1/business/offers/${dealId}`] as const,
      ["POST", `/api/v1/business/offers/${dealId}/withdraw`] as const,
      ["POST", `/api/v1/business/offers/${dealId}/messages`] as const,
    ];
    for (const [method, url] of businessCalls) {
      const payload = url.endsWith("/messages") ? { body: "Hello" } : method === "GET" ? undefined : offer;
      expectError(await call(method, url, null, payload), 401);
      expectError(await call(method, url, couple, payload), 403);
      expectError(await call(method, url, reviewHotel, payload), 403);
    }
    // Another active business reaches neither this offer nor its pictures.
    const other = await business("hotel", { type: "basic", title: `Other Inn ${place}`, city: "Oslo", country: "Norway" });
    for (const [method, url] of businessCalls.slice(3)) {
      expectError(await call(method, url, other, url.endsWith("/messages") ? { body: "Hello" } : offer), 404);
    }
    const removePicture = await testApp.app.inject({ method: "DELETE", url: `/api/v1/business/offers/${dealId}/images/0`, headers: bearer(other.token) });
    expectError(removePicture, 404);
  });

  it("refuses a bad offer change or business message with the form's message, changing nothing", async () => {
    const [dealRow] = await testApp.services.db.select().from(deals).where(eq(deals.businessAccountId, hotel.accountId)).limit(1);
    const dealId = dealRow!.id;
    for (const bad of [{ ...offer, price: -5 }, { ...offer, title: "" }, { ...offer, valid_days: 0 }, { ...offer, perks: "champagne" }, "not json"]) {
      const response = await call("PATCH", `/api/v1/business/offers/${dealId}`, hotel, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(bad)).toBeLessThan(500);
    }
    for (const bad of [{ body: "" }, { body: "   " }, { body: "x".repeat(5000) }, {}, { body: 42 }]) {
      const response = await call("POST", `/api/v1/business/offers/${dealId}/messages`, hotel, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(bad)).toBeLessThan(500);
    }
    const [after] = await testApp.services.db.select().from(deals).where(eq(deals.id, dealId));
    expect(after).toEqual(dealRow);
  });
});

describe("the Free Pass limit", () => {
  it("allows three requests, refuses the fourth with the upgrade offer, and VIP Access has no limit", async () => {
    const freePass = await member("free");
    for (let index = 0; index < 3; index += 1) {
      const response = await call("POST", "/api/v1/dealrequests", freePass, requestBody(freePass));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<{ data: { requests_left: number } }>().data.requests_left).toBe(2 - index);
    }
    expectError(await call("POST", "/api/v1/dealrequests", freePass, requestBody(freePass)), 403, DEAL_MESSAGES.limitReached);
    await testApp.services.db
      .update(users)
      .set({ subscriptionSku: "vip_yearly", subscriptionExpiresAt: new Date(testApp.clock.now().getTime() + 86_400_000) })
      .where(eq(users.id, freePass.userId));
    const vip = await call("POST", "/api/v1/dealrequests", freePass, requestBody(freePass));
    expect(vip.statusCode, vip.body).toBe(200);
    expect(vip.json<{ data: { requests_left: null } }>().data.requests_left).toBeNull();
  });

  it("holds under concurrent requests: exactly three of five sent at once are accepted", async () => {
    const rushed = await member("rushed");
    const responses = await Promise.all([0, 1, 2, 3, 4].map(() => call("POST", "/api/v1/dealrequests", rushed, requestBody(rushed))));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 403, 403]);
    const stored = await testApp.services.db.select().from(dealRequests).where(eq(dealRequests.userId, rushed.userId));
    expect(stored).toHaveLength(3);
  });

  it("sends a VIP Access member's premium request to the concierge team, and offers Free Pass members VIP", async () => {
    const free = await member("premium-free");
    expectError(await call("POST", "/api/v1/user/premium-notification", free, {}), 403, "Premium notifications come with VIP Access.");
    expectError(await call("POST", "/api/v1/user/premium-notification", null, {}), 401);
    await testApp.services.db
      .update(users)
      .set({ subscriptionSku: "vip_yearly", subscriptionExpiresAt: new Date(testApp.clock.now().getTime() + 86_400_000) })
      .where(eq(users.id, free.userId));
    const sent = await call("POST", "/api/v1/user/premium-notification", free, { message: "We would like a call about Bali." });
    expect(sent.json()).toEqual({ message: "Your dedicated travel advisor will be in touch shortly." });
    const email = await latestEmailTo(testApp, testApp.services.config.operatorEmail, "contact-message");
    expect(email?.text).toContain("We would like a call about Bali.");
    expect(email?.text).toContain(free.email);
    expectError(await call("POST", "/api/v1/user/premium-notification", free, { message: "x".repeat(2001) }), 422);
  });

  it("answers hostile input with a 4xx in the error shape and stores nothing", async () => {
    const hostile = await member("hostile");
    const payloads: unknown[] = [
      { ...requestBody(hostile), occasion: "'; drop table deal_requests; --" },
      { ...requestBody(hostile), destinations: "Amalfi" },
      { ...requestBody(hostile), destinations: Array.from({ length: 50 }, () => "x") },
      { ...requestBody(hostile), travellers: 1e9 },
      { ...requestBody(hostile), nights: -3, start_date: null, end_date: null, flexible_month: "2026-13" },
      { ...requestBody(hostile), special: "x".repeat(10_000) },
      { ...requestBody(hostile), email: "<script>@x" },
      [],
      "text",
    ];
    for (const payload of payloads) {
      const response = await testApp.app.inject({ method: "POST", url: "/api/v1/dealrequests", headers: { ...bearer(hostile.token), "content-type": "application/json" }, payload: JSON.stringify(payload) });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, "hostile deal request");
    }
    expect(await testApp.services.db.select().from(dealRequests).where(eq(dealRequests.userId, hostile.userId))).toHaveLength(0);
    const emails = await testApp.services.db.select().from(outboundEmails).where(eq(outboundEmails.toAddress, hostile.email));
    expect(emails.map((email) => email.template).filter((template) => template.startsWith("deal") || template.startsWith("new-"))).toEqual([]);
  });
});
