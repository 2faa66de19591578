import { darken, lighten, mix } from "./scene-color";
import { BOARD_HEIGHT, n, radialGradient, shade, verticalGradient, type Scene } from "./scene-kit";
import type { Random } from "./scene-random";

/** Sky, light, land and plants: the layers every landscape is built from. */

export function paintSky(scene: Scene): void {
  const [top, middle, low] = scene.time.sky;
  const horizon = scene.horizon / BOARD_HEIGHT;
  const fill = verticalGradient(scene, "s", [
    [0, top],
    [horizon * 0.62, middle],
    [horizon, low],
    [1, low],
  ]);
  scene.out.push(`<rect width="1200" height="800" fill="${fill}"/>`);
}

export function paintSun(scene: Scene): void {
  const { sunX, sunY, time } = scene;
  const glow = radialGradient(scene, "g", [
    [0, time.sun, time.isNight ? 0.4 : 0.8],
    [0.28, time.sun, time.isNight ? 0.12 : 0.32],
    [1, time.sun, 0],
  ]);
  const x = n(sunX);
  const y = n(sunY);
  scene.out.push(`<circle cx="${x}" cy="${y}" r="${time.isNight ? 170 : 300}" fill="${glow}"/>`);
  scene.out.push(`<circle cx="${x}" cy="${y}" r="${time.sunRadius}" fill="${time.sun}"/>`);
  if (time.isNight) {
    // A few soft maria make a disc read as the moon rather than a streetlight.
    scene.out.push(
      `<g fill="#c9c3b0" opacity=".35"><circle cx="${n(sunX - 9)}" cy="${n(sunY - 6)}" r="8"/><circle cx="${n(sunX + 10)}" cy="${n(sunY + 8)}" r="6"/><circle cx="${n(sunX + 4)}" cy="${n(sunY - 14)}" r="3"/></g>`,
    );
  }
}

export function paintStars(scene: Scene): void {
  if (!scene.time.isNight || scene.isLite) return;
  const { random } = scene;
  const count = scene.time.name === "night" ? 44 : 20;
  let big = "";
  let small = "";
  for (let index = 0; index < count; index += 1) {
    const dot = `M${n(random.range(10, 1190))} ${n(random.range(10, scene.horizon * 0.62))}h0`;
    if (random.chance(0.25)) big += dot;
    else small += dot;
  }
  scene.out.push(
    `<path d="${big}" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".85"/><path d="${small}" stroke="#fff" stroke-width="1.6" stroke-linecap="round" opacity=".6"/>`,
  );
}

export function paintClouds(scene: Scene, count: number): void {
  const { random, time } = scene;
  if (time.name === "night" || scene.isLite) return;
  const opacity = { dawn: 0.55, day: 0.85, golden: 0.6, sunset: 0.5, dusk: 0.35, night: 0.2 }[time.name];
  let ellipses = "";
  for (let index = 0; index < count; index += 1) {
    const width = random.range(140, 280);
    const x = random.range(60, 1140);
    const y = random.range(70, scene.horizon * 0.42);
    ellipses +=
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(width / 2)}" ry="${n(width * 0.08)}"/>` +
      `<ellipse cx="${n(x - width * 0.17)}" cy="${n(y - width * 0.05)}" rx="${n(width * 0.2)}" ry="${n(width * 0.1)}"/>` +
      `<ellipse cx="${n(x + width * 0.09)}" cy="${n(y - width * 0.09)}" rx="${n(width * 0.23)}" ry="${n(width * 0.13)}"/>`;
  }
  scene.out.push(`<g fill="${time.cloud}" opacity="${opacity}">${ellipses}</g>`);
}

export type Ridge = { d: string; yAt(x: number): number };

/**
 * Rolling hills: evenly spaced points joined by quadratic curves through their midpoints.
 * Because the x spacing is even, x is linear in the curve parameter, so `yAt` is exact.
 */
