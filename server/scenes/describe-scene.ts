import type { TimeOfDayName } from "./scene-kit";
import { buildingStyle } from "./scene-motifs";
import type { Landmark, SceneTheme } from "./scene-places";
import { sceneSetting, type Season } from "./scene-setting";
import type { SceneSubject } from "./scene-subject";

export type DescribeSceneOptions = { subject: SceneSubject };

const THEME_PHRASE: Record<SceneTheme, string> = {
  coast: "pastel houses stacked on a cliff above the sea",
  cycladic: "whitewashed houses with blue domes above the caldera",
  beach: "palm trees on a sandy beach by a turquoise sea",
  overwater: "thatched overwater villas along a jetty on the lagoon",
  alpine: "snow-capped peaks above a pine forest",
  vineyard: "vineyard rows and cypress trees on rolling hills",
  dunes: "sand dunes rolling to the horizon",
  savanna: "acacia trees on the golden savanna",
  city: "the city skyline",
  temple: "misty hills",
  aurora: "northern lights over snowy mountains and a fjord",
  lake: "a lake framed by mountains",
  rainforest: "misty rainforest hills",
};

const LANDMARK_PHRASE: Partial<Record<Landmark, string>> = {
  "lattice-tower": "an iron lattice tower",
  dome: "a great church dome",
  campanile: "a bell tower",
  pagoda: "a pagoda",
  castle: "a castle",
  bridge: "an arched bridge over the river",
  minaret: "a minaret",
  skyscrapers: "skyscrapers",
  "table-mountain": "a flat-topped mountain",
  pitons: "twin green peaks",
  karst: "limestone islands rising from the sea",
  chedi: "a golden stupa",
  meru: "a tiered temple among rice terraces",
  lanterns: "paper lanterns over the riverside old town",
  palace: "a white palace on the water",
  villa: "a villa on the shore",
  volcano: "a volcano",
  fuji: "a snow-capped volcano and a red torii gate by the lake",
  gondola: "a gondola on the canal",
  lavender: "lavender fields",
  peak: "a towering peak",
};

const TIME_PHRASE: Record<TimeOfDayName, string> = {
  dawn: "at dawn",
  day: "on a sunny day",
  golden: "in golden evening light",
  sunset: "at sunset",
  dusk: "at dusk",
  night: "under a starry night sky",
};

const SEASON_PHRASE: Record<Season, string> = {
  spring: " in spring blossom",
  summer: "",
  autumn: " in autumn",
  winter: " in winter snow",
};

const BUILDING_PHRASE: Record<ReturnType<typeof buildingStyle>, string> = {
  resort: "A low white resort with wide windows and a pool",
  boutique: "A small pastel hotel with shuttered windows and balconies",
  city: "An elegant city hotel with rows of windows and a mansard roof",
  villa: "A terracotta-roofed villa with arched windows, cypresses and a pool",
  lodge: "A timber lodge with a tall glass gable among pines",
  ryokan: "A wooden ryokan with paper screens and lanterns",
  camp: "Canvas tents on a wooden deck",
  overwater: "A thatched villa on stilts over the lagoon",
  riad: "A rose-pink riad with an arched doorway and a palm",
};

/** The alt text of a generated picture: what it shows, in the words a screen reader should say. */
export function describeScene({ subject }: DescribeSceneOptions): string {
  switch (subject.kind) {
    case "advisor":
      return subject.monogram
        ? `Portrait card with the initials ${subject.monogram} of ${subject.title} on a warm background`
        : `Portrait card of ${subject.title} on a warm background`;
    case "brand":
      return `Gold monogram of ${subject.title} on a jewel-toned crest`;
    case "collection": {
      const places = subject.tiles.map((tile) => tile.city).filter(Boolean);
      return places.length > 0 ? `A mosaic of romantic scenes from ${places.join(", ")}` : "A mosaic of romantic scenes";
    }
    case "article":
      return `Editorial illustration for ${subject.title}: ${landscape(subject, 1)} framed in an arch`;
    default:
      break;
  }
  const view = subject.view;
  const scene = landscape(subject, view);
  switch (subject.kind) {
    case "hotel":
      if (view === 1) return `${BUILDING_PHRASE[buildingStyle(subject.category)]}, set against ${scene}`;
      if (view === 2) return buildingStyle(subject.category) === "ryokan" ? `A steaming onsen bath with a view of ${scene}` : `An infinity pool with sun loungers looking out over ${scene}`;
      if (view === 3) return `Two glasses of red wine and a candle on a balcony overlooking ${scene}`;
      return capitalise(scene);
    case "offer":
      return `A price tag reading ${(subject.badge ?? "special offer").toUpperCase()} above a hotel, set against ${scene}`;
    case "itinerary":
      return `A dotted travel route with map pins across ${scene}${subject.badge ? `, labelled ${subject.badge}` : ""}`;
    case "hero":
      return "A tropical beach at sunset with palm trees and a sailboat";
    default:
      return capitalise(scene);
  }
}

function landscape(subject: SceneSubject, view: number): string {
  const setting = sceneSetting(subject.kind === "article" ? { ...subject, kind: "destination" } : subject, subject, subject.kind === "article" ? "a" : "", view);
  const landmark = setting.landmark ? LANDMARK_PHRASE[setting.landmark] : undefined;
  const base = THEME_PHRASE[setting.theme];
  const place = subject.city ?? subject.country;
  const withLandmark = landmark ? `${base} and ${landmark}` : base;
  return `${withLandmark}${place ? ` in ${place}` : ""}${SEASON_PHRASE[setting.season]} ${TIME_PHRASE[setting.time]}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
