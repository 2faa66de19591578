import {
  bridge,
  campanile,
  castle,
  chedi,
  crenellated,
  dome,
  gondola,
  latticeTower,
  meru,
  minaret,
  paintBungalows,
  paintCity,
  paintCliffVillage,
  paintLanterns,
  pagoda,
  palace,
  palaceArches,
  skyscrapers,
  windowColor,
} from "./scene-architecture";
import { mix } from "./scene-color";
import { n, shade, THEME_COLORS, verticalGradient, type Scene } from "./scene-kit";
import {
  acacia,
  birds,
  cypress,
  hillRidge,
  mountainRange,
  paintAurora,
  paintBeach,
  paintClouds,
  paintLand,
  paintRows,
  paintSky,
  paintStars,
  paintSun,
  paintWater,
  palm,
  pine,
  snowCaps,
} from "./scene-nature";
import type { SceneTheme } from "./scene-places";

/** Where the horizon sits on the board for each landscape. */
export const THEME_HORIZON: Record<SceneTheme, number> = {
  coast: 470,
  cycladic: 450,
  beach: 480,
  overwater: 470,
  alpine: 560,
  vineyard: 520,
  dunes: 560,
  savanna: 560,
  city: 590,
  temple: 560,
  aurora: 560,
  lake: 530,
  rainforest: 540,
};

/**
 * The whole landscape for the scene's theme, back to front. `isSideTaken` says a subject (a
 * hotel, a tag) will stand on `scene.side`, so foreground trees go to the other side.
 */
export function paintLandscape(scene: Scene, isSideTaken: boolean): void {
  paintSky(scene);
  paintStars(scene);
  paintSun(scene);
  if (scene.theme === "aurora") paintAurora(scene);
  if (scene.theme !== "aurora") paintClouds(scene, scene.theme === "city" ? 2 : 3);
  PAINTERS[scene.theme](scene, isSideTaken);
  if (!scene.time.isNight && scene.theme !== "city" && !scene.isLite) {
    const d = birds(scene.random, 3, { x: scene.sunX - 200, y: 120, width: 260, height: 120 });
    scene.out.push(`<path d="${d}" fill="none" stroke="${shade(scene, "#2a2a3a", 0.6)}" stroke-width="2.2" stroke-linecap="round"/>`);
  }
}

const colors = THEME_COLORS;

/** The x where free-standing foreground things go: the edge away from the subject. */
function freeEdge(scene: Scene, isSideTaken: boolean): number {
  if (!isSideTaken) return scene.side === "left" ? 110 : 1090;
  return scene.side === "left" ? 1090 : 110;
}

function paintPalms(scene: Scene, x: number, baseY: number, count: number): void {
  const { random } = scene;
  const lean = x < 600 ? 1 : -1;
  let d = "";
  for (let index = 0; index < count; index += 1) {
    const height = random.range(250, 330) - index * 40;
    d += palm(random, x + lean * index * 70 + random.range(-10, 10), baseY + index * 6, height, lean * random.range(40, 90));
  }
  scene.out.push(`<path d="${d}" fill="${shade(scene, "#2f5a2f", 1)}"/>`);
}

function paintSailboat(scene: Scene, x: number, y: number, scale: number): void {
  const s = scale;
  scene.out.push(
    `<path d="M${n(x - 34 * s)} ${n(y)}h${n(68 * s)}l-10 ${n(10 * s)}h${n(-48 * s)}Z" fill="${shade(scene, "#5a4a44", 0.7)}"/>` +
      `<path d="M${n(x)} ${n(y - 4 * s)}V${n(y - 80 * s)}L${n(x + 34 * s)} ${n(y - 6 * s)}ZM${n(x - 4 * s)} ${n(y - 8 * s)}V${n(y - 62 * s)}L${n(x - 30 * s)} ${n(y - 8 * s)}Z" fill="${shade(scene, "#fbf6ee", 0.75)}"/>`,
  );
}

