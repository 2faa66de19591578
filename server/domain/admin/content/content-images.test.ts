import { describe, expect, it } from "vitest";
import { versionedSceneUrl } from "../../media/scene-urls";
import { requireKnownPicture, sizesOfPicture } from "./content-images";

const storage = { keyFromUrl: () => null, urlFor: (key: string) => `/media/uploads/${key}` };

describe("a drawn picture chosen as a cover", () => {
  it("is taken with or without the drawing's version a page shows, and stored without it", () => {
    const shown = versionedSceneUrl("/media/scenes/villa-rosa-amalfi/large.jpg");
    expect(shown).toContain("?v=");
    for (const url of [shown, "/media/scenes/villa-rosa-amalfi/large.jpg"]) {
      expect(() => requireKnownPicture(storage, url, "cover")).not.toThrow();
      expect(sizesOfPicture(storage, url)).toEqual({
        thumbnail: "/media/scenes/villa-rosa-amalfi/thumbnail.jpg",
        small: "/media/scenes/villa-rosa-amalfi/small.jpg",
        medium: "/media/scenes/villa-rosa-amalfi/medium.jpg",
        large: "/media/scenes/villa-rosa-amalfi/large.jpg",
      });
    }
    expect(() => requireKnownPicture(storage, "/media/scenes/villa-rosa-amalfi/large.jpg?x=1", "cover")).toThrow();
  });
});
