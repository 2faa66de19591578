import { defineContract } from "./contract";

/** The service itself: whether it and its database answer (load balancers, the e2e tests' server). */

const schemas = () => import("./system-schemas");

export const getHealth = defineContract({
  method: "GET",
  path: "/health",
  operationId: "getHealth",
  auth: "none",
  summary: "Service health, including whether the database answers",
  tags: ["system"],
  errors: [503],
  schemas: () => schemas().then((s) => s.getHealth),
});
