import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";
import { expectErrorShape } from "./api-routes";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe("unknown /api/v1 paths", () => {
  it.each([
    ["GET", "/api/v1/no-such-thing"],
    ["GET", "/api/v1/posts/showbyslug/a/b/c"],
    ["POST", "/api/v1/no-such-thing"],
    ["DELETE", "/api/v1/health"],
    ["PUT", "/api/v1/posts/1"],
  ] as const)("%s %s answers 404 in the error shape", async (method, url) => {
    const response = await testApp.app.inject({ method, url, payload: method === "GET" || method === "DELETE" ? undefined : {} });
    expect(response.statusCode).toBe(404);
    expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, `${method} ${url}`);
    expect(response.json()).toMatchObject({ status: 404, code: "NOT_FOUND" });
  });

  it("a listing that does not exist is a 404 in the error shape", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/v1/posts/showbyslug/no-such-listing-anywhere" });
    expect(response.statusCode).toBe(404);
    expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, "missing listing");
  });

  it("malformed JSON is a 400 in the error shape", async () => {
    const response = await testApp.app.inject({
      method: "POST",
      url: "/api/v1/no-such-thing",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, "malformed JSON");
  });
});
