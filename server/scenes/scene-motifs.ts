import { LIT_WINDOW, crenellated, windowColor } from "./scene-architecture";
import { darken, lighten, mix } from "./scene-color";
import { escapeXml, n, radialGradient, shade, verticalGradient, type Scene } from "./scene-kit";
import { cypress, palm, pine } from "./scene-nature";

/** The subject drawn in front of a landscape: a hotel, a pool, a balcony, a tag, a route. */

export const FONT = `Georgia,'DejaVu Serif',serif`;

export function heart(x: number, y: number, size: number): string {
  const s = size;
  return `M${n(x)} ${n(y + s)}C${n(x - 1.4 * s)} ${n(y)} ${n(x - 0.6 * s)} ${n(y - 1.1 * s)} ${n(x)} ${n(y - 0.35 * s)}C${n(x + 0.6 * s)} ${n(y - 1.1 * s)} ${n(x + 1.4 * s)} ${n(y)} ${n(x)} ${n(y + s)}Z`;
}

type Facade = { x0: number; width: number; scene: Scene };

function rect(x: number, y: number, width: number, height: number): string {
  return `M${n(x)} ${n(y)}h${n(width)}v${n(height)}h${n(-width)}Z`;
}

function paintWindows(scene: Scene, d: string): void {
  const lit = windowColor(scene);
  const fill = scene.time.isLit
    ? verticalGradient(scene, "l", [
        [0, lighten(LIT_WINDOW, 0.3)],
        [1, darken(LIT_WINDOW, 0.08)],
      ])
    : lit.color;
  scene.out.push(`<path d="${d}" fill="${fill}" opacity="${scene.time.isLit ? 0.95 : 0.55}"/>`);
}

function paintPool(scene: Scene, x0: number, x1: number, y: number): void {
  const water = verticalGradient(scene, "q", [
    [0, mix("#7fe0ee", scene.time.water[0], scene.time.darkness * 0.6)],
    [1, mix("#1fa6c9", scene.time.water[1], scene.time.darkness * 0.6)],
  ]);
  scene.out.push(`<path d="M${n(x0 - 40)} 800L${n(x0)} ${n(y)}H${n(x1)}L${n(x1 + 40)} 800Z" fill="${shade(scene, "#efe6d6", 0.95)}"/>`);
  scene.out.push(`<path d="M${n(x0 - 18)} 800L${n(x0 + 12)} ${n(y + 10)}H${n(x1 - 12)}L${n(x1 + 18)} 800Z" fill="${water}"/>`);
  scene.out.push(`<path d="M${n(x0 + 40)} ${n(y + 30)}h80M${n(x0 + 180)} ${n(y + 24)}h120M${n(x0 + 90)} ${n(y + 52)}h140" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".45"/>`);
}

type BuildingStyle = "resort" | "boutique" | "city" | "villa" | "lodge" | "ryokan" | "camp" | "overwater" | "riad";

