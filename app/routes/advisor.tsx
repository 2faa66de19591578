import { data, Link } from "react-router";
import { DealRequestWidget } from "../components/deal-request-widget";
import { headMeta } from "../components/head-meta";
import { HotelBanner } from "../components/hotel-banner";
import { ListingCard, toListingCard } from "../components/listing-card";
import { Section } from "../components/section";
import { StarRating } from "../components/star-rating";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { ListingGrid } from "../features/catalogue/listing-grid";
import { formatDate } from "../features/catalogue/format-date";
import { Prose } from "../features/catalogue/prose";
import { RequestDealBand } from "../features/catalogue/request-deal-band";
import { metaOrError } from "../components/route-error";
import { breadcrumbJsonLd, travelAgencyJsonLd } from "../features/catalogue/structured-data.server";
import { describeListing } from "../features/catalogue/listing-description";
import { summarise } from "../features/catalogue/summarise";
import { loadPageHead } from "../page-head.server";
import { getAdvisorProfile } from "../../server/domain/catalogue/get-advisor-profile";
import type { ShellRouteHandle } from "../components/shell-handle";
import type { Route } from "./+types/advisor";
import "../styles/pages/catalogue.css";
import { CountView } from "../features/statistics/count-looks";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  // The advisor's own offers show until the end of their last day.
  const today = context.services.clock.now().toISOString().slice(0, 10);
  const profile = await getAdvisorProfile({ db: context.services.db, slug: params.id, today });
  if (!profile) throw data(null, { status: 404 });
  const { advisor } = profile;
  const trail = [
    { name: "Home", path: "/" },
    { name: "Travel advisors", path: "/ta" },
    { name: advisor.title, path: advisor.path },
  ];
  const head = await loadPageHead(context, request, {
    fallback: {
      title: `${advisor.title} – Romance Travel Advisor | ${context.publicConfig.productName}`,
      description: summarise(describeListing(advisor)),
      keywords: advisor.keywords,
      image: advisor.image?.sizes.large,
    },
    jsonLd: [travelAgencyJsonLd(context.origin, advisor), breadcrumbJsonLd(context.origin, trail)],
  });
  const cards = {
    specialOffers: profile.specialOffers.map(toListingCard),
    article: profile.article ? toListingCard(profile.article) : null,
  };
  return { head, profile: { ...profile, ...cards }, trail };
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, (data) => headMeta(data.head));

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

const ADVISOR_DEAL_REQUEST_ID = "advisor-deal-request";

/** docs/product.md §2's bottom-widget mode: on phones a 'Request a deal' button scrolls to the side card's widget. */
export const handle = { requestDealTarget: ADVISOR_DEAL_REQUEST_ID } satisfies ShellRouteHandle;

