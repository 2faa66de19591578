import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { describeScene } from "./describe-scene";
import { renderSceneSvg } from "./render-scene-svg";
import type { SceneKind, SceneSubject } from "./scene-subject";

function subject(overrides: Partial<SceneSubject>): SceneSubject {
  return {
    key: "villa-rosa-amalfi",
    kind: "hotel",
    title: "Villa Rosa Amalfi",
    city: "Amalfi",
    country: "Italy",
    region: "Europe",
    category: "villa",
    view: 1,
    badge: null,
    monogram: null,
    label: null,
    tiles: [],
    ...overrides,
  };
}

const EVERY_KIND: SceneSubject[] = [
  subject({}),
  subject({ view: 2 }),
  subject({ view: 3 }),
  subject({ view: 4 }),
  subject({ key: "japan", kind: "destination", title: "Japan", city: null, country: "Japan", region: "Asia", category: null }),
  subject({ key: "deal", kind: "offer", badge: "up to 20% off" }),
  subject({ key: "trip", kind: "itinerary", city: "Porto", country: "Portugal", badge: "7 days" }),
  subject({ key: "story", kind: "article", label: "Honeymoon Ideas", city: "Bora Bora", country: "French Polynesia" }),
  subject({ key: "mosaic", kind: "collection", tiles: [{ city: "Oia", country: "Greece", region: "Europe" }, { city: "Kyoto", country: "Japan", region: "Asia" }, { city: "Banff", country: "Canada", region: "Americas" }] }),
  subject({ key: "isabella-moreau", kind: "advisor", title: "Isabella Moreau", monogram: "IM" }),
  subject({ key: "aurelia", kind: "brand", title: "Aurelia Hotels and Resorts", monogram: "A", label: "Aurelia Hotels and Resorts" }),
  subject({ key: "hero", kind: "hero" }),
];

describe("renderSceneSvg", () => {
  it("draws the same bytes for the same subject and different pictures for different ones", () => {
    const first = renderSceneSvg({ subject: subject({}), width: 800, height: 533 });
    expect(renderSceneSvg({ subject: subject({}), width: 800, height: 533 })).toBe(first);
    expect(renderSceneSvg({ subject: subject({ key: "casa-limoni" }), width: 800, height: 533 })).not.toBe(first);
    expect(renderSceneSvg({ subject: subject({ view: 2 }), width: 800, height: 533 })).not.toBe(first);
  });

  it("draws every kind as a small, valid SVG of the asked size", async () => {
    const kinds = new Set<SceneKind>();
    for (const item of EVERY_KIND) {
      const svg = renderSceneSvg({ subject: item, width: 400, height: 267 });
      kinds.add(item.kind);
      expect(svg.length, `${item.kind} ${item.view}`).toBeLessThan(13_000);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="400" height="267" viewBox="0 0 1200 800"/);
      // rsvg rejects malformed XML, so a successful decode proves the markup is well formed.
      const image = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
      expect(image.info).toMatchObject({ width: 400, height: 267 });
    }
    expect(kinds.size).toBe(9);
  });

  it("escapes text taken from listing data", () => {
    const svg = renderSceneSvg({
      subject: subject({ key: "x", kind: "brand", title: "<script>alert(1)</script> & Co", monogram: "<b>", label: "<script>" }),
      width: 400,
      height: 267,
    });
    expect(svg).not.toContain("<script");
    expect(svg).not.toContain("<b>");
  });
});

describe("describeScene", () => {
  it("says what the picture shows, including the place and the light", () => {
    expect(describeScene({ subject: subject({}) })).toMatch(/^A terracotta-roofed villa .* in Amalfi (at|on|in|under) /);
    expect(describeScene({ subject: subject({ view: 3 }) })).toMatch(/^Two glasses of red wine and a candle on a balcony/);
    expect(describeScene({ subject: EVERY_KIND[9]! })).toBe("Portrait card with the initials IM of Isabella Moreau on a warm background");
    expect(describeScene({ subject: EVERY_KIND[8]! })).toBe("A mosaic of romantic scenes from Oia, Kyoto, Banff");
  });
});
