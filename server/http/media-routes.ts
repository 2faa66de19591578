import type { FastifyInstance } from "fastify";
import { MEDIA_SIZES, type MediaSize } from "../../core/listing-types";
import type { AppServices } from "../app-context";
import { notFound } from "../kernel/errors";
import { getSceneImage } from "../domain/media/get-scene-image";
import { SCENE_FORMATS, SCENE_URL_VERSION, type SceneFormat } from "../domain/media/scene-urls";
import { SHARED_PICTURE_RESOURCE_POLICY } from "./security-headers";

const FILE_NAME = new RegExp(`^(${MEDIA_SIZES.join("|")})\\.(${SCENE_FORMATS.join("|")})$`);
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Kept, but asked again each time: the ETag answers 304 while the drawing is the same. */
const REVALIDATE = "public, no-cache";

/**
 * GET /media/scenes/:key/:size.:format?v= — generated listing pictures. With the current drawing's
 * version (`v`, server/domain/media/scene-urls.ts), the bytes behind a URL never change for the
 * same listing data, so browsers and CDNs may keep them for a year; a new drawing is a new `v`.
 * Without `v` (an address stored or shared before) or with an older one, the current drawing
 * answers, revalidated on every use so that no cache holds on to an old drawing.
 */
export function registerMediaRoutes(app: FastifyInstance, services: AppServices): void {
  app.get<{ Params: { key: string; file: string }; Querystring: { v?: unknown } }>("/media/scenes/:key/:file", async (request, reply) => {
    const match = FILE_NAME.exec(request.params.file);
    const key = request.params.key;
    if (!match || key.length === 0 || key.length > 200) throw notFound("No such image");
    const image = await getSceneImage({
      db: services.db,
      key,
      size: match[1] as MediaSize,
      format: match[2] as SceneFormat,
      ifNoneMatch: request.headers["if-none-match"],
    });
    if (!image) throw notFound("No such image");
    reply.header("cache-control", request.query.v === SCENE_URL_VERSION ? IMMUTABLE : REVALIDATE).header("etag", image.etag).header("cross-origin-resource-policy", SHARED_PICTURE_RESOURCE_POLICY);
    if (image.status === "not-modified") return reply.status(304).send();
    // An SVG opened on its own is a document: give it nothing it could run or load.
    if (match[2] === "svg") reply.header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'");
    return reply.type(image.contentType).send(image.body);
  });
}