export default function AdvisorPage({ loaderData }: Route.ComponentProps) {
  const { profile, trail } = loaderData;
  const { advisor } = profile;
  const isFeatured = profile.tier === "featured";
  // Only plans with leads (docs/product.md §6) get a direct inquiry; the others a deal request.
  const inquiry = profile.acceptsInquiries
    ? { label: `Send ${profile.firstName} an inquiry`, to: `/request-a-deal?listing=${advisor.id}` }
    : { label: "Request a deal", to: "/request-a-deal" };
  return (
    <main id="main" tabIndex={-1} className={`catalogue-page advisor-page advisor-page--${profile.tier}`}>
      <CountView listingId={advisor.id} />
      <HotelBanner
        title={advisor.title}
        city={advisor.city}
        country={advisor.country}
        type="advisor"
        description={advisor.heading ?? advisor.description}
        image={advisor.gallery[1] ?? advisor.image}
        profileImg={advisor.image?.sizes.small}
        action={inquiry}
        listingId={advisor.id}
      />
      <div className="page-body">
        <Breadcrumbs trail={trail} />
        <div className="listing-layout">
          <div className="listing-layout__main">
            <section className="listing-block" aria-labelledby="advisor-about">
              <h2 id="advisor-about" className="listing-block__title">
                About {advisor.title}
              </h2>
              <Prose text={advisor.body || advisor.description} />
            </section>

            {profile.video ? (
              <section className="listing-block" aria-labelledby="advisor-video">
                <h2 id="advisor-video" className="listing-block__title">
                  Meet {profile.firstName}
                </h2>
                <div className="video-placeholder">
                  <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true" focusable="false">
                    <circle cx="24" cy="24" r="23" fill="currentColor" opacity="0.18" />
                    <path d="M19 15.5v17l14-8.5z" fill="currentColor" />
                  </svg>
                  {profile.video.url ? (
                    <a href={profile.video.url} rel="noopener" target="_blank" className="video-placeholder__link">
                      Watch {profile.firstName}&rsquo;s introduction<span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  ) : (
                    <p className="video-placeholder__text">A personal video introduction is coming soon.</p>
                  )}
                </div>
              </section>
            ) : null}

            {profile.specialties.length > 0 ? (
              <section className="listing-block" aria-labelledby="advisor-specialties">
                <h2 id="advisor-specialties" className="listing-block__title">
                  Specialties
                </h2>
                <ul className="chip-list">
                  {profile.specialties.map((specialty) => (
                    <li key={specialty} className="chip">
                      {specialty.charAt(0).toUpperCase() + specialty.slice(1)}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}

            {profile.occasions.length > 0 ? (
              <section className="listing-block" aria-labelledby="advisor-occasions">
                <h2 id="advisor-occasions" className="listing-block__title">
                  Plans trips for
                </h2>
                <ul className="chip-list">
                  {profile.occasions.map((occasion) => (
                    <li key={occasion.slug}>
                      <Link to={occasion.path} className="chip">
                        {occasion.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}

            {profile.destinations.length > 0 ? (
              <section className="listing-block" aria-labelledby="advisor-destinations">
                <h2 id="advisor-destinations" className="listing-block__title">
                  Destinations
                </h2>
                <ul className="amenity-list amenity-list--wide">
                  {profile.destinations.map((destination) => (
                    <li key={destination}>{destination}</li>
                  ))}
                </ul>
              </section>
            ) : null}

            {profile.affiliations.length > 0 ? (
              <section className="listing-block" aria-labelledby="advisor-affiliations">
                <h2 id="advisor-affiliations" className="listing-block__title">
                  Affiliations
                </h2>
                <ul className="amenity-list">
                  {profile.affiliations.map((affiliation) => (
                    <li key={affiliation}>{affiliation}</li>
                  ))}
                </ul>
              </section>
            ) : null}

            {profile.reviews.length > 0 ? (
              <section className="listing-block" aria-labelledby="advisor-reviews">
                <h2 id="advisor-reviews" className="listing-block__title">
                  What couples say
                </h2>
                <ul className="reviews">
                  {profile.reviews.map((review, index) => (
                    <li key={index} className="review">
                      <figure>
                        {review.rating ? <StarRating value={review.rating} size="sm" /> : null}
                        <blockquote className="review__text">
                          <p>{review.text}</p>
                        </blockquote>
                        <figcaption className="review__author">
                          {review.author}
                          {review.trip ? <span className="review__trip">{review.trip}</span> : null}
                        </figcaption>
                      </figure>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}

            {profile.workshop ? (
              <section className="listing-block" aria-labelledby="advisor-workshop">
                <h2 id="advisor-workshop" className="listing-block__title">
                  Workshop
                </h2>
                <div className="advisor-extra">
                  <h3 className="advisor-extra__title">{profile.workshop.title}</h3>
                  <p className="advisor-extra__meta">
                    <time dateTime={profile.workshop.date}>{formatDate(profile.workshop.date)}</time>
                    {" · "}
                    {profile.workshop.isOnline ? "Online" : profile.workshop.place}
                  </p>
                  <Prose text={profile.workshop.text} />
                  {profile.workshop.signUpUrl ? (
                    <p>
                      <a href={profile.workshop.signUpUrl} rel="noopener nofollow ugc" target="_blank">
                        Sign up for {profile.workshop.title}
                        <span className="visually-hidden"> (opens in a new tab)</span>
                      </a>
                    </p>
                  ) : null}
                </div>
              </section>
            ) : null}

            {profile.ownArticle ? (
              <section className="listing-block" aria-labelledby="advisor-own-article">
                <h2 id="advisor-own-article" className="listing-block__title">
                  From {profile.firstName}&rsquo;s notebook
                </h2>
                <article className="advisor-extra">
                  <h3 className="advisor-extra__title">{profile.ownArticle.title}</h3>
                  <Prose text={profile.ownArticle.body} />
                </article>
              </section>
            ) : null}

            {profile.article ? (
              <section className="listing-block" aria-labelledby="advisor-article">
                <h2 id="advisor-article" className="listing-block__title">
                  Recommended reading
                </h2>
                <div className="single-card">
                  <ListingCard listing={profile.article} headingLevel={3} imageSizes="(min-width: 600px) 320px, 92vw" />
                </div>
              </section>
            ) : null}
          </div>

          <aside className="listing-layout__aside" aria-label={`${advisor.title} at a glance`}>
            <div className="side-card">
              <p className="side-card__title">At a glance</p>
              <dl className="facts">
                {profile.agencyName ? (
                  <div className="facts__row">
                    <dt>Agency</dt>
                    <dd>{profile.agencyName}</dd>
                  </div>
                ) : null}
                {profile.yearsExperience ? (
                  <div className="facts__row">
                    <dt>Experience</dt>
                    <dd>{profile.yearsExperience} years</dd>
                  </div>
                ) : null}
                {advisor.city || advisor.country ? (
                  <div className="facts__row">
                    <dt>Based in</dt>
                    <dd>{[advisor.city, advisor.country].filter(Boolean).join(", ")}</dd>
                  </div>
                ) : null}
                {profile.languages.length > 0 ? (
                  <div className="facts__row">
                    <dt>Languages</dt>
                    <dd>{profile.languages.join(", ")}</dd>
                  </div>
                ) : null}
                <div className="facts__row">
                  <dt>Profile</dt>
                  <dd>{isFeatured ? "Featured advisor" : "Advisor"}</dd>
                </div>
              </dl>
            </div>
            <div className="side-card side-card--deal">
              <p className="side-card__text">
                {profile.acceptsInquiries
                  ? `Tell ${profile.firstName} about your dates and wishes; the reply comes by e-mail.`
                  : "Share your plans once and receive tailored offers by e-mail."}
              </p>
              <DealRequestWidget
                id={ADVISOR_DEAL_REQUEST_ID}
                listingId={profile.acceptsInquiries ? advisor.id : undefined}
                title={profile.acceptsInquiries ? "Plan your trip together" : "Get offers for your trip"}
              />
            </div>
          </aside>
        </div>
      </div>

      {profile.ownOffers.length > 0 ? (
        <Section title="Special offers" intro={`Offers from ${profile.firstName}.`} tone="tinted">
          <ul className="advisor-offers">
            {profile.ownOffers.map((offer, index) => (
              <li key={index} className="advisor-offer">
                <h3 className="advisor-offer__title">{offer.title}</h3>
                {offer.text ? <p className="advisor-offer__text">{offer.text}</p> : null}
                {offer.validUntil ? (
                  <p className="advisor-offer__until">
                    Valid until <time dateTime={offer.validUntil}>{formatDate(offer.validUntil)}</time>
                  </p>
                ) : null}
                {offer.url ? (
                  <a href={offer.url} rel="noopener nofollow ugc" target="_blank" className="advisor-offer__link">
                    More about {offer.title}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {profile.specialOffers.length > 0 ? (
        <Section
          title="Special offers"
          intro={`Deals ${profile.firstName} can book for you.`}
          action={{ label: "All special offers", to: "/marketplace" }}
          tone="tinted"
        >
          <ListingGrid layout="row" label="Special offers" items={profile.specialOffers} empty={null} />
        </Section>
      ) : null}
      <RequestDealBand />
    </main>
  );
}
