import { describe, expect, it } from "vitest";
import type { PlaceSearch, PlaceSearchRequest } from "../../adapters/places/place-search";
import { suggestPlaces } from "./suggest-places";

/** A place search that records what it is asked: the domain uses the one it is given. */
function recordingSearch(): PlaceSearch & { asked: PlaceSearchRequest[] } {
  const asked: PlaceSearchRequest[] = [];
  return {
    kind: "gazetteer",
    asked,
    autocomplete(request) {
      asked.push(request);
      return Promise.resolve({ status: "ZERO_RESULTS", predictions: [] });
    },
  };
}

describe("suggestPlaces", () => {
  it("asks the place search it is given, with the text trimmed and capped at 100 characters", async () => {
    const placeSearch = recordingSearch();
    await suggestPlaces({ placeSearch }, { input: `  ${"p".repeat(150)}  `, types: "(cities)" });
    expect(placeSearch.asked).toEqual([{ input: "p".repeat(100), types: "(cities)" }]);
  });

  it("answers blank text itself, without asking", async () => {
    const placeSearch = recordingSearch();
    expect(await suggestPlaces({ placeSearch }, { input: "   ", types: undefined })).toEqual({ status: "ZERO_RESULTS", predictions: [] });
    expect(placeSearch.asked).toEqual([]);
  });
});
