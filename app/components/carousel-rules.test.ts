import { describe, expect, it } from "vitest";
import { AUTOPLAY_INTERVAL_MS, nextSlide, previousSlide, showsArrows, showsBullets } from "./carousel-rules";

describe("carousel rules", () => {
  it("autoplays every 6 seconds", () => {
    expect(AUTOPLAY_INTERVAL_MS).toBe(6000);
  });

  it("wraps around in both directions", () => {
    expect(nextSlide(2, 3)).toBe(0);
    expect(nextSlide(0, 3)).toBe(1);
    expect(previousSlide(0, 3)).toBe(2);
    expect(previousSlide(0, 0)).toBe(0);
  });

  it("shows arrows only for more than one slide", () => {
    expect(showsArrows(1)).toBe(false);
    expect(showsArrows(2)).toBe(true);
  });

  it("shows bullets only in bullet mode, for more than one slide, never for articles", () => {
    expect(showsBullets(3, true, false)).toBe(true);
    expect(showsBullets(1, true, false)).toBe(false);
    expect(showsBullets(3, false, false)).toBe(false);
    expect(showsBullets(3, true, true)).toBe(false);
  });
});
