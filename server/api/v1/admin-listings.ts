import type { z } from "zod";
import { LISTING_TYPE_LABELS, type AdminListingFields } from "../../../core/admin-listings";
import * as contracts from "../../../core/contracts/admin-listings";
import type { adminListingWire as adminListingSchema } from "../../../core/contracts/admin-listings-schemas";
import { LISTING_PHOTO_MESSAGES } from "../../../core/storefront-photos";
import { STOREFRONT_MESSAGES } from "../../../core/storefront-rules";
import type { AppServices } from "../../app-context";
import {
  adminAddListingPhoto,
  adminDescribeListingPhoto,
  adminMoveListingPhoto,
  adminRemoveListingPhoto,
} from "../../domain/admin/listings/admin-listing-photos";
import type { AdminListing } from "../../domain/admin/listings/admin-listing-view";
import { getAdminListing, type AdminListingDetail } from "../../domain/admin/listings/get-admin-listing";
import { listAdminListings } from "../../domain/admin/listings/list-admin-listings";
import { createAdminListing, saveListingStorefront, setListingPublished, updateAdminListing } from "../../domain/admin/listings/save-admin-listing";
import { listingPhotoDeps, toListingPhotosWire } from "./listing-photos";
import type { ApiRegistry } from "./route";
import { toStorefrontWire } from "./storefront";

export function adminListingWire(listing: AdminListing): z.input<typeof adminListingSchema> {
  return {
    id: listing.id,
    type: listing.type,
    type_label: LISTING_TYPE_LABELS[listing.type],
    title: listing.title,
    slug: listing.slug,
    path: listing.path,
    status: listing.status,
    is_published: listing.isPublished,
    is_featured: listing.isFeatured,
    heading: listing.heading,
    keywords: listing.keywords,
    summary: listing.summary,
    city: listing.city,
    country: listing.country,
    storefront_kind: listing.storefrontKind,
    owner: listing.owner
      ? { account_id: listing.owner.accountId, kind: listing.owner.kind, name: listing.owner.name, email: listing.owner.email, status: listing.owner.status }
      : null,
    cover: listing.cover,
    created_at: listing.createdAt.toISOString(),
    updated_at: listing.updatedAt.toISOString(),
  };
}

function detailWire({ listing, storefront, photos }: AdminListingDetail) {
  return { ...adminListingWire(listing), body: listing.body, storefront: storefront ? toStorefrontWire(storefront) : null, photos: toListingPhotosWire(photos) };
}

/** The API's field names to the code's. */
function fieldsOf(body: { title?: string; slug?: string; type?: AdminListingFields["type"]; is_featured?: boolean; heading?: string; keywords?: string; summary?: string; body?: string }): AdminListingFields {
  const { is_featured: isFeatured, ...rest } = body;
  return { ...rest, ...(isFeatured === undefined ? {} : { isFeatured }) };
}

async function answer(services: AppServices, listingId: number, message: string) {
  return { message, data: detailWire(await getAdminListing(services, listingId)) };
}

/** The handlers of core/contracts/admin-listings.ts, but the photo upload's (registerAdminListingUploadRoutes). */
export function registerAdminListingRoutes(api: ApiRegistry): void {
  api.route(contracts.listAdminListings, async ({ query, services }) => {
    const page = await listAdminListings(services, query);
    return { data: page.items.map(adminListingWire), page: page.page, last_page: page.lastPage, total: page.total };
  });

  api.route(contracts.getAdminListing, async ({ params, services }) => ({ data: detailWire(await getAdminListing(services, params.id)) }));

  api.route(contracts.createAdminListing, async ({ body, admin, services, reply }) => {
    const row = await createAdminListing(services, admin, { ...fieldsOf(body), type: body.type, title: body.title });
    void reply.code(201);
    return answer(services, row.id, `${row.title} is created, unpublished. Publish it when its page is ready.`);
  });

  api.route(contracts.updateAdminListing, async ({ params, body, admin, services }) => {
    const row = await updateAdminListing(services, admin, params.id, fieldsOf(body));
    return answer(services, row.id, `${row.title} is saved.`);
  });

  api.route(contracts.publishAdminListing, async ({ params, admin, services }) => {
    const row = await setListingPublished(services, admin, params.id, true);
    return answer(services, row.id, `${row.title} is published: couples see it now.`);
  });

  api.route(contracts.unpublishAdminListing, async ({ params, admin, services }) => {
    const row = await setListingPublished(services, admin, params.id, false);
    return answer(services, row.id, `${row.title} is unpublished: its page and search no longer show it.`);
  });

  api.route(contracts.updateAdminListingPage, async ({ params, body, admin, services }) => {
    const view = await saveListingStorefront(services, admin, params.id, body);
    return { message: view.isLive ? "The changes are saved and live on the page." : STOREFRONT_MESSAGES.saved.replace("Your", "The"), data: toStorefrontWire(view) };
  });

  api.route(contracts.updateAdminListingPhoto, async ({ params, body, admin, services }) => {
    const view = await adminDescribeListingPhoto(listingPhotoDeps(services), admin, { listingId: params.id, photoId: params.photoId, alt: body.alt });
    return { message: LISTING_PHOTO_MESSAGES.updated, data: toListingPhotosWire(view) };
  });

  api.route(contracts.moveAdminListingPhoto, async ({ params, body, admin, services }) => {
    const view = await adminMoveListingPhoto(listingPhotoDeps(services), admin, { listingId: params.id, photoId: params.photoId, position: body.position });
    return { message: LISTING_PHOTO_MESSAGES.moved, data: toListingPhotosWire(view) };
  });

  api.route(contracts.setAdminListingCover, async ({ params, admin, services }) => {
    const view = await adminMoveListingPhoto(listingPhotoDeps(services), admin, { listingId: params.id, photoId: params.photoId, position: 0 });
    return { message: LISTING_PHOTO_MESSAGES.cover, data: toListingPhotosWire(view) };
  });

  api.route(contracts.removeAdminListingPhoto, async ({ params, admin, services }) => {
    const view = await adminRemoveListingPhoto(listingPhotoDeps(services), admin, { listingId: params.id, photoId: params.photoId });
    return { message: LISTING_PHOTO_MESSAGES.removed, data: toListingPhotosWire(view) };
  });
}

/** The photo upload, registered in the scope that reads multipart bodies (user-avatar.ts). */
export function registerAdminListingUploadRoutes(uploads: ApiRegistry): void {
  uploads.route(contracts.addAdminListingPhoto, async ({ params, body, admin, services }) => {
    const view = await adminAddListingPhoto(listingPhotoDeps(services), admin, { listingId: params.id, upload: body.photo, ...(body.alt === undefined ? {} : { alt: body.alt }) });
    return { message: LISTING_PHOTO_MESSAGES.added, data: toListingPhotosWire(view) };
  });
}
