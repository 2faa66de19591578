import { describe, expect, it } from "vitest";
import { placeFromSuggestion, placeKey, resolveTypedPlace, typedPlaceParts, typedTownBefore, type KnownPlace } from "./typed-place";

/** Most listed first, as the server loads them. */
const KNOWN: KnownPlace[] = [
  { city: "Positano", region: "Europe", country: "Italy", latitude: 40.6281, longitude: 14.485 },
  { city: "Paris", region: "Europe", country: "France", latitude: 48.8566, longitude: 2.3522 },
  { city: "Città di Castello", region: "Europe", country: "Italy", latitude: 43.46, longitude: 12.24 },
  { city: "Valencia", region: "Europe", country: "Spain", latitude: 39.47, longitude: -0.38 },
  { city: "Valencia", region: "Carabobo", country: "Venezuela", latitude: 10.16, longitude: -68.0 },
  { city: null, region: "Europe", country: "Italy" },
  { city: null, region: "Europe", country: "France" },
  { city: null, region: "Tuscany", country: "Italy" },
];

describe("typedPlaceParts", () => {
  it("reads the parts last first, without house numbers, postal codes and province codes", () => {
    expect(typedPlaceParts("Via Roma 1, 84017 Positano SA, Italy")).toEqual(["Italy", "Positano", "Via Roma"]);
    expect(typedPlaceParts("  Positano  ")).toEqual(["Positano"]);
    expect(typedPlaceParts("10 Downing St, London SW1A 2AA, UK")).toEqual(["UK", "London", "Downing St"]);
    expect(typedPlaceParts(" , ,")).toEqual([]);
  });

  it("ignores case, accents and punctuation in keys", () => {
    expect(placeKey("  CITTÀ di-Castello ")).toBe("citta di castello");
  });
});

describe("resolveTypedPlace", () => {
  it.each([
    ["Positano"],
    ["positano"],
    ["POSITANO, ITALY"],
    ["Positano, Italy"],
    ["Via Roma 1, 84017 Positano SA, Italy"],
    ["Hotel Marincanto, Positano"],
    ["Via Cristoforo Colombo 50 Positano"],
  ])("reads %j as Positano, Italy with its coordinates", (text) => {
    expect(resolveTypedPlace(text, KNOWN)).toEqual({ city: "Positano", region: "Europe", country: "Italy", latitude: 40.6281, longitude: 14.485 });
  });

  it("matches accents either way and keeps the catalogue's spelling", () => {
    expect(resolveTypedPlace("Citta di Castello, Italia", KNOWN)?.city).toBe("Città di Castello");
  });

  it("picks the city in the country typed, and none in another country", () => {
    expect(resolveTypedPlace("Valencia, Venezuela", KNOWN)).toMatchObject({ city: "Valencia", country: "Venezuela" });
    expect(resolveTypedPlace("Valencia, Spain", KNOWN)).toMatchObject({ city: "Valencia", country: "Spain" });
    expect(resolveTypedPlace("Valencia", KNOWN)).toMatchObject({ city: "Valencia", country: "Spain" });
    expect(resolveTypedPlace("Paris, Italy", KNOWN)).toEqual({ city: null, region: null, country: "Italy", latitude: null, longitude: null });
  });

  it("falls back to a region, then to the country alone", () => {
    expect(resolveTypedPlace("Podere Rosa, Tuscany", KNOWN)).toEqual({ city: null, region: "Tuscany", country: "Italy", latitude: null, longitude: null });
    expect(resolveTypedPlace("Somewhere Unknown 3, France", KNOWN)).toEqual({ city: null, region: null, country: "France", latitude: null, longitude: null });
    // A region of several countries names none of them.
    expect(resolveTypedPlace("Europe", KNOWN)).toEqual({ city: null, region: "Europe", country: null, latitude: null, longitude: null });
  });

  it("answers null for a place it does not know", () => {
    expect(resolveTypedPlace("Atlantis", KNOWN)).toBeNull();
    expect(resolveTypedPlace("12 Nowhere Lane", KNOWN)).toBeNull();
    expect(resolveTypedPlace("", KNOWN)).toBeNull();
    expect(resolveTypedPlace("Positano", [])).toBeNull();
  });
});

describe("typedTownBefore", () => {
  it("takes the town typed just before the country when the shape is clear", () => {
    expect(typedTownBefore("Ravello, Italy", "Italy")).toBe("Ravello");
    expect(typedTownBefore("Via Roma 1, 84010 Ravello SA, italy", "Italy")).toBe("Ravello");
  });

  it("takes none when the shape is not clear", () => {
    expect(typedTownBefore("Via Roma 1, Italy", "Italy")).toBeNull();
    expect(typedTownBefore("Ravello, Amalfi Coast, Italy", "Italy")).toBeNull();
    expect(typedTownBefore("Ravello, Italy, Europe", "Italy")).toBeNull();
    expect(typedTownBefore("Italy", "Italy")).toBeNull();
    expect(typedTownBefore("12 Via Roma, 84010, Italy", "Italy")).toBeNull();
  });
});

describe("placeFromSuggestion", () => {
  const suggestion = (main: string, secondary: string, types: string[]) => ({ types, structured_formatting: { main_text: main, secondary_text: secondary } });

  it("takes a city suggestion whose name was typed", () => {
    expect(placeFromSuggestion("Via Roma 1, 84017 Ravello SA", suggestion("Ravello", "Province of Salerno, Italy", ["locality", "political"]))).toEqual({
      city: "Ravello",
      region: "Province of Salerno",
      country: "Italy",
      latitude: null,
      longitude: null,
    });
    expect(placeFromSuggestion("lisbon", suggestion("Lisbon", "Portugal", ["locality", "political", "geocode"]))).toMatchObject({ city: "Lisbon", region: null, country: "Portugal" });
    expect(placeFromSuggestion("Somewhere, Portugal", suggestion("Portugal", "", ["country", "political"]))).toMatchObject({ city: null, country: "Portugal" });
  });

  it("refuses a suggestion for other words, or one that is no city", () => {
    expect(placeFromSuggestion("Lis", suggestion("Lisbon", "Portugal", ["locality"]))).toBeNull();
    expect(placeFromSuggestion("Casa Rosa", suggestion("Casa Rosa", "Rome, Italy", ["lodging", "establishment"]))).toBeNull();
  });
});
