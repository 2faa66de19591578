import type { Board } from "../../../core/booking/inventory-rules";

/** The stay's fields as the form sends them (the query names of core/booking/occupancy.ts). */
export type StayValues = {
  checkin: string;
  checkout: string;
  adults: string;
  children: string;
};

/** The results page's filter and sort fields, as chosen (absent: any). */
export type FilterValues = Partial<
  Record<
    | "min_price"
    | "max_price"
    | "stars"
    | "board"
    | "free_cancellation"
    | "good_for"
    | "sort",
    string
  >
>;

/** One hotel of a dated search, with its cheapest offer for the stay. */
export type AvailabilityCard = {
  id: number;
  slug: string;
  path: string;
  title: string;
  city: string | null;
  country: string | null;
  stars: number | null;
  image: { alt: string; url: string } | null;
  totalCents: number;
  perNightCents: number;
  roomName: string;
  board: Board;
  /** The cheapest offer cancels free. */
  freeCancellation: boolean;
  /** Some offer of the hotel cancels free. */
  anyFreeCancellation: boolean;
};
