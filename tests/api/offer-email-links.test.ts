import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_LINK_MESSAGES } from "../../core/email-link";
import { EMAIL_LINK_LIFETIME_MS } from "../../server/domain/accounts/email-sign-in-links";
import { bearer, latestEmailTo, signInWithCode } from "../support/accounts";
import { createBusiness, type TestBusiness } from "../support/business-accounts";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * Decision 048: the new-offer and new-message e-mails carry a link that signs the couple in once
 * and lands on the offer; a used, expired or edited link lands on the sign-in, then the offer.
 */

let testApp: TestApp;
const place = `Zm${Date.now().toString(36)}`;
type Member = { token: string; userId: number; email: string };
let couple: Member;
let stranger: Member;
let hotel: TestBusiness;
let dealId: number;

async function member(label: string): Promise<Member> {
  const email = `${label}-${place.toLowerCase()}@couple.example`;
  return { ...(await signInWithCode(testApp, email)), email };
}

function request(session: Member, email = session.email) {
  return testApp.app.inject({
    method: "POST",
    url: "/api/v1/dealrequests",
    headers: bearer(session.token),
    payload: {
      occasion: "anniversary",
      destinations: [`Porto Vela ${place}`],
      start_date: "2026-10-01",
      end_date: "2026-10-05",
      budget: "2500-5000",
      travellers: 2,
      special: "Ten years together: a quiet room with a view and a long dinner by the sea.",
      first_name: "Marta",
      last_name: "Lenz",
      email,
      phone: "+49 30 1234567",
    },
  });
}

async function answer(requestId: number): Promise<void> {
  const sent = await testApp.app.inject({
    method: "POST",
    url: `/api/v1/business/leads/${requestId}/offer`,
    headers: bearer(hotel.token),
    payload: {
      title: "Sea-view anniversary",
      price: 180000,
      included: "Four nights in a sea-view room with breakfast and a dinner for two.",
      perks: ["Flowers in the room"],
      check_in: "2026-10-01",
      check_out: "2026-10-05",
      valid_days: 5,
      message: "Happy anniversary! We would love to have you.",
    },
  });
  expect(sent.statusCode, sent.body).toBe(200);
}

/** The link of the newest e-mail of a template to an address, as the path the browser requests. */
async function linkIn(to: string, template: "new-offer" | "new-message"): Promise<string> {
  const email = await latestEmailTo(testApp, to, template);
  const href = /https?:\/\/\S+\/api\/v1\/login\/email-link\?\S+/.exec(email?.text ?? "")?.[0];
  if (!href) throw new Error(`no sign-in link in the ${template} e-mail to ${to}: ${email?.text}`);
  // The HTML part carries the same link.
  expect(email?.html).toContain(href.replaceAll("&", "&amp;"));
  const url = new URL(href);
  return url.pathname + url.search;
}

function open(path: string, cookie?: string) {
  return testApp.app.inject({ method: "GET", url: path, headers: cookie ? { cookie } : {} });
}

function cookieFrom(response: { headers: Record<string, unknown> }): string {
  const match = /amora_session=([^;]*)/.exec(String(response.headers["set-cookie"]));
  if (!match?.[1]) throw new Error("no session cookie");
  return `amora_session=${match[1]}`;
}

async function hotelWrites(body: string): Promise<void> {
  const sent = await testApp.app.inject({ method: "POST", url: `/api/v1/business/offers/${dealId}/messages`, headers: bearer(hotel.token), payload: { body } });
  expect(sent.statusCode, sent.body).toBe(200);
}

beforeAll(async () => {
  testApp = await createTestApp();
  couple = await member("couple");
  stranger = await member("stranger");
  hotel = await createBusiness(testApp, "hotel", { type: "property", title: `Casa Vela ${place}`, city: `Porto Vela ${place}`, country: "Italy", goodFor: ["anniversary"] });
  const created = await request(couple);
  expect(created.statusCode, created.body).toBe(200);
  await answer(created.json<{ data: { id: number } }>().data.id);
  const deals = await testApp.app.inject({ method: "GET", url: "/api/v1/deals", headers: bearer(couple.token) });
  dealId = deals.json<{ data: { id: number }[] }>().data[0]!.id;
});

