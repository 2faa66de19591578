import fastifyMultipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import * as uploadContracts from "../../../core/contracts/uploads";
import { mediaStorageFor } from "../../adapters/storage/media-storage-for";
import type { AppServices } from "../../app-context";
import type { AccountDeps } from "../../domain/accounts/account-deps";
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from "../../../core/avatar-rules";
import { prepareAvatar, setAvatar } from "../../domain/accounts/set-avatar";
import { updateUser } from "../../domain/accounts/update-user";
import { AppError } from "../../kernel/errors";
import { addOfferImage, removeOfferImage } from "../../domain/deals/offer-images";
import { requestOrigin } from "../../http/request-origin";
import * as inventoryContracts from "../../../core/contracts/inventory";
import { ROOM_PHOTO_MESSAGES, ROOM_TYPE_PHOTO_FIELD } from "../../../core/booking/room-photos";
import { addRoomTypePhoto } from "../../domain/inventory/room-type-photos";
import { toRoomTypeWire } from "./inventory";
import * as listingPhotoContracts from "../../../core/contracts/listing-photos";
import { LISTING_PHOTO_MESSAGES } from "../../../core/storefront-photos";
import { addListingPhoto } from "../../domain/storefront/listing-photos";
import { toListingPhotosWire } from "./listing-photos";
import { type ApiRegistry } from "./route";
import { registerAdminListingUploadRoutes } from "./admin-listings";

/** The file fields this scope reads: a member's avatar, a business offer's picture, a room type's or a listing's photo. */
const FILE_FIELDS = new Set(["avatar", "image", ROOM_TYPE_PHOTO_FIELD]);

/** Text fields of a multipart body: the profile fields are short; fcm_token is the longest. */
const MULTIPART_LIMITS = { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 20, parts: 21, fieldSize: 8 * 1024, fieldNameSize: 100 };

/** The multipart parser's refusals, in words a person can act on. */
const MULTIPART_REFUSALS: Record<string, { status: number; message: string }> = {
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: AVATAR_MESSAGES.tooLarge },
  FST_FILES_LIMIT: { status: 413, message: "Send one picture at a time." },
  FST_FIELDS_LIMIT: { status: 413, message: "The form has too many fields." },
  FST_PARTS_LIMIT: { status: 413, message: "The form has too many fields." },
};

/** A client error in the contract's shape; errorBody reads `statusCode` from errors it does not own. */
function uploadRefused(status: number, message: string): Error {
  return Object.assign(new Error(message), { statusCode: status });
}

/**
 * Reads a multipart body into the object the route's zod schema parses: text fields as strings,
 * the `avatar` file as a Buffer. An empty, nameless file is what a browser sends for a file input
 * left alone, so it counts as no file.
 */
async function readMultipartBody(request: FastifyRequest): Promise<Record<string, unknown>> {
  const body = new Map<string, unknown>();
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === "file") {
        if (!FILE_FIELDS.has(part.fieldname)) {
          throw new AppError("VALIDATION_FAILED", "Send the picture in the field avatar (image, for an offer; photo, for a room type or a listing).", { [part.fieldname]: ["Unexpected file"] });
        }
        const bytes = await part.toBuffer();
        if (bytes.length > 0 || part.filename) body.set(part.fieldname, bytes);
      } else {
        // Busboy cuts an over-long value short without failing; a cut value must not be saved.
        if (part.valueTruncated || part.fieldnameTruncated) throw uploadRefused(413, "A field of the form is too long.");
        if (!body.has(part.fieldname)) body.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    const known = code ? MULTIPART_REFUSALS[code] : undefined;
    if (known) throw uploadRefused(known.status, known.message);
    if (typeof statusCode === "number" && statusCode >= 400 && statusCode < 500) throw error;
    // Busboy's own complaints (no boundary, a broken part) are the sender's doing.
    throw new AppError("BAD_REQUEST", "The form could not be read. Please try again.");
  }
  return Object.fromEntries(body);
}

function depsFor(services: AppServices, request: FastifyRequest): AccountDeps {
  return { ...services, origin: requestOrigin(services, request) };
}

/**
 * The writes that may carry a picture: POST /user (the apps' profile update, JSON or
 * multipart/form-data), POST /user/avatar (the website's picture upload), an offer's pictures and a
 * hotel's room type photos. They sit in
 * their own Fastify scope, the only one that parses multipart bodies; every other route keeps the
 * 1 MB JSON limit.
 */
export async function userUploadRoutes(scope: FastifyInstance, { api, services }: { api: ApiRegistry; services: AppServices }) {
  await scope.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  // Every route here needs a login: the registry's guard turns visitors away on request, before a
  // byte of their upload is read.
  scope.addHook("preValidation", async (request) => {
    if (request.isMultipart()) request.body = await readMultipartBody(request);
  });

  const uploads = api.within(scope);
  const storage = mediaStorageFor(services.config);

  uploads.route(uploadContracts.updateUser, async ({ auth, body, services, request }) => {
    const { user, token } = auth;
    const { avatar, ...changes } = body;
    // The picture is checked before anything is saved, so a refused picture changes nothing.
    const prepared = avatar ? await prepareAvatar(avatar) : null;
    const deps = depsFor(services, request);
    let data = await updateUser(deps, user.id, changes, token);
    if (prepared) data = await setAvatar({ ...deps, storage }, { userId: user.id, image: prepared });
    return { message: "Profile updated successfully", data };
  });

  uploads.route(uploadContracts.updateUserAvatar, async ({ auth, body, services }) => {
    const { user } = auth;
    const data = await setAvatar({ ...services, storage }, { userId: user.id, image: body.avatar });
    return { message: "Profile picture updated successfully", data };
  });

  uploads.route(uploadContracts.addOfferImage, async ({ auth, params, body, services, request }) => {
    const { user } = auth;
    const images = await addOfferImage({ ...services, origin: requestOrigin(services, request), storage }, { userId: user.id, dealId: params.id, upload: body.image });
    return { message: "Picture added", data: { images } };
  });

  uploads.route(uploadContracts.removeOfferImage, async ({ auth, params, services, request }) => {
    const { user } = auth;
    const images = await removeOfferImage({ ...services, origin: requestOrigin(services, request), storage }, { userId: user.id, dealId: params.id, position: params.position });
    return { message: "Picture removed", data: { images } };
  });

  uploads.route(inventoryContracts.addRoomTypePhoto, async ({ auth, params, body, services }) => {
    const room = await addRoomTypePhoto({ ...services, storage }, { userId: auth.user.id, roomTypeId: params.id, upload: body.photo });
    return { message: ROOM_PHOTO_MESSAGES.added, data: toRoomTypeWire(room) };
  });

  uploads.route(listingPhotoContracts.addListingPhoto, async ({ auth, body, services }) => {
    const view = await addListingPhoto({ ...services, storage }, { userId: auth.user.id, upload: body.photo, alt: body.alt });
    return { message: LISTING_PHOTO_MESSAGES.added, data: toListingPhotosWire(view) };
  });

  registerAdminListingUploadRoutes(uploads);

  // One OpenAPI document for the whole API: these routes join the others'.
}
