import { z } from "zod";
import { AppError } from "../../kernel/errors";
import { MAX_PREDICTIONS, type PlaceSearch } from "./place-search";

const googleAnswer = z.object({
  status: z.string(),
  predictions: z
    .array(
      z.object({
        description: z.string(),
        place_id: z.string(),
        types: z.array(z.string()).default([]),
        structured_formatting: z.object({ main_text: z.string(), secondary_text: z.string().default("") }).loose(),
      }).loose(),
    )
    .default([]),
});

/** Google Places Autocomplete (legacy JSON API), used when GOOGLE_PLACES_API_KEY is set. */
export function createGooglePlaceSearch({ apiKey, baseUrl, timeoutMs = 5000 }: { apiKey: string; baseUrl: string; timeoutMs?: number }): PlaceSearch {
  return {
    kind: "google",
    async autocomplete({ input, types }) {
      const url = new URL("/maps/api/place/autocomplete/json", baseUrl);
      url.searchParams.set("input", input);
      if (types) url.searchParams.set("types", types);
      url.searchParams.set("key", apiKey);
      let body: unknown;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
        body = await response.json();
      } catch (error) {
        const unavailable = new AppError("UNAVAILABLE", "Place suggestions are unavailable right now.");
        unavailable.cause = error;
        throw unavailable;
      }
      const parsed = googleAnswer.safeParse(body);
      if (!parsed.success || !["OK", "ZERO_RESULTS"].includes(parsed.data.status)) {
        throw new AppError("UNAVAILABLE", "Place suggestions are unavailable right now.");
      }
      const predictions = parsed.data.predictions.slice(0, MAX_PREDICTIONS).map((prediction) => ({
        description: prediction.description,
        place_id: prediction.place_id,
        types: prediction.types,
        structured_formatting: { main_text: prediction.structured_formatting.main_text, secondary_text: prediction.structured_formatting.secondary_text },
      }));
      return { status: predictions.length > 0 ? "OK" : "ZERO_RESULTS", predictions };
    },
  };
}
