import { n, verticalGradient, type Scene } from "./scene-kit";
import type { Season } from "./scene-setting";

/** How each season colours the land and what drifts through the air. */
const SEASON_LOOK: Record<Exclude<Season, "summer">, { land: string; opacity: number; particles: string[]; count: number; size: [number, number] }> = {
  spring: { land: "#9fd67a", opacity: 0.16, particles: ["#f7b6cc", "#fbd3e2"], count: 22, size: [5, 9] },
  autumn: { land: "#d9822b", opacity: 0.3, particles: ["#d9622b", "#e8a23a", "#b8442a"], count: 18, size: [6, 11] },
  winter: { land: "#eef4fa", opacity: 0.42, particles: ["#ffffff"], count: 46, size: [2, 6] },
};

/**
 * The season over a landscape: the land takes its colour (fresh green, amber, snow) and blossom,
 * leaves or snow drift across the picture. Summer is the landscape as drawn.
 */
export function paintSeason(scene: Scene, season: Season): void {
  if (season === "summer") return;
  const look = SEASON_LOOK[season];
  const { random, horizon } = scene;
  const fill = verticalGradient(scene, "s", [
    [0, look.land, 0],
    [0.12, look.land, look.opacity],
    [1, look.land, look.opacity * 1.2],
  ]);
  scene.out.push(`<rect y="${n(horizon - 60)}" width="1200" height="${n(860 - horizon)}" fill="${fill}"/>`);
  if (scene.isLite) return;
  const byColor = new Map<string, string>();
  for (let index = 0; index < look.count; index += 1) {
    const color = random.pick(look.particles);
    const x = random.range(0, 1200);
    const y = random.range(40, 780);
    const r = random.range(look.size[0], look.size[1]);
    // Petals and leaves are ovals at an angle; snowflakes round.
    const ry = season === "winter" ? r : r * 0.55;
    const dy = season === "winter" ? 0 : r * 0.4;
    byColor.set(color, `${byColor.get(color) ?? ""}M${n(x - r)} ${n(y)}a${n(r)} ${n(ry)} 0 1 0 ${n(2 * r)} ${n(dy)}a${n(r)} ${n(ry)} 0 1 0 ${n(-2 * r)} ${n(-dy)}Z`);
  }
  for (const [color, d] of byColor) scene.out.push(`<path d="${d}" fill="${color}" opacity="${season === "winter" ? ".85" : ".9"}"/>`);
}
