import { z } from "zod";
import { ADMIN_ACTIONS } from "../admin-roles";
import { DEAL_REPORT_ACTIONS, DEAL_REPORT_STATUSES, MODERATION_MESSAGES, MODERATION_REASON_LENGTH, POST_APPROVAL_MODES, REPORT_REASON_LENGTH } from "../admin-moderation";
import { calendarDateSchema } from "../calendar-date-schema";
import { MARKETPLACE_POST_STATES } from "../marketplace-post-states";
import { marketplacePostEditBody } from "./business-marketplace-post-schemas";

/**
 * The schemas of the console's dashboard, audit log, marketplace posts and deals oversight
 * (core/contracts/admin-overview.ts, admin-posts.ts, admin-deals.ts) and of a member's report of
 * an offer or a message (core/contracts/deal-reports.ts), by operationId.
 */

const id = z.object({ id: z.coerce.number({ error: "The id is a positive whole number." }).int().positive().max(2_147_483_647) });
const page = z.coerce.number({ error: "The page is a positive whole number." }).int().min(1).max(100_000).default(1);
/** A free-text filter: trimmed, at most 200 characters, empty means none. */
const filterText = z
  .string()
  .max(200, "Keep the filter under 200 characters.")
  .transform((text) => text.trim())
  .optional()
  .transform((text) => (text ? text : undefined));
const optionalDay = z.preprocess((value) => (value === "" ? undefined : value), calendarDateSchema.optional());
const paged = { page: z.number().int(), last_page: z.number().int(), total: z.number().int() };

// Dashboard

const dashboardMonth = z.object({
  month: z.string().describe("YYYY-MM (UTC)"),
  members: z.number().int().describe("Member sign-ups"),
  hotels: z.number().int().describe("Hotel business accounts created"),
  advisors: z.number().int(),
  destinations: z.number().int(),
  revenue_cents: z.number().int().describe("Payments taken minus refunds given that month, in cents"),
  deal_requests: z.number().int(),
  offers: z.number().int(),
  bookings: z.number().int().describe("Room reservations booked (cancelled ones included)"),
});

export const getAdminDashboard = {
  response: z.object({
    months: z.array(dashboardMonth).describe("The last 12 months, oldest first; the last is this month so far"),
    this_month: dashboardMonth,
    active_paid_businesses: z.number().int(),
    active_vip_members: z.number().int(),
    median_reply_hours: z.number().nullable().describe("Median hours from a request to its first offer, requests of the last 12 months"),
    median_reply_hours_this_month: z.number().nullable(),
    posts_awaiting_approval: z.number().int(),
    open_deal_reports: z.number().int(),
    as_of: z.string(),
  }),
};

// Audit log

export const auditQuery = z.object({
  actor: filterText.describe("Part of the admin's e-mail"),
  action: z.preprocess((value) => (value === "" ? undefined : value), z.enum(ADMIN_ACTIONS, { error: "Choose an action from the list." }).optional()),
  event: filterText.describe("Part of the event's name, e.g. coupon.create"),
  target_type: filterText,
  target_id: filterText,
  from: optionalDay.describe("First day (UTC, YYYY-MM-DD)"),
  to: optionalDay.describe("Last day (UTC, YYYY-MM-DD)"),
  page,
});
export type AuditQueryInput = z.output<typeof auditQuery>;

const auditEntry = z.object({
  id: z.number().int(),
  actor_email: z.string(),
  actor_role: z.string(),
  action: z.string(),
  event: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  summary: z.string(),
  created_at: z.string(),
});

export const listAdminAudit = { query: auditQuery, response: z.object({ data: z.array(auditEntry), ...paged }) };

export const getAdminAuditEntry = {
  params: id,
  response: z.object({
    data: auditEntry,
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    changed: z.array(z.string()).describe("Keys whose value differs between before and after"),
  }),
};

// Marketplace posts

export const adminPostQuery = z.object({
  q: filterText.describe("Part of the title, the business's name or its e-mail"),
  state: z.preprocess((value) => (value === "" ? undefined : value), z.enum(MARKETPLACE_POST_STATES, { error: "Choose a state from the list." }).optional()),
  page,
});

const adminPost = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  destination: z.string(),
  business_name: z.string(),
  email: z.string(),
  deal_price_cents: z.number().int(),
  amount_cents: z.number().int().describe("What the post cost"),
  featured: z.boolean(),
  ad_duration_days: z.number().int(),
  valid_until: z.string(),
  state: z.enum(MARKETPLACE_POST_STATES),
  state_label: z.string(),
  ad_ends_at: z.string().nullable(),
  taken_down: z.object({ at: z.string(), reason: z.string(), by: z.string() }).nullable(),
  listing: z.object({ id: z.number().int(), slug: z.string(), path: z.string(), status: z.string() }).nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});

const postPayment = z.object({
  id: z.number().int(),
  provider_payment_id: z.string(),
  amount_cents: z.number().int(),
  status: z.string(),
  refunded_cents: z.number().int().nullable(),
  refund_reason: z.string().nullable(),
  created_at: z.string(),
});

const onePost = z.object({ message: z.string().optional(), data: adminPost, payments: z.array(postPayment) });

