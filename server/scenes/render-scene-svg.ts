import { darken, lighten, mix } from "./scene-color";
import { createScene, escapeXml, n, TIMES_OF_DAY, type Scene } from "./scene-kit";
import { paintLandscape, THEME_HORIZON } from "./scene-landscapes";
import { FONT, heart, initialsOf, paintBalcony, paintHotel, paintOfferTag, paintPoolView, paintRoute } from "./scene-motifs";
import { createRandom } from "./scene-random";
import { paintSeason } from "./scene-seasons";
import { sceneSetting, type SceneLook } from "./scene-setting";
import type { ScenePlace, SceneSubject } from "./scene-subject";

export type RenderSceneSvgOptions = {
  subject: SceneSubject;
  /** Pixel size the SVG declares; the 1200 x 800 drawing is scaled and centre-cropped to it. */
  width: number;
  height: number;
};

/**
 * Draws a listing's picture as SVG, from its own data only: the same subject always gives the
 * same bytes, which is what lets the image URLs be cached as immutable.
 */
export function renderSceneSvg({ subject, width, height }: RenderSceneSvgOptions): string {
  const { defs, body } = compose(subject);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1200 800" preserveAspectRatio="xMidYMid slice">${defs.length > 0 ? `<defs>${defs.join("")}</defs>` : ""}${body}</svg>`;
}

type Drawing = { defs: string[]; body: string };

function compose(subject: SceneSubject): Drawing {
  switch (subject.kind) {
    case "advisor":
      return advisorPortrait(subject);
    case "brand":
      return brandMonogram(subject);
    case "article":
      return editorial(subject);
    case "collection":
      return mosaic(subject);
    default: {
      const scene = landscapeScene(subject, subject, "", subject.view);
      return { defs: scene.defs, body: scene.out.join("") };
    }
  }
}

/** A landscape of the subject's place with the subject's own motif in front of it. */
function landscapeScene(subject: SceneSubject, place: ScenePlace, prefix: string, view: number, isLite = false): Scene {
  const setting = sceneSetting(subject, place, prefix, view);
  const scene = createScene({
    prefix,
    random: createRandom(setting.seed ^ Math.imul(view, 0x9e3779b1)),
    time: TIMES_OF_DAY[setting.time],
    theme: setting.theme,
    landmark: setting.landmark,
    style: setting.style,
    horizon: THEME_HORIZON[setting.theme],
    isLite,
  });
  const isBalcony = subject.kind === "hotel" && view === 3;
  const hasHotel = (subject.kind === "hotel" && view === 1) || subject.kind === "offer";
  paintLandscape(scene, hasHotel || subject.kind === "offer");
  paintSeason(scene, setting.season);
  if (hasHotel) paintHotel(scene, subject.category);
  if (subject.kind === "hotel" && view === 2) paintPoolView(scene, subject.category);
  if (isBalcony) paintBalcony(scene);
  frame(scene, setting);
  // Text goes on after the framing, so a mirrored picture never mirrors its words.
  if (subject.kind === "offer") paintOfferTag(scene, subject.badge ?? "Special offer");
  if (subject.kind === "itinerary") paintRoute(scene, subject.badge);
  return scene;
}

/**
 * The listing's own framing of its landscape: mirrored or not, and zoomed in toward a point, so
 * two hotels of one city with the same light still look like two places. Scaling only ever
 * enlarges, so the board stays covered to its edges.
 */
function frame(scene: Scene, setting: SceneLook): void {
  if (scene.isLite || (!setting.isMirrored && setting.zoom === 1)) return;
  const transforms: string[] = [];
  if (setting.isMirrored) transforms.push("matrix(-1 0 0 1 1200 0)");
  if (setting.zoom !== 1) {
    const shift = (value: number) => (value * (1 - setting.zoom)).toFixed(1);
    transforms.push(`translate(${shift(setting.focusX)} ${shift(420)}) scale(${setting.zoom.toFixed(2)})`);
  }
  scene.out = [`<g transform="${transforms.join(" ")}">${scene.out.join("")}</g>`];
}

