import { MAX_ROOM_TYPE_PHOTOS } from "../booking/room-photos";
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

export const addRoomTypePhoto = defineContract({
  method: "POST",
  path: "/business/inventory/room-types/:id/photos",
  operationId: "addRoomTypePhoto",
  auth: "business",
  summary: `Add a photo to one of the hotel's room types (multipart/form-data, file field photo; up to ${MAX_ROOM_TYPE_PHOTOS}, stored as 4:3 WebP in four sizes)`,
  description:
    "The picture is decoded and written anew (JPEG, PNG, WebP, GIF or AVIF, up to 8 MB and 50 megapixels); nothing of the file but its pixels is kept. The photo goes last; the rooms page shows the first.",
  tags,
  invalidBody: "validation",
  requestContentType: "multipart/form-data",
  errors: [401, 403, 404, 409, 413, 422],
  schemas: () => schemas().then((s) => s.addRoomTypePhoto),
});

export const removeRoomTypePhoto = defineContract({
  method: "DELETE",
  path: "/business/inventory/room-types/:id/photos/:position",
  operationId: "removeRoomTypePhoto",
  auth: "business",
  summary: "Take a photo off one of the hotel's room types (position from 0) and delete its files",
  tags,
  errors: [401, 403, 404],
  schemas: () => schemas().then((s) => s.removeRoomTypePhoto),
});

export const moveRoomTypePhoto = defineContract({
  method: "PATCH",
  path: "/business/inventory/room-types/:id/photos/:position",
  operationId: "moveRoomTypePhoto",
  auth: "business",
  summary: "Move a room type's photo (position from 0) to new_position; the first is the one the rooms page shows",
  tags,
  invalidBody: "validation",
  errors: [401, 403, 404, 422],
  schemas: () => schemas().then((s) => s.moveRoomTypePhoto),
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