const BUILDINGS: Record<BuildingStyle, (facade: Facade) => void> = {
  resort({ x0, scene }) {
    const width = 520;
    const wall = shade(scene, "#f6f1e7", 0.98);
    scene.out.push(`<path d="${rect(x0, 620, width, 140)}${rect(x0 + 50, 512, width - 100, 110)}" fill="${wall}"/>`);
    scene.out.push(`<path d="${rect(x0 - 12, 610, width + 24, 12)}${rect(x0 + 38, 502, width - 76, 12)}" fill="${shade(scene, "#b89a7a", 0.95)}"/>`);
    let windows = "";
    for (let index = 0; index < 8; index += 1) windows += rect(x0 + 22 + index * 62, 646, 40, 90);
    for (let index = 0; index < 6; index += 1) windows += rect(x0 + 78 + index * 64, 532, 40, 70);
    paintWindows(scene, windows);
    scene.out.push(`<path d="${rect(x0 + 50, 586, width - 100, 4)}${rect(x0, 714, width, 4)}" fill="${shade(scene, "#ffffff", 0.9)}" opacity=".8"/>`);
    paintPool(scene, x0 - 10, x0 + width + 10, 768);
    scene.out.push(`<path d="${palm(scene.random, x0 + width + 40, 780, 300, -60)}${palm(scene.random, x0 - 30, 790, 250, 50)}" fill="${shade(scene, "#2f5a2f", 1)}"/>`);
  },

  boutique({ x0, scene }) {
    const width = 300;
    const top = 440;
    const wall = shade(scene, scene.random.pick(scene.palette.walls), 0.98);
    scene.out.push(`<path d="${rect(x0, top, width, 760 - top)}" fill="${wall}"/>`);
    scene.out.push(`<path d="${rect(x0 - 10, top - 14, width + 20, 16)}" fill="${shade(scene, "#e9dfcf", 0.9)}"/>`);
    let windows = "";
    let shutters = "";
    let rails = "";
    for (let floor = 0; floor < 3; floor += 1) {
      const y = top + 30 + floor * 76;
      for (let column = 0; column < 3; column += 1) {
        const x = x0 + 42 + column * 86;
        windows += rect(x, y, 36, 54);
        shutters += rect(x - 13, y, 11, 54) + rect(x + 38, y, 11, 54);
        if (floor > 0) {
          rails += rect(x - 16, y + 40, 68, 4);
          for (let bar = 0; bar < 7; bar += 1) rails += rect(x - 14 + bar * 11, y + 44, 2, 16);
          rails += rect(x - 16, y + 58, 68, 3);
        }
      }
    }
    windows += `M${n(x0 + 120)} 760v-56a30 30 0 0 1 60 0v56Z`;
    paintWindows(scene, windows);
    scene.out.push(`<path d="${shutters}" fill="${shade(scene, scene.style === "mediterranean" ? "#5f8a6a" : "#4f6f8f", 0.95)}"/>`);
    scene.out.push(`<path d="${rails}" fill="${shade(scene, "#2a2a2a", 0.9)}"/>`);
    scene.out.push(`<path d="M${n(x0 + 100)} 694h100l14 22h-128Z" fill="${shade(scene, scene.palette.accent, 0.95)}"/>`);
    let flowers = "";
    for (let index = 0; index < 18; index += 1) {
      const x = x0 + 26 + scene.random.range(0, width - 52);
      const y = top + 110 + Math.floor(index / 6) * 76 + scene.random.range(-4, 4);
      flowers += `M${n(x - 4)} ${n(y)}a4 4 0 1 0 8 0a4 4 0 1 0 -8 0`;
    }
    scene.out.push(`<path d="${flowers}" fill="${shade(scene, scene.palette.flower, 0.95)}"/>`);
  },

  city({ x0, scene }) {
    const width = 320;
    const top = 300;
    scene.out.push(`<path d="${rect(x0, top, width, 760 - top)}" fill="${shade(scene, "#d9ccb6", 0.95)}"/>`);
    scene.out.push(`<path d="M${n(x0 - 6)} ${top}L${n(x0 + 30)} ${top - 56}H${n(x0 + width - 30)}L${n(x0 + width + 6)} ${top}Z" fill="${shade(scene, "#4a5566", 0.95)}"/>`);
    let windows = "";
    for (let floor = 0; floor < 8; floor += 1) {
      for (let column = 0; column < 5; column += 1) {
        if (scene.time.isLit && scene.random.chance(0.25)) continue;
        windows += rect(x0 + 26 + column * 58, top + 24 + floor * 48, 30, 30);
      }
    }
    for (let dormer = 0; dormer < 4; dormer += 1) windows += rect(x0 + 56 + dormer * 62, top - 40, 20, 22);
    paintWindows(scene, windows);
    scene.out.push(`<path d="${rect(x0 - 6, top + 140, width + 12, 6)}${rect(x0 - 6, top + 284, width + 12, 6)}" fill="${shade(scene, "#efe6d6", 0.9)}"/>`);
    scene.out.push(`<path d="M${n(x0 + 100)} 700h120l16 26h-152Z" fill="${shade(scene, "#7a1f2b", 0.95)}"/>`);
  },

  villa({ x0, scene }) {
    const width = 420;
    const wall = shade(scene, scene.random.pick(scene.palette.walls), 0.98);
    scene.out.push(`<path d="${rect(x0, 560, width, 200)}" fill="${wall}"/>`);
    scene.out.push(`<path d="M${n(x0 - 24)} 564L${n(x0 + 70)} 500H${n(x0 + width - 70)}L${n(x0 + width + 24)} 564Z" fill="${shade(scene, scene.palette.roof, 0.95)}"/>`);
    let windows = "";
    for (let index = 0; index < 5; index += 1) windows += `M${n(x0 + 36 + index * 78)} 640v-40a14 14 0 0 1 28 0v40Z`;
    for (let index = 0; index < 5; index += 1) windows += `M${n(x0 + 26 + index * 78)} 760v-60a24 24 0 0 1 48 0v60Z`;
    paintWindows(scene, windows);
    paintPool(scene, x0 - 20, x0 + width + 20, 772);
    scene.out.push(`<path d="${cypress(x0 - 40, 780, 300, 30)}${cypress(x0 + width + 46, 780, 260, 26)}" fill="${shade(scene, "#24391f", 1)}"/>`);
  },

  lodge({ x0, scene }) {
    const width = 400;
    const middle = x0 + width / 2;
    scene.out.push(`<path d="${rect(x0, 710, width, 50)}" fill="${shade(scene, "#8a8580", 0.95)}"/>`);
    scene.out.push(`<path d="${rect(x0 + 20, 580, width - 40, 130)}" fill="${shade(scene, "#6b4a32", 0.95)}"/>`);
    scene.out.push(`<path d="M${n(x0 - 30)} 592L${n(middle)} 420L${n(x0 + width + 30)} 592L${n(x0 + width + 10)} 600L${n(middle)} 446L${n(x0 - 10)} 600Z" fill="${shade(scene, "#3a2a22", 0.95)}"/>`);
    const windows = `M${n(middle - 110)} 580L${n(middle)} 462L${n(middle + 110)} 580Z` + rect(x0 + 50, 610, 90, 70) + rect(x0 + width - 140, 610, 90, 70) + rect(middle - 30, 610, 60, 100);
    paintWindows(scene, windows);
    scene.out.push(`<path d="M${n(middle)} 470V580M${n(middle - 55)} 522V580M${n(middle + 55)} 522V580M${n(middle - 100)} 550H${n(middle + 100)}" stroke="${shade(scene, "#3a2a22", 0.95)}" stroke-width="4"/>`);
    scene.out.push(`<path d="${pine(x0 - 40, 790, 330)}${pine(x0 + width + 50, 790, 300)}${pine(x0 + width + 120, 800, 220)}" fill="${shade(scene, "#1f3a2a", 1)}"/>`);
  },

  ryokan({ x0, scene }) {
    const width = 460;
    scene.out.push(`<path d="${rect(x0, 730, width, 30)}" fill="${shade(scene, "#8a8580", 0.95)}"/>`);
    scene.out.push(`<path d="${rect(x0 + 20, 640, width - 40, 90)}" fill="${shade(scene, "#5a3f2e", 0.95)}"/>`);
    let panels = "";
    for (let index = 0; index < 7; index += 1) panels += rect(x0 + 34 + index * 58, 652, 50, 70);
    const paper = scene.time.isLit ? "#ffdca0" : shade(scene, "#f4ead6", 0.95);
    scene.out.push(`<path d="${panels}" fill="${paper}"/>`);
    let grid = "";
    for (let index = 0; index < 7; index += 1) {
      const x = x0 + 34 + index * 58;
      grid += `M${x + 25} 652v70M${x} 675h50M${x} 699h50`;
    }
    scene.out.push(`<path d="${grid}" stroke="${shade(scene, "#5a3f2e", 0.95)}" stroke-width="2"/>`);
    scene.out.push(`<path d="M${n(x0 - 50)} 650Q${n(x0 + 60)} 640 ${n(x0 + 130)} 580H${n(x0 + width - 130)}Q${n(x0 + width - 60)} 640 ${n(x0 + width + 50)} 650L${n(x0 + width + 30)} 662H${n(x0 - 30)}Z" fill="${shade(scene, "#33282a", 0.95)}"/>`);
    let lanterns = "";
    for (const x of [x0 + 40, x0 + width - 40]) lanterns += `M${n(x - 14)} 690a14 20 0 1 0 28 0a14 20 0 1 0 -28 0`;
    scene.out.push(`<path d="${lanterns}" fill="${scene.time.isLit ? "#ffb46a" : "#e9e0cf"}"/>`);
  },

  camp({ x0, scene }) {
    const canvas = shade(scene, "#efe3c8", 0.97);
    let tents = "";
    let doors = "";
    for (const [dx, scale] of [[80, 1], [260, 0.8], [400, 0.62]] as const) {
      const x = x0 + dx;
      const base = 760 - (1 - scale) * 60;
      tents += `M${n(x - 90 * scale)} ${n(base)}Q${n(x - 50 * scale)} ${n(base - 70 * scale)} ${n(x)} ${n(base - 150 * scale)}Q${n(x + 50 * scale)} ${n(base - 70 * scale)} ${n(x + 90 * scale)} ${n(base)}Z`;
      doors += `M${n(x - 26 * scale)} ${n(base)}L${n(x)} ${n(base - 80 * scale)}L${n(x + 26 * scale)} ${n(base)}Z`;
    }
    scene.out.push(`<path d="${rect(x0 - 30, 756, 520, 14)}" fill="${shade(scene, "#7a5a3a", 0.95)}"/>`);
    scene.out.push(`<path d="${tents}" fill="${canvas}"/>`);
    paintWindows(scene, doors);
    if (scene.time.isLit) {
      let bulbs = "";
      for (let index = 0; index < 12; index += 1) {
        const t = index / 11;
        const x = x0 - 20 + t * 500;
        const y = 560 + 4 * 40 * t * (1 - t);
        bulbs += `M${n(x - 4)} ${n(y + 6)}a4 4 0 1 0 8 0a4 4 0 1 0 -8 0`;
      }
      scene.out.push(`<path d="M${n(x0 - 20)} 560Q${n(x0 + 230)} 640 ${n(x0 + 480)} 560" stroke="#2a2420" stroke-width="2" fill="none"/><path d="${bulbs}" fill="${LIT_WINDOW}"/>`);
    }
  },

  overwater({ x0, scene }) {
    const wood = shade(scene, "#8a6446", 0.95);
    scene.out.push(`<path d="${rect(x0, 700, 460, 22)}${rect(x0 + 30, 722, 8, 80)}${rect(x0 + 200, 722, 8, 80)}${rect(x0 + 420, 722, 8, 80)}" fill="${darken(wood, 0.15)}"/>`);
    scene.out.push(`<path d="${rect(x0 + 60, 560, 320, 140)}" fill="${wood}"/>`);
    scene.out.push(`<path d="M${n(x0 + 10)} 580L${n(x0 + 220)} 430L${n(x0 + 430)} 580Z" fill="${shade(scene, "#caa56c", 0.95)}"/>`);
    paintWindows(scene, rect(x0 + 90, 600, 110, 100) + rect(x0 + 240, 600, 110, 100));
    scene.out.push(`<path d="M${n(x0 + 440)} 712l30 70M${n(x0 + 460)} 712l30 70M${n(x0 + 446)} 730h22M${n(x0 + 454)} 750h22M${n(x0 + 462)} 770h22" stroke="${wood}" stroke-width="4"/>`);
  },

  riad({ x0, scene }) {
    const width = 420;
    const wall = shade(scene, "#d9a27a", 0.97);
    scene.out.push(`<path d="${crenellated(x0, 530, width, 230)}" fill="${wall}"/>`);
    let windows = `M${n(x0 + width / 2 - 50)} 760V680Q${n(x0 + width / 2 - 58)} 610 ${n(x0 + width / 2)} 604Q${n(x0 + width / 2 + 58)} 610 ${n(x0 + width / 2 + 50)} 680V760Z`;
    for (const dx of [50, 120, width - 150, width - 80]) windows += `M${n(x0 + dx)} 620v-30a15 15 0 0 1 30 0v30Z`;
    paintWindows(scene, windows);
    scene.out.push(`<path d="${palm(scene.random, x0 + width + 40, 790, 320, -50)}" fill="${shade(scene, "#2f5a2f", 1)}"/>`);
  },
};

