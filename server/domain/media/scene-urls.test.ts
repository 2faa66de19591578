import { afterEach, describe, expect, it, vi } from "vitest";
import { SCENE_VERSION } from "../../scenes/scene-version";
import { SCENE_URL_VERSION, sceneMediaSizes, sceneUrl, sceneUrlVersion, versionedSceneSizes, versionedSceneUrl } from "./scene-urls";

describe("the drawn pictures' versioned addresses", () => {
  afterEach(() => {
    vi.doUnmock("../../scenes/scene-version");
    vi.resetModules();
  });

  it("stores an address without a version and shows it with the current drawing's", () => {
    expect(sceneUrl("villa-rosa-amalfi", "small", "webp")).toBe("/media/scenes/villa-rosa-amalfi/small.webp");
    expect(SCENE_URL_VERSION).toBe(sceneUrlVersion(SCENE_VERSION));
    expect(SCENE_URL_VERSION).toMatch(/^[\w-]{10}$/);
    expect(versionedSceneUrl("/media/scenes/villa-rosa-amalfi/small.webp")).toBe(`/media/scenes/villa-rosa-amalfi/small.webp?v=${SCENE_URL_VERSION}`);
  });

  it("replaces an older version, and leaves uploads and outside pictures as they are", () => {
    expect(versionedSceneUrl("/media/scenes/hero/large.jpg?v=old")).toBe(`/media/scenes/hero/large.jpg?v=${SCENE_URL_VERSION}`);
    expect(versionedSceneUrl(versionedSceneUrl("/media/scenes/hero/large.jpg"))).toBe(versionedSceneUrl("/media/scenes/hero/large.jpg"));
    for (const url of ["/media/uploads/3f9c-small.webp", "https://cdn.example/two.jpg", "/hotel"]) expect(versionedSceneUrl(url)).toBe(url);
    expect(versionedSceneSizes({ ...sceneMediaSizes("japan"), small: "/media/uploads/a-small.webp" })).toEqual({
      thumbnail: `/media/scenes/japan/thumbnail.webp?v=${SCENE_URL_VERSION}`,
      small: "/media/uploads/a-small.webp",
      medium: `/media/scenes/japan/medium.webp?v=${SCENE_URL_VERSION}`,
      large: `/media/scenes/japan/large.webp?v=${SCENE_URL_VERSION}`,
    });
  });

  it("gives another drawing version another address", () => {
    expect(sceneUrlVersion("2")).not.toBe(sceneUrlVersion("1"));
    expect(sceneUrlVersion("2")).toBe(sceneUrlVersion("2"));
    expect(versionedSceneUrl("/media/scenes/japan/small.webp", sceneUrlVersion("2"))).not.toBe(versionedSceneUrl("/media/scenes/japan/small.webp", sceneUrlVersion("1")));
  });

  it("follows SCENE_VERSION: bumping it changes every drawn picture's address", async () => {
    vi.resetModules();
    vi.doMock("../../scenes/scene-version", () => ({ SCENE_VERSION: `${SCENE_VERSION}-next` }));
    const bumped = await import("./scene-urls");
    expect(bumped.SCENE_URL_VERSION).toBe(sceneUrlVersion(`${SCENE_VERSION}-next`));
    expect(bumped.SCENE_URL_VERSION).not.toBe(SCENE_URL_VERSION);
    expect(bumped.versionedSceneUrl("/media/scenes/japan/small.webp")).not.toBe(versionedSceneUrl("/media/scenes/japan/small.webp"));
    // The stored address is the same: only what pages show changes.
    expect(bumped.sceneUrl("japan", "small", "webp")).toBe(sceneUrl("japan", "small", "webp"));
  });
});
