import { describe, expect, it } from "vitest";
import {
  advisorSignupErrors,
  BUSINESS_SIGNUP_MESSAGES as M,
  businessEmailError,
  destinationSignupErrors,
  hotelSignupErrors,
  inactiveSupportMessage,
  isInvoiceOnly,
  normaliseWebsite,
  phoneError,
  websiteError,
} from "./business-signup-rules";
import { hotelTierFor } from "./pricing";

const destination = { name: "Japan", firstName: "Aiko", lastName: "Sato", title: "Director", email: "aiko@visitjapan.example", number: "81312345678" };
const advisor = { firstName: "Isabella", lastName: "Moreau", email: "isabella@lovetravel.example", number: "33612345678", agencyName: "Love Travel" };
const hotel = {
  hotelName: "Villa Rosa",
  website: "villarosa.example",
  fullName: "Marco Rossi",
  email: "marco@villarosa.example",
  noOfRooms: "Up to 50",
  rating: "5",
  address: "Amalfi, Italy",
  terms: true,
};

describe("destination form (docs/product.md §5)", () => {
  it("accepts a complete form", () => {
    expect(destinationSignupErrors(destination)).toEqual({});
  });

  it("names every blank field with the product's message; whitespace counts as blank", () => {
    expect(destinationSignupErrors({ name: "  ", firstName: "", lastName: " ", title: "", email: "", number: "" })).toEqual({
      name: "Enter Destination Name",
      firstName: "Enter Contact Person's First Name",
      lastName: "Enter Contact Person's Last Name",
      title: "Enter Title",
      email: "Enter Email",
      number: "Enter Phone Number",
    });
  });
});

describe("advisor form", () => {
  it("accepts a complete form and names blank fields", () => {
    expect(advisorSignupErrors(advisor)).toEqual({});
    expect(advisorSignupErrors({})).toEqual({
      firstName: "Enter First Name",
      lastName: "Enter Last Name",
      email: "Enter Email",
      number: "Enter Phone Number",
      agencyName: "Enter Agency Name",
    });
  });
});

describe("hotel form", () => {
  it("accepts a complete form, with or without a website", () => {
    expect(hotelSignupErrors(hotel)).toEqual({});
    expect(hotelSignupErrors({ ...hotel, website: "" })).toEqual({});
  });

  it("names every missing choice", () => {
    expect(hotelSignupErrors({ website: "not a url" })).toEqual({
      hotelName: "Enter Hotel Name",
      website: "Enter Correct URL",
      fullName: "Enter Your Full Name",
      email: "Enter Email",
      noOfRooms: "Select Number of Rooms",
      rating: "Select The Star Rate",
      address: "Enter your address",
      terms: "Please select the check box",
    });
  });

  it("offers 5, 4 and 3 stars only, and known room tiers only", () => {
    expect(hotelSignupErrors({ ...hotel, rating: "2" }).rating).toBe(M.starRating);
    expect(hotelSignupErrors({ ...hotel, rating: "4" }).rating).toBeUndefined();
    expect(hotelSignupErrors({ ...hotel, noOfRooms: "1000" }).noOfRooms).toBe(M.rooms);
    expect(hotelSignupErrors({ ...hotel, noOfRooms: "300+" }).noOfRooms).toBeUndefined();
  });
});

describe("field rules", () => {
  it("e-mail: the basic shape, no spaces, one @, a dot in the domain", () => {
    expect(businessEmailError("a@b.co")).toBeNull();
    expect(businessEmailError(" A@B.CO ")).toBeNull();
    for (const bad of ["", "a@b", "a b@c.co", "a@@b.co", "@b.co"]) expect(businessEmailError(bad)).toBe("Enter Email");
  });

  it("phone: digits only, at least 5", () => {
    expect(phoneError("12345")).toBeNull();
    expect(phoneError(" 0612345678 ")).toBeNull();
    for (const bad of ["1234", "+33 6 12", "12-345", "abcde", "1".repeat(21)]) expect(phoneError(bad)).toBe("Enter Phone Number");
  });

  it("website: optional scheme, domain or IPv4, port, path and query", () => {
    for (const good of ["example.com", "https://www.example.com", "http://10.0.0.1:8080/path?x=1", "sub.hotel.travel/rooms/suite"]) {
      expect(websiteError(good), good).toBeNull();
    }
    for (const bad of ["ftp://example.com", "example", "http://", "javascript:alert(1)", "exa mple.com"]) {
      expect(websiteError(bad), bad).toBe("Enter Correct URL");
    }
    expect(normaliseWebsite("example.com")).toBe("https://example.com");
    expect(normaliseWebsite("http://example.com")).toBe("http://example.com");
    expect(normaliseWebsite(" ")).toBeNull();
  });

  it("300+ and Multi-property are invoice only", () => {
    expect(isInvoiceOnly(hotelTierFor("300+"))).toBe(true);
    expect(isInvoiceOnly(hotelTierFor("Multi-property"))).toBe(true);
    expect(isInvoiceOnly(hotelTierFor("Up to 50"))).toBe(false);
  });

  it("the in-active notice names the product", () => {
    expect(inactiveSupportMessage("Amora")).toBe("Please Contact Amora support for more information.");
  });
});
