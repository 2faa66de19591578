import { z } from "zod";
import { ACCOUNT_MESSAGES, isEmail, isOtp, normaliseEmail, passwordFieldError } from "./account-rules";

/*
 * Kept apart from core/account-rules so the browser's bundles, which import the messages and
 * field checks, do not carry zod (about 20 KB compressed) for schemas only the server parses with.
 */

/** zod pieces for the server's request bodies; messages match the forms'. */
export const emailSchema = z
  .string(ACCOUNT_MESSAGES.emailRequired)
  .trim()
  .min(1, ACCOUNT_MESSAGES.emailRequired)
  .refine(isEmail, ACCOUNT_MESSAGES.emailInvalid)
  .transform(normaliseEmail);

export const passwordSchema = z
  .string(ACCOUNT_MESSAGES.passwordRequired)
  .min(1, ACCOUNT_MESSAGES.passwordRequired)
  .refine((value) => passwordFieldError(value) === null, ACCOUNT_MESSAGES.passwordLength);

export const otpSchema = z
  .union([z.string(), z.number().int()], ACCOUNT_MESSAGES.otpRequired)
  .transform((value) => String(value).trim())
  .refine((value) => value !== "", ACCOUNT_MESSAGES.otpRequired)
  .refine(isOtp, ACCOUNT_MESSAGES.otpInvalid);

export const deviceNameSchema = z.string().trim().max(100).optional().default("");
