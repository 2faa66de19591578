import { mix } from "./scene-color";
import { n, shade, type Scene } from "./scene-kit";
import type { Random } from "./scene-random";

/** Buildings and landmarks, drawn as silhouettes in the light of the scene. */

export const LIT_WINDOW = "#ffd88a";

export function windowColor(scene: Scene): { color: string; opacity: number } {
  return scene.time.isLit ? { color: LIT_WINDOW, opacity: 0.92 } : { color: "#2b3a52", opacity: 0.45 };
}

/** A rectangle with battlements along its top edge. */
export function crenellated(x: number, y: number, width: number, height: number): string {
  const merlons = Math.max(2, Math.round(width / 16));
  const step = width / (merlons * 2 - 1);
  let d = `M${n(x)} ${n(y + height)}V${n(y)}`;
  for (let index = 0; index < merlons * 2 - 1; index += 1) {
    d += index % 2 === 0 ? `h${step.toFixed(1)}` : `v9h${step.toFixed(1)}v-9`;
  }
  return `${d}V${n(y + height)}Z`;
}

type Block = { x: number; y: number; width: number; height: number };

/** A row of city blocks standing on `baseY`, leaving `gap` free for a landmark. */
export function buildingRow(
  random: Random,
  options: { baseY: number; minHeight: number; maxHeight: number; minWidth: number; maxWidth: number; gap?: [number, number] },
): Block[] {
  const blocks: Block[] = [];
  let x = -30;
  while (x < 1230) {
    const width = random.range(options.minWidth, options.maxWidth);
    const height = random.range(options.minHeight, options.maxHeight);
    const inGap = options.gap && x + width > options.gap[0] && x < options.gap[1];
    if (!inGap) blocks.push({ x, y: options.baseY - height, width, height });
    x += width + random.range(-6, 4);
  }
  return blocks;
}

export function blocksPath(blocks: Block[], pitched: boolean): string {
  return blocks
    .map((block) =>
      pitched && block.width < 90
        ? `M${n(block.x)} ${n(block.y + block.height)}V${n(block.y)}L${n(block.x + block.width / 2)} ${n(block.y - block.width * 0.32)}L${n(block.x + block.width)} ${n(block.y)}V${n(block.y + block.height)}Z`
        : `M${n(block.x)} ${n(block.y + block.height)}V${n(block.y)}H${n(block.x + block.width)}V${n(block.y + block.height)}Z`,
    )
    .join("");
}

/** Small windows on a few blocks; at night only some are lit, which reads as life. */
export function windowsFor(random: Random, blocks: Block[], limit: number, litShare: number): string {
  let d = "";
  let count = 0;
  for (const block of blocks) {
    for (let y = block.y + 12; y < block.y + block.height - 14 && count < limit; y += 22) {
      for (let x = block.x + 8; x < block.x + block.width - 12 && count < limit; x += 16) {
        if (!random.chance(litShare)) continue;
        d += `M${n(x)} ${n(y)}h6v9h-6Z`;
        count += 1;
      }
    }
  }
  return d;
}

export function paintCity(scene: Scene, baseY: number, gap: [number, number] | undefined, tall: boolean): void {
  const { random } = scene;
  const back = buildingRow(random, { baseY, minHeight: tall ? 120 : 50, maxHeight: tall ? 300 : 130, minWidth: 40, maxWidth: 100, gap });
  scene.out.push(`<path d="${blocksPath(back, !tall)}" fill="${shade(scene, "#8a93aa", 0.45)}"/>`);
  const front = buildingRow(random, { baseY: baseY + 6, minHeight: tall ? 70 : 30, maxHeight: tall ? 190 : 90, minWidth: 50, maxWidth: 120, gap });
  scene.out.push(`<path d="${blocksPath(front, !tall)}" fill="${shade(scene, "#5d667e", 0.8)}"/>`);
  const lights = windowColor(scene);
  const windows = windowsFor(random, front, scene.isLite ? 40 : 110, scene.time.isLit ? 0.45 : 0.3);
  scene.out.push(`<path d="${windows}" fill="${lights.color}" opacity="${lights.opacity}"/>`);
}

