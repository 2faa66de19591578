import type { ListingType } from "../../core/listing-types";

/**
 * What a generated picture is drawn from: a listing's own data (or one of the few named scenes
 * such as the default hero). Everything the renderer needs, nothing from the database layer.
 */
export type SceneKind =
  | "hotel"
  | "destination"
  | "offer"
  | "article"
  | "collection"
  | "advisor"
  | "brand"
  | "itinerary"
  | "hero";

export type ScenePlace = {
  city: string | null;
  country: string | null;
  region: string | null;
};

export type SceneSubject = ScenePlace & {
  /** The URL key: a listing slug, or a named scene like "hero". */
  key: string;
  kind: SceneKind;
  title: string;
  /** Hotels: resort, boutique hotel, ryokan... (picks the building). */
  category: string | null;
  /** Gallery position, 1 to 4: each view of the same listing is a different picture. */
  view: number;
  /** Short text drawn on the picture: an offer's "20% OFF", an itinerary's "7 days". */
  badge: string | null;
  /** Advisors' and brands' letters. */
  monogram: string | null;
  /** Articles: the category name; brands: the brand name. */
  label: string | null;
  /** Collections: the places of the first few hotels, one mosaic tile each. */
  tiles: ScenePlace[];
};

/** The listing fields a picture is drawn from (a row plus two looked-up extras). */
export type SceneListing = ScenePlace & {
  type: ListingType;
  slug: string;
  title: string;
  category: string | null;
  details: Record<string, unknown>;
  /** Articles: the name of their first category. */
  categoryName: string | null;
  /** Collections: the places of their first hotels. */
  tiles: ScenePlace[];
};

const KIND_BY_TYPE: Record<ListingType, SceneKind> = {
  basic: "hotel",
  property: "hotel",
  brand: "brand",
  destination: "destination",
  collection: "collection",
  itinerary: "itinerary",
  article: "article",
  offer: "offer",
  advisor: "advisor",
};

/** One gallery view of a listing as a scene subject; `key` is the URL key of that view. */
export function toSceneSubject(listing: SceneListing, key: string, view: number): SceneSubject {
  const kind = KIND_BY_TYPE[listing.type];
  const { details } = listing;
  const subject: SceneSubject = {
    key,
    kind,
    view,
    title: listing.title,
    city: listing.city,
    country: listing.country,
    region: listing.region,
    category: listing.category,
    badge: null,
    monogram: null,
    label: null,
    tiles: [],
  };
  switch (kind) {
    case "offer": {
      const percent = numberOf(details.discountPercent);
      if (percent !== null) subject.badge = details.isUpTo === true ? `up to ${percent}% off` : `${percent}% off`;
      break;
    }
    case "itinerary": {
      const nights = numberOf(details.nights);
      const days = numberOf(details.days);
      subject.badge = details.lengthLabel === "nights" && nights !== null ? `${nights} nights` : days !== null ? `${days} days` : null;
      break;
    }
    case "advisor": {
      const first = stringOf(details.firstName);
      const last = stringOf(details.lastName);
      if (first && last) subject.monogram = `${first[0]}${last[0]}`.toUpperCase();
      break;
    }
    case "brand":
      subject.monogram = stringOf(details.monogram);
      subject.label = listing.title;
      break;
    case "article":
      subject.label = listing.categoryName;
      break;
    case "collection":
      subject.tiles = listing.tiles;
      break;
    default:
      break;
  }
  return subject;
}

function numberOf(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

function stringOf(value: unknown): string | null {
  return typeof value === "string" && value.length > 0 ? value : null;
}
