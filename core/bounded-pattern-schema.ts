import { z } from "zod";

/*
 * The zod form of core/bounded-pattern.ts, kept apart so the browser's bundles, which use the
 * plain check, do not carry zod.
 */

export type BoundedPatternOptions = {
  pattern: RegExp;
  /** The longest value the field takes; anything longer is refused before the pattern runs. */
  maxLength: number;
  /** Said when the pattern does not match. */
  message: string;
  /** Said when the value is too long; the pattern's message unless given. */
  tooLong?: string;
};

/**
 * `base` (z.string() by default, or one with its own trim and minimum) capped at `maxLength`, then
 * matched against `pattern`. zod 4 runs a string's checks one after another even when one fails;
 * `abort` on the length check is what stops a too-long value from reaching the pattern.
 */
export function boundedPattern<Base extends z.ZodString>(
  { pattern, maxLength, message, tooLong = message }: BoundedPatternOptions,
  base: Base = z.string() as Base,
): Base {
  return base.max(maxLength, { message: tooLong, abort: true }).regex(pattern, message);
}
