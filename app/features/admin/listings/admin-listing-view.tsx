import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { ADMIN_LISTING_LIMITS, LISTING_STATUS_LABELS, LISTING_TYPE_LABELS, type ListingStatus } from "../../../../core/admin-listings";
import { LISTING_TYPES, type ListingType } from "../../../../core/listing-types";
import { Button } from "../../../components/button";
import { ConfirmAction, ConsolePage, OutcomeMessage, type OutcomeView } from "../console-ui";
import { STATUS_BADGE } from "./admin-listings-view";
import "./admin-listings.css";

export type ListingDetailView = {
  id: number;
  type: ListingType;
  title: string;
  slug: string;
  path: string;
  status: ListingStatus;
  isPublished: boolean;
  isFeatured: boolean;
  heading: string;
  keywords: string;
  summary: string;
  body: string;
  /** Whether this kind has the page editor (hotels, advisors, destinations); else its text is edited here. */
  hasPageEditor: boolean;
  owner: { accountId: number; name: string; email: string; status: string } | null;
  cover: { alt: string; src: string } | null;
  createdOn: string;
  updatedOn: string;
};

export type AdminListingViewProps = {
  listing: ListingDetailView;
  mayEdit: boolean;
  mayReadAccounts: boolean;
  outcome: OutcomeView;
  /** What the fields form had when it was refused, to fill it again. */
  typed: Record<string, string> | null;
  /** The storefront editor of a hotel, an advisor or a destination (the route composes it). */
  pageEditor: ReactNode;
  /** The photos editor (the route composes it). */
  photosEditor: ReactNode;
};

export function AdminListingView({ listing, mayEdit, mayReadAccounts, outcome, typed, pageEditor, photosEditor }: AdminListingViewProps) {
  const value = (name: string, fallback: string) => typed?.[name] ?? fallback;
  const fieldError = outcome?.kind === "refused" ? outcome.field : undefined;
  const invalid = (field: string) => (fieldError === field ? { "aria-invalid": true, "aria-describedby": "al-fields-outcome" } : {});
  return (
    <ConsolePage
      title={listing.title}
      intro={
        <>
          <Link to="/admin/listings">All listings</Link> · {LISTING_TYPE_LABELS[listing.type]}
        </>
      }
    >
      <section className="ac-card al-facts-card" aria-labelledby="al-facts-title">
        <h2 id="al-facts-title">At a glance</h2>
        <dl className="ac-facts">
          <dt>Status</dt>
          <dd>
            <span className={STATUS_BADGE[listing.status]}>{LISTING_STATUS_LABELS[listing.status]}</span>
          </dd>
          <dt>Public page</dt>
          <dd>{listing.isPublished ? <Link to={listing.path}>{listing.path}</Link> : `${listing.path} (not public while unpublished)`}</dd>
          <dt>Featured</dt>
          <dd>{listing.isFeatured ? "Yes" : "No"}</dd>
          <dt>Owner</dt>
          <dd>
            {listing.owner ? (
              <>
                {mayReadAccounts ? <Link to={`/admin/business-accounts/${listing.owner.accountId}`}>{listing.owner.name}</Link> : listing.owner.name} ({listing.owner.email},
                account {listing.owner.status.replace("_", " ")})
              </>
            ) : (
              "No business owns it"
            )}
          </dd>
          <dt>Created</dt>
          <dd>{listing.createdOn}</dd>
          <dt>Last changed</dt>
          <dd>{listing.updatedOn}</dd>
        </dl>
        {listing.cover ? <img className="al-cover" src={listing.cover.src} alt={listing.cover.alt} width={400} height={267} /> : null}
        {mayEdit ? (
          listing.isPublished ? (
            <ConfirmAction
              label="Unpublish"
              question={`Unpublish ${listing.title}? Its page will answer "not found" and it leaves lists, search and the sitemap at once.`}
              fields={{ intent: "unpublish" }}
            />
          ) : (
            <Form method="post" className="ac-form">
              <input type="hidden" name="intent" value="publish" />
              <div className="ac-form__row">
                <Button type="submit" size="md">
                  Publish
                </Button>
              </div>
            </Form>
          )
        ) : null}
      </section>

      {mayEdit ? (
        <section className="ac-card" aria-labelledby="al-fields-title">
          <h2 id="al-fields-title">Listing</h2>
          <Form method="post" className="ac-form al-form" key={listing.updatedOn + listing.slug}>
            <input type="hidden" name="intent" value="save" />
            <div className="ac-form__row">
              <label>
                Title
                <input name="title" required maxLength={ADMIN_LISTING_LIMITS.title} defaultValue={value("title", listing.title)} {...invalid("title")} />
              </label>
              <label>
                Type
                <select name="type" defaultValue={value("type", listing.type)} {...invalid("type")}>
                  {LISTING_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {LISTING_TYPE_LABELS[type]}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <label>
              Slug
              <input name="slug" required maxLength={ADMIN_LISTING_LIMITS.slug} defaultValue={value("slug", listing.slug)} aria-describedby="al-slug-note" {...invalid("slug")} />
              <span id="al-slug-note" className="al-hint">
                The page&apos;s address: changing it moves the page, and the old address stops working.
              </span>
            </label>
            <label>
              Heading (optional)
              <input name="heading" maxLength={ADMIN_LISTING_LIMITS.heading} defaultValue={value("heading", listing.heading)} {...invalid("heading")} />
            </label>
            <label>
              Keywords (optional)
              <input name="keywords" maxLength={ADMIN_LISTING_LIMITS.keywords} defaultValue={value("keywords", listing.keywords)} {...invalid("keywords")} />
            </label>
            {listing.hasPageEditor ? null : (
              <>
                <label>
                  Summary
                  <textarea name="summary" rows={3} maxLength={ADMIN_LISTING_LIMITS.summary} defaultValue={value("summary", listing.summary)} aria-describedby="al-summary-note" {...invalid("summary")} />
                  <span id="al-summary-note" className="al-hint">
                    What cards and search show. Left empty: the text&apos;s first sentences.
                  </span>
                </label>
                <label>
                  Text
                  <textarea name="body" rows={10} maxLength={ADMIN_LISTING_LIMITS.body} defaultValue={value("body", listing.body)} {...invalid("body")} />
                </label>
              </>
            )}
            <label className="ac-check">
              <input type="checkbox" name="is_featured" defaultChecked={typed ? typed.is_featured === "on" : listing.isFeatured} />
              Featured (shown first in lists and search)
            </label>
            <div className="ac-form__row">
              <Button type="submit" size="md">
                Save listing
              </Button>
            </div>
            <div id="al-fields-outcome">
              <OutcomeMessage outcome={outcome} />
            </div>
          </Form>
        </section>
      ) : (
        <OutcomeMessage outcome={outcome} />
      )}

      {pageEditor ? (
        <section className="al-section" aria-labelledby="al-page-title">
          <h2 id="al-page-title">Page</h2>
          {pageEditor}
        </section>
      ) : null}

      <section className="al-section" aria-labelledby="al-photos-title">
        <h2 id="al-photos-title">Photos</h2>
        {photosEditor}
      </section>
    </ConsolePage>
  );
}