/** Which building a hotel category gets. */
export function buildingStyle(category: string | null): BuildingStyle {
  const value = (category ?? "").toLowerCase();
  if (value.includes("ryokan")) return "ryokan";
  if (value.includes("overwater")) return "overwater";
  if (value.includes("camp") || value.includes("safari")) return "camp";
  if (value.includes("lodge") || value.includes("chalet")) return "lodge";
  if (value.includes("riad")) return "riad";
  if (value.includes("villa")) return "villa";
  if (value.includes("city")) return "city";
  if (value.includes("resort")) return "resort";
  return "boutique";
}

const BUILDING_WIDTH: Record<BuildingStyle, number> = {
  resort: 520,
  boutique: 300,
  city: 320,
  villa: 420,
  lodge: 400,
  ryokan: 460,
  camp: 480,
  overwater: 460,
  riad: 420,
};

export function paintHotel(scene: Scene, category: string | null): void {
  const style = buildingStyle(category);
  const width = BUILDING_WIDTH[style];
  const x0 = scene.side === "left" ? 60 : 1200 - 60 - width;
  if (style !== "overwater") {
    scene.out.push(`<path d="M${scene.side === "left" ? -10 : n(x0 - 80)} 800V752H${scene.side === "left" ? n(x0 + width + 80) : 1210}V800Z" fill="${shade(scene, "#b8a68a", 1)}"/>`);
  }
  BUILDINGS[style]({ x0, width, scene });
}

