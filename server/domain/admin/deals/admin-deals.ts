import { and, asc, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { MODERATION_MESSAGES, type DealReportStatus } from "../../../../core/admin-moderation";
import type { DealRequestStatus } from "../../../../core/deal-transitions";
import type { Database } from "../../../db/client";
import { users } from "../../../db/schema/accounts";
import { businessAccounts } from "../../../db/schema/business";
import { dealMessages, dealReports, dealRequests, deals } from "../../../db/schema/deals";
import { notFound } from "../../../kernel/errors";

export const ADMIN_DEALS_PER_PAGE = 25;

const likeOf = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

export type AdminDealRequestRow = {
  id: number;
  status: DealRequestStatus;
  occasion: string;
  destinations: string[];
  coupleName: string;
  email: string;
  nights: number;
  budget: string;
  offers: number;
  openReports: number;
  createdAt: string;
};

export type AdminDealRequestQuery = { q?: string | undefined; status?: DealRequestStatus | undefined; reported?: boolean | undefined; page: number };

// Written out with their tables: in a select from one table Drizzle leaves columns unqualified, and "id" would be the subquery's own.
const offersCount = sql<number>`(select count(*)::int from deals d where d.request_id = "deal_requests"."id")`;
const openReportsCount = sql<number>`(select count(*)::int from deal_reports dr inner join deals d on d.id = dr.deal_id where d.request_id = "deal_requests"."id" and dr.status = 'open')`;

/** Couples' deal requests, newest first: search by couple, e-mail, destination or number; by state; only reported ones. */
export async function listAdminDealRequests({ db }: { db: Database }, query: AdminDealRequestQuery) {
  const needle = query.q?.trim();
  const byNumber = needle && /^#?\d{1,9}$/.test(needle) ? Number(needle.replace("#", "")) : null;
  const conditions: (SQL | undefined)[] = [
    needle
      ? byNumber !== null
        ? eq(dealRequests.id, byNumber)
        : sql`(lower(${dealRequests.email}) like ${likeOf(needle)} or lower(${dealRequests.firstName} || ' ' || ${dealRequests.lastName}) like ${likeOf(needle)} or lower(array_to_string(${dealRequests.destinations}, ' ')) like ${likeOf(needle)})`
      : undefined,
    query.status ? eq(dealRequests.status, query.status) : undefined,
    query.reported ? sql`${openReportsCount} > 0` : undefined,
  ];
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ request: dealRequests, offers: offersCount, openReports: openReportsCount })
      .from(dealRequests)
      .where(where)
      .orderBy(desc(dealRequests.createdAt), desc(dealRequests.id))
      .limit(ADMIN_DEALS_PER_PAGE)
      .offset((query.page - 1) * ADMIN_DEALS_PER_PAGE),
    db.select({ total: count() }).from(dealRequests).where(where),
  ]);
  const total = totals?.total ?? 0;
  return {
    items: rows.map(
      ({ request, offers, openReports }): AdminDealRequestRow => ({
        id: request.id,
        status: request.status,
        occasion: request.occasion,
        destinations: request.destinations,
        coupleName: `${request.firstName} ${request.lastName}`.trim(),
        email: request.email,
        nights: request.nights,
        budget: request.budget,
        offers: Number(offers),
        openReports: Number(openReports),
        createdAt: request.createdAt.toISOString(),
      }),
    ),
    page: query.page,
    lastPage: Math.max(1, Math.ceil(total / ADMIN_DEALS_PER_PAGE)),
    total,
  };
}

export type AdminReport = {
  id: number;
  dealId: number;
  requestId: number;
  messageId: number | null;
  reporterEmail: string | null;
  reporterSide: "couple" | "business";
  reason: string;
  status: DealReportStatus;
  resolution: string | null;
  resolvedByEmail: string | null;
  resolvedAt: string | null;
  createdAt: string;
  /** What was reported: the message's words or the offer's title. */
  reported: string;
  businessName: string;
};

function reportOf(row: {
  report: typeof dealReports.$inferSelect;
  requestId: number;
  reporterEmail: string | null;
  messageBody: string | null;
  offerTitle: string;
  businessName: string;
}): AdminReport {
  const { report } = row;
  return {
    id: report.id,
    dealId: report.dealId,
    requestId: row.requestId,
    messageId: report.messageId,
    reporterEmail: row.reporterEmail,
    reporterSide: report.reporterSide,
    reason: report.reason,
    status: report.status,
    resolution: report.resolution,
    resolvedByEmail: report.resolvedByEmail,
    resolvedAt: report.resolvedAt?.toISOString() ?? null,
    createdAt: report.createdAt.toISOString(),
    reported: report.messageId === null ? `Offer: ${row.offerTitle}` : `Message: ${row.messageBody ?? ""}`,
    businessName: row.businessName,
  };
}

