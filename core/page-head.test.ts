import { describe, expect, it } from "vitest";
import { SHARE_IMAGE_SIZE, shareImageOf } from "./page-head";

describe("shareImageOf", () => {
  it("shares a drawn picture as its 1200 x 630 JPEG, keeping the drawing's version its address carries", () => {
    expect(shareImageOf("/media/scenes/villa-rosa-amalfi/large.webp")).toEqual({ path: "/media/scenes/villa-rosa-amalfi/large.jpg", size: SHARE_IMAGE_SIZE });
    expect(shareImageOf("/media/scenes/villa-rosa-amalfi/small.webp?v=Ab3_x-9QzK")).toEqual({ path: "/media/scenes/villa-rosa-amalfi/large.jpg?v=Ab3_x-9QzK", size: SHARE_IMAGE_SIZE });
  });

  it("shares any other picture as it is, without claiming its size", () => {
    for (const picture of ["/media/uploads/3f9c-large.webp", "https://cdn.example/two.jpg", "/media/scenes/hero/large.jpg?size=9"]) {
      expect(shareImageOf(picture)).toEqual({ path: picture, size: null });
    }
  });
});