/**
 * An infinity pool (or, for a ryokan, a steaming onsen) with the view beyond. Kept above y=715
 * where it matters, so the 1200x630 share crop still shows the water and the loungers.
 */
export function paintPoolView(scene: Scene, category: string | null): void {
  const isOnsen = buildingStyle(category) === "ryokan";
  const top = 600;
  const water = verticalGradient(scene, "o", [
    [0, mix(isOnsen ? "#6fb7b0" : "#8fe6f2", scene.time.water[0], scene.time.darkness * 0.7)],
    [1, mix(isOnsen ? "#2f6f6a" : "#16a0c8", scene.time.water[1], scene.time.darkness * 0.7)],
  ]);
  scene.out.push(`<rect y="${top}" width="1200" height="${800 - top}" fill="${water}"/>`);
  scene.out.push(`<rect y="${top - 4}" width="1200" height="6" fill="${shade(scene, "#f2ede4", 0.95)}" opacity=".9"/>`);
  scene.out.push(`<path d="M${n(scene.sunX - 60)} ${top + 30}h120M${n(scene.sunX - 100)} ${top + 62}h200M${n(scene.sunX - 40)} ${top + 96}h80" stroke="${scene.time.sun}" stroke-width="4" stroke-linecap="round" opacity=".5"/>`);
  if (isOnsen) {
    let rocks = "";
    for (let index = 0; index < 9; index += 1) {
      const x = index * 140 + scene.random.range(-20, 20);
      rocks += `M${n(x - 70)} 800a70 60 0 0 1 140 0Z`;
    }
    scene.out.push(`<path d="${rocks}" fill="${shade(scene, "#6a6660", 1)}"/>`);
    scene.out.push(`<path d="M300 690q-20 -30 0 -60t0 -60M520 680q-20 -30 0 -60t0 -60M760 690q-20 -30 0 -60t0 -60" stroke="#fff" stroke-width="14" stroke-linecap="round" fill="none" opacity=".2"/>`);
    return;
  }
  const deckX = scene.side === "left" ? -10 : 830;
  scene.out.push(`<path d="M${deckX} 800V650H${deckX + 380}V800Z" fill="${shade(scene, "#d8c6a8", 1)}"/>`);
  const towel = shade(scene, "#fbf7f0", 0.95);
  let loungers = "";
  for (const dx of [60, 210]) {
    const x = deckX + dx;
    loungers += `M${x} 700h110l30 -40h12l-30 48H${x}ZM${x + 6} 708v22h6v-22ZM${x + 100} 708v22h6v-22Z`;
  }
  scene.out.push(`<path d="${loungers}" fill="${towel}"/>`);
  const umbrellaX = deckX + 190;
  scene.out.push(`<path d="M${umbrellaX - 2} 700V540h4V700Z" fill="${shade(scene, "#5a4a3a", 1)}"/><path d="M${umbrellaX - 100} 568Q${umbrellaX} 500 ${umbrellaX + 100} 568Z" fill="${shade(scene, scene.palette.accent, 0.95)}"/>`);
}