export function hillRidge(random: Random, baseY: number, amplitude: number, segments: number): Ridge {
  const step = 1320 / segments;
  const points = Array.from({ length: segments + 1 }, (_, index) => ({
    x: -60 + step * index,
    y: baseY - amplitude * random.range(0.2, 1),
  }));
  const mid = (index: number) => {
    const a = points[index]!;
    const b = points[index + 1]!;
    return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  };
  const first = points[0]!;
  let d = `M${n(first.x)} ${n(first.y)}`;
  for (let index = 1; index < points.length - 1; index += 1) {
    const control = points[index]!;
    const end = mid(index);
    d += `Q${n(control.x)} ${n(control.y)} ${n(end.x)} ${n(end.y)}`;
  }
  const last = points[points.length - 1]!;
  d += `L${n(last.x)} ${n(last.y)}L1260 800L-60 800Z`;
  return {
    d,
    yAt(x) {
      const index = Math.max(1, Math.min(points.length - 2, Math.round((x + 60) / step)));
      const start = index === 1 ? first : mid(index - 1);
      const control = points[index]!;
      const end = index === points.length - 2 ? mid(index) : mid(index);
      const t = Math.max(0, Math.min(1, (x - start.x) / (end.x - start.x)));
      return (1 - t) * (1 - t) * start.y + 2 * t * (1 - t) * control.y + t * t * end.y;
    },
  };
}

type Peak = { x: number; y: number; left: { x: number; y: number }; right: { x: number; y: number } };

/** Jagged mountains; the peaks are returned so snow can be laid on the tall ones. */
export function mountainRange(
  random: Random,
  baseY: number,
  height: number,
  count: number,
  hero?: { x: number; height: number },
): { d: string; peaks: Peak[] } {
  const step = 1300 / count;
  const points: { x: number; y: number }[] = [{ x: -50, y: baseY - height * 0.25 }];
  const peakIndexes: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const x = -50 + step * (index + 0.5) + random.range(-step * 0.2, step * 0.2);
    const isHero = hero !== undefined && Math.abs(x - hero.x) < step / 2;
    const peakY = isHero ? baseY - hero.height : baseY - height * random.range(0.5, 1);
    const previous = points[points.length - 1]!;
    points.push({ x: (previous.x + x) / 2 + random.range(-10, 10), y: (previous.y + peakY) / 2 + random.range(-14, 14) });
    peakIndexes.push(points.length);
    points.push({ x: isHero ? hero.x : x, y: peakY });
    const valleyX = x + step / 2;
    const valleyY = baseY - height * random.range(0.08, 0.32);
    points.push({ x: (x + valleyX) / 2 + random.range(-10, 10), y: (peakY + valleyY) / 2 + random.range(-14, 14) });
    points.push({ x: valleyX, y: valleyY });
  }
  const d = `M${points.map((point) => `${n(point.x)} ${n(point.y)}`).join("L")}L1260 800L-50 800Z`;
  const peaks = peakIndexes.map((index) => ({
    ...points[index]!,
    left: points[index - 1]!,
    right: points[index + 1]!,
  }));
  return { d, peaks };
}

/** Snow on peaks that stand well above their shoulders, with a ragged lower edge. */
export function snowCaps(peaks: Peak[], minimumRise: number): string {
  let d = "";
  for (const peak of peaks) {
    const rise = Math.min(peak.left.y, peak.right.y) - peak.y;
    if (rise < minimumRise) continue;
    const along = (to: { x: number; y: number }, fraction: number) => ({
      x: peak.x + (to.x - peak.x) * fraction,
      y: peak.y + (to.y - peak.y) * fraction,
    });
    const a = along(peak.left, 0.55);
    const b = along(peak.right, 0.5);
    const z1 = { x: a.x + (b.x - a.x) * 0.3, y: (a.y + b.y) / 2 - 16 };
    const z2 = { x: a.x + (b.x - a.x) * 0.55, y: (a.y + b.y) / 2 + 10 };
    const z3 = { x: a.x + (b.x - a.x) * 0.8, y: (a.y + b.y) / 2 - 8 };
    d += `M${n(peak.x)} ${n(peak.y)}L${n(a.x)} ${n(a.y)}L${n(z1.x)} ${n(z1.y)}L${n(z2.x)} ${n(z2.y)}L${n(z3.x)} ${n(z3.y)}L${n(b.x)} ${n(b.y)}Z`;
  }
  return d;
}

/** A layer of land filled with the light of the scene at the given depth. */
export function paintLand(scene: Scene, d: string, base: string, depth: number): void {
  scene.out.push(`<path d="${d}" fill="${shade(scene, base, depth)}"/>`);
}

