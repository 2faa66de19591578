// One autocannon run, in its own process so it can be pinned to the load-generator CPU.
// Usage: node bench/load-worker.mjs '{"url":"http://127.0.0.1:3301/","connections":50,"duration":10}'
// With "paths": ["/a?x", "/b"], each connection cycles through those paths on `url`'s origin; with
// "stagger": true as well, connection k starts at path k × paths / connections, so the connections
// are spread over the list instead of asking for the same path at the same moment.
// "headers" go with every request (e.g. a session cookie).
// The summary counts the answers' x-page-cache header (the server's page cache: hit, miss, bypass).
// With "post": {"path": "/api/...", "body": {...}}, every request is that JSON POST instead.
// Prints one JSON summary line on stdout.
import autocannon from "autocannon";
import { assertLoopback } from "./lib/http.mjs";

const { url, connections = 50, duration = 10, headers = {}, paths, stagger = false, post } = JSON.parse(process.argv[2] ?? "{}");
assertLoopback(url);

const requests = post
  ? [{ method: "POST", path: post.path, headers: { "content-type": "application/json" }, body: JSON.stringify(post.body) }]
  : Array.isArray(paths) && paths.length > 0
    ? paths.map((path) => ({ method: "GET", path }))
    : undefined;
const pageCache = {};
let opened = 0;
const setupClient = (client) => {
  client.on("headers", ({ headers: raw }) => {
    for (let index = 0; index + 1 < (raw?.length ?? 0); index += 2) {
      if (String(raw[index]).toLowerCase() !== "x-page-cache") continue;
      const state = String(raw[index + 1]);
      pageCache[state] = (pageCache[state] ?? 0) + 1;
    }
  });
  // Connection k (in the order autocannon opens them) starts k × paths / connections into the list.
  if (stagger && requests && !post) {
    const list = client.opts.requests;
    const start = Math.floor((opened * list.length) / connections) % list.length;
    opened += 1;
    if (start > 0) client.setRequests([...list.slice(start), ...list.slice(0, start)]);
  }
};
const result = await autocannon({
  url,
  connections,
  duration,
  headers,
  ...(requests ? { requests } : {}),
  setupClient,
});
const statusCodes = Object.fromEntries(
  Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]),
);
const summary = {
  url,
  paths: Array.isArray(paths) ? paths.length : undefined,
  stagger: stagger || undefined,
  headers: Object.keys(headers).length > 0 ? Object.keys(headers) : undefined,
  post: post ? post.path : undefined,
  connections,
  duration,
  requestsPerSecond: result.requests.average,
  totalRequests: result.requests.total,
  throughputBytesPerSecond: result.throughput.average,
  latencyMs: {
    mean: result.latency.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    max: result.latency.max,
  },
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  statusCodes,
  ...(Object.keys(pageCache).length > 0 ? { pageCache } : {}),
};
process.stdout.write(`${JSON.stringify(summary)}\n`);