export function latticeTower(x: number, baseY: number, height: number): string {
  const h = height;
  return (
    `M${n(x - 0.17 * h)} ${n(baseY)}Q${n(x - 0.05 * h)} ${n(baseY - 0.35 * h)} ${n(x - 0.025 * h)} ${n(baseY - 0.8 * h)}L${n(x)} ${n(baseY - h)}L${n(x + 0.025 * h)} ${n(baseY - 0.8 * h)}Q${n(x + 0.05 * h)} ${n(baseY - 0.35 * h)} ${n(x + 0.17 * h)} ${n(baseY)}H${n(x + 0.1 * h)}Q${n(x)} ${n(baseY - 0.22 * h)} ${n(x - 0.1 * h)} ${n(baseY)}Z` +
    `M${n(x - 0.11 * h)} ${n(baseY - 0.3 * h)}h${n(0.22 * h)}v8h-${n(0.22 * h)}Z` +
    `M${n(x - 0.055 * h)} ${n(baseY - 0.58 * h)}h${n(0.11 * h)}v6h-${n(0.11 * h)}Z`
  );
}

export function dome(x: number, baseY: number, scale: number): string {
  const s = scale;
  return (
    `M${n(x - 150 * s)} ${n(baseY)}V${n(baseY - 80 * s)}H${n(x + 150 * s)}V${n(baseY)}Z` +
    `M${n(x - 70 * s)} ${n(baseY - 80 * s)}V${n(baseY - 140 * s)}H${n(x + 70 * s)}V${n(baseY - 80 * s)}Z` +
    `M${n(x - 78 * s)} ${n(baseY - 140 * s)}Q${n(x - 74 * s)} ${n(baseY - 232 * s)} ${n(x)} ${n(baseY - 236 * s)}Q${n(x + 74 * s)} ${n(baseY - 232 * s)} ${n(x + 78 * s)} ${n(baseY - 140 * s)}Z` +
    `M${n(x - 9 * s)} ${n(baseY - 232 * s)}V${n(baseY - 262 * s)}H${n(x + 9 * s)}V${n(baseY - 232 * s)}Z` +
    `M${n(x - 3 * s)} ${n(baseY - 262 * s)}V${n(baseY - 282 * s)}H${n(x + 3 * s)}V${n(baseY - 262 * s)}Z`
  );
}

export function campanile(x: number, baseY: number, height: number): string {
  return (
    `M${n(x - 20)} ${n(baseY)}V${n(baseY - height)}H${n(x + 20)}V${n(baseY)}Z` +
    `M${n(x - 24)} ${n(baseY - height)}L${n(x)} ${n(baseY - height - 60)}L${n(x + 24)} ${n(baseY - height)}Z`
  );
}

export function pagoda(x: number, baseY: number, scale: number): string {
  let d = "";
  for (let tier = 0; tier < 5; tier += 1) {
    const half = (62 - tier * 9) * scale;
    const y = baseY - tier * 44 * scale;
    d += `M${n(x - half * 0.62)} ${n(y)}V${n(y - 26 * scale)}H${n(x + half * 0.62)}V${n(y)}Z`;
    d += `M${n(x - half - 16 * scale)} ${n(y - 22 * scale)}Q${n(x - half * 0.4)} ${n(y - 28 * scale)} ${n(x)} ${n(y - 44 * scale)}Q${n(x + half * 0.4)} ${n(y - 28 * scale)} ${n(x + half + 16 * scale)} ${n(y - 22 * scale)}L${n(x + half)} ${n(y - 18 * scale)}H${n(x - half)}Z`;
  }
  const top = baseY - 5 * 44 * scale;
  d += `M${n(x - 2 * scale)} ${n(top)}V${n(top - 60 * scale)}h${n(4 * scale)}V${n(top)}Z`;
  return d;
}

export function castle(x: number, baseY: number): string {
  return (
    `M${n(x - 280)} ${n(baseY)}Q${n(x - 210)} ${n(baseY - 110)} ${n(x - 130)} ${n(baseY - 130)}L${n(x + 150)} ${n(baseY - 140)}Q${n(x + 230)} ${n(baseY - 100)} ${n(x + 300)} ${n(baseY)}Z` +
    crenellated(x - 110, baseY - 220, 180, 95) +
    crenellated(x - 140, baseY - 255, 42, 130) +
    crenellated(x + 60, baseY - 245, 44, 120) +
    crenellated(x - 30, baseY - 290, 50, 80)
  );
}

