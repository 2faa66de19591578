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
