import { mix } from "./scene-color";
import type { Landmark, RegionStyle, SceneTheme } from "./scene-places";
import type { Random } from "./scene-random";

/** Scenes are drawn on a 1200 x 800 board; sizes scale it, the share image crops its middle. */
export const BOARD_WIDTH = 1200;
export const BOARD_HEIGHT = 800;

export type TimeOfDayName = "dawn" | "day" | "golden" | "sunset" | "dusk" | "night";

export type TimeOfDay = {
  name: TimeOfDayName;
  /** Top, middle and horizon colours of the sky. */
  sky: [string, string, string];
  sun: string;
  sunRadius: number;
  /** Moon instead of sun, and stars. */
  isNight: boolean;
  /** How far land colours sink toward `land` (0 at noon, near 1 at night). */
  darkness: number;
  land: string;
  /** Near-horizon and foreground water colours. */
  water: [string, string];
  isLit: boolean;
  cloud: string;
};

export const TIMES_OF_DAY: Record<TimeOfDayName, TimeOfDay> = {
  dawn: { name: "dawn", sky: ["#2c3a6b", "#a77aa6", "#fbc7a4"], sun: "#fff1cc", sunRadius: 46, isNight: false, darkness: 0.45, land: "#3a3350", water: ["#f2c5b4", "#4d5a8c"], isLit: true, cloud: "#ffd9c7" },
  day: { name: "day", sky: ["#2f7fd0", "#7cbcec", "#dff2fb"], sun: "#fffbe8", sunRadius: 44, isNight: false, darkness: 0, land: "#2f4f3f", water: ["#a4dced", "#1f6fa3"], isLit: false, cloud: "#ffffff" },
  golden: { name: "golden", sky: ["#3d6aa6", "#e8b07c", "#ffe3a8"], sun: "#ffe08a", sunRadius: 52, isNight: false, darkness: 0.3, land: "#4f3b33", water: ["#f7d7a2", "#35618c"], isLit: true, cloud: "#fff0d6" },
  sunset: { name: "sunset", sky: ["#2b1c4f", "#bf4a7c", "#ffab63"], sun: "#ffd772", sunRadius: 64, isNight: false, darkness: 0.72, land: "#2a1b35", water: ["#f59a6c", "#3a2852"], isLit: true, cloud: "#ffb7a0" },
  dusk: { name: "dusk", sky: ["#111a3c", "#4b3b7c", "#e08a72"], sun: "#f7f0da", sunRadius: 30, isNight: true, darkness: 0.82, land: "#171831", water: ["#9a6a84", "#171b3c"], isLit: true, cloud: "#8a6a9a" },
  night: { name: "night", sky: ["#060b1e", "#121e48", "#2f3c78"], sun: "#f6f2e2", sunRadius: 34, isNight: true, darkness: 0.88, land: "#0b1026", water: ["#2a3a70", "#070b1f"], isLit: true, cloud: "#3a4680" },
};

export type StylePalette = { walls: string[]; roof: string; accent: string; flower: string };

export const STYLE_PALETTES: Record<RegionStyle, StylePalette> = {
  mediterranean: { walls: ["#f4e4cb", "#f1c7a3", "#f7dcbc", "#ebd8c0", "#fbf1e3", "#e9bb9c"], roof: "#b7573e", accent: "#c8553d", flower: "#e4708f" },
  nordic: { walls: ["#9c3f30", "#ece6dc", "#b9553a", "#e3d5c0"], roof: "#3b3c48", accent: "#2f6f73", flower: "#e9a8b8" },
  caribbean: { walls: ["#ffd6d9", "#bce7da", "#fde8a8", "#acd9ec", "#f9cba3"], roof: "#e26d5c", accent: "#ff6f61", flower: "#ff7aa2" },
  asia: { walls: ["#efe2cf", "#dcc7a8", "#f4eadc"], roof: "#3d2b2b", accent: "#c0392b", flower: "#f5a9c4" },
  africa: { walls: ["#ebcda4", "#dcab70", "#f2dfc4"], roof: "#7a4a2a", accent: "#d17a22", flower: "#f08a5d" },
  "middle-east": { walls: ["#f2e2c8", "#e7cba3", "#f7ecda"], roof: "#a8773f", accent: "#c9a14a", flower: "#e58fa0" },
  americas: { walls: ["#f3e7d9", "#e2c5aa", "#d3dde3", "#f6d9c2"], roof: "#8a5a44", accent: "#d9534f", flower: "#f48fb1" },
  oceania: { walls: ["#f4ebdc", "#dbcaa9", "#f7e3cf"], roof: "#9c7550", accent: "#1fa7a0", flower: "#ff8fab" },
};

