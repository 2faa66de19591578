import { useId } from "react";
import { Link } from "react-router";
import { SEARCH_RESULT_LABEL } from "../../core/listing-types";
import type { ListingSummary } from "../../core/listing-view";
import { ListingAction } from "./listing-actions";
import { fromPriceLabel, placeLabel } from "./listing-display";
import { ResponsiveImage } from "./responsive-image";
import { StarRating } from "./star-rating";
import "./listing-card.css";

/** What a card shows: the listing without its long texts, so pages send no more than they draw. */
export type ListingCardData = Pick<
  ListingSummary,
  "id" | "type" | "path" | "title" | "city" | "country" | "starRating" | "priceFrom" | "image"
>;

export function toListingCard(listing: ListingSummary): ListingCardData {
  const { id, type, path, title, city, country, starRating, priceFrom, image } = listing;
  return { id, type, path, title, city, country, starRating, priceFrom, image };
}

/** How wide a card is in the usual grid: one column on phones, up to four on wide screens. */
export const LISTING_CARD_SIZES = "(min-width: 1200px) 280px, (min-width: 900px) 30vw, (min-width: 600px) 45vw, 92vw";

type ListingCardProps = {
  listing: ListingCardData;
  /** The image's `sizes` attribute when the card sits in something other than the usual grid. */
  imageSizes?: string;
  /** Load the image eagerly with high priority (the first cards above the fold). */
  priority?: boolean;
  /** Heading level of the title, so it follows the heading that introduces the cards. */
  headingLevel?: 2 | 3 | 4;
};

/**
 * A listing in a grid: picture, kind label, title, place, stars and price. The title link is
 * stretched over the whole card, so the card is one tap target with one meaningful name; the
 * action slot (the favourites heart) sits above it.
 */
export function ListingCard({ listing, imageSizes = LISTING_CARD_SIZES, priority = false, headingLevel = 3 }: ListingCardProps) {
  const Heading = `h${headingLevel}` as const;
  const label = SEARCH_RESULT_LABEL[listing.type];
  const placeText = placeLabel(listing.city, listing.country);
  // A country's own card would otherwise read "Italy / Italy".
  const place = placeText === listing.title ? null : placeText;
  const price = fromPriceLabel(listing.priceFrom);
  const titleId = useId();
  return (
    <article className="listing-card">
      <div className="listing-card__media">
        {listing.image ? (
          <ResponsiveImage image={listing.image} sizes={imageSizes} priority={priority} aspect="card" className="listing-card__image" />
        ) : (
          <div className="listing-card__placeholder" aria-hidden="true" />
        )}
        {label ? <span className="listing-card__badge">{label}</span> : null}
      </div>
      <div className="listing-card__body">
        <Heading className="listing-card__title">
          <Link to={listing.path} className="listing-card__link" prefetch="intent" id={titleId}>
            {listing.title}
          </Link>
        </Heading>
        {place ? <p className="listing-card__place">{place}</p> : null}
        {listing.starRating ? (
          <div className="listing-card__stars">
            <StarRating value={listing.starRating} size="sm" />
          </div>
        ) : null}
        {price ? <p className="listing-card__price">{price}</p> : null}
      </div>
      {/* After the title in reading order, drawn over the picture's corner. */}
      <ListingAction
        listing={{ id: listing.id, title: listing.title, describedBy: titleId }}
        placement="card"
        className="listing-card__action"
      />
    </article>
  );
}
