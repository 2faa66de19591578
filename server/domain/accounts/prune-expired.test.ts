import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { oauthStates, oneTimeCodes, rateLimitHits, sessions, users } from "../../db/schema/accounts";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import { pruneExpired } from "./prune-expired";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe("pruneExpired", () => {
  it("removes expired sessions, states, old codes and old rate-limit windows, and keeps the rest", async () => {
    const { db, clock } = testApp.services;
    const now = clock.now();
    const hour = 60 * 60 * 1000;
    const at = (offset: number) => new Date(now.getTime() + offset);
    const [user] = await db.insert(users).values({ email: "prune@example.com" }).returning();
    await db.insert(sessions).values([
      { userId: user!.id, tokenHash: "a".repeat(64), expiresAt: at(-hour) },
      { userId: user!.id, tokenHash: "b".repeat(64), expiresAt: at(hour) },
    ]);
    await db.insert(oauthStates).values([
      { stateHash: "old", provider: "google", codeVerifier: "v", nonce: "n", createdAt: at(-2 * hour), expiresAt: at(-hour) },
      { stateHash: "new", provider: "google", codeVerifier: "v", nonce: "n", createdAt: now, expiresAt: at(hour) },
    ]);
    await db.insert(oneTimeCodes).values([
      { email: "prune@example.com", purpose: "sign_in", codeHash: "x", createdAt: at(-25 * hour), expiresAt: at(-24 * hour) },
      { email: "prune@example.com", purpose: "sign_in", codeHash: "y", createdAt: at(-hour), expiresAt: at(-hour + 600_000) },
    ]);
    await db.insert(rateLimitHits).values([
      { key: "login:1", windowStart: at(-25 * hour), hits: 3 },
      { key: "login:1", windowStart: at(-hour), hits: 3 },
    ]);

    await pruneExpired({ db, clock });

    expect((await db.select().from(sessions)).map((row) => row.tokenHash)).toEqual(["b".repeat(64)]);
    expect((await db.select().from(oauthStates)).map((row) => row.stateHash)).toEqual(["new"]);
    expect((await db.select().from(oneTimeCodes)).map((row) => row.codeHash)).toEqual(["y"]);
    expect(await db.select().from(rateLimitHits)).toHaveLength(1);
  });
});