/** An arch bridge spanning the water between two banks. */
export function bridge(x0: number, x1: number, baseY: number, rise: number): string {
  const deckY = baseY - rise - 16;
  let d = `M${n(x0 - 140)} ${n(deckY)}H${n(x1 + 140)}v12H${n(x0 - 140)}Z`;
  d += `M${n(x0)} ${n(baseY)}Q${n((x0 + x1) / 2)} ${n(baseY - 2 * rise)} ${n(x1)} ${n(baseY)}L${n(x1 - 16)} ${n(baseY)}Q${n((x0 + x1) / 2)} ${n(baseY - 2 * rise + 22)} ${n(x0 + 16)} ${n(baseY)}Z`;
  for (let x = x0 + 40; x < x1 - 30; x += 42) {
    const t = (x - x0) / (x1 - x0);
    const archY = baseY - 4 * rise * t * (1 - t);
    if (archY - deckY > 10) d += `M${n(x - 2)} ${n(deckY)}V${n(archY)}h4V${n(deckY)}Z`;
  }
  d += `M${n(x0 - 16)} ${n(baseY)}V${n(deckY)}h16V${n(baseY)}ZM${n(x1)} ${n(baseY)}V${n(deckY)}h16V${n(baseY)}Z`;
  return d;
}

export function minaret(x: number, baseY: number, height: number): string {
  const top = baseY - height;
  return (
    `M${n(x - 18)} ${n(baseY)}V${n(top)}H${n(x + 18)}V${n(baseY)}Z` +
    `M${n(x - 26)} ${n(top)}h52v-10h-52Z` +
    `M${n(x - 12)} ${n(top - 10)}v-38h24v38Z` +
    `M${n(x - 12)} ${n(top - 48)}Q${n(x)} ${n(top - 72)} ${n(x + 12)} ${n(top - 48)}Z` +
    `M${n(x - 1.5)} ${n(top - 64)}v-18h3v18Z`
  );
}

export function skyscrapers(random: Random, x: number, baseY: number): string {
  let d = "";
  const towers = [
    { dx: -150, width: 70, height: 330 },
    { dx: -60, width: 80, height: 430 },
    { dx: 40, width: 64, height: 370 },
    { dx: 120, width: 86, height: 300 },
  ];
  for (const tower of towers) {
    const x0 = x + tower.dx;
    const height = tower.height * random.range(0.9, 1.05);
    const inset = tower.width * 0.18;
    d += `M${n(x0)} ${n(baseY)}V${n(baseY - height * 0.82)}H${n(x0 + inset)}V${n(baseY - height)}H${n(x0 + tower.width - inset)}V${n(baseY - height * 0.82)}H${n(x0 + tower.width)}V${n(baseY)}Z`;
  }
  d += `M${n(x - 22)} ${n(baseY - 430)}L${n(x - 20)} ${n(baseY - 520)}L${n(x - 18)} ${n(baseY - 430)}Z`;
  return d;
}

export function chedi(x: number, baseY: number, scale: number): string {
  const s = scale;
  return (
    `M${n(x - 110 * s)} ${n(baseY)}v${n(-24 * s)}h${n(220 * s)}v${n(24 * s)}Z` +
    `M${n(x - 84 * s)} ${n(baseY - 24 * s)}v${n(-20 * s)}h${n(168 * s)}v${n(20 * s)}Z` +
    `M${n(x - 64 * s)} ${n(baseY - 44 * s)}Q${n(x - 66 * s)} ${n(baseY - 150 * s)} ${n(x)} ${n(baseY - 160 * s)}Q${n(x + 66 * s)} ${n(baseY - 150 * s)} ${n(x + 64 * s)} ${n(baseY - 44 * s)}Z` +
    `M${n(x - 14 * s)} ${n(baseY - 156 * s)}L${n(x)} ${n(baseY - 300 * s)}L${n(x + 14 * s)} ${n(baseY - 156 * s)}Z`
  );
}

export function meru(x: number, baseY: number, scale: number): string {
  const s = scale;
  let d = `M${n(x - 44 * s)} ${n(baseY)}v${n(-56 * s)}h${n(88 * s)}v${n(56 * s)}Z`;
  for (let tier = 0; tier < 5; tier += 1) {
    const half = (70 - tier * 11) * s;
    const y = baseY - (56 + tier * 26) * s;
    d += `M${n(x - half)} ${n(y)}H${n(x + half)}L${n(x + half - 14 * s)} ${n(y - 16 * s)}H${n(x - half + 14 * s)}Z`;
    d += `M${n(x - 5 * s)} ${n(y - 16 * s)}h${n(10 * s)}v${n(-10 * s)}h${n(-10 * s)}Z`;
  }
  d += `M${n(x - 2 * s)} ${n(baseY - 186 * s)}v${n(-30 * s)}h${n(4 * s)}v${n(30 * s)}Z`;
  return d;
}

