import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/support/test-app";
import type { AppError } from "../../kernel/errors";
import { checkPasswordUnderLockout, PASSWORD_LOCKOUT } from "./password-lockout";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

/** A password check that takes a while, as argon2 does, and records that it ran. */
function slowWrongCheck(ran: { count: number }) {
  return async () => {
    ran.count += 1;
    await new Promise((resolve) => setTimeout(resolve, 20));
    return false;
  };
}

describe("checkPasswordUnderLockout", () => {
  it("checks at most ten passwords of a burst sent at once: each attempt is counted before its check", async () => {
    const ran = { count: 0 };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, () => checkPasswordUnderLockout(testApp.services, "burst@example.com", slowWrongCheck(ran))),
    );
    expect(ran.count).toBe(PASSWORD_LOCKOUT.failures);
    const refused = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(refused.length).toBe(40 - (PASSWORD_LOCKOUT.failures - 1));
    for (const outcome of refused) expect((outcome.reason as AppError).code).toBe("RATE_LIMITED");
  });

  it("gives the attempt back when the password was right, so the owner's sign-ins never lock them out", async () => {
    for (let signIn = 0; signIn < 30; signIn += 1) {
      expect(await checkPasswordUnderLockout(testApp.services, "owner@example.com", async () => true)).toBe(true);
    }
    expect(await checkPasswordUnderLockout(testApp.services, "owner@example.com", async () => false)).toBe(false);
  });

  it("adds up wrong passwords either side of a window's edge", async () => {
    const { clock } = testApp;
    const windowMs = PASSWORD_LOCKOUT.windowSeconds * 1000;
    // Five minutes before a window ends, then just after.
    clock.advance(windowMs - (clock.now().getTime() % windowMs) - 5 * 60 * 1000);
    const ran = { count: 0 };
    for (let guess = 0; guess < 6; guess += 1) await checkPasswordUnderLockout(testApp.services, "edge@example.com", slowWrongCheck(ran));
    clock.advance(6 * 60 * 1000);
    const after = await Promise.allSettled(
      Array.from({ length: 6 }, () => checkPasswordUnderLockout(testApp.services, "edge@example.com", slowWrongCheck(ran))),
    );
    expect(ran.count).toBe(PASSWORD_LOCKOUT.failures);
    expect(after.filter((outcome) => outcome.status === "rejected").length).toBe(3);
  });
});
