import { createHash } from "node:crypto";
import type { MediaSize } from "../../../core/listing-types";
import type { Database } from "../../db/client";
import { getSceneSubject } from "./get-scene-subject";
import { rasterizeScene } from "../../scenes/rasterize-scene";
import { renderSceneSvg } from "../../scenes/render-scene-svg";
import { SCENE_VERSION } from "../../scenes/scene-version";
import { sceneDimensions, type SceneFormat } from "./scene-urls";

export type GetSceneImageOptions = {
  db: Database;
  key: string;
  size: MediaSize;
  format: SceneFormat;
  /** The client's If-None-Match: when it matches, no pixels are rendered at all. */
  ifNoneMatch?: string;
};

export type SceneImage =
  | { status: "not-modified"; etag: string }
  | { status: "ok"; etag: string; contentType: string; body: Buffer | string };

const CONTENT_TYPES: Record<SceneFormat, string> = {
  svg: "image/svg+xml; charset=utf-8",
  webp: "image/webp",
  jpg: "image/jpeg",
};

/**
 * A listing's generated picture in the asked size and format, or null for an unknown key. The
 * ETag is derived from the SVG text, which is cheap to build, so a revalidation costs no render,
 * and from the drawing's version, which also changes with the rasters' encoding.
 */
export async function getSceneImage({ db, key, size, format, ifNoneMatch }: GetSceneImageOptions): Promise<SceneImage | null> {
  const subject = await getSceneSubject({ db, key });
  if (!subject) return null;
  const svg = renderSceneSvg({ subject, ...sceneDimensions(size, format) });
  const digest = createHash("sha256").update(SCENE_VERSION).update(format).update(svg).digest("base64url").slice(0, 27);
  const etag = `"${digest}"`;
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return { status: "not-modified", etag };
  }
  const body = format === "svg" ? svg : await rasterizeScene({ svg, format, cacheKey: digest });
  return { status: "ok", etag, contentType: CONTENT_TYPES[format], body };
}
