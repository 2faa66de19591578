import type { Config } from "../../config";
import { createLocalDiskStorage } from "./local-disk-storage";
import type { MediaStorage } from "./media-storage";
import { createS3Storage } from "./s3-storage";

const stores = new WeakMap<Config, MediaStorage>();

/**
 * The media store the configuration names: an S3-compatible bucket with MEDIA_STORE=s3
 * (decision 037), otherwise the local disk (UPLOADS_DIR). Callers see only `MediaStorage`.
 */
export function mediaStorageFor(config: Config): MediaStorage {
  let store = stores.get(config);
  if (!store) {
    store = config.s3Media ? createS3Storage(config.s3Media) : createLocalDiskStorage(config.uploadsDir);
    stores.set(config, store);
  }
  return store;
}