/** A lakeside palace with small domed pavilions on its roof line. */
export function palace(x: number, baseY: number): string {
  let d = `M${n(x - 230)} ${n(baseY)}V${n(baseY - 110)}H${n(x + 230)}V${n(baseY)}Z`;
  d += `M${n(x - 150)} ${n(baseY - 110)}V${n(baseY - 160)}H${n(x + 150)}V${n(baseY - 110)}Z`;
  for (const dx of [-210, -130, 0, 130, 210]) {
    const top = dx === 0 ? baseY - 160 : Math.abs(dx) > 150 ? baseY - 110 : baseY - 160;
    d += `M${n(x + dx - 18)} ${n(top)}v-22h36v22Z`;
    d += `M${n(x + dx - 20)} ${n(top - 22)}Q${n(x + dx)} ${n(top - 56)} ${n(x + dx + 20)} ${n(top - 22)}Z`;
  }
  return d;
}

export function palaceArches(x: number, baseY: number): string {
  let d = "";
  for (let dx = -200; dx <= 180; dx += 40) {
    d += `M${n(x + dx)} ${n(baseY - 20)}v-36a10 10 0 0 1 20 0v36Z`;
  }
  for (let dx = -130; dx <= 110; dx += 40) {
    d += `M${n(x + dx)} ${n(baseY - 122)}v-24a8 8 0 0 1 16 0v24Z`;
  }
  return d;
}

export function gondola(x: number, y: number): string {
  return (
    `M${n(x - 130)} ${n(y - 18)}Q${n(x - 60)} ${n(y + 14)} ${n(x + 110)} ${n(y - 2)}Q${n(x + 128)} ${n(y - 6)} ${n(x + 134)} ${n(y - 30)}L${n(x + 140)} ${n(y - 30)}Q${n(x + 136)} ${n(y + 2)} ${n(x + 112)} ${n(y + 8)}Q${n(x - 70)} ${n(y + 26)} ${n(x - 130)} ${n(y - 18)}Z` +
    `M${n(x + 60)} ${n(y - 6)}l4 -54h10l4 54Z` +
    `M${n(x + 70)} ${n(y - 68)}m-8 0a8 8 0 1 0 16 0a8 8 0 1 0 -16 0Z` +
    `M${n(x + 20)} ${n(y + 12)}L${n(x + 98)} ${n(y - 86)}l4 3L${n(x + 24)} ${n(y + 14)}Z`
  );
}

/** Houses stacked up a cliff above the sea, the way coastal villages climb. */
export function paintCliffVillage(scene: Scene, side: "left" | "right", options: { rock: string; whiteVillage: boolean }): void {
  const { random } = scene;
  const toX = (x: number) => (side === "left" ? x : 1200 - x);
  const topY = (x: number) => 250 + Math.pow(x / 720, 1.7) * 420;
  let cliff = `M${n(toX(-20))} 800L${n(toX(-20))} ${n(topY(0))}`;
  for (let x = 40; x <= 720; x += 40) cliff += `L${n(toX(x))} ${n(topY(x) + random.range(-10, 10))}`;
  cliff += `L${n(toX(760))} 800Z`;
  scene.out.push(`<path d="${cliff}" fill="${shade(scene, options.rock, 0.85)}"/>`);

  let greenery = "";
  const walls = new Map<string, string>();
  let windows = "";
  let domes = "";
  for (let row = 0; row < (scene.isLite ? 4 : 6); row += 1) {
    for (let x = 20 + (row % 2) * 18; x < 620; x += random.range(34, 52)) {
      const y = topY(x) + 22 + row * 34 + random.range(-6, 6);
      if (y > 760 || random.chance(0.22)) continue;
      if (random.chance(0.16)) {
        greenery += `M${n(toX(x))} ${n(y)}m-14 0a14 11 0 1 0 28 0a14 11 0 1 0 -28 0`;
        continue;
      }
      const width = random.range(28, 44);
      const height = random.range(22, 32);
      const color = options.whiteVillage ? random.pick(["#fbfaf5", "#f3f1ea", "#fffdf8"]) : random.pick(scene.palette.walls);
      const left = side === "left" ? x : 1200 - x - width;
      walls.set(color, (walls.get(color) ?? "") + `M${n(left)} ${n(y)}h${n(width)}v${n(height)}h-${n(width)}Z`);
      windows += `M${n(left + width * 0.3)} ${n(y + height * 0.35)}h5v8h-5Z`;
      if (options.whiteVillage && random.chance(0.12)) {
        domes += `M${n(left + 4)} ${n(y)}a${n(width / 2 - 4)} ${n(width / 2 - 4)} 0 0 1 ${n(width - 8)} 0Z`;
      }
    }
  }
  for (const [color, d] of walls) scene.out.push(`<path d="${d}" fill="${shade(scene, color, 0.97)}"/>`);
  if (domes) scene.out.push(`<path d="${domes}" fill="${shade(scene, "#2f66b8", 0.95)}"/>`);
  const lights = windowColor(scene);
  scene.out.push(`<path d="${windows}" fill="${lights.color}" opacity="${lights.opacity}"/>`);
  if (greenery) scene.out.push(`<path d="${greenery}" fill="${shade(scene, "#3f6f3a", 0.9)}"/>`);
}

