import type { ReactNode } from "react";
import { Link } from "react-router";
import type { ListingDetail } from "../../../core/listing-view";
import { linkableWebsite } from "../../../core/placeholder-links";
import { visibleAddressLine } from "../../../core/postal-address";
import type { OccasionLink } from "../../../server/domain/catalogue/get-listing-relations";
import { HotelBanner } from "../../components/hotel-banner";
import { HydrateInTurn } from "../../components/hydrate-in-turn";
import { ListingCard } from "../../components/listing-card";
import { PartnerWebsiteLink } from "../../components/partner-hand-off";
import { fromPriceLabel, listingPriceLabel, placeLabel } from "../../components/listing-display";
import { ResponsiveImage } from "../../components/responsive-image";
import { Section } from "../../components/section";
import { Breadcrumbs, type Crumb } from "./breadcrumbs";
import type { CardRelations } from "./card-relations";
import { formatDate } from "./format-date";
import { ListingGrid } from "./listing-grid";
import { Pagination } from "./pagination";
import { Prose } from "./prose";
import { RequestDealBand } from "./request-deal-band";
import { DealRequestWidget } from "../../components/deal-request-widget";
import "../../styles/pages/catalogue.css";
import { marketplaceVendorPath } from "../../../core/listing-path";
import { formatCount } from "../../../core/counts";

type ListingDetailPageProps = {
  listing: ListingDetail;
  relations: CardRelations;
  trail: Crumb[];
  /** This page's own path (it may be /destinations/{id} as well as /{slug}), for pagination. */
  path: string;
  /** A destination's booking search (its route composes it), first in the main column. */
  bookingSearch?: ReactNode;
};

/** The side card's request-a-deal widget, which the phone's bottom button scrolls to. */
export const LISTING_DEAL_REQUEST_ID = "listing-deal-request";

const GALLERY_SIZES = "(min-width: 1200px) 300px, (min-width: 600px) 30vw, 45vw";
const GALLERY_LIMIT = 8;

