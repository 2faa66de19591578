import type { ListingDetail } from "../../../core/listing-view";

const KIND_WORDS: Partial<Record<ListingDetail["type"], string>> = {
  basic: "hotel",
  property: "hotel",
  advisor: "Romance Travel Advisor",
  destination: "romantic destination",
  brand: "hotel group",
};

/**
 * What a listing says about itself, or, when the business has written nothing yet (a new sign-up
 * has no description), a sentence made of its own facts: its kind, stars, town and country. Never
 * the site's generic description, which would make hundreds of pages alike.
 */
export function describeListing(listing: ListingDetail): string {
  const written = (listing.description || listing.body).replace(/\s+/g, " ").trim();
  if (written !== "") return written;
  const place = [listing.city, listing.region, listing.country].filter((part, index, all) => part && all.indexOf(part) === index).join(", ");
  const agency = typeof listing.details.agencyName === "string" && listing.details.agencyName.trim() ? listing.details.agencyName.trim() : null;
  const stars = listing.starRating ? `${listing.starRating}-star ` : "";
  const kind = listing.category?.toLowerCase() || KIND_WORDS[listing.type] || "getaway";
  const what = listing.type === "advisor" && agency ? `${KIND_WORDS.advisor} at ${agency}` : `${/^[aeiou]/i.test(stars || kind) ? "an" : "a"} ${stars}${kind}`;
  return `${listing.title}: ${what}${place ? ` in ${place}` : ""}, for couples planning a romantic getaway.`;
}