/** Thatched villas on stilts along a jetty that curves out into the lagoon. */
export function paintBungalows(scene: Scene, side: "left" | "right"): void {
  const { random } = scene;
  const start = { x: side === "left" ? 60 : 1140, y: 760 };
  const end = { x: side === "left" ? 760 : 440, y: scene.horizon + 30 };
  const control = { x: side === "left" ? 520 : 680, y: 720 };
  const at = (t: number) => ({
    x: (1 - t) * (1 - t) * start.x + 2 * t * (1 - t) * control.x + t * t * end.x,
    y: (1 - t) * (1 - t) * start.y + 2 * t * (1 - t) * control.y + t * t * end.y,
  });
  const wood = shade(scene, "#8a6446", 0.9);
  const thatch = shade(scene, "#c9a46a", 0.9);
  let jetty = "";
  for (let step = 0; step < 12; step += 1) {
    const a = at(step / 12);
    const b = at((step + 1) / 12);
    const width = 3 + (1 - step / 12) * 10;
    jetty += `<path d="M${n(a.x)} ${n(a.y)}L${n(b.x)} ${n(b.y)}" stroke-width="${width.toFixed(1)}"/>`;
  }
  scene.out.push(`<g stroke="${wood}" stroke-linecap="round">${jetty}</g>`);
  let bodies = "";
  let roofs = "";
  let lights = "";
  const lit = windowColor(scene);
  for (const t of [0.92, 0.78, 0.62, 0.44, 0.24]) {
    const point = at(t);
    const scale = 0.3 + (1 - t) * 1.1 + random.range(-0.03, 0.03);
    const offset = (side === "left" ? -1 : 1) * 34 * scale;
    const x = point.x + offset;
    const y = point.y - 4 * scale;
    bodies += `M${n(x - 34 * scale)} ${n(y)}h${n(68 * scale)}v${n(-30 * scale)}h${n(-68 * scale)}Z`;
    bodies += `M${n(x - 30 * scale)} ${n(y)}v${n(22 * scale)}h3v${n(-22 * scale)}ZM${n(x + 27 * scale)} ${n(y)}v${n(22 * scale)}h3v${n(-22 * scale)}Z`;
    roofs += `M${n(x - 48 * scale)} ${n(y - 26 * scale)}L${n(x)} ${n(y - 62 * scale)}L${n(x + 48 * scale)} ${n(y - 26 * scale)}Z`;
    lights += `M${n(x - 10 * scale)} ${n(y - 22 * scale)}h${n(20 * scale)}v${n(14 * scale)}h${n(-20 * scale)}Z`;
  }
  scene.out.push(`<path d="${bodies}" fill="${wood}"/><path d="${roofs}" fill="${thatch}"/>`);
  scene.out.push(`<path d="${lights}" fill="${lit.color}" opacity="${lit.opacity}"/>`);
}

/** Paper lanterns strung across the top of the picture. */
export function paintLanterns(scene: Scene): void {
  const colors = ["#e2483d", "#f29e38", "#f6c445", "#d8365f"];
  let string = "M-10 70Q600 150 1210 60";
  let bodies = "";
  const byColor = new Map<string, string>();
  for (let index = 0; index < 9; index += 1) {
    const x = 70 + index * 132;
    const t = (x + 10) / 1220;
    const y = (1 - t) * (1 - t) * 70 + 2 * t * (1 - t) * 150 + t * t * 60;
    const color = colors[index % colors.length] ?? "#e2483d";
    byColor.set(color, (byColor.get(color) ?? "") + `M${n(x)} ${n(y + 14)}m-17 22a17 22 0 1 0 34 0a17 22 0 1 0 -34 0`);
    bodies += `M${n(x - 7)} ${n(y + 10)}h14v6h-14ZM${n(x - 7)} ${n(y + 56)}h14v5h-14Z`;
    string += `M${n(x)} ${n(y)}v12`;
  }
  scene.out.push(`<path d="${string}" stroke="#3a2a2a" stroke-width="2" fill="none"/>`);
  for (const [color, d] of byColor) scene.out.push(`<path d="${d}" fill="${mix(color, "#fff2c4", 0.15)}" opacity=".95"/>`);
  scene.out.push(`<path d="${bodies}" fill="#3a2a2a"/>`);
}
