import { Form, Link } from "react-router";
import {
  ADMIN_LISTING_FILTERS,
  ADMIN_LISTING_LIMITS,
  LISTING_STATUS_LABELS,
  LISTING_TYPE_LABELS,
  type AdminListingFeaturedFilter,
  type AdminListingOwnerFilter,
  type AdminListingStatusFilter,
  type ListingStatus,
} from "../../../../core/admin-listings";
import { LISTING_TYPES, type ListingType } from "../../../../core/listing-types";
import { Button } from "../../../components/button";
import { PageLinks } from "../../../components/pagination";
import { ConsolePage, OutcomeMessage, type OutcomeView, TableFrame } from "../console-ui";
import "./admin-listings.css";
import { formatCount } from "../../../../core/counts";

export type ListingRowView = {
  id: number;
  type: ListingType;
  title: string;
  path: string;
  status: ListingStatus;
  isFeatured: boolean;
  owner: { name: string; email: string } | null;
  place: string;
  thumbnail: string | null;
};

export type ListingFiltersView = {
  q: string;
  type: ListingType | "";
  status: AdminListingStatusFilter | "";
  featured: AdminListingFeaturedFilter | "";
  owner: AdminListingOwnerFilter | "";
};

export const STATUS_BADGE: Record<ListingStatus, string> = {
  active: "ac-badge ac-badge--good",
  in_review: "ac-badge ac-badge--warn",
  in_active: "ac-badge ac-badge--bad",
};

const STATUS_FILTER_LABELS: Record<AdminListingStatusFilter, string> = { published: "Published", unpublished: "Not published" };
const FEATURED_FILTER_LABELS: Record<AdminListingFeaturedFilter, string> = { yes: "Featured", no: "Not featured" };
const OWNER_FILTER_LABELS: Record<AdminListingOwnerFilter, string> = { business: "Owned by a business", none: "No business owner" };

export type AdminListingsViewProps = {
  rows: ListingRowView[];
  page: number;
  lastPage: number;
  total: number;
  filters: ListingFiltersView;
  mayEdit: boolean;
  outcome: OutcomeView;
  typed: { type: string; title: string; slug: string } | null;
};

export function AdminListingsView({ rows, page, lastPage, total, filters, mayEdit, outcome, typed }: AdminListingsViewProps) {
  const hrefFor = (to: number) => {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
    if (to > 1) params.set("page", String(to));
    const query = params.toString();
    return query ? `/admin/listings?${query}` : "/admin/listings";
  };
  const fieldError = outcome?.kind === "refused" ? outcome.field : undefined;
  const invalid = (field: string) => (fieldError === field ? { "aria-invalid": true, "aria-describedby": "al-new-outcome" } : {});
  return (
    <ConsolePage title="Listings" intro="Every hotel, advisor, destination, brand, collection, itinerary, article and offer, published or not.">
      <form method="get" className="ac-filters" role="search" aria-label="Find listings">
        <label>
          Title
          <input name="q" type="search" defaultValue={filters.q} maxLength={ADMIN_LISTING_LIMITS.query} />
        </label>
        <label>
          Type
          <select name="type" defaultValue={filters.type}>
            <option value="">Every type</option>
            {LISTING_TYPES.map((type) => (
              <option key={type} value={type}>
                {LISTING_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Status
          <select name="status" defaultValue={filters.status}>
            <option value="">Any status</option>
            {ADMIN_LISTING_FILTERS.status.map((value) => (
              <option key={value} value={value}>
                {STATUS_FILTER_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Featured
          <select name="featured" defaultValue={filters.featured}>
            <option value="">Featured or not</option>
            {ADMIN_LISTING_FILTERS.featured.map((value) => (
              <option key={value} value={value}>
                {FEATURED_FILTER_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Owner
          <select name="owner" defaultValue={filters.owner}>
            <option value="">Any owner</option>
            {ADMIN_LISTING_FILTERS.owner.map((value) => (
              <option key={value} value={value}>
                {OWNER_FILTER_LABELS[value]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="md" hierarchy="secondary-gray">
          Show listings
        </Button>
      </form>

      <TableFrame label="Listings table">
        <table className="ac-table al-table">
          <caption>
            {formatCount(total)} listing{total === 1 ? "" : "s"}
          </caption>
          <thead>
            <tr>
              <th scope="col">Listing</th>
              <th scope="col">Type</th>
              <th scope="col">Status</th>
              <th scope="col">Place</th>
              <th scope="col">Owner</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <span className="al-title">
                    {row.thumbnail ? <img src={row.thumbnail} alt="" width={48} height={32} loading="lazy" /> : null}
                    <Link to={`/admin/listings/${row.id}`}>{row.title}</Link>
                    {row.isFeatured ? <span className="ac-badge">Featured</span> : null}
                  </span>
                </th>
                <td>{LISTING_TYPE_LABELS[row.type]}</td>
                <td>
                  <span className={STATUS_BADGE[row.status]}>{LISTING_STATUS_LABELS[row.status]}</span>
                </td>
                <td>{row.place || "—"}</td>
                <td>{row.owner ? row.owner.name : "None"}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="ac-empty">No listing matches.</p> : null}
      </TableFrame>
      <PageLinks page={page} lastPage={lastPage} noun="listings" hrefFor={hrefFor} />

      {mayEdit ? (
        <section className="ac-card" aria-labelledby="al-new-title">
          <h2 id="al-new-title">New listing</h2>
          <p>It starts unpublished: fill in its page and photos, then publish it.</p>
          <Form method="post" className="ac-form">
            <div className="ac-form__row">
              <label>
                Type
                <select name="type" required defaultValue={typed?.type ?? "basic"} {...invalid("type")}>
                  {LISTING_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {LISTING_TYPE_LABELS[type]}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Title
                <input name="title" required maxLength={ADMIN_LISTING_LIMITS.title} autoComplete="off" defaultValue={typed?.title ?? ""} {...invalid("title")} />
              </label>
              <label>
                Slug (optional)
                <input name="slug" maxLength={ADMIN_LISTING_LIMITS.slug} autoComplete="off" defaultValue={typed?.slug ?? ""} aria-describedby="al-slug-hint" {...invalid("slug")} />
                <span id="al-slug-hint" className="al-hint">
                  Left empty: made from the title.
                </span>
              </label>
            </div>
            <div className="ac-form__row">
              <Button type="submit" size="md">
                Create listing
              </Button>
            </div>
            <div id="al-new-outcome">
              <OutcomeMessage outcome={outcome} />
            </div>
          </Form>
        </section>
      ) : null}
    </ConsolePage>
  );
}
