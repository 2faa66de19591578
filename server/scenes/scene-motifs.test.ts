import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { offerTagLines } from "./scene-motifs";

describe("offerTagLines", () => {
  it("splits a badge as the replaced pattern did", () => {
    // The replaced pattern (n² steps on many spaces and a line break), kept to show the same results.
    const old = (badge: string) => {
      const match = /^(up to\s+)?(.*)$/i.exec(badge);
      return { upTo: Boolean(match?.[1]), main: match?.[2] ?? badge };
    };
    const badge = fc.oneof(
      fc.string({ unit: fc.constantFrom("U", "p", " ", "\t", "\n", "\u2028", "t", "o", "5", "%"), maxLength: 16 }),
      fc.tuple(fc.constantFrom("up to", "Up To", "UP TO", "up  to", "upto"), fc.string({ unit: fc.constantFrom(" ", "\n", "\r", "3", "0", "%"), maxLength: 10 })).map(([start, rest]) => start + rest),
    );
    fc.assert(
      fc.property(badge, (text) => {
        expect(offerTagLines(text)).toEqual(old(text));
      }),
      { seed: 20_260_615, numRuns: 3_000 },
    );
  });

  it("reads the badges offers carry", () => {
    expect(offerTagLines("Up to 30% off")).toEqual({ upTo: true, main: "30% off" });
    expect(offerTagLines("Free night")).toEqual({ upTo: false, main: "Free night" });
  });
});
