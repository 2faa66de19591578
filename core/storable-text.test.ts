import { describe, expect, it } from "vitest";
import { findUnstorableText, isStorableText } from "./storable-text";

describe("isStorableText", () => {
  it.each(["", "plain", "Città di Amalfi", "💖 emoji pairs", "tab\tand newline\n", "a\uFFFDb"])("accepts %j", (text) => {
    expect(isStorableText(text)).toBe(true);
  });

  it.each([
    ["a NUL", "a\u0000b"],
    ["a NUL alone", "\u0000"],
    ["a lone high surrogate", "a\uD800b"],
    ["a high surrogate at the end", "ab\uD83D"],
    ["a lone low surrogate", "\uDC00ab"],
    ["two high surrogates", "\uD83D\uD83D\uDC96"],
    ["a NUL after a good pair", "💖\u0000"],
  ])("refuses %s", (_name, text) => {
    expect(isStorableText(text)).toBe(false);
  });
});

describe("findUnstorableText", () => {
  it("returns null when every string and key can be stored", () => {
    expect(findUnstorableText({ name: "Rosa", tags: ["a", "b"], nested: { n: 1, ok: true, none: null } })).toBeNull();
  });

  it("names the path of the first bad string", () => {
    expect(findUnstorableText({ name: "Rosa", destinations: ["Rome", "Par\u0000is"] })).toEqual(["destinations", 1]);
    expect(findUnstorableText("\uD800")).toEqual([]);
  });

  it("refuses a bad key at the object that holds it", () => {
    expect(findUnstorableText({ profile: { "first\u0000name": "x" } })).toEqual(["profile"]);
  });

  it("reads objects without a plain prototype (a router's parameters)", () => {
    const params = Object.assign(Object.create(Object.create(null) as object) as object, { id: "a\u0000b" });
    expect(findUnstorableText(params)).toEqual(["id"]);
  });

  it("does not read the bytes of a file", () => {
    expect(findUnstorableText({ avatar: Buffer.from([0, 0xd8, 0]) })).toBeNull();
  });

  it("walks a very deep value without overflowing the stack", () => {
    let deep: unknown = "bad\u0000";
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    const path = findUnstorableText(deep);
    expect(path).toHaveLength(200_000);
  });
});
