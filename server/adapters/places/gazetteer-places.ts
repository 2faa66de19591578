import { createRequire } from "node:module";
import { MAX_PREDICTIONS, type PlacePrediction, type PlaceSearch, type PlaceSearchResult } from "./place-search";

/** A named place the gazetteer or the catalogue knows. */
export type GazetteerPlace = { id: string; name: string; secondary: string; types: string[]; weight: number };

type CityRecord = { city: string; city_ascii: string; pop: number; country: string; iso2: string; province: string };

const comparable = (text: string): string =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

type IndexedPlace = GazetteerPlace & { key: string };

let worldPlaces: IndexedPlace[] | undefined;

/**
 * World cities (the `city-timezones` dataset, about 7,300 cities with their country, region and
 * population) and their countries, loaded once, on the first search.
 */
function loadWorldPlaces(): IndexedPlace[] {
  if (worldPlaces) return worldPlaces;
  const require = createRequire(import.meta.url);
  const { cityMapping } = require("city-timezones") as { cityMapping: CityRecord[] };
  const countries = new Map<string, { iso2: string; pop: number }>();
  const places: IndexedPlace[] = [];
  for (const city of cityMapping) {
    const secondary = [city.province, city.country].filter((part) => part && part !== city.city).join(", ");
    places.push({ id: `city:${city.iso2}:${city.city_ascii}:${city.province}`, name: city.city, secondary, types: ["locality", "political", "geocode"], weight: city.pop, key: comparable(city.city) });
    const country = countries.get(city.country);
    countries.set(city.country, { iso2: city.iso2, pop: (country?.pop ?? 0) + city.pop });
  }
  for (const [name, { iso2, pop }] of countries) {
    places.push({ id: `country:${iso2}`, name, secondary: "", types: ["country", "political", "geocode"], weight: pop * 10, key: comparable(name) });
  }
  worldPlaces = places;
  return places;
}

function toPrediction(place: GazetteerPlace): PlacePrediction {
  return {
    description: place.secondary ? `${place.name}, ${place.secondary}` : place.name,
    place_id: place.id,
    types: place.types,
    structured_formatting: { main_text: place.name, secondary_text: place.secondary },
  };
}

/** Google's `types` filters, mapped onto what the gazetteer knows. */
function wantsCities(types: string | undefined): boolean {
  return types === undefined || types === "" || ["(cities)", "(regions)", "geocode", "address", "locality", "country"].includes(types);
}

export type GazetteerOptions = {
  /** The catalogue's own listings matching the text (hotels for `establishment`, destinations for places). */
  searchCatalogue: (text: string, types: string | undefined) => Promise<GazetteerPlace[]>;
};

/** The default place search: no key, no network (docs/architecture.md §6, the built-in gazetteer). */
export function createGazetteerPlaceSearch({ searchCatalogue }: GazetteerOptions): PlaceSearch {
  return {
    kind: "gazetteer",
    async autocomplete({ input, types }): Promise<PlaceSearchResult> {
      const text = comparable(input);
      if (text === "") return { status: "ZERO_RESULTS", predictions: [] };
      const fromCatalogue = await searchCatalogue(input.trim(), types);
      const fromWorld = wantsCities(types)
        ? loadWorldPlaces()
            .filter((place) => place.key.startsWith(text) || place.key.includes(` ${text}`))
            .sort((a, b) => Number(b.key.startsWith(text)) - Number(a.key.startsWith(text)) || b.weight - a.weight)
            .slice(0, MAX_PREDICTIONS)
        : [];
      const seen = new Set<string>();
      const predictions = [...fromCatalogue, ...fromWorld]
        .filter((place) => {
          const key = `${comparable(place.name)}|${comparable(place.secondary)}`;
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        })
        .slice(0, MAX_PREDICTIONS)
        .map(toPrediction);
      return { status: predictions.length > 0 ? "OK" : "ZERO_RESULTS", predictions };
    },
  };
}
