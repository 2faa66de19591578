import type { z } from "zod";
import { AppError } from "../../kernel/errors";

/**
 * Parses what an admin sent (an API body or a console form's fields) with the operation's schema
 * from core: a refusal is a 422 naming each field's messages, the first one as the message a form shows.
 */
export function parseAdminInput<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) (errors[issue.path.length > 0 ? issue.path.join(".") : "_"] ??= []).push(issue.message);
  const first = Object.values(errors)[0]?.[0] ?? "Check the form.";
  throw new AppError("VALIDATION_FAILED", first, errors);
}
