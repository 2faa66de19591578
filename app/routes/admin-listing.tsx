import { data } from "react-router";
import { adminMay } from "../../core/admin-roles";
import { LISTING_TYPES, type ListingType } from "../../core/listing-types";
import { formatPlanDay } from "../../core/business-plan";
import {
  addAdminListingPhoto,
  moveAdminListingPhoto,
  removeAdminListingPhoto,
  setAdminListingCover,
  updateAdminListingPage,
  updateAdminListingPhoto,
} from "../../core/contracts/admin-listings";
import { getAdminListing } from "../../server/domain/admin/listings/get-admin-listing";
import { setListingPublished, updateAdminListing } from "../../server/domain/admin/listings/save-admin-listing";
import { AppError } from "../../server/kernel/errors";
import { callApi } from "../components/api-client";
import { RouteErrorBoundary } from "../components/route-error";
import { AdminListingView } from "../features/admin/listings/admin-listing-view";
import { StorefrontEditor } from "../features/storefront/storefront-editor";
import { ListingPhotosEditor, type ListingPhotoCalls } from "../features/storefront-photos/listing-photos-editor";
import { ADMIN_PAGE_HEADERS, adminOutcome, adminPage } from "../admin-view.server";
import type { Route } from "./+types/admin-listing";

function listingIdOf(text: string | undefined): number {
  if (!text || !/^[1-9]\d{0,8}$/.test(text)) throw data(null, { status: 404 });
  return Number(text);
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const admin = adminPage(context, request, "listings.read");
  const { listing, storefront, photos } = await getAdminListing(context.services, listingIdOf(params.listingId)).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  });
  const created = new URL(request.url).searchParams.get("created") === "1";
  return data(
    {
      productName: context.publicConfig.productName,
      mayEdit: adminMay(admin.role, "listings.edit"),
      mayReadAccounts: adminMay(admin.role, "business_accounts.read"),
      created,
      listing: {
        id: listing.id,
        type: listing.type,
        title: listing.title,
        slug: listing.slug,
        path: listing.path,
        status: listing.status,
        isPublished: listing.isPublished,
        isFeatured: listing.isFeatured,
        heading: listing.heading,
        keywords: listing.keywords,
        summary: listing.summary,
        body: listing.body,
        hasPageEditor: listing.storefrontKind !== null,
        owner: listing.owner ? { accountId: listing.owner.accountId, name: listing.owner.name, email: listing.owner.email, status: listing.owner.status } : null,
        cover: listing.cover ? { alt: listing.cover.alt || listing.title, src: listing.cover.sizes.small } : null,
        createdOn: formatPlanDay(listing.createdAt.toISOString()),
        updatedOn: `${formatPlanDay(listing.updatedAt.toISOString())}, ${listing.updatedAt.toISOString().slice(11, 16)} UTC`,
      },
      storefront,
      photos,
    },
    { headers: ADMIN_PAGE_HEADERS },
  );
}

/** Save the listing's admin fields, or publish or unpublish it. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = adminPage(context, request, "listings.edit");
  const listingId = listingIdOf(params.listingId);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "publish" || intent === "unpublish") {
    const answer = await adminOutcome(async () => {
      const row = await setListingPublished(context.services, admin, listingId, intent === "publish");
      return intent === "publish" ? `${row.title} is published: couples see it now.` : `${row.title} is unpublished: its page and search no longer show it.`;
    });
    return data({ ...answer.data, typed: null }, answer.init ?? undefined);
  }
  const typed: Record<string, string> = {};
  for (const name of ["title", "slug", "type", "heading", "keywords", "summary", "body"]) {
    const value = form.get(name);
    if (typeof value === "string") typed[name] = value;
  }
  typed.is_featured = form.get("is_featured") === "on" ? "on" : "off";
  const answer = await adminOutcome(async () => {
    const row = await updateAdminListing(context.services, admin, listingId, {
      ...(typed.title !== undefined ? { title: typed.title } : {}),
      ...(typed.slug !== undefined ? { slug: typed.slug } : {}),
      ...(typed.type !== undefined ? { type: (LISTING_TYPES.find((type) => type === typed.type) ?? typed.type) as ListingType } : {}),
      ...(typed.heading !== undefined ? { heading: typed.heading } : {}),
      ...(typed.keywords !== undefined ? { keywords: typed.keywords } : {}),
      ...(typed.summary !== undefined ? { summary: typed.summary } : {}),
      ...(typed.body !== undefined ? { body: typed.body } : {}),
      isFeatured: typed.is_featured === "on",
    });
    return `${row.title} is saved.`;
  });
  return data({ ...answer.data, typed: answer.data.outcome.kind === "refused" ? typed : null }, answer.init ?? undefined);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `${loaderData?.listing.title ?? "Listing"} | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

/** The photo editor's calls, on this listing through the admin operations. */
function adminPhotoCalls(listingId: number): ListingPhotoCalls {
  const id = String(listingId);
  const photo = (photoId: number) => ({ id, photoId: String(photoId) });
  return {
    add: (form) => callApi(addAdminListingPhoto, { params: { id }, body: form }),
    describe: (photoId, alt) => callApi(updateAdminListingPhoto, { params: photo(photoId), body: { alt } }),
    move: (photoId, position) => callApi(moveAdminListingPhoto, { params: photo(photoId), body: { position } }),
    cover: (photoId) => callApi(setAdminListingCover, { params: photo(photoId) }),
    remove: (photoId) => callApi(removeAdminListingPhoto, { params: photo(photoId) }),
  };
}

export default function AdminListing({ loaderData, actionData }: Route.ComponentProps) {
  const { listing, storefront, photos, mayEdit, mayReadAccounts, created } = loaderData;
  const outcome = actionData?.outcome ?? (created ? { kind: "done" as const, message: `${listing.title} is created, unpublished. Fill in its page and photos, then publish it.` } : null);
  const pageEditor =
    storefront && mayEdit ? (
      <StorefrontEditor
        key={`${listing.id}-${listing.type}`}
        storefront={storefront}
        audience="admin"
        save={(body) => callApi(updateAdminListingPage, { params: { id: String(listing.id) }, body })}
      />
    ) : null;
  const photosEditor = mayEdit ? (
    <ListingPhotosEditor view={photos} calls={adminPhotoCalls(listing.id)} />
  ) : photos.photos.length === 0 ? (
    <p className="ac-empty">No uploaded photos: the listing shows its drawn picture.</p>
  ) : (
    <ul className="ac-grid">
      {photos.photos.map((photo) => (
        <li key={photo.id}>
          <img src={photo.sizes.small} alt={photo.alt} width={200} height={133} loading="lazy" />
          {photo.isCover ? <span className="ac-badge">Cover</span> : null}
        </li>
      ))}
    </ul>
  );
  return (
    <AdminListingView
      listing={listing}
      mayEdit={mayEdit}
      mayReadAccounts={mayReadAccounts}
      outcome={outcome}
      typed={actionData?.typed ?? null}
      pageEditor={pageEditor}
      photosEditor={photosEditor}
    />
  );
}