/** A root listing page: hotel, destination, brand, offer or itinerary (docs/product.md §2 "/{id}"). */
export function ListingDetailPage({ listing, relations, trail, path, bookingSearch }: ListingDetailPageProps) {
  const gallery = listing.gallery.slice(1, GALLERY_LIMIT + 1);
  return (
    <main id="main" tabIndex={-1} className="catalogue-page listing-page">
      <HotelBanner
        title={listing.title}
        city={listing.city}
        // A country's page would otherwise read "Japan" under "Japan".
        country={listing.country === listing.title ? null : listing.country}
        type={bannerType(listing)}
        description={listing.heading ?? listing.description}
        price={listing.priceFrom}
        priceNote={relations.kind === "offer" && relations.terms.pricedPerStay ? "per stay" : undefined}
        starRating={listing.starRating}
        image={listing.image}
        action={{ label: "Request a deal", to: `/request-a-deal?listing=${listing.id}` }}
        listingId={listing.id}
      />
      <div className="page-body">
        <Breadcrumbs trail={trail} />
        <div className="listing-layout">
          {/* The page's parts are hydrated each in a task of its own after the first pass (decision 059). */}
          <HydrateInTurn>
            <div className="listing-layout__main">
              {bookingSearch ? (
                <section className="listing-block" aria-labelledby="stay-search-heading">
                  <h2 id="stay-search-heading" className="listing-block__title">
                    Stay in {listing.title}
                  </h2>
                  {bookingSearch}
                </section>
              ) : null}
              {aboutText(listing) ? (
                <section className="listing-block" aria-labelledby="about-heading">
                  <h2 id="about-heading" className="listing-block__title">
                    {aboutTitle(listing)}
                  </h2>
                  <Prose text={aboutText(listing)} />
                </section>
              ) : null}
              <KindDetails listing={listing} relations={relations} />
              {gallery.length > 0 ? (
                <section className="listing-block" aria-labelledby="gallery-heading">
                  <h2 id="gallery-heading" className="listing-block__title">
                    Gallery
                  </h2>
                  <ul className="gallery">
                    {gallery.map((image, index) => (
                      <li key={index}>
                        <ResponsiveImage image={image} sizes={GALLERY_SIZES} aspect="card" className="gallery__image" />
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
            </div>
          </HydrateInTurn>
          <HydrateInTurn>
            <aside className="listing-layout__aside" aria-label={`${listing.title} at a glance`}>
              <FactsCard listing={listing} relations={relations} />
              <div className="side-card side-card--deal">
                <p className="side-card__text">
                  Tell us your dates and wishes; hotels and advisors reply with offers by e-mail.
                </p>
                <DealRequestWidget id={LISTING_DEAL_REQUEST_ID} listingId={listing.id} title="Plan it with us" />
              </div>
            </aside>
          </HydrateInTurn>
        </div>
      </div>
      <RelatedListings listing={listing} relations={relations} path={path} />
      <RequestDealBand listingId={listing.id} />
    </main>
  );
}

function bannerType(listing: ListingDetail): string {
  if (listing.type === "basic") return listing.category ?? "basic";
  return listing.type;
}

/**
 * The long text of the page. An itinerary's body repeats its day plan, which has its own
 * section, so it shows its summary; a listing with no body and no heading has its description
 * in the banner already.
 */
function aboutText(listing: ListingDetail): string {
  if (listing.type === "itinerary") return listing.description;
  if (listing.body) return listing.body;
  return listing.heading ? listing.description : "";
}

function aboutTitle(listing: ListingDetail): string {
  switch (listing.type) {
    case "offer":
      return "About this offer";
    case "itinerary":
      return "About this trip";
    default:
      return `About ${listing.title}`;
  }
}

function KindDetails({ listing, relations }: { listing: ListingDetail; relations: CardRelations }) {
  switch (relations.kind) {
    case "hotel":
      return (
        <>
          {relations.facts.highlights.length > 0 ? (
            <Block id="highlights" title="Highlights">
              <ul className="amenity-list amenity-list--wide">
                {relations.facts.highlights.map((highlight) => (
                  <li key={highlight}>{capitalise(highlight)}</li>
                ))}
              </ul>
            </Block>
          ) : null}
          <OccasionChips occasions={relations.occasions} />
          {listing.amenities.length > 0 ? (
            <Block id="amenities" title="Amenities">
              <ul className="amenity-list">
                {listing.amenities.map((amenity) => (
                  <li key={amenity}>{amenity}</li>
                ))}
              </ul>
            </Block>
          ) : null}
          {relations.facts.policies ? (
            <Block id="policies" title="Policies">
              <Prose text={relations.facts.policies} />
            </Block>
          ) : null}
        </>
      );
    case "destination":
      return (
        <>
          {relations.facts.highlights.length > 0 ? (
            <Block id="highlights" title="Don't leave without">
              <ul className="amenity-list amenity-list--wide">
                {relations.facts.highlights.map((highlight) => (
                  <li key={highlight}>{capitalise(highlight)}</li>
                ))}
              </ul>
            </Block>
          ) : null}
          <OccasionChips occasions={relations.occasions} />
        </>
      );
    case "offer":
      return (
        <Block id="offer-terms" title="The offer">
          {relations.isExpired ? (
            <p className="notice" role="note">
              This offer has ended. <Link to="/marketplace">See current special offers</Link>.
            </p>
          ) : null}
          <div className="offer-terms">
            {relations.terms.discountPercent ? (
              <p className="offer-terms__discount">
                Save {relations.terms.isUpTo ? "up to " : ""}
                <strong>{relations.terms.discountPercent}%</strong>
              </p>
            ) : null}
            <p className="offer-terms__validity">{validityText(relations.terms.validFrom, relations.terms.validUntil)}</p>
            {relations.terms.minimumNights ? (
              <p className="offer-terms__fine-print">For stays of {relations.terms.minimumNights} nights or more.</p>
            ) : null}
            {relations.terms.terms ? <p className="offer-terms__fine-print">{relations.terms.terms}</p> : null}
          </div>
          {relations.terms.perks.length > 0 ? (
            <>
              <h3 className="offer-terms__perks-title">Included</h3>
              <ul className="amenity-list">
                {relations.terms.perks.map((perk) => (
                  <li key={perk}>{capitalise(perk)}</li>
                ))}
              </ul>
            </>
          ) : null}
          {relations.hotel ? (
            <div className="offer-hotel">
              <h3 className="offer-hotel__title">Where you will stay</h3>
              <div className="offer-hotel__card">
                <ListingCard listing={relations.hotel} headingLevel={4} imageSizes="(min-width: 600px) 352px, 92vw" />
              </div>
              <p className="offer-hotel__more">
                <Link to={marketplaceVendorPath(relations.hotel.path)}>More deals from {relations.hotel.title}</Link>
              </p>
            </div>
          ) : null}
        </Block>
      );
    case "itinerary":
      return (
        <>
          {relations.plan.days.length > 0 ? (
            <Block id="day-by-day" title="Day by day">
              <ol className="day-plan">
                {relations.plan.days.map((day) => (
                  <li key={day.day} className="day-plan__day">
                    <h3 className="day-plan__title">
                      <span className="day-plan__number">Day {day.day}</span> {day.title}
                    </h3>
                    {day.description ? <p className="day-plan__text">{day.description}</p> : null}
                  </li>
                ))}
              </ol>
            </Block>
          ) : null}
          <OccasionChips occasions={relations.occasions} />
        </>
      );
    default:
      return null;
  }
}

function OccasionChips({ occasions }: { occasions: OccasionLink[] }) {
  if (occasions.length === 0) return null;
  return (
    <Block id="good-for" title="Perfect for">
      <ul className="chip-list">
        {occasions.map((occasion) => (
          <li key={occasion.slug}>
            <Link to={occasion.path} className="chip">
              {occasion.name}
            </Link>
          </li>
        ))}
      </ul>
    </Block>
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="listing-block" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="listing-block__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function validityText(validFrom: string | null, validUntil: string | null): string {
  if (validFrom && validUntil) return `Valid from ${formatDate(validFrom)} until ${formatDate(validUntil)}.`;
  if (validUntil) return `Valid until ${formatDate(validUntil)}.`;
  if (validFrom) return `Valid from ${formatDate(validFrom)}.`;
  return "Valid while availability lasts.";
}

type Fact = { term: string; value: ReactNode };

function FactsCard({ listing, relations }: { listing: ListingDetail; relations: CardRelations }) {
  const facts: Fact[] = [];
  const place = placeLabel(listing.city, listing.country);
  const price = fromPriceLabel(listing.priceFrom);
  switch (relations.kind) {
    case "hotel":
      facts.push({ term: "Category", value: capitalise(listing.category ?? "hotel") });
      if (listing.starRating) facts.push({ term: "Star rating", value: `${listing.starRating} out of 5` });
      if (place) facts.push({ term: "Location", value: place });
      {
        const address = visibleAddressLine({ typed: relations.facts.address, postalCode: relations.facts.postalCode, city: listing.city });
        if (address) facts.push({ term: "Address", value: address });
      }
      if (relations.facts.rooms) facts.push({ term: "Rooms", value: String(relations.facts.rooms) });
      if (relations.facts.checkIn) facts.push({ term: "Check-in", value: `From ${relations.facts.checkIn}` });
      if (relations.facts.checkOut) facts.push({ term: "Check-out", value: `Until ${relations.facts.checkOut}` });
      if (relations.destination) {
        facts.push({ term: "Destination", value: <Link to={relations.destination.path}>{relations.destination.title}</Link> });
      }
      if (relations.brand) facts.push({ term: "Brand", value: <Link to={relations.brand.path}>{relations.brand.title}</Link> });
      break;
    case "destination":
      if (listing.country && listing.country !== listing.title) facts.push({ term: "Country", value: listing.country });
      if (listing.region) facts.push({ term: "Region", value: listing.region });
      if (relations.facts.bestTime) facts.push({ term: "Best time", value: capitalise(relations.facts.bestTime) });
      facts.push({ term: "Hotels", value: formatCount(relations.hotels.total) });
      break;
    case "brand":
      if (relations.facts.founded) facts.push({ term: "Founded", value: String(relations.facts.founded) });
      if (relations.facts.headquarters) facts.push({ term: "Headquarters", value: relations.facts.headquarters });
      if (relations.facts.regions.length > 0) facts.push({ term: "Regions", value: relations.facts.regions.join(", ") });
      facts.push({ term: "Hotels", value: formatCount(relations.hotels.total) });
      break;
    case "offer":
      if (relations.terms.discountPercent) {
        facts.push({ term: "Discount", value: `${relations.terms.isUpTo ? "Up to " : ""}${relations.terms.discountPercent}% off` });
      }
      if (relations.terms.minimumNights) facts.push({ term: "Minimum stay", value: `${relations.terms.minimumNights} nights` });
      if (relations.terms.validUntil) facts.push({ term: "Book by", value: formatDate(relations.terms.validUntil) });
      if (relations.hotel) facts.push({ term: "Hotel", value: <Link to={relations.hotel.path}>{relations.hotel.title}</Link> });
      if (place) facts.push({ term: "Location", value: place });
      break;
    case "itinerary":
      if (relations.plan.lengthLabel) facts.push({ term: "Length", value: relations.plan.lengthLabel });
      if (relations.destination) {
        facts.push({ term: "Destination", value: <Link to={relations.destination.path}>{relations.destination.title}</Link> });
      } else if (place) {
        facts.push({ term: "Where", value: place });
      }
      break;
  }
  if (price) {
    const note =
      relations.kind === "itinerary"
        ? relations.plan.priceNote
        : relations.kind === "hotel" || relations.kind === "offer"
            ? "a night"
            : null;
    const perStay = relations.kind === "offer" && relations.terms.pricedPerStay;
    facts.push({ term: "Price", value: perStay ? `${listingPriceLabel(listing.priceFrom)} per stay` : note ? `${price} ${note}` : price });
  }
  // Our own itineraries store their page's path; a partner's has its site, linked only when real.
  const website = linkableWebsite(listing.website);
  if (website) {
    const text = (
      <>
        Visit the website<span className="visually-hidden"> of {listing.title} (opens in a new tab)</span>
      </>
    );
    facts.push({
      term: "Website",
      value:
        // An itinerary's website is its partner's: a signed-in member arrives with a hand-off token.
        listing.type === "itinerary" ? (
          <PartnerWebsiteLink itineraryId={listing.id} website={website}>
            {text}
          </PartnerWebsiteLink>
        ) : (
          <a href={website} rel="noopener nofollow" target="_blank">
            {text}
          </a>
        ),
    });
  } else if (listing.website) {
    // The demo catalogue's invented places have reserved example addresses that lead nowhere.
    facts.push({ term: "Website", value: "None yet (this is a demo listing)" });
  }
  if (facts.length === 0) return null;
  return (
    <div className="side-card">
      <p className="side-card__title">At a glance</p>
      <dl className="facts">
        {facts.map((fact) => (
          <div key={fact.term} className="facts__row">
            <dt>{fact.term}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function RelatedListings({ listing, relations, path }: { listing: ListingDetail; relations: CardRelations; path: string }) {
  switch (relations.kind) {
    case "hotel":
      if (relations.nearby.length === 0) return null;
      return (
        <Section
          title={relations.destination ? `More hotels in ${relations.destination.title}` : "More hotels nearby"}
          action={
            relations.destination
              ? { label: `All of ${relations.destination.title}`, to: relations.destination.path }
              : { label: "All hotels", to: "/hotel" }
          }
          tone="tinted"
        >
          <ListingGrid
            layout="row"
            label={relations.destination ? `More hotels in ${relations.destination.title}` : "More hotels nearby"}
            items={relations.nearby}
            empty={null}
          />
        </Section>
      );
    case "destination":
    case "brand":
      return (
        <>
          {relations.kind === "destination" ? <FeaturedByDestination title={listing.title} relations={relations} /> : null}
          <Section
            id="hotels"
            title={relations.kind === "destination" ? `Hotels in ${listing.title}` : `${listing.title} hotels`}
            intro={
              relations.hotels.total > 0
                ? `${formatCount(relations.hotels.total)} ${relations.hotels.total === 1 ? "hotel" : "hotels"}, Spotlight stays first.`
                : undefined
            }
            tone="tinted"
          >
            <ListingGrid
              items={relations.hotels.items}
              empty={
                <p>
                  No hotels are listed here yet. <Link to="/request-a-deal">Request a deal</Link> and our advisors will
                  suggest some.
                </p>
              }
            />
            <Pagination path={path} page={relations.hotels.page} lastPage={relations.hotels.lastPage} noun="hotels" />
          </Section>
        </>
      );
    default:
      return null;
  }
}

/** The hotels and itineraries a destination chose to feature (its storefront), in its order. */
function FeaturedByDestination({ title, relations }: { title: string; relations: Extract<CardRelations, { kind: "destination" }> }) {
  return (
    <>
      {relations.featuredHotels.length > 0 ? (
        <Section id="featured-hotels" title={`Featured stays in ${title}`} intro="Chosen by the destination.">
          <ListingGrid layout="row" label={`Featured stays in ${title}`} items={relations.featuredHotels} empty={null} />
        </Section>
      ) : null}
      {relations.featuredItineraries.length > 0 ? (
        <Section id="featured-itineraries" title={`Itineraries for ${title}`} intro="Chosen by the destination." action={{ label: "All itineraries", to: "/itineraries" }}>
          <ListingGrid layout="row" label={`Itineraries for ${title}`} items={relations.featuredItineraries} empty={null} />
        </Section>
      ) : null}
    </>
  );
}
