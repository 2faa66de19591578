import { data, redirect } from "react-router";
import { adminMay } from "../../core/admin-roles";
import { ADMIN_LISTING_FILTERS, ADMIN_LISTING_LIMITS } from "../../core/admin-listings";
import { LISTING_TYPES, type ListingType } from "../../core/listing-types";
import { listAdminListings } from "../../server/domain/admin/listings/list-admin-listings";
import { createAdminListing } from "../../server/domain/admin/listings/save-admin-listing";
import { RouteErrorBoundary } from "../components/route-error";
import { AdminListingsView, type ListingFiltersView } from "../features/admin/listings/admin-listings-view";
import { ADMIN_PAGE_HEADERS, adminOutcome, adminPage } from "../admin-view.server";
import type { Route } from "./+types/admin-listings";

/** A query's value when it is one of `allowed`, else "" (an unknown filter is no filter). */
function oneOf<T extends string>(allowed: readonly T[], value: string | null): T | "" {
  return allowed.find((item) => item === value) ?? "";
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = adminPage(context, request, "listings.read");
  const url = new URL(request.url);
  const search = url.searchParams;
  const filters: ListingFiltersView = {
    q: (search.get("q") ?? "").slice(0, ADMIN_LISTING_LIMITS.query),
    type: oneOf(LISTING_TYPES, search.get("type")),
    status: oneOf(ADMIN_LISTING_FILTERS.status, search.get("status")),
    featured: oneOf(ADMIN_LISTING_FILTERS.featured, search.get("featured")),
    owner: oneOf(ADMIN_LISTING_FILTERS.owner, search.get("owner")),
  };
  const pageText = search.get("page") ?? "1";
  const list = await listAdminListings(context.services, {
    ...(filters.q ? { q: filters.q } : {}),
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.featured ? { featured: filters.featured } : {}),
    ...(filters.owner ? { owner: filters.owner } : {}),
    page: /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1,
  });
  return data(
    {
      productName: context.publicConfig.productName,
      filters,
      page: list.page,
      lastPage: list.lastPage,
      total: list.total,
      mayEdit: adminMay(admin.role, "listings.edit"),
      rows: list.items.map((listing) => ({
        id: listing.id,
        type: listing.type,
        title: listing.title,
        path: listing.path,
        status: listing.status,
        isFeatured: listing.isFeatured,
        owner: listing.owner ? { name: listing.owner.name, email: listing.owner.email } : null,
        place: [listing.city, listing.country].filter(Boolean).join(", "),
        thumbnail: listing.cover?.sizes.thumbnail ?? null,
      })),
    },
    { headers: ADMIN_PAGE_HEADERS },
  );
}

/** The new listing form: created unpublished, then its page opens. */
export async function action({ context, request }: Route.ActionArgs) {
  const admin = adminPage(context, request, "listings.edit");
  const form = await request.formData();
  const typed = { type: String(form.get("type") ?? ""), title: String(form.get("title") ?? ""), slug: String(form.get("slug") ?? "") };
  let createdId: number | null = null;
  const answer = await adminOutcome(async () => {
    const type = LISTING_TYPES.find((item) => item === typed.type) as ListingType | undefined;
    const row = await createAdminListing(context.services, admin, { type: type ?? ("" as ListingType), title: typed.title, ...(typed.slug.trim() ? { slug: typed.slug } : {}) });
    createdId = row.id;
    return `${row.title} is created, unpublished.`;
  });
  if (createdId !== null) throw redirect(`/admin/listings/${createdId}?created=1`);
  return data({ ...answer.data, typed }, answer.init ?? undefined);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `Listings | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

export default function AdminListings({ loaderData, actionData }: Route.ComponentProps) {
  const { productName: _productName, ...view } = loaderData;
  return <AdminListingsView {...view} outcome={actionData?.outcome ?? null} typed={actionData?.typed ?? null} />;
}
