import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerStaticAssets } from "./static-assets";

let directory: string;
let app: FastifyInstance;
const script = "console.log('a fingerprinted client file');".repeat(40);

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), "amora-static-"));
  await mkdir(path.join(directory, "assets"));
  await writeFile(path.join(directory, "assets", "entry-AbC123.js"), script);
  await writeFile(path.join(directory, "assets", "entry-AbC123.js.br"), brotliCompressSync(script));
  await writeFile(path.join(directory, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  await writeFile(path.join(directory, "sw.js"), "self.addEventListener('push', () => {});");
  await writeFile(path.join(directory, "sw.js.br"), brotliCompressSync("self.addEventListener('push', () => {});"));
  await writeFile(path.join(directory, ".env"), "SECRET=1");
  app = Fastify();
  await registerStaticAssets(app, directory);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await rm(directory, { recursive: true, force: true });
});

describe("static assets of the client build", () => {
  it("serves fingerprinted files for a year, brotli when accepted", async () => {
    const plain = await app.inject({ method: "GET", url: "/assets/entry-AbC123.js" });
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(script);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const compressed = await app.inject({ method: "GET", url: "/assets/entry-AbC123.js", headers: { "accept-encoding": "br" } });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect((await app.inject({ method: "HEAD", url: "/assets/entry-AbC123.js" })).statusCode).toBe(200);
  });

  it("serves the root files for an hour", async () => {
    for (const url of ["/favicon.svg", "/sw.js"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("public, max-age=3600");
    }
  });

  it("serves nothing else: missing files, the compressed twins by name, dot files, paths out of the folder", async () => {
    for (const url of ["/assets/missing.js", "/sw.js.br", "/.env", "/assets/../.env", "/assets/%2e%2e/.env"]) {
      const response = await app.inject({ method: "GET", url });
      expect([403, 404], url).toContain(response.statusCode);
      expect(response.body, url).not.toContain("SECRET");
    }
  });
});
