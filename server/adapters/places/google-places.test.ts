import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../kernel/errors";
import { createGooglePlaceSearch } from "./google-places";

let server: Server;
let baseUrl: string;
const requests: URL[] = [];
let answer: { status: number; body: string } = { status: 200, body: "{}" };

beforeAll(async () => {
  // A local stand-in for Google's Places Autocomplete endpoint, speaking its JSON.
  server = createServer((request, response) => {
    requests.push(new URL(request.url ?? "/", "http://fake"));
    response.writeHead(answer.status, { "content-type": "application/json" });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe("Google Places adapter", () => {
  it("asks Google's autocomplete with the input, types and key, and answers its predictions (five at most)", async () => {
    const prediction = (index: number) => ({
      description: `Positano ${index}, Italy`,
      place_id: `place-${index}`,
      types: ["locality"],
      structured_formatting: { main_text: `Positano ${index}`, secondary_text: "Italy" },
      matched_substrings: [],
    });
    answer = { status: 200, body: JSON.stringify({ status: "OK", predictions: [0, 1, 2, 3, 4, 5, 6].map(prediction) }) };
    const search = createGooglePlaceSearch({ apiKey: "key-123", baseUrl });
    const result = await search.autocomplete({ input: "posit", types: "(cities)" });
    expect(result.status).toBe("OK");
    expect(result.predictions).toHaveLength(5);
    expect(result.predictions[0]).toEqual({
      description: "Positano 0, Italy",
      place_id: "place-0",
      types: ["locality"],
      structured_formatting: { main_text: "Positano 0", secondary_text: "Italy" },
    });
    const asked = requests.at(-1)!;
    expect(asked.pathname).toBe("/maps/api/place/autocomplete/json");
    expect(Object.fromEntries(asked.searchParams)).toEqual({ input: "posit", types: "(cities)", key: "key-123" });
  });

  it("turns Google's refusals and garbage into a 503, never a crash", async () => {
    const search = createGooglePlaceSearch({ apiKey: "key-123", baseUrl });
    for (const body of [JSON.stringify({ status: "REQUEST_DENIED", error_message: "bad key" }), "not json"]) {
      answer = { status: 200, body };
      await expect(search.autocomplete({ input: "posit", types: undefined })).rejects.toMatchObject({ code: "UNAVAILABLE" });
    }
    const unreachable = createGooglePlaceSearch({ apiKey: "k", baseUrl: "http://127.0.0.1:9", timeoutMs: 1000 });
    await expect(unreachable.autocomplete({ input: "x", types: undefined })).rejects.toBeInstanceOf(AppError);
  });
});
