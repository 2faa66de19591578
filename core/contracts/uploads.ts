import { MAX_OFFER_IMAGES } from "../offer-rules";
import { defineContract } from "./contract";

/**
 * The writes that may carry a picture (multipart/form-data): the member's profile and avatar,
 * a business offer's pictures. The server answers them in the one Fastify scope that reads
 * multipart bodies (server/api/v1/user-avatar.ts); the browser sends a FormData as the body.
 */

const schemas = () => import("./uploads-schemas");
const multipart = "multipart/form-data";

export const updateUser = defineContract({
  method: "POST",
  path: "/user",
  operationId: "updateUser",
  auth: "member",
  summary:
    "Update the signed-in member's names, dates, messaging token or password; as multipart/form-data it may also carry a new profile picture in the file field avatar",
  tags: ["account"],
  invalidBody: "validation",
  errors: [401, 413],
  schemas: () => schemas().then((s) => s.updateUser),
});

export const updateUserAvatar = defineContract({
  method: "POST",
  path: "/user/avatar",
  operationId: "updateUserAvatar",
  auth: "member",
  summary: "Replace the signed-in member's profile picture (multipart/form-data, file field avatar); stored as square WebP in four sizes",
  tags: ["account"],
  invalidBody: "validation",
  requestContentType: multipart,
  errors: [401, 413],
  schemas: () => schemas().then((s) => s.updateUserAvatar),
});

export const addOfferImage = defineContract({
  method: "POST",
  path: "/business/offers/:id/images",
  operationId: "addOfferImage",
  auth: "business",
  summary: `Add a picture to the business's own open offer (multipart/form-data, file field image; up to ${MAX_OFFER_IMAGES}, stored as 4:3 WebP in four sizes)`,
  tags: ["business deals"],
  invalidBody: "validation",
  requestContentType: multipart,
  errors: [401, 403, 404, 409, 413, 422],
  schemas: () => schemas().then((s) => s.addOfferImage),
});

export const removeOfferImage = defineContract({
  method: "DELETE",
  path: "/business/offers/:id/images/:position",
  operationId: "removeOfferImage",
  auth: "business",
  summary: "Take a picture off the business's own open offer (position from 0)",
  tags: ["business deals"],
  errors: [401, 403, 404, 409],
  schemas: () => schemas().then((s) => s.removeOfferImage),
});
