/**
 * Errors raised on purpose, by the domain and by the adapters beneath it (a provider that refuses),
 * which is why they live in the kernel both may import. Each code maps to one HTTP status in
 * server/http/errors.ts; the message is safe to show to the person who caused it.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  override name = "AppError";
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Field name to messages, for forms. */
    readonly fieldErrors?: Record<string, string[]>,
    /** For RATE_LIMITED: when to try again (the Retry-After header). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function notFound(message = "Not found"): AppError {
  return new AppError("NOT_FOUND", message);
}
