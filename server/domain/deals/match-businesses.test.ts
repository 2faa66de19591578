import { describe, expect, it } from "vitest";
import { MAX_MATCHES_PER_REQUEST } from "../../../core/deal-rules";
import { chooseMatches, type Candidate } from "./match-businesses";

let nextId = 1;
function candidate(values: Partial<Candidate> & Pick<Candidate, "kind">): Candidate {
  const id = nextId++;
  return {
    businessAccountId: id,
    userId: 1000 + id,
    name: `Business ${id}`,
    email: `business${id}@example.com`,
    listingId: 5000 + id,
    type: values.kind === "hotel" ? "basic" : values.kind,
    title: `Listing ${id}`,
    city: null,
    country: null,
    region: null,
    goodFor: [],
    destinationTitle: null,
    listingTier: null,
    listingPlan: null,
    signupPlan: null,
    recentMatches: 0,
    lastMatchedAt: null,
    ...values,
  };
}

const honeymoonInAmalfi: Parameters<typeof chooseMatches>[1] = { occasion: "honeymoon", destinations: ["Amalfi Coast, Italy"], inspireMe: false, listingId: null };
const names = (matches: { candidate: Candidate }[]) => matches.map(({ candidate }) => candidate.name);

describe("chooseMatches", () => {
  it("reaches hotels in the couple's places that are good for the occasion, and not the others", () => {
    const inPlace = candidate({ kind: "hotel", name: "In Amalfi", city: "Amalfi", goodFor: ["honeymoon"] });
    const wrongOccasion = candidate({ kind: "hotel", name: "Weddings only", city: "Amalfi", goodFor: ["wedding"] });
    const elsewhere = candidate({ kind: "hotel", name: "In Paris", city: "Paris", goodFor: ["honeymoon"] });
    const matches = chooseMatches([inPlace, wrongOccasion, elsewhere], honeymoonInAmalfi);
    expect(names(matches)).toEqual(["In Amalfi"]);
    expect(matches[0]?.reason).toBe("Hotel in Amalfi");
  });

  it("reaches advisors by destination alone or by specialty alone, never a Basic profile", () => {
    const byPlace = candidate({ kind: "advisor", name: "Italy expert", country: "Italy", goodFor: ["wedding"] });
    const bySpecialty = candidate({ kind: "advisor", name: "Honeymoon expert", country: "Japan", goodFor: ["honeymoon"] });
    const neither = candidate({ kind: "advisor", name: "Safari expert", country: "Kenya", goodFor: ["wedding"] });
    const basic = candidate({ kind: "advisor", name: "Basic profile", country: "Italy", goodFor: ["honeymoon"], listingTier: "basic" });
    const matches = chooseMatches([byPlace, bySpecialty, neither, basic], honeymoonInAmalfi);
    expect(names(matches).sort()).toEqual(["Honeymoon expert", "Italy expert"]);
    expect(matches.find(({ candidate: found }) => found === byPlace)?.reason).toBe("Advisor for Italy");
  });

  it("reaches the tourism board of a place the couple named", () => {
    const board = candidate({ kind: "destination", name: "Visit Amalfi", title: "Amalfi Coast" });
    const otherBoard = candidate({ kind: "destination", name: "Visit Kyoto", title: "Kyoto" });
    const matches = chooseMatches([board, otherBoard], honeymoonInAmalfi);
    expect(names(matches)).toEqual(["Visit Amalfi"]);
    expect(matches[0]?.reason).toBe("Tourism board of Amalfi Coast");
  });

  it("puts the business the request was started from first, whatever it received lately", () => {
    const busy = candidate({ kind: "hotel", name: "Asked for", city: "Rome", recentMatches: 40 });
    const quiet = candidate({ kind: "hotel", name: "Quiet", city: "Amalfi", goodFor: ["honeymoon"] });
    const matches = chooseMatches([quiet, busy], { ...honeymoonInAmalfi, listingId: busy.listingId });
    expect(names(matches)).toEqual(["Asked for", "Quiet"]);
  });

  it(`is capped at ${MAX_MATCHES_PER_REQUEST} and fair: the fewest recent requests first, then the longest ago`, () => {
    const fitting = Array.from({ length: 10 }, (_, index) =>
      candidate({
        kind: "hotel",
        name: `Hotel ${index}`,
        city: "Amalfi",
        goodFor: ["honeymoon"],
        recentMatches: index < 4 ? 5 : 1,
        lastMatchedAt: `2026-11-${String(20 - index).padStart(2, "0")}`,
      }),
    );
    const matches = chooseMatches(fitting, honeymoonInAmalfi);
    expect(matches).toHaveLength(MAX_MATCHES_PER_REQUEST);
    // Hotels 4-9 had one request each; among them the one matched longest ago comes first.
    expect(names(matches)).toEqual(["Hotel 9", "Hotel 8", "Hotel 7", "Hotel 6", "Hotel 5", "Hotel 4"]);
  });
});
