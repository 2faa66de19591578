import type { FastifyInstance } from "fastify";
import { MEDIA_SIZES, type MediaSize } from "../../core/listing-types";
import type { AppServices } from "../app-context";
import { notFound } from "../kernel/errors";
import { getSceneImage } from "../domain/media/get-scene-image";
import { SCENE_FORMATS, type SceneFormat } from "../domain/media/scene-urls";
import { SHARED_PICTURE_RESOURCE_POLICY } from "./security-headers";

const FILE_NAME = new RegExp(`^(${MEDIA_SIZES.join("|")})\\.(${SCENE_FORMATS.join("|")})$`);
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * GET /media/scenes/:key/:size.:format — generated listing pictures. The bytes behind a URL
 * never change for the same listing data, so browsers and CDNs may keep them for a year.
 */
export function registerMediaRoutes(app: FastifyInstance, services: AppServices): void {
  app.get<{ Params: { key: string; file: string } }>("/media/scenes/:key/:file", async (request, reply) => {
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
    reply.header("cache-control", IMMUTABLE).header("etag", image.etag).header("cross-origin-resource-policy", SHARED_PICTURE_RESOURCE_POLICY);
    if (image.status === "not-modified") return reply.status(304).send();
    // An SVG opened on its own is a document: give it nothing it could run or load.
    if (match[2] === "svg") reply.header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'");
    return reply.type(image.contentType).send(image.body);
  });
}
