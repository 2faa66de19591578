import { z } from "zod";
import { MAX_PHOTO_ALT_LENGTH } from "../storefront-photos";
import { idParam } from "./listing-schemas";
import { pictureFile } from "./uploads-schemas";

/**
 * The schemas of a business's listing photos (core/contracts/listing-photos.ts). Shape and bounds
 * only: the alt text's rules and words are core/storefront-photos.ts's, which the domain applies.
 */

// Generous: the rule (MAX_PHOTO_ALT_LENGTH characters, trimmed) is the domain's, with its message.
const altText = z.string().max(MAX_PHOTO_ALT_LENGTH * 4);

const sizesWire = z.object({ thumbnail: z.string(), small: z.string(), medium: z.string(), large: z.string() });

export const listingPhotoWire = z.object({
  id: z.number().int(),
  position: z.number().int().describe("0 first; the first is the cover"),
  alt: z.string(),
  is_cover: z.boolean(),
  sizes: sizesWire,
});

export const listingPhotosWire = z.object({
  listing: z.object({ id: z.number().int(), title: z.string(), path: z.string() }),
  photos: z.array(listingPhotoWire),
  max_photos: z.number().int(),
  drawn_picture: z
    .object({ alt: z.string(), sizes: sizesWire })
    .nullable()
    .describe("The picture drawn from the listing's details, shown while it has no photo of its own"),
});

const photosAnswer = z.object({ message: z.string(), data: listingPhotosWire });

export const listListingPhotos = { response: z.object({ data: listingPhotosWire }) };

export const addListingPhoto = {
  body: z.object({ photo: pictureFile, alt: altText.optional().describe("What the photo shows; the listing's title when left out") }),
  response: photosAnswer,
};

export const updateListingPhoto = { params: idParam, body: z.object({ alt: altText }), response: photosAnswer };

export const moveListingPhoto = {
  params: idParam,
  body: z.object({ position: z.number().int().describe("Where the photo goes, 0 first (the cover); past the last means last") }),
  response: photosAnswer,
};

export const setListingCover = { params: idParam, response: photosAnswer };

export const removeListingPhoto = { params: idParam, response: photosAnswer };
