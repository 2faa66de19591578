import { THEME_TIMES, type TimeOfDayName } from "./scene-kit";
import { placeScene, type PlaceScene, type SceneTheme } from "./scene-places";
import { hashString } from "./scene-random";
import type { ScenePlace, SceneSubject } from "./scene-subject";

export type Season = "spring" | "summer" | "autumn" | "winter";

/**
 * How one listing's picture differs from its neighbours' when they share a place: the season,
 * a mirrored and zoomed framing, and whether the place's landmark is in view.
 */
export type SceneLook = {
  season: Season;
  isMirrored: boolean;
  /** 1 draws the whole board; more crops in toward `focusX`. */
  zoom: number;
  focusX: number;
};

export type SceneSetting = PlaceScene & SceneLook & { time: TimeOfDayName; seed: number };

/** Seasons a landscape shows: the tropics have no snow and no autumn leaves. */
const THEME_SEASONS: Record<SceneTheme, Season[]> = {
  coast: ["spring", "summer", "autumn", "summer"],
  cycladic: ["summer", "spring", "summer", "autumn"],
  beach: ["summer", "spring"],
  overwater: ["summer", "spring"],
  alpine: ["winter", "summer", "autumn", "spring"],
  vineyard: ["autumn", "summer", "spring", "winter"],
  dunes: ["summer"],
  savanna: ["summer", "spring"],
  city: ["autumn", "winter", "spring", "summer"],
  temple: ["spring", "autumn", "summer", "winter"],
  aurora: ["winter"],
  lake: ["autumn", "spring", "summer", "winter"],
  rainforest: ["summer", "spring"],
};

/**
 * The landscape, light, season, framing and hash seed of one picture. Shared by the renderer
 * and the alt-text writer so a picture's description always matches what is drawn.
 */
export function sceneSetting(subject: SceneSubject, place: ScenePlace, prefix: string, view: number): SceneSetting {
  const seed = hashString(`${subject.key}:${prefix}`);
  if (subject.kind === "hero") {
    return { theme: "beach", landmark: null, style: "caribbean", time: "sunset", seed, season: "summer", isMirrored: false, zoom: 1, focusX: 600 };
  }
  const setting = placeScene(place, seed);
  const times = THEME_TIMES[setting.theme];
  // A second hash for the look, so it varies independently of the time of day and the layout.
  const look = hashString(`${subject.key}:${prefix}:${view}:look`);
  let time: TimeOfDayName = times[((look >>> 20) + view - 1) % times.length] ?? "golden";
  // The balcony view is an evening picture: two glasses and a candle need the dark.
  if (subject.kind === "hotel" && view === 3) time = (["sunset", "dusk", "night"] as const)[seed % 3] ?? "dusk";
  const seasons = THEME_SEASONS[setting.theme];
  // One hotel in three of a landmark's city is drawn from a street without it in view.
  const landmark = setting.landmark && subject.kind === "hotel" && look % 3 === 0 ? null : setting.landmark;
  return {
    ...setting,
    landmark,
    time,
    seed,
    season: seasons[(look >>> 4) % seasons.length] ?? "summer",
    isMirrored: ((look >>> 9) & 1) === 1,
    zoom: 1 + ((look >>> 11) % 5) * 0.05,
    focusX: 360 + ((look >>> 14) % 7) * 80,
  };
}
