import { describe, expect, it } from "vitest";
import type { EmailContext, ReservationEmailStay } from "../email-templates";
import { renderEmail } from "../render-email";

const context: EmailContext = { productName: "Amora", siteUrl: "https://amora.example" };
const HOSTILE = `<script>alert("x")</script>`;

const stay: ReservationEmailStay = {
  confirmationNumber: "AM-7K3Q9X2P",
  hotelName: "Villa Rosa",
  hotelLocation: "Positano, Italy",
  checkIn: "2027-03-12",
  checkOut: "2027-03-13",
  nights: 1,
  roomName: "Garden Room",
  ratePlanName: "Room only",
  board: "room_only",
  adults: 1,
  childAges: [],
  leadGuest: { firstName: "Ana", lastName: "Lima", email: "ana@example.com", phone: "+1 555 0100" },
  roomGuests: [],
  specialRequests: null,
  occasion: null,
  nightly: [{ night: "2027-03-12", cents: 19_900 }],
  roomCents: 19_900,
  taxCents: 0,
  feeCents: 0,
  totalCents: 19_900,
};

describe("reservation e-mails", () => {
  it("confirmation: the stay in the layout, a button that opens the booking, the terms", () => {
    const email = renderEmail(
      { name: "reservation-confirmed", stay, cancellation: { summary: "Free cancellation", detail: "Cancel at any time at no cost." }, cardLast4: null, link: "https://amora.example/reservations/9" },
      context,
    );
    expect(email.html.startsWith("<!DOCTYPE html>")).toBe(true);
    expect(email.html).toMatch(/<a href="https:\/\/amora.example\/reservations\/9"[^>]*>Open your booking<\/a>/);
    for (const part of [email.html, email.text]) {
      expect(part).toContain("Nights");
      expect(part).toContain("1 night");
      expect(part).toContain("Board");
      expect(part).toContain("Room only");
      expect(part).toContain("Free cancellation");
      expect(part).toContain("Cancel at any time at no cost.");
      expect(part).toContain("Paid $199.");
      expect(part).not.toContain("What you told the hotel");
    }
    expect(email.text).toContain("Guests: 1 adult");
    expect(email.text).toContain("You received this e-mail because you booked a hotel stay on Amora.");
  });

  it("hotel notice: says when the couple asked for nothing, and escapes what they typed", () => {
    const none = renderEmail({ name: "reservation-received", stay, dashboardLink: "https://amora.example/dashboard/reservations" }, context);
    expect(none.text).toContain("No occasion or special requests given.");
    expect(none.html).toContain("No occasion or special requests given.");

    const hostile = renderEmail(
      { name: "reservation-received", stay: { ...stay, specialRequests: `${HOSTILE}\nchampagne`, occasion: "anniversary", leadGuest: { ...stay.leadGuest, firstName: HOSTILE } }, dashboardLink: "https://amora.example/dashboard/reservations" },
      context,
    );
    expect(hostile.html).not.toContain("<script>");
    expect(hostile.html).toContain("&lt;script&gt;");
    expect(hostile.text).toContain("Occasion: Anniversary");
    expect(hostile.html.indexOf("so the hotel can prepare")).toBeLessThan(hostile.html.indexOf("Check-in"));
    expect(hostile.html).toContain("Anniversary");
  });

  it("cancellation: a refund without a card on record, and nothing refunded when none was recorded", () => {
    const refunded = renderEmail(
      { name: "reservation-cancelled", stay, refundCents: 9_950, cardLast4: null, cancellation: { summary: "Partly refundable", detail: "Cancelling costs 50% of the stay ($99.50)." }, link: "https://amora.example/reservations/9" },
      context,
    );
    expect(refunded.text).toContain("$99.50 is refunded to the card you paid with.");
    const nothing = renderEmail(
      { name: "reservation-cancelled", stay, refundCents: null, cardLast4: "1881", cancellation: { summary: "Non-refundable", detail: "Cancelling costs 100% of the stay ($199)." }, link: "https://amora.example/reservations/9" },
      context,
    );
    expect(nothing.text).toContain("Nothing is refunded, as the rate's cancellation terms say: Cancelling costs 100% of the stay ($199).");
    const hotel = renderEmail({ name: "reservation-cancelled-hotel", stay, refundCents: null, dashboardLink: "https://amora.example/dashboard/reservations" }, context);
    expect(hotel.subject).toBe("Reservation AM-7K3Q9X2P was cancelled");
    expect(hotel.text).toContain("The guest paid $199; nothing is refunded.");
    expect(hotel.text).toContain("You received this e-mail because Villa Rosa takes bookings on Amora.");
  });
});
