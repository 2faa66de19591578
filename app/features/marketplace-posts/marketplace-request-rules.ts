import type { ContractInput, ContractOutput } from "../../../core/contracts/contract";
import type { createMarketplaceRequest, getMarketplaceRequest } from "../../../core/contracts/marketplace-posts";
import { MARKETPLACE_POST_WIRE_NAMES, type MarketplacePostField } from "../../../core/contracts/marketplace-post-wire-names";
import { codeNameOf, fromWire, toWire } from "../../../core/contracts/wire-names";
import { applyCoupon, COUPON_MESSAGES, MARKETPLACE_AD_DURATIONS, marketplacePostCents } from "../../../core/pricing";

/**
 * The marketplace request form (docs/product.md /marketplace-request) as the page holds it, and how it maps
 * to and from `POST /api/v1/marketplace-requests`: the code's field names, turned into the API's
 * (and a refusal's `errors` back into the form's) by the one mapping, MARKETPLACE_POST_WIRE_NAMES.
 */
export type MarketplaceRequestValues = {
  businessName: string;
  email: string;
  title: string;
  description: string;
  destination: string;
  /** As typed: "1200", "$1,199.99". */
  price: string;
  /** YYYY-MM-DD, from the date field. */
  validUntil: string;
  adDurationDays: number;
  isFeatured: boolean;
  /** As typed; blank for none. */
  couponName: string;
};

/** A field of the form: the code's name of a request field (its wire name is MARKETPLACE_POST_WIRE_NAMES's). */
export type MarketplaceRequestField = MarketplacePostField & keyof MarketplaceRequestValues;

/** The form's fields in the order they appear: the first one refused gets the focus. */
export const MARKETPLACE_REQUEST_FIELDS: readonly MarketplaceRequestField[] = [
  "businessName",
  "email",
  "title",
  "description",
  "destination",
  "price",
  "validUntil",
  "adDurationDays",
  "isFeatured",
  "couponName",
];

/** The body of POST /api/v1/marketplace-requests (its contract's wire shape). */
export type MarketplaceRequestBody = Exclude<ContractInput<typeof createMarketplaceRequest>["body"], FormData>;

/** A submitted request as the API answers it (its contract's view). */
export type MarketplacePost = ContractOutput<typeof getMarketplaceRequest>["data"];

/** The shortest ad on offer: what the form starts with. */
export const DEFAULT_AD_DURATION = MARKETPLACE_AD_DURATIONS[0]?.days ?? 30;

export function emptyValues(couponName = ""): MarketplaceRequestValues {
  return {
    businessName: "",
    email: "",
    title: "",
    description: "",
    destination: "",
    price: "",
    validUntil: "",
    adDurationDays: DEFAULT_AD_DURATION,
    isFeatured: false,
    couponName,
  };
}

