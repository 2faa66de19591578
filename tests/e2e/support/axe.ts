import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { Browser, Page } from "playwright-core";
import { beforeAll, expect } from "vitest";
import { absolute, waitForHydration } from "./browser";

export type Violation = {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; failureSummary: string }[];
};

export function loadAxeSource(): Promise<string> {
  return readFile(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
}

/** One line per rule, then each failing element, so a failure says what to fix without a browser. */
export function describeViolations(violations: Violation[]): string {
  return violations
    .map((violation) =>
      [
        `${violation.id} (${violation.impact ?? "unknown impact"}): ${violation.help}`,
        `  ${violation.helpUrl}`,
        ...violation.nodes.map(
          (node) => `  - ${node.target.join(" ")}\n    ${node.failureSummary.replace(/\n/g, "\n    ")}`,
        ),
      ].join("\n"),
    )
    .join("\n\n");
}

/** Opens `pathname` in a fresh context at `viewport`, checks its status, and runs axe-core on it. */
export async function violationsOn(
  browser: Browser,
  axeSource: string,
  pathname: string,
  viewport: { width: number; height: number },
  status = 200,
): Promise<Violation[]> {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const response = await page.goto(absolute(pathname), { waitUntil: "load" });
    expect(response?.status(), pathname).toBe(status);
    await waitForHydration(page);
    return await violationsInPage(page, axeSource);
  } finally {
    await context.close();
  }
}

/** Runs axe-core on the page as it is now (an open dialog, a form step). */
export async function violationsInPage(page: Page, axeSource: string): Promise<Violation[]> {
  // Colours mid-transition are not what a person reads: a button enabled at hydration fades from
  // its disabled colours for 0.18 s, and axe measuring in between reports a contrast it never has.
  // Finite animations and transitions are waited for (at most 2 s); endless ones (a spinner) are not.
  // A transition can start a frame after the check (a state the page sets in its next render),
  // so the page is checked again after each frame until one passes with nothing running.
  await page.evaluate(async () => {
    const giveUpAt = performance.now() + 2000;
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    while (performance.now() < giveUpAt) {
      await nextFrame();
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined));
      if (running.length === 0) return;
      await Promise.race([Promise.all(running), new Promise((resolve) => setTimeout(resolve, giveUpAt - performance.now()))]);
    }
  });
  // Evaluated through the DevTools protocol, which the page's CSP does not govern; injecting
  // a <script> tag would (rightly) be refused for lack of a nonce.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String),
        failureSummary: node.failureSummary,
      })),
    }));
  });
}

/**
 * axe-core loaded once for the test file: `source()` for violationsOn, and a check of a page as
 * it is now (an open dialog, a form step) that fails naming what it was checking.
 */
export function axeForThisFile(): { source: () => string; expectNoViolations: (page: Page, label: string) => Promise<void> } {
  let axeSource = "";
  beforeAll(async () => {
    axeSource = await loadAxeSource();
  });
  return {
    source: () => axeSource,
    async expectNoViolations(page, label) {
      const violations = await violationsInPage(page, axeSource);
      expect(violations, `${label}:\n${describeViolations(violations)}`).toEqual([]);
    },
  };
}
