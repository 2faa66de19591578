import { MODERATION_MESSAGES } from "../../../core/admin-moderation";
import * as contracts from "../../../core/contracts/deal-reports";
import { hitRateLimit } from "../../domain/accounts/rate-limit";
import { reportDeal } from "../../domain/deals/report-deal";
import type { ApiRegistry } from "./route";

/** Reports are few; this only stops a script flooding the team's queue. */
const REPORT_RATE_LIMIT = { limit: 20, windowSeconds: 3600 };

/** The handler of core/contracts/deal-reports.ts. */
export function registerDealReportRoutes(api: ApiRegistry): void {
  api.route(contracts.reportDeal, async ({ auth, params, body, services, reply }) => {
    await hitRateLimit(services, `deal-report:${auth.user.id}`, REPORT_RATE_LIMIT);
    const report = await reportDeal(services, { userId: auth.user.id, dealId: params.id, messageId: body.message_id ?? null, reason: body.reason });
    void reply.code(201);
    return { message: MODERATION_MESSAGES.reported, report_id: report.id };
  });
}
