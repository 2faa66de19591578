import * as contracts from "../../../core/contracts/admin-overview";
import { getAuditEntry, listAuditEntries, type AuditEntryView } from "../../domain/admin/overview/audit-entries";
import { getDashboard, type DashboardMonth } from "../../domain/admin/overview/get-dashboard";
import type { ApiRegistry } from "./route";

const monthWire = (month: DashboardMonth) => ({
  month: month.month,
  members: month.members,
  hotels: month.hotels,
  advisors: month.advisors,
  destinations: month.destinations,
  revenue_cents: month.revenueCents,
  deal_requests: month.dealRequests,
  offers: month.offers,
  bookings: month.bookings,
});

export const auditEntryWire = (entry: AuditEntryView) => ({
  id: entry.id,
  actor_email: entry.actorEmail,
  actor_role: entry.actorRole,
  action: entry.action,
  event: entry.event,
  target_type: entry.targetType,
  target_id: entry.targetId,
  summary: entry.summary,
  created_at: entry.createdAt,
});

/** The handlers of core/contracts/admin-overview.ts. */
export function registerAdminOverviewRoutes(api: ApiRegistry): void {
  api.route(contracts.getAdminDashboard, async ({ services }) => {
    const dashboard = await getDashboard(services);
    return {
      months: dashboard.months.map(monthWire),
      this_month: monthWire(dashboard.thisMonth),
      active_paid_businesses: dashboard.activePaidBusinesses,
      active_vip_members: dashboard.activeVipMembers,
      median_reply_hours: dashboard.medianReplyHours,
      median_reply_hours_this_month: dashboard.medianReplyHoursThisMonth,
      posts_awaiting_approval: dashboard.postsAwaitingApproval,
      open_deal_reports: dashboard.openDealReports,
      as_of: dashboard.asOf,
    };
  });

  api.route(contracts.listAdminAudit, async ({ query, services }) => {
    const list = await listAuditEntries(services, { ...query, targetType: query.target_type, targetId: query.target_id });
    return { data: list.items.map(auditEntryWire), page: list.page, last_page: list.lastPage, total: list.total };
  });

  api.route(contracts.getAdminAuditEntry, async ({ params, services }) => {
    const found = await getAuditEntry(services, params.id);
    return { data: auditEntryWire(found.entry), before: found.before, after: found.after, changed: found.changed };
  });
}
