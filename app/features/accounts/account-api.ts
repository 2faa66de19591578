import { fetchOrReportOffline } from "../../components/no-internet";

/** The account calls of docs/product.md §7 that the website makes. */
export type AccountPath =
  | "/send-otp"
  | "/verify-otp"
  | "/login"
  | "/register"
  | "/forgot-password"
  | "/reset-password"
  | "/logout";

/** What a sign-in call answers; the modal reads only whether the member already has a password. */
export type SignedInAnswer = {
  message: string;
  user: { email: string; has_password: boolean };
};

export type AccountSuccess<T> = { ok: true; status: number; data: T };

export type AccountFailure = {
  ok: false;
  /** The HTTP status; null when no answer came (the 'No internet' dialog is already open). */
  status: number | null;
  /** The server's message in the contract's error shape, if it sent one. */
  message: string | null;
  /** Field names the server's `errors` object blames (e.g. ["otp"]). */
  fields: string[];
  /** Seconds from a 429's Retry-After header. */
  retryAfterSeconds: number | null;
};

export type AccountResult<T> = AccountSuccess<T> | AccountFailure;

const API_BASE = "/api/v1";

/**
 * POSTs one account call with the session cookie. Never throws: a failure comes back as a
 * value the form can show, and a server that cannot be reached opens the 'No internet' dialog.
 */
export async function postAccount<T>(path: AccountPath, body?: Record<string, unknown>): Promise<AccountResult<T>> {
  let response: Response;
  try {
    response = await fetchOrReportOffline(`${API_BASE}${path}`, {
      method: "POST",
      credentials: "same-origin",
      // No Content-Type without a body: the server refuses an empty body announced as JSON.
      headers: body ? { Accept: "application/json", "Content-Type": "application/json" } : { Accept: "application/json" },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    return { ok: false, status: null, message: null, fields: [], retryAfterSeconds: null };
  }
  const payload = await readJson(response);
  if (response.ok) return { ok: true, status: response.status, data: payload as T };
  return {
    ok: false,
    status: response.status,
    message: errorMessage(payload),
    fields: errorFields(payload),
    retryAfterSeconds: retryAfter(response.headers.get("retry-after")),
  };
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    // A proxy's HTML error page or an empty body: the caller falls back to its own message.
    return null;
  }
}

function errorMessage(payload: unknown): string | null {
  if (typeof payload !== "object" || payload === null || !("message" in payload)) return null;
  const { message } = payload;
  return typeof message === "string" && message.trim() !== "" ? message : null;
}

function errorFields(payload: unknown): string[] {
  if (typeof payload !== "object" || payload === null || !("errors" in payload)) return [];
  const { errors } = payload;
  return typeof errors === "object" && errors !== null ? Object.keys(errors) : [];
}

/** Retry-After in seconds (the server sends seconds, never an HTTP date). */
export function retryAfter(header: string | null): number | null {
  if (header === null || !/^\d+$/.test(header.trim())) return null;
  return Number.parseInt(header.trim(), 10);
}
