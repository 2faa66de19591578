import type { ScenePlace } from "./scene-subject";

/**
 * Which landscape a place gets. Known cities and countries have a hand-picked scene; anything
 * else falls back by region, so a listing added later still gets a fitting picture.
 */
export type SceneTheme =
  | "coast"
  | "cycladic"
  | "beach"
  | "overwater"
  | "alpine"
  | "vineyard"
  | "dunes"
  | "savanna"
  | "city"
  | "temple"
  | "aurora"
  | "lake"
  | "rainforest";

export type Landmark =
  | "lattice-tower"
  | "dome"
  | "campanile"
  | "pagoda"
  | "castle"
  | "bridge"
  | "minaret"
  | "skyscrapers"
  | "table-mountain"
  | "pitons"
  | "karst"
  | "chedi"
  | "meru"
  | "lanterns"
  | "palace"
  | "villa"
  | "volcano"
  | "fuji"
  | "gondola"
  | "lavender"
  | "peak";

export type RegionStyle = "mediterranean" | "nordic" | "caribbean" | "asia" | "africa" | "middle-east" | "americas" | "oceania";

export type PlaceScene = { theme: SceneTheme; landmark: Landmark | null; style: RegionStyle };

const CITY_SCENES: Record<string, [SceneTheme, Landmark | null, RegionStyle]> = {
  amalfi: ["coast", null, "mediterranean"],
  positano: ["coast", "dome", "mediterranean"],
  florence: ["city", "dome", "mediterranean"],
  rome: ["city", "dome", "mediterranean"],
  venice: ["city", "gondola", "mediterranean"],
  bellagio: ["lake", "villa", "mediterranean"],
  montalcino: ["vineyard", null, "mediterranean"],
  paris: ["city", "lattice-tower", "mediterranean"],
  nice: ["coast", null, "mediterranean"],
  gordes: ["vineyard", "lavender", "mediterranean"],
  oia: ["cycladic", null, "mediterranean"],
  mykonos: ["cycladic", null, "mediterranean"],
  lisbon: ["city", "bridge", "mediterranean"],
  porto: ["city", "bridge", "mediterranean"],
  pinhao: ["vineyard", null, "mediterranean"],
  barcelona: ["city", "campanile", "mediterranean"],
  seville: ["city", "minaret", "mediterranean"],
  deia: ["coast", null, "mediterranean"],
  dubrovnik: ["coast", "castle", "mediterranean"],
  zermatt: ["alpine", "peak", "nordic"],
  reykjavik: ["aurora", null, "nordic"],
  reine: ["aurora", null, "nordic"],
  edinburgh: ["city", "castle", "nordic"],
  soufriere: ["beach", "pitons", "caribbean"],
  tulum: ["beach", null, "americas"],
  "cabo san lucas": ["coast", null, "americas"],
  "la fortuna": ["rainforest", "volcano", "americas"],
  cusco: ["alpine", null, "americas"],
  mendoza: ["vineyard", "peak", "americas"],
  napa: ["vineyard", null, "americas"],
  wailea: ["beach", null, "oceania"],
  "new york": ["city", "skyscrapers", "americas"],
  banff: ["alpine", "peak", "nordic"],
  kyoto: ["temple", "pagoda", "asia"],
  tokyo: ["city", "pagoda", "asia"],
  hakone: ["temple", "fuji", "asia"],
  phuket: ["beach", "karst", "asia"],
  "koh samui": ["beach", null, "asia"],
  "chiang mai": ["temple", "chedi", "asia"],
  ubud: ["rainforest", "meru", "asia"],
  uluwatu: ["coast", null, "asia"],
  seminyak: ["beach", null, "asia"],
  "baa atoll": ["overwater", null, "asia"],
  "north male atoll": ["overwater", null, "asia"],
  galle: ["beach", null, "asia"],
  "hoi an": ["temple", "lanterns", "asia"],
  udaipur: ["lake", "palace", "asia"],
  dubai: ["city", "skyscrapers", "middle-east"],
  marrakech: ["city", "minaret", "africa"],
  merzouga: ["dunes", null, "africa"],
  "maasai mara": ["savanna", null, "africa"],
  serengeti: ["savanna", null, "africa"],
  nungwi: ["beach", null, "africa"],
  "cape town": ["coast", "table-mountain", "africa"],
  franschhoek: ["vineyard", "peak", "africa"],
  praslin: ["beach", null, "africa"],
  "belle mare": ["beach", null, "africa"],
  "yasawa islands": ["beach", null, "oceania"],
  "bora bora": ["overwater", "pitons", "oceania"],
  queenstown: ["alpine", null, "oceania"],
  sydney: ["city", "bridge", "oceania"],
  "hamilton island": ["beach", null, "oceania"],
};

