import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "../../core/admin-roles";
import { users } from "../../server/db/schema/accounts";
import { businessAccounts } from "../../server/db/schema/business";
import { dealRequests, deals } from "../../server/db/schema/deals";
import { offerRow, requestRow } from "../support/deal-rows";
import { payments } from "../../server/db/schema/payments";
import { lastMonths } from "../../server/domain/admin/overview/get-dashboard";
import { signInWithCode } from "../support/accounts";
import { apiCall, expectRefused } from "../support/admin-calls";
import { signInAsAdmin } from "../support/admins";
import { createBusiness } from "../support/business-accounts";
import { createTestApp, TEST_NOW, type TestApp } from "../support/test-app";

let testApp: TestApp;
let owner: string;
let support: string;
let editor: string;
let counter = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}@dash.example`;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = (await signInAsAdmin(testApp, unique("owner"))).token;
  support = (await signInAsAdmin(testApp, unique("support"), "support")).token;
  editor = (await signInAsAdmin(testApp, unique("editor"), "content_editor")).token;
});

afterAll(async () => {
  await testApp.close();
});

type Month = { month: string; members: number; hotels: number; advisors: number; destinations: number; revenue_cents: number; deal_requests: number; offers: number; bookings: number };
type DashboardAnswer = {
  months: Month[];
  this_month: Month;
  active_paid_businesses: number;
  active_vip_members: number;
  median_reply_hours: number | null;
  median_reply_hours_this_month: number | null;
  posts_awaiting_approval: number;
  open_deal_reports: number;
};

async function dashboard(token = owner): Promise<DashboardAnswer> {
  const answer = await apiCall(testApp, "GET", "/api/v1/admin/dashboard", token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<DashboardAnswer>();
}

const HOUR = 3_600_000;
const thisMonthAt = (day: number) => new Date(Date.UTC(TEST_NOW.getUTCFullYear(), TEST_NOW.getUTCMonth(), day, 9));
const monthsAgo = (back: number) => new Date(Date.UTC(TEST_NOW.getUTCFullYear(), TEST_NOW.getUTCMonth() - back, 10, 9));

describe("GET /admin/dashboard", () => {
  it("lists the last 12 months, oldest first, ending with this month (UTC)", () => {
    expect(lastMonths(new Date("2026-06-01T12:00:00Z"))).toEqual([
      "2025-07", "2025-08", "2025-09", "2025-10", "2025-11", "2025-12", "2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06",
    ]);
    expect(lastMonths(new Date("2027-01-31T23:59:59Z")).at(0)).toBe("2026-02");
  });

  it("counts sign-ups, revenue net of refunds, requests, offers and the median reply from the rows themselves", async () => {
    const before = await dashboard();
    expect(before.months).toHaveLength(12);
    expect(before.this_month.month).toBe("2026-06");
    const db = testApp.services.db;

    // Two members this month, one two months ago, an admin (not a member) this month.
    await db.insert(users).values([
      { email: unique("m1"), createdAt: thisMonthAt(1) },
      { email: unique("m2"), createdAt: thisMonthAt(1) },
      { email: unique("m3"), createdAt: monthsAgo(2) },
      { email: unique("a1"), role: "admin", createdAt: thisMonthAt(1) },
    ]);
    // A paying hotel (active, paid, term running) and an advisor still in review, both this month.
    const hotel = await createBusiness(testApp, "hotel", { type: "property", title: `Dash Hotel ${counter}` });
    await db.update(businessAccounts).set({ paidAt: thisMonthAt(1), termEndsAt: new Date(TEST_NOW.getTime() + 300 * 24 * HOUR) }).where(eqId(hotel.accountId));
    await createBusiness(testApp, "advisor", { type: "advisor", title: `Dash Advisor ${counter}` }, "in_review");

    // Revenue: 500.00 + 120.00 paid this month, 20.00 of the second refunded this month; a payment of last month is not this month's.
    await db.insert(payments).values([
      { provider: "test", providerPaymentId: `pi_dash_${counter}_a`, purpose: "hotel", amountCents: 50_000, currency: "USD", createdAt: thisMonthAt(1) },
      { provider: "test", providerPaymentId: `pi_dash_${counter}_b`, purpose: "vip", amountCents: 12_000, currency: "USD", refundedCents: 2_000, refundedAt: thisMonthAt(1), createdAt: thisMonthAt(1) },
      { provider: "test", providerPaymentId: `pi_dash_${counter}_c`, purpose: "vip", amountCents: 9_900, currency: "USD", createdAt: monthsAgo(1) },
    ]);

    // Three requests this month: answered after 2 h and 10 h, and one not answered.
    const couple = await signInWithCode(testApp, unique("couple"));
    const requestAt = thisMonthAt(1);
    const requests = await db
      .insert(dealRequests)
      .values([0, 1, 2].map((index) => requestRow(couple.userId, requestAt, index)))
      .returning({ id: dealRequests.id });
    await db.insert(deals).values([
      offerRow(requests[0]!.id, hotel.accountId, couple.userId, new Date(requestAt.getTime() + 2 * HOUR)),
      offerRow(requests[1]!.id, hotel.accountId, couple.userId, new Date(requestAt.getTime() + 10 * HOUR)),
    ]);

    const after = await dashboard();
    const delta = (key: keyof Month) => Number(after.this_month[key]) - Number(before.this_month[key]);
    // The two members above and the couple who signed up below (business and admin users are not members).
    expect(delta("members")).toBe(3);
    expect(delta("hotels")).toBe(1);
    expect(delta("advisors")).toBe(1);
    expect(delta("destinations")).toBe(0);
    expect(delta("revenue_cents")).toBe(50_000 + 12_000 - 2_000);
    expect(delta("deal_requests")).toBe(3);
    expect(delta("offers")).toBe(2);
    expect(after.active_paid_businesses - before.active_paid_businesses).toBe(1);
    const twoMonthsAgo = after.months.at(-3)!;
    expect(twoMonthsAgo.members - before.months.at(-3)!.members).toBe(1);
    expect(after.months.at(-2)!.revenue_cents - before.months.at(-2)!.revenue_cents).toBe(9_900);
    // The only answered requests of this file: 2 h and 10 h, median 6 h.
    expect(after.median_reply_hours_this_month).toBe(6);
  });

  it("is open to every admin role (the dashboard is everyone's home)", async () => {
    await dashboard(support);
    await dashboard(editor);
  });

  it("is refused to visitors (401), members and businesses (403)", async () => {
    expectRefused(await apiCall(testApp, "GET", "/api/v1/admin/dashboard", null), 401);
    const member = await signInWithCode(testApp, unique("member"));
    expectRefused(await apiCall(testApp, "GET", "/api/v1/admin/dashboard", member.token), 403, ADMIN_MESSAGES.adminsOnly);
    const business = await createBusiness(testApp, "hotel", { type: "property", title: `Dash Other ${counter}` });
    expectRefused(await apiCall(testApp, "GET", "/api/v1/admin/dashboard", business.token), 403, ADMIN_MESSAGES.adminsOnly);
  });
});

function eqId(id: number) {
  return eq(businessAccounts.id, id);
}
