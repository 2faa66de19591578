import type { Config } from "../../config";
import { createGazetteerPlaceSearch, type GazetteerOptions } from "./gazetteer-places";
import { createGooglePlaceSearch } from "./google-places";
import type { PlaceSearch } from "./place-search";

/**
 * The place search the configuration names: Google Places when a key is set, else the built-in
 * gazetteer, which also offers the catalogue's own places through `searchCatalogue` (a query the
 * domain owns, handed in by the composition root so this layer needs nothing above it).
 */
export function placeSearchFor(googlePlaces: Config["googlePlaces"], searchCatalogue: GazetteerOptions["searchCatalogue"]): PlaceSearch {
  return googlePlaces ? createGooglePlaceSearch(googlePlaces) : createGazetteerPlaceSearch({ searchCatalogue });
}
