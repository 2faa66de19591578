import { eq, sql } from "drizzle-orm";
import { normaliseWebsite } from "../../../core/business-signup-rules";
import { STOREFRONT_EXTRA_MESSAGES } from "../../../core/storefront-extras";
import {
  checkStorefront,
  cleanStorefront,
  EMPTY_STOREFRONT,
  FEATURED_ADVISOR_FIELDS,
  STOREFRONT_FIELDS,
  STOREFRONT_MESSAGES,
  summaryOf,
  type StorefrontErrors,
  type StorefrontField,
  type StorefrontInput,
  type StorefrontKind,
  type StorefrontValues,
} from "../../../core/storefront-rules";
import { STOREFRONT_WIRE_NAMES } from "../../../core/contracts/storefront-wire-names";
import { listings, type ListingRow } from "../../db/schema/catalogue";
import { AppError } from "../../kernel/errors";
import { placeKey } from "../../../core/typed-place";
import { invalidateCatalogue } from "../catalogue/invalidate-catalogue";
import { resolveTypedAddress } from "../catalogue/resolve-typed-address";
import { SEARCH_DOCUMENTS_CHANNEL } from "../search/search-engine";
import { FEATURABLE_TYPES, unknownFeaturedIds } from "./featured-listings";
import { fullViewOf, isFeaturedListing, ownListing, valuesOf, type StorefrontDeps, type StorefrontView } from "./storefront-listing";

/** Refuses with the first field's message and every field's, named as the API names them. */
function refuseIfInvalid(errors: StorefrontErrors): void {
  const entries = Object.entries(errors) as [StorefrontField, string][];
  if (entries.length === 0) return;
  throw new AppError("VALIDATION_FAILED", entries[0]![1], Object.fromEntries(entries.map(([field, message]) => [STOREFRONT_WIRE_NAMES[field], [message]])));
}

/** The listing's columns and details after a save of the kind's values. */
function changesOf(kind: StorefrontKind, listing: ListingRow, values: StorefrontValues): Partial<ListingRow> {
  switch (kind) {
    case "hotel":
      return {
        body: values.description,
        description: summaryOf(values.description),
        amenities: values.amenities,
        goodFor: values.goodFor,
        city: values.city || null,
        region: values.region || null,
        country: values.country || null,
        latitude: values.latitude,
        longitude: values.longitude,
        website: normaliseWebsite(values.website),
        phone: values.phone || null,
        details: {
          ...listing.details,
          highlights: values.highlights,
          address: values.address,
          postalCode: values.postalCode,
          checkIn: values.checkIn,
          checkOut: values.checkOut,
          policies: values.policies,
        },
      };
    case "advisor":
      return {
        body: values.about,
        description: summaryOf(values.about),
        goodFor: values.specialties,
        details: {
          ...listing.details,
          agencyName: values.agencyName,
          destinations: values.destinations,
          languages: values.languages,
          yearsExperience: values.yearsExperience,
          videoUrl: values.videoUrl,
          affiliations: values.affiliations,
          reviews: values.reviews,
          specialOffers: values.specialOffers,
          workshop: values.workshop,
          article: values.article,
        },
      };
    case "destination":
      return {
        body: values.description,
        description: summaryOf(values.description),
        details: {
          ...listing.details,
          highlights: values.highlights,
          bestTime: values.bestTime,
          featuredHotelIds: values.featuredHotelIds,
          featuredItineraryIds: values.featuredItineraryIds,
        },
      };
  }
}

/**
 * A hotel's address or city typed without a suggestion, read as a place (decision 040): when the
 * city or the country is empty, what is empty of the city, region, country and coordinates is
 * filled from it; nothing typed is replaced, and a place other than the city typed is not used.
 */
async function withTypedPlace(deps: StorefrontDeps, kind: StorefrontKind, values: StorefrontValues): Promise<StorefrontValues> {
  // Only a save that leaves the place unnamed is read: coordinates cleared on purpose stay cleared.
  const isMissing = values.city === "" || values.country === "";
  if (kind !== "hotel" || !isMissing) return values;
  const typed = [values.address, values.city, values.region, values.country].filter((part) => part !== "").join(", ");
  const place = await resolveTypedAddress(deps, typed);
  if (!place || (values.city !== "" && place.city !== null && placeKey(place.city) !== placeKey(values.city))) return values;
  const hasCoordinates = values.latitude !== null || place.latitude === null || place.longitude === null;
  return {
    ...values,
    city: values.city || (place.city ?? ""),
    region: values.region || (place.region ?? ""),
    country: values.country || (place.country ?? ""),
    ...(hasCoordinates ? {} : { latitude: place.latitude, longitude: place.longitude }),
  };
}

