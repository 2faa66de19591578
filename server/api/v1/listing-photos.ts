import type { z } from "zod";
import { LISTING_PHOTO_MESSAGES } from "../../../core/storefront-photos";
import * as listingPhotos from "../../../core/contracts/listing-photos";
import type { listingPhotosWire } from "../../../core/contracts/listing-photos-schemas";
import { mediaStorageFor } from "../../adapters/storage/media-storage-for";
import type { AppServices } from "../../app-context";
import {
  listListingPhotos,
  moveListingPhoto,
  removeListingPhoto,
  setListingCover,
  updateListingPhoto,
  type ListingPhotoDeps,
  type ListingPhotosView,
} from "../../domain/storefront/listing-photos";
import type { ApiRegistry } from "./route";

/** A listing's photos on the wire (the upload's answer, server/api/v1/user-avatar.ts, too). */
export function toListingPhotosWire(view: ListingPhotosView): z.input<typeof listingPhotosWire> {
  return {
    listing: view.listing,
    photos: view.photos.map((photo) => ({ id: photo.id, position: photo.position, alt: photo.alt, is_cover: photo.isCover, sizes: photo.sizes })),
    max_photos: view.maxPhotos,
    drawn_picture: view.drawnPicture,
  };
}

export function listingPhotoDeps(services: AppServices): ListingPhotoDeps {
  return { ...services, storage: mediaStorageFor(services.config) };
}

/** A business's listing photos (issue 19); the upload reads a multipart body, so it is answered in the uploads' scope (user-avatar.ts). */
export function registerListingPhotoRoutes(api: ApiRegistry): void {
  api.route(listingPhotos.listListingPhotos, async ({ auth, services }) => ({
    data: toListingPhotosWire(await listListingPhotos(services, { userId: auth.user.id })),
  }));

  api.route(listingPhotos.updateListingPhoto, async ({ auth, params, body, services }) => {
    const view = await updateListingPhoto(listingPhotoDeps(services), { userId: auth.user.id, photoId: params.id, alt: body.alt });
    return { message: LISTING_PHOTO_MESSAGES.updated, data: toListingPhotosWire(view) };
  });

  api.route(listingPhotos.moveListingPhoto, async ({ auth, params, body, services }) => {
    const view = await moveListingPhoto(listingPhotoDeps(services), { userId: auth.user.id, photoId: params.id, position: body.position });
    return { message: LISTING_PHOTO_MESSAGES.moved, data: toListingPhotosWire(view) };
  });

  api.route(listingPhotos.setListingCover, async ({ auth, params, services }) => {
    const view = await setListingCover(listingPhotoDeps(services), { userId: auth.user.id, photoId: params.id });
    return { message: LISTING_PHOTO_MESSAGES.cover, data: toListingPhotosWire(view) };
  });

  api.route(listingPhotos.removeListingPhoto, async ({ auth, params, services }) => {
    const view = await removeListingPhoto(listingPhotoDeps(services), { userId: auth.user.id, photoId: params.id });
    return { message: LISTING_PHOTO_MESSAGES.removed, data: toListingPhotosWire(view) };
  });
}
