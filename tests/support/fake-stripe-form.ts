/**
 * Stripe's request encoding, read back by the fake Stripe server: form-encoded bodies and query
 * strings in bracket notation (`metadata[key]=v`, `expand[0]=a.b`, `expand[]=a`,
 * `items[0][price]=price_x`), and Stripe-shaped errors.
 */

export type Params = { [key: string]: ParamValue };
export type ParamValue = string | Params | ParamValue[];

/** A refusal as Stripe answers it: `{ error: { type, code, message, param } }` with a status. */
export class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: "invalid_request_error" | "idempotency_error" | "card_error" | "api_error",
    readonly code: string | undefined,
    message: string,
    readonly param?: string,
    /** More of Stripe's error fields: a card error's `decline_code` and `payment_intent`. */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  body(): { error: Record<string, unknown> } {
    return {
      error: {
        type: this.type,
        message: this.message,
        ...(this.code ? { code: this.code } : {}),
        ...(this.param ? { param: this.param } : {}),
        ...this.extra,
      },
    };
  }
}

export const invalidRequest = (message: string, param?: string, code?: string): FakeStripeError =>
  new FakeStripeError(400, "invalid_request_error", code, message, param);

export const missingParam = (param: string): FakeStripeError => invalidRequest(`Missing required param: ${param}.`, param, "parameter_missing");

export const noSuch = (kind: string, id: string, param = "id"): FakeStripeError =>
  new FakeStripeError(404, "invalid_request_error", "resource_missing", `No such ${kind}: '${id}'`, param);

function decode(text: string): string {
  return decodeURIComponent(text.replace(/\+/g, " "));
}

/** Objects whose keys are all indexes become arrays, as Stripe reads `a[0]=x&a[1]=y`. */
function arraysFromIndexes(value: ParamValue): ParamValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted: Params = {};
  for (const key of keys) converted[key] = arraysFromIndexes(value[key] as ParamValue);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => converted[key] as ParamValue);
  }
  return converted;
}

/** `a[b][0]=1&c=2` -> `{ a: { b: ["1"] }, c: "2" }`. */
export function parseForm(text: string): Params {
  const root: Params = {};
  for (const pair of text.split("&")) {
    if (pair === "") continue;
    const separator = pair.indexOf("=");
    const rawKey = decode(separator < 0 ? pair : pair.slice(0, separator));
    const value = separator < 0 ? "" : decode(pair.slice(separator + 1));
    const match = /^([^[\]]+)((?:\[[^\]]*\])*)$/.exec(rawKey);
    if (!match) throw invalidRequest(`Invalid parameter name: ${rawKey}`);
    const segments = [match[1] as string, ...[...(match[2] ?? "").matchAll(/\[([^\]]*)\]/g)].map((found) => found[1] as string)];
    let container: Params = root;
    segments.forEach((segment, index) => {
      const key = segment === "" ? String(Object.keys(container).length) : segment;
      if (index === segments.length - 1) {
        container[key] = value;
        return;
      }
      const next = container[key];
      if (typeof next === "string" || Array.isArray(next)) throw invalidRequest(`Invalid parameter: ${rawKey}`, segments[0]);
      const child: Params = next ?? {};
      container[key] = child;
      container = child;
    });
  }
  return arraysFromIndexes(root) as Params;
}

/** JSON with keys sorted: the same parameters in another order are the same request. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export function stringParam(params: Params, name: string): string | undefined {
  const value = params[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw invalidRequest(`Invalid string: ${name}`, name, "parameter_invalid_string");
  return value;
}

export function requiredString(params: Params, name: string): string {
  const value = stringParam(params, name);
  if (value === undefined || value === "") throw missingParam(name);
  return value;
}

export function integerParam(params: Params, name: string): number | undefined {
  const value = stringParam(params, name);
  if (value === undefined) return undefined;
  if (!/^-?\d+$/.test(value)) throw invalidRequest(`Invalid integer: ${value}`, name, "parameter_invalid_integer");
  return Number(value);
}

export function booleanParam(params: Params, name: string): boolean | undefined {
  const value = stringParam(params, name);
  if (value === undefined) return undefined;
  if (value !== "true" && value !== "false") throw invalidRequest(`Invalid boolean: ${value}`, name);
  return value === "true";
}

export function hashParam(params: Params, name: string): Params {
  const value = params[name];
  if (value === undefined || value === "") return {};
  if (typeof value === "string" || Array.isArray(value)) throw invalidRequest(`Invalid object: ${name}`, name, "parameter_invalid_object");
  return value;
}

export function listParam(params: Params, name: string): ParamValue[] {
  const value = params[name];
  if (value === undefined) return [];
  if (!Array.isArray(value)) throw invalidRequest(`Invalid array: ${name}`, name, "parameter_invalid_array");
  return value;
}

/** Metadata: string values only; an empty value removes the key on update, as in Stripe. */
export function metadataParam(params: Params): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(hashParam(params, "metadata"))) {
    if (typeof value !== "string") throw invalidRequest("Metadata values must be strings.", "metadata");
    metadata[key] = value;
  }
  return metadata;
}
