import { describe, expect, it } from "vitest";
import { WEIGHT_BITS } from "./search-index";
import { parseTsvectorText } from "./tsvector-text";

const { A, B, C, D } = WEIGHT_BITS;

describe("parseTsvectorText", () => {
  it("reads each lexeme with the weights of its positions (no letter is D)", () => {
    expect(parseTsvectorText("'amalfi':3B 'rosa':2A 'villa':1A,7,9C")).toEqual(
      new Map([
        ["amalfi", B],
        ["rosa", A],
        ["villa", A | C | D],
      ]),
    );
  });

  it("reads quoted quotes and backslashes, and skips the kind token", () => {
    expect(parseTsvectorText("'d''azur':1 'a\\\\b':2 '~kind-basic'")).toEqual(
      new Map([
        ["d'azur", D],
        ["a\\b", D],
      ]),
    );
  });

  it("gives every lexeme of a stripped text the weight it is read with, or-ed into one map", () => {
    const lexemes = parseTsvectorText("'rosa' 'villa'", new Map(), A);
    parseTsvectorText("'villa' 'garden'", lexemes, D);
    expect(lexemes).toEqual(
      new Map([
        ["rosa", A],
        ["villa", A | D],
        ["garden", D],
      ]),
    );
  });

  it("reads an empty vector as no lexemes", () => {
    expect(parseTsvectorText("")).toEqual(new Map());
  });
});
