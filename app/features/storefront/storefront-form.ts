import { codeNameOf, fromWire } from "../../../core/contracts/wire-names";
import { STOREFRONT_WIRE_NAMES } from "../../../core/contracts/storefront-wire-names";
import { EMPTY_STOREFRONT, type StorefrontErrors, type StorefrontField, type StorefrontValues } from "../../../core/storefront-rules";

type ListField = "highlights" | "amenities" | "destinations" | "languages" | "affiliations";
type NumberField = "latitude" | "longitude" | "yearsExperience";

/** The form's text for each field as typed: lists one item per line, numbers as written. */
export type StorefrontDraft = Omit<StorefrontValues, ListField | NumberField> & Record<ListField | NumberField, string>;

function numberText(value: number | null): string {
  return value === null ? "" : String(value);
}

export function draftOf(values: StorefrontValues): StorefrontDraft {
  return {
    ...values,
    highlights: values.highlights.join("\n"),
    amenities: values.amenities.join("\n"),
    destinations: values.destinations.join("\n"),
    languages: values.languages.join("\n"),
    affiliations: values.affiliations.join("\n"),
    latitude: numberText(values.latitude),
    longitude: numberText(values.longitude),
    yearsExperience: numberText(values.yearsExperience),
  };
}

/** A number typed in a field; "" → null; anything else that is not a number → NaN (the rules refuse it). */
function numberOf(text: string): number | null {
  const value = text.trim();
  if (value === "") return null;
  return /^-?\d{1,4}(\.\d{1,8})?$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * Lists keep every line typed (blank ones aside) so the rules count what the person wrote; the
 * server drops repeats when it stores them.
 */
function listOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

export function valuesOf(draft: StorefrontDraft): StorefrontValues {
  return {
    ...draft,
    highlights: listOf(draft.highlights),
    amenities: listOf(draft.amenities),
    destinations: listOf(draft.destinations),
    languages: listOf(draft.languages),
    affiliations: listOf(draft.affiliations),
    latitude: numberOf(draft.latitude),
    longitude: numberOf(draft.longitude),
    yearsExperience: numberOf(draft.yearsExperience),
  };
}

/** The values the server answered with (its wire fields), over empty ones. */
export function valuesFromWire(fields: Record<string, unknown>): StorefrontValues {
  return { ...EMPTY_STOREFRONT, ...(fromWire(STOREFRONT_WIRE_NAMES, fields) as Partial<StorefrontValues>) };
}

/** A 422's field messages (wire names, a list's item as "highlights.3") by the form's fields. */
export function errorsFromServer(errors: Record<string, string[]>): StorefrontErrors {
  const found: StorefrontErrors = {};
  for (const [name, messages] of Object.entries(errors)) {
    const field = codeNameOf(STOREFRONT_WIRE_NAMES, name.split(".")[0] ?? name) as StorefrontField;
    if (field in EMPTY_STOREFRONT && found[field] === undefined && messages[0]) found[field] = messages[0];
  }
  return found;
}

/** The fields a save sends: the kind's. */
export function pick(values: StorefrontValues, fields: readonly StorefrontField[]): Partial<StorefrontValues> {
  return Object.fromEntries(fields.map((field) => [field, values[field]]));
}
