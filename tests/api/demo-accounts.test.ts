import { readFile } from "node:fs/promises";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { users } from "../../server/db/schema/accounts";
import { businessAccounts } from "../../server/db/schema/business";
import { payments } from "../../server/db/schema/payments";
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  seedDemoAccounts,
  shouldSeedDemoAccounts,
} from "../../server/seed/seed-demo-accounts";
import { fromProjectRoot } from "../../server/project-root";
import { createTestApp, type TestApp } from "../support/test-app";

const SECRET = "a".repeat(40);

describe("shouldSeedDemoAccounts", () => {
  it("seeds the embedded database when SEED_DEMO is on", () => {
    expect(shouldSeedDemoAccounts(loadConfig({}))).toBe(true);
    expect(shouldSeedDemoAccounts(loadConfig({ NODE_ENV: "production" }))).toBe(true);
    expect(shouldSeedDemoAccounts(loadConfig({ SEED_DEMO: "false" }))).toBe(false);
  });

  it("never seeds a database given by DATABASE_URL, whatever SEED_DEMO says", () => {
    const url = "postgres://amora:secret@db.example.com:5432/amora";
    expect(shouldSeedDemoAccounts(loadConfig({ NODE_ENV: "production", DATABASE_URL: url, APP_SECRET: SECRET, SMTP_URL: "smtp://mail.example.com" }))).toBe(
      false,
    );
    expect(
      shouldSeedDemoAccounts(
        loadConfig({ NODE_ENV: "production", DATABASE_URL: url, APP_SECRET: SECRET, SMTP_URL: "smtp://mail.example.com", SEED_DEMO: "true" }),
      ),
    ).toBe(false);
    expect(shouldSeedDemoAccounts(loadConfig({ DATABASE_URL: url, SEED_DEMO: "1" }))).toBe(false);
  });
});

/** The e-mail addresses and the password the README's "Demo accounts" section gives people. */
async function readmeCredentials(): Promise<{ emails: string[]; password: string }> {
  const readme = await readFile(fromProjectRoot("README.md"), "utf8");
  const section = /^## Demo accounts\n([\s\S]*?)(?=^## )/m.exec(readme)?.[1];
  if (!section) throw new Error('README.md has no "## Demo accounts" section');
  const emails = [...section.matchAll(/`([a-z]+@amora\.travel)`/g)].map((match) => match[1]!);
  const password = /password[^`]*`([^`]+)`/i.exec(section)?.[1];
  if (!password) throw new Error("the README's demo accounts section names no password");
  return { emails, password };
}

describe("demo accounts", () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it("are added once: seeding again keeps one of each", async () => {
    const { db, clock } = testApp.services;
    const first = await seedDemoAccounts({ db, clock });
    expect(first.created.sort()).toEqual(DEMO_ACCOUNTS.map((account) => account.email).sort());
    expect(await seedDemoAccounts({ db, clock })).toEqual({ created: [] });
    const rows = await db
      .select()
      .from(users)
      .where(
        inArray(
          users.email,
          DEMO_ACCOUNTS.map((account) => account.email),
        ),
      );
    expect(rows.map((row) => row.email).sort()).toEqual(DEMO_ACCOUNTS.map((account) => account.email).sort());
    // One business in each state of /checkstatus; the hotel owner owns the flagship hotel.
    const business = await db.select().from(businessAccounts);
    expect(Object.fromEntries(business.map((row) => [row.email, row.status]))).toEqual({
      "hotel@amora.travel": "active",
      "advisor@amora.travel": "in_review",
      "destination@amora.travel": "in_active",
    });
    expect(business.find((row) => row.kind === "hotel")?.listingId).toEqual(expect.any(Number));
    // Each paid by card: the payment is recorded once (seeding again adds none), so its receipt exists.
    const paid = await db.select().from(payments);
    expect(paid.map((row) => [row.email, row.purpose, row.amountCents]).sort()).toEqual(
      business.map((row) => [row.email, row.kind === "advisor" ? "advisor-featured" : row.kind, row.amountCents]).sort(),
    );
    for (const row of business) expect(paid.find((payment) => payment.email === row.email)?.providerPaymentId).toBe(row.providerPaymentId);
    const byEmail = new Map(rows.map((row) => [row.email, row]));
    expect(byEmail.get("member@amora.travel")).toMatchObject({
      role: "traveler",
      subscriptionSku: null,
      unreadDealsCount: 0,
    });
    expect(byEmail.get("vip@amora.travel")).toMatchObject({
      role: "traveler",
      subscriptionSku: "vip_access_yearly",
      subscriptionExpiresAt: new Date("2027-06-01T12:00:00Z"),
      unreadDealsCount: 1,
      unreadNotificationsCount: 2,
    });
    for (const email of ["hotel@amora.travel", "advisor@amora.travel", "destination@amora.travel"]) {
      expect(byEmail.get(email)?.role).toBe("business");
    }
    expect(byEmail.get("admin@amora.travel")?.role).toBe("admin");
    // Passwords are stored as argon2id hashes, never as given.
    for (const row of rows) expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("sign in with the credentials the README lists", async () => {
    await seedDemoAccounts({ db: testApp.services.db, clock: testApp.services.clock });
    const { emails, password } = await readmeCredentials();
    expect(password).toBe(DEMO_PASSWORD);
    expect(emails.sort()).toEqual(DEMO_ACCOUNTS.map((account) => account.email).sort());
    for (const email of emails) {
      const response = await testApp.app.inject({
        method: "POST",
        url: "/api/v1/login",
        payload: { email, password, device_name: "web" },
      });
      expect(response.statusCode, email).toBe(200);
      expect(response.json().user.email).toBe(email);
    }
    const vip = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/login",
      payload: { email: "vip@amora.travel", password, device_name: "web" },
    });
    expect(vip.json().user).toMatchObject({ subscription_sku: "vip_access_yearly", unread_deals_count: 1 });
    // The badge counts a real deal: the demo hotel's offer, waiting in the inbox with a message.
    const headers = { authorization: `Bearer ${vip.json().token as string}` };
    const inbox = await testApp.app.inject({ method: "GET", url: "/api/v1/deals?filter=new", headers });
    expect(inbox.json()).toMatchObject({ total: 1, data: [{ business: { name: "Villa Rosa Amalfi", kind: "hotel" }, has_new_message: true }] });
    const notices = await testApp.app.inject({ method: "GET", url: "/api/v1/user/notifications", headers });
    expect(notices.json()).toMatchObject({ total: 1, unread_count: 1, data: [{ tag: "New Message" }] });
  });
});