afterAll(async () => {
  await testApp.close();
});

describe("the sign-in-once link of the offer e-mails", () => {
  it("signs the couple in once and lands on the offer; a second use lands on the sign-in, then the offer", async () => {
    const path = await linkIn(couple.email, "new-offer");
    expect(path).toContain(`to=%2Foffer%2F${dealId}`);
    const first = await open(path);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe(`/offer/${dealId}`);
    const cookie = cookieFrom(first);
    const user = await testApp.app.inject({ method: "GET", url: "/api/v1/user", headers: { cookie } });
    expect(user.json<{ data: { id: number } }>().data.id).toBe(couple.userId);
    const offer = await testApp.app.inject({ method: "GET", url: `/api/v1/deals/${dealId}`, headers: { cookie } });
    expect(offer.statusCode, offer.body).toBe(200);

    const again = await open(path);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`/?login_link=expired&next=%2Foffer%2F${dealId}`);
    expect(again.headers["set-cookie"]).toBeUndefined();
    expect(EMAIL_LINK_MESSAGES.unusable).toMatch(/expired or was already used/);
  });

  it("gives every e-mail its own link: an older one still works after a newer one", async () => {
    await hotelWrites("The sea-view room is yours if you like.");
    const older = await linkIn(couple.email, "new-message");
    await hotelWrites("We also added a late check-out.");
    const newer = await linkIn(couple.email, "new-message");
    expect(newer).not.toBe(older);
    expect((await open(newer)).headers.location).toBe(`/offer/${dealId}`);
    expect((await open(older)).headers.location).toBe(`/offer/${dealId}`);
  });

  it("opens nothing once expired", async () => {
    await hotelWrites("Just checking in.");
    const path = await linkIn(couple.email, "new-message");
    testApp.clock.advance(EMAIL_LINK_LIFETIME_MS + 1000);
    const late = await open(path);
    expect(late.headers.location).toBe(`/?login_link=expired&next=%2Foffer%2F${dealId}`);
    expect(late.headers["set-cookie"]).toBeUndefined();
  });

  it("refuses a link edited to name another member or another offer, and the real link still works", async () => {
    await hotelWrites("One more detail about the dinner.");
    const path = await linkIn(couple.email, "new-message");
    const asStranger = path.replace(`user=${couple.userId}`, `user=${stranger.userId}`);
    expect(asStranger).not.toBe(path);
    const refused = await open(asStranger);
    expect(refused.headers.location).toBe(`/?login_link=expired&next=%2Foffer%2F${dealId}`);
    expect(refused.headers["set-cookie"]).toBeUndefined();
    const elsewhere = await open(path.replace(`%2Foffer%2F${dealId}`, `%2Foffer%2F${dealId + 1}`));
    expect(elsewhere.headers.location).toBe(`/?login_link=expired&next=%2Foffer%2F${dealId + 1}`);
    expect(elsewhere.headers["set-cookie"]).toBeUndefined();
    // A reader signed in as someone else who opens the couple's link is signed in as the couple.
    const opened = await open(path, `amora_session=${stranger.token}`);
    expect(opened.headers.location).toBe(`/offer/${dealId}`);
    const user = await testApp.app.inject({ method: "GET", url: "/api/v1/user", headers: { cookie: cookieFrom(opened) } });
    expect(user.json<{ data: { id: number } }>().data.id).toBe(couple.userId);
  });

  it("refuses a link to anything but an offer in the error shape", async () => {
    const response = await open(`/api/v1/login/email-link?user=${couple.userId}&to=%2Fadmin&token=${"x".repeat(43)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBeTruthy();
  });

  it("sends a plain offer address, no sign-in, when the request went to another e-mail address", async () => {
    const elsewhere = `partner-${place.toLowerCase()}@couple.example`;
    const created = await request(couple, elsewhere);
    expect(created.statusCode, created.body).toBe(200);
    await answer(created.json<{ data: { id: number } }>().data.id);
    const email = await latestEmailTo(testApp, elsewhere, "new-offer");
    expect(email?.text).toMatch(/See the offer: https?:\/\/\S+\/offer\/\d+\n?/);
    expect(email?.text).not.toContain("email-link");
  });
});
