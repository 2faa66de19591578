/**
 * The one mapping between an object's names on the wire (snake_case, as the apps send and read
 * them, misspellings included) and in the code (camelCase). A contract's schema turns a wire body
 * into the code's shape with `fromWire` (core/contracts/wire-object.ts); the browser, which works
 * in the code's shape, sends `toWire` of it. Plain functions: the browser bundle carries no zod.
 */
export type WireNames = Readonly<Record<string, string>>;

/** The wire object of a code value: each code name renamed to its wire name. */
export type WireOf<Names extends WireNames, Value> = { [Key in keyof Names & keyof Value as Names[Key]]: Value[Key] };

/** The code value of a wire object: each wire name renamed back to its code name. */
export type CodeOf<Names extends WireNames, Wire> = { [Key in keyof Names]: Names[Key] extends keyof Wire ? Wire[Names[Key]] : undefined };

export function toWire<Names extends WireNames, Value extends { [Key in keyof Names]?: unknown }>(names: Names, value: Value): WireOf<Names, Value> {
  const wire: Record<string, unknown> = {};
  for (const [code, wireName] of Object.entries(names)) {
    const field = (value as Record<string, unknown>)[code];
    if (field !== undefined) wire[wireName] = field;
  }
  return wire as WireOf<Names, Value>;
}

export function fromWire<Names extends WireNames, Wire extends Record<string, unknown>>(names: Names, wire: Wire): CodeOf<Names, Wire> {
  const value: Record<string, unknown> = {};
  for (const [code, wireName] of Object.entries(names)) {
    if (wire[wireName] !== undefined) value[code] = wire[wireName];
  }
  return value as CodeOf<Names, Wire>;
}

/** The code name of a wire name (a 422's field, say), or the wire name when the mapping has none. */
export function codeNameOf<Names extends WireNames>(names: Names, wireName: string): keyof Names | string {
  return Object.keys(names).find((code) => names[code] === wireName) ?? wireName;
}
