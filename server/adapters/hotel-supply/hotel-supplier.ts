import type { CancellationTerms } from "../../../core/booking/cancellation-policy";
import type { Board } from "../../../core/booking/inventory-rules";

/**
 * Where hotel rooms come from (decision 029). Amora's own inventory (server/domain/booking) and an
 * external bed bank (an HTTP adapter here) answer the same calls, so the search, the room page and
 * the checkout do not care who supplies a hotel; which supplier serves which hotel is data
 * (`hotel_suppliers`). Money is integer cents; dates are YYYY-MM-DD in the hotel's calendar.
 */

/** Who is staying: adults, and each child's age on the day of arrival. One room. */
export type Occupancy = { adults: number; childAges: number[] };

export type StayQuery = { checkIn: string; checkOut: string; occupancy: Occupancy };

/** A rate plan's cancellation terms: free until N days before arrival, then a charge; or none free. */
export type { CancellationTerms };

/** One bookable offer for a stay: a room type under a rate plan, priced for the whole stay. */
export type RoomRate = {
  /** The supplier's key for this offer, handed back to price-check and book it. */
  rateKey: string;
  roomTypeId: string;
  roomName: string;
  ratePlanName: string;
  board: Board;
  cancellation: CancellationTerms;
  /** Each night's room price, in order. */
  nightly: { night: string; cents: number }[];
  roomCents: number;
  taxCents: number;
  feeCents: number;
  totalCents: number;
  roomsLeft: number;
};

/** A hotel with what it can sell for a stay: its cheapest offer, summarised for a result list. */
export type HotelAvailability = {
  /** The supplier's hotel id. */
  hotelId: string;
  cheapest: RoomRate;
  /** Whether any offer can be cancelled free. */
  hasFreeCancellation: boolean;
  boards: Board[];
};

export type SupplierBooking = {
  /** The supplier's booking reference. */
  reference: string;
  status: "confirmed" | "cancelled";
  rate: RoomRate;
  guest: { firstName: string; lastName: string; email: string };
};

/** Which offers a search wants priced: on these boards, cancellable free. */
export type OfferFilter = { boards?: Board[]; freeCancellationOnly?: boolean };

/** A room type that cannot be sold for the stay, and why, in the product's words. */
export type UnavailableRoom = { roomTypeId: string; roomName: string; reason: string };

/**
 * What the availability search and the room page need from a supplier: the hotels with rooms for a
 * stay, one hotel's offers, and an offer's price now. Booking is `HotelSupplier`'s part.
 */
export interface HotelAvailabilitySupplier {
  readonly name: string;
  /**
   * Hotels of the given supplier ids with availability for the stay, each with its cheapest offer.
   * With `only`, only the offers on those boards, or cancellable free, count (a supplier that
   * cannot tell may ignore it: the search checks `boards` and `hasFreeCancellation` again).
   */
  searchAvailability(hotelIds: string[], stay: StayQuery, only?: OfferFilter): Promise<HotelAvailability[]>;
  /** Every offer of one hotel for the stay, and the room types that do not fit (with why not). */
  roomsAndRates(hotelId: string, stay: StayQuery): Promise<{ rates: RoomRate[]; unavailable: UnavailableRoom[] }>;
  /** The offer's price now (prices move): the same rate, repriced, or null when it is gone. */
  priceCheck(rateKey: string): Promise<RoomRate | null>;
}

/** A supplier that also takes bookings (the booking issue). */
export interface HotelSupplier extends HotelAvailabilitySupplier {
  book(rateKey: string, guest: SupplierBooking["guest"], clientReference: string): Promise<SupplierBooking>;
  retrieve(reference: string): Promise<SupplierBooking | null>;
  cancel(reference: string): Promise<SupplierBooking>;
}
