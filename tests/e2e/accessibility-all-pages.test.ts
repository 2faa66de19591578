import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeViolations, loadAxeSource, violationsOn } from "./support/axe";
import { launchBrowser } from "./support/browser";

/** One page of every public page type (docs/quality.md: axe-core 0 violations on every public page). */
const PAGES: [name: string, path: string, status?: number][] = [
  ["home", "/"],
  ["hotel", "/villa-rosa-amalfi"],
  ["destination", "/japan"],
  ["offer", "/romantic-escapes-2025-save-up-to-20-percent"],
  ["itinerary", "/portugal-honeymoon-7-days-in-porto-and-the-douro-valley"],
  ["brand", "/aurelia-hotels-and-resorts"],
  ["advisor (featured)", "/ta/isabella-moreau"],
  ["advisor (basic)", "/ta/marcus-bennett"],
  ["collection list", "/collection"],
  ["collection detail", "/collection/overwater-villas-for-barefoot-honeymoons"],
  ["article list", "/article"],
  ["article category", "/article/category/honeymoon-ideas"],
  ["article detail", "/article/ten-overwater-villas-worth-crossing-the-world-for"],
  ["occasions list", "/occassions"],
  ["occasion detail", "/occassions/honeymoon"],
  ["marketplace", "/marketplace"],
  ["marketplace request", "/marketplace-request"],
  ["marketplace thank-you", "/marketplace-thank-you"],
  ["marketplace vendor", "/marketplace-vendor/villa-rosa-amalfi"],
  ["destination sign-up", "/for-destinations"],
  ["travel advisor sign-up", "/travel-advisor"],
  ["hotel sign-up", "/create-hotel"],
  ["check status", "/checkstatus?email=advisor%40amora.travel"],
  ["itineraries", "/itineraries"],
  ["destinations", "/destinations"],
  ["advisors", "/ta"],
  ["hotels", "/hotel"],
  ["privacy policy", "/privacy-policy"],
  ["terms and conditions", "/terms-and-conditions"],
  ["terms of use", "/terms-of-use"],
  ["travel advisor terms", "/travel-advisor-terms"],
  ["hotel terms", "/hotel-terms"],
  ["faq", "/faq"],
  ["call an expert", "/call-an-expert"],
  ["contacts", "/contacts"],
  ["search by place", "/search/kyoto"],
  ["a hotel's rooms (no dates)", "/hotelroom/villa-rosa-amalfi"],
  ["upgrade", "/upgrade"],
  ["subscription thank-you", "/subscription-thankyou"],
  ["not found", "/no-such-getaway-for-two", 404],
];

let browser: Browser;
let axeSource: string;

beforeAll(async () => {
  browser = await launchBrowser();
  axeSource = await loadAxeSource();
});
afterAll(async () => {
  await browser?.close();
});

describe("axe-core finds no violations on any page type", () => {
  it.each(PAGES)("%s (%s), phone and desktop", async (_name, pathname, status = 200) => {
    // Both sizes at once, each in its own context: the browser renders them in parallel.
    const viewports = [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ];
    const results = await Promise.all(viewports.map((viewport) => violationsOn(browser, axeSource, pathname, viewport, status)));
    results.forEach((violations, index) => {
      expect(violations, `${pathname} at ${viewports[index]!.width}px:\n${describeViolations(violations)}`).toEqual([]);
    });
  });
});
