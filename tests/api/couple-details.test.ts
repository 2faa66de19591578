import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_MESSAGES } from "../../core/account-rules";
import { users } from "../../server/db/schema/accounts";
import { dealRequests } from "../../server/db/schema/deals";
import { bearer, signInWithCode } from "../support/accounts";
import { createTestApp, type TestApp } from "../support/test-app";
import { expectErrorShape } from "./api-routes";

/** Issue 21: a birthday in the future is refused; a request's places are stored clean. */

let testApp: TestApp;
let member: { token: string; userId: number; email: string };

beforeAll(async () => {
  testApp = await createTestApp();
  const email = `details-${Date.now().toString(36)}@couple.example`;
  member = { ...(await signInWithCode(testApp, email)), email };
});

afterAll(async () => {
  await testApp.close();
});

function saveProfile(payload: Record<string, unknown>) {
  return testApp.app.inject({ method: "POST", url: "/api/v1/user", headers: bearer(member.token), payload });
}

describe("profile dates", () => {
  it("refuses a birthday after today, in the contract's shape, and saves nothing of the request", async () => {
    // The tests' clock is 2026-06-01 12:00 UTC.
    const refused = await saveProfile({ firstname: "Noor", birthday: "2026-06-03", wedding_date: "2027-05-01" });
    expect(refused.statusCode, refused.body).toBe(422);
    expectErrorShape(refused.statusCode, String(refused.headers["content-type"]), refused.body, "profile");
    expect(refused.json()).toMatchObject({ message: ACCOUNT_MESSAGES.birthdayInFuture, errors: { birthday: [ACCOUNT_MESSAGES.birthdayInFuture] } });
    const [row] = await testApp.services.db.select().from(users).where(eq(users.id, member.userId));
    expect(row).toMatchObject({ firstname: null, birthday: null, weddingDate: null });
  });

  it("takes today (also where the day has already begun) and any past day; a wedding may be planned ahead", async () => {
    for (const birthday of ["1991-02-28", "2026-06-01", "2026-06-02"]) {
      const saved = await saveProfile({ birthday, wedding_date: "2027-05-01" });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ data: { birthday, wedding_date: "2027-05-01" } });
    }
    const cleared = await saveProfile({ birthday: null });
    expect(cleared.json()).toMatchObject({ data: { birthday: null } });
  });
});

describe("deal request destinations", () => {
  it("are stored trimmed, without empty entries and without the same place twice", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/dealrequests",
      headers: bearer(member.token),
      payload: {
        occasion: "honeymoon",
        destinations: ["  Lake   Como ", "", "   ", "lake como", " Amalfi Coast"],
        start_date: "2026-09-10",
        end_date: "2026-09-17",
        budget: "5000-10000",
        travellers: 2,
        special: "A slow week by the water after the wedding.",
        first_name: "Noor",
        last_name: "Haddad",
        email: member.email,
        phone: "+44 20 7946 0000",
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json<{ data: { id: number } }>().data.id;
    const [stored] = await testApp.services.db.select().from(dealRequests).where(eq(dealRequests.id, id));
    expect(stored?.destinations).toEqual(["Lake Como", "Amalfi Coast"]);
  });
});
