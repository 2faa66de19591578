import type { z } from "zod";
import { OAuthProviderError } from "./provider-client";

/** A provider that has not answered in this time is treated as down; the person can retry. */
const PROVIDER_TIMEOUT_MS = 10_000;

/** A provider's error code ("invalid_grant", "OAuthException"), short and safe to log. */
function providerErrorCode(body: unknown): string {
  if (typeof body !== "object" || body === null) return "";
  const error = (body as { error?: unknown }).error;
  const candidate =
    typeof error === "string"
      ? error
      : typeof error === "object" && error !== null
        ? (error as { type?: unknown }).type
        : undefined;
  return typeof candidate === "string" && /^[A-Za-z0-9_.-]{1,60}$/.test(candidate) ? ` (${candidate})` : "";
}

/**
 * Calls a provider endpoint and parses its JSON answer with `schema`. Network failures and
 * timeouts become `unavailable`; refusals and unexpected answers `rejected`. The URL is never
 * put in an error, since some carry a code or token.
 */
export async function requestProvider<Schema extends z.ZodType>(
  what: string,
  url: string,
  init: { method: "GET" | "POST"; headers?: Record<string, string>; form?: Record<string, string> },
  schema: Schema,
): Promise<z.output<Schema>> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        accept: "application/json",
        ...(init.form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        ...init.headers,
      },
      ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
      redirect: "error",
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    text = await response.text();
  } catch {
    throw new OAuthProviderError("unavailable", `${what} did not answer`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const status = response.status >= 500 ? "unavailable" : "rejected";
    throw new OAuthProviderError(status, `${what} answered ${response.status}${providerErrorCode(body)}`);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new OAuthProviderError("rejected", `${what} answered in an unexpected shape`);
  return parsed.data;
}
