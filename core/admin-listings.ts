import { LISTING_TYPES, type ListingType } from "./listing-types";
import type { StorefrontKind } from "./storefront-rules";
import { formatCount } from "./counts";

/**
 * The admin console's listings (issue 20): every kind of listing, published or not, with the
 * fields only admins set (title, slug, type, featured, publication) and, for the kinds a business
 * edits in its storefront, the storefront's own fields and rules (core/storefront-rules.ts). Plain
 * functions: the console's forms and the domain (server/domain/admin/listings) say the same.
 */

export const LISTING_TYPE_LABELS: Record<ListingType, string> = {
  basic: "Hotel (Basic)",
  property: "Hotel (Spotlight)",
  brand: "Brand",
  destination: "Destination",
  collection: "Collection",
  itinerary: "Itinerary",
  article: "Article",
  offer: "Offer",
  advisor: "Travel advisor",
};

/** A listing's stored status: only "active" is public (its page, cards, search, sitemap). */
export type ListingStatus = "active" | "in_review" | "in_active";

export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  active: "Published",
  in_review: "In review (not public)",
  in_active: "Unpublished",
};

export const isPublishedStatus = (status: ListingStatus): boolean => status === "active";

/** The storefront editor's kind of a listing type; null: the kind has no storefront (admins edit its text here). */
export function storefrontKindOfType(type: ListingType): StorefrontKind | null {
  switch (type) {
    case "basic":
    case "property":
      return "hotel";
    case "advisor":
      return "advisor";
    case "destination":
      return "destination";
    default:
      return null;
  }
}

export const ADMIN_LISTING_FILTERS = {
  status: ["published", "unpublished"],
  featured: ["yes", "no"],
  owner: ["business", "none"],
} as const;

export type AdminListingStatusFilter = (typeof ADMIN_LISTING_FILTERS.status)[number];
export type AdminListingFeaturedFilter = (typeof ADMIN_LISTING_FILTERS.featured)[number];
export type AdminListingOwnerFilter = (typeof ADMIN_LISTING_FILTERS.owner)[number];

export type AdminListingQuery = {
  /** Part of the title, any case. */
  q?: string;
  type?: ListingType;
  status?: AdminListingStatusFilter;
  featured?: AdminListingFeaturedFilter;
  /** Whether a business account owns the listing. */
  owner?: AdminListingOwnerFilter;
  page?: number;
};

export const ADMIN_LISTINGS_PAGE_SIZE = 25;

export const ADMIN_LISTING_LIMITS = {
  title: 150,
  slug: 80,
  heading: 200,
  keywords: 300,
  summary: 500,
  body: 20000,
  query: 100,
} as const;

const L = ADMIN_LISTING_LIMITS;

export const ADMIN_LISTING_MESSAGES = {
  notFound: "We could not find this listing.",
  title: "Enter the listing's title",
  titleLength: `Keep the title to ${L.title} characters`,
  slug: "Write the slug with lowercase letters, digits, hyphens and underscores, not starting or ending with a hyphen or underscore",
  slugLength: `Keep the slug to ${L.slug} characters`,
  slugReserved: "This slug is an address of the site itself. Choose another.",
  slugTaken: "Another listing already has this slug. Choose another.",
  heading: `Keep the heading to ${L.heading} characters`,
  keywords: `Keep the keywords to ${L.keywords} characters`,
  summary: `Keep the summary to ${L.summary} characters`,
  body: `Keep the text to ${formatCount(L.body)} characters`,
  noStorefront: "This kind of listing has no page editor: edit its summary and text with its other fields.",
  changedMeanwhile: "Someone changed this listing while you were editing. Reload it and make your change again.",
  notForKind: "This listing's kind edits its text in the page editor below, not here.",
  type: "Choose a type from the list",
  typeOfOwner: (owner: StorefrontKind) => `A business account (${owner}) owns this listing, so its type stays a ${owner === "hotel" ? "hotel (Basic or Spotlight)" : owner}.`,
  nothingToSave: "Change at least one field before saving.",
  alreadyPublished: "This listing is already published.",
  alreadyUnpublished: "This listing is already unpublished.",
} as const;

/** The fields an admin sets on any listing (undefined: not sent). */
export type AdminListingFields = {
  title?: string;
  slug?: string;
  type?: ListingType;
  isFeatured?: boolean;
  heading?: string;
  keywords?: string;
  /** The card's summary (listings.description), for kinds without a storefront. */
  summary?: string;
  /** The page's long text (listings.body), for kinds without a storefront. */
  body?: string;
};

export type AdminListingField = keyof AdminListingFields;
export type AdminListingErrors = Partial<Record<AdminListingField, string>>;

/** The fields only kinds without a storefront edit here. */
export const ADMIN_TEXT_FIELDS = ["summary", "body"] as const satisfies readonly AdminListingField[];

const isEdge = (character: string) => character === "-" || character === "_";
const isSlugCharacter = (character: string) => (character >= "a" && character <= "z") || (character >= "0" && character <= "9") || isEdge(character);

/** A slug of lowercase letters, digits, hyphens and underscores, not starting or ending with - or _. */
export function slugError(slug: string): string | null {
  if (slug.length > L.slug) return ADMIN_LISTING_MESSAGES.slugLength;
  if (slug === "" || ![...slug].every(isSlugCharacter) || isEdge(slug.charAt(0)) || isEdge(slug.charAt(slug.length - 1))) return ADMIN_LISTING_MESSAGES.slug;
  return null;
}

/** The errors of the fields sent, by field; empty when they may be saved. */
export function checkAdminListingFields(fields: AdminListingFields): AdminListingErrors {
  const errors: AdminListingErrors = {};
  const within = (field: AdminListingField, value: string | undefined, max: number, message: string) => {
    if (value !== undefined && value.trim().length > max) errors[field] = message;
  };
  if (fields.title !== undefined) {
    const title = fields.title.trim();
    if (title === "") errors.title = ADMIN_LISTING_MESSAGES.title;
    else if (title.length > L.title) errors.title = ADMIN_LISTING_MESSAGES.titleLength;
  }
  if (fields.slug !== undefined) {
    const problem = slugError(fields.slug.trim());
    if (problem) errors.slug = problem;
  }
  if (fields.type !== undefined && !(LISTING_TYPES as readonly string[]).includes(fields.type)) errors.type = ADMIN_LISTING_MESSAGES.type;
  within("heading", fields.heading, L.heading, ADMIN_LISTING_MESSAGES.heading);
  within("keywords", fields.keywords, L.keywords, ADMIN_LISTING_MESSAGES.keywords);
  within("summary", fields.summary, L.summary, ADMIN_LISTING_MESSAGES.summary);
  within("body", fields.body, L.body, ADMIN_LISTING_MESSAGES.body);
  return errors;
}

/**
 * Whether a listing of `from` may become `to`: a listing a business account owns keeps its
 * storefront's kind (a hotel account's listing stays a hotel, Basic or Spotlight), since the
 * account's dashboard edits it as that kind; a listing no business owns may become any type.
 */
export function typeChangeError(to: ListingType, owner: StorefrontKind | null): string | null {
  if (owner === null) return null;
  return storefrontKindOfType(to) === owner ? null : ADMIN_LISTING_MESSAGES.typeOfOwner(owner);
}
