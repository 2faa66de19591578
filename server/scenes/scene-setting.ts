import { THEME_TIMES, type TimeOfDayName } from "./scene-kit";
import { placeScene, type PlaceScene } from "./scene-places";
import { hashString } from "./scene-random";
import type { ScenePlace, SceneSubject } from "./scene-subject";

export type SceneSetting = PlaceScene & { time: TimeOfDayName; seed: number };

/**
 * The landscape, light and hash seed of one picture. Shared by the renderer and the alt-text
 * writer so a picture's description always matches what is drawn.
 */
export function sceneSetting(subject: SceneSubject, place: ScenePlace, prefix: string, view: number): SceneSetting {
  const seed = hashString(`${subject.key}:${prefix}`);
  if (subject.kind === "hero") return { theme: "beach", landmark: null, style: "caribbean", time: "sunset", seed };
  const setting = placeScene(place, seed);
  const times = THEME_TIMES[setting.theme];
  let time: TimeOfDayName = times[(seed + view - 1) % times.length] ?? "golden";
  // The balcony view is an evening picture: two glasses and a candle need the dark.
  if (subject.kind === "hotel" && view === 3) time = (["sunset", "dusk", "night"] as const)[seed % 3] ?? "dusk";
  return { ...setting, time, seed };
}
