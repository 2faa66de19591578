import { describe, expect, it } from "vitest";
import { LISTING_PHOTO_MESSAGES, MAX_PHOTO_ALT_LENGTH, checkPhotoAlt, defaultPhotoAlt } from "./storefront-photos";

describe("a listing photo's alt text", () => {
  it("is required and at most 200 characters, spaces around it not counted", () => {
    expect(checkPhotoAlt("")).toBe(LISTING_PHOTO_MESSAGES.altRequired);
    expect(checkPhotoAlt("  \n ")).toBe(LISTING_PHOTO_MESSAGES.altRequired);
    expect(checkPhotoAlt("The pool at dusk")).toBeNull();
    expect(checkPhotoAlt(` ${"a".repeat(MAX_PHOTO_ALT_LENGTH)} `)).toBeNull();
    expect(checkPhotoAlt("a".repeat(MAX_PHOTO_ALT_LENGTH + 1))).toBe(LISTING_PHOTO_MESSAGES.altTooLong);
  });

  it("defaults to the listing's title, cut to fit", () => {
    expect(defaultPhotoAlt("  Villa Rosa Amalfi ")).toBe("Villa Rosa Amalfi");
    expect(defaultPhotoAlt("b".repeat(300))).toHaveLength(MAX_PHOTO_ALT_LENGTH);
    expect(checkPhotoAlt(defaultPhotoAlt("b".repeat(300)))).toBeNull();
  });
});
