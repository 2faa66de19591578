import type { CSSProperties, ReactNode } from "react";
import { BOARDS } from "../../../../core/booking/inventory-rules";
import { guestsText } from "../../../../core/booking/reservation-calendar";
import { formatLongDate, nightsText } from "../../../../core/booking/stay-dates";
import { OCCASIONS } from "../../../../core/listing-types";
import { formatDollars } from "../../../../core/money";
import type { EmailContext, ReservationEmailStay, ReservationEmailTemplate } from "../email-templates";
import { ButtonLink, EMAIL_COLORS, type EmailContent, Heading, paragraph, SANS, smallPrint } from "./email-layout";

type Template<Name extends ReservationEmailTemplate["name"]> = Extract<ReservationEmailTemplate, { name: Name }>;

/** One line of a facts table: its label and its words. */
type Fact = [label: string, value: string];

const labelCell: CSSProperties = {
  padding: "6px 16px 6px 0",
  fontFamily: SANS,
  fontSize: "14px",
  lineHeight: "22px",
  color: EMAIL_COLORS.muted,
  whiteSpace: "nowrap",
};
const valueCell: CSSProperties = {
  padding: "6px 0",
  fontFamily: SANS,
  fontSize: "15px",
  lineHeight: "22px",
  color: EMAIL_COLORS.ink,
  wordBreak: "break-word",
  whiteSpace: "pre-line",
};
const amountCell: CSSProperties = { ...valueCell, textAlign: "right", whiteSpace: "nowrap" };
const subheading: CSSProperties = {
  margin: "8px 0 8px",
  fontFamily: SANS,
  fontSize: "17px",
  lineHeight: "24px",
  fontWeight: 700,
  color: EMAIL_COLORS.ink,
};

function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

/** "Honeymoon" for the slug "honeymoon"; any other words as they are. */
function occasionName(occasion: string): string {
  return OCCASIONS.find((known) => known.slug === occasion)?.name ?? occasion;
}

function datesText(stay: ReservationEmailStay): string {
  return `${formatLongDate(stay.checkIn)} to ${formatLongDate(stay.checkOut)} (${nightsText(stay.nights)})`;
}

/** The stay itself: hotel, dates, room, board, guests. */
function stayFacts(stay: ReservationEmailStay): Fact[] {
  const others = stay.roomGuests.map(fullName).filter((name) => name !== "" && name !== fullName(stay.leadGuest));
  return [
    ["Confirmation number", stay.confirmationNumber],
    ["Hotel", stay.hotelLocation ? `${stay.hotelName}\n${stay.hotelLocation}` : stay.hotelName],
    ["Check-in", formatLongDate(stay.checkIn)],
    ["Check-out", formatLongDate(stay.checkOut)],
    ["Nights", nightsText(stay.nights)],
    ["Room", `${stay.roomName} (${stay.ratePlanName})`],
    ["Board", BOARDS[stay.board]],
    ["Guests", guestsText(stay.adults, stay.childAges)],
    ["Lead guest", fullName(stay.leadGuest)],
    ...(others.length > 0 ? ([["Other guests", others.join(", ")]] satisfies Fact[]) : []),
  ];
}

/** What the couple asked for and why they travel; null when they said neither. */
function prepareFacts(stay: ReservationEmailStay): Fact[] {
  return [
    ...(stay.occasion ? ([["Occasion", occasionName(stay.occasion)]] satisfies Fact[]) : []),
    ...(stay.specialRequests ? ([["Special requests", stay.specialRequests]] satisfies Fact[]) : []),
  ];
}

/** The price: each night, then taxes and fees apart, then the total. */
function priceLines(stay: ReservationEmailStay): Fact[] {
  return [
    ...stay.nightly.map(({ night, cents }): Fact => [formatLongDate(night), formatDollars(cents)]),
    [`Room, ${nightsText(stay.nights)}`, formatDollars(stay.roomCents)],
    ["Taxes", formatDollars(stay.taxCents)],
    ["Fees", formatDollars(stay.feeCents)],
    ["Total", formatDollars(stay.totalCents)],
  ];
}

function factsText(facts: Fact[]): string[] {
  return facts.map(([label, value]) => `${label}: ${value.replace(/\n/g, ", ")}`);
}

