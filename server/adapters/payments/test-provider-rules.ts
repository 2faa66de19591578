import { randomInt, timingSafeEqual } from "node:crypto";
import { isEmail } from "../../../core/account-rules";
import { CURRENCY } from "../../../core/money";
import { PaymentProviderError, type Plan } from "./payment-provider";
import { TEST_PLANS } from "./test-plans";

/**
 * The test provider's ids and the checks Stripe makes on a request before it does anything:
 * amounts, currency, metadata, addresses, return URLs, idempotency keys, plans.
 */

/** Stripe's bounds for a USD charge: at least $0.50, at most $999,999.99. */
export const MINIMUM_CENTS = 50;
export const MAXIMUM_CENTS = 99_999_999;
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
export const METADATA_LIMITS = { keys: 50, keyLength: 40, valueLength: 500 };

export const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A Stripe-shaped id or secret suffix from the CSPRNG: ids and secrets must not be guessable. */
export function randomToken(length: number): string {
  let token = "";
  for (let index = 0; index < length; index += 1) token += ALPHABET[randomInt(ALPHABET.length)];
  return token;
}

export type IdPrefix = "pi" | "sub" | "in" | "re" | "evt" | "pm";
export const newId = (prefix: IdPrefix): string => `${prefix}_${randomToken(24)}`;
/** A payment's charge (Stripe's `ch_...`), named after the payment: the test provider keeps no charges. */
export const chargeIdOf = (paymentIntentId: string): string => paymentIntentId.replace(/^pi_/, "ch_");
/** A subscription's first invoice (Stripe's `in_...`), named after its payment: not kept either. */
export const firstInvoiceIdOf = (paymentIntentId: string): string => paymentIntentId.replace(/^pi_/, "in_");
export const newClientSecret = (id: string): string => `${id}_secret_${randomToken(25)}`;

export function invalid(code: string, message: string, param?: string): PaymentProviderError {
  return new PaymentProviderError("invalid_request_error", code, message, param);
}

export const missing = (kind: string, id: string): PaymentProviderError => invalid("resource_missing", `No such ${kind}: '${id}'`, "id");

/** JSON with object keys sorted, so the same parameters always hash the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export function checkIdempotencyKey(key: string): void {
  if (key.trim() === "" || key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw invalid("parameter_invalid_string", `An idempotency key is 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`, "idempotency_key");
  }
}

export function checkAmount(amountCents: number, param = "amount"): void {
  if (!Number.isSafeInteger(amountCents)) throw invalid("parameter_invalid_integer", "Invalid integer: amount", param);
  if (amountCents < MINIMUM_CENTS) throw invalid("amount_too_small", "Amount must be at least $0.50 usd", param);
  if (amountCents > MAXIMUM_CENTS) throw invalid("amount_too_large", "Amount must be no more than $999,999.99", param);
}

/** A refund's amount: a positive number of cents (any size: Stripe's $0.50 minimum is for charges). */
export function checkRefundAmount(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents < 1) throw invalid("parameter_invalid_integer", "Invalid positive integer", "amount");
}

/** An amount as Stripe's messages write it: "$1,234.50". */
export function stripeAmountText(cents: number): string {
  return `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export function checkCurrency(currency: string): string {
  const lower = currency.trim().toLowerCase();
  if (lower !== CURRENCY.toLowerCase()) throw invalid("parameter_invalid_string", `Invalid currency: ${currency}`, "currency");
  return lower;
}

export function checkMetadata(metadata: Record<string, string>): void {
  const entries = Object.entries(metadata);
  const fits =
    entries.length <= METADATA_LIMITS.keys &&
    entries.every(
      ([key, value]) =>
        key.length > 0 && key.length <= METADATA_LIMITS.keyLength && typeof value === "string" && value.length <= METADATA_LIMITS.valueLength,
    );
  if (!fits) throw invalid("parameter_invalid_string", "Metadata is at most 50 keys of 40 characters with string values of 500.", "metadata");
}

export function checkEmail(email: string, param: string): string {
  const trimmed = email.trim().toLowerCase();
  if (!isEmail(trimmed)) throw invalid("email_invalid", `Invalid email address: ${email}`, param);
  return trimmed;
}

export function checkReturnUrl(returnUrl: string): URL {
  let url: URL;
  try {
    url = new URL(returnUrl);
  } catch {
    throw invalid("url_invalid", "Not a valid URL", "return_url");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw invalid("url_invalid", "Not a valid URL", "return_url");
  return url;
}

export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function planFor(priceId: string): Plan {
  const plan = TEST_PLANS.find((candidate) => candidate.id === priceId);
  if (!plan) throw invalid("resource_missing", `No such price: '${priceId}'`, "price");
  return plan;
}

