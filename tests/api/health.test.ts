import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe("GET /api/v1/health", () => {
  it("reports that the database answers", async () => {
    const response = await testApp.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: "ok",
      database: { reachable: true, driver: testApp.database.driver },
    });
  });

  it("reports 503 when the database is gone", async () => {
    const other = await createTestApp();
    await other.database.close();
    const response = await other.app.inject({ method: "GET", url: "/api/v1/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: "degraded", database: { reachable: false } });
    await other.app.close();
  });
});