/** A balcony at dusk: railing, a small table, two glasses of wine and a candle. */
export function paintBalcony(scene: Scene): void {
  const stone = shade(scene, "#efe6d8", 0.92);
  scene.out.push(`<rect y="748" width="1200" height="52" fill="${shade(scene, "#5a4032", 1)}"/>`);
  let balusters = "";
  for (let x = 12; x < 1200; x += 36) balusters += `M${x} 748v-88a9 9 0 0 1 18 0v88Z`;
  scene.out.push(`<path d="${balusters}" fill="${stone}"/><rect y="644" width="1200" height="14" fill="${stone}"/>`);
  const x = scene.side === "left" ? 300 : 900;
  const glow = radialGradient(scene, "k", [
    [0, LIT_WINDOW, 0.55],
    [1, LIT_WINDOW, 0],
  ]);
  scene.out.push(`<circle cx="${x}" cy="600" r="170" fill="${glow}"/>`);
  scene.out.push(`<path d="M${x - 130} 640h260v10h-260ZM${x - 6} 650h12v98h-12Z" fill="${shade(scene, "#3a2a22", 1)}"/>`);
  let glasses = "";
  for (const dx of [-70, 60]) {
    const gx = x + dx;
    glasses += `M${gx - 20} 560Q${gx - 20} 600 ${gx} 602Q${gx + 20} 600 ${gx + 20} 560ZM${gx - 2} 602h4v34h-4ZM${gx - 14} 636h28v4h-28Z`;
  }
  scene.out.push(`<path d="${glasses}" fill="#ffffff" opacity=".55"/>`);
  let wine = "";
  for (const dx of [-70, 60]) wine += `M${x + dx - 18} 578Q${x + dx - 16} 599 ${x + dx} 600Q${x + dx + 16} 599 ${x + dx + 18} 578Z`;
  scene.out.push(`<path d="${wine}" fill="#8e1c3a"/>`);
  scene.out.push(`<path d="M${x - 12} 640v-40h24v40Z" fill="#f6ead2" opacity=".9"/><path d="M${x} 596q-6 -10 0 -22q6 12 0 22Z" fill="#ffcf6a"/>`);
}

