/**
 * Place autocomplete (docs/product.md §7 googleapi/place, section 3 "Place suggestion"), answered in
 * Google's Places Autocomplete shape whichever adapter serves it.
 */
export type PlacePrediction = {
  description: string;
  place_id: string;
  types: string[];
  structured_formatting: { main_text: string; secondary_text: string };
};

export type PlaceSearchResult = { status: "OK" | "ZERO_RESULTS"; predictions: PlacePrediction[] };

/** What the wizards ask for: `establishment` (a hotel's name), `(cities)`, `geocode` or `address`. */
export type PlaceSearchRequest = { input: string; types: string | undefined };

export type PlaceSearch = {
  kind: "gazetteer" | "google";
  autocomplete(request: PlaceSearchRequest): Promise<PlaceSearchResult>;
};

export const MAX_PREDICTIONS = 5;
export const MAX_PLACE_INPUT = 100;
