/**
 * A hotel stay as a calendar file (RFC 5545), sent with the booking e-mails so the couple can add
 * it to their calendar: one all-day VEVENT from the check-in day to the check-out day (DTEND is
 * exclusive, so the event covers the nights). A cancellation sends the same UID with METHOD:CANCEL,
 * STATUS:CANCELLED and a higher SEQUENCE, which calendar apps read as "remove this event".
 *
 * Lines end in CRLF and are folded at 75 octets without splitting a UTF-8 character; text values
 * are escaped (backslash, semicolon, comma, newline) and stripped of other control characters.
 */
export type ReservationCalendarStay = {
  /** The confirmation number ("AM-7K3Q9X2P"): with the site's host, the event's UID. */
  confirmationNumber: string;
  /** The site's host ("amora.travel"), the UID's domain. */
  siteHost: string;
  /** The product's name, for PRODID. */
  productName: string;
  /** When the file is written (DTSTAMP, UTC). */
  stamp: Date;
  hotel: { name: string; address: string | null; city: string | null; country: string | null };
  /** YYYY-MM-DD: the first night. */
  checkIn: string;
  /** YYYY-MM-DD: the day of departure. */
  checkOut: string;
  roomName: string;
  adults: number;
  childAges: readonly number[];
  /** The absolute address that opens the booking. */
  link: string;
  status: "confirmed" | "cancelled";
};

export type ReservationCalendarFile = {
  filename: string;
  contentType: string;
  content: string;
};

/** "2 adults", "2 adults, 1 child (age 5)", "1 adult, 2 children (ages 4 and 9)". */
export function guestsText(adults: number, childAges: readonly number[]): string {
  const grown = adults === 1 ? "1 adult" : `${adults} adults`;
  if (childAges.length === 0) return grown;
  if (childAges.length === 1) return `${grown}, 1 child (age ${childAges[0]})`;
  const ages = `${childAges.slice(0, -1).join(", ")} and ${childAges[childAges.length - 1]}`;
  return `${grown}, ${childAges.length} children (ages ${ages})`;
}

/** The longest line, in octets, before folding (RFC 5545 §3.1), CRLF not counted. */
const LINE_OCTETS = 75;

const encoder = new TextEncoder();

function octets(text: string): number {
  return encoder.encode(text).length;
}

/**
 * Splits a content line into lines of at most 75 octets, each continuation starting with a space.
 * Iterates by code point, so a character of 2 to 4 octets (accents, emoji) is never cut.
 */
export function foldLine(line: string): string {
  if (octets(line) <= LINE_OCTETS) return line;
  const lines: string[] = [];
  let current = "";
  let size = 0;
  let limit = LINE_OCTETS;
  for (const character of line) {
    const width = octets(character);
    if (size + width > limit) {
      lines.push(current);
      current = "";
      size = 0;
      // A continuation's leading space is one of its 75 octets.
      limit = LINE_OCTETS - 1;
    }
    current += character;
    size += width;
  }
  lines.push(current);
  return lines.join("\r\n ");
}

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines escaped; other controls dropped. */
export function escapeText(value: string): string {
  return (
    value
      .replace(/\r\n|\r|\n/g, "\n")
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
      .replace(/\\/g, "\\\\")
      .replace(/;/g, "\\;")
      .replace(/,/g, "\\,")
      .replace(/\n/g, "\\n")
  );
}

/** A URI value: not escaped, but never able to break the line it sits on. */
function uriValue(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  return value.replace(/[\u0000-\u001f\u007f]/g, "");
}

/** 2027-03-12 -> 20270312 (a DATE value). */
function dateValue(date: string): string {
  return date.replaceAll("-", "");
}

/** An instant as a UTC DATE-TIME value: 20270312T093000Z. */
function utcDateTime(at: Date): string {
  return at.toISOString().replace(/\.\d{3}Z$/, "Z").replace(/[-:]/g, "");
}

/** "Via Roma 1, Positano, Italy": the parts the hotel has, in order. */
export function hotelLocation(hotel: ReservationCalendarStay["hotel"]): string {
  return [hotel.address, hotel.city, hotel.country]
    .map((part) => part?.trim() ?? "")
    .filter((part, index, parts) => part !== "" && parts.indexOf(part) === index)
    .join(", ");
}

/** The calendar file's name: reservation-AM-7K3Q9X2P.ics (characters unsafe in a file name dropped). */
export function reservationCalendarFilename(confirmationNumber: string): string {
  return `reservation-${confirmationNumber.replace(/[^A-Za-z0-9_-]/g, "")}.ics`;
}

/** The VCALENDAR text of one stay, CRLF line ends and folded lines. */
export function reservationCalendar(stay: ReservationCalendarStay): string {
  const cancelled = stay.status === "cancelled";
  const location = hotelLocation(stay.hotel);
  const description = [
    `Confirmation number: ${stay.confirmationNumber}`,
    `Room: ${stay.roomName}`,
    `Guests: ${guestsText(stay.adults, stay.childAges)}`,
    `Your booking: ${uriValue(stay.link)}`,
  ].join("\n");
  const lines = [
    "BEGIN:VCALENDAR",
    `PRODID:-//${escapeText(stay.productName)}//Reservations//EN`,
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    `METHOD:${cancelled ? "CANCEL" : "PUBLISH"}`,
    "BEGIN:VEVENT",
    `UID:${escapeText(`${stay.confirmationNumber}@${stay.siteHost}`)}`,
    `DTSTAMP:${utcDateTime(stay.stamp)}`,
    `DTSTART;VALUE=DATE:${dateValue(stay.checkIn)}`,
    `DTEND;VALUE=DATE:${dateValue(stay.checkOut)}`,
    `SEQUENCE:${cancelled ? 1 : 0}`,
    `SUMMARY:${escapeText(`Stay at ${stay.hotel.name}`)}`,
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${uriValue(stay.link)}`,
    `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
    // An all-day stay does not block the couple's days as busy.
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** The stay's calendar file as an e-mail attachment, its MIME type naming the method (RFC 6047). */
export function reservationCalendarFile(stay: ReservationCalendarStay): ReservationCalendarFile {
  return {
    filename: reservationCalendarFilename(stay.confirmationNumber),
    contentType: `text/calendar; charset=utf-8; method=${stay.status === "cancelled" ? "CANCEL" : "PUBLISH"}`,
    content: reservationCalendar(stay),
  };
}