/**
 * An offer badge: an optional "up to" and the rest, which holds no line break. The spaces after
 * "up to" are all taken ((?!\s)): with the other ways to split them tried too, a badge of many
 * spaces and a line break took about n² steps to refuse; the parts found are the same.
 */
const OFFER_BADGE = /^(up to\s+(?!\s))?(.*)$/i;

/** The tag's two lines: "UP TO" when the badge starts so (else "SPECIAL OFFER"), and the rest. */
export function offerTagLines(badge: string): { upTo: boolean; main: string } {
  const match = OFFER_BADGE.exec(badge);
  return { upTo: Boolean(match?.[1]), main: match?.[2] ?? badge };
}

/** A price tag on a string with the discount, hung in the open sky beside the subject. */
export function paintOfferTag(scene: Scene, badge: string): void {
  const lines = offerTagLines(badge);
  const upTo = lines.upTo ? "UP TO" : "SPECIAL OFFER";
  const main = escapeXml(lines.main.toUpperCase());
  const x = scene.side === "left" ? 700 : 110;
  const y = 130;
  const color = scene.palette.accent;
  scene.out.push(
    `<g transform="rotate(-6 ${x + 190} ${y + 80})">` +
      `<path d="M${x + 46} ${y - 70}Q${x + 24} ${y + 10} ${x + 50} ${y + 80}" stroke="#fff" stroke-width="3" fill="none" opacity=".85"/>` +
      `<path d="M${x} ${y + 80}L${x + 56} ${y + 6}H${x + 374}a18 18 0 0 1 18 18V${y + 136}a18 18 0 0 1 -18 18H${x + 56}Z" fill="${color}" stroke="${darken(color, 0.2)}" stroke-width="2"/>` +
      `<path d="M${x + 64} ${y + 20}H${x + 376}V${y + 140}H${x + 64}L${x + 18} ${y + 80}Z" fill="none" stroke="#fff" stroke-width="1.5" stroke-dasharray="6 6" opacity=".6"/>` +
      `<circle cx="${x + 50}" cy="${y + 80}" r="10" fill="#fff"/>` +
      `<text x="${x + 222}" y="${y + 60}" font-family="${FONT}" font-size="20" letter-spacing="4" fill="#fff" text-anchor="middle">${upTo}</text>` +
      `<text x="${x + 222}" y="${y + 118}" font-family="${FONT}" font-size="50" font-weight="bold" fill="#fff" text-anchor="middle">${main}</text>` +
      `</g>`,
  );
}

