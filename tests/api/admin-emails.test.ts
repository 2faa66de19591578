import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_MESSAGES } from "../../core/admin-roles";
import { ADMIN_EMAIL_MESSAGES, HIDDEN_EMAIL_BODY } from "../../core/admin-emails";
import { outboundEmails, users } from "../../server/db/schema/accounts";
import { adminAuditLog } from "../../server/db/schema/admin";
import { bearer, latestEmailTo, signInWithCode } from "../support/accounts";
import { signInAsAdmin } from "../support/admins";
import { createTestApp, type TestApp } from "../support/test-app";
import { expectErrorShape } from "./api-routes";

let testApp: TestApp;
let owner: { token: string; userId: number };
let support: { token: string; userId: number };
let editor: { token: string; userId: number };
let business: { token: string; userId: number };
let member: { token: string; userId: number; email: string };

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter += 1)}`;
const nextAddress = () => `192.0.2.${(counter += 1) % 250}`;

type Answer = Awaited<ReturnType<TestApp["app"]["inject"]>>;
type EmailWire = { id: number; to: string; subject: string; template: string; state: string; attempts: number; last_error: string | null; sent_at: string | null };

function call(method: "GET" | "POST", url: string, token?: string, payload?: unknown) {
  return testApp.app.inject({ method, url, remoteAddress: nextAddress(), headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

function expectError(response: Answer, status: number, message?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, "admin emails");
  if (message !== undefined) expect(response.json<{ message: string }>().message).toBe(message);
}

async function auditCount() {
  const [row] = await testApp.services.db.select({ total: count() }).from(adminAuditLog);
  return row?.total ?? 0;
}

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await signInAsAdmin(testApp, `owner-${unique()}@amora.example`, "owner");
  support = await signInAsAdmin(testApp, `support-${unique()}@amora.example`, "support");
  editor = await signInAsAdmin(testApp, `editor-${unique()}@amora.example`, "content_editor");
  const businessEmail = `biz-${unique()}@amora.example`;
  await testApp.services.db.insert(users).values({ email: businessEmail, role: "business" });
  business = await signInWithCode(testApp, businessEmail);
  const email = `couple-${unique()}@amora.example`;
  member = { email, ...(await signInWithCode(testApp, email)) };
});

afterAll(async () => {
  await testApp.close();
});

describe("GET /api/v1/admin/emails", () => {
  it("lists the outbox newest first with each e-mail's state, filtered by state, template and address", async () => {
    const code = (await latestEmailTo(testApp, member.email, "sign-in-code"))!;
    const response = await call("GET", `/api/v1/admin/emails?to=${encodeURIComponent(member.email.toUpperCase())}`, support.token);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json<{ data: EmailWire[]; total: number; templates: string[] }>();
    expect(list.data.map((email) => email.id)).toContain(code.id);
    expect(list.data.every((email) => email.to === member.email)).toBe(true);
    expect(list.data.find((email) => email.id === code.id)).toMatchObject({ state: "queued", attempts: 0, template: "sign-in-code", sent_at: null });
    expect(list.templates).toContain("sign-in-code");
    expect(JSON.stringify(list.data)).not.toContain(code.text);
    // A sign-in code is a key to the account: its digits never reach the console.
    const digits = code.subject.match(/\d{6}/)?.[0];
    expect(digits).toBeDefined();
    expect(JSON.stringify(list.data)).not.toContain(digits);
    const hidden = await call("GET", `/api/v1/admin/emails/${code.id}`, owner.token);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.body).not.toContain(digits);
    expect(hidden.json<{ data: { text: string } }>().data.text).toBe(HIDDEN_EMAIL_BODY);

    await testApp.services.db.update(outboundEmails).set({ attempts: 3, lastError: "connect ECONNREFUSED 127.0.0.1:25" }).where(eq(outboundEmails.id, code.id));
    const failed = await call("GET", `/api/v1/admin/emails?state=failed&template=sign-in-code&to=${encodeURIComponent(member.email)}`, owner.token);
    expect(failed.json<{ data: EmailWire[] }>().data).toEqual([expect.objectContaining({ id: code.id, state: "failed", attempts: 3, last_error: "connect ECONNREFUSED 127.0.0.1:25" })]);
    const sent = await call("GET", `/api/v1/admin/emails?state=sent&to=${encodeURIComponent(member.email)}`, owner.token);
    expect(sent.json<{ data: EmailWire[] }>().data.map((email) => email.id)).not.toContain(code.id);
    const otherTemplate = await call("GET", `/api/v1/admin/emails?template=welcome&to=${encodeURIComponent(member.email)}`, owner.token);
    expect(otherTemplate.json<{ data: EmailWire[] }>().data.map((email) => email.id)).not.toContain(code.id);
  });

  it("is refused to visitors, members, businesses and the content editor", async () => {
    expectError(await call("GET", "/api/v1/admin/emails"), 401);
    expectError(await call("GET", "/api/v1/admin/emails", member.token), 403, ADMIN_MESSAGES.adminsOnly);
    expectError(await call("GET", "/api/v1/admin/emails", business.token), 403, ADMIN_MESSAGES.adminsOnly);
    expectError(await call("GET", "/api/v1/admin/emails", editor.token), 403, ADMIN_MESSAGES.roleRefused);
    expectError(await call("GET", "/api/v1/admin/emails/1", editor.token), 403, ADMIN_MESSAGES.roleRefused);
  });

  it("answers bad and hostile queries with 4xx in the error shape", async () => {
    expectError(await call("GET", "/api/v1/admin/emails?state=lost", owner.token), 400);
    expectError(await call("GET", "/api/v1/admin/emails?page=-1", owner.token), 400);
    expectError(await call("GET", `/api/v1/admin/emails?to=${"a".repeat(255)}`, owner.token), 400);
    expectError(await call("GET", `/api/v1/admin/emails?template=${"t".repeat(61)}`, owner.token), 400);
    expectError(await call("GET", "/api/v1/admin/emails?to=%00", owner.token), 400);
    expectError(await call("GET", "/api/v1/admin/emails/0", owner.token), 400);
    expectError(await call("GET", "/api/v1/admin/emails/1.5", owner.token), 400);
    expectError(await call("GET", "/api/v1/admin/emails/2147483600", owner.token), 404, ADMIN_EMAIL_MESSAGES.notFound);
    const literal = await call("GET", `/api/v1/admin/emails?to=${encodeURIComponent("%_")}`, owner.token);
    expect(literal.json<{ total: number }>().total).toBe(0);
  });
});

describe("GET /api/v1/admin/emails/:id and POST /api/v1/admin/emails/:id/resend", () => {
  it("shows the bodies and history, and queues a copy to the same address, audited", async () => {
    const original = (await latestEmailTo(testApp, member.email, "welcome"))!;
    const detail = await call("GET", `/api/v1/admin/emails/${original.id}`, support.token);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json<{ data: EmailWire & { text: string; html: string; resends: unknown[]; copy_of: unknown } }>().data).toMatchObject({
      id: original.id,
      to: member.email,
      text: original.text,
      html: original.html,
      resends: [],
      copy_of: null,
    });

    const before = await auditCount();
    const resent = await call("POST", `/api/v1/admin/emails/${original.id}/resend`, support.token);
    expect(resent.statusCode, resent.body).toBe(200);
    const copyId = resent.json<{ data: { id: number; to: string } }>().data.id;
    expect(resent.json<{ message: string }>().message).toBe(ADMIN_EMAIL_MESSAGES.resent(member.email));
    expect(await auditCount()).toBe(before + 1);

    const [copy] = await testApp.services.db.select().from(outboundEmails).where(eq(outboundEmails.id, copyId));
    expect(copy).toMatchObject({ toAddress: original.toAddress, subject: original.subject, html: original.html, text: original.text, template: original.template, sentAt: null, attempts: 0 });
    // Queued for the normal delivery job.
    const jobs = await testApp.database.executeSql("select data from pgboss.job where name = 'deliver-email' and (data->>'emailId')::int = $1", [copyId]);
    expect(jobs.rows).toHaveLength(1);

    const [entry] = await testApp.services.db.select().from(adminAuditLog).orderBy(desc(adminAuditLog.id)).limit(1);
    expect(entry).toMatchObject({ actorUserId: support.userId, action: "email.resend", event: "email.resend", targetType: "email", targetId: String(original.id) });
    expect(entry?.after).toMatchObject({ copyId, toAddress: member.email });
    expect(JSON.stringify(entry)).not.toContain(original.text);

    const history = await call("GET", `/api/v1/admin/emails/${original.id}`, owner.token);
    expect(history.json<{ data: { resends: { copy_id: number }[] } }>().data.resends).toEqual([expect.objectContaining({ copy_id: copyId })]);
    const copied = await call("GET", `/api/v1/admin/emails/${copyId}`, owner.token);
    expect(copied.json<{ data: { copy_of: { id: number } } }>().data.copy_of).toMatchObject({ id: original.id });
  });

  it("refuses a resend to the content editor, members and visitors, and an unknown e-mail, writing nothing", async () => {
    const original = (await latestEmailTo(testApp, member.email))!;
    const [{ total: before } = { total: 0 }] = await testApp.services.db.select({ total: count() }).from(outboundEmails);
    const audits = await auditCount();
    expectError(await call("POST", `/api/v1/admin/emails/${original.id}/resend`), 401);
    expectError(await call("POST", `/api/v1/admin/emails/${original.id}/resend`, member.token), 403, ADMIN_MESSAGES.adminsOnly);
    expectError(await call("POST", `/api/v1/admin/emails/${original.id}/resend`, business.token), 403, ADMIN_MESSAGES.adminsOnly);
    expectError(await call("POST", `/api/v1/admin/emails/${original.id}/resend`, editor.token), 403, ADMIN_MESSAGES.roleRefused);
    expectError(await call("POST", `/api/v1/admin/emails/2147483600/resend`, owner.token), 404, ADMIN_EMAIL_MESSAGES.notFound);
    expectError(await call("POST", `/api/v1/admin/emails/abc/resend`, owner.token), 400);
    const [{ total: after } = { total: 0 }] = await testApp.services.db.select({ total: count() }).from(outboundEmails);
    expect(after).toBe(before);
    expect(await auditCount()).toBe(audits);
  });
});
