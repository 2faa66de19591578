/**
 * A listing's postal address for schema.org's PostalAddress (issue 21): the street read from the
 * address the business typed (or the catalogue holds), the postal code the business gave (else read
 * from the typed address), the locality and the country as an ISO 3166-1 alpha-2 code.
 */
export type PostalAddressParts = {
  streetAddress: string | null;
  postalCode: string | null;
  addressLocality: string | null;
  addressRegion: string | null;
  /** ISO 3166-1 alpha-2, e.g. "IT". */
  addressCountry: string | null;
};

/** Codes the region names know that are not countries (EU, UN, "Unknown Region", pseudo-locales). */
const NOT_COUNTRIES = new Set(["EU", "EZ", "UN", "QO", "XA", "XB", "ZZ"]);

/** Names people write that the English region names spell otherwise. */
const COUNTRY_ALIASES: Record<string, string> = {
  usa: "US",
  "united states of america": "US",
  america: "US",
  uk: "GB",
  "great britain": "GB",
  england: "GB",
  scotland: "GB",
  wales: "GB",
  "northern ireland": "GB",
  uae: "AE",
  "czech republic": "CZ",
  "ivory coast": "CI",
  turkey: "TR",
  holland: "NL",
  "south korea": "KR",
  korea: "KR",
  "north korea": "KP",
  "viet nam": "VN",
  russia: "RU",
  "cape verde": "CV",
  swaziland: "SZ",
  burma: "MM",
  "east timor": "TL",
  "vatican city": "VA",
  tahiti: "PF",
  bali: "ID",
};

function comparableName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/\bst\.?(?=\s)/g, "saint")
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/^the /, "")
    .trim();
}

let countryCodes: Map<string, string> | undefined;

/** Every English country name the runtime's ICU knows, by comparable name, built once. */
function countryCodeTable(): Map<string, string> {
  if (countryCodes) return countryCodes;
  const table = new Map<string, string>();
  const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "code" });
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  for (const first of letters) {
    for (const second of letters) {
      const code = first + second;
      if (NOT_COUNTRIES.has(code)) continue;
      const name = names.of(code);
      // Alias codes (UK for GB) name the same country: the first, official code wins.
      if (name && name !== code && !table.has(comparableName(name))) table.set(comparableName(name), code);
    }
  }
  for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) table.set(alias, code);
  countryCodes = table;
  return table;
}

/** "Italy" → "IT", "St Lucia" → "LC", "it" → "IT"; null for a name that is no country. */
export function countryCodeOf(country: string | null | undefined): string | null {
  if (!country) return null;
  const trimmed = country.trim();
  const alias = COUNTRY_ALIASES[trimmed.toLowerCase()];
  if (alias) return alias;
  if (/^[A-Za-z]{2}$/.test(trimmed)) {
    const code = trimmed.toUpperCase();
    return [...countryCodeTable().values()].includes(code) ? code : null;
  }
  return countryCodeTable().get(comparableName(trimmed)) ?? null;
}

// Postcode shapes, the most specific first: the UK's, Canada's, the Netherlands', Portugal's,
// Japan's, US ZIP+4, Argentina's, the Caribbean's (BB12345, LC04 101, KY1-1201, TKCA 1ZZ), Greece's
// and Sweden's 3 + 2, then plain digits (4 in Switzerland, 5 in Italy, France, Spain, 6 in India).
const POSTCODE_PATTERNS: readonly RegExp[] = [
  /\bTKCA 1ZZ\b/,
  /\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}\b/,
  /\b[A-Z]\d[A-Z] \d[A-Z]\d\b/,
  /\b[A-Z]{2}\d{2} \d{3}\b/,
  /\b[A-Z]{2}\d-\d{4}\b/,
  /\b[A-Z]{2}\d{5}\b/,
  /\b[A-Z]\d{4}[A-Z]{3}\b/,
  /\b\d{4} [A-Z]{2}\b/,
  /\b\d{4}-\d{3}\b/,
  /\b\d{3}-\d{4}\b/,
  /\b\d{5}-\d{4}\b/,
  /\b\d{3} \d{2}\b/,
  /\b\d{3,6}\b/,
];

function postcodeIn(part: string): string | null {
  for (const pattern of POSTCODE_PATTERNS) {
    const match = pattern.exec(part);
    if (match) return match[0];
  }
  return null;
}

const sameName = (left: string, right: string | null | undefined): boolean =>
  right !== null && right !== undefined && comparableName(left) === comparableName(right);

/**
 * The address as its parts. `typed` is the address the business typed ("Via Roma 12, 22021
 * Bellagio, Italy") or the street alone; its first part is the street when it is not the town or
 * the country. `postalCode` is the one the business gave in its own field: it wins; without it,
 * the first postcode-shaped token after the street is the postal code.
 */
export function postalAddressOf(place: {
  typed: string | null | undefined;
  postalCode?: string | null | undefined;
  city: string | null | undefined;
  region?: string | null | undefined;
  country: string | null | undefined;
}): PostalAddressParts {
  const parts = (place.typed ?? "")
    .split(/[,\n]/)
    .map((part) => part.replace(/\s+/g, " ").trim())
    .filter((part) => part !== "");
  const [first, ...rest] = parts;
  const isPlaceName = (part: string) => sameName(part, place.city) || sameName(part, place.country) || sameName(part, place.region);
  const street = first !== undefined && !isPlaceName(first) && postcodeIn(first) !== first ? first : null;
  let postalCode: string | null = place.postalCode?.trim() || null;
  for (const part of postalCode === null ? (street === null ? parts : rest) : []) {
    postalCode = postcodeIn(part.toUpperCase());
    if (postalCode) break;
  }
  const countryPart = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return {
    streetAddress: street,
    postalCode,
    addressLocality: place.city?.trim() || null,
    addressRegion: place.region?.trim() || null,
    addressCountry: countryCodeOf(place.country) ?? countryCodeOf(countryPart),
  };
}

/**
 * The address line a listing's page shows: the address as the business typed it, with the postal
 * code it gave in its own field added (before the town, when the typed address does not name the
 * town) unless the typed address already holds it. Null when there is neither.
 */
export function visibleAddressLine(place: {
  typed: string | null | undefined;
  postalCode?: string | null | undefined;
  city: string | null | undefined;
}): string | null {
  const typed = place.typed?.replace(/\s+/g, " ").trim() || null;
  const postalCode = place.postalCode?.trim() || null;
  if (postalCode === null) return typed;
  const squashed = (text: string) => text.replace(/\s+/g, "").toUpperCase();
  if (typed !== null && squashed(typed).includes(squashed(postalCode))) return typed;
  const town = place.city?.trim() || null;
  const namesTown = town !== null && typed !== null && comparableName(typed).includes(comparableName(town));
  const tail = town !== null && !namesTown ? `${postalCode} ${town}` : postalCode;
  return typed === null ? tail : `${typed}, ${tail}`;
}
