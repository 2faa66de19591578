import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/test-app";

/**
 * The client address every per-address limit counts by. /forgot-password has the credential
 * limit (30 calls per 10 minutes per address) and costs no password hash, so it shows cheaply
 * whose address a request was counted against.
 */
let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

let sent = 0;
function forgotPassword(app: TestApp, remoteAddress: string, forwardedFor?: string) {
  sent += 1;
  return app.app.inject({
    method: "POST",
    url: "/api/v1/forgot-password",
    payload: { email: `someone-${sent}@example.com` },
    remoteAddress,
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });
}

/** Uses up the limit for the address `forwardedFor` claims (or the socket's, when not believed). */
async function useUpLimit(app: TestApp, remoteAddress: string, forwardedFor: (call: number) => string) {
  for (let call = 0; call < 30; call += 1) {
    const response = await forgotPassword(app, remoteAddress, forwardedFor(call));
    expect(response.statusCode).toBe(200);
  }
}

describe("the client address behind X-Forwarded-For", () => {
  it.each<Record<string, string>>([{}, { NODE_ENV: "production" }])("is the socket's when TRUST_PROXY is unset (%j): forged headers share one limit", async (environment) => {
    testApp = await createTestApp(environment);
    await useUpLimit(testApp, "10.0.0.1", (call) => `203.0.113.${call + 1}`);
    const forged = await forgotPassword(testApp, "10.0.0.1", "198.51.100.7");
    expect(forged.statusCode).toBe(429);
    expect(Number(forged.headers["retry-after"])).toBeGreaterThan(0);
    // Another socket address is another client.
    expect((await forgotPassword(testApp, "10.0.0.2")).statusCode).toBe(200);
  });

  it("is the forwarded one with a hop count: each forwarded client has its own limit", async () => {
    testApp = await createTestApp({ NODE_ENV: "production", TRUST_PROXY: "1" });
    await useUpLimit(testApp, "10.0.0.1", () => "203.0.113.5");
    expect((await forgotPassword(testApp, "10.0.0.1", "203.0.113.5")).statusCode).toBe(429);
    expect((await forgotPassword(testApp, "10.0.0.1", "203.0.113.6")).statusCode).toBe(200);
    // One hop only: an address the client wrote in front of the proxy's is not believed.
    expect((await forgotPassword(testApp, "10.0.0.1", "198.51.100.1, 203.0.113.5")).statusCode).toBe(429);
  });

  it("is the forwarded one only from a listed proxy", async () => {
    testApp = await createTestApp({ NODE_ENV: "production", TRUST_PROXY: "10.0.0.0/8, 192.0.2.10" });
    await useUpLimit(testApp, "10.1.2.3", () => "203.0.113.5");
    expect((await forgotPassword(testApp, "10.9.9.9", "203.0.113.5")).statusCode).toBe(429);
    expect((await forgotPassword(testApp, "192.0.2.10", "203.0.113.6")).statusCode).toBe(200);
    // A client that is not a listed proxy is counted by its own address, whatever it claims.
    await useUpLimit(testApp, "192.0.2.99", (call) => `198.51.100.${call + 1}`);
    expect((await forgotPassword(testApp, "192.0.2.99", "198.51.100.200")).statusCode).toBe(429);
  });
});