/** The fields sent (undefined: not sent). */
function sentFields(input: StorefrontInput): StorefrontField[] {
  return (Object.keys(input) as StorefrontField[]).filter((field) => input[field] !== undefined);
}

/**
 * Saves the fields sent of the business's own listing, checked together with the others. A field
 * of another kind (a hotel's address sent by an advisor) is refused, as are a Basic advisor's
 * video and affiliations. An active listing's page, cards and search show the change at once: in
 * this process now, in every other one when the search index's notification reaches it.
 */
export async function updateStorefront(deps: StorefrontDeps, { userId, input }: { userId: number; input: StorefrontInput }): Promise<StorefrontView> {
  const { kind, listing } = await ownListing(deps.db, userId);
  const changes = await storefrontChangesOf(deps, { kind, listing, input });
  const [saved] = await deps.db
    .update(listings)
    .set({ ...changes, updatedAt: deps.clock.now() })
    .where(eq(listings.id, listing.id))
    .returning();
  if (!saved) throw new AppError("FORBIDDEN", STOREFRONT_MESSAGES.noListing);
  await storefrontSaved(deps, listing.id);
  return fullViewOf(deps.db, kind, saved);
}

/**
 * The listing's columns after a save of the fields sent of `kind`, checked together with the
 * listing's other values by the storefront's rules (refused with the fields' messages). Shared by
 * the business's own storefront and the admin console's editor of any listing of the kind.
 */
export async function storefrontChangesOf(
  deps: StorefrontDeps,
  { kind, listing, input }: { kind: StorefrontKind; listing: ListingRow; input: StorefrontInput },
): Promise<Partial<ListingRow>> {
  const allowed = STOREFRONT_FIELDS[kind];
  const foreign = sentFields(input).filter((field) => !allowed.includes(field));
  if (foreign.length > 0) refuseIfInvalid(Object.fromEntries(foreign.map((field) => [field, STOREFRONT_MESSAGES.notForKind])));

  const sent = Object.fromEntries(sentFields(input).map((field) => [field, input[field]])) as StorefrontInput;
  const merged = { ...valuesOf(kind, listing), ...sent };
  const isFeatured = isFeaturedListing(kind, listing);
  // A Basic profile's Featured parts are checked only when sent: what a lapsed Featured plan left
  // stays stored (and hidden from the page) while the rest of the profile is saved.
  const checked = (values: StorefrontValues) => (isFeatured || kind !== "advisor" ? values : { ...values, ...unsentFeaturedAsEmpty(sent) });
  // The rules read the values as sent (a list of 31 stays 31), then the cleaned ones are stored.
  refuseIfInvalid(checkStorefront(checked(merged), { kind, isFeatured }));
  const values = await withTypedPlace(deps, kind, cleanStorefront(merged));
  refuseIfInvalid(checkStorefront(checked(values), { kind, isFeatured }));
  if (kind === "destination") await refuseUnknownFeatured(deps, values, sent);
  return changesOf(kind, listing, values);
}

/** After a listing's save: the catalogue's reads are cleared here now, and in other processes by the search index's notification. */
export async function storefrontSaved(deps: Pick<StorefrontDeps, "db" | "catalogueCache">, listingId: number): Promise<void> {
  invalidateCatalogue({ cache: deps.catalogueCache });
  await deps.db.execute(sql`select pg_notify(${SEARCH_DOCUMENTS_CHANNEL}, ${String(listingId)})`);
}

/** The Featured-only fields not sent, as empty values (what the rules ask of a Basic profile). */
function unsentFeaturedAsEmpty(sent: StorefrontInput): Partial<StorefrontValues> {
  return Object.fromEntries(FEATURED_ADVISOR_FIELDS.filter((field) => sent[field] === undefined).map((field) => [field, EMPTY_STOREFRONT[field]]));
}

/**
 * A destination features live hotels and itineraries of the catalogue only: ids sent that are
 * unknown, of another kind or not live are refused by field. Ids already stored that have since
 * gone are kept (the page leaves them out) unless the list is sent again.
 */
async function refuseUnknownFeatured(deps: StorefrontDeps, values: StorefrontValues, sent: StorefrontInput): Promise<void> {
  const errors: StorefrontErrors = {};
  if (sent.featuredHotelIds !== undefined && (await unknownFeaturedIds(deps.db, values.featuredHotelIds, FEATURABLE_TYPES.hotel)).length > 0) {
    errors.featuredHotelIds = STOREFRONT_EXTRA_MESSAGES.notAHotel;
  }
  if (sent.featuredItineraryIds !== undefined && (await unknownFeaturedIds(deps.db, values.featuredItineraryIds, FEATURABLE_TYPES.itinerary)).length > 0) {
    errors.featuredItineraryIds = STOREFRONT_EXTRA_MESSAGES.notAnItinerary;
  }
  refuseIfInvalid(errors);
}
