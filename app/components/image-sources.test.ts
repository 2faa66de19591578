import { describe, expect, it } from "vitest";
import { ASPECT_DIMENSIONS, imageSrcSet } from "./image-sources";

describe("imageSrcSet", () => {
  it("lists small, medium and large with their widths", () => {
    expect(imageSrcSet({ thumbnail: "/t.jpg", small: "/s.jpg", medium: "/m.jpg", large: "/l.jpg" })).toBe(
      "/s.jpg 400w, /m.jpg 800w, /l.jpg 1600w",
    );
  });

  it("gives every aspect a box", () => {
    expect(ASPECT_DIMENSIONS.wide.width / ASPECT_DIMENSIONS.wide.height).toBeCloseTo(16 / 9);
    expect(ASPECT_DIMENSIONS.square.width).toBe(ASPECT_DIMENSIONS.square.height);
  });
});
