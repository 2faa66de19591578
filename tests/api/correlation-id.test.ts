import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

async function correlationIdFor(url: string, incoming?: string): Promise<string | undefined> {
  const response = await testApp.app.inject({
    method: "GET",
    url,
    headers: incoming === undefined ? {} : { "x-correlation-id": incoming },
  });
  const header = response.headers["x-correlation-id"];
  return typeof header === "string" ? header : undefined;
}

describe("x-correlation-id", () => {
  it.each(["abcdefgh", "req-2026.06.01_0001", "a".repeat(64), "3f1c2d4e-0000-4000-8000-123456789abc"])(
    "keeps a valid incoming id (%s)",
    async (incoming) => {
      expect(await correlationIdFor("/api/v1/health", incoming)).toBe(incoming);
    },
  );

  it.each([
    ["too short", "abc"],
    ["too long", "a".repeat(65)],
    ["spaces", "has spaces in it"],
    ["backslashes", "abcdefgh\\r\\nset-cookie"],
    ["markup", "<script>alert(1)</script>"],
    ["non-ASCII", "corrélation-id"],
  ])("replaces an invalid incoming id (%s) with a fresh UUID", async (_reason, incoming) => {
    expect(await correlationIdFor("/api/v1/health", incoming)).toMatch(UUID);
  });

  it("issues a fresh UUID when none is sent, different every time", async () => {
    const first = await correlationIdFor("/api/v1/health");
    const second = await correlationIdFor("/api/v1/health");
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(first).not.toBe(second);
  });

  it("is echoed on error responses too", async () => {
    expect(await correlationIdFor("/api/v1/no-such-thing", "error-trace-0001")).toBe("error-trace-0001");
  });
});

describe("security headers on API responses", () => {
  it("sends nosniff, a referrer policy and no framing", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["referrer-policy"]).toBeTruthy();
    expect(response.headers["x-frame-options"]).toBe("DENY");
  });
});
