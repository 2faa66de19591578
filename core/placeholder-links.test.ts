import { describe, expect, it } from "vitest";
import { isPlaceholderAddress, linkableWebsite } from "./placeholder-links";

describe("placeholder links", () => {
  it("recognises the reserved example hosts, with or without a scheme", () => {
    for (const address of ["https://www.casalimone.example.com", "www.hotel.example", "http://example.org/a", "casa.test", "https://EXAMPLE.NET."]) {
      expect(isPlaceholderAddress(address), address).toBe(true);
    }
  });

  it("keeps real websites, including hosts that merely contain the word", () => {
    for (const address of ["https://www.belmond.com", "examples.com", "https://example.com.au", "https://myexample.com", "mailto:x"]) {
      expect(isPlaceholderAddress(address), address).toBe(false);
    }
    expect(linkableWebsite("https://www.belmond.com")).toBe("https://www.belmond.com");
    expect(linkableWebsite("https://www.villa.example.com")).toBeNull();
    expect(linkableWebsite(null)).toBeNull();
    expect(linkableWebsite("")).toBeNull();
  });

  it("keeps a path on this site, whatever its words, and knows a protocol-relative address's host", () => {
    for (const path of ["/rome-getaway-4-days", "/trips/casa.test", "/localhost"]) {
      expect(isPlaceholderAddress(path), path).toBe(false);
      expect(linkableWebsite(path)).toBe(path);
    }
    expect(isPlaceholderAddress("//www.partner.example.com/trip")).toBe(true);
  });
});
