import type { ReactNode } from "react";
import type { ListingPage } from "../../../server/domain/catalogue/paginate-listings";
import type { ListingCardData } from "../../components/listing-card";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";
import { ListingGrid } from "./listing-grid";
import { PageHeader } from "./page-header";
import { Pagination } from "./pagination";
import { formatCount } from "../../../core/counts";

type SectionPageProps = {
  name: string;
  description: string;
  trail: Crumb[];
  path: string;
  listing: Omit<ListingPage, "items"> & { items: ListingCardData[] };
  /** What the list holds, e.g. { one: "hotel", other: "hotels" }. */
  noun: { one: string; other: string };
  /** Shown instead of the grid when the list is empty. */
  empty: ReactNode;
  /** A hero to show instead of the plain header; it must carry the page's h1. */
  hero?: ReactNode;
  /** Anything shown between the header and the grid (category links...). */
  children?: ReactNode;
  /** Full-width sections after the grid and its pagination. */
  after?: ReactNode;
};

/** A paginated grid of listings under a page header: /hotel, /destinations, /marketplace... */
export function SectionPage({ name, description, trail, path, listing, noun, empty, hero, children, after }: SectionPageProps) {
  return (
    <main id="main" tabIndex={-1} className="catalogue-page">
      {hero ?? (
        <PageHeader title={name} intro={description}>
          <Breadcrumbs trail={trail} />
        </PageHeader>
      )}
      <div className="page-body">
        {hero ? <Breadcrumbs trail={trail} /> : null}
        {children}
        {listing.total > 0 ? (
          <p className="result-count">
            {formatCount(listing.total)} {listing.total === 1 ? noun.one : noun.other}
          </p>
        ) : null}
        <ListingGrid items={listing.items} empty={empty} priorityCount={2} headingLevel={2} label={name} />
        <Pagination path={path} page={listing.page} lastPage={listing.lastPage} noun={noun.other} />
      </div>
      {after}
    </main>
  );
}
