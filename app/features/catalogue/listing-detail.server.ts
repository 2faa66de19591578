import { data, type AppLoadContext } from "react-router";
import type { ListingDetail } from "../../../core/listing-view";
import { getListing } from "../../../server/domain/catalogue/get-listing";
import { getListingRelations, type ListingRelations } from "../../../server/domain/catalogue/get-listing-relations";
import { loadPageHead } from "../../page-head.server";
import type { Crumb } from "./breadcrumbs";
import { toCardRelations } from "./card-relations";
import { pageNumberFrom } from "./page-number";
import {
  breadcrumbJsonLd,
  brandJsonLd,
  destinationJsonLd,
  hotelJsonLd,
  itineraryJsonLd,
  offerJsonLd,
} from "./structured-data.server";
import { describeListing } from "./listing-description";
import { summarise } from "./summarise";

/** The kinds of listing that have a page at the root path, /{slug} (docs/product.md §2). */
export const ROOT_LISTING_TYPES = ["basic", "property", "brand", "destination", "offer", "itinerary"] as const;

export type ListingDetailOptions = {
  context: AppLoadContext;
  request: Request;
  slug: string;
  /** Only these kinds (e.g. /destinations/{id} shows destinations only). */
  types?: readonly ListingDetail["type"][];
};

/**
 * Everything a root listing page shows: the listing, what surrounds it by kind, its crumbs and
 * head. The canonical address is always the root path, so /destinations/japan and /japan are
 * one page to search engines. Missing listings and pages past the end answer 404.
 */
export async function loadListingDetail({ context, request, slug, types = ROOT_LISTING_TYPES }: ListingDetailOptions) {
  const { db, clock, catalogueCache } = context.services;
  const page = pageNumberFrom(request);
  if (page === null) throw data(null, { status: 404 });
  const listing = await getListing({ db, by: { slug }, types, cache: catalogueCache });
  if (!listing) throw data(null, { status: 404 });
  const relations = await getListingRelations({ db, listing, page, now: clock.now(), cache: catalogueCache });
  if (
    (relations.kind === "destination" || relations.kind === "brand") &&
    page > relations.hotels.lastPage
  ) {
    throw data(null, { status: 404 });
  }

  const { origin } = context;
  const { productName } = context.publicConfig;
  const trail = trailFor(listing, relations);
  const head = await loadPageHead(context, request, {
    path: listing.path,
    canonicalPath: listing.path,
    page,
    fallback: {
      title: `${titleFor(listing, relations)} | ${productName}`,
      description: summarise(describeListing(listing)),
      keywords: listing.keywords,
      image: listing.image?.sizes.large,
    },
    jsonLd: [structuredDataFor(origin, listing, relations), breadcrumbJsonLd(origin, trail)],
  });
  return { head, listing, relations: toCardRelations(relations), trail, path: new URL(request.url).pathname, origin };
}

function titleFor(listing: ListingDetail, relations: ListingRelations): string {
  const place = [listing.city, listing.country].filter(Boolean).join(", ");
  switch (relations.kind) {
    case "hotel":
      return place ? `${listing.title}, ${place}` : listing.title;
    case "destination":
      return `${listing.title}: Romantic Hotels and Getaways`;
    case "brand":
      return `${listing.title} Hotels and Resorts`;
    case "offer":
      return `${listing.title} – Special Offer`;
    case "itinerary":
      return `${listing.title} – Itinerary`;
  }
}

function trailFor(listing: ListingDetail, relations: ListingRelations): Crumb[] {
  const home = { name: "Home", path: "/" };
  const self = { name: listing.title, path: listing.path };
  switch (relations.kind) {
    case "hotel":
      return relations.destination
        ? [home, { name: "Destinations", path: "/destinations" }, { name: relations.destination.title, path: relations.destination.path }, self]
        : [home, { name: "Hotels", path: "/hotel" }, self];
    case "destination":
      return [home, { name: "Destinations", path: "/destinations" }, self];
    case "brand":
      return [home, { name: "Hotels", path: "/hotel" }, self];
    case "offer":
      return [home, { name: "Special offers", path: "/marketplace" }, self];
    case "itinerary":
      return [home, { name: "Itineraries", path: "/itineraries" }, self];
  }
}

function structuredDataFor(origin: string, listing: ListingDetail, relations: ListingRelations) {
  switch (relations.kind) {
    case "hotel":
      return hotelJsonLd(origin, listing);
    case "destination":
      return destinationJsonLd(origin, listing, relations.hotels.items);
    case "brand":
      return brandJsonLd(origin, listing);
    case "offer":
      return offerJsonLd(origin, listing, relations.terms, relations.hotel);
    case "itinerary":
      return itineraryJsonLd(origin, listing, relations.plan.days);
  }
}
