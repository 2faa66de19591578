import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ACTIONS, ADMIN_MESSAGES, ADMIN_ROLES, adminMay, type AdminAction, type AdminRole } from "../../core/admin-roles";
import { users } from "../../server/db/schema/accounts";
import { bearer, signInWithCode } from "../support/accounts";
import { signInAsAdmin } from "../support/admins";
import { createBusiness } from "../support/business-accounts";
import { createTestApp, type TestApp } from "../support/test-app";
import { documentedOperations, expectErrorShape, fetchOpenApiDocument, type DocumentedOperation, type OpenApiOperation } from "./api-routes";

/**
 * The authorization matrix of the admin console (decision 044): every /api/v1/admin operation,
 * read from the OpenAPI document (so operations added later are covered without editing this
 * file), called by a visitor, a member, an active business, an admin whose session has not passed
 * the authenticator, and each role without the operation's action. Every one is refused, with
 * nothing written.
 */

type AdminOperation = DocumentedOperation & { operation: OpenApiOperation & { "x-admin-action"?: AdminAction; "x-admin-roles"?: AdminRole[] } };

let testApp: TestApp;
let operations: AdminOperation[];
const tokens: Partial<Record<"member" | "business" | "unverified" | "noRole" | AdminRole, string>> = {};
let counter = 0;
const unique = (label: string) => `matrix-${label}-${Date.now().toString(36)}-${(counter += 1)}@amora.example`;

beforeAll(async () => {
  testApp = await createTestApp();
  const document = await fetchOpenApiDocument(testApp.app);
  operations = documentedOperations(document).filter((entry) => entry.path.startsWith("/api/v1/admin")) as AdminOperation[];
  tokens.member = (await signInWithCode(testApp, unique("member"))).token;
  tokens.business = (await createBusiness(testApp, "hotel", { type: "basic", title: `Matrix Hotel ${unique("hotel")}`, status: "active" })).token;
  const unverifiedEmail = unique("unverified");
  await testApp.services.db.insert(users).values({ email: unverifiedEmail, role: "admin", adminRole: "owner" });
  tokens.unverified = (await signInWithCode(testApp, unverifiedEmail)).token;
  for (const role of ADMIN_ROLES) tokens[role] = (await signInAsAdmin(testApp, unique(role), role)).token;
  // An admin account given no console role yet: only its own second factor.
  const noRoleEmail = unique("no-role");
  tokens.noRole = (await signInAsAdmin(testApp, noRoleEmail)).token;
  await testApp.services.db.update(users).set({ adminRole: null }).where(sql`${users.email} = ${noRoleEmail}`);
});

afterAll(async () => {
  await testApp.close();
});

/** What a refused call could have written: the audit log, admins' authenticators and recovery codes, accounts' roles. */
async function writtenState(): Promise<string> {
  const result = await testApp.services.db.execute(sql`
    select
      (select count(*) from admin_audit_log)::int as audit,
      (select count(*) from admin_second_factors)::int as factors,
      (select count(*) from admin_recovery_codes)::int as recovery,
      (select count(*) from users where role = 'admin')::int as admins,
      (select coalesce(max(updated_at), 'epoch') from users)::text as users_updated`);
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows ?? result);
}

/** The operation's address with every path parameter a number (no record needs to exist: the guard answers first). */
function urlOf(path: string): string {
  return path.replace(/\{[^}]+\}/g, "1");
}

function callAs(entry: AdminOperation, token: string | undefined) {
  const method = entry.method as "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  return testApp.app.inject({
    method,
    url: urlOf(entry.path),
    headers: token ? bearer(token) : {},
    ...(method === "GET" || method === "DELETE" ? {} : { payload: {} }),
  });
}

async function expectRefused(entry: AdminOperation, token: string | undefined, status: number, message: string | undefined, who: string) {
  const response = await callAs(entry, token);
  const label = `${who}: ${entry.method} ${entry.path}`;
  expect(response.statusCode, `${label} ${response.body}`).toBe(status);
  expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, label);
  if (message) expect(response.json<{ message: string }>().message, label).toBe(message);
}

const isSecondFactorOperation = (entry: AdminOperation) => entry.operation["x-admin-action"] === "second_factor";

describe("every /api/v1/admin operation", () => {
  it("is documented with security, its admin action and the roles that have it", () => {
    expect(operations.length).toBeGreaterThan(10);
    for (const entry of operations) {
      const label = `${entry.method} ${entry.path}`;
      const action = entry.operation["x-admin-action"];
      expect(action, label).toBeDefined();
      expect((ADMIN_ACTIONS as readonly string[]).includes(action!), label).toBe(true);
      expect(entry.operation.security?.length, label).toBeGreaterThan(0);
      expect(entry.operation.security!.every((requirement) => Object.keys(requirement).length > 0), label).toBe(true);
      expect(entry.operation["x-admin-roles"], label).toEqual(ADMIN_ROLES.filter((role) => adminMay(role, action!)));
      expect(entry.operation.responses, label).toHaveProperty("401");
      expect(entry.operation.responses, label).toHaveProperty("403");
    }
  });

  it("refuses a visitor (401), a member and an active business (403), nothing written", async () => {
    const before = await writtenState();
    for (const entry of operations) {
      await expectRefused(entry, undefined, 401, undefined, "visitor");
      await expectRefused(entry, tokens.member, 403, ADMIN_MESSAGES.adminsOnly, "member");
      await expectRefused(entry, tokens.business, 403, ADMIN_MESSAGES.adminsOnly, "business");
    }
    expect(await writtenState()).toBe(before);
  });

  it("refuses an admin whose session has not passed the authenticator (but its own second factor operations), nothing written", async () => {
    const before = await writtenState();
    const guarded = operations.filter((entry) => !isSecondFactorOperation(entry));
    expect(guarded.length).toBeGreaterThan(0);
    for (const entry of guarded) await expectRefused(entry, tokens.unverified, 403, ADMIN_MESSAGES.secondFactorRequired, "owner without second factor");
    expect(await writtenState()).toBe(before);
    // Its own second factor's status it may read.
    const status = await testApp.app.inject({ method: "GET", url: "/api/v1/admin/second-factor", headers: bearer(tokens.unverified!) });
    expect(status.statusCode).toBe(200);
  });

  it("refuses each role the operations whose action it lacks, nothing written", async () => {
    const before = await writtenState();
    let refusals = 0;
    for (const role of ADMIN_ROLES) {
      for (const entry of operations) {
        if (adminMay(role, entry.operation["x-admin-action"]!)) continue;
        await expectRefused(entry, tokens[role], 403, ADMIN_MESSAGES.roleRefused, role);
        refusals += 1;
      }
    }
    for (const entry of operations.filter((operation) => !isSecondFactorOperation(operation))) {
      await expectRefused(entry, tokens.noRole, 403, ADMIN_MESSAGES.roleRefused, "admin without a role");
      refusals += 1;
    }
    expect(refusals).toBeGreaterThan(0);
    expect(await writtenState()).toBe(before);
  });
});
