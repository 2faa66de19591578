// A minimal GET over node:http that refuses anything but 127.0.0.1 and returns the body exactly as
// sent (no decompression), so byte counts are bytes on the wire.
import { request } from "node:http";

export function assertLoopback(url) {
  const parsed = new URL(url);
  if (parsed.protocol !== "http:" || parsed.hostname !== "127.0.0.1") {
    throw new Error(`refusing to target ${url}: the bench only talks to http://127.0.0.1`);
  }
  return parsed;
}

/** @returns {Promise<{status: number, headers: import("node:http").IncomingHttpHeaders, body: Buffer}>} */
export function httpGet(url, { headers = {}, timeoutMs = 10_000 } = {}) {
  const parsed = assertLoopback(url);
  return new Promise((resolve, reject) => {
    const req = request(parsed, { method: "GET", headers, timeout: timeoutMs }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`timeout after ${timeoutMs} ms: ${url}`)));
    req.on("error", reject);
    req.end();
  });
}