export function paintWater(scene: Scene, base: string, top = scene.horizon): void {
  const { time } = scene;
  const near = mix(lighten(base, 0.35), time.water[0], Math.min(1, time.darkness * 1.3));
  const deep = mix(darken(base, 0.15), time.water[1], Math.min(1, time.darkness * 1.2));
  const fill = verticalGradient(scene, "w", [
    [0, near],
    [1, deep],
  ]);
  scene.out.push(`<rect y="${n(top)}" width="1200" height="${n(BOARD_HEIGHT - top)}" fill="${fill}"/>`);
  paintGlints(scene, top);
}

/** The sun's (or moon's) path on the water and a few sparkles further out. */
function paintGlints(scene: Scene, top: number): void {
  const { random, time } = scene;
  if (scene.sunY < top) {
    let d = "";
    for (let index = 0; index < 9; index += 1) {
      const y = top + 6 + index * (12 + index * 3.2);
      const width = (26 + index * 24) * random.range(0.55, 1.05) * (time.isNight ? 0.6 : 1);
      d += `M${n(scene.sunX - width / 2 + random.range(-10, 10))} ${n(y)}h${n(width)}v3h-${n(width)}Z`;
    }
    const fill = verticalGradient(scene, "r", [
      [0, time.sun, 0.9],
      [1, time.sun, 0.1],
    ]);
    scene.out.push(`<path d="${d}" fill="${fill}"/>`);
  }
  if (scene.isLite) return;
  let sparkles = "";
  for (let index = 0; index < 12; index += 1) {
    const y = random.range(top + 20, BOARD_HEIGHT - 20);
    sparkles += `M${n(random.range(0, 1160))} ${n(y)}h${n(12 + (y - top) * 0.12)}`;
  }
  scene.out.push(`<path d="${sparkles}" stroke="#fff" stroke-width="2" stroke-linecap="round" opacity=".22"/>`);
}

export function paintBeach(scene: Scene, y: number, fromLeft: boolean): void {
  // Sand keeps more of its own colour than rock does: it reflects the sky even at sunset.
  const sand = mix(mix("#f1dcaa", scene.time.sky[2], 0.3), scene.time.land, scene.time.darkness * 0.45);
  const curve = fromLeft
    ? `M-10 ${n(y - 30)}Q340 ${n(y - 10)} 640 ${n(y + 40)}T1210 ${n(y + 120)}`
    : `M-10 ${n(y + 120)}Q560 ${n(y + 60)} 860 ${n(y + 10)}T1210 ${n(y - 30)}`;
  scene.out.push(`<path d="${curve}L1210 800L-10 800Z" fill="${sand}"/>`);
  scene.out.push(`<path d="${curve}" fill="none" stroke="#fff" stroke-width="6" opacity=".55"/>`);
}

/** A palm tree: tapering curved trunk and drooping fronds. */
export function palm(random: Random, x: number, baseY: number, height: number, lean: number): string {
  const topX = x + lean;
  const topY = baseY - height;
  const bend = x + lean * 0.15;
  let d = `M${n(x - 9)} ${n(baseY)}Q${n(bend - 4)} ${n(baseY - height * 0.55)} ${n(topX - 3)} ${n(topY)}L${n(topX + 4)} ${n(topY + 2)}Q${n(bend + 6)} ${n(baseY - height * 0.55)} ${n(x + 9)} ${n(baseY)}Z`;
  for (const angle of [-168, -142, -115, -80, -50, -20, 8]) {
    const radians = ((angle + random.range(-8, 8)) * Math.PI) / 180;
    const length = height * 0.44 * random.range(0.8, 1.1);
    const dx = Math.cos(radians) * length;
    const dy = Math.sin(radians) * length * 0.6 + length * 0.3;
    const endX = topX + dx;
    const endY = topY + dy;
    const middleX = topX + dx * 0.5;
    const middleY = topY + dy * 0.5 - length * 0.24;
    d += `M${n(topX)} ${n(topY)}Q${n(middleX)} ${n(middleY - length * 0.08)} ${n(endX)} ${n(endY)}Q${n(middleX)} ${n(middleY + length * 0.14)} ${n(topX)} ${n(topY)}Z`;
  }
  return d;
}

export function cypress(x: number, baseY: number, height: number, width: number): string {
  return `M${n(x)} ${n(baseY - height)}Q${n(x + width)} ${n(baseY - height * 0.55)} ${n(x + width * 0.55)} ${n(baseY)}L${n(x - width * 0.55)} ${n(baseY)}Q${n(x - width)} ${n(baseY - height * 0.55)} ${n(x)} ${n(baseY - height)}Z`;
}

