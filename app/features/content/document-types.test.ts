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
