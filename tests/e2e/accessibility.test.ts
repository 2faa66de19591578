import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { absolute, launchBrowser, waitForHydration } from "./support/browser";

type Violation = {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; failureSummary: string }[];
};

let browser: Browser;
let axeSource: string;

beforeAll(async () => {
  browser = await launchBrowser();
  axeSource = await readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
});
afterAll(async () => {
  await browser?.close();
});

/** One line per rule, then each failing element, so a failure says what to fix without a browser. */
function describeViolations(violations: Violation[]): string {
  return violations
    .map((violation) =>
      [
        `${violation.id} (${violation.impact ?? "unknown impact"}): ${violation.help}`,
        `  ${violation.helpUrl}`,
        ...violation.nodes.map((node) => `  - ${node.target.join(" ")}\n    ${node.failureSummary.replace(/\n/g, "\n    ")}`),
      ].join("\n"),
    )
    .join("\n\n");
}

async function violationsOn(pathname: string, viewport: { width: number; height: number }): Promise<Violation[]> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const response = await page.goto(absolute(pathname), { waitUntil: "load" });
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    // Evaluated through the DevTools protocol, which the page's CSP does not govern; injecting
    // a <script> tag would (rightly) be refused for lack of a nonce.
    await page.evaluate(axeSource);
    return await page.evaluate(async () => {
      const axe = (window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> };
      }).axe;
      const result = await axe.run(document, { resultTypes: ["violations"] });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        helpUrl: violation.helpUrl,
        nodes: violation.nodes.map((node) => ({ target: node.target.map(String), failureSummary: node.failureSummary })),
      }));
    });
  } finally {
    await context.close();
  }
}

describe("axe-core finds no violations", () => {
  it.each([
    ["home", "/"],
    ["hotel page", "/villa-rosa-amalfi"],
  ])("on the %s (%s), desktop and phone", async (_name, pathname) => {
    for (const viewport of [
      { width: 1366, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const violations = await violationsOn(pathname, viewport);
      expect(violations, `at ${viewport.width}px:\n${describeViolations(violations)}`).toEqual([]);
    }
  });
});