/** A dotted route with pins across the landscape, and the trip length on a label. */
export function paintRoute(scene: Scene, badge: string | null): void {
  const from = { x: scene.side === "left" ? 140 : 1060, y: 650 };
  const to = { x: scene.side === "left" ? 1040 : 160, y: 520 };
  const control = { x: 600, y: 330 };
  scene.out.push(`<path d="M${from.x} ${from.y}Q${control.x} ${control.y} ${to.x} ${to.y}" fill="none" stroke="#fff" stroke-width="7" stroke-linecap="round" stroke-dasharray="1 18" opacity=".95"/>`);
  let pins = "";
  for (const t of [0, 0.36, 0.7]) {
    const x = (1 - t) * (1 - t) * from.x + 2 * t * (1 - t) * control.x + t * t * to.x;
    const y = (1 - t) * (1 - t) * from.y + 2 * t * (1 - t) * control.y + t * t * to.y;
    pins += `M${n(x)} ${n(y)}c-8 -14 -22 -24 -22 -40a22 22 0 0 1 44 0c0 16 -14 26 -22 40Z`;
  }
  scene.out.push(`<path d="${pins}" fill="${scene.palette.accent}" stroke="#fff" stroke-width="3"/>`);
  scene.out.push(`<path d="${heart(to.x, to.y - 30, 26)}" fill="#e0475f" stroke="#fff" stroke-width="3"/>`);
  if (badge) {
    // Low in the middle, under the route's arc: a card's corners carry its kind label (top left)
    // and the favourites heart (top right), and a 4:3 card crops the board's sides.
    const text = escapeXml(badge.toUpperCase());
    const width = Math.max(200, Math.min(520, badge.length * 24 + 72));
    const x = 600 - width / 2;
    scene.out.push(
      `<rect x="${n(x)}" y="610" width="${n(width)}" height="64" rx="32" fill="#fff" opacity=".92"/><text x="600" y="653" font-family="${FONT}" font-size="30" letter-spacing="3" fill="${darken(scene.palette.accent, 0.25)}" text-anchor="middle">${text}</text>`,
    );
  }
}

/** A soft vignette that pulls the eye to the middle and keeps edges calm behind text. */
export function paintVignette(scene: Scene): void {
  const fill = radialGradient(scene, "v", [
    [0.55, "#000000", 0],
    [1, "#000000", 0.28],
  ]);
  scene.out.push(`<rect width="1200" height="800" fill="${fill}"/>`);
}

export function initialsOf(text: string): string {
  return text
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word) && !/^(and|of|the|by|hotels|resorts|collection)$/i.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}