function reportQuery(db: Database) {
  return db
    .select({
      report: dealReports,
      requestId: deals.requestId,
      reporterEmail: users.email,
      messageBody: dealMessages.body,
      offerTitle: deals.title,
      businessName: businessAccounts.name,
    })
    .from(dealReports)
    .innerJoin(deals, eq(deals.id, dealReports.dealId))
    .innerJoin(businessAccounts, eq(businessAccounts.id, deals.businessAccountId))
    .leftJoin(users, eq(users.id, dealReports.reporterUserId))
    .leftJoin(dealMessages, eq(dealMessages.id, dealReports.messageId));
}

/** Abuse reports, open ones oldest first (the queue), others newest first. */
export async function listDealReports({ db }: { db: Database }, query: { status?: DealReportStatus | undefined; page: number }) {
  const status = query.status ?? "open";
  const where = eq(dealReports.status, status);
  const [rows, [totals]] = await Promise.all([
    reportQuery(db)
      .where(where)
      .orderBy(status === "open" ? asc(dealReports.createdAt) : desc(dealReports.resolvedAt), asc(dealReports.id))
      .limit(ADMIN_DEALS_PER_PAGE)
      .offset((query.page - 1) * ADMIN_DEALS_PER_PAGE),
    db.select({ total: count() }).from(dealReports).where(where),
  ]);
  const total = totals?.total ?? 0;
  return { items: rows.map(reportOf), status, page: query.page, lastPage: Math.max(1, Math.ceil(total / ADMIN_DEALS_PER_PAGE)), total };
}

/** One request as the admins read it: the couple's vision, every offer with its thread (hidden parts marked), and its reports. */
export async function getAdminDealRequest({ db }: { db: Database }, requestId: number) {
  const [request] = await db.select().from(dealRequests).where(eq(dealRequests.id, requestId));
  if (!request) throw notFound(MODERATION_MESSAGES.requestNotFound);
  const offers = await db
    .select({ deal: deals, businessName: businessAccounts.name, businessEmail: businessAccounts.email })
    .from(deals)
    .innerJoin(businessAccounts, eq(businessAccounts.id, deals.businessAccountId))
    .where(eq(deals.requestId, requestId))
    .orderBy(asc(deals.createdAt), asc(deals.id));
  const dealIds = offers.map((offer) => offer.deal.id);
  const [messages, reports] = await Promise.all([
    dealIds.length === 0 ? [] : db.select().from(dealMessages).where(inArray(dealMessages.dealId, dealIds)).orderBy(asc(dealMessages.id)).limit(2000),
    dealIds.length === 0 ? [] : reportQuery(db).where(inArray(dealReports.dealId, dealIds)).orderBy(desc(dealReports.createdAt)),
  ]);
  return {
    request: {
      id: request.id,
      status: request.status,
      occasion: request.occasion,
      destinations: request.destinations,
      coupleName: `${request.firstName} ${request.lastName}`.trim(),
      email: request.email,
      phone: request.phone,
      startDate: request.startDate,
      endDate: request.endDate,
      flexibleMonth: request.flexibleMonth,
      nights: request.nights,
      budget: request.budget,
      travellers: request.travellers,
      special: request.special,
      createdAt: request.createdAt.toISOString(),
    },
    offers: offers.map(({ deal, businessName, businessEmail }) => ({
      id: deal.id,
      businessName,
      businessEmail,
      status: deal.status,
      title: deal.title,
      priceCents: deal.priceCents,
      currency: deal.currency,
      included: deal.included,
      message: deal.message,
      hiddenAt: deal.hiddenAt?.toISOString() ?? null,
      createdAt: deal.createdAt.toISOString(),
      messages: messages
        .filter((message) => message.dealId === deal.id)
        .map((message) => ({ id: message.id, sender: message.sender, body: message.body, hiddenAt: message.hiddenAt?.toISOString() ?? null, createdAt: message.createdAt.toISOString() })),
    })),
    reports: reports.map(reportOf),
  };
}

export type AdminDealRequestDetail = Awaited<ReturnType<typeof getAdminDealRequest>>;