/** A scene drawn inside a box of a larger picture (collection tiles, article frames). */
function nestedScene(subject: SceneSubject, place: ScenePlace, prefix: string, box: { x: number; y: number; width: number; height: number }, isLite: boolean): Drawing {
  const scene = landscapeScene({ ...subject, kind: "destination" }, place, prefix, 1, isLite);
  return {
    defs: scene.defs,
    body: `<svg x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" viewBox="0 0 1200 800" preserveAspectRatio="xMidYMid slice">${scene.out.join("")}</svg>`,
  };
}

const CREAM = "#f7efe4";

function mosaic(subject: SceneSubject): Drawing {
  const fallback: ScenePlace[] = [
    { city: "Oia", country: "Greece", region: "Europe" },
    { city: "Baa Atoll", country: "Maldives", region: "Asia" },
    { city: "Kyoto", country: "Japan", region: "Asia" },
  ];
  const places = [...subject.tiles, ...fallback].slice(0, 3);
  const boxes = [
    { x: 60, y: 100, width: 560, height: 600 },
    { x: 650, y: 100, width: 490, height: 285 },
    { x: 650, y: 415, width: 490, height: 285 },
  ];
  const defs: string[] = [];
  let body = `<rect width="1200" height="800" fill="${CREAM}"/>`;
  boxes.forEach((box, index) => {
    const tile = nestedScene(subject, places[index]!, `t${index}`, box, true);
    const clip = `m${index}`;
    defs.push(`<clipPath id="${clip}"><rect x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" rx="22"/></clipPath>`, ...tile.defs);
    body += `<g clip-path="url(#${clip})">${tile.body}</g>`;
  });
  body += `<circle cx="620" cy="400" r="44" fill="${CREAM}"/><path d="${heart(620, 404, 20)}" fill="#d9485f"/>`;
  return { defs, body };
}

function editorial(subject: SceneSubject): Drawing {
  const random = createRandom(subject.key);
  const accent = random.pick(["#c8553d", "#b0476a", "#2f6f73", "#8a5a2b", "#5a4a8a"]);
  const arch = { x: 130, y: 110, width: 440, height: 580 };
  const radius = arch.width / 2;
  const archPath = (dx: number, dy: number) =>
    `M${arch.x + dx} ${arch.y + arch.height + dy}V${arch.y + radius + dy}A${radius} ${radius} 0 0 1 ${arch.x + arch.width + dx} ${arch.y + radius + dy}V${arch.y + arch.height + dy}Z`;
  const frame = nestedScene(subject, subject, "a", { x: arch.x, y: arch.y, width: arch.width, height: arch.height }, false);
  const defs = [`<clipPath id="arch">${`<path d="${archPath(0, 0)}"/>`}</clipPath>`, ...frame.defs];
  const label = escapeXml((subject.label ?? "Journal").toUpperCase());
  const initial = escapeXml((subject.title.match(/[A-Za-z]/)?.[0] ?? "A").toUpperCase());
  let leaves = "";
  for (let index = 0; index < 6; index += 1) {
    const t = index / 5;
    const x = 900 + t * 170;
    const y = 640 - t * 200 - Math.sin(t * Math.PI) * 30;
    const side = index % 2 === 0 ? 1 : -1;
    leaves += `M${n(x)} ${n(y)}q${n(10 * side)} ${n(-34)} ${n(40 * side)} ${n(-36)}q${n(-6 * side)} ${n(30)} ${n(-40 * side)} ${n(36)}Z`;
  }
  const body =
    `<rect width="1200" height="800" fill="${CREAM}"/>` +
    `<path d="${archPath(30, 30)}" fill="${lighten(accent, 0.55)}"/>` +
    `<g clip-path="url(#arch)">${frame.body}</g>` +
    `<text x="660" y="250" font-family="${FONT}" font-size="26" letter-spacing="6" fill="${darken(accent, 0.15)}">${label}</text>` +
    `<rect x="660" y="278" width="300" height="2" fill="${accent}" opacity=".6"/>` +
    `<text x="650" y="560" font-family="${FONT}" font-size="260" font-style="italic" fill="${accent}" opacity=".88">${initial}</text>` +
    `<path d="M900 640Q980 560 1070 440" fill="none" stroke="${darken(accent, 0.1)}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="${leaves}" fill="${mix(accent, "#6f8f5f", 0.5)}"/>` +
    `<path d="${heart(1090, 420, 16)}" fill="${accent}"/>`;
  return { defs, body };
}

