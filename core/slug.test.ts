import { describe, expect, it } from "vitest";
import { slugFromTitle } from "./slug";

describe("slugFromTitle", () => {
  it("turns spaces to hyphens and lowercases", () => {
    expect(slugFromTitle("Grand Hotel Paris")).toBe("grand-hotel-paris");
  });

  it("turns hyphens into underscores before spaces become hyphens", () => {
    expect(slugFromTitle("Mid-Town Inn")).toBe("mid_town-inn");
  });

  it("collapses runs of whitespace and trims the ends", () => {
    expect(slugFromTitle("  Villa   Rosa ")).toBe("villa-rosa");
  });
});
