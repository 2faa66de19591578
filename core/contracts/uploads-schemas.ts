import { z } from "zod";
import { AVATAR_MESSAGES } from "../avatar-rules";
import { boundedPattern } from "../bounded-pattern-schema";
import { updatedUserResponse, updateUserBody } from "./account-schemas";
import { idParam } from "./listing-schemas";

/**
 * The schemas of the uploads (core/contracts/uploads.ts). A multipart body arrives as the
 * server's multipart reader hands it over (server/api/v1/user-avatar.ts): text fields as
 * strings, a file field as its bytes (a Buffer).
 */

const FILE_DESCRIPTION = "The picture: a file field of a multipart/form-data body (JPEG, PNG, WebP, GIF or AVIF, up to 8 MB)";

/** A picture's bytes; a missing one is the form's message. (The room types' photos use it too.) */
export const pictureFile = z.instanceof(Buffer, { message: AVATAR_MESSAGES.missing }).describe(FILE_DESCRIPTION);

const offerImagesResponse = z.object({
  message: z.string(),
  data: z.object({ images: z.array(z.object({ thumbnail: z.string(), small: z.string(), medium: z.string(), large: z.string() })) }),
});

export const updateUser = {
  body: updateUserBody.safeExtend({ avatar: pictureFile.nullable().optional() }),
  response: updatedUserResponse,
};

export const updateUserAvatar = { body: z.object({ avatar: pictureFile }), response: updatedUserResponse };

export const addOfferImage = { params: idParam, body: z.object({ image: pictureFile }), response: offerImagesResponse };

export const removeOfferImage = {
  params: idParam.extend({ position: boundedPattern({ pattern: /^\d{1,2}$/, maxLength: 2, message: "must be a whole number" }).transform(Number) }),
  response: offerImagesResponse,
};