const WARM_PAIRS: [string, string][] = [
  ["#f8cfae", "#d9718a"],
  ["#fbdcaa", "#e0826a"],
  ["#f4bfa6", "#a4577a"],
  ["#fde3c8", "#c97b63"],
  ["#f9d4c2", "#b95f7f"],
];

function advisorPortrait(subject: SceneSubject): Drawing {
  const random = createRandom(subject.key);
  const [light, deep] = random.pick(WARM_PAIRS);
  const defs = [
    `<linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient>`,
    `<radialGradient id="h" cx=".35" cy=".3" r=".7"><stop offset="0" stop-color="#fff" stop-opacity=".45"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
  ];
  let bokeh = "";
  for (let index = 0; index < 12; index += 1) {
    const r = random.range(18, 90);
    bokeh += `<circle cx="${n(random.range(0, 1200))}" cy="${n(random.range(60, 740))}" r="${n(r)}" fill="#fff" opacity="${random.range(0.06, 0.18).toFixed(2)}"/>`;
  }
  const initials = escapeXml(subject.monogram ?? initialsOf(subject.title));
  const body =
    `<rect width="1200" height="800" fill="url(#b)"/><rect width="1200" height="800" fill="url(#h)"/>${bokeh}` +
    `<circle cx="600" cy="390" r="218" fill="none" stroke="#fff" stroke-width="2" opacity=".6"/>` +
    `<circle cx="600" cy="390" r="196" fill="${darken(deep, 0.08)}" opacity=".35"/>` +
    `<circle cx="600" cy="390" r="196" fill="none" stroke="#fff" stroke-width="6"/>` +
    `<text x="604" y="454" font-family="${FONT}" font-size="172" fill="${darken(deep, 0.4)}" opacity=".18" text-anchor="middle">${initials}</text>` +
    `<text x="600" y="448" font-family="${FONT}" font-size="172" fill="#fff" text-anchor="middle">${initials}</text>` +
    `<path d="${heart(600, 650, 18)}" fill="#fff" opacity=".9"/>`;
  return { defs, body };
}

const JEWELS = ["#0f3d3e", "#1d2b53", "#4a1f2e", "#2f2a4a", "#123a2a"];
const GOLD = "#d9b26f";

function brandMonogram(subject: SceneSubject): Drawing {
  const random = createRandom(subject.key);
  const base = random.pick(JEWELS);
  const defs = [
    `<pattern id="p" width="64" height="64" patternUnits="userSpaceOnUse"><path d="M32 0L64 32L32 64L0 32Z" fill="none" stroke="${GOLD}" stroke-width="1.2" opacity=".16"/></pattern>`,
    `<radialGradient id="h"><stop offset="0" stop-color="${lighten(base, 0.22)}"/><stop offset="1" stop-color="${darken(base, 0.25)}"/></radialGradient>`,
  ];
  const letters = escapeXml(subject.monogram ?? initialsOf(subject.title));
  const name = escapeXml((subject.label ?? subject.title).toUpperCase());
  const body =
    `<rect width="1200" height="800" fill="url(#h)"/><rect width="1200" height="800" fill="url(#p)"/>` +
    `<rect x="40" y="40" width="1120" height="720" fill="none" stroke="${GOLD}" stroke-width="2" opacity=".55"/>` +
    `<circle cx="600" cy="370" r="182" fill="${darken(base, 0.2)}" stroke="${GOLD}" stroke-width="4"/>` +
    `<circle cx="600" cy="370" r="164" fill="none" stroke="${GOLD}" stroke-width="1.5" opacity=".8"/>` +
    `<path d="M600 168l12 20l-12 20l-12 -20Z" fill="${GOLD}"/>` +
    `<text x="600" y="424" font-family="${FONT}" font-size="150" fill="${GOLD}" text-anchor="middle">${letters}</text>` +
    `<text x="600" y="640" font-family="${FONT}" font-size="28" letter-spacing="8" fill="${GOLD}" text-anchor="middle">${name}</text>`;
  return { defs, body };
}
