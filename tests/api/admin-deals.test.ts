import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HIDDEN_MESSAGE_TEXT, MODERATION_MESSAGES } from "../../core/admin-moderation";
import { ADMIN_MESSAGES } from "../../core/admin-roles";
import { adminAuditLog } from "../../server/db/schema/admin";
import { dealMessages, dealReports, dealRequests, deals } from "../../server/db/schema/deals";
import { signInWithCode } from "../support/accounts";
import { apiCall, expectRefused } from "../support/admin-calls";
import { signInAsAdmin } from "../support/admins";
import { createBusiness, type TestBusiness } from "../support/business-accounts";
import { offerRow, requestRow } from "../support/deal-rows";
import { createTestApp, type TestApp } from "../support/test-app";

let testApp: TestApp;
let support: { token: string; userId: number };
let editor: string;
let hotel: TestBusiness;
let counter = 0;
const unique = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}@deals-admin.example`;
const call = (method: "GET" | "POST", url: string, token: string | null, body?: unknown) => apiCall(testApp, method, url, token, body);

beforeAll(async () => {
  testApp = await createTestApp();
  support = await signInAsAdmin(testApp, unique("support"), "support");
  editor = (await signInAsAdmin(testApp, unique("editor"), "content_editor")).token;
  hotel = await createBusiness(testApp, "hotel", { type: "property", title: `Villa Report ${Date.now().toString(36)}` });
});

afterAll(async () => {
  await testApp.close();
});

/** A couple's request with the hotel's offer and a message each way. */
async function dealWithThread() {
  const couple = await signInWithCode(testApp, unique("couple"));
  const db = testApp.services.db;
  const now = testApp.services.clock.now();
  const [request] = await db.insert(dealRequests).values(requestRow(couple.userId, now, counter)).returning();
  const [deal] = await db.insert(deals).values(offerRow(request!.id, hotel.accountId, couple.userId, now, `Offer ${counter}`)).returning();
  const [fromBusiness] = await db.insert(dealMessages).values({ dealId: deal!.id, sender: "business", senderUserId: hotel.userId, body: "Rude words here", createdAt: now }).returning();
  const [fromCouple] = await db.insert(dealMessages).values({ dealId: deal!.id, sender: "couple", senderUserId: couple.userId, body: "Hello there", createdAt: now }).returning();
  return { couple, request: request!, deal: deal!, fromBusiness: fromBusiness!, fromCouple: fromCouple! };
}

async function report(token: string, dealId: number, body: unknown) {
  const answer = await call("POST", `/api/v1/deals/${dealId}/report`, token, body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<{ report_id: number }>().report_id;
}

async function lastAudit(event: string) {
  const [row] = await testApp.services.db.select().from(adminAuditLog).where(eq(adminAuditLog.event, event)).orderBy(desc(adminAuditLog.id)).limit(1);
  return row;
}

describe("POST /deals/:id/report", () => {
  it("lets the couple report the offer or a message and the business a message, once each while open", async () => {
    const { couple, deal, fromBusiness, fromCouple } = await dealWithThread();
    await report(couple.token, deal.id, { reason: "This offer asks me to pay outside Amora." });
    await report(couple.token, deal.id, { message_id: fromBusiness.id, reason: "Insulting message." });
    await report(hotel.token, deal.id, { message_id: fromCouple.id, reason: "Spam from this couple." });
    expectRefused(await call("POST", `/api/v1/deals/${deal.id}/report`, couple.token, { reason: "Again, outside payment." }), 409, MODERATION_MESSAGES.reportedAlready);
    const rows = await testApp.services.db.select().from(dealReports).where(eq(dealReports.dealId, deal.id));
    expect(rows.map((row) => row.reporterSide).sort()).toEqual(["business", "couple", "couple"]);
  });

  it("refuses visitors, strangers' deals (404), other deals' messages and bad reasons, writing nothing", async () => {
    const { deal, fromBusiness } = await dealWithThread();
    const other = await dealWithThread();
    const stranger = await signInWithCode(testApp, unique("stranger"));
    expectRefused(await call("POST", `/api/v1/deals/${deal.id}/report`, null, { reason: "Something wrong." }), 401);
    expectRefused(await call("POST", `/api/v1/deals/${deal.id}/report`, stranger.token, { reason: "Something wrong." }), 404);
    expectRefused(await call("POST", `/api/v1/deals/${other.deal.id}/report`, other.couple.token, { message_id: fromBusiness.id, reason: "Not my deal's message." }), 404, MODERATION_MESSAGES.messageNotFound);
    expectRefused(await call("POST", `/api/v1/deals/${deal.id}/report`, other.couple.token, { reason: "x" }), 422, MODERATION_MESSAGES.reportReason);
    expectRefused(await call("POST", `/api/v1/deals/${other.deal.id}/report`, other.couple.token, { reason: "y".repeat(5000) }), 422, MODERATION_MESSAGES.reportReason);
    expectRefused(await call("POST", `/api/v1/deals/${other.deal.id}/report`, other.couple.token, { message_id: "abc", reason: "Something wrong." }), 422);
    expectRefused(await call("POST", "/api/v1/deals/abc/report", other.couple.token, { reason: "Something wrong." }), 400);
    const rows = await testApp.services.db.select().from(dealReports).where(eq(dealReports.dealId, other.deal.id));
    expect(rows).toHaveLength(0);
  });
});

describe("the admins' deals oversight", () => {
  it("lists and opens requests with offers, threads and reports (read-only), for support and not a content editor", async () => {
    const { request, deal, couple } = await dealWithThread();
    await report(couple.token, deal.id, { reason: "Asks for a bank transfer." });
    const list = await call("GET", "/api/v1/admin/deal-requests?reported=1", support.token);
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json<{ data: { id: number; offers: number; open_reports: number }[] }>().data.find((item) => item.id === request.id);
    expect(row).toMatchObject({ offers: 1, open_reports: 1 });
    const byNumber = await call("GET", `/api/v1/admin/deal-requests?q=%23${request.id}`, support.token);
    expect(byNumber.json<{ data: { id: number }[] }>().data.map((item) => item.id)).toEqual([request.id]);
    const detail = await call("GET", `/api/v1/admin/deal-requests/${request.id}`, support.token);
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json<{ offers: { id: number; messages: unknown[] }[]; reports: { reason: string }[] }>();
    expect(body.offers[0]?.messages).toHaveLength(2);
    expect(body.reports[0]?.reason).toBe("Asks for a bank transfer.");
    expectRefused(await call("GET", "/api/v1/admin/deal-requests", editor), 403, ADMIN_MESSAGES.roleRefused);
    expectRefused(await call("GET", "/api/v1/admin/deal-reports", editor), 403, ADMIN_MESSAGES.roleRefused);
    expectRefused(await call("GET", "/api/v1/admin/deal-requests/99999999", support.token), 404, MODERATION_MESSAGES.requestNotFound);
    expectRefused(await call("GET", "/api/v1/admin/deal-requests?status=lost", support.token), 400);
    for (const token of [null, couple.token, hotel.token]) {
      expectRefused(await call("GET", "/api/v1/admin/deal-requests", token), token ? 403 : 401);
    }
  });

  it("hides a reported message: both sides see it removed; audited", async () => {
    const { couple, deal, fromBusiness } = await dealWithThread();
    const reportId = await report(couple.token, deal.id, { message_id: fromBusiness.id, reason: "Insulting message." });
    const queue = await call("GET", "/api/v1/admin/deal-reports", support.token);
    expect(queue.json<{ data: { id: number; reported: string }[] }>().data.find((item) => item.id === reportId)?.reported).toBe("Message: Rude words here");
    expectRefused(await call("POST", `/api/v1/admin/deal-reports/${reportId}/resolve`, support.token, { action: "delete" }), 422, MODERATION_MESSAGES.actionInvalid);
    expectRefused(await call("POST", `/api/v1/admin/deal-reports/${reportId}/resolve`, editor, { action: "hide" }), 403);
    const resolved = await call("POST", `/api/v1/admin/deal-reports/${reportId}/resolve`, support.token, { action: "hide", note: "Abusive." });
    expect(resolved.statusCode, resolved.body).toBe(200);
    const seen = await call("GET", `/api/v1/deals/${deal.id}`, couple.token);
    expect(seen.statusCode, seen.body).toBe(200);
    const bodies = seen.json<{ messages: { body: string }[] }>().messages.map((message) => message.body);
    expect(bodies).toContain(HIDDEN_MESSAGE_TEXT);
    expect(bodies).not.toContain("Rude words here");
    const entry = await lastAudit("deal_report.hide");
    expect(entry).toMatchObject({ actorUserId: support.userId, action: "deals.moderate", targetType: "deal_message", targetId: String(fromBusiness.id), after: { hiddenAt: expect.any(String) } });
    expect(entry?.before).toMatchObject({ hiddenAt: null, report: { status: "open" } });
    expectRefused(await call("POST", `/api/v1/admin/deal-reports/${reportId}/resolve`, support.token, { action: "dismiss" }), 409, MODERATION_MESSAGES.reportClosed);
  });

  it("hides a reported offer from the couple's inbox, closes a request to new offers, dismisses a report", async () => {
    const first = await dealWithThread();
    const offerReport = await report(first.couple.token, first.deal.id, { reason: "Offer is a scam." });
    const hidden = await call("POST", `/api/v1/admin/deal-reports/${offerReport}/resolve`, support.token, { action: "hide" });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expectRefused(await call("GET", `/api/v1/deals/${first.deal.id}`, first.couple.token), 404);
    const inbox = await call("GET", "/api/v1/deals", first.couple.token);
    expect(inbox.json<{ data: { id: number }[] }>().data.map((item) => item.id)).not.toContain(first.deal.id);

    const second = await dealWithThread();
    const closeReport = await report(second.couple.token, second.deal.id, { reason: "Keeps pushing more offers." });
    const closed = await call("POST", `/api/v1/admin/deal-reports/${closeReport}/resolve`, support.token, { action: "close_request" });
    expect(closed.statusCode, closed.body).toBe(200);
    const [request] = await testApp.services.db.select().from(dealRequests).where(eq(dealRequests.id, second.request.id));
    expect(request?.status).toBe("closed");
    expect(await lastAudit("deal_report.close_request")).toMatchObject({ targetType: "deal_request", before: { status: "open" }, after: { status: "closed" } });

    const third = await dealWithThread();
    const dismissReport = await report(third.couple.token, third.deal.id, { reason: "I did not like the price." });
    const dismissed = await call("POST", `/api/v1/admin/deal-reports/${dismissReport}/resolve`, support.token, { action: "dismiss", note: "A price is not abuse." });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    const [row] = await testApp.services.db.select().from(dealReports).where(eq(dealReports.id, dismissReport));
    expect(row).toMatchObject({ status: "dismissed", resolution: "Dismiss the report: A price is not abuse." });
    const done = await call("GET", "/api/v1/admin/deal-reports?status=dismissed", support.token);
    expect(done.json<{ data: { id: number }[] }>().data.map((item) => item.id)).toContain(dismissReport);
  });
});
