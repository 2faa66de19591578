import { z } from "zod";
import { ADMIN_ROLES } from "../admin-roles";
import { SECOND_FACTOR_MESSAGES } from "../admin-second-factor";

/** The schemas of the admins' second factor and admin team operations (core/contracts/admin-second-factor.ts). */

const status = z.object({
  enrolled: z.boolean().describe("Whether the admin's authenticator app is set up"),
  verified: z.boolean().describe("Whether this session passed the second factor"),
  recovery_codes_left: z.number().int(),
});

export const getSecondFactor = { response: z.object({ data: status }) };

export const startSecondFactorEnrolment = {
  response: z.object({
    data: z.object({
      secret: z.string().describe("The shared secret in base32, for typing into the app by hand"),
      otpauth_url: z.string().describe("otpauth://totp/Amora:<email>?secret=...&issuer=Amora&algorithm=SHA1&digits=6&period=30"),
      qr_svg: z.string().describe("The otpauth address as a QR code, SVG markup"),
    }),
  }),
};

const totpCode = z
  .string({ error: SECOND_FACTOR_MESSAGES.codeFormat })
  .trim()
  .max(20, SECOND_FACTOR_MESSAGES.codeFormat)
  .transform((value) => value.replace(/\s/g, ""))
  .refine((value) => /^\d{6}$/.test(value), SECOND_FACTOR_MESSAGES.codeFormat);

export const confirmSecondFactor = {
  body: z.object({ code: totpCode }),
  response: z.object({ message: z.string(), data: z.object({ recovery_codes: z.array(z.string()) }) }),
};

export const verifySecondFactor = {
  body: z
    .object({
      code: totpCode.optional(),
      recovery_code: z.string().trim().min(1, SECOND_FACTOR_MESSAGES.wrongRecoveryCode).max(40, SECOND_FACTOR_MESSAGES.wrongRecoveryCode).optional(),
    })
    .refine((body) => (body.code === undefined) !== (body.recovery_code === undefined), SECOND_FACTOR_MESSAGES.oneOfCodes),
  response: z.object({
    message: z.string(),
    data: z.object({ method: z.enum(["authenticator", "recovery_code"]), recovery_codes_left: z.number().int() }),
  }),
};

export const renewSecondFactorRecoveryCodes = {
  response: z.object({ message: z.string(), data: z.object({ recovery_codes: z.array(z.string()) }) }),
};

export const resetSecondFactor = { response: z.object({ message: z.string() }) };

const adminId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const role = z.enum(ADMIN_ROLES, { error: "The role must be owner, support or content_editor." });

const teamMember = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  role: z.enum(ADMIN_ROLES).nullable(),
  enrolled: z.boolean().describe("Whether their authenticator app is set up"),
  last_sign_in_at: z.string().nullable().describe("ISO time of their latest sign-in"),
  disabled: z.boolean(),
});

export const listAdmins = { response: z.object({ data: z.array(teamMember) }) };

export const addAdmin = {
  body: z.object({
    email: z.string({ error: "Enter the e-mail address of their account." }).trim().min(3, "Enter the e-mail address of their account.").max(254, "At most 254 characters."),
    role,
  }),
  response: z.object({ message: z.string(), data: teamMember }),
};

export const changeAdminRole = { params: adminId, body: z.object({ role }), response: z.object({ message: z.string() }) };

export const removeAdmin = { params: adminId, response: z.object({ message: z.string() }) };

export const resetAdminSecondFactor = { params: adminId, response: z.object({ message: z.string() }) };
