import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { describeScene } from "./describe-scene";
import { renderSceneSvg } from "./render-scene-svg";
import { sceneSetting } from "./scene-setting";
import type { SceneSubject } from "./scene-subject";

/** Eight hotels of one city and category: the case that drew one skyline eight times. */
const PARIS_HOTELS: SceneSubject[] = [
  "hotel-lumiere-paris",
  "maison-coeur-doux",
  "le-petit-amour-marais",
  "hotel-des-amants",
  "la-belle-etoile-paris",
  "hotel-rive-gauche",
  "maison-montmartre",
  "hotel-saint-louis-en-l-ile",
].map((key) => ({
  key,
  kind: "hotel",
  title: key,
  city: "Paris",
  country: "France",
  region: "Europe",
  category: "boutique hotel",
  view: 1,
  badge: null,
  monogram: null,
  label: null,
  tiles: [],
}));

async function thumbnail(subject: SceneSubject): Promise<Buffer> {
  const svg = renderSceneSvg({ subject, width: 120, height: 80 });
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
}

/** Mean absolute difference of two same-size RGB images, 0 to 255. */
function difference(first: Buffer, second: Buffer): number {
  let total = 0;
  for (let index = 0; index < first.length; index += 1) total += Math.abs(first[index]! - second[index]!);
  return total / first.length;
}

describe("each listing's picture is its own", () => {
  it("gives hotels of one city different seasons, light and framing", () => {
    const looks = PARIS_HOTELS.map((subject) => {
      const setting = sceneSetting(subject, subject, "", 1);
      return JSON.stringify([setting.season, setting.time, setting.isMirrored, setting.zoom, setting.focusX, setting.landmark]);
    });
    expect(new Set(looks).size).toBe(PARIS_HOTELS.length);
    const seasons = new Set(PARIS_HOTELS.map((subject) => sceneSetting(subject, subject, "", 1).season));
    expect(seasons.size).toBeGreaterThanOrEqual(3);
  });

  it("draws no two of them alike, as a person would see it", async () => {
    const images = await Promise.all(PARIS_HOTELS.map(thumbnail));
    for (let first = 0; first < images.length; first += 1) {
      for (let second = first + 1; second < images.length; second += 1) {
        expect(difference(images[first]!, images[second]!), `${PARIS_HOTELS[first]!.key} and ${PARIS_HOTELS[second]!.key}`).toBeGreaterThan(8);
      }
    }
  });

  it("says the season in the alt text when it is not summer", () => {
    for (const subject of PARIS_HOTELS) {
      const { season } = sceneSetting(subject, subject, "", 1);
      const text = describeScene({ subject });
      if (season === "autumn") expect(text).toContain("in autumn");
      if (season === "winter") expect(text).toContain("in winter snow");
      if (season === "spring") expect(text).toContain("in spring blossom");
    }
  });
});
