import { describe, expect, it } from "vitest";
import { checkStorefront, cleanStorefront, EMPTY_STOREFRONT, linesOf, STOREFRONT_MESSAGES, summaryOf, type StorefrontValues } from "./storefront-rules";

const values = (changes: Partial<StorefrontValues>): StorefrontValues => ({ ...EMPTY_STOREFRONT, agencyName: "Agency", ...changes });

describe("checkStorefront", () => {
  it("accepts an empty hotel, destination and (named) advisor", () => {
    expect(checkStorefront(values({}), { kind: "hotel", isFeatured: false })).toEqual({});
    expect(checkStorefront(values({}), { kind: "destination", isFeatured: false })).toEqual({});
    expect(checkStorefront(values({}), { kind: "advisor", isFeatured: false })).toEqual({});
  });

  it("checks only the kind's fields", () => {
    const wrongForHotel = values({ about: "x".repeat(5001), bestTime: "x".repeat(201) });
    expect(checkStorefront(wrongForHotel, { kind: "hotel", isFeatured: false })).toEqual({});
    expect(checkStorefront(values({ checkIn: "25:00" }), { kind: "destination", isFeatured: false })).toEqual({});
  });

  it("holds text, lists, times, coordinates and contact details to their limits", () => {
    expect(
      checkStorefront(
        values({
          description: "x".repeat(5001),
          highlights: Array.from({ length: 31 }, (_, index) => String(index)),
          amenities: ["y".repeat(81)],
          goodFor: ["honeymoon", "birthday"],
          latitude: -90.5,
          longitude: 12,
          checkIn: "7:00",
          checkOut: "24:00",
          website: "no spaces allowed.com x",
          phone: "+39 12",
        }),
        { kind: "hotel", isFeatured: false },
      ),
    ).toEqual({
      description: STOREFRONT_MESSAGES.longText,
      highlights: STOREFRONT_MESSAGES.list,
      amenities: STOREFRONT_MESSAGES.list,
      goodFor: STOREFRONT_MESSAGES.occasions,
      latitude: STOREFRONT_MESSAGES.latitude,
      checkIn: STOREFRONT_MESSAGES.time,
      checkOut: STOREFRONT_MESSAGES.time,
      website: "Enter Correct URL",
      phone: "Enter Phone Number",
    });
    expect(checkStorefront(values({ description: "x".repeat(5000), checkIn: "07:30", checkOut: "23:59", latitude: 0, longitude: -180 }), { kind: "hotel", isFeatured: false })).toEqual({});
    expect(checkStorefront(values({ latitude: null, longitude: 14 }), { kind: "hotel", isFeatured: false })).toEqual({ latitude: STOREFRONT_MESSAGES.coordinatesTogether });
    expect(checkStorefront(values({ latitude: Number.NaN, longitude: 14 }), { kind: "hotel", isFeatured: false })).toEqual({ latitude: STOREFRONT_MESSAGES.latitude });
  });

  it("takes an optional postal code of letters, digits, spaces and hyphens, and stores it in capitals", () => {
    const hotel = { kind: "hotel" as const, isFeatured: false };
    for (const postalCode of ["", "84017", "sw1a 2aa", "33139-1234", "KY1-1201", "TKCA 1ZZ", " 101 "]) {
      expect(checkStorefront(values({ postalCode }), hotel), postalCode).toEqual({});
    }
    for (const postalCode of ["8", "84017!", "SW1A--2AA", "-84017", "1234567890123", "Via Roma 12, Bellagio", "٨٤٠١٧"]) {
      expect(checkStorefront(values({ postalCode }), hotel), postalCode).toEqual({ postalCode: STOREFRONT_MESSAGES.postalCode });
    }
    expect(cleanStorefront(values({ postalCode: "  sw1a   2aa " })).postalCode).toBe("SW1A 2AA");
  });

  it("keeps a Basic advisor to its plan and a Featured one to https video links", () => {
    const basic = { kind: "advisor" as const, isFeatured: false };
    const featured = { kind: "advisor" as const, isFeatured: true };
    const four = ["honeymoon", "anniversary", "babymoon", "proposal"];
    expect(checkStorefront(values({ specialties: four, videoUrl: "https://v.example.com/a", affiliations: ["ASTA"] }), basic)).toEqual({
      specialties: STOREFRONT_MESSAGES.basicSpecialties,
      videoUrl: STOREFRONT_MESSAGES.featuredOnly,
      affiliations: STOREFRONT_MESSAGES.featuredOnly,
    });
    expect(checkStorefront(values({ specialties: four, videoUrl: "https://v.example.com/a", affiliations: ["ASTA"] }), featured)).toEqual({});
    for (const link of ["http://v.example.com", "javascript:alert(1)", "https://localhost", "https://user:pw@v.example.com", `https://v.example.com/${"a".repeat(500)}`]) {
      expect(checkStorefront(values({ videoUrl: link }), featured)).toEqual({ videoUrl: STOREFRONT_MESSAGES.videoUrl });
    }
    expect(checkStorefront(values({ agencyName: "  ", yearsExperience: 71 }), basic)).toEqual({ agencyName: STOREFRONT_MESSAGES.agencyName, yearsExperience: STOREFRONT_MESSAGES.years });
    expect(checkStorefront(values({ yearsExperience: 0 }), basic)).toEqual({});
  });
});

describe("cleanStorefront and linesOf", () => {
  it("trims text, drops blank and repeated list items, and puts occasions in the list's order", () => {
    const cleaned = cleanStorefront(values({ description: "  Hello  ", highlights: [" Pool ", "", "pool", "Spa"], goodFor: ["proposal", "honeymoon", "proposal"] }));
    expect(cleaned).toMatchObject({ description: "Hello", highlights: ["Pool", "Spa"], goodFor: ["honeymoon", "proposal"] });
    expect(linesOf("Rome\r\n\n  Florence \nrome")).toEqual(["Rome", "Florence"]);
  });
});

describe("summaryOf", () => {
  it("is the first paragraph, cut at a word with an ellipsis when long", () => {
    expect(summaryOf("First line\ncontinues.\n\nSecond paragraph.")).toBe("First line continues.");
    const long = `${"word ".repeat(80)}end`;
    const summary = summaryOf(long, 100);
    expect(summary.length).toBeLessThanOrEqual(101);
    expect(summary.endsWith("word…")).toBe(true);
    expect(summaryOf("")).toBe("");
  });
});