function FactsTable({ facts, emphasis }: { facts: Fact[]; emphasis?: string }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} border={0} style={{ margin: "0 0 20px" }}>
      <tbody>
        {facts.map(([label, value]) => (
          <tr key={label}>
            <td valign="top" style={labelCell}>
              {label}
            </td>
            <td valign="top" style={label === emphasis ? { ...valueCell, fontWeight: 700, color: EMAIL_COLORS.brand } : valueCell}>
              {value}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PriceTable({ stay }: { stay: ReservationEmailStay }) {
  const lines = priceLines(stay);
  const nights = stay.nightly.length;
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} border={0} style={{ width: "100%", margin: "0 0 20px" }}>
      <tbody>
        {lines.map(([label, value], index) => {
          const isTotal = index === lines.length - 1;
          const isNight = index < nights;
          const rowStyle: CSSProperties = isTotal ? { borderTop: `1px solid ${EMAIL_COLORS.line}` } : {};
          return (
            <tr key={`${index}-${label}`} style={rowStyle}>
              <td valign="top" style={isNight ? { ...labelCell, paddingLeft: "12px" } : { ...labelCell, color: EMAIL_COLORS.ink, fontWeight: isTotal ? 700 : 400 }}>
                {label}
              </td>
              <td valign="top" style={isTotal ? { ...amountCell, fontWeight: 700, color: EMAIL_COLORS.brand } : amountCell}>
                {value}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A tinted box that stands out from the rest of the message. */
function Callout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} border={0} style={{ width: "100%", margin: "0 0 20px" }}>
      <tbody>
        <tr>
          <td
            style={{
              padding: "16px 18px 4px",
              backgroundColor: EMAIL_COLORS.rose50,
              border: `1px solid ${EMAIL_COLORS.rose200}`,
              borderRadius: "14px",
            }}
          >
            <p style={{ ...paragraph, margin: "0 0 8px", fontWeight: 700, color: EMAIL_COLORS.brand }}>{title}</p>
            {children}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

const guestReason = (productName: string) => `You received this e-mail because you booked a hotel stay on ${productName}.`;
const hotelReason = (hotelName: string, productName: string) => `You received this e-mail because ${hotelName} takes bookings on ${productName}.`;

/** The couple's confirmation: everything about the stay, what it cost, and how cancelling works. */
function reservationConfirmedEmail(template: Template<"reservation-confirmed">, { productName }: EmailContext): EmailContent {
  const { stay, cancellation, cardLast4, link } = template;
  const lead = `Your stay at ${stay.hotelName} is confirmed: ${datesText(stay)}. Your confirmation number is ${stay.confirmationNumber}.`;
  const paid = cardLast4 ? `Paid ${formatDollars(stay.totalCents)} with the card ending in ${cardLast4}.` : `Paid ${formatDollars(stay.totalCents)}.`;
  const requests = prepareFacts(stay);
  const calendarNote = "The calendar file attached adds the stay to your calendar.";
  return {
    subject: `Your stay at ${stay.hotelName} is confirmed (${stay.confirmationNumber})`,
    preheader: lead,
    reason: guestReason(productName),
    text: [
      `Hi ${stay.leadGuest.firstName}, your stay is confirmed`,
      "",
      lead,
      "",
      ...factsText(stayFacts(stay)),
      ...(requests.length > 0 ? ["", "What you told the hotel", ...factsText(requests)] : []),
      "",
      "Price",
      ...factsText(priceLines(stay)),
      paid,
      "",
      "Cancellation",
      cancellation.summary,
      cancellation.detail,
      "",
      `Open your booking: ${link}`,
      calendarNote,
    ].join("\n"),
    body: (
      <>
        <Heading>{`Hi ${stay.leadGuest.firstName}, your stay is confirmed`}</Heading>
        <p style={paragraph}>{lead}</p>
        <FactsTable facts={stayFacts(stay)} emphasis="Confirmation number" />
        {requests.length > 0 ? (
          <>
            <h2 style={subheading}>What you told the hotel</h2>
            <FactsTable facts={requests} />
          </>
        ) : null}
        <h2 style={subheading}>Price</h2>
        <PriceTable stay={stay} />
        <p style={paragraph}>{paid}</p>
        <h2 style={subheading}>Cancellation</h2>
        <p style={{ ...paragraph, margin: "0 0 4px", fontWeight: 700 }}>{cancellation.summary}</p>
        <p style={paragraph}>{cancellation.detail}</p>
        <ButtonLink href={link}>Open your booking</ButtonLink>
        <p style={smallPrint}>{calendarNote}</p>
      </>
    ),
  };
}

/** The hotel's notice of a new booking: who comes, when, what they asked for, what was paid. */
function reservationReceivedEmail(template: Template<"reservation-received">, { productName }: EmailContext): EmailContent {
  const { stay, dashboardLink } = template;
  const guest = fullName(stay.leadGuest);
  const lead = `${guest} booked ${stay.roomName} at ${stay.hotelName}: ${datesText(stay)}, ${guestsText(stay.adults, stay.childAges)}.`;
  const requests = prepareFacts(stay);
  const prepareTitle = "Occasion and special requests, so the hotel can prepare";
  const contact: Fact[] = [
    ["Name", guest],
    ["E-mail", stay.leadGuest.email],
    ["Phone", stay.leadGuest.phone],
  ];
  const total = `Total paid: ${formatDollars(stay.totalCents)} (room ${formatDollars(stay.roomCents)}, taxes ${formatDollars(stay.taxCents)}, fees ${formatDollars(stay.feeCents)}).`;
  return {
    subject: `New reservation ${stay.confirmationNumber}: ${guest}, ${formatLongDate(stay.checkIn)}`,
    preheader: lead,
    reason: hotelReason(stay.hotelName, productName),
    text: [
      "A new reservation",
      "",
      lead,
      "",
      prepareTitle,
      ...(requests.length > 0 ? factsText(requests) : ["No occasion or special requests given."]),
      "",
      ...factsText(stayFacts(stay)),
      "",
      "Lead guest",
      ...factsText(contact),
      "",
      total,
      "",
      `Your reservations: ${dashboardLink}`,
    ].join("\n"),
    body: (
      <>
        <Heading>A new reservation</Heading>
        <p style={paragraph}>{lead}</p>
        <Callout title={prepareTitle}>
          {requests.length > 0 ? <FactsTable facts={requests} /> : <p style={paragraph}>No occasion or special requests given.</p>}
        </Callout>
        <FactsTable facts={stayFacts(stay)} emphasis="Confirmation number" />
        <h2 style={subheading}>Lead guest</h2>
        <FactsTable facts={contact} />
        <p style={{ ...paragraph, fontWeight: 700 }}>{total}</p>
        <ButtonLink href={dashboardLink}>See your reservations</ButtonLink>
      </>
    ),
  };
}

/** What goes back to the couple, in words. */
function refundText(refundCents: number | null, cardLast4: string | null, cancellation: { detail: string }): string {
  if (refundCents === null || refundCents === 0) return `Nothing is refunded, as the rate's cancellation terms say: ${cancellation.detail}`;
  return cardLast4 ? `${formatDollars(refundCents)} is refunded to the card ending in ${cardLast4}.` : `${formatDollars(refundCents)} is refunded to the card you paid with.`;
}

/** The couple's cancellation: which stay, and what is refunded. */
function reservationCancelledEmail(template: Template<"reservation-cancelled">, { productName }: EmailContext): EmailContent {
  const { stay, refundCents, cardLast4, cancellation, link } = template;
  const lead = `Your stay at ${stay.hotelName}, ${datesText(stay)}, is cancelled (confirmation number ${stay.confirmationNumber}).`;
  const refund = refundText(refundCents, cardLast4, cancellation);
  const paid = `You paid ${formatDollars(stay.totalCents)}.`;
  const calendarNote = "The calendar file attached removes the stay from your calendar.";
  return {
    subject: `Your reservation ${stay.confirmationNumber} at ${stay.hotelName} is cancelled`,
    preheader: `${lead} ${refund}`,
    reason: guestReason(productName),
    text: [
      "Your reservation is cancelled",
      "",
      lead,
      "",
      ...factsText(stayFacts(stay)),
      "",
      "Refund",
      paid,
      refund,
      "",
      `Open your booking: ${link}`,
      calendarNote,
    ].join("\n"),
    body: (
      <>
        <Heading>Your reservation is cancelled</Heading>
        <p style={paragraph}>{lead}</p>
        <FactsTable facts={stayFacts(stay)} emphasis="Confirmation number" />
        <h2 style={subheading}>Refund</h2>
        <p style={paragraph}>{paid}</p>
        <p style={{ ...paragraph, fontWeight: 700 }}>{refund}</p>
        <ButtonLink href={link}>Open your booking</ButtonLink>
        <p style={smallPrint}>{calendarNote}</p>
      </>
    ),
  };
}

/** The hotel's notice that a booking was cancelled. */
function reservationCancelledHotelEmail(template: Template<"reservation-cancelled-hotel">, { productName }: EmailContext): EmailContent {
  const { stay, refundCents, dashboardLink } = template;
  const guest = fullName(stay.leadGuest);
  const lead = `${guest} cancelled reservation ${stay.confirmationNumber}: ${stay.roomName}, ${datesText(stay)}. The room is on sale again for those nights.`;
  const money =
    refundCents !== null && refundCents > 0
      ? `The guest paid ${formatDollars(stay.totalCents)}; ${formatDollars(refundCents)} is refunded.`
      : `The guest paid ${formatDollars(stay.totalCents)}; nothing is refunded.`;
  return {
    subject: `Reservation ${stay.confirmationNumber} was cancelled`,
    preheader: lead,
    reason: hotelReason(stay.hotelName, productName),
    text: ["A reservation was cancelled", "", lead, "", ...factsText(stayFacts(stay)), "", money, "", `Your reservations: ${dashboardLink}`].join("\n"),
    body: (
      <>
        <Heading>A reservation was cancelled</Heading>
        <p style={paragraph}>{lead}</p>
        <FactsTable facts={stayFacts(stay)} emphasis="Confirmation number" />
        <p style={paragraph}>{money}</p>
        <ButtonLink href={dashboardLink}>See your reservations</ButtonLink>
      </>
    ),
  };
}

export function reservationEmail(template: ReservationEmailTemplate, context: EmailContext): EmailContent {
  switch (template.name) {
    case "reservation-confirmed":
      return reservationConfirmedEmail(template, context);
    case "reservation-received":
      return reservationReceivedEmail(template, context);
    case "reservation-cancelled":
      return reservationCancelledEmail(template, context);
    case "reservation-cancelled-hotel":
      return reservationCancelledHotelEmail(template, context);
  }
}
