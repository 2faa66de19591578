import { Link } from "react-router";
import { Button } from "../components/button";
import { headMeta } from "../components/head-meta";
import { HeroBanner } from "../components/hero-banner";
import { toListingCard } from "../components/listing-card";
import { HydrateInTurn } from "../components/hydrate-in-turn";
import { Section } from "../components/section";
import { BookingSearchBox } from "../features/booking/booking-search-box";
import { ListingGrid } from "../features/catalogue/listing-grid";
import { OccasionCards } from "../features/catalogue/occasion-cards";
import { RequestDealBand } from "../features/catalogue/request-deal-band";
import { DealRequestWidget } from "../components/deal-request-widget";
import type { ShellRouteHandle } from "../components/shell-handle";
import { websiteJsonLd } from "../features/catalogue/structured-data.server";
import { loadPageHead } from "../page-head.server";
import { listArticles } from "../../server/domain/catalogue/list-articles";
import { listHomeSlides } from "../../server/domain/catalogue/list-home-slides";
import { listHotels } from "../../server/domain/catalogue/list-hotels";
import { listListings } from "../../server/domain/catalogue/list-listings";
import { listRunningOffers } from "../../server/domain/catalogue/list-running-offers";
import { listOccasions } from "../../server/domain/catalogue/list-occasions";
import type { Route } from "./+types/home";
import "../styles/pages/catalogue.css";

const HOME_DEAL_REQUEST_ID = "home-deal-request";

/** docs/product.md §2's bottom-widget mode: on phones a 'Request a deal' button scrolls to the hero's widget. */
export const handle = { requestDealTarget: HOME_DEAL_REQUEST_ID } satisfies ShellRouteHandle;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.services;
  const [slides, hotels, destinations, collections, occasions, offers, itineraries, articles] = await Promise.all([
    listHomeSlides({ db }),
    listHotels({ db, perPage: 8 }),
    listListings({ db, types: ["destination"], perPage: 4 }),
    listListings({ db, types: ["collection"], perPage: 4 }),
    listOccasions({ db }),
    listRunningOffers({ db, now: context.services.clock.now(), perPage: 4 }),
    listListings({ db, types: ["itinerary"], perPage: 4 }),
    listArticles({ db, perPage: 4 }),
  ]);
  const head = await loadPageHead(context, request);
  // The WebSite object repeats the page's own description, known only once the head is read.
  head.jsonLd = [websiteJsonLd(context.origin, context.publicConfig.productName, head.description)];
  return {
    head,
    slides,
    hotels: hotels.items.map(toListingCard),
    destinations: destinations.items.map(toListingCard),
    collections: collections.items.map(toListingCard),
    occasions,
    offers: offers.items.map(toListingCard),
    itineraries: itineraries.items.map(toListingCard),
    articles: articles.items.map(toListingCard),
  };
}

export const meta: Route.MetaFunction = ({ data }) => headMeta(data?.head);

const STEPS = [
  { title: "Share your vision", text: "Tell us the occasion, the dates and the kind of place you dream of. It takes two minutes." },
  { title: "Receive tailored offers by e-mail", text: "Hotels and Romance Travel Advisors answer with offers made for the two of you." },
  { title: "Book", text: "Compare, ask questions and book the getaway you love, directly with the hotel or advisor." },
] as const;

export default function Home({ loaderData }: Route.ComponentProps) {
  const { slides, hotels, destinations, collections, occasions, offers, itineraries, articles } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="home-page">
      <HeroBanner mode="carousel" slides={slides} titleAs="p" label="Featured getaways" widget={<DealRequestWidget id={HOME_DEAL_REQUEST_ID} layout="wide" />} />

      {/* Hydrated in a task of its own after the header and the carousel (decision 059). */}
      <HydrateInTurn>
        <section className="home-intro" aria-labelledby="home-title">
          <div className="container home-intro__inner">
            <div>
              <h1 id="home-title" className="home-intro__title">
                Hotels, destinations and advisors for couples
              </h1>
              <p className="home-intro__text">
                Honeymoons, anniversaries, proposals and simply time together: find the hotel, the destination and the
                travel advisor for your moment, then let them send you offers.
              </p>
            </div>
            <div className="home-intro__offer">
              <p className="home-intro__offer-title">
                Up to <strong>10% off</strong> your first booking
              </p>
              <p className="home-intro__offer-text">1456 happy users have joined. Request a deal and see what hotels offer you.</p>
              <Button to="/request-a-deal" size="lg">
                Request a deal
              </Button>
            </div>
          </div>
          <div className="container">
            <BookingSearchBox label="Find rooms for your dates" />
          </div>
        </section>
      </HydrateInTurn>

      <Section
        id="featured-hotels"
        title="Featured hotels"
        intro="Spotlight stays first, then the hideaways couples love most."
        action={{ label: "All hotels", to: "/hotel" }}
      >
        <ListingGrid
          layout="row"
          items={hotels}
          label="Featured hotels"
          empty={<p>Our first hotels are on their way. <Link to="/request-a-deal">Request a deal</Link> meanwhile.</p>}
        />
      </Section>

      <Section
        id="occasions"
        title="Plan for the occasion"
        intro="Every celebration has its perfect place."
        action={{ label: "All occasions", to: "/occassions" }}
        tone="tinted"
      >
        <OccasionCards occasions={occasions} label="Occasions" layout="row" />
      </Section>

      <Section
        id="destinations"
        title="Romantic destinations"
        action={{ label: "All destinations", to: "/destinations" }}
      >
        <ListingGrid
          layout="row"
          items={destinations}
          label="Romantic destinations"
          empty={<p>No destinations yet. <Link to="/hotel">Browse hotels</Link> instead.</p>}
        />
      </Section>

      <Section
        id="offers"
        title="Marketplace offers"
        intro="Deals posted by hotels and advisors, for a limited time."
        action={{ label: "All special offers", to: "/marketplace" }}
        tone="tinted"
      >
        <ListingGrid
          layout="row"
          items={offers}
          label="Marketplace offers"
          empty={<p>No offers right now. <Link to="/request-a-deal">Request a deal</Link> and hotels will send you some.</p>}
        />
      </Section>

      <Section id="how-it-works" title="How it works">
        <ol className="steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="steps__item">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="steps__title">
                <span className="visually-hidden">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="steps__text">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section
        id="collections"
        title="Inspire me"
        intro="Collections of stays chosen by our editors."
        action={{ label: "All collections", to: "/collection" }}
        tone="tinted"
      >
        <ListingGrid layout="row" items={collections} label="Collections" empty={<p>No collections yet.</p>} />
      </Section>

      <Section id="itineraries" title="Itineraries" action={{ label: "All itineraries", to: "/itineraries" }}>
        <ListingGrid layout="row" items={itineraries} label="Itineraries" empty={<p>No itineraries yet.</p>} />
      </Section>

      <Section id="articles" title="From the journal" action={{ label: "All articles", to: "/article" }} tone="tinted">
        <ListingGrid layout="row" items={articles} label="Articles" empty={<p>No articles yet.</p>} />
      </Section>

      <RequestDealBand />
    </main>
  );
}
