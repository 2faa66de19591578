import fc from "fast-check";
import { resolveSchema, type JsonSchema, type OpenApiDocument } from "./api-routes";

/**
 * Request bodies generated from an operation's own documented schema (the OpenAPI document's
 * requestBody): right field names with valid-looking values, the same with one field made
 * hostile, every field hostile, and bodies that are not the schema's at all.
 */

export const HUGE_STRING_LENGTH = 100_000;

/** Text PostgreSQL cannot store. */
export const unstorableStrings = fc.constantFrom(
  "\u0000",
  "Giulia\u0000Rossi",
  "a@b.example\u0000",
  "\uD800",
  "tail\uDBFF",
  "\uDC00head",
  "💖\u0000💖",
  `${"x".repeat(HUGE_STRING_LENGTH)}\u0000`,
);

/** Strings past every field's limit, dates that do not exist, and other trouble. */
export const hostileStrings = fc.constantFrom(
  "2027-02-30",
  "2027-02-29",
  "0000-01-01",
  "2026-13-45",
  "9999999-01-01",
  "a".repeat(HUGE_STRING_LENGTH),
  "💖".repeat(HUGE_STRING_LENGTH / 2),
  `${"a@".repeat(HUGE_STRING_LENGTH / 2)}.example`,
  "1".repeat(HUGE_STRING_LENGTH),
  `${"(".repeat(5_000)}${"a".repeat(5_000)}`,
  " ".repeat(HUGE_STRING_LENGTH),
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "../../etc/passwd",
  "%00",
  "",
  "   ",
);

/** Values of the wrong kind for any field. */
export const wrongTypes = fc.constantFrom<unknown>(
  null,
  true,
  0,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e308,
  [],
  ["\u0000"],
  {},
  { "\u0000": "x" },
  { $gt: "" },
  Array.from({ length: 5_000 }, (_, index) => index),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: unstorableStrings },
  { weight: 2, arbitrary: hostileStrings },
  { weight: 2, arbitrary: wrongTypes },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** Names hint at what a field holds when the schema does not say (the domain checks the rest). */
function valueForName(name: string, knownIds: string[]): fc.Arbitrary<unknown> | undefined {
  const lower = name.toLowerCase();
  if (lower.includes("email")) return fc.constantFrom("couple@example.com", "a.b+c@example.org", "x@y.example");
  // Start before end, both after the tests' clock (2026-06-01), as a real form would send them.
  if (lower.startsWith("start") || lower === "check_in") return fc.constantFrom("2026-09-10", "2026-12-01");
  if (lower.startsWith("end") || lower === "check_out") return fc.constantFrom("2026-09-17", "2027-01-05");
  if (lower.endsWith("date") || lower === "valid_until" || lower === "birthday") return fc.constantFrom("2026-09-10", "2028-02-29", "2030-01-01");
  if (lower === "flexible_month") return fc.constantFrom("2026-10", "2027-01");
  if (lower.includes("phone")) return fc.constantFrom("+39 333 123 4567", "5551234");
  if (lower.includes("password")) return fc.constantFrom("correct horse battery staple", "Sup3rSecret!pass");
  if (lower === "otp" || lower === "code") return fc.constantFrom("123456", "000000");
  if (lower.endsWith("_id") || lower === "id") return fc.oneof(fc.constantFrom(...knownIds.map(Number)), fc.nat(50));
  return undefined;
}

/** "One of a, b, c" or "'a', 'b' or 'c'" in a description names the accepted values. */
function listedValues(schema: JsonSchema): string[] | undefined {
  const description = schema.description ?? "";
  const listed = /One of ([^.;()]+)/.exec(description)?.[1];
  if (listed) return listed.split(",").map((value) => value.trim()).filter(Boolean);
  const quoted = [...description.matchAll(/'([^'\s]{1,40})'/g)].map((match) => match[1]!);
  return quoted.length >= 2 ? quoted : undefined;
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** A value the schema describes, as a client that read the documentation would send it. */
export function validValue(document: OpenApiDocument, raw: JsonSchema | undefined, name: string, knownIds: string[], depth = 0): fc.Arbitrary<unknown> {
  const schema = resolveSchema(document, raw);
  if (!schema || depth > 4) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].filter((part) => resolveSchema(document, part)?.type !== "null");
  if (alternatives.length > 0) return fc.oneof(...alternatives.map((part) => validValue(document, part, name, knownIds, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0) return validValue(document, schema.allOf[0], name, knownIds, depth + 1);
  const type = typesOf(schema).find((candidate) => candidate !== "null");
  if (type === "object" || schema.properties) return validObject(document, schema, knownIds, depth + 1);
  if (type === "array") {
    return fc.array(validValue(document, schema.items, name, knownIds, depth + 1), { minLength: 1, maxLength: Math.min(schema.maxItems ?? 3, 3) });
  }
  if (type === "boolean") return fc.boolean();
  if (type === "integer" || type === "number") {
    const byName = valueForName(name, knownIds);
    if (byName) return byName;
    const min = Math.max(schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 0), -1_000_000);
    const max = Math.max(min, Math.min(schema.maximum ?? 1_000_000, 1_000_000));
    // Counts (travellers, nights, days) are small in real requests; the whole range now and then.
    const small = Math.max(min, 1);
    return fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: small, max: Math.max(small, Math.min(max, small + 9)) }) },
      { weight: 1, arbitrary: fc.integer({ min, max }) },
    );
  }
  const listed = listedValues(schema);
  if (listed && listed.length > 0) return fc.constantFrom(...listed);
  const byName = valueForName(name, knownIds);
  if (byName) return byName;
  if (schema.pattern?.includes("\\d{4}-\\d{2}-\\d{2}")) return fc.constantFrom("2026-09-10", "2026-10-01");
  const maxLength = Math.max(1, Math.min(schema.maxLength ?? 40, 40));
  const minLength = Math.min(schema.minLength ?? 1, maxLength);
  return fc.string({ unit: "grapheme", minLength, maxLength });
}

