import { pathWithParams, type AnyContract, type ContractInput, type ContractOutput } from "../../core/contracts/contract";
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
      /** The answer's Retry-After header, when it sent one (a 429's wait). */
      retryAfter?: string;
    };

/** The input of a call: nothing to pass for an operation without parameters, query or body. */
type InputArgs<C extends AnyContract> = unknown extends ContractInput<C> ? [input?: Record<string, never>, options?: CallOptions] : [input: ContractInput<C>, options?: CallOptions];

export type CallOptions = {
  headers?: Record<string, string>;
  /** Ends the call (a newer search replacing an older one). */
  signal?: AbortSignal;
  /** The call outlives the page: a reload or a link followed right after it does not cancel it. */
  keepalive?: boolean;
};

function fieldErrorsOf(payload: unknown): Record<string, string[]> | undefined {
  if (typeof payload !== "object" || payload === null || !("errors" in payload)) return undefined;
  const { errors } = payload;
  if (typeof errors !== "object" || errors === null) return undefined;
  const valid = Object.values(errors).every((messages) => Array.isArray(messages) && messages.every((message) => typeof message === "string"));
  return valid ? (errors as Record<string, string[]>) : undefined;
}

/** The address of a call: /api/v1, the contract's path with its parameters, and the query. */
export function apiUrlOf(contract: AnyContract, input: { params?: Record<string, unknown>; query?: Record<string, unknown> } = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query ?? {})) {
    if (value === undefined || value === null) continue;
    search.set(name, Array.isArray(value) ? value.join(",") : String(value));
  }
  const query = search.toString();
  return `/api/v1${pathWithParams(contract.path, input.params)}${query ? `?${query}` : ""}`;
}

/**
 * Calls an /api/v1 operation from the browser by its contract (core/contracts, decision 028),
 * with the session cookie (same origin, so the CSRF check passes). The input's and the answer's
 * types are the contract's. Never throws: every outcome is a value the page can show; no answer
 * at all opens the 'No internet' dialog (docs/product.md §8). An aborted call answers like no
 * answer, without the dialog.
 */
export async function callApi<C extends AnyContract>(contract: C, ...[input, options = {}]: InputArgs<C>): Promise<ApiResult<ContractOutput<C>>> {
  const parts = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
  const body = parts.body;
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  let response: Response;
  try {
    response = await fetchOrReportOffline(apiUrlOf(contract, parts), {
      method: contract.method,
      credentials: "same-origin",
      headers: { Accept: "application/json", ...(body !== undefined && !isForm ? { "Content-Type": "application/json" } : {}), ...options.headers },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: options.signal,
      keepalive: options.keepalive,
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
  if (response.ok) return { ok: true, data: payload as ContractOutput<C> };
  const message =
    typeof payload === "object" && payload !== null && "message" in payload && typeof payload.message === "string" ? payload.message : null;
  const errors = fieldErrorsOf(payload);
  const retryAfter = response.headers.get("retry-after");
  return { ok: false, status: response.status, message, ...(errors ? { errors } : {}), ...(retryAfter !== null ? { retryAfter } : {}) };
}
