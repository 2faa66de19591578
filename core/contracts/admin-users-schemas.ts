import { z } from "zod";
import { EMAIL_STATES } from "../admin-emails";
import { BLOCK_REASON_MAX_LENGTH, USER_FILTERS, USER_SEARCH_MAX_LENGTH } from "../admin-users";

/** The schemas of the admin users operations (core/contracts/admin-users.ts), by operationId. */

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const timestamp = z.string().describe("ISO 8601");
const role = z.enum(["traveler", "business", "admin"]);

const userSummary = z.object({
  id: z.number().int(),
  email: z.string(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  role,
  admin_role: z.string().nullable(),
  is_vip: z.boolean(),
  has_business: z.boolean(),
  blocked_at: timestamp.nullable(),
  created_at: timestamp,
});

export const listAdminUsers = {
  query: z.object({
    q: z.string().max(USER_SEARCH_MAX_LENGTH, `The search may be at most ${USER_SEARCH_MAX_LENGTH} characters.`).optional().describe("Part of the e-mail address or name"),
    filter: z.enum(USER_FILTERS, { error: `The filter must be one of ${USER_FILTERS.join(", ")}.` }).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  }),
  response: z.object({ data: z.array(userSummary), page: z.number(), last_page: z.number(), total: z.number() }),
};

export const getAdminUser = {
  params,
  response: z.object({
    data: z.object({
      profile: z.object({
        id: z.number().int(),
        email: z.string(),
        firstname: z.string().nullable(),
        lastname: z.string().nullable(),
        role,
        admin_role: z.string().nullable(),
        has_password: z.boolean(),
        email_verified_at: timestamp.nullable(),
        is_vip: z.boolean(),
        subscription_sku: z.string().nullable(),
        subscription_expires_at: timestamp.nullable(),
        sign_in_providers: z.array(z.string()),
        created_at: timestamp,
      }),
      block: z.object({ blocked_at: timestamp, reason: z.string().nullable(), by: z.string().nullable() }).nullable(),
      favourites: z.object({
        total: z.number().int(),
        items: z.array(z.object({ listing_id: z.number().int(), title: z.string(), type: z.string(), saved_at: timestamp })),
      }),
      deal_requests: z.array(z.object({ id: z.number().int(), occasion: z.string(), status: z.string(), destinations: z.array(z.string()), offers: z.number().int(), created_at: timestamp })),
      subscriptions: z.array(
        z.object({ id: z.number().int(), status: z.string(), price_id: z.string(), current_period_end: timestamp.nullable(), cancel_at_period_end: z.boolean(), created_at: timestamp }),
      ),
      reservations: z.array(
        z.object({
          id: z.number().int(),
          confirmation_number: z.string(),
          status: z.string(),
          listing_title: z.string(),
          check_in: z.string(),
          check_out: z.string(),
          total_cents: z.number().int(),
          currency: z.string(),
        }),
      ),
      payments: z.array(z.object({ id: z.number().int(), purpose: z.string(), amount_cents: z.number().int(), currency: z.string(), status: z.string(), created_at: timestamp })),
      business_accounts: z.array(z.object({ id: z.number().int(), name: z.string(), kind: z.string(), status: z.string() })),
      sessions: z.array(z.object({ id: z.number().int(), device: z.string(), created_at: timestamp, last_used_at: timestamp })),
      emails: z.array(z.object({ id: z.number().int(), subject: z.string(), template: z.string(), state: z.enum(EMAIL_STATES), created_at: timestamp, sent_at: timestamp.nullable() })),
      audit: z.array(z.object({ id: z.number().int(), at: timestamp, actor_email: z.string(), event: z.string(), summary: z.string() })),
    }),
  }),
};

const blockedAnswer = z.object({ message: z.string(), data: userSummary });

export const blockAdminUser = {
  params,
  body: z.object({
    reason: z
      .string({ error: "Say why this account is blocked." })
      .max(BLOCK_REASON_MAX_LENGTH, `The reason may be at most ${BLOCK_REASON_MAX_LENGTH} characters.`)
      .describe("Why, kept in the audit log and shown on the account's page"),
  }),
  response: blockedAnswer,
};

export const unblockAdminUser = {
  params,
  body: z.object({ note: z.string().max(BLOCK_REASON_MAX_LENGTH, `The note may be at most ${BLOCK_REASON_MAX_LENGTH} characters.`).default("") }).default({ note: "" }),
  response: blockedAnswer,
};

export const exportAdminUser = {
  params,
  response: z.record(z.string(), z.unknown()).describe("The account's data: profile, favourites, deal requests, offers, messages, reservations, payments, subscriptions, e-mails"),
};

export const deleteAdminUser = {
  params,
  body: z.object({
    confirm_email: z.string({ error: "Type the account's e-mail address to confirm." }).max(254, "Type the account's e-mail address to confirm."),
  }),
  response: z.object({
    message: z.string(),
    data: z.object({ id: z.number().int(), email: z.string(), anonymised_payments: z.number().int(), anonymised_reservations: z.number().int() }),
  }),
};
