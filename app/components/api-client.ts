import { fetchOrReportOffline } from "./no-internet";

export type ApiResult<T> =
  | { ok: true; data: T }
  | {
      ok: false;
      /** null: no answer came (the 'No internet' dialog is already open). */
      status: number | null;
      message: string | null;
      /** A 422's messages by field. */
      errors?: Record<string, string[]>;
    };

function fieldErrorsOf(payload: unknown): Record<string, string[]> | undefined {
  if (typeof payload !== "object" || payload === null || !("errors" in payload)) return undefined;
  const { errors } = payload;
  if (typeof errors !== "object" || errors === null) return undefined;
  const valid = Object.values(errors).every((messages) => Array.isArray(messages) && messages.every((message) => typeof message === "string"));
  return valid ? (errors as Record<string, string[]>) : undefined;
}

/**
 * Calls /api/v1 from the browser with the session cookie (same origin, so the CSRF check passes).
 * Never throws: every outcome is a value the page can show; no answer at all opens the 'No
 * internet' dialog (docs/product.md §8).
 */
export async function callApi<T>(method: "GET" | "POST" | "PATCH" | "DELETE", path: string, body?: object, headers: Record<string, string> = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetchOrReportOffline(`/api/v1${path}`, {
      method,
      credentials: "same-origin",
      headers: { Accept: "application/json", ...(body ? { "Content-Type": "application/json" } : {}), ...headers },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    return { ok: false, status: null, message: null };
  }
  let payload: unknown = null;
  try {
    payload = await response.json();
  } catch {
    // A proxy's HTML error page or an empty body: no message to pass on.
  }
  if (response.ok) return { ok: true, data: payload as T };
  const message =
    typeof payload === "object" && payload !== null && "message" in payload && typeof payload.message === "string" ? payload.message : null;
  const errors = fieldErrorsOf(payload);
  return { ok: false, status: response.status, message, ...(errors ? { errors } : {}) };
}
