import { isEmail, normaliseEmail } from "../account-rules";
import { OCCASIONS, type OccasionSlug } from "../listing-types";
import { BOOKING_FLOW_MESSAGES } from "./booking-messages";

/**
 * The guests' details of a booking (/hotelbooking/{HotelId}), checked the same way in the browser
 * and on the server: the lead guest, each further guest of the room, special requests and the
 * couple's occasion (so the hotel can prepare).
 */
export type BookingGuestsInput = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  /** The room's other guests, by name (at most the stay's guests less the lead). */
  roomGuests: { firstName: string; lastName: string }[];
  specialRequests: string;
  /** An occasion's slug, or "" for none. */
  occasion: string;
};

export type BookingGuests = {
  leadGuest: { firstName: string; lastName: string; email: string; phone: string };
  roomGuests: { firstName: string; lastName: string }[];
  specialRequests: string | null;
  occasion: OccasionSlug | null;
};

export type BookingGuestsField = "first_name" | "last_name" | "email" | "phone" | "room_guests" | "special_requests" | "occasion";

export const NAME_MAX_LENGTH = 80;
export const SPECIAL_REQUESTS_MAX_LENGTH = 1000;
/** A phone number as people write one: digits with spaces, dots, dashes, brackets, a leading +; 7 to 15 digits. */
const PHONE_SHAPE = /^\+?[\d\s().-]{7,25}$/;

const isName = (value: string) => value.trim().length > 0 && value.trim().length <= NAME_MAX_LENGTH;

/** The details read and normalised, or each wrong field's message. */
export function checkBookingGuests(input: BookingGuestsInput, guestCount: number): { ok: true; guests: BookingGuests } | { ok: false; errors: Partial<Record<BookingGuestsField, string>> } {
  const errors: Partial<Record<BookingGuestsField, string>> = {};
  if (!isName(input.firstName)) errors.first_name = BOOKING_FLOW_MESSAGES.firstName;
  if (!isName(input.lastName)) errors.last_name = BOOKING_FLOW_MESSAGES.lastName;
  if (!isEmail(input.email.trim())) errors.email = BOOKING_FLOW_MESSAGES.email;
  const phone = input.phone.trim();
  const digits = phone.replace(/\D/g, "").length;
  if (phone.length > 25 || !PHONE_SHAPE.test(phone) || digits < 7 || digits > 15) errors.phone = BOOKING_FLOW_MESSAGES.phone;
  const roomGuests = input.roomGuests.filter((guest) => guest.firstName.trim() !== "" || guest.lastName.trim() !== "");
  if (roomGuests.length > Math.max(guestCount - 1, 0) || roomGuests.some((guest) => !isName(guest.firstName) || !isName(guest.lastName))) {
    errors.room_guests = BOOKING_FLOW_MESSAGES.guestName;
  }
  const specialRequests = input.specialRequests.trim();
  if (specialRequests.length > SPECIAL_REQUESTS_MAX_LENGTH) errors.special_requests = BOOKING_FLOW_MESSAGES.specialRequests;
  const occasion = OCCASIONS.find((entry) => entry.slug === input.occasion)?.slug ?? null;
  if (input.occasion !== "" && occasion === null) errors.occasion = BOOKING_FLOW_MESSAGES.occasion;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    guests: {
      leadGuest: { firstName: input.firstName.trim(), lastName: input.lastName.trim(), email: normaliseEmail(input.email), phone },
      roomGuests: roomGuests.map((guest) => ({ firstName: guest.firstName.trim(), lastName: guest.lastName.trim() })),
      specialRequests: specialRequests === "" ? null : specialRequests,
      occasion,
    },
  };
}