export function pine(x: number, baseY: number, height: number): string {
  const width = height * 0.42;
  let d = `M${n(x - 3)} ${n(baseY)}h6v-${n(height * 0.2)}h-6Z`;
  for (let tier = 0; tier < 3; tier += 1) {
    const bottom = baseY - height * (0.12 + tier * 0.24);
    const top = bottom - height * 0.42;
    const half = width * (1 - tier * 0.25) * 0.5;
    d += `M${n(x)} ${n(top)}L${n(x + half)} ${n(bottom)}L${n(x - half)} ${n(bottom)}Z`;
  }
  return d;
}

export function acacia(x: number, baseY: number, height: number): string {
  const crown = baseY - height;
  return (
    `M${n(x - 5)} ${n(baseY)}L${n(x - 3)} ${n(baseY - height * 0.5)}L${n(x - height * 0.3)} ${n(crown + 10)}L${n(x - height * 0.26)} ${n(crown + 6)}L${n(x)} ${n(baseY - height * 0.62)}L${n(x + height * 0.28)} ${n(crown + 4)}L${n(x + height * 0.32)} ${n(crown + 8)}L${n(x + 6)} ${n(baseY - height * 0.48)}L${n(x + 6)} ${n(baseY)}Z` +
    `M${n(x - height * 0.75)} ${n(crown + 6)}Q${n(x - height * 0.4)} ${n(crown - height * 0.2)} ${n(x)} ${n(crown - height * 0.16)}Q${n(x + height * 0.45)} ${n(crown - height * 0.22)} ${n(x + height * 0.8)} ${n(crown + 4)}Q${n(x)} ${n(crown + height * 0.1)} ${n(x - height * 0.75)} ${n(crown + 6)}Z`
  );
}

export function birds(random: Random, count: number, area: { x: number; y: number; width: number; height: number }): string {
  let d = "";
  for (let index = 0; index < count; index += 1) {
    const x = area.x + random.range(0, area.width);
    const y = area.y + random.range(0, area.height);
    const size = random.range(7, 13);
    d += `M${n(x - size)} ${n(y - size * 0.3)}Q${n(x - size / 2)} ${n(y - size * 0.7)} ${n(x)} ${n(y)}Q${n(x + size / 2)} ${n(y - size * 0.7)} ${n(x + size)} ${n(y - size * 0.3)}`;
  }
  return d;
}

/** Curtains of northern lights: bright at their lower edge, fading upward. */
export function paintAurora(scene: Scene): void {
  const { random } = scene;
  const bands: [string, number, number][] = [
    ["#5ff2b0", 170, 0.7],
    ["#7fd6ff", 250, 0.35],
    ["#c98bff", 120, 0.3],
  ];
  for (const [color, baseY, strength] of bands) {
    const fill = verticalGradient(scene, "a", [
      [0, color, 0],
      [0.75, color, strength],
      [1, color, strength * 0.2],
    ]);
    const phase = random.range(0, Math.PI * 2);
    const thickness = random.range(120, 190);
    const points = Array.from({ length: 11 }, (_, index) => {
      const x = -60 + index * 132;
      return { x, y: baseY + Math.sin(index * 0.9 + phase) * 50 + random.range(-15, 15) };
    });
    const top = points.map((point) => `${n(point.x)} ${n(point.y - thickness)}`).join("L");
    const bottom = [...points].reverse().map((point) => `${n(point.x)} ${n(point.y)}`).join("L");
    scene.out.push(`<path d="M${top}L${bottom}Z" fill="${fill}"/>`);
  }
}

/** Parallel rows that follow a hill's contour: vines, lavender or rice terraces. */
export function paintRows(scene: Scene, ridge: Ridge, color: string, rows: number, width: number): void {
  const clip = scene.uid("c");
  scene.defs.push(`<clipPath id="${clip}"><path d="${ridge.d}"/></clipPath>`);
  let d = "";
  for (let row = 1; row <= rows; row += 1) {
    const offset = row * 13 + row * row * 2.4;
    const points = Array.from({ length: 13 }, (_, index) => {
      const x = -60 + index * 110;
      return { x, y: ridge.yAt(x) + offset };
    });
    d += `M${points.map((point) => `${n(point.x)} ${n(point.y)}`).join("L")}`;
  }
  scene.out.push(
    `<path d="${d}" clip-path="url(#${clip})" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`,
  );
}
