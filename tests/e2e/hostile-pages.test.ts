import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes";
import { absolute } from "./support/browser";
import { codeSentTo, uniqueEmail } from "./support/members";

/**
 * Every page route of the production build, fed generated hostile paths, queries and form posts
 * (NUL bytes, bytes that are not UTF-8, surrogates, huge values, bodies no page form sends), as a
 * visitor and as a signed-in member: never a 5xx, always an HTML page; text the database cannot
 * store answers the not-found page (404 for the path, 400 for a query or a form), and no page takes
 * longer than a generous multiple of a plain visit to it. Over HTTP against the server the suite
 * started, so the pages are the built ones. The seed is fixed so a failure reproduces.
 */
const SEED = 20_260_602;
const RUNS_PER_ROUTE = 12;
/** A fuzzed page may be this many times slower than a plain visit to the same route, no more. */
const SLOWDOWN_LIMIT = 50;

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** Every page path of app/routes.ts, in React Router's syntax ("ta/:id", "*"). */
function pagePaths(entries: RouteEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? prefix : [prefix, entry.path ?? ""].filter(Boolean).join("/");
    return [...(entry.index || entry.path !== undefined ? [path] : []), ...pagePaths(entry.children ?? [], path)];
  });
}

const PATHS = [...new Set(pagePaths(routes as RouteEntry[]))];
/** A harmless value for each parameter: the seeded hotel's slug works for every one. */
const PLAIN_VALUE = "villa-rosa-amalfi";

function fill(path: string, value: (name: string) => string): string {
  return `/${path
    .split("/")
    .map((segment) => (segment === "*" ? value("*") : segment.startsWith(":") ? value(segment.slice(1)) : segment))
    .join("/")}`;
}

/** Already percent-encoded path segments or query values: the hostile ones, and ordinary trouble. */
const hostileText = fc.constantFrom("%00", "a%00b", "%00%00%00", "x".repeat(20) + "%00");
const awkwardText = fc.constantFrom(
  "%ED%A0%80", // a UTF-16 surrogate written as UTF-8: not UTF-8 at all
  "%ED%B2%A9x",
  "%C0%AE%C0%AE",
  "%E0%A4%A",
  "%",
  "%25",
  "..",
  "%2e%2e%2f%2e%2e%2fetc%2fpasswd",
  "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "'%20OR%201%3D1--",
  "%F0%9F%92%96",
  "-1",
  "0",
  "99999999999999999999",
  "1e9",
  "null",
  "a".repeat(2_000),
  "%E2%9D%A4".repeat(500),
);
const anyText = fc.oneof(hostileText, awkwardText, fc.string({ unit: "grapheme", maxLength: 20 }).map(encodeURIComponent));

type Visit = { method: "GET" | "POST"; url: string; contentType?: string; body?: string | Uint8Array<ArrayBuffer>; expect?: 400 | 404 | "refused" };

function multipartBody(fields: Record<string, string>): { contentType: string; body: Uint8Array<ArrayBuffer> } {
  const boundary = "----amora-fuzz-boundary";
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: new TextEncoder().encode(`${parts.join("")}--${boundary}--\r\n`) };
}

/** One generated visit to a page route. */
function visitTo(path: string): fc.Arbitrary<Visit> {
  const hasParameter = /(^|\/)(:|\*)/.test(path);
  const plain = fill(path, () => PLAIN_VALUE);
  const hostilePath = hasParameter
    ? hostileText.map((value) => ({ method: "GET" as const, url: fill(path, () => value), expect: 404 as const }))
    : hostileText.map((value) => ({ method: "GET" as const, url: `${plain === "/" ? "" : plain}/${value}`, expect: 404 as const }));
  const awkwardPath = anyText.map((value) => ({ method: "GET" as const, url: hasParameter ? fill(path, () => value) : `${plain}?${value}` }));
  const hostileQuery = fc
    .tuple(fc.constantFrom("email", "q", "page", "checkin", "token", "%00"), hostileText)
    .map(([name, value]) => ({ method: "GET" as const, url: `${plain}?${name}=${value}`, expect: 400 as const }));
  const awkwardQuery = fc
    .tuple(fc.constantFrom("email", "q", "page", "type", "__proto__", "x[]"), anyText)
    .map(([name, value]) => ({ method: "GET" as const, url: `${plain}?${name}=${value}` }));
  const hostileForm = fc.tuple(fc.constantFrom("name", "email", "message", "payment_intent", "accountId", "status"), hostileText).chain(([name, value]) =>
    fc.constantFrom<Visit>(
      { method: "POST", url: plain, contentType: "application/x-www-form-urlencoded", body: `${name}=${value}&other=ok`, expect: 400 },
      { method: "POST", url: plain, ...multipartBody({ [name]: decodeURIComponent(value), other: "ok" }), expect: 400 },
    ),
  );
  const otherBodies = fc.constantFrom<Visit>(
    { method: "POST", url: plain, contentType: "application/json", body: '{"email":"a@b.example"}', expect: "refused" },
    { method: "POST", url: plain, contentType: "text/plain", body: "hello", expect: "refused" },
    { method: "POST", url: plain, contentType: "multipart/form-data; boundary=nope", body: "not multipart", expect: "refused" },
    { method: "POST", url: plain, contentType: "application/x-www-form-urlencoded", body: `message=${"x".repeat(1_100_000)}`, expect: "refused" },
    { method: "POST", url: plain, contentType: "application/x-www-form-urlencoded", body: "a=1&b=%&c=%E0%A4%A" },
    { method: "POST", url: plain, contentType: "application/x-www-form-urlencoded", body: "" },
  );
  return fc.oneof(hostilePath, awkwardPath, hostileQuery, awkwardQuery, hostileForm, otherBodies);
}

