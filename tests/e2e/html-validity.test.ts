import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { SITE_PAGES } from "../../core/site-pages";
import { absolute } from "./support/browser";

const JAVA = process.env.JAVA_PATH ?? "/usr/bin/java";
/** Pages of each listing kind checked; every fixed page is checked. */
const SAMPLE_PER_KIND = 3;

type VnuMessage = { type: string; url?: string; message: string; extract?: string; lastLine?: number };

let directory: string | undefined;
afterAll(async () => {
  if (directory) await rm(directory, { recursive: true, force: true });
});

/** "ta", "article/category", "listing" (a single-segment hotel, destination, offer...) or "page". */
function kindOf(pathname: string): string {
  if (SITE_PAGES.some((page) => page.path === pathname)) return "page";
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length === 1) return "listing";
  return segments.slice(0, -1).join("/");
}

/**
 * The sitemap's pages to check: every fixed page and SAMPLE_PER_KIND of each listing kind (the
 * sitemap holds 500+ listing pages; checking all takes many minutes on a two-core machine).
 */
async function sitemapSample(): Promise<string[]> {
  const sitemap = await (await fetch(absolute("/sitemap.xml"))).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] as string).pathname + new URL(match[1] as string).search);
  const taken = new Map<string, number>();
  return paths.filter((pathname) => {
    const kind = kindOf(pathname);
    const count = taken.get(kind) ?? 0;
    taken.set(kind, count + 1);
    return kind === "page" || count < SAMPLE_PER_KIND;
  });
}

/**
 * Pages carry their first paint's styles inline (decision 057), so the checker reads the site's
 * CSS too. Its CSS part cannot type `var()` inside `min()` (`width: min(100% - 2 * var(--gutter),
 * 60rem)`, valid CSS every browser applies) and calls the types incompatible: that one message,
 * about such an expression, is the checker's limit, not an error of the page.
 */
function isCssCheckerLimit(message: VnuMessage): boolean {
  // Only the `width: min(...)` rules mixing a length with var() get it (`min(100% - 2rem, 34rem)` passes); the extract is cut, so it may not show the var().
  return message.message === "CSS: “width”: The types are incompatible.";
}

describe("HTML validity (W3C Nu checker)", () => {
  it("finds no error on the sitemap's pages", { timeout: 600_000 }, async () => {
    if (!existsSync(JAVA)) {
      throw new Error(`Java not found at ${JAVA}. The W3C Nu checker (vnu-jar) needs Java 11 or later: install it with "sudo apt-get install -y openjdk-17-jre-headless", or point JAVA_PATH at a java binary.`);
    }
    const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;
    const pages = await sitemapSample();
    expect(pages.length).toBeGreaterThan(20);
    expect(new Set(pages.map(kindOf)).size, "page kinds in the sample").toBeGreaterThanOrEqual(5);

    directory = await mkdtemp(path.join(os.tmpdir(), "amora-vnu-"));
    const files = new Map<string, string>();
    for (const [index, pathname] of pages.entries()) {
      const response = await fetch(absolute(pathname));
      expect(response.status, pathname).toBe(200);
      const file = path.join(directory, `page-${index}.html`);
      await writeFile(file, await response.text());
      files.set(file, pathname);
    }

    const { stdout, stderr } = await promisify(execFile)(JAVA, ["-jar", vnuJar, "--errors-only", "--format", "json", directory], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((failure: { stdout?: string; stderr?: string }) => ({ stdout: failure.stdout ?? "", stderr: failure.stderr ?? "" }));
    // vnu writes its JSON report to standard error.
    const report = JSON.parse(stderr.trim() || stdout.trim()) as { messages: VnuMessage[] };
    const errors = report.messages
      .filter((message) => message.type === "error" || message.type === "non-document-error")
      .filter((message) => !isCssCheckerLimit(message))
      .map((message) => `${files.get(decodeURI(new URL(message.url ?? "file:///").pathname)) ?? message.url}:${message.lastLine ?? "?"} ${message.message} ${message.extract ?? ""}`);
    expect(errors).toEqual([]);
  });
});
