import { SEARCH_RESULT_LABEL, type ListingType } from "../../core/listing-types";

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

const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});

/** Whole dollars, "$1,250" (docs/product.md §9: prices in dollars); null without a usable price. */
export function formatDollars(price: number | null | undefined): string | null {
  if (price === null || price === undefined || !Number.isFinite(price) || price < 0) return null;
  return dollars.format(Math.round(price));
}

/** docs/product.md §2 "From $price". */
export function fromPriceLabel(price: number | null | undefined): string | null {
  const amount = formatDollars(price);
  return amount === null ? null : `From ${amount}`;
}

/** "Positano, Italy", or whichever half is known. */
export function placeLabel(city: string | null | undefined, country: string | null | undefined): string | null {
  const parts = [city, country].map((part) => part?.trim() ?? "").filter((part) => part !== "");
  return parts.length > 0 ? parts.join(", ") : null;
}