/** Base colours of land, water and stone for each landscape, before the light is applied. */
export const THEME_COLORS: Record<SceneTheme, { far: string; near: string; water: string }> = {
  coast: { far: "#7d8fa8", near: "#8a7a5c", water: "#2a88b8" },
  cycladic: { far: "#8c7f86", near: "#8a5a4a", water: "#1f6fb0" },
  beach: { far: "#4f8a6a", near: "#3f7a4a", water: "#1fb5c2" },
  overwater: { far: "#3f8a5f", near: "#2f6f4a", water: "#2cc6c6" },
  alpine: { far: "#7c8aa6", near: "#2f5a45", water: "#3f8aa6" },
  vineyard: { far: "#8aa06a", near: "#6d8f3f", water: "#5f9ab0" },
  dunes: { far: "#d9a86c", near: "#e8bd82", water: "#5fa0b0" },
  savanna: { far: "#a89a6a", near: "#c7a25a", water: "#6fa0a0" },
  city: { far: "#7f8aa3", near: "#4f5870", water: "#3d6f93" },
  temple: { far: "#8f9fb0", near: "#3f5f4a", water: "#5f9aa8" },
  aurora: { far: "#5c6a8a", near: "#2a3548", water: "#2a4a6a" },
  lake: { far: "#7d93a8", near: "#4f7a55", water: "#3f8fae" },
  rainforest: { far: "#5a8f6a", near: "#2a6a3a", water: "#3f9a9a" },
};

/** Which times of day suit a landscape; the listing's hash and the gallery view pick one. */
export const THEME_TIMES: Record<SceneTheme, TimeOfDayName[]> = {
  coast: ["golden", "sunset", "day", "dusk"],
  cycladic: ["sunset", "golden", "day", "dusk"],
  beach: ["day", "sunset", "golden", "dawn"],
  overwater: ["day", "sunset", "golden", "dawn"],
  alpine: ["dawn", "day", "golden", "night"],
  vineyard: ["golden", "day", "sunset", "dawn"],
  dunes: ["sunset", "golden", "dawn", "dusk"],
  savanna: ["sunset", "golden", "dawn", "day"],
  city: ["dusk", "night", "golden", "sunset"],
  temple: ["dawn", "golden", "day", "dusk"],
  aurora: ["night", "night", "dusk", "night"],
  lake: ["golden", "dawn", "sunset", "day"],
  rainforest: ["dawn", "day", "golden", "sunset"],
};

/** Everything a painter needs for one picture. */
export type Scene = {
  out: string[];
  defs: string[];
  random: Random;
  time: TimeOfDay;
  theme: SceneTheme;
  landmark: Landmark | null;
  style: RegionStyle;
  palette: StylePalette;
  horizon: number;
  sunX: number;
  sunY: number;
  /** Where the foreground subject (a hotel, a tag) stands: away from the sun. */
  side: "left" | "right";
  /** Small tiles (collection mosaics) skip fine detail nobody would see, keeping the SVG light. */
  isLite: boolean;
  uid(name: string): string;
};

export function createScene(options: {
  prefix: string;
  random: Random;
  time: TimeOfDay;
  theme: SceneTheme;
  landmark: Landmark | null;
  style: RegionStyle;
  horizon: number;
  isLite?: boolean;
}): Scene {
  let counter = 0;
  const { random } = options;
  const sunX = random.pick([250, 330, 420, 780, 870, 950]);
  const lowSun = options.time.name === "sunset" || options.time.name === "dawn";
  const sunY = options.time.isNight
    ? random.range(150, 230)
    : lowSun
      ? options.horizon - random.range(10, 70)
      : options.time.name === "golden"
        ? options.horizon - random.range(150, 220)
        : random.range(150, 210);
  return {
    ...options,
    palette: STYLE_PALETTES[options.style],
    isLite: options.isLite ?? false,
    out: [],
    defs: [],
    sunX,
    sunY,
    side: sunX < 600 ? "right" : "left",
    uid: (name) => `${options.prefix}${name}${(counter += 1)}`,
  };
}

/**
 * A land colour in this light: sunk toward the time of day's silhouette colour, then faded
 * toward the horizon with distance (depth 0 = far, 1 = near).
 */
export function shade(scene: Scene, base: string, depth: number): string {
  const lit = mix(base, scene.time.land, scene.time.darkness);
  return mix(lit, scene.time.sky[2], (1 - depth) * 0.55);
}

/** Rounds for compact path data. */
export function n(value: number): string {
  return String(Math.round(value));
}

export function verticalGradient(scene: Scene, name: string, stops: [number, string, number?][]): string {
  const id = scene.uid(name);
  const body = stops
    .map(([offset, color, opacity]) => `<stop offset="${offset.toFixed(2)}" stop-color="${color}"${opacity === undefined ? "" : ` stop-opacity="${opacity}"`}/>`)
    .join("");
  scene.defs.push(`<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${body}</linearGradient>`);
  return `url(#${id})`;
}

export function radialGradient(scene: Scene, name: string, stops: [number, string, number][]): string {
  const id = scene.uid(name);
  const body = stops
    .map(([offset, color, opacity]) => `<stop offset="${offset.toFixed(2)}" stop-color="${color}" stop-opacity="${opacity}"/>`)
    .join("");
  scene.defs.push(`<radialGradient id="${id}">${body}</radialGradient>`);
  return `url(#${id})`;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
