import { z } from "zod";
import { EMAIL_ADDRESS_FILTER_MAX_LENGTH, EMAIL_STATES, EMAIL_TEMPLATE_FILTER_MAX_LENGTH } from "../admin-emails";

/** The schemas of the admin e-mail operations (core/contracts/admin-emails.ts), by operationId. */

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const timestamp = z.string().describe("ISO 8601");
const state = z.enum(EMAIL_STATES);

const emailSummary = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  state,
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: timestamp,
  sent_at: timestamp.nullable(),
});

export const listAdminEmails = {
  query: z.object({
    state: z.enum(EMAIL_STATES, { error: "The state must be queued, sent or failed." }).optional(),
    template: z.string().max(EMAIL_TEMPLATE_FILTER_MAX_LENGTH, "No template has a name that long.").optional(),
    to: z.string().max(EMAIL_ADDRESS_FILTER_MAX_LENGTH, "The address may be at most 254 characters.").optional().describe("Part of the recipient's address"),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  }),
  response: z.object({ data: z.array(emailSummary), page: z.number(), last_page: z.number(), total: z.number(), templates: z.array(z.string()) }),
};

export const getAdminEmail = {
  params,
  response: z.object({
    data: emailSummary.extend({
      text: z.string(),
      html: z.string().describe("As sent; show it only in a sandboxed frame"),
      attachments: z.array(z.object({ filename: z.string(), content_type: z.string() })),
      resends: z.array(z.object({ at: timestamp, by: z.string(), copy_id: z.number().int().nullable() })),
      copy_of: z.object({ id: z.number().int(), by: z.string(), at: timestamp }).nullable(),
    }),
  }),
};

export const resendAdminEmail = {
  params,
  response: z.object({ message: z.string(), data: z.object({ id: z.number().int(), to: z.string() }) }),
};
