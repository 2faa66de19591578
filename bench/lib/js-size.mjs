// JavaScript weight: what the home page loads, and what each further route adds on navigation.
// Sizes are brotli: the .br twin written at build time, or (for files too small to get a twin,
// which are served uncompressed) brotli quality 11 computed here. Bytes actually served with
// `Accept-Encoding: br` are recorded beside them as a cross-check.
import { existsSync } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import { httpGet } from "./http.mjs";

// Quoted, or quoted inside a JSON string (the module script's code that the page's loader holds,
// decision 058: `\"/assets/…\"`).
const ASSET_JS = /["'`](\/assets\/[^"'`?#\s\\]+\.js)\\?["'`]/g;

async function brotliSize(file) {
  if (existsSync(`${file}.br`)) return { bytes: (await stat(`${file}.br`)).size, twin: true };
  const content = await readFile(file);
  const bytes = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { bytes, twin: false };
}

async function describe(asset, clientDirectory, origin) {
  const file = path.join(clientDirectory, asset);
  if (!existsSync(file)) return { asset, missing: true, raw: 0, brotli: 0, served: 0 };
  const raw = (await stat(file)).size;
  const { bytes, twin } = await brotliSize(file);
  const response = await httpGet(`${origin}${asset}`, { headers: { "accept-encoding": "br" } });
  return {
    asset,
    raw,
    brotli: bytes,
    brotliTwin: twin,
    served: response.body.length,
    servedStatus: response.status,
    servedEncoding: response.headers["content-encoding"] ?? "identity",
  };
}

function sum(items, key) {
  return items.reduce((total, item) => total + item[key], 0);
}

/** Reads the React Router browser manifest (`window.__reactRouterManifest={...};`). */
async function readManifest(file) {
  const text = await readFile(file, "utf8");
  const json = text.slice(text.indexOf("=") + 1).trim().replace(/;$/, "");
  return JSON.parse(json);
}

export async function measureJavaScript({ origin, clientDirectory }) {
  const home = await httpGet(`${origin}/`);
  if (home.status !== 200) return { available: false, reason: `GET / answered ${home.status}` };
  const html = home.body.toString("utf8");
  // The manifest's own address (`"url": "/assets/manifest-….js"` in the inline script) is not a
  // script the page loads: the manifest is inlined beside it (and each further route's part is
  // fetched from /__manifest), so it is left out.
  const homeAssets = [
    ...new Set([...html.matchAll(ASSET_JS)].filter((match) => !/"url\\?":\s*\\?$/.test(html.slice(Math.max(0, match.index - 14), match.index))).map((match) => match[1])),
  ];
  const homeFiles = await Promise.all(homeAssets.map((asset) => describe(asset, clientDirectory, origin)));

  const manifestAsset = [...html.matchAll(ASSET_JS)].map((match) => match[1]).find((asset) => /\/manifest-[^/]+\.js$/.test(asset));
  let routes = [];
  let manifestNote;
  if (manifestAsset && existsSync(path.join(clientDirectory, manifestAsset))) {
    const manifest = await readManifest(path.join(clientDirectory, manifestAsset));
    const loaded = new Set(homeAssets);
    const byModule = new Map();
    for (const route of Object.values(manifest.routes)) {
      if (route.id === "root" || route.index === true) continue;
      const files = [
        ...Object.entries(route)
          // `module`, plus split route modules (clientLoaderModule, clientActionModule, ...)
          .filter(([key, value]) => (key === "module" || key.endsWith("Module")) && typeof value === "string")
          .map(([, value]) => value),
        ...(route.imports ?? []),
      ];
      const key = route.module;
      const entry = byModule.get(key) ?? { routeIds: [], paths: [], files: new Set() };
      entry.routeIds.push(route.id);
      entry.paths.push(route.path ?? "(index)");
      for (const file of files) entry.files.add(file);
      byModule.set(key, entry);
    }
    for (const [module, entry] of byModule) {
      const extra = [...entry.files].filter((file) => !loaded.has(file));
      const described = await Promise.all(extra.map((asset) => describe(asset, clientDirectory, origin)));
      routes.push({
        module,
        routeIds: entry.routeIds,
        paths: entry.paths,
        extraFiles: described,
        brotli: sum(described, "brotli"),
        served: sum(described, "served"),
      });
    }
    routes.sort((a, b) => b.brotli - a.brotli);
  } else {
    manifestNote = "no React Router manifest referenced from the home page";
  }

  return {
    available: true,
    home: { files: homeFiles, brotli: sum(homeFiles, "brotli"), served: sum(homeFiles, "served"), raw: sum(homeFiles, "raw") },
    routes,
    largestRoute: routes[0] ?? null,
    manifest: manifestAsset,
    note: manifestNote,
  };
}
