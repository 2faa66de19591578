import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action } from "../../app/routes/contacts";
import type { RequestContext } from "../../server/app-context";
import { contactMessages } from "../../server/db/schema/content";
import { CONTACT_MESSAGE_RATE_LIMIT } from "../../server/domain/content/submit-contact-message";
import { createTestApp, type TestApp } from "../support/test-app";

/** The /contacts page's action, as React Router calls it with the server's request context. */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

const fields = { name: "Ana Lima", email: "ana@example.com", subject: "Honeymoon", message: "Could an advisor call us in October?" };

function post(clientAddress: string) {
  const context = { services: testApp.services, origin: "http://localhost", clientAddress } as RequestContext;
  const request = new Request("http://localhost/contacts", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  return action({ context, request, params: {} } as Parameters<typeof action>[0]);
}

describe("the /contacts form action", () => {
  it("refuses messages past the per-address limit with 429, Retry-After, a message for the form and what was typed", async () => {
    for (let sent = 0; sent < CONTACT_MESSAGE_RATE_LIMIT.limit; sent += 1) expect(await post("203.0.113.9")).toEqual({ status: "sent" });
    const stored = await testApp.services.db.$count(contactMessages);

    const refused = (await post("203.0.113.9")) as DataWithResponseInit<{ status: string; formError: string; values: Record<string, string> }>;
    expect(refused.init?.status).toBe(429);
    expect(Number(new Headers(refused.init?.headers).get("retry-after"))).toBeGreaterThan(0);
    expect(refused.data).toMatchObject({
      status: "rate-limited",
      formError: expect.stringMatching(/Please wait a few minutes/),
      values: { name: "Ana Lima", message: "Could an advisor call us in October?" },
    });
    expect(await testApp.services.db.$count(contactMessages)).toBe(stored);

    expect(await post("203.0.113.10")).toEqual({ status: "sent" });
  });
});
