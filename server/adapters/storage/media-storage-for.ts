import type { Config } from "../../config";
import { createLocalDiskStorage } from "./local-disk-storage";
import type { MediaStorage } from "./media-storage";

const stores = new WeakMap<Config, MediaStorage>();

/**
 * The media store the configuration names. Only the local disk exists so far; an S3-compatible
 * store would be chosen here by its settings, and nothing else would change.
 */
export function mediaStorageFor(config: Config): MediaStorage {
  let store = stores.get(config);
  if (!store) {
    store = createLocalDiskStorage(config.uploadsDir);
    stores.set(config, store);
  }
  return store;
}