function paintMist(scene: Scene, y: number, height: number): void {
  const fill = verticalGradient(scene, "m", [
    [0, scene.time.sky[2], 0],
    [0.5, scene.time.sky[2], 0.55],
    [1, scene.time.sky[2], 0],
  ]);
  scene.out.push(`<rect y="${n(y)}" width="1200" height="${n(height)}" fill="${fill}"/>`);
}

function paintCanopy(scene: Scene, baseY: number, amplitude: number, base: string, depth: number): void {
  const { random } = scene;
  let d = `M-40 800L-40 ${n(baseY)}`;
  let x = -40;
  while (x < 1240) {
    const step = random.range(40, 90);
    const y = baseY - amplitude * random.range(0, 1);
    d += `A${n(step / 2)} ${n(step * 0.42)} 0 0 1 ${n(x + step)} ${n(y)}`;
    x += step;
  }
  d += `L1240 800Z`;
  scene.out.push(`<path d="${d}" fill="${shade(scene, base, depth)}"/>`);
}

function paintBlossomBranch(scene: Scene, fromLeft: boolean): void {
  const { random } = scene;
  const flip = (x: number) => (fromLeft ? x : 1200 - x);
  // Low enough that the share image's centre crop (y 85 to 715) keeps most of the blossom.
  const branch = `M${flip(-10)} 90Q${flip(160)} 120 ${flip(300)} 110Q${flip(380)} 104 ${flip(440)} 140M${flip(180)} 116Q${flip(230)} 160 ${flip(290)} 180M${flip(300)} 110Q${flip(340)} 80 ${flip(400)} 74`;
  scene.out.push(`<path d="${branch}" fill="none" stroke="${shade(scene, "#3b2626", 1)}" stroke-width="7" stroke-linecap="round"/>`);
  let petals = "";
  let light = "";
  for (let index = 0; index < 26; index += 1) {
    const x = flip(random.range(20, 450));
    const y = random.range(70, 190);
    const r = random.range(6, 13);
    const circle = `M${n(x - r)} ${n(y)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0`;
    if (random.chance(0.4)) light += circle;
    else petals += circle;
  }
  scene.out.push(`<path d="${petals}" fill="${mix("#f29bbd", scene.time.land, scene.time.darkness * 0.5)}"/>`);
  scene.out.push(`<path d="${light}" fill="${mix("#fbd3e2", scene.time.land, scene.time.darkness * 0.4)}"/>`);
}

function paintTorii(scene: Scene, x: number, baseY: number, scale: number): void {
  const s = scale;
  const d =
    `M${n(x - 50 * s)} ${n(baseY)}v${n(-120 * s)}h${n(10 * s)}v${n(120 * s)}Z` +
    `M${n(x + 40 * s)} ${n(baseY)}v${n(-120 * s)}h${n(10 * s)}v${n(120 * s)}Z` +
    `M${n(x - 66 * s)} ${n(baseY - 98 * s)}h${n(132 * s)}v${n(8 * s)}h${n(-132 * s)}Z` +
    `M${n(x - 80 * s)} ${n(baseY - 128 * s)}Q${n(x)} ${n(baseY - 118 * s)} ${n(x + 80 * s)} ${n(baseY - 128 * s)}L${n(x + 76 * s)} ${n(baseY - 116 * s)}Q${n(x)} ${n(baseY - 108 * s)} ${n(x - 76 * s)} ${n(baseY - 116 * s)}Z`;
  scene.out.push(`<path d="${d}" fill="${shade(scene, "#d8402c", 0.9)}"/>`);
}

