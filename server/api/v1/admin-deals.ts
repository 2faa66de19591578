import * as contracts from "../../../core/contracts/admin-deals";
import { getAdminDealRequest, listAdminDealRequests, listDealReports, type AdminReport } from "../../domain/admin/deals/admin-deals";
import { resolveDealReport } from "../../domain/admin/deals/resolve-deal-report";
import type { ApiRegistry } from "./route";

export const reportWire = (report: AdminReport) => ({
  id: report.id,
  deal_id: report.dealId,
  request_id: report.requestId,
  message_id: report.messageId,
  reporter_email: report.reporterEmail,
  reporter_side: report.reporterSide,
  reason: report.reason,
  status: report.status,
  resolution: report.resolution,
  resolved_by: report.resolvedByEmail,
  resolved_at: report.resolvedAt,
  created_at: report.createdAt,
  reported: report.reported,
  business_name: report.businessName,
});

/** The handlers of core/contracts/admin-deals.ts. */
export function registerAdminDealRoutes(api: ApiRegistry): void {
  api.route(contracts.listAdminDealRequests, async ({ query, services }) => {
    const list = await listAdminDealRequests(services, query);
    return {
      data: list.items.map((row) => ({
        id: row.id,
        status: row.status,
        occasion: row.occasion,
        destinations: row.destinations,
        couple_name: row.coupleName,
        email: row.email,
        nights: row.nights,
        budget: row.budget,
        offers: row.offers,
        open_reports: row.openReports,
        created_at: row.createdAt,
      })),
      page: list.page,
      last_page: list.lastPage,
      total: list.total,
    };
  });

  api.route(contracts.getAdminDealRequest, async ({ params, services }) => {
    const { request, offers, reports } = await getAdminDealRequest(services, params.id);
    return {
      data: {
        id: request.id,
        status: request.status,
        occasion: request.occasion,
        destinations: request.destinations,
        couple_name: request.coupleName,
        email: request.email,
        phone: request.phone,
        start_date: request.startDate,
        end_date: request.endDate,
        flexible_month: request.flexibleMonth,
        nights: request.nights,
        budget: request.budget,
        travellers: request.travellers,
        special: request.special,
        created_at: request.createdAt,
      },
      offers: offers.map((offer) => ({
        id: offer.id,
        business_name: offer.businessName,
        business_email: offer.businessEmail,
        status: offer.status,
        title: offer.title,
        price_cents: offer.priceCents,
        currency: offer.currency,
        included: offer.included,
        message: offer.message,
        hidden_at: offer.hiddenAt,
        created_at: offer.createdAt,
        messages: offer.messages.map((message) => ({ id: message.id, sender: message.sender, body: message.body, hidden_at: message.hiddenAt, created_at: message.createdAt })),
      })),
      reports: reports.map(reportWire),
    };
  });

  api.route(contracts.listAdminDealReports, async ({ query, services }) => {
    const list = await listDealReports(services, query);
    return { data: list.items.map(reportWire), status: list.status, page: list.page, last_page: list.lastPage, total: list.total };
  });

  api.route(contracts.resolveAdminDealReport, async ({ params, body, admin, services }) => {
    const resolved = await resolveDealReport(services, admin, params.id, body);
    return { message: resolved.message, request_id: resolved.requestId };
  });
}
