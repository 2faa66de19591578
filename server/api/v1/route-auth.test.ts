import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestDatabase } from "../../../tests/support/test-database";
import type { AppServices } from "../../app-context";
import type { DatabaseHandle } from "../../db/client";
import { users } from "../../db/schema/accounts";
import { fixedClock } from "../../kernel/clock";
import { createSession } from "../../domain/accounts/sessions";
import { registerErrorHandling } from "../../http/errors";
import { ApiRegistry } from "./route";
import type { AuthRequirement } from "../../../core/contracts/contract";
import { ADMIN_MESSAGES } from "../../../core/admin-roles";
import { sessions } from "../../db/schema/accounts";
import { eq } from "drizzle-orm";

let database: DatabaseHandle;
let app: FastifyInstance;
let api: ApiRegistry;
const tokens = { member: "", admin: "", adminUnconfirmed: "", support: "" };
/** What each handler saw as `auth`: the signed-in user's e-mail, or null. Undefined: it did not run. */
const seen: Partial<Record<AuthRequirement, string | null>> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  const clock = fixedClock(new Date("2026-06-01T12:00:00Z"));
  const services = { db: database.db, clock } as unknown as AppServices;
  const [member, admin, support] = await database.db
    .insert(users)
    .values([
      { email: "route-auth-member@example.com", role: "traveler" },
      { email: "route-auth-admin@example.com", role: "admin", adminRole: "owner" },
      { email: "route-auth-support@example.com", role: "admin", adminRole: "support" },
    ])
    .returning();
  tokens.member = await createSession(services, member!.id, "test");
  tokens.admin = await createSession(services, admin!.id, "test");
  tokens.adminUnconfirmed = await createSession(services, admin!.id, "test");
  tokens.support = await createSession(services, support!.id, "test");
  // The owner's first session and the support admin's passed the authenticator; the owner's second did not.
  const confirmed = new Date("2026-06-01T12:00:00Z");
  await database.db.update(sessions).set({ secondFactorAt: confirmed }).where(eq(sessions.userId, support!.id));
  const [first] = await database.db.select().from(sessions).where(eq(sessions.userId, admin!.id)).orderBy(sessions.id).limit(1);
  await database.db.update(sessions).set({ secondFactorAt: confirmed }).where(eq(sessions.id, first!.id));

  app = Fastify();
  registerErrorHandling(app);
  api = new ApiRegistry(app, services);
  for (const auth of ["none", "optional", "member", "business", "admin"] as const) {
    api.inline({
      method: "POST",
      path: `/${auth}`,
      operationId: `call${auth}`,
      auth,
      ...(auth === "admin" ? { adminAction: "coupons.edit" as const } : {}),
      summary: `a ${auth} route`,
      tags: ["system"],
      body: z.object({ name: z.string().min(1) }),
      response: z.object({ ok: z.literal(true) }),
      handler: ({ auth: caller }) => {
        seen[auth] = caller ? caller.user.email : null;
        return { ok: true as const };
      },
    });
  }
  await api.ready();
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

function call(auth: AuthRequirement, { token, payload = { name: "x" } }: { token?: string; payload?: unknown } = {}) {
  delete seen[auth];
  return app.inject({
    method: "POST",
    url: `/${auth}`,
    payload: payload as object,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe("ApiRegistry: a route's declared auth requirement", () => {
  it("is recorded for the OpenAPI document, with the operationId", () => {
    expect(api.routes.map((route) => [route.operationId, route.auth])).toEqual([
      ["callnone", "none"],
      ["calloptional", "optional"],
      ["callmember", "member"],
      ["callbusiness", "business"],
      ["calladmin", "admin"],
    ]);
  });

  it.each(["member", "business", "admin"] as const)("%s: a visitor gets 401 before the body is parsed, and the handler never runs", async (auth) => {
    for (const payload of [{ name: "x" }, { name: 5 }]) {
      const response = await call(auth, { payload });
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).toMatchObject({ status: 401, code: "UNAUTHENTICATED" });
      expect(seen[auth]).toBeUndefined();
    }
    // An unknown token is no login either.
    expect((await call(auth, { token: "not-a-session-token-of-anyone-here" })).statusCode).toBe(401);
  });

  it("member and business: the handler gets the signed-in account", async () => {
    for (const auth of ["member", "business"] as const) {
      expect((await call(auth, { token: tokens.member })).statusCode).toBe(200);
      expect(seen[auth]).toBe("route-auth-member@example.com");
    }
  });

  it("admin: another account, an unconfirmed session and a role without the action get 403; a confirmed owner gets through", async () => {
    const refusals = [
      [tokens.member, ADMIN_MESSAGES.adminsOnly],
      [tokens.adminUnconfirmed, ADMIN_MESSAGES.secondFactorRequired],
      [tokens.support, ADMIN_MESSAGES.roleRefused],
    ] as const;
    for (const [token, message] of refusals) {
      for (const payload of [{ name: "x" }, { name: 5 }]) {
        const refused = await call("admin", { token, payload });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({ status: 403, code: "FORBIDDEN", message });
        expect(seen.admin).toBeUndefined();
      }
    }
    expect((await call("admin", { token: tokens.admin })).statusCode).toBe(200);
    expect(seen.admin).toBe("route-auth-admin@example.com");
  });

  it("optional: a visitor gets null, a signed-in caller its account", async () => {
    expect((await call("optional")).statusCode).toBe(200);
    expect(seen.optional).toBeNull();
    expect((await call("optional", { token: tokens.member })).statusCode).toBe(200);
    expect(seen.optional).toBe("route-auth-member@example.com");
  });

  it("none: the handler gets null even when credentials are sent, and bad input is judged as usual", async () => {
    expect((await call("none", { token: tokens.member })).statusCode).toBe(200);
    expect(seen.none).toBeNull();
    expect((await call("none", { payload: { name: 5 } })).statusCode).toBe(400);
  });
});
