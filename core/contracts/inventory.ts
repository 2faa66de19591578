import { defineContract } from "./contract";

/**
 * A hotel's own inventory (decision 029), managed from the business dashboard: its room types,
 * the rate plans sold on each, and the calendar of nights (price, rooms left, restrictions).
 * Only the signed-in hotel's own listing: an active hotel account, else 403; another hotel's room
 * type or rate plan is not found.
 */

const schemas = () => import("./inventory-schemas");
const tags = ["inventory"] as const;

export const listRoomTypes = defineContract({
  method: "GET",
  path: "/business/inventory/room-types",
  operationId: "listRoomTypes",
  auth: "business",
  summary: "The hotel's room types, in its order",
  tags,
  errors: [401, 403],
  schemas: () => schemas().then((s) => s.listRoomTypes),
});

export const createRoomType = defineContract({
  method: "POST",
  path: "/business/inventory/room-types",
  operationId: "createRoomType",
  auth: "business",
  summary: "Add a room type (last in the hotel's order)",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 422],
  schemas: () => schemas().then((s) => s.createRoomType),
});

export const updateRoomType = defineContract({
  method: "PATCH",
  path: "/business/inventory/room-types/:id",
  operationId: "updateRoomType",
  auth: "business",
  summary: "Change a room type, or move it in the hotel's order (position)",
  description: "Only the fields sent change; the result is checked as a whole.",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 422],
  schemas: () => schemas().then((s) => s.updateRoomType),
});

export const deleteRoomType = defineContract({
  method: "DELETE",
  path: "/business/inventory/room-types/:id",
  operationId: "deleteRoomType",
  auth: "business",
  summary: "Delete a room type with its rate plans and nights",
  tags,
  errors: [401, 403, 404],
  schemas: () => schemas().then((s) => s.deleteRoomType),
});

export const listRatePlans = defineContract({
  method: "GET",
  path: "/business/inventory/room-types/:id/rate-plans",
  operationId: "listRatePlans",
  auth: "business",
  summary: "The rate plans of one of the hotel's room types",
  tags,
  errors: [401, 403, 404],
  schemas: () => schemas().then((s) => s.listRatePlans),
});

export const createRatePlan = defineContract({
  method: "POST",
  path: "/business/inventory/room-types/:id/rate-plans",
  operationId: "createRatePlan",
  auth: "business",
  summary: "Add a rate plan to a room type (it has no nights until the calendar sets them)",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 422],
  schemas: () => schemas().then((s) => s.createRatePlan),
});

export const updateRatePlan = defineContract({
  method: "PATCH",
  path: "/business/inventory/rate-plans/:id",
  operationId: "updateRatePlan",
  auth: "business",
  summary: "Change a rate plan",
  description: "Only the fields sent change; the result is checked as a whole.",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 422],
  schemas: () => schemas().then((s) => s.updateRatePlan),
});

export const deleteRatePlan = defineContract({
  method: "DELETE",
  path: "/business/inventory/rate-plans/:id",
  operationId: "deleteRatePlan",
  auth: "business",
  summary: "Delete a rate plan with its nights",
  tags,
  errors: [401, 403, 404],
  schemas: () => schemas().then((s) => s.deleteRatePlan),
});

export const getInventoryCalendar = defineContract({
  method: "GET",
  path: "/business/inventory/calendar",
  operationId: "getInventoryCalendar",
  auth: "business",
  summary: "A month of nights per room type and rate plan: price, rooms left and restrictions",
  description: "Only nights that were set are listed; a night missing from a rate plan is not on sale.",
  tags,
  errors: [401, 403],
  schemas: () => schemas().then((s) => s.getInventoryCalendar),
});

export const setInventoryRange = defineContract({
  method: "POST",
  path: "/business/inventory/calendar",
  operationId: "setInventoryRange",
  auth: "business",
  summary: "Set a range of nights of one rate plan in one change",
  description:
    "Any of price, rooms left, stop-sell, minimum stay and closed to arrival or departure; the others stay. Nights not set before are created, which needs a price and rooms left.",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 422],
  schemas: () => schemas().then((s) => s.setInventoryRange),
});