type Answer = { status: number; contentType: string; body: string; ms: number };

async function send(visit: Visit, headers: Record<string, string>): Promise<Answer> {
  const started = performance.now();
  const response = await fetch(absolute(visit.url), {
    method: visit.method,
    redirect: "manual",
    headers: { ...headers, ...(visit.contentType ? { "content-type": visit.contentType } : {}) },
    ...(visit.body === undefined ? {} : { body: visit.body }),
  });
  const body = await response.text();
  return { status: response.status, contentType: response.headers.get("content-type") ?? "", body, ms: performance.now() - started };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

let memberHeaders: Record<string, string> = {};

beforeAll(async () => {
  const email = uniqueEmail("hostile-pages");
  const since = Date.now();
  const sent = await fetch(absolute("/api/v1/send-otp"), { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email }) });
  expect(sent.status).toBe(200);
  const verified = await fetch(absolute("/api/v1/verify-otp"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, otp: await codeSentTo(email, since), device_name: "fuzz" }),
  });
  expect(verified.status).toBe(200);
  memberHeaders = { authorization: `Bearer ${(await verified.json()).token as string}` };
});

describe("hostile input to every page route", () => {
  it("finds the page routes", () => {
    expect(PATHS).toContain("ta/:id");
    expect(PATHS).toContain("checkstatus");
    expect(PATHS.length).toBeGreaterThan(30);
  });

  it.each(PATHS.map((path) => [`/${path}`, path] as const))("%s: no 5xx, a page, the not-found page for unstorable text", { timeout: 120_000 }, async (_name, path) => {
    const plainUrl = fill(path, () => PLAIN_VALUE);
    for (const headers of [{}, memberHeaders]) {
      // A plain visit, measured a few times after a warm-up: the yardstick for the fuzzed ones.
      await send({ method: "GET", url: plainUrl }, headers);
      const plainTimes: number[] = [];
      for (let round = 0; round < 3; round += 1) plainTimes.push((await send({ method: "GET", url: plainUrl }, headers)).ms);
      const limit = SLOWDOWN_LIMIT * Math.max(median(plainTimes), 1);

      await fc.assert(
        fc.asyncProperty(visitTo(path), async (visit) => {
          const answer = await send(visit, headers);
          const context = `${visit.method} ${visit.url.slice(0, 160)}${visit.contentType ? ` (${visit.contentType})` : ""} -> ${answer.status}`;
          expect(answer.status, `${context}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
          if (answer.status >= 400 || visit.expect !== undefined) expect(answer.contentType, context).toMatch(/^text\/html/);
          if (visit.expect === 400 || visit.expect === 404) {
            expect(answer.status, context).toBe(visit.expect);
            expect(answer.body, context).toContain("Page not found");
          }
          if (visit.expect === "refused") expect(answer.status, context).toBeGreaterThanOrEqual(400);
          if (answer.ms > limit) {
            // Once could be a pause elsewhere on a shared machine: the fastest of three repeats decides.
            const repeats = [];
            for (let round = 0; round < 3; round += 1) repeats.push((await send(visit, headers)).ms);
            expect(Math.min(...repeats), `${context}: slower than ${SLOWDOWN_LIMIT}x a plain visit`).toBeLessThanOrEqual(limit);
          }
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE },
      );
    }
  });
});
