import { Link } from "react-router";
import { occasionName } from "../../../core/deal-rules";
import { Button } from "../../components/button";
import type { DealFilter } from "../../../core/deal-rules";
import type { DealView } from "../../../server/domain/deals/deal-view";
import { BUSINESS_KIND_LABEL, dealStateLabel, formatDealPrice } from "./deal-labels";
import { useDealAction } from "./use-deal-action";

export type InboxFilter = { key: DealFilter; label: string };

export type OffersInboxProps = {
  deals: DealView[];
  filter: DealFilter;
  /** docs/product.md §3's feed filters, then the wedding list, then New Offers and the archive. */
  mainFilters: InboxFilter[];
  weddingFilters: InboxFilter[];
  otherFilters: InboxFilter[];
  page: number;
  lastPage: number;
  total: number;
};

function filterHref(key: DealFilter, page = 1) {
  const params = new URLSearchParams();
  if (key !== "all") params.set("filter", key);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/offer?${query}` : "/offer";
}

function FilterList({ label, filters, active }: { label: string; filters: InboxFilter[]; active: DealFilter }) {
  return (
    <nav className="deal-filters" aria-label={label}>
      <ul>
        {filters.map((item) => (
          <li key={item.key}>
            <Link to={filterHref(item.key)} className="deal-filters__link" aria-current={item.key === active ? "page" : undefined} preventScrollReset>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function DealRow({ deal }: { deal: DealView }) {
  const { run, pending } = useDealAction();
  const listing = deal.business.listing;
  const isNew = deal.readAt === null;
  const state = dealStateLabel(deal);
  return (
    <li className={`deal-row${isNew ? " deal-row--new" : ""}`}>
      {listing?.image ? <img className="deal-row__image" src={listing.image} alt="" width={120} height={90} loading="lazy" /> : <span className="deal-row__image deal-row__image--empty" aria-hidden="true" />}
      <div className="deal-row__body">
        <p className="deal-row__business">
          {deal.business.name} <span className="deal-row__kind">· {BUSINESS_KIND_LABEL[deal.business.kind]}</span>
        </p>
        <h2 className="deal-row__title">
          <Link to={`/offer/${deal.id}`}>{deal.title}</Link>
        </h2>
        <p className="deal-row__meta">
          <strong>{formatDealPrice(deal.priceCents, deal.currency)}</strong> · {occasionName(deal.occasion)}
        </p>
        <ul className="deal-row__tags" aria-label="Status">
          {isNew ? <li className="deal-tag deal-tag--new">New</li> : null}
          {deal.pinnedAt ? <li className="deal-tag">Pinned</li> : null}
          {deal.hasNewMessage ? <li className="deal-tag deal-tag--new">New Message</li> : null}
          {deal.isLate && deal.status !== "late" ? <li className="deal-tag">Late response</li> : null}
          <li className={`deal-tag deal-tag--${state.toLowerCase().replace(/\s+/g, "-")}`}>{state}</li>
        </ul>
      </div>
      <div className="deal-row__actions">
        <Button
          size="sm"
          hierarchy="secondary-gray"
          disabled={pending !== null}
          onClick={() => void run(deal.pinnedAt ? "unpin" : "pin", deal.id)}
          aria-label={`${deal.pinnedAt ? "Unpin" : "Pin"} ${deal.title}`}
        >
          {deal.pinnedAt ? "Unpin" : "Pin"}
        </Button>
        <Button
          size="sm"
          hierarchy="secondary-gray"
          disabled={pending !== null}
          onClick={() => void run(deal.archivedAt ? "unarchive" : "archive", deal.id)}
          aria-label={`${deal.archivedAt ? "Unarchive" : "Archive"} ${deal.title}`}
        >
          {deal.archivedAt ? "Unarchive" : "Archive"}
        </Button>
      </div>
    </li>
  );
}

/** /offer: the couple's offers inbox (docs/product.md §2 and §3; decision 021). */
export function OffersInboxView({ deals, filter, mainFilters, weddingFilters, otherFilters, page, lastPage, total }: OffersInboxProps) {
  return (
    <main id="main" tabIndex={-1} className="deal-page deal-page--wide">
      <h1 className="deal-page__title">My offers</h1>
      <p className="deal-page__lead">
        Offers from hotels, travel advisors and destinations answering your deal requests. <Link to="/request-a-deal">Request another deal</Link>
      </p>
      <div className="deal-inbox">
        <div className="deal-inbox__filters">
          <FilterList label="Offer filters" filters={mainFilters} active={filter} />
          <FilterList label="Wedding list" filters={weddingFilters} active={filter} />
          <FilterList label="More filters" filters={otherFilters} active={filter} />
        </div>
        <section className="deal-inbox__list" aria-label="Offers">
          <p className="deal-inbox__count" role="status">
            {total === 0 ? "No offers here yet." : `${total} ${total === 1 ? "offer" : "offers"}`}
          </p>
          {deals.length > 0 ? (
            <ul className="deal-rows">
              {deals.map((deal) => (
                <DealRow key={deal.id} deal={deal} />
              ))}
            </ul>
          ) : (
            <div className="deal-inbox__empty">
              <p>{filter === "all" ? "Request a deal and hotels and advisors will answer here." : "Nothing under this filter yet."}</p>
              <Button to="/request-a-deal" size="lg">
                Request a deal
              </Button>
            </div>
          )}
          {lastPage > 1 ? (
            <nav className="deal-inbox__pages" aria-label="Pages">
              {page > 1 ? <Link to={filterHref(filter, page - 1)}>Previous</Link> : null}
              <span>
                Page {page} of {lastPage}
              </span>
              {page < lastPage ? <Link to={filterHref(filter, page + 1)}>Next</Link> : null}
            </nav>
          ) : null}
        </section>
      </div>
    </main>
  );
}
