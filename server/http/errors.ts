import type { FastifyError, FastifyInstance } from "fastify";
import { ZodError } from "zod";
import { databaseFailureOf } from "../db/database-error";
import { AppError } from "../kernel/errors";

/**
 * The one error shape of /api/v1: `{ status, code, message, errors? }`. `message` is what the
 * apps show; `errors` maps a field to its messages.
 */
export type ApiErrorBody = {
  status: number;
  code: string;
  message: string;
  errors?: Record<string, string[]>;
};

export function zodFieldErrors(error: ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "_";
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

const CLIENT_ERROR_CODES: Record<number, string> = {
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
};

/** SQLSTATEs of text PostgreSQL cannot hold: 22021 invalid byte sequence (a NUL), 22P05 untranslatable character. */
const INVALID_TEXT_STATES = new Set(["22021", "22P05"]);

export function errorBody(error: unknown): ApiErrorBody {
  if (error instanceof AppError) {
    return {
      status: error.status,
      code: error.code,
      message: error.message,
      ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
    };
  }
  if (error instanceof ZodError) {
    const errors = zodFieldErrors(error);
    const [firstField, firstMessages] = Object.entries(errors)[0] ?? ["_", ["Invalid input"]];
    return {
      status: 400,
      code: "BAD_REQUEST",
      message: firstField === "_" ? String(firstMessages[0]) : `${firstField}: ${firstMessages[0]}`,
      errors,
    };
  }
  const fastifyError = (error ?? {}) as Partial<FastifyError>;
  const statusCode = fastifyError.statusCode;
  if (typeof statusCode === "number" && statusCode >= 400 && statusCode < 500) {
    // Fastify's own client errors: malformed JSON, body too large, unsupported media type...
    return {
      status: statusCode,
      code: CLIENT_ERROR_CODES[statusCode] ?? "BAD_REQUEST",
      message: fastifyError.message ?? "Bad request",
    };
  }
  // Text the database cannot hold is the sender's doing. The API refuses it before any query; this
  // covers a path that one day forgets to.
  const sqlState = databaseFailureOf(error)?.sqlState;
  if (sqlState !== undefined && INVALID_TEXT_STATES.has(sqlState)) {
    return { status: 400, code: "BAD_REQUEST", message: "The request holds text that cannot be stored (a NUL character or an unpaired surrogate)." };
  }
  return { status: 500, code: "INTERNAL", message: "Something went wrong. Please try again." };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const body = errorBody(error);
    if (body.status >= 500) request.log.error({ err: error }, "request failed");
    else request.log.info({ code: body.code }, body.message);
    if (body.status === 429) {
      reply.header("retry-after", String(error instanceof AppError ? (error.retryAfterSeconds ?? 60) : 60));
    }
    return reply.status(body.status).send(body);
  });
}
