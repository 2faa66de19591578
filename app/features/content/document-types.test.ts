import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { plainText, splitLinks } from "./document-types";

describe("splitLinks", () => {
  it("splits a line into text and links", () => {
    expect(splitLinks("See the [FAQ](/faq) or [write to us](/contacts).")).toEqual([
      { text: "See the " },
      { text: "FAQ", href: "/faq" },
      { text: " or " },
      { text: "write to us", href: "/contacts" },
      { text: "." },
    ]);
  });

  it("leaves a line without links whole", () => {
    expect(splitLinks("Plain [text] (here)")).toEqual([{ text: "Plain [text] (here)" }]);
  });

  it("gives the plain text for structured data", () => {
    expect(plainText("Read the [terms](/terms-of-use) first.")).toBe("Read the terms first.");
  });
});

describe("splitLinks finds what the replaced pattern found", () => {
  it("on any line made of brackets, parentheses, spaces and letters", () => {
    // The replaced pattern (n² steps on a long run of '['), kept to show the same results.
    const OLD_LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;
    const old = (line: string) => {
      const pieces: ({ text: string } | { text: string; href: string })[] = [];
      let last = 0;
      for (const match of line.matchAll(OLD_LINK)) {
        const index = match.index ?? 0;
        if (index > last) pieces.push({ text: line.slice(last, index) });
        pieces.push({ text: match[1] ?? "", href: match[2] ?? "" });
        last = index + match[0].length;
      }
      if (last < line.length) pieces.push({ text: line.slice(last) });
      return pieces;
    };
    const piece = fc.oneof(
      fc.constantFrom("[", "]", "(", ")", " ", "\n", "a", "/"),
      fc.constantFrom("[a](b)", "[](b)", "[a]()", "[a]( b)", "[[a]](b)", "[a](b c)", "[a](b", "[a[b](c)", "[a]\n(b)"),
    );
    const line = fc.array(piece, { maxLength: 10 }).map((pieces) => pieces.join(""));
    fc.assert(
      fc.property(line, (text) => {
        expect(splitLinks(text)).toEqual(old(text));
      }),
      { seed: 20_260_615, numRuns: 5_000 },
    );
  });

  it("reads a long run of '[' once (the replaced pattern took about n² steps)", () => {
    const line = `${"[".repeat(100_000)}a](b`;
    expect(splitLinks(line)).toEqual([{ text: line }]);
    expect(splitLinks(`${"[a](".repeat(50_000)}x`)).toEqual([{ text: `${"[a](".repeat(50_000)}x` }]);
  });
});
