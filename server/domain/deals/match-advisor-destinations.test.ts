import { describe, expect, it } from "vitest";
import { chooseMatches, type Candidate } from "./match-businesses";

let nextId = 1;
function advisor(values: Partial<Candidate>): Candidate {
  const id = nextId++;
  return {
    businessAccountId: id,
    userId: 2000 + id,
    kind: "advisor",
    name: `Advisor ${id}`,
    email: `advisor${id}@example.com`,
    listingId: 7000 + id,
    type: "advisor",
    title: `Advisor ${id}`,
    city: "Chicago",
    country: "United States",
    region: null,
    goodFor: ["destinationwedding"],
    destinationTitle: null,
    listingTier: null,
    listingPlan: "featured",
    signupPlan: null,
    recentMatches: 0,
    lastMatchedAt: null,
    ...values,
  };
}

const request = (destinations: string[]): Parameters<typeof chooseMatches>[1] => ({ occasion: "honeymoon", destinations, inspireMe: false, listingId: null });
const names = (matches: { candidate: Candidate }[]) => matches.map(({ candidate }) => candidate.name).sort();

describe("an advisor's listed destinations count as its places", () => {
  it("reaches an advisor whose listed destination the couple named, whatever its own city or specialties", () => {
    const amalfi = advisor({ name: "Lists Amalfi Coast", destinations: ["Santorini", "Amalfi Coast"] });
    const elsewhere = advisor({ name: "Lists Kyoto", destinations: ["Kyoto"] });
    const matches = chooseMatches([amalfi, elsewhere], request(["Amalfi Coast, Italy"]));
    expect(names(matches)).toEqual(["Lists Amalfi Coast"]);
    expect(matches[0]?.reason).toBe("Advisor for Amalfi Coast");
  });

  it("matches either way: a listed country reaches a request for a place in it, a listed region one for its town", () => {
    const italy = advisor({ name: "Lists Italy", destinations: ["Italy"] });
    const coast = advisor({ name: "Lists the coast", destinations: ["Amalfi Coast"] });
    expect(names(chooseMatches([italy], request(["Positano, Italy"])))).toEqual(["Lists Italy"]);
    const byTown = chooseMatches([coast], request(["Amalfi"]));
    expect(names(byTown)).toEqual(["Lists the coast"]);
    expect(byTown[0]?.reason).toBe("Advisor for Amalfi");
  });

  it("does not reach an advisor without the place, nor a Basic profile that lists it, nor through a hotel's details", () => {
    const none = advisor({ name: "No destinations", destinations: [] });
    const malformed = advisor({ name: "Malformed", destinations: { place: "Amalfi" } });
    const basic = advisor({ name: "Basic", destinations: ["Amalfi"], listingTier: "basic" });
    const hotel = advisor({ name: "Hotel", kind: "hotel", type: "basic", destinations: ["Amalfi"], goodFor: ["honeymoon"] });
    expect(chooseMatches([none, malformed, basic, hotel], request(["Amalfi"]))).toEqual([]);
  });
});
