import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { isMediaKey, type MediaStorage, type StoredMedia } from "./media-storage";

/** The URL path the local store's files are served under (server/http/upload-routes.ts). */
export const LOCAL_UPLOADS_PATH = "/media/uploads";

function assertKey(key: string): void {
  // Keys come from the server, but a bad one must never become a path outside the folder.
  if (!isMediaKey(key)) throw new Error(`not a media key: ${JSON.stringify(key)}`);
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === "ENOENT";
}

/** Files in one folder on this machine (the embedded default: DATA_DIR/uploads). */
export function createLocalDiskStorage(directory: string, publicPath = LOCAL_UPLOADS_PATH): MediaStorage {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(directory, key);
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(directory, { recursive: true });
      // Written beside and renamed into place, so a reader never sees half a file.
      const partial = `${file}.${randomBytes(6).toString("hex")}.partial`;
      try {
        await writeFile(partial, body, { flag: "wx" });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    urlFor(key) {
      assertKey(key);
      return `${publicPath}/${key}`;
    },
    keyFromUrl(url) {
      const prefix = `${publicPath}/`;
      if (!url.startsWith(prefix)) return null;
      const key = url.slice(prefix.length);
      return isMediaKey(key) ? key : null;
    },
    async open(key): Promise<StoredMedia | null> {
      if (!isMediaKey(key)) return null;
      const file = path.join(directory, key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { body: createReadStream(file), size: info.size, modifiedAt: info.mtime };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}
