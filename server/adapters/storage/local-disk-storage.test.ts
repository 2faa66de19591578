import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalDiskStorage } from "./local-disk-storage";
import type { MediaStorage } from "./media-storage";

let root: string;
let storage: MediaStorage;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), "amora-storage-"));
  // The folder does not exist yet: the first write creates it.
  storage = createLocalDiskStorage(path.join(root, "uploads"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe("createLocalDiskStorage", () => {
  it("writes, serves, maps URLs to keys and removes files", async () => {
    await storage.put("abc123-small.webp", Buffer.from("bytes"), "image/webp");
    expect(await readdir(path.join(root, "uploads"))).toEqual(["abc123-small.webp"]);
    expect(storage.urlFor("abc123-small.webp")).toBe("/media/uploads/abc123-small.webp");
    expect(storage.keyFromUrl("/media/uploads/abc123-small.webp")).toBe("abc123-small.webp");
    const stored = await storage.open("abc123-small.webp");
    expect(stored?.size).toBe(5);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("bytes");
    await storage.remove(["abc123-small.webp", "already-gone.webp"]);
    expect(await storage.open("abc123-small.webp")).toBeNull();
  });

  it("never turns a key into a path outside its folder", async () => {
    await rm(path.join(root, "secret.txt"), { force: true });
    for (const key of ["../secret.txt", "..", "a/b.webp", "A.webp", ".hidden.webp", "x.webp\0"]) {
      await expect(storage.put(key, Buffer.from("x"), "image/webp"), key).rejects.toThrow(/not a media key/);
      expect(await storage.open(key), key).toBeNull();
    }
    expect(storage.keyFromUrl("/media/uploads/../secret.txt")).toBeNull();
    expect(storage.keyFromUrl("https://cdn.example/abc-small.webp")).toBeNull();
    await expect(readFile(path.join(root, "secret.txt"))).rejects.toThrow();
  });
});
