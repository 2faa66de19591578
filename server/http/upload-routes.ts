import type { FastifyInstance } from "fastify";
import { LOCAL_UPLOADS_PATH } from "../adapters/storage/local-disk-storage";
import { isMediaKey } from "../adapters/storage/media-storage";
import { mediaStorageFor } from "../adapters/storage/media-storage-for";
import type { AppServices } from "../app-context";
import { notFound } from "../kernel/errors";
import { SHARED_PICTURE_RESOURCE_POLICY } from "./security-headers";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * GET /media/uploads/:file — pictures members uploaded, streamed from the media store (the local
 * disk, or the S3 bucket with MEDIA_STORE=s3, so every app process serves every upload).
 * Each file's name is new for every upload, so its bytes never change and may be cached for a
 * year. Only the WebP files the server wrote itself are served, as images and nothing else.
 */
export function registerUploadRoutes(app: FastifyInstance, services: AppServices): void {
  const storage = mediaStorageFor(services.config);
  app.get<{ Params: { file: string } }>(`${LOCAL_UPLOADS_PATH}/:file`, async (request, reply) => {
    const key = request.params.file;
    if (!isMediaKey(key) || !key.endsWith(".webp")) throw notFound("No such image");
    const stored = await storage.open(key);
    if (!stored) throw notFound("No such image");
    const etag = `"${stored.size.toString(16)}-${stored.modifiedAt.getTime().toString(16)}"`;
    reply
      .header("cache-control", IMMUTABLE)
      .header("etag", etag)
      .header("cross-origin-resource-policy", SHARED_PICTURE_RESOURCE_POLICY)
      // Opened on its own, the file is an image: it may run and load nothing.
      .header("content-security-policy", "default-src 'none'")
      // Members' pictures belong on their pages, not in image search results.
      .header("x-robots-tag", "noindex");
    if (request.headers["if-none-match"] === etag) {
      stored.body.destroy();
      return reply.status(304).send();
    }
    return reply.type("image/webp").header("content-length", stored.size).send(stored.body);
  });
}
