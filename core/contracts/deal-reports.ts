import { defineContract } from "./contract";

/**
 * A couple or a business reports an offer or a message on one of their deals to Amora's team
 * (the admin console's deals oversight acts on it).
 */

const schemas = () => import("./admin-oversight-schemas");
const tags = ["deals"] as const;

export const reportDeal = defineContract({
  method: "POST",
  path: "/deals/:id/report",
  operationId: "reportDeal",
  auth: "member",
  summary: "Report the offer, or one message of its thread, to Amora's team",
  tags,
  invalidBody: "validation",
  errors: [400, 401, 404, 409, 422],
  schemas: () => schemas().then((s) => s.reportDeal),
});
