import { formatDollars } from "../money";

/**
 * What the booking flow says to a couple (docs/product.md "Hotel booking"): the price check and
 * hold, the booking and its payment. The two quoted from the product are kept as written there.
 */
export const BOOKING_FLOW_MESSAGES = {
  unknownOffer: "This offer is not known any more. Search again for rooms.",
  soldOut: "Sorry, this room has just been taken for these dates. Please choose another room.",
  stayStarted: "This stay has already begun. Choose dates from today on.",
  notBookableHere: "This hotel's rooms cannot be booked on this site yet.",
  /** docs/product.md §8, as written. */
  tokenExpired: "Your booking token is expired you will be navigate to home page",
  /** docs/product.md §8, as written. */
  failedAndRefunded: "Oops! Something went wrong please try again later. The amount charged will be refuded",
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
