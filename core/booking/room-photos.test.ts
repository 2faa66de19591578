import { describe, expect, it } from "vitest";
import { MAX_ROOM_TYPE_PHOTOS, ROOM_PHOTO_MESSAGES, roomPhotoAlt } from "./room-photos";

describe("a room type's photos", () => {
  it("describes a lone photo by the room's name, and one of several by its place too", () => {
    expect(roomPhotoAlt("Sea Suite", 0, 1)).toBe("Sea Suite");
    expect(roomPhotoAlt("Sea Suite", 1, 3)).toBe("Sea Suite, photo 2 of 3");
  });

  it("says the cap in the refusal", () => {
    expect(ROOM_PHOTO_MESSAGES.tooMany).toContain(`up to ${MAX_ROOM_TYPE_PHOTOS} photos`);
  });
});
