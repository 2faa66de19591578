/**
 * An address typed without picking a place suggestion ("Positano", "Positano, Italy",
 * "Via Roma 1, 84017 Positano SA, Italy") read as a place: which of the known places it names
 * (decision 040). Pure, so the shapes are unit tested; the server supplies the known places (the
 * catalogue's cities, regions and countries) and the place search's answer.
 */

/** A place the catalogue knows: a city with its region and country, or a region or country alone. */
export type KnownPlace = {
  city: string | null;
  region: string | null;
  country: string | null;
  latitude?: number | null;
  longitude?: number | null;
};

export type TypedPlace = {
  city: string | null;
  region: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
};

/** Longest run of words read as one place name ("Santa Margherita Ligure" is three). */
const MAX_NAME_WORDS = 4;
/** Longer text is not an address; only its start is read. */
export const MAX_TYPED_PLACE = 300;

/** Case, accents, punctuation and spacing ignored: "Città di Castello" and "citta di castello" are one. */
export function placeKey(text: string | null | undefined): string {
  return (text ?? "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** A word that is no place name: a number (house, postal code) or a short code in capitals ("SA", "NY"). */
function isNoiseWord(word: string): boolean {
  if (/\d/.test(word)) return true;
  const letters = word.replace(/[^\p{L}]/gu, "");
  return letters.length > 0 && letters.length <= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
}

/**
 * The comma-separated parts of the text, last first (an address names the street first and the
 * country last), each without its numbers and short codes: "84017 Positano SA" reads "Positano".
 */
export function typedPlaceParts(text: string): string[] {
  const parts = text
    .slice(0, MAX_TYPED_PLACE)
    .split(/[,;\n]/)
    .map((part) => {
      const words = part.trim().split(/\s+/).filter(Boolean);
      const kept = words.filter((word) => !isNoiseWord(word));
      // A part that is only a code ("USA", "UK") is kept as typed.
      return (kept.length > 0 ? kept : words).join(" ");
    })
    .filter((part) => placeKey(part) !== "");
  return parts.reverse();
}

/** Every run of up to MAX_NAME_WORDS words of a part, longest first: "Hotel Positano" gives "Hotel Positano", "Hotel", "Positano". */
function namesWithin(part: string): string[] {
  const words = placeKey(part).split(" ");
  const names: string[] = [];
  for (let size = Math.min(MAX_NAME_WORDS, words.length); size >= 1; size -= 1) {
    for (let start = 0; start + size <= words.length; start += 1) names.push(words.slice(start, start + size).join(" "));
  }
  return names;
}

type PlaceIndex = {
  cities: Map<string, KnownPlace[]>;
  regions: Map<string, KnownPlace[]>;
  countries: Map<string, string>;
};

function indexPlaces(known: readonly KnownPlace[]): PlaceIndex {
  const index: PlaceIndex = { cities: new Map(), regions: new Map(), countries: new Map() };
  const add = (map: Map<string, KnownPlace[]>, key: string, place: KnownPlace) => {
    if (key.length < 2) return;
    const list = map.get(key) ?? [];
    list.push(place);
    map.set(key, list);
  };
  for (const place of known) {
    if (place.city) add(index.cities, placeKey(place.city), place);
    if (place.region) add(index.regions, placeKey(place.region), place);
    if (place.country && placeKey(place.country).length >= 2 && !index.countries.has(placeKey(place.country))) {
      index.countries.set(placeKey(place.country), place.country);
    }
  }
  return index;
}

/** The country the text names, the last part that is one. */
function countryNamed(parts: readonly string[], index: PlaceIndex): string | null {
  for (const part of parts) {
    const country = index.countries.get(placeKey(part));
    if (country) return country;
  }
  return null;
}

/**
 * Of the places with this name, the one in the country named, else the first (the known places
 * come most listed first); null when all are elsewhere than the country named.
 */
function inCountry(places: readonly KnownPlace[] | undefined, country: string | null): KnownPlace | null {
  if (!places || places.length === 0) return null;
  if (country === null) return places[0] ?? null;
  return places.find((place) => placeKey(place.country) === placeKey(country)) ?? null;
}

/** A region named without a country: its country only when all its places share one ("Europe" has several). */
function regionAlone(places: readonly KnownPlace[]): KnownPlace {
  const countries = new Set(places.map((place) => placeKey(place.country)));
  const first = places[0]!;
  return countries.size === 1 ? first : { ...first, country: null };
}

function found(place: KnownPlace, country: string | null): TypedPlace {
  return {
    city: place.city,
    region: place.region,
    country: place.country ?? country,
    latitude: place.latitude ?? null,
    longitude: place.longitude ?? null,
  };
}

/**
 * The place the typed text names among the known ones, or null. A whole part naming a city wins
 * (last parts first), then a city named by some words of a part ("Hotel Positano"), then a
 * region, then the country alone. A city elsewhere than the country typed is not it.
 */
export function resolveTypedPlace(text: string, known: readonly KnownPlace[]): TypedPlace | null {
  const parts = typedPlaceParts(text);
  if (parts.length === 0) return null;
  const index = indexPlaces(known);
  const country = countryNamed(parts, index);
  const candidates = parts.filter((part) => country === null || placeKey(part) !== placeKey(country));
  for (const part of candidates) {
    const city = inCountry(index.cities.get(placeKey(part)), country);
    if (city) return found(city, country);
  }
  for (const part of candidates) {
    for (const name of namesWithin(part)) {
      const city = inCountry(index.cities.get(name), country);
      if (city) return found(city, country);
    }
  }
  for (const part of candidates) {
    const regions = index.regions.get(placeKey(part));
    const region = country === null && regions && regions.length > 0 ? regionAlone(regions) : inCountry(regions, country);
    if (region) return found({ ...region, city: null, latitude: null, longitude: null }, country);
  }
  return country === null ? null : { city: null, region: null, country, latitude: null, longitude: null };
}

/** Longest town name taken as typed. */
const MAX_TOWN = 80;

/**
 * The town as typed just before the country, for a town no one knows yet: "Ravello, Italy" (two
 * parts), or "Via Roma 1, 84010 Ravello SA, Italy" (the part before the country carries the postal
 * code). Anything less clear ("Via Roma 1, Italy", "Ravello, Amalfi Coast, Italy") names none.
 */
export function typedTownBefore(text: string, country: string): string | null {
  const raw = text
    .slice(0, MAX_TYPED_PLACE)
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter((part) => placeKey(part) !== "");
  const last = raw.at(-1);
  const before = raw.at(-2);
  if (last === undefined || before === undefined || placeKey(last) !== placeKey(country)) return null;
  const hasNumber = /\d/.test(before);
  if (raw.length === 2 ? hasNumber : !hasNumber) return null;
  const town = typedPlaceParts(before)[0];
  return town !== undefined && town.length <= MAX_TOWN && !/\d/.test(town) ? town : null;
}

/**
 * A place search's suggestion (Google's autocomplete shape) read as a place, when its main text is
 * one of the names typed: "Positano" with "Province of Salerno, Italy" is the city Positano, region
 * Province of Salerno, country Italy. A suggestion for other words is not the place typed.
 */
export function placeFromSuggestion(
  text: string,
  suggestion: { types: readonly string[]; structured_formatting: { main_text: string; secondary_text: string } },
): TypedPlace | null {
  const main = placeKey(suggestion.structured_formatting.main_text);
  const typed = new Set(typedPlaceParts(text).flatMap(namesWithin));
  if (main === "" || !typed.has(main)) return null;
  const secondary = suggestion.structured_formatting.secondary_text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const isCountry = suggestion.types.includes("country");
  const isCity = suggestion.types.some((type) => type === "locality" || type === "postal_town" || type === "sublocality");
  if (isCountry) return { city: null, region: null, country: suggestion.structured_formatting.main_text.trim(), latitude: null, longitude: null };
  if (!isCity || secondary.length === 0) return null;
  return {
    city: suggestion.structured_formatting.main_text.trim(),
    region: secondary.length > 1 ? (secondary[0] ?? null) : null,
    country: secondary.at(-1) ?? null,
    latitude: null,
    longitude: null,
  };
}
