import { describe, expect, it } from "vitest";
import { cancelledText, findBookingPath, guestsText, instantText, occasionText, placeText, refundPreviewText, statusLabel, stayText } from "./reservation-display";

describe("reservation display", () => {
  it("names each status in words", () => {
    expect(statusLabel("confirmed")).toBe("Confirmed");
    expect(statusLabel("cancelled")).toBe("Cancelled");
    expect(statusLabel("no_show")).toBe("No-show");
    expect(statusLabel("held")).toBe("Awaiting payment");
  });

  it("says where the hotel is with what it names", () => {
    expect(placeText({ city: "Amalfi", country: "Italy" })).toBe("Amalfi, Italy");
    expect(placeText({ city: null, country: "Italy" })).toBe("Italy");
    expect(placeText({ city: null, country: null })).toBe("");
  });

  it("counts the guests with the children's ages", () => {
    expect(guestsText(2, [])).toBe("2 adults");
    expect(guestsText(1, [4])).toBe("1 adult, 1 child (age 4)");
    expect(guestsText(2, [4, 9, 12])).toBe("2 adults, 3 children (ages 4, 9 and 12)");
  });

  it("gives the stay in long dates with its nights", () => {
    expect(stayText({ check_in: "2027-03-12", check_out: "2027-03-15", nights: 3 })).toBe("Fri 12 Mar 2027 to Mon 15 Mar 2027 · 3 nights");
    expect(stayText({ check_in: "2027-03-12", check_out: "2027-03-13", nights: 1 })).toBe("Fri 12 Mar 2027 to Sat 13 Mar 2027 · 1 night");
  });

  it("writes an instant the same anywhere (UTC)", () => {
    expect(instantText("2027-03-02T09:05:00.000Z")).toBe("2 Mar 2027, 09:05 UTC");
  });

  it("writes an occasion's slug as words", () => {
    expect(occasionText("anniversary")).toBe("Anniversary");
    expect(occasionText("first-date")).toBe("First date");
  });

  it("says what a cancellation would give back: all, part or nothing", () => {
    expect(refundPreviewText(66_900, 66_900, "4242")).toBe("You will be refunded the full $669 to the card ending in 4242.");
    expect(refundPreviewText(33_450, 66_900, "4242")).toBe("You will be refunded $334.50 of the $669 you paid to the card ending in 4242; $334.50 is kept under the cancellation policy.");
    expect(refundPreviewText(0, 66_900, null)).toBe("Nothing will be refunded: under this booking's cancellation policy the full $669 is kept.");
  });

  it("says what the cancellation gave back", () => {
    expect(cancelledText(66_900, "4242")).toBe("Your reservation is cancelled. $669 will be refunded to the card ending in 4242.");
    expect(cancelledText(0, "4242")).toBe("Your reservation is cancelled. Nothing is refunded under its cancellation policy.");
    expect(cancelledText(null, null)).toBe("Your reservation is cancelled. Nothing is refunded under its cancellation policy.");
  });

  it("links a guest's booking by number and e-mail", () => {
    expect(findBookingPath("AM-7K3Q9X2P", "giulia+trip@example.com")).toBe("/booking/find?number=AM-7K3Q9X2P&email=giulia%2Btrip%40example.com");
  });
});