const COUNTRY_SCENES: Record<string, [SceneTheme, Landmark | null, RegionStyle]> = {
  italy: ["coast", null, "mediterranean"],
  france: ["vineyard", "lavender", "mediterranean"],
  greece: ["cycladic", null, "mediterranean"],
  portugal: ["vineyard", null, "mediterranean"],
  spain: ["coast", null, "mediterranean"],
  croatia: ["coast", "castle", "mediterranean"],
  switzerland: ["alpine", "peak", "nordic"],
  iceland: ["aurora", null, "nordic"],
  norway: ["aurora", null, "nordic"],
  scotland: ["lake", "castle", "nordic"],
  "united kingdom": ["city", "castle", "nordic"],
  japan: ["temple", "fuji", "asia"],
  thailand: ["beach", "karst", "asia"],
  indonesia: ["rainforest", "meru", "asia"],
  bali: ["rainforest", "meru", "asia"],
  maldives: ["overwater", null, "asia"],
  "sri lanka": ["beach", null, "asia"],
  vietnam: ["temple", "lanterns", "asia"],
  india: ["lake", "palace", "asia"],
  "united arab emirates": ["dunes", null, "middle-east"],
  morocco: ["dunes", null, "africa"],
  kenya: ["savanna", null, "africa"],
  tanzania: ["savanna", null, "africa"],
  "south africa": ["coast", "table-mountain", "africa"],
  seychelles: ["beach", null, "africa"],
  mauritius: ["beach", null, "africa"],
  mexico: ["beach", null, "americas"],
  "costa rica": ["rainforest", "volcano", "americas"],
  peru: ["alpine", null, "americas"],
  argentina: ["vineyard", "peak", "americas"],
  "united states": ["city", "skyscrapers", "americas"],
  canada: ["alpine", "peak", "nordic"],
  "saint lucia": ["beach", "pitons", "caribbean"],
  fiji: ["beach", null, "oceania"],
  "french polynesia": ["overwater", "pitons", "oceania"],
  "new zealand": ["alpine", null, "oceania"],
  australia: ["beach", null, "oceania"],
};

const REGION_SCENES: Record<string, [SceneTheme, Landmark | null, RegionStyle]> = {
  europe: ["coast", null, "mediterranean"],
  caribbean: ["beach", null, "caribbean"],
  asia: ["temple", "pagoda", "asia"],
  africa: ["savanna", null, "africa"],
  americas: ["beach", null, "americas"],
  oceania: ["beach", null, "oceania"],
  "middle east": ["dunes", null, "middle-east"],
};

const FALLBACK_THEMES: SceneTheme[] = ["beach", "coast", "lake", "vineyard", "alpine"];

/** The scene for a place; `seed` picks a fallback when nothing about the place is known. */
export function placeScene(place: ScenePlace, seed: number): PlaceScene {
  const match =
    CITY_SCENES[place.city?.toLowerCase() ?? ""] ??
    COUNTRY_SCENES[place.country?.toLowerCase() ?? ""] ??
    REGION_SCENES[place.region?.toLowerCase() ?? ""];
  if (match) {
    // Caribbean islands share one look whatever the country is called.
    const style = place.region?.toLowerCase() === "caribbean" ? "caribbean" : match[2];
    return { theme: match[0], landmark: match[1], style };
  }
  return { theme: FALLBACK_THEMES[seed % FALLBACK_THEMES.length] ?? "beach", landmark: null, style: "mediterranean" };
}
