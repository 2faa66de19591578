import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUSINESS_SIGNUP_MESSAGES as M } from "../../core/business-signup-rules";
import { users } from "../../server/db/schema/accounts";
import { businessAccounts } from "../../server/db/schema/business";
import { advisorSignupBody, destinationSignupBody, hotelSignupBody } from "../support/signup-bodies";
import { createTestApp, type TestApp } from "../support/test-app";
import { expectErrorShape } from "./api-routes";

/**
 * Decision 040: re-running a sign-up with the e-mail of an existing account. The calls keep
 * docs/product.md's answers (checkAdminEmail 'Failed' / 'Email already exists'; the sign-ups' 400
 * 'Email already exists.' with the e-mail's field error) and checkAdminEmail adds where the
 * owner signs in to the dashboard, the same for any account, so nothing more is told.
 */
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}@business.example`;
const nextAddress = () => `192.0.2.${((counter += 1) % 250) + 1}`;

function get(url: string) {
  return testApp.app.inject({ method: "GET", url, remoteAddress: nextAddress() });
}

function post(url: string, payload: unknown) {
  return testApp.app.inject({ method: "POST", url, payload: payload as object, remoteAddress: nextAddress() });
}

async function accountsWith(email: string) {
  return testApp.services.db.select().from(businessAccounts).where(sql`lower(${businessAccounts.email}) = ${email.toLowerCase()}`);
}

/** A business account of each kind, made through its own wizard's calls (invoiced, so no card). */
const signups = {
  hotel: (email: string) => post("/api/v1/posts/createOrClaimHotelorAdvisor", hotelSignupBody(email, { title: `Casa Again ${counter}`, is_invoice: true })),
  advisor: (email: string) => post("/api/v1/posts/createOrClaimHotelorAdvisor", advisorSignupBody(email, { is_invoice: true })),
  destination: (email: string) => post("/api/v1/posts/createDestination", destinationSignupBody(email, `Isla Again ${counter}`)),
};

const signInUrlFor = (email: string) => expect.stringMatching(new RegExp(`/dashboard\\?email=${encodeURIComponent(email).replace(/[.]/g, "\\.")}$`));

describe.each(["hotel", "advisor", "destination"] as const)("a %s wizard re-run with the e-mail of an existing account", (kind) => {
  it("is told the e-mail exists as docs/product.md says, with the way to the dashboard, and nothing is written", async () => {
    const email = uniqueEmail(kind);
    const first = await signups[kind](email);
    expect(first.statusCode, first.body).toBe(200);

    // The wizard's check (hotels and advisors): Failed, the product's words, and the sign-in link.
    const check = await get(`/api/v1/posts/checkAdminEmail?email=${encodeURIComponent(email.toUpperCase())}`);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ status: "Failed", message: M.emailTakenTitle, sign_in_url: signInUrlFor(email.toUpperCase()) });

    // The sign-up itself: the contract's error, unchanged (code, message, the e-mail's field).
    const again = await signups[kind](email);
    expect(again.statusCode, again.body).toBe(400);
    expectErrorShape(400, String(again.headers["content-type"]), again.body, `${kind} again`);
    expect(again.json()).toEqual({ status: 400, code: "BAD_REQUEST", message: M.emailAlreadyExists, errors: { email: [M.emailAlreadyExists] } });
    expect(await accountsWith(email)).toHaveLength(1);
  });
});

describe("checkAdminEmail's hint", () => {
  it("is the same for a member's address as for a business's, and absent for a free or empty one", async () => {
    const member = uniqueEmail("member").replace("business", "couple");
    await testApp.services.db.insert(users).values({ email: member });
    expect((await get(`/api/v1/posts/checkAdminEmail?email=${encodeURIComponent(member)}`)).json()).toEqual({
      status: "Failed",
      message: M.emailTakenTitle,
      sign_in_url: signInUrlFor(member),
    });
    expect((await get(`/api/v1/posts/checkAdminEmail?email=${uniqueEmail("free")}`)).json()).toEqual({ status: "Success", message: "Email is available" });
    expect((await get("/api/v1/posts/checkAdminEmail?email=")).json()).toEqual({ status: "Failed", message: M.emailTakenTitle });
  });

  it("is published in the OpenAPI document", async () => {
    const document = (await get("/api/v1/openapi.json")).json<{ paths: Record<string, { get?: { responses: Record<string, unknown> } }> }>();
    expect(JSON.stringify(document.paths["/api/v1/posts/checkAdminEmail"] ?? document.paths["/posts/checkAdminEmail"])).toContain("sign_in_url");
  });
});