const PAINTERS: Record<SceneTheme, (scene: Scene, isSideTaken: boolean) => void> = {
  coast(scene) {
    const { random, horizon } = scene;
    const far = scene.side === "left" ? 1 : -1;
    const edge = scene.side === "left" ? 1210 : -10;
    if (scene.landmark === "table-mountain") {
      const x = scene.side === "left" ? 760 : 440;
      paintLand(scene, `M${x - 260 * far} ${horizon}L${x - 170 * far} ${horizon - 170}Q${x - 150 * far} ${horizon - 200} ${x - 100 * far} ${horizon - 204}L${x + 200 * far} ${horizon - 210}Q${x + 240 * far} ${horizon - 200} ${x + 260 * far} ${horizon - 160}L${x + 420 * far} ${horizon}Z`, colors.coast.far, 0.3);
    } else {
      paintLand(scene, `M${edge} ${horizon}V${horizon - 110}Q${edge - 150 * far} ${horizon - 130} ${edge - 250 * far} ${horizon - 50}Q${edge - 320 * far} ${horizon - 6} ${edge - 380 * far} ${horizon}Z`, colors.coast.far, 0.2);
    }
    paintWater(scene, colors.coast.water);
    paintSailboat(scene, scene.side === "left" ? random.range(820, 1000) : random.range(200, 380), horizon + random.range(50, 110), random.range(0.5, 0.8));
    paintCliffVillage(scene, scene.side, { rock: colors.coast.near, whiteVillage: false });
    if (scene.landmark === "dome") {
      const x = scene.side === "left" ? 360 : 840;
      scene.out.push(`<path d="${dome(x, 560, 0.42)}" fill="${shade(scene, "#e8c27a", 0.95)}"/>`);
    }
    if (scene.landmark === "castle") {
      const x = scene.side === "left" ? 0 : 560;
      scene.out.push(`<path d="${crenellated(x, 610, 640, 190)}${crenellated(scene.side === "left" ? 470 : 640, 520, 90, 280)}" fill="${shade(scene, "#c9a77e", 0.95)}"/>`);
    }
  },

  cycladic(scene) {
    const { horizon } = scene;
    const edge = scene.side === "left" ? 1210 : -10;
    const far = scene.side === "left" ? 1 : -1;
    paintLand(scene, `M${edge} ${horizon}V${horizon - 60}Q${edge - 200 * far} ${horizon - 80} ${edge - 420 * far} ${horizon - 20}L${edge - 480 * far} ${horizon}Z`, colors.cycladic.far, 0.2);
    paintWater(scene, colors.cycladic.water);
    paintCliffVillage(scene, scene.side, { rock: colors.cycladic.near, whiteVillage: true });
  },

  beach(scene, isSideTaken) {
    const { random, horizon } = scene;
    if (scene.landmark === "pitons") {
      const x = scene.side === "left" ? 860 : 340;
      paintLand(scene, `M${x - 190} ${horizon}Q${x - 120} ${horizon - 70} ${x - 90} ${horizon - 250}Q${x - 70} ${horizon - 300} ${x - 48} ${horizon - 246}Q${x - 30} ${horizon - 110} ${x + 6} ${horizon - 90}Q${x + 50} ${horizon - 190} ${x + 76} ${horizon - 200}Q${x + 104} ${horizon - 170} ${x + 170} ${horizon}Z`, "#3f7a52", 0.45);
    } else if (scene.landmark === "karst") {
      let d = "";
      for (const [x, height, width] of [[760, 200, 70], [870, 140, 56], [960, 250, 80], [300, 120, 50]] as const) {
        const px = scene.side === "left" ? x : 1200 - x;
        d += `M${px - width / 2} ${horizon + 10}Q${px - width / 2 - 10} ${horizon - height * 0.6} ${px - width / 3} ${horizon - height}Q${px} ${horizon - height - 20} ${px + width / 3} ${horizon - height}Q${px + width / 2 + 10} ${horizon - height * 0.5} ${px + width / 2} ${horizon + 10}Z`;
      }
      paintLand(scene, d, "#4f7a52", 0.45);
    } else {
      const x = random.range(200, 1000);
      paintLand(scene, `M${n(x - 160)} ${horizon}Q${n(x - 60)} ${horizon - 46} ${n(x + 30)} ${horizon - 40}Q${n(x + 120)} ${horizon - 30} ${n(x + 190)} ${horizon}Z`, colors.beach.far, 0.15);
    }
    paintWater(scene, colors.beach.water);
    if (random.chance(0.6)) paintSailboat(scene, scene.sunX + random.range(-140, 140), horizon + 40, 0.5);
    paintBeach(scene, 640, scene.side === "right");
    paintPalms(scene, freeEdge(scene, isSideTaken), 790, 2);
  },

  overwater(scene) {
    const { horizon } = scene;
    if (scene.landmark === "pitons") {
      const x = scene.side === "left" ? 780 : 420;
      paintLand(scene, `M${x - 300} ${horizon}Q${x - 160} ${horizon - 60} ${x - 60} ${horizon - 180}Q${x - 30} ${horizon - 290} ${x + 10} ${horizon - 300}Q${x + 50} ${horizon - 250} ${x + 70} ${horizon - 170}Q${x + 180} ${horizon - 70} ${x + 320} ${horizon}Z`, "#3b7a56", 0.4);
    } else {
      const x = scene.side === "left" ? 900 : 300;
      paintLand(scene, `M${x - 120} ${horizon}Q${x} ${horizon - 30} ${x + 120} ${horizon}Z`, colors.overwater.far, 0.3);
      scene.out.push(`<path d="${palm(scene.random, x - 20, horizon - 12, 90, 20)}${palm(scene.random, x + 30, horizon - 10, 70, -16)}" fill="${shade(scene, "#2f5a3a", 0.5)}"/>`);
    }
    paintWater(scene, colors.overwater.water);
    paintBungalows(scene, scene.side === "left" ? "right" : "left");
  },

  alpine(scene, isSideTaken) {
    const { random, horizon } = scene;
    const heroX = scene.side === "left" ? 760 : 440;
    const range = mountainRange(random, horizon, 300, 4, scene.landmark === "peak" ? { x: heroX, height: 440 } : undefined);
    paintLand(scene, range.d, colors.alpine.far, 0.3);
    scene.out.push(`<path d="${snowCaps(range.peaks, 90)}" fill="${shade(scene, "#f6f8fc", 0.5)}"/>`);
    const ridge = mountainRange(random, horizon + 20, 150, 6);
    paintLand(scene, ridge.d, "#4f6a5f", 0.6);
    const hasLake = random.chance(0.5) || scene.time.name === "night";
    if (hasLake) paintWater(scene, colors.alpine.water, horizon + 20);
    else paintLand(scene, hillRidge(random, horizon + 80, 40, 4).d, "#5f8a4a", 0.8);
    let trees = "";
    for (let index = 0; index < 14; index += 1) {
      const x = index < 7 ? random.range(-20, 260) : random.range(940, 1220);
      if (isSideTaken && (scene.side === "left" ? x < 600 : x > 600)) continue;
      trees += pine(x, random.range(740, 810), random.range(120, 230));
    }
    scene.out.push(`<path d="${trees}" fill="${shade(scene, colors.alpine.near, 1)}"/>`);
  },

  vineyard(scene, isSideTaken) {
    const { random, horizon } = scene;
    if (scene.landmark === "peak") {
      const range = mountainRange(random, horizon, 220, 5);
      paintLand(scene, range.d, "#8a93ad", 0.2);
      scene.out.push(`<path d="${snowCaps(range.peaks, 60)}" fill="${shade(scene, "#f6f8fc", 0.4)}"/>`);
    } else {
      paintLand(scene, hillRidge(random, horizon, 70, 5).d, colors.vineyard.far, 0.2);
    }
    const middle = hillRidge(random, horizon + 40, 70, 4);
    paintLand(scene, middle.d, "#7f9a55", 0.55);
    let trees = "";
    const rowStart = random.range(100, 500);
    for (let index = 0; index < 6; index += 1) {
      const x = rowStart + index * 38;
      trees += cypress(x, middle.yAt(x) + 6, random.range(60, 90), 12);
    }
    const houseX = rowStart + 280;
    const houseY = middle.yAt(houseX) + 4;
    scene.out.push(`<path d="${trees}" fill="${shade(scene, "#2f4a2a", 0.75)}"/>`);
    scene.out.push(
      `<path d="M${n(houseX)} ${n(houseY)}v-34h70v34Z" fill="${shade(scene, "#ead2b0", 0.7)}"/><path d="M${n(houseX - 6)} ${n(houseY - 34)}L${n(houseX + 35)} ${n(houseY - 56)}L${n(houseX + 76)} ${n(houseY - 34)}Z" fill="${shade(scene, scene.palette.roof, 0.7)}"/>`,
    );
    const near = hillRidge(random, horizon + 140, 60, 3);
    const isLavender = scene.landmark === "lavender";
    paintLand(scene, near.d, isLavender ? "#8a7a55" : "#8fae4f", 0.9);
    paintRows(scene, near, shade(scene, isLavender ? "#8c6fd0" : "#4f7a2a", 0.95), 10, isLavender ? 9 : 5);
    const x = freeEdge(scene, isSideTaken);
    scene.out.push(`<path d="${cypress(x, 810, 300, 36)}" fill="${shade(scene, "#24391f", 1)}"/>`);
  },

  dunes(scene) {
    const { random, horizon } = scene;
    paintLand(scene, `M-10 ${horizon}L-10 ${horizon - 40}L180 ${horizon - 46}L220 ${horizon - 20}L700 ${horizon - 14}L740 ${horizon - 40}L900 ${horizon - 42}L940 ${horizon}Z`, "#c49068", 0.15);
    const layers: [number, number, number][] = [
      [horizon + 10, 60, 0.35],
      [horizon + 90, 90, 0.6],
      [horizon + 190, 110, 0.85],
    ];
    for (const [baseY, amplitude, depth] of layers) {
      const ridge = hillRidge(random, baseY, amplitude, 3);
      const color = mix(colors.dunes.far, colors.dunes.near, depth);
      paintLand(scene, ridge.d, color, depth);
      const crest = ridge.d.split("L1260")[0] ?? "";
      scene.out.push(`<path d="${crest}" fill="none" stroke="${shade(scene, "#fbe3b8", depth)}" stroke-width="3" opacity=".7"/>`);
    }
  },

  savanna(scene, isSideTaken) {
    const { random, horizon } = scene;
    paintLand(scene, `M-10 ${horizon}L-10 ${horizon - 30}L120 ${horizon - 34}Q180 ${horizon - 70} 300 ${horizon - 72}L420 ${horizon - 70}Q470 ${horizon - 40} 560 ${horizon - 30}L1210 ${horizon - 24}L1210 ${horizon}Z`, colors.savanna.far, 0.2);
    const grass = verticalGradient(scene, "p", [
      [0, shade(scene, colors.savanna.near, 0.5)],
      [1, shade(scene, "#8a6a32", 1)],
    ]);
    scene.out.push(`<rect y="${horizon}" width="1200" height="${800 - horizon}" fill="${grass}"/>`);
    let tufts = "";
    for (let index = 0; index < 40; index += 1) {
      const x = random.range(0, 1200);
      const y = random.range(horizon + 80, 800);
      const h = 6 + (y - horizon) * 0.06;
      tufts += `M${n(x)} ${n(y)}l-4 ${n(-h)}M${n(x)} ${n(y)}l0 ${n(-h * 1.2)}M${n(x)} ${n(y)}l4 ${n(-h)}`;
    }
    scene.out.push(`<path d="${tufts}" stroke="${shade(scene, "#6a4f22", 0.9)}" stroke-width="2" fill="none"/>`);
    const x = isSideTaken ? (scene.side === "left" ? 900 : 300) : scene.sunX + (scene.sunX < 600 ? 120 : -120);
    scene.out.push(`<path d="${acacia(x, horizon + 40, 180)}${acacia(x + (x < 600 ? 380 : -380), horizon + 6, 70)}" fill="${shade(scene, "#2a2418", 1)}"/>`);
  },

  city(scene, isSideTaken) {
    const { random, horizon } = scene;
    const isDesertCity = scene.style === "africa" || scene.style === "middle-east";
    const hasWater = !isDesertCity && scene.landmark !== "castle";
    if (isDesertCity && scene.landmark !== "minaret") {
      paintLand(scene, hillRidge(random, horizon - 10, 40, 3).d, "#d9b080", 0.12);
    } else if (isDesertCity) {
      const range = mountainRange(random, horizon - 40, 160, 5);
      paintLand(scene, range.d, "#9a8aa0", 0.15);
      scene.out.push(`<path d="${snowCaps(range.peaks, 50)}" fill="${shade(scene, "#f6f8fc", 0.3)}"/>`);
    } else {
      paintLand(scene, hillRidge(random, horizon - 30, 60, 4).d, colors.city.far, 0.12);
    }
    const landmarkX = scene.sunX + (scene.sunX < 600 ? 150 : -150);
    const tall = scene.landmark === "skyscrapers" || scene.landmark === "pagoda";
    const landmarkColor = shade(scene, "#5f6478", 0.7);
    const gap: [number, number] | undefined = scene.landmark === "bridge" || scene.landmark === "gondola" ? undefined : [landmarkX - 90, landmarkX + 90];
    switch (scene.landmark) {
      case "lattice-tower":
        scene.out.push(`<path d="${latticeTower(landmarkX, horizon, 380)}" fill="${landmarkColor}"/>`);
        break;
      case "dome":
        scene.out.push(`<path d="${dome(landmarkX, horizon, 1)}" fill="${landmarkColor}"/>`);
        break;
      case "campanile":
      case "gondola":
        scene.out.push(`<path d="${campanile(landmarkX, horizon, 250)}" fill="${landmarkColor}"/>`);
        break;
      case "pagoda":
        scene.out.push(`<path d="${pagoda(landmarkX, horizon, 1)}" fill="${landmarkColor}"/>`);
        break;
      case "castle":
        scene.out.push(`<path d="${castle(landmarkX, horizon - 40)}" fill="${landmarkColor}"/>`);
        break;
      case "minaret":
        scene.out.push(`<path d="${minaret(landmarkX, horizon, 260)}" fill="${landmarkColor}"/>`);
        break;
      case "skyscrapers":
        scene.out.push(`<path d="${skyscrapers(random, landmarkX, horizon)}" fill="${landmarkColor}"/>`);
        break;
      default:
        break;
    }
    paintCity(scene, horizon, gap, tall);
    if (hasWater) {
      paintWater(scene, colors.city.water, horizon + 8);
      if (scene.landmark === "bridge") {
        scene.out.push(`<path d="${bridge(scene.side === "left" ? 620 : 180, scene.side === "left" ? 1020 : 580, horizon + 120, 110)}" fill="${shade(scene, "#4a4f60", 0.9)}"/>`);
      }
      if (scene.landmark === "gondola") {
        scene.out.push(`<path d="${gondola(scene.side === "left" ? 860 : 340, 720)}" fill="${shade(scene, "#1c1c26", 1)}"/>`);
      }
    } else {
      paintLand(scene, `M-10 ${horizon}H1210V800H-10Z`, isDesertCity ? "#c9a070" : "#5f7a4a", 0.9);
      if (isDesertCity) paintPalms(scene, freeEdge(scene, isSideTaken), 800, 2);
    }
  },

  temple(scene, isSideTaken) {
    const { random, horizon } = scene;
    if (scene.landmark === "lanterns") {
      paintLand(scene, hillRidge(random, horizon - 60, 80, 4).d, colors.temple.far, 0.15);
      paintCity(scene, horizon, undefined, false);
      paintWater(scene, "#4f8a8a", horizon + 8);
      paintLanterns(scene);
      return;
    }
    if (scene.landmark === "fuji") {
      const x = scene.side === "left" ? 760 : 440;
      const cone = `M${x - 420} ${horizon}Q${x - 200} ${horizon - 120} ${x - 60} ${horizon - 300}L${x + 60} ${horizon - 302}Q${x + 200} ${horizon - 120} ${x + 420} ${horizon}Z`;
      paintLand(scene, cone, "#6f7fa0", 0.35);
      scene.out.push(`<path d="M${x - 60} ${horizon - 300}L${x + 60} ${horizon - 302}Q${x + 96} ${horizon - 250} ${x + 120} ${horizon - 220}L${x + 80} ${horizon - 234}L${x + 40} ${horizon - 214}L${x} ${horizon - 236}L${x - 40} ${horizon - 212}L${x - 84} ${horizon - 232}L${x - 124} ${horizon - 216}Q${x - 96} ${horizon - 250} ${x - 60} ${horizon - 300}Z" fill="${shade(scene, "#f6f8fc", 0.5)}"/>`);
      paintMist(scene, horizon - 80, 110);
      paintWater(scene, "#5f8fae", horizon);
      paintTorii(scene, scene.side === "left" ? 1000 : 200, horizon + 120, 1);
    } else {
      paintLand(scene, hillRidge(random, horizon - 120, 110, 4).d, colors.temple.far, 0.15);
      paintMist(scene, horizon - 150, 120);
      const middle = hillRidge(random, horizon - 30, 90, 5);
      paintLand(scene, middle.d, "#6f8a7a", 0.45);
      paintMist(scene, horizon - 60, 110);
      const x = scene.sunX + (scene.sunX < 600 ? 180 : -180);
      if (scene.landmark === "chedi") {
        scene.out.push(`<path d="${chedi(x, middle.yAt(x) + 40, 1.1)}" fill="${shade(scene, "#d9a441", 0.8)}"/>`);
      } else {
        scene.out.push(`<path d="${pagoda(x, middle.yAt(x) + 30, 0.9)}" fill="${shade(scene, "#4a3030", 0.7)}"/>`);
      }
      paintLand(scene, hillRidge(random, horizon + 90, 50, 3).d, colors.temple.near, 0.85);
    }
    if (scene.style === "asia" && (scene.landmark === "pagoda" || scene.landmark === "fuji")) paintBlossomBranch(scene, scene.side !== "left" || !isSideTaken);
  },

  aurora(scene, isSideTaken) {
    const { random, horizon } = scene;
    const range = mountainRange(random, horizon, 260, 5);
    paintLand(scene, range.d, colors.aurora.far, 0.4);
    scene.out.push(`<path d="${snowCaps(range.peaks, 70)}" fill="${shade(scene, "#e8eef8", 0.6)}"/>`);
    paintWater(scene, colors.aurora.water, horizon);
    const shoreSide = isSideTaken ? (scene.side === "left" ? "right" : "left") : scene.side;
    const x0 = shoreSide === "left" ? -10 : 700;
    paintLand(scene, `M${x0} 800V${horizon + 90}Q${x0 + 250} ${horizon + 60} ${x0 + 510} ${horizon + 120}V800Z`, "#3a4a4a", 0.9);
    let cabins = "";
    let windows = "";
    for (let index = 0; index < 3; index += 1) {
      const x = x0 + 90 + index * 120 + random.range(-10, 10);
      const y = horizon + 110 + index * 6;
      cabins += `M${n(x)} ${n(y)}v-40h60v40ZM${n(x - 6)} ${n(y - 40)}L${n(x + 30)} ${n(y - 66)}L${n(x + 66)} ${n(y - 40)}Z`;
      windows += `M${n(x + 12)} ${n(y - 28)}h12v12h-12ZM${n(x + 36)} ${n(y - 28)}h12v12h-12Z`;
    }
    const lit = windowColor(scene);
    scene.out.push(`<path d="${cabins}" fill="${shade(scene, "#a8402f", 0.95)}"/><path d="${windows}" fill="${lit.color}" opacity="${lit.opacity}"/>`);
  },

  lake(scene, isSideTaken) {
    const { random, horizon } = scene;
    const isNordic = scene.style === "nordic";
    const range = mountainRange(random, horizon, isNordic ? 220 : 260, 4);
    paintLand(scene, range.d, isNordic ? "#6f7f8f" : colors.lake.far, 0.3);
    paintLand(scene, hillRidge(random, horizon + 4, 80, 5).d, "#5f7f5f", 0.55);
    paintWater(scene, colors.lake.water, horizon);
    const x = scene.sunX + (scene.sunX < 600 ? 200 : -200);
    if (scene.landmark === "palace") {
      scene.out.push(`<path d="${palace(x, horizon + 60)}" fill="${shade(scene, "#f5eddc", 0.85)}"/>`);
      const lit = windowColor(scene);
      scene.out.push(`<path d="${palaceArches(x, horizon + 60)}" fill="${scene.time.isLit ? lit.color : shade(scene, "#8a7a66", 0.85)}" opacity=".9"/>`);
    } else if (scene.landmark === "castle") {
      scene.out.push(`<path d="${castle(x, horizon + 20)}" fill="${shade(scene, "#5a5a66", 0.7)}"/>`);
    } else {
      scene.out.push(`<path d="M${n(x - 60)} ${horizon + 14}v-52h120v52Z" fill="${shade(scene, "#e9c9a4", 0.6)}"/><path d="M${n(x - 68)} ${horizon - 38}L${n(x)} ${horizon - 66}L${n(x + 68)} ${horizon - 38}Z" fill="${shade(scene, scene.palette.roof, 0.6)}"/><path d="${cypress(x + 90, horizon + 16, 80, 12)}${cypress(x - 90, horizon + 16, 70, 11)}" fill="${shade(scene, "#2f4a2a", 0.6)}"/>`);
    }
    const edge = freeEdge(scene, isSideTaken);
    const trees = isNordic ? pine(edge, 810, 320) + pine(edge + (edge < 600 ? 90 : -90), 800, 220) : cypress(edge, 810, 320, 38) + cypress(edge + (edge < 600 ? 70 : -70), 800, 220, 28);
    scene.out.push(`<path d="${trees}" fill="${shade(scene, "#24391f", 1)}"/>`);
  },

  rainforest(scene) {
    const { random, horizon } = scene;
    if (scene.landmark === "volcano") {
      const x = scene.side === "left" ? 780 : 420;
      paintLand(scene, `M${x - 360} ${horizon}Q${x - 120} ${horizon - 200} ${x - 30} ${horizon - 290}L${x + 30} ${horizon - 292}Q${x + 120} ${horizon - 200} ${x + 360} ${horizon}Z`, "#5f7088", 0.35);
      scene.out.push(`<g fill="${scene.time.cloud}" opacity=".6"><ellipse cx="${x}" cy="${horizon - 320}" rx="50" ry="22"/><ellipse cx="${x + 50}" cy="${horizon - 350}" rx="60" ry="26"/></g>`);
    } else {
      paintLand(scene, hillRidge(random, horizon - 100, 100, 4).d, colors.rainforest.far, 0.2);
    }
    paintMist(scene, horizon - 90, 120);
    paintCanopy(scene, horizon - 10, 40, "#3f7a4f", 0.5);
    paintMist(scene, horizon - 20, 90);
    if (scene.landmark === "meru") {
      const terraces = hillRidge(random, horizon + 110, 60, 3);
      paintLand(scene, terraces.d, "#8fb84f", 0.85);
      paintRows(scene, terraces, shade(scene, "#c8dc7a", 0.9), 9, 4);
      const x = scene.sunX + (scene.sunX < 600 ? 200 : -200);
      scene.out.push(`<path d="${meru(x, terraces.yAt(x) + 10, 0.9)}" fill="${shade(scene, "#3a2a2a", 0.8)}"/>`);
    } else {
      paintCanopy(scene, horizon + 120, 60, colors.rainforest.near, 0.9);
    }
  },
};