function validObject(document: OpenApiDocument, schema: JsonSchema, knownIds: string[], depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const record = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, validValue(document, property, name, knownIds, depth)]));
  // Optional fields come and go at random; required ones are always there.
  return fc.record(record, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
}

/** Every documented field filled: the largest ordinary request, the yardstick for timing. */
export function fullValidBody(document: OpenApiDocument, schema: JsonSchema | undefined, knownIds: string[]): fc.Arbitrary<unknown> {
  const resolved = resolveSchema(document, schema);
  if (!resolved?.properties) return validValue(document, resolved, "", knownIds);
  const record = Object.fromEntries(
    Object.entries(resolved.properties).map(([name, property]) => [name, validValue(document, property, name, knownIds, 1)]),
  );
  return fc.record(record);
}

export type FuzzBody = { contentType?: string; payload?: string | Buffer; label: string };

function json(value: unknown, label: string): FuzzBody {
  return { contentType: "application/json", payload: JSON.stringify(value), label };
}

function multipart(fields: Record<string, unknown>): FuzzBody {
  const boundary = "----amora-fuzz-boundary";
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${typeof value === "string" ? value : JSON.stringify(value)}\r\n`,
  );
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.from(`${parts.join("")}--${boundary}--\r\n`), label: "multipart" };
}

/** Bodies for one operation, from its documented schema (or none, for an operation without one). */
export function bodiesFor(document: OpenApiDocument, schema: JsonSchema | undefined, knownIds: string[]): fc.Arbitrary<FuzzBody> {
  const resolved = resolveSchema(document, schema);
  const names = Object.keys(resolved?.properties ?? {});
  const valid = validValue(document, resolved ?? { type: "object" }, "", knownIds);
  const required = new Set(resolved?.required ?? []);
  // Only the required fields: a hostile field added to it meets no other field's check first.
  const minimal = fc.record(
    Object.fromEntries(
      Object.entries(resolved?.properties ?? {})
        .filter(([name]) => required.has(name))
        .map(([name, property]) => [name, validValue(document, property, name, knownIds, 1)]),
    ),
  );
  const fieldName = names.length > 0 ? fc.constantFrom(...names) : fc.constantFrom("name", "email", "id");

  const schemaShaped = [
    { weight: 2, arbitrary: valid.map((value) => json(value, "valid")) },
    {
      weight: 5,
      arbitrary: fc
        .tuple(valid, fieldName, hostileValue)
        .map(([value, name, bad]) => json({ ...(typeof value === "object" && value !== null ? value : {}), [name]: bad }, "one field hostile")),
    },
    {
      weight: 4,
      arbitrary: fc.tuple(minimal, fieldName, hostileValue).map(([value, name, bad]) => json({ ...value, [name]: bad }, "required fields and one hostile")),
    },
    {
      weight: 2,
      arbitrary: fc
        .record(Object.fromEntries((names.length > 0 ? names : ["name"]).map((name) => [name, hostileValue])))
        .map((value) => json(value, "every field hostile")),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fieldName, fc.oneof(unstorableStrings, hostileStrings)).map(([value, name, bad]) =>
        multipart({ ...(typeof value === "object" && value !== null ? value : {}), [name]: bad }),
      ),
    },
  ];
  const shapeless = [
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((value) => json(value, "any JSON")) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((text): FuzzBody => ({ contentType: "application/json", payload: text, label: "text as JSON" })) },
    {
      weight: 2,
      arbitrary: fc.constantFrom<FuzzBody>(
        { contentType: "application/json", payload: "", label: "empty JSON" },
        { contentType: "application/json", payload: "   ", label: "blank JSON" },
        { contentType: "application/json", label: "JSON type, no body" },
        { label: "no body, no type" },
        { contentType: "text/plain", payload: "hello", label: "text" },
        { contentType: "application/x-www-form-urlencoded", payload: "a=1&b=%", label: "form" },
        { contentType: "application/json", payload: '{"__proto__":{"isAdmin":true}}', label: "prototype poisoning" },
        { contentType: "application/json", payload: '{"constructor":{"prototype":{"x":1}}}', label: "constructor poisoning" },
        { contentType: "application/json", payload: `${"[".repeat(50_000)}${"]".repeat(50_000)}`, label: "deep nesting" },
        { contentType: "application/json", payload: `{"a":"${"\\u0000".repeat(1_000)}"}`, label: "many NULs" },
        { contentType: "application/json", payload: '{"a":"\\ud800"}', label: "escaped lone surrogate" },
        { contentType: "application/json", payload: JSON.stringify({ text: "x".repeat(1024 * 1024) }), label: "over the body limit" },
        { contentType: "application/json; charset=latin1", payload: '{"a":"b"}', label: "odd charset" },
      ),
    },
  ];
  return fc.oneof(...schemaShaped, ...shapeless);
}
