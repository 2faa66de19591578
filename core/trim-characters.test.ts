import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { trimCharactersEnd, trimCharactersStart, withoutTrailingSlashes } from "./trim-characters";

const SEED = 20_260_615;
const text = (characters: string[]) => fc.string({ unit: fc.constantFrom(...characters), maxLength: 20 });

describe("trimming characters gives what the replaced patterns gave", () => {
  it("trailing slashes: /\\/+$/", () => {
    fc.assert(
      fc.property(text(["/", "a", "?", "#", " ", "é"]), (path) => {
        expect(withoutTrailingSlashes(path)).toBe(path.replace(/\/+$/, ""));
      }),
      { seed: SEED, numRuns: 2_000 },
    );
  });

  it("trailing spaces and punctuation: /[\\s,.;:]+$/", () => {
    fc.assert(
      fc.property(text(["a", " ", ",", ".", ";", ":", "\n", "\u00a0", "\u2028", "!", "😀"]), (value) => {
        expect(trimCharactersEnd(value, /[\s,.;:]/)).toBe(value.replace(/[\s,.;:]+$/, ""));
      }),
      { seed: SEED, numRuns: 2_000 },
    );
  });

  it("hyphens and underscores at both ends: /^[-_]+|[-_]+$/g", () => {
    fc.assert(
      fc.property(text(["-", "_", "a", "1"]), (slug) => {
        expect(trimCharactersEnd(trimCharactersStart(slug, /[-_]/), /[-_]/)).toBe(slug.replace(/^[-_]+|[-_]+$/g, ""));
      }),
      { seed: SEED, numRuns: 2_000 },
    );
  });
});

describe("withoutTrailingSlashes", () => {
  it("keeps everything before the last run of slashes", () => {
    expect(withoutTrailingSlashes("/faq//")).toBe("/faq");
    expect(withoutTrailingSlashes("/")).toBe("");
    expect(withoutTrailingSlashes("https://example.com/a/")).toBe("https://example.com/a");
    expect(withoutTrailingSlashes("/a//b")).toBe("/a//b");
  });

  it("reads a long run of slashes once (the replaced pattern took about n² steps)", () => {
    const path = `${"/".repeat(200_000)}a`;
    expect(withoutTrailingSlashes(path)).toBe(path);
    expect(withoutTrailingSlashes(`a${"/".repeat(200_000)}`)).toBe("a");
  });
});