/** "1200.5" dollars as a form shows a price it sent: no trailing zero lost ("1200.50"), none added ("1200"). */
function dollarsText(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/** The form as it was submitted, from the request the server kept (a page reloaded mid-payment). */
export function valuesFromPost(post: MarketplacePost): MarketplaceRequestValues {
  const fields = fromWire(MARKETPLACE_POST_WIRE_NAMES, post);
  return { ...fields, price: dollarsText(post.price), couponName: post.coupon_name ?? "" };
}

/**
 * A price as people type it, in the plain form the API reads: "$1,200" -> "1200". Only a leading
 * dollar sign and thousands separators are removed; anything else is sent as typed, so the
 * server's message about it is shown rather than a guess made here.
 */
export function normalisePrice(typed: string): string {
  const trimmed = typed.trim().replace(/^\$\s*/, "");
  return /^\d{1,3}(,\d{3})+(\.\d*)?$/.test(trimmed) ? trimmed.replace(/,/g, "") : trimmed;
}

export function requestBodyOf(values: MarketplaceRequestValues): MarketplaceRequestBody {
  const couponName = values.couponName.trim();
  return toWire(MARKETPLACE_POST_WIRE_NAMES, { ...values, price: normalisePrice(values.price), couponName: couponName || undefined });
}

/** docs/product.md §5: the web shows 'Coupon in Invalid' where the server says 'Promo Code does not exist'. */
export function couponMessageOf(serverMessage: string): string {
  return serverMessage === COUPON_MESSAGES.doesNotExist ? COUPON_MESSAGES.invalid : serverMessage;
}

export type FormErrors = {
  /** One message per field, shown beside it. */
  fields: Partial<Record<MarketplaceRequestField, string>>;
  /** Messages about no field of the form, shown above it. */
  general: string[];
};

const isField = (name: string): name is MarketplaceRequestField => (MARKETPLACE_REQUEST_FIELDS as readonly string[]).includes(name);

/**
 * A 422's `errors` ({wire field: [messages]}) as the form shows them: the first message of each
 * field, under the form's name for it.
 */
export function formErrorsOf(errors: Record<string, readonly string[]> | undefined, message: string | null): FormErrors {
  const result: FormErrors = { fields: {}, general: [] };
  for (const [wireName, messages] of Object.entries(errors ?? {})) {
    const first = messages.find((text) => text.trim() !== "");
    if (!first) continue;
    const name = codeNameOf(MARKETPLACE_POST_WIRE_NAMES, wireName);
    if (isField(name)) result.fields[name] = name === "couponName" ? couponMessageOf(first) : first;
    else if (!result.general.includes(first)) result.general.push(first);
  }
  if (Object.keys(result.fields).length === 0 && result.general.length === 0 && message) result.general.push(message);
  return result;
}

/** The field to move the focus to after a refusal: the first refused one in the form's order. */
export function firstRefusedField(errors: FormErrors): MarketplaceRequestField | undefined {
  return MARKETPLACE_REQUEST_FIELDS.find((field) => errors.fields[field] !== undefined);
}

export type Quote = {
  /** Before any promo code. */
  originalCents: number;
  /** What the business pays; equal to originalCents without a promo code. */
  payableCents: number;
};

/**
 * What the form's choices cost, from core/pricing, to show before submitting. The server prices
 * the request again when it is submitted; only its amount is charged.
 */
export function quoteOf(adDurationDays: number, isFeatured: boolean, discountPercent: number | null): Quote | undefined {
  const originalCents = marketplacePostCents(adDurationDays, isFeatured);
  if (originalCents === undefined) return undefined;
  return { originalCents, payableCents: discountPercent === null ? originalCents : applyCoupon(originalCents, discountPercent) };
}

/** 'YYYY-MM-DD' of a day in UTC, `years` after `date` (the server checks valid_until in UTC). */
export function isoDay(date: Date, years = 0): string {
  const day = new Date(date);
  day.setUTCFullYear(day.getUTCFullYear() + years);
  return day.toISOString().slice(0, 10);
}

/**
 * The form kept in the tab's session storage as it is typed, so a reload, a lapsed payment session
 * (which sends the person home) or a refused payment loses nothing. Anything stored that is not
 * such a form (another version, hand-edited) reads as nothing.
 */
export const DRAFT_STORAGE_KEY = "marketplace-request-draft";

export function serialiseDraft(values: MarketplaceRequestValues): string {
  return JSON.stringify(values);
}

export function parseDraft(stored: string | null): MarketplaceRequestValues | null {
  if (!stored) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const record = parsed as Record<string, unknown>;
  const values: Record<string, unknown> = emptyValues();
  for (const field of MARKETPLACE_REQUEST_FIELDS) {
    if (typeof record[field] !== typeof values[field]) return null;
    values[field] = record[field];
  }
  const draft = values as MarketplaceRequestValues;
  return quoteOf(draft.adDurationDays, false, null) === undefined ? null : draft;
}

/** Whether anything was typed: an untouched form is not worth keeping. */
export function hasTypedAnything(values: MarketplaceRequestValues): boolean {
  const empty = emptyValues();
  return MARKETPLACE_REQUEST_FIELDS.some((field) => field !== "couponName" && values[field] !== empty[field]);
}
