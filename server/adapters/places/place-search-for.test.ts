import { describe, expect, it } from "vitest";
import type { GazetteerPlace } from "./gazetteer-places";
import { placeSearchFor } from "./place-search-for";

const villa: GazetteerPlace = { id: "listing:7", name: "Villa Rosa", secondary: "Positano, Italy", types: ["lodging"], weight: 0 };

describe("placeSearchFor", () => {
  it("serves Google Places when a key is configured", () => {
    const search = placeSearchFor({ apiKey: "key", baseUrl: "http://127.0.0.1:9" }, () => Promise.resolve([]));
    expect(search.kind).toBe("google");
  });

  it("otherwise serves the gazetteer, with the catalogue's places from the query it is handed", async () => {
    const asked: [string, string | undefined][] = [];
    const search = placeSearchFor(undefined, (text, types) => {
      asked.push([text, types]);
      return Promise.resolve([villa]);
    });
    expect(search.kind).toBe("gazetteer");
    const result = await search.autocomplete({ input: "villa ro", types: "establishment" });
    expect(asked).toEqual([["villa ro", "establishment"]]);
    expect(result.predictions.map((prediction) => prediction.description)).toEqual(["Villa Rosa, Positano, Italy"]);
  });
});
