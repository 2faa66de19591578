import { z } from "zod";
import { ACCOUNT_MESSAGES } from "../account-rules";
import { deviceNameSchema, emailSchema, otpSchema, passwordSchema } from "../account-schemas";
import { boundedPattern } from "../bounded-pattern-schema";
import { EMAIL_LINK_DESTINATION } from "../email-link";
import { clearableCalendarDateSchema } from "../calendar-date-schema";
import { LOGIN_WIRE_NAMES, REGISTER_WIRE_NAMES, RESET_PASSWORD_WIRE_NAMES, VERIFY_OTP_WIRE_NAMES } from "./account-wire-names";
import { wireObject } from "./wire-object";

/**
 * The schemas of the account operations (core/contracts/account.ts), docs/product.md §7
 * "Account": the wire shapes, snake_case as the apps send and read them. Bodies with a
 * device_name reach the handlers in the code's camelCase (account-wire-names.ts).
 */

const mediaSizes = z.object({ thumbnail: z.string(), small: z.string(), medium: z.string(), large: z.string() });

/** docs/product.md §3 "User". */
export const apiUser = z.object({
  id: z.number().int(),
  email: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  name: z.string(),
  role: z.enum(["traveler", "business", "admin"]),
  media: z.array(z.object({ sizes: mediaSizes })),
  created_at: z.string(),
  subscription_sku: z.string().nullable(),
  subscription_expires_at: z.string().nullable(),
  unread_deals_count: z.number().int(),
  unread_notifications_count: z.number().int(),
  birthday: z.string().nullable(),
  wedding_date: z.string().nullable(),
  anniversary_date: z.string().nullable(),
  fcm_token: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  has_password: z.boolean(),
});

export const messageResponse = z.object({ message: z.string() });

export const signedInResponse = z.object({
  message: z.string(),
  token: z.string(),
  loginurl: z.string().optional(),
  user: apiUser,
  is_new_user: z.boolean().optional(),
});

export const userResponse = z.object({ data: apiUser });
export const updatedUserResponse = z.object({ message: z.string(), data: apiUser });

export const loginBody = wireObject(LOGIN_WIRE_NAMES, {
  email: emailSchema,
  password: z.string(ACCOUNT_MESSAGES.passwordRequired).min(1, ACCOUNT_MESSAGES.passwordRequired).max(1024),
  device_name: deviceNameSchema,
});

export const registerBody = wireObject(REGISTER_WIRE_NAMES, {
  email: emailSchema,
  password: passwordSchema,
  name: z.string().trim().max(120).optional().default(""),
  device_name: deviceNameSchema,
});

export const emailBody = z.object({ email: emailSchema });

export const verifyOtpBody = wireObject(VERIFY_OTP_WIRE_NAMES, { email: emailSchema, otp: otpSchema, device_name: deviceNameSchema });

export const resetPasswordBody = wireObject(RESET_PASSWORD_WIRE_NAMES, {
  email: emailSchema,
  otp: otpSchema,
  password: passwordSchema,
  password_confirmation: z.string().optional(),
  device_name: deviceNameSchema,
}).refine((body) => body.passwordConfirmation === undefined || body.passwordConfirmation === body.password, {
  path: ["password_confirmation"],
  message: "The password confirmation does not match.",
});

const isoDate = clearableCalendarDateSchema.nullable().optional();

const nameField = z.string().trim().max(60, "Keep names under 60 characters").nullable().optional();

/** The profile fields of POST /user, as the domain's UserChanges names them (the wire's names). */
export const updateUserBody = z
  .object({
    firstname: nameField,
    lastname: nameField,
    birthday: isoDate,
    wedding_date: isoDate,
    anniversary_date: isoDate,
    fcm_token: z.string().trim().max(4096).nullable().optional(),
    password: passwordSchema.optional(),
    current_password: z.string().max(1024).optional(),
  })
  .refine((body) => body.current_password === undefined || body.password !== undefined, {
    path: ["password"],
    message: ACCOUNT_MESSAGES.passwordRequired,
  });

export const loginLinkQuery = z.object({ email: emailSchema, token: z.string().min(20).max(200) });

/** The sign-in-once link of a new-offer or new-message e-mail: whose, where it lands, its secret. */
export const emailLinkQuery = z.object({
  user: z.coerce.number().int().min(1).max(2_147_483_647),
  to: boundedPattern({ pattern: EMAIL_LINK_DESTINATION, maxLength: 32, message: "The link's destination is not an offer" }),
  token: z.string().min(20).max(200),
});

export const login = { body: loginBody, response: signedInResponse };
export const register = { body: registerBody, response: signedInResponse };
export const sendOtp = { body: emailBody, response: messageResponse };
export const verifyOtp = { body: verifyOtpBody, response: signedInResponse };
export const forgotPassword = { body: emailBody, response: messageResponse };
export const resetPassword = { body: resetPasswordBody, response: signedInResponse };
export const logout = { response: messageResponse };
export const logoutWebsite = { response: messageResponse };
export const openLoginLink = { query: loginLinkQuery, response: messageResponse };
export const openEmailLink = { query: emailLinkQuery, response: messageResponse };
export const getUser = { response: userResponse };
export const deleteUser = { response: messageResponse };
