import { SEARCH_RESULT_LABEL, type ListingType } from "../../core/listing-types";
import { formatDollars } from "../../core/money";

/**
 * The badge on a hotel banner. Listing types use the search-result labels (docs/product.md §3;
 * `basic` shows none); any other value is a hotel type such as "resort", shown as written.
 */
export function bannerTypeLabel(type: string): string | null {
  const normalised = type.trim();
  if (normalised === "" || normalised === "basic") return null;
  if (normalised in SEARCH_RESULT_LABEL) {
    return SEARCH_RESULT_LABEL[normalised as ListingType] ?? null;
  }
  if (normalised === "worldiaitenararies") return SEARCH_RESULT_LABEL.itinerary ?? null;
  return normalised.charAt(0).toUpperCase() + normalised.slice(1);
}

/**
 * A listing's price as /api/v1 sends it (`priceFrom`, whole dollars) shown in whole dollars, "$1,250",
 * by core's one formatter in cents; null without a usable price.
 */
export function listingPriceLabel(price: number | null | undefined): string | null {
  if (price === null || price === undefined || !Number.isFinite(price) || price < 0) return null;
  const cents = Math.round(price) * 100;
  return Number.isSafeInteger(cents) ? formatDollars(cents, { wholeDollars: true }) : null;
}

/** docs/product.md §2 "From $price". */
export function fromPriceLabel(price: number | null | undefined): string | null {
  const amount = listingPriceLabel(price);
  return amount === null ? null : `From ${amount}`;
}

/** "Positano, Italy", or whichever half is known. */
export function placeLabel(city: string | null | undefined, country: string | null | undefined): string | null {
  const parts = [city, country].map((part) => part?.trim() ?? "").filter((part) => part !== "");
  return parts.length > 0 ? parts.join(", ") : null;
}
