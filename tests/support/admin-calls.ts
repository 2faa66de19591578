import { expect } from "vitest";
import { expectErrorShape } from "../api/api-routes";
import { bearer } from "./accounts";
import type { TestApp } from "./test-app";

type Answer = Awaited<ReturnType<TestApp["app"]["inject"]>>;

let address = 0;

/** One API call as `token` (none: a visitor), each from its own address (rate limits stay out of the way). */
export function apiCall(testApp: TestApp, method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, token: string | null, body?: unknown): Promise<Answer> {
  address += 1;
  return testApp.app.inject({
    method,
    url,
    remoteAddress: `198.18.${Math.floor(address / 250) % 250}.${(address % 250) + 1}`,
    headers: token ? bearer(token) : {},
    ...(body === undefined ? {} : typeof body === "string" ? { payload: body, headers: { ...(token ? bearer(token) : {}), "content-type": "application/json" } } : { payload: body as object }),
  });
}

/** A refusal in the API's error shape, with its status (and message when given). */
export function expectRefused(response: Answer, status: number, message?: string): void {
  expect(response.statusCode, response.body).toBe(status);
  expectErrorShape(response.statusCode, String(response.headers["content-type"]), response.body, `${status}`);
  if (message !== undefined) expect(response.json<{ message: string }>().message).toBe(message);
}
