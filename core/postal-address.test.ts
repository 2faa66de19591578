import { describe, expect, it } from "vitest";
import { countryCodeOf, postalAddressOf, visibleAddressLine } from "./postal-address";

describe("countryCodeOf", () => {
  it("gives the ISO 3166-1 alpha-2 code of English country names, as written in the catalogue", () => {
    expect(countryCodeOf("Italy")).toBe("IT");
    expect(countryCodeOf("United States")).toBe("US");
    expect(countryCodeOf("Turks and Caicos Islands")).toBe("TC");
    expect(countryCodeOf("Antigua and Barbuda")).toBe("AG");
    expect(countryCodeOf("Saint Lucia")).toBe("LC");
    expect(countryCodeOf("St Lucia")).toBe("LC");
    expect(countryCodeOf("French Polynesia")).toBe("PF");
    expect(countryCodeOf("the Bahamas")).toBe("BS");
    expect(countryCodeOf("Côte d'Ivoire")).toBe("CI");
    expect(countryCodeOf("UK")).toBe("GB");
    expect(countryCodeOf("USA")).toBe("US");
  });

  it("accepts a code already given and refuses what is no country", () => {
    expect(countryCodeOf("jp")).toBe("JP");
    expect(countryCodeOf("EU")).toBeNull();
    expect(countryCodeOf("QQ")).toBeNull();
    expect(countryCodeOf("Atlantis")).toBeNull();
    expect(countryCodeOf("")).toBeNull();
    expect(countryCodeOf(null)).toBeNull();
  });
});

describe("postalAddressOf", () => {
  it("reads the street and postal code from a typed address", () => {
    expect(postalAddressOf({ typed: "Via Roma 12, 22021 Bellagio, Italy", city: "Bellagio", country: "Italy" })).toEqual({
      streetAddress: "Via Roma 12",
      postalCode: "22021",
      addressLocality: "Bellagio",
      addressRegion: null,
      addressCountry: "IT",
    });
    expect(postalAddressOf({ typed: "1 Ocean Drive, Miami Beach, FL 33139-1234, USA", city: "Miami Beach", country: "United States" })).toMatchObject({
      streetAddress: "1 Ocean Drive",
      postalCode: "33139-1234",
      addressCountry: "US",
    });
    expect(postalAddressOf({ typed: "10 Downing Street, London sw1a 2aa", city: "London", country: "United Kingdom" })).toMatchObject({
      streetAddress: "10 Downing Street",
      postalCode: "SW1A 2AA",
      addressCountry: "GB",
    });
    expect(postalAddressOf({ typed: "Oia 847 02, Santorini", city: "Santorini", country: "Greece" })).toMatchObject({ streetAddress: "Oia 847 02" });
  });

  it("prefers the postal code the business gave to the one read from the typed address", () => {
    expect(postalAddressOf({ typed: "Via Roma 12, 22021 Bellagio, Italy", postalCode: "22020", city: "Bellagio", country: "Italy" })).toEqual({
      streetAddress: "Via Roma 12",
      postalCode: "22020",
      addressLocality: "Bellagio",
      addressRegion: null,
      addressCountry: "IT",
    });
    // A street alone holds no postal code to read: the one given is the only one.
    expect(postalAddressOf({ typed: "Via dei Limoni 4", postalCode: " 84017 ", city: "Positano", country: "Italy" })).toMatchObject({
      streetAddress: "Via dei Limoni 4",
      postalCode: "84017",
    });
    // None given (or empty): the typed address's is read, as before.
    expect(postalAddressOf({ typed: "Via Roma 12, 22021 Bellagio", postalCode: "", city: "Bellagio", country: "Italy" }).postalCode).toBe("22021");
    expect(postalAddressOf({ typed: "Via Roma 12, 22021 Bellagio", postalCode: null, city: "Bellagio", country: "Italy" }).postalCode).toBe("22021");
  });

  it("keeps no street when the typed address is only the town or country, and takes the country from the last part", () => {
    expect(postalAddressOf({ typed: "Amalfi, Italy", city: "Amalfi", country: null })).toEqual({
      streetAddress: null,
      postalCode: null,
      addressLocality: "Amalfi",
      addressRegion: null,
      addressCountry: "IT",
    });
    expect(postalAddressOf({ typed: null, city: null, country: null })).toEqual({
      streetAddress: null,
      postalCode: null,
      addressLocality: null,
      addressRegion: null,
      addressCountry: null,
    });
  });
});

describe("postal codes of the demo catalogue's countries", () => {
  it.each([
    ["Rua do Mar 4, 1100-148 Lisbon, Portugal", "1100-148"],
    ["12 Bay Street, BB15094 Bridgetown, Barbados", "BB15094"],
    ["3 Harbour Road, LC04 101 Soufriere, Saint Lucia", "LC04 101"],
    ["8 West Bay Road, KY1-1201 George Town, Cayman Islands", "KY1-1201"],
    ["5 Grace Bay Road, TKCA 1ZZ Providenciales, Turks and Caicos Islands", "TKCA 1ZZ"],
    ["Calle Real 9, B7600XYZ Mar del Plata, Argentina", "B7600XYZ"],
    ["Gion-machi 40, 605-0073 Kyoto, Japan", "605-0073"],
    ["Odos Marinas 7, 847 02 Oia, Greece", "847 02"],
    ["Bahnhofstrasse 3, 3920 Zermatt, Switzerland", "3920"],
  ])("%s → %s", (typed, postalCode) => {
    expect(postalAddressOf({ typed, city: null, country: null }).postalCode).toBe(postalCode);
  });
});

describe("visibleAddressLine", () => {
  it("adds the postal code the business gave, before the town when the address does not name it", () => {
    expect(visibleAddressLine({ typed: "Via dei Limoni 4", postalCode: "84017", city: "Positano" })).toBe("Via dei Limoni 4, 84017 Positano");
    expect(visibleAddressLine({ typed: "Via dei Limoni 4, Positano", postalCode: "84017", city: "Positano" })).toBe("Via dei Limoni 4, Positano, 84017");
    expect(visibleAddressLine({ typed: "Via dei Limoni 4", postalCode: "84017", city: null })).toBe("Via dei Limoni 4, 84017");
  });

  it("leaves an address that already holds the postal code as typed", () => {
    expect(visibleAddressLine({ typed: "Via Roma 12, 22021 Bellagio, Italy", postalCode: "22021", city: "Bellagio" })).toBe("Via Roma 12, 22021 Bellagio, Italy");
    expect(visibleAddressLine({ typed: "10 Downing St, SW1A2AA London", postalCode: "SW1A 2AA", city: "London" })).toBe("10 Downing St, SW1A2AA London");
  });

  it("shows what there is: the typed address alone, the postal code and town alone, or nothing", () => {
    expect(visibleAddressLine({ typed: "  Via   Roma 12 ", postalCode: null, city: "Bellagio" })).toBe("Via Roma 12");
    expect(visibleAddressLine({ typed: null, postalCode: "22021", city: "Bellagio" })).toBe("22021 Bellagio");
    expect(visibleAddressLine({ typed: "", postalCode: " ", city: "Bellagio" })).toBeNull();
  });
});
