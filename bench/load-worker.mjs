// One autocannon run, in its own process so it can be pinned to the load-generator CPU.
// Usage: node bench/load-worker.mjs '{"url":"http://127.0.0.1:3301/","connections":50,"duration":10}'
// With "paths": ["/a?x", "/b"], each connection cycles through those paths on `url`'s origin.
// With "post": {"path": "/api/...", "body": {...}}, every request is that JSON POST instead.
// Prints one JSON summary line on stdout.
import autocannon from "autocannon";
import { assertLoopback } from "./lib/http.mjs";

const { url, connections = 50, duration = 10, headers = {}, paths, post } = JSON.parse(process.argv[2] ?? "{}");
assertLoopback(url);

const requests = post
  ? [{ method: "POST", path: post.path, headers: { "content-type": "application/json" }, body: JSON.stringify(post.body) }]
  : Array.isArray(paths) && paths.length > 0
    ? paths.map((path) => ({ method: "GET", path }))
    : undefined;
const result = await autocannon({ url, connections, duration, headers, ...(requests ? { requests } : {}) });
const statusCodes = Object.fromEntries(
  Object.entries(result.statusCodeStats ?? {}).map(([code, stats]) => [code, stats.count]),
);
const summary = {
  url,
  paths: Array.isArray(paths) ? paths.length : undefined,
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
};
process.stdout.write(`${JSON.stringify(summary)}\n`);
