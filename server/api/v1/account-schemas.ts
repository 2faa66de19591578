import { z } from "zod";
import { ACCOUNT_MESSAGES } from "../../../core/account-rules";
import { clearableCalendarDateSchema } from "../../../core/calendar-date-schema";
import { deviceNameSchema, emailSchema, otpSchema, passwordSchema } from "../../../core/account-schemas";

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

export const loginBody = z.object({
  email: emailSchema,
  password: z.string(ACCOUNT_MESSAGES.passwordRequired).min(1, ACCOUNT_MESSAGES.passwordRequired).max(1024),
  device_name: deviceNameSchema,
});

export const registerBody = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: z.string().trim().max(120).optional().default(""),
  device_name: deviceNameSchema,
});

export const emailBody = z.object({ email: emailSchema });

export const verifyOtpBody = z.object({ email: emailSchema, otp: otpSchema, device_name: deviceNameSchema });

export const resetPasswordBody = z.object({
  email: emailSchema,
  otp: otpSchema,
  password: passwordSchema,
  password_confirmation: z.string().optional(),
  device_name: deviceNameSchema,
}).refine((body) => body.password_confirmation === undefined || body.password_confirmation === body.password, {
  path: ["password_confirmation"],
  message: "The password confirmation does not match.",
});

const isoDate = clearableCalendarDateSchema.nullable().optional();

const nameField = z.string().trim().max(60, "Keep names under 60 characters").nullable().optional();

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