export const listAdminPosts = { query: adminPostQuery, response: z.object({ data: z.array(adminPost), ...paged }) };
export const getAdminPost = { params: id, response: onePost };
export const approveAdminPost = { params: id, response: onePost };
export const updateAdminPost = { params: id, body: marketplacePostEditBody, response: onePost };
export const takeDownAdminPost = {
  params: id,
  body: z.object({
    reason: z
      .string()
      .trim()
      .min(MODERATION_REASON_LENGTH.min, MODERATION_MESSAGES.reasonRequired)
      .max(MODERATION_REASON_LENGTH.max, MODERATION_MESSAGES.reasonRequired)
      .describe("Why, as the business reads it in the refund e-mail"),
  }),
  response: onePost,
};

const approvalSetting = z.object({ mode: z.enum(POST_APPROVAL_MODES), updated_by: z.string().nullable(), updated_at: z.string().nullable() });
export const getMarketplaceSettings = { response: z.object({ data: approvalSetting }) };
export const updateMarketplaceSettings = {
  body: z.object({ mode: z.enum(POST_APPROVAL_MODES, { error: MODERATION_MESSAGES.modeInvalid }).describe("immediate: new posts go live once paid; review: they wait for an admin's approval") }),
  response: z.object({ message: z.string(), data: approvalSetting }),
};

// Deals

export const adminDealRequestQuery = z.object({
  q: filterText.describe("The request's number, part of the couple's name, e-mail or destination"),
  status: z.preprocess((value) => (value === "" ? undefined : value), z.enum(["open", "booked", "closed"], { error: "Choose a status from the list." }).optional()),
  reported: z.preprocess((value) => (value === "" || value === undefined ? undefined : value === "1" || value === "true" || value === true), z.boolean().optional()),
  page,
});

const dealRequestRow = z.object({
  id: z.number().int(),
  status: z.string(),
  occasion: z.string(),
  destinations: z.array(z.string()),
  couple_name: z.string(),
  email: z.string(),
  nights: z.number().int(),
  budget: z.string(),
  offers: z.number().int(),
  open_reports: z.number().int(),
  created_at: z.string(),
});

const report = z.object({
  id: z.number().int(),
  deal_id: z.number().int(),
  request_id: z.number().int(),
  message_id: z.number().int().nullable(),
  reporter_email: z.string().nullable(),
  reporter_side: z.enum(["couple", "business"]),
  reason: z.string(),
  status: z.enum(DEAL_REPORT_STATUSES),
  resolution: z.string().nullable(),
  resolved_by: z.string().nullable(),
  resolved_at: z.string().nullable(),
  created_at: z.string(),
  reported: z.string().describe("The reported message's words or the offer's title"),
  business_name: z.string(),
});

export const listAdminDealRequests = { query: adminDealRequestQuery, response: z.object({ data: z.array(dealRequestRow), ...paged }) };

const threadMessage = z.object({ id: z.number().int(), sender: z.enum(["couple", "business"]), body: z.string(), hidden_at: z.string().nullable(), created_at: z.string() });

export const getAdminDealRequest = {
  params: id,
  response: z.object({
    data: z.object({
      id: z.number().int(),
      status: z.string(),
      occasion: z.string(),
      destinations: z.array(z.string()),
      couple_name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      start_date: z.string().nullable(),
      end_date: z.string().nullable(),
      flexible_month: z.string().nullable(),
      nights: z.number().int(),
      budget: z.string(),
      travellers: z.number().int(),
      special: z.string(),
      created_at: z.string(),
    }),
    offers: z.array(
      z.object({
        id: z.number().int(),
        business_name: z.string(),
        business_email: z.string(),
        status: z.string(),
        title: z.string(),
        price_cents: z.number().int(),
        currency: z.string(),
        included: z.string(),
        message: z.string(),
        hidden_at: z.string().nullable(),
        created_at: z.string(),
        messages: z.array(threadMessage),
      }),
    ),
    reports: z.array(report),
  }),
};

export const reportQuery = z.object({
  status: z.preprocess((value) => (value === "" ? undefined : value), z.enum(DEAL_REPORT_STATUSES, { error: "Choose a status from the list." }).optional()),
  page,
});

export const listAdminDealReports = { query: reportQuery, response: z.object({ data: z.array(report), status: z.enum(DEAL_REPORT_STATUSES), ...paged }) };

export const resolveAdminDealReport = {
  params: id,
  body: z.object({
    action: z.enum(DEAL_REPORT_ACTIONS, { error: MODERATION_MESSAGES.actionInvalid }).describe("hide: the message (or the offer, from the couple); close_request: no more offers; dismiss: nothing wrong"),
    note: z.string().max(MODERATION_REASON_LENGTH.max).optional().describe("What the team decided, kept on the report"),
  }),
  response: z.object({ message: z.string(), request_id: z.number().int() }),
};

// A member's or business's report

export const reportDeal = {
  params: id,
  body: z.object({
    message_id: z.number().int().positive().max(2_147_483_647).nullable().optional().describe("The message reported; absent: the offer itself"),
    reason: z.string(MODERATION_MESSAGES.reportReason).trim().min(REPORT_REASON_LENGTH.min, MODERATION_MESSAGES.reportReason).max(REPORT_REASON_LENGTH.max, MODERATION_MESSAGES.reportReason).describe("What is wrong, in the reporter's words"),
  }),
  response: z.object({ message: z.string(), report_id: z.number().int() }),
};
