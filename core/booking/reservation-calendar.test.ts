import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import {
  escapeText,
  foldLine,
  guestsText,
  hotelLocation,
  reservationCalendar,
  reservationCalendarFile,
  type ReservationCalendarStay,
} from "./reservation-calendar";

const stay: ReservationCalendarStay = {
  confirmationNumber: "AM-7K3Q9X2P",
  siteHost: "amora.example",
  productName: "Amora",
  stamp: new Date("2027-02-01T09:30:05.123Z"),
  hotel: { name: "Villa Rosa", address: "Via Roma 1", city: "Positano", country: "Italy" },
  checkIn: "2027-03-12",
  checkOut: "2027-03-15",
  roomName: "Deluxe Sea View",
  adults: 2,
  childAges: [],
  link: "https://amora.example/reservations/AM-7K3Q9X2P?email=ana%40example.com",
  status: "confirmed",
};

/** The file as a calendar app reads it: the VCALENDAR and its one VEVENT. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const events = calendar.getAllSubcomponents("vevent");
  expect(events).toHaveLength(1);
  return { calendar, event: events[0]! };
}

function lines(text: string): string[] {
  expect(text.endsWith("\r\n")).toBe(true);
  return text.slice(0, -2).split("\r\n");
}

describe("reservationCalendar", () => {
  it("writes one all-day VEVENT that a calendar app reads back property by property", () => {
    const text = reservationCalendar(stay);
    const { calendar, event } = parse(text);
    expect(calendar.getFirstPropertyValue("prodid")).toBe("-//Amora//Reservations//EN");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("calscale")).toBe("GREGORIAN");
    expect(calendar.getFirstPropertyValue("method")).toBe("PUBLISH");
    expect(event.getFirstPropertyValue("uid")).toBe("AM-7K3Q9X2P@amora.example");

    const stamp = event.getFirstPropertyValue("dtstamp") as ICAL.Time;
    expect(stamp.zone?.tzid).toBe("UTC");
    expect(stamp.toJSDate().toISOString()).toBe("2027-02-01T09:30:05.000Z");

    const start = event.getFirstPropertyValue("dtstart") as ICAL.Time;
    const end = event.getFirstPropertyValue("dtend") as ICAL.Time;
    expect(start.isDate).toBe(true);
    expect(end.isDate).toBe(true);
    expect(start.toString()).toBe("2027-03-12");
    expect(end.toString()).toBe("2027-03-15");
    expect(event.getFirstProperty("dtstart")?.type).toBe("date");
    expect(event.getFirstProperty("dtend")?.type).toBe("date");
    const asEvent = new ICAL.Event(event);
    expect(asEvent.duration.toSeconds()).toBe(3 * 86_400);

    expect(event.getFirstPropertyValue("summary")).toBe("Stay at Villa Rosa");
    expect(event.getFirstPropertyValue("location")).toBe("Via Roma 1, Positano, Italy");
    expect(event.getFirstPropertyValue("description")).toBe(
      [
        "Confirmation number: AM-7K3Q9X2P",
        "Room: Deluxe Sea View",
        "Guests: 2 adults",
        "Your booking: https://amora.example/reservations/AM-7K3Q9X2P?email=ana%40example.com",
      ].join("\n"),
    );
    expect(event.getFirstPropertyValue("url")).toBe(stay.link);
    expect(event.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(event.getFirstPropertyValue("sequence")).toBe(0);

    expect(lines(text)[0]).toBe("BEGIN:VCALENDAR");
    expect(text).toContain("\r\nDTSTART;VALUE=DATE:20270312\r\n");
    expect(text).toContain("\r\nDTEND;VALUE=DATE:20270315\r\n");
    expect(text).toContain("\r\nDTSTAMP:20270201T093005Z\r\n");
    // No bare LF: every line ends in CRLF.
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  it("cancels the same event: same UID, METHOD:CANCEL, STATUS:CANCELLED, SEQUENCE 1", () => {
    const confirmed = parse(reservationCalendar(stay)).event;
    const { calendar, event } = parse(reservationCalendar({ ...stay, status: "cancelled", stamp: new Date("2027-02-10T00:00:00Z") }));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.getFirstPropertyValue("uid")).toBe(confirmed.getFirstPropertyValue("uid"));
    expect(event.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(event.getFirstPropertyValue("sequence")).toBe(1);
    expect((event.getFirstPropertyValue("dtstart") as ICAL.Time).toString()).toBe("2027-03-12");
  });

  it("keeps hostile text intact through escaping and folding: commas, semicolons, backslashes, newlines, emoji, 500 characters", () => {
    const name = `Hôtel "Le Cœur"; Suites, Spa & Bar \\ 💕 ${"Château de l'Amour, ".repeat(30)}`.slice(0, 500);
    expect(name).toHaveLength(500);
    const hostile: ReservationCalendarStay = {
      ...stay,
      hotel: { name, address: "Rue 1;\nBâtiment B, 3e étage\r\nEND:VEVENT", city: "Saint-Tropez, Var", country: "France 🇫🇷" },
      roomName: "Suite; 👩‍❤️‍👨 with a view\\of the sea\nBEGIN:VALARM",
      childAges: [4, 9],
      link: "https://amora.example/reservations/1?a=1,2;3\r\nX-EVIL:1",
    };
    const text = reservationCalendar(hostile);
    const { event } = parse(text);
    expect(event.getFirstPropertyValue("summary")).toBe(`Stay at ${name}`);
    expect(event.getFirstPropertyValue("location")).toBe("Rue 1;\nBâtiment B, 3e étage\nEND:VEVENT, Saint-Tropez, Var, France 🇫🇷");
    expect(event.getFirstPropertyValue("description")).toBe(
      [
        "Confirmation number: AM-7K3Q9X2P",
        "Room: Suite; 👩‍❤️‍👨 with a view\\of the sea\nBEGIN:VALARM",
        "Guests: 2 adults, 2 children (ages 4 and 9)",
        "Your booking: https://amora.example/reservations/1?a=1,2;3X-EVIL:1",
      ].join("\n"),
    );
    expect(event.getFirstPropertyValue("url")).toBe("https://amora.example/reservations/1?a=1,2;3X-EVIL:1");
    expect(event.getAllProperties().map((property) => property.name)).not.toContain("x-evil");
    expect(event.getAllSubcomponents()).toEqual([]);

    const encoder = new TextEncoder();
    for (const line of lines(text)) {
      expect(encoder.encode(line).length).toBeLessThanOrEqual(75);
      // A line is valid UTF-8 on its own: folding never cut a character in two.
      expect(() => new TextDecoder("utf-8", { fatal: true }).decode(encoder.encode(line))).not.toThrow();
      expect(line).not.toMatch(/[\uD800-\uDBFF]$|^ ?[\uDC00-\uDFFF]/);
    }
    expect(lines(text).filter((line) => line.startsWith(" ")).length).toBeGreaterThan(5);
  });
});

describe("foldLine", () => {
  it("leaves a short line alone and folds a long one at 75 octets, continuations starting with a space", () => {
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
    const folded = foldLine(`SUMMARY:${"a".repeat(200)}`).split("\r\n");
    expect(folded[0]).toHaveLength(75);
    expect(folded.slice(1).every((line) => line.startsWith(" ") && line.length <= 75)).toBe(true);
    expect(folded.map((line, index) => (index === 0 ? line : line.slice(1))).join("")).toBe(`SUMMARY:${"a".repeat(200)}`);
  });

  it("moves a multi-byte character that would cross the limit to the next line whole", () => {
    // 73 ASCII octets, then a 4-octet emoji: it does not fit in the first 75.
    const line = `${"x".repeat(73)}💕tail`;
    const [first, second] = foldLine(line).split("\r\n");
    expect(first).toBe("x".repeat(73));
    expect(second).toBe(" 💕tail");
    const accents = foldLine(`DESCRIPTION:${"é".repeat(100)}`).split("\r\n");
    for (const part of accents) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(accents[0]).toBe(`DESCRIPTION:${"é".repeat(31)}`);
  });
});

describe("escapeText", () => {
  it("escapes backslash, semicolon, comma and every kind of newline, and drops other control characters", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg\u0000h\u0007i\tj")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng" + "hi\tj");
  });
});

describe("words and names", () => {
  it("says the guests in words", () => {
    expect(guestsText(1, [])).toBe("1 adult");
    expect(guestsText(2, [5])).toBe("2 adults, 1 child (age 5)");
    expect(guestsText(2, [3, 7, 12])).toBe("2 adults, 3 children (ages 3, 7 and 12)");
  });

  it("joins the hotel's location from the parts it has", () => {
    expect(hotelLocation({ name: "x", address: null, city: "Positano", country: "Italy" })).toBe("Positano, Italy");
    expect(hotelLocation({ name: "x", address: " ", city: null, country: null })).toBe("");
  });

  it("omits LOCATION when the hotel has no address, city or country", () => {
    const { event } = parse(reservationCalendar({ ...stay, hotel: { name: "Nowhere Inn", address: null, city: null, country: null } }));
    expect(event.getFirstProperty("location")).toBeNull();
  });

  it("names the attachment after the confirmation number, with the method in its MIME type", () => {
    expect(reservationCalendarFile(stay)).toMatchObject({
      filename: "reservation-AM-7K3Q9X2P.ics",
      contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    });
    expect(reservationCalendarFile({ ...stay, status: "cancelled" }).contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
  });
});
