// Lighthouse 12 through its node API, mobile defaults (simulated throttling), a fresh Chromium per
// run. Returns category scores (0-100) and the audits that cost points, per run.
import { writeFile } from "node:fs/promises";
import { assertLoopback } from "./http.mjs";
import { registerKiller } from "./processes.mjs";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"];
const SKIP_MODES = new Set(["notApplicable", "manual", "informative"]);

function summarise(lhr) {
  const scores = {};
  const failing = [];
  const metrics = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    scores[id] = category?.score === null || category?.score === undefined ? null : Math.round(category.score * 100);
    for (const ref of category?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || SKIP_MODES.has(audit.scoreDisplayMode)) continue;
      if (id === "performance" && ref.weight > 0) {
        metrics.push({ id: audit.id, title: audit.title, displayValue: audit.displayValue ?? "", numericValue: audit.numericValue ?? null, score: audit.score, weight: ref.weight });
        continue;
      }
      const threshold = id === "performance" ? 0.9 : 1;
      const errored = audit.scoreDisplayMode === "error";
      if (errored || (audit.score !== null && audit.score < threshold)) {
        failing.push({
          category: id,
          id: audit.id,
          title: audit.title,
          displayValue: audit.displayValue ?? "",
          score: audit.score,
          error: errored ? (audit.errorMessage ?? "audit error") : undefined,
        });
      }
    }
  }
  return {
    scores,
    failing,
    metrics,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    warnings: lhr.runWarnings ?? [],
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent,
  };
}

/** One Lighthouse run on a fresh Chromium; `saveTo` keeps the full LHR JSON. */
export async function runLighthouse(url, { saveTo } = {}) {
  assertLoopback(url);
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import("lighthouse"), import("chrome-launcher")]);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  const unregister = registerKiller(() => process.kill(-chrome.pid, "SIGKILL"));
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES });
    if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (saveTo) await writeFile(saveTo, JSON.stringify(result.lhr));
    return summarise(result.lhr);
  } finally {
    unregister();
    await chrome.kill();
  }
}
