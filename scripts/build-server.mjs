// Bundles the server entry (server/main.ts and everything it imports) into build/main.js, with
// npm packages left as imports; then writes brotli and gzip twins of the client's text assets.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";

const buildDirectory = process.env.BUILD_DIR ?? "build";

await build({
  entryPoints: ["server/main.ts"],
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  outfile: path.join(buildDirectory, "main.js"),
  sourcemap: true,
  logLevel: "warning",
});

const compressible = /\.(js|css|svg|json|html|txt|xml|map)$/;
async function* walk(directory) {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}
for await (const file of walk(path.join(buildDirectory, "client"))) {
  if (!compressible.test(file) || (await stat(file)).size < 1024) continue;
  const content = await readFile(file);
  await writeFile(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
}
