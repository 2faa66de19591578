import { ACCOUNT_MESSAGES } from "../../../core/account-rules";

export type FieldErrors = Record<string, string[]>;

export type AccountApiResult<T> =
  | { ok: true; body: T }
  | { ok: false; status: number; message: string; errors: FieldErrors };

const SIGNED_OUT = "You have been signed out. Please log in again.";

/**
 * Calls /api/v1 from the page with the session cookie (same origin, so the server's CSRF check
 * passes) and turns every outcome into data: the server's message and field errors, docs/product.md's
 * "No internet" text when the server cannot be reached, or a generic message otherwise.
 */
export async function callAccountApi<T>(path: string, init: { method: "POST" | "DELETE"; json?: unknown; form?: FormData }): Promise<AccountApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(`/api/v1${path}`, {
      method: init.method,
      credentials: "same-origin",
      headers: { accept: "application/json", ...(init.json !== undefined ? { "content-type": "application/json" } : {}) },
      body: init.form ?? (init.json !== undefined ? JSON.stringify(init.json) : undefined),
    });
  } catch {
    return { ok: false, status: 0, message: ACCOUNT_MESSAGES.noInternetBody, errors: {} };
  }
  const body = (await response.json().catch(() => null)) as { message?: unknown; errors?: unknown } | null;
  if (response.ok) return { ok: true, body: body as T };
  if (response.status === 401) return { ok: false, status: 401, message: SIGNED_OUT, errors: {} };
  const message = typeof body?.message === "string" ? body.message : ACCOUNT_MESSAGES.somethingWentWrong;
  const errors = body?.errors && typeof body.errors === "object" ? (body.errors as FieldErrors) : {};
  return { ok: false, status: response.status, message, errors };
}
