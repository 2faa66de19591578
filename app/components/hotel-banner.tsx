import { useId, type ReactNode } from "react";
import { Avatar } from "./avatar";
import { Button } from "./button";
import { ListingAction } from "./listing-actions";
import { hydratedInTurn } from "./hydrate-in-turn";
import { bannerTypeLabel, listingPriceLabel, placeLabel } from "./listing-display";
import { ResponsiveImage, type ImageSizes } from "./responsive-image";
import { StarRating } from "./star-rating";
import "./hotel-banner.css";

export type HotelBannerProps = {
  title: string;
  city?: string | null;
  country?: string | null;
  /** basic, property, offer, advisor, another listing type, or a hotel type such as "resort". */
  type: string;
  description?: string;
  /** Whole dollars, shown as "From $price". */
  price?: number | null;
  /** Says what the price is for instead of "From" ("per stay": a marketplace deal's fixed price). */
  priceNote?: string;
  /** 0 to 5 in half steps; 0 or null hides the stars. */
  starRating?: number | null;
  image?: ImageSizes | null;
  /** The advisor's picture; initials stand in when it is missing or fails to load. */
  profileImg?: string | null;
  action?: { label: string; to: string };
  /**
   * docs/product.md §4: while a widget (e.g. the deal-request form) shows, it takes the place of the
   * description, price and button.
   */
  widget?: ReactNode;
  /** h1 by default: the banner names the page. */
  titleAs?: "h1" | "h2";
  /** The listing the page shows: its actions (the favourites heart) sit in the card's corner. */
  listingId?: number;
};

/**
 * docs/product.md §2 "Hotel-banner variant" of the hero, for listing detail pages; hydrated in a
 * task of its own after the header (decision 059).
 */
export const HotelBanner = hydratedInTurn(Banner);

function Banner({
  title,
  city,
  country,
  type,
  description,
  price,
  priceNote,
  starRating,
  image,
  profileImg,
  action,
  widget,
  titleAs: Title = "h1",
  listingId,
}: HotelBannerProps) {
  const badge = bannerTypeLabel(type);
  const place = placeLabel(city, country);
  const amount = listingPriceLabel(price);
  const isAdvisor = type === "advisor";
  const titleId = useId();
  return (
    <div className={`hotel-banner hotel-banner--${isAdvisor ? "advisor" : "listing"}`}>
      <div className="hotel-banner__media container">
        {image ? (
          <ResponsiveImage
            image={image}
            sizes="(min-width: 1320px) 1240px, calc(100vw - 2 * clamp(1rem, 4vw, 2.5rem))"
            priority
            aspect="wide"
            className="hotel-banner__image"
          />
        ) : (
          <div className="hotel-banner__image hotel-banner__image--loading" aria-hidden="true" />
        )}
      </div>
      <div className="container">
        <div className={`hotel-banner__card${listingId === undefined ? "" : " hotel-banner__card--with-action"}`}>
          {isAdvisor && <Avatar name={title} src={profileImg} size="lg" className="hotel-banner__avatar" />}
          {badge && <p className={`hotel-banner__badge hotel-banner__badge--${type}`}>{badge}</p>}
          <Title className="hotel-banner__title" id={titleId}>
            {title}
          </Title>
          {(place || (starRating ?? 0) > 0) && (
            <div className="hotel-banner__meta">
              {place && (
                <p className="hotel-banner__place">
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                    <path
                      d="M12 21s-7-6.1-7-11.5A7 7 0 0 1 19 9.5C19 14.9 12 21 12 21Zm0-9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z"
                      fill="currentColor"
                    />
                  </svg>
                  {place}
                </p>
              )}
              {(starRating ?? 0) > 0 && <StarRating value={starRating ?? 0} size="md" />}
            </div>
          )}
          {widget ? (
            <div className="hotel-banner__widget">{widget}</div>
          ) : (
            <>
              {description && <p className="hotel-banner__description">{description}</p>}
              {(amount || action) && (
                <div className="hotel-banner__footer">
                  {amount && (
                    <p className="hotel-banner__price">
                      {priceNote ? (
                        <>
                          <strong>{amount}</strong> {priceNote}
                        </>
                      ) : (
                        <>
                          From <strong>{amount}</strong>
                        </>
                      )}
                    </p>
                  )}
                  {action && (
                    <Button to={action.to} size="lg">
                      {action.label}
                    </Button>
                  )}
                </div>
              )}
            </>
          )}
          {listingId !== undefined && (
            <ListingAction
              listing={{ id: listingId, title, describedBy: titleId }}
              placement="banner"
              className="hotel-banner__action"
            />
          )}
        </div>
      </div>
    </div>
  );
}
