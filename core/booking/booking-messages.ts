import { formatDollars } from "../money";
import { MARKETPLACE_PAYMENT_MESSAGES } from "../pricing";

/** How long a price check holds the rooms: the booking's payment session (docs/product.md: 600 s). */
export const HOLD_SECONDS = 600;

/**
 * What the booking flow says to a couple (docs/product.md "Hotel booking"): the price check and
 * hold, the booking and its payment. The two quoted from the product are kept as written there.
 */
export const BOOKING_FLOW_MESSAGES = {
  unknownOffer: "This offer is not known any more. Search again for rooms.",
  soldOut: "Sorry, this room has just been taken for these dates. Please choose another room.",
  stayStarted: "This stay has already begun. Choose dates from today on.",
  notBookableHere: "This hotel's rooms cannot be booked on this site yet.",
  /** docs/product.md §8, as written: the same words as the marketplace payment's session. */
  tokenExpired: MARKETPLACE_PAYMENT_MESSAGES.sessionExpired,
  /** docs/product.md §8, as written. */
  failedAndRefunded: MARKETPLACE_PAYMENT_MESSAGES.failedAndRefunded,
  unknownToken: "This booking could not be found. Start again from the hotel's rooms.",
  signInToBook: "Sign in to book as a member, or book as a guest.",
  bookedAlready: "This booking is already confirmed.",
  paymentNotDone: "The payment has not gone through yet.",
  firstName: "Enter the lead guest's first name",
  lastName: "Enter the lead guest's last name",
  email: "Enter a valid e-mail address",
  phone: "Enter a phone number, with its country code, e.g. +39 055 123 4567",
  guestName: "Enter each guest's first and last name",
  specialRequests: "Special requests can be at most 1,000 characters",
  occasion: "Choose an occasion from the list",
  notFound: "No reservation found with these details.",
} as const;

/** The total the page showed is not the server's: the couple sees the new total before paying. */
export function priceChangedMessage(totalCents: number): string {
  return `The price of this stay is now ${formatDollars(totalCents)}. Check it and confirm again.`;
}
