import { z } from "zod";
import { BOARD_VALUES } from "../booking/inventory-rules";
import { boundedPattern } from "../bounded-pattern-schema";

/**
 * The schemas of the availability search, rooms and rates (core/contracts/booking.ts), by
 * operationId. Queries are read as bounded text here; what they mean (dates, guests, filters) is
 * checked by the handler with the product's messages (core/booking/occupancy.ts and
 * server/api/v1/booking-query.ts), a 422 naming each field.
 */

/** Query text: no control characters (PostgreSQL text cannot hold NUL), at most `max` characters. */
const text = (max: number) =>
  boundedPattern({ pattern: /^\P{Cc}*$/u, maxLength: max, message: "must not contain control characters", tooLong: `must be at most ${max} characters` }).optional();

/** The stay, as core/booking/occupancy.ts reads it. */
const stayQuery = {
  checkin: text(10).describe("Check-in day, YYYY-MM-DD"),
  checkout: text(10).describe("Check-out day, YYYY-MM-DD (after check-in, 30 nights at most)"),
  adults: text(2).describe("Adults, 1 to 8; 2 when absent"),
  children: text(40).describe("Each child's age on arrival, comma-separated (0 to 17, at most 6), e.g. 4,9"),
};

const locationQuery = text(120).describe("A LocationId: a destination's id or slug, a city's name or slugged name, or a hotel's id or slug (as autolocation gives)");

const money = z.number().int().describe("US cents");
const roomPhotos = z
  .array(z.object({ thumbnail: z.string(), small: z.string(), medium: z.string(), large: z.string() }))
  .describe("The room's photos uploaded by the hotel, 4:3 in four sizes, first shown first; empty when it has none");
const board = z.enum(BOARD_VALUES);
const locationKind = z.enum(["destination", "city", "hotel"]);

const location = z.object({
  location_id: z.string(),
  kind: locationKind,
  name: z.string(),
  country: z.string().nullable(),
});

const stay = z.object({
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
  adults: z.number().int(),
  children: z.array(z.number().int()).describe("The children's ages"),
});

const cheapestOffer = z.object({
  rate_key: z.string().describe("Hand back to price-check and book this offer"),
  room_name: z.string(),
  rate_plan_name: z.string(),
  board,
  board_name: z.string(),
  free_cancellation: z.boolean(),
});

const hotelResult = z.object({
  id: z.number().int(),
  type: z.string(),
  slug: z.string(),
  path: z.string(),
  title: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  stars: z.number().nullable(),
  category: z.string().nullable(),
  is_featured: z.boolean(),
  image: z.string().nullable().describe("The cover picture, 400 px wide"),
  image_alt: z.string().nullable(),
  currency: z.literal("USD"),
  total_cents: money.describe("The cheapest offer for the whole stay, taxes and fees included"),
  per_night_cents: money.describe("The cheapest offer's room price a night, before taxes and fees"),
  boards: z.array(board).describe("The boards of the offers counted (with a board filter, those asked for)"),
  free_cancellation: z.boolean().describe("Whether any offer counted can be cancelled free"),
  cheapest: cheapestOffer.describe("The cheapest offer counted: with a board or free-cancellation filter, the cheapest such offer"),
});

const availabilityPage = z.object({
  location,
  stay,
  total: z.number().int().describe("Hotels found, over all pages"),
  data: z.array(hotelResult),
  next_result_key: z.string().nullable().describe("Pass to fetchHotelDatabynextresultkey for the next page; null on the last page"),
});

export const autolocation = {
  query: z.object({ query: text(100).describe("What the person typed") }),
  response: z.object({
    data: z.array(
      location.extend({
        city: z.string().nullable(),
        path: z.string().nullable().describe("The place's own page, when it has one"),
      }),
    ),
  }),
};

export const displayhotels = {
  query: z.object({ location: locationQuery, page: text(6).describe("Page number, from 1") }),
  response: z.object({
    location,
    data: z.array(
      z.object({
        id: z.number().int(),
        type: z.string(),
        slug: z.string(),
        path: z.string(),
        title: z.string(),
        description: z.string(),
        city: z.string().nullable(),
        country: z.string().nullable(),
        stars: z.number().nullable(),
        category: z.string().nullable(),
        is_featured: z.boolean(),
        price_from: z.number().int().nullable().describe("'From' price in whole dollars a night"),
        image: z.string().nullable(),
      }),
    ),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  }),
};

export const availabilityresult = {
  query: z.object({
    location: locationQuery,
    ...stayQuery,
    min_price: text(7).describe("Lowest price a night, whole dollars"),
    max_price: text(7).describe("Highest price a night, whole dollars"),
    stars: text(20).describe("Star classes, comma-separated, e.g. 4,5"),
    board: text(80).describe(`Boards, comma-separated: ${BOARD_VALUES.join(", ")}`),
    free_cancellation: text(5).describe("1 or true: only hotels with an offer cancellable free"),
    good_for: text(40).describe("An occasion's slug, e.g. honeymoon"),
    sort: text(20).describe("recommended (default), price_asc, price_desc or stars"),
    page_size: text(3).describe("Hotels a page, 1 to 200; 20 when absent"),
  }),
  response: availabilityPage,
};

export const fetchHotelDatabynextresultkey = {
  query: z.object({ next_result_key: text(1500).describe("The next_result_key of the previous page") }),
  response: availabilityPage,
};

export const fetchhotelcontent = {
  query: z.object({ hotel: text(120).describe("The hotel's id or slug") }),
  response: z.object({
    data: z.object({
      id: z.number().int(),
      slug: z.string(),
      path: z.string(),
      name: z.string(),
      stars: z.number().nullable(),
      category: z.string().nullable(),
      address: z.object({
        city: z.string().nullable(),
        region: z.string().nullable(),
        country: z.string().nullable(),
        latitude: z.number().nullable(),
        longitude: z.number().nullable(),
      }),
      description: z.string(),
      pictures: z.array(z.object({ alt: z.string(), thumbnail: z.string(), small: z.string(), medium: z.string(), large: z.string() })),
      amenities: z.array(z.string()),
      good_for: z.array(z.string()),
      room_types: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          description: z.string(),
          beds: z.string(),
          size_sqm: z.number().int().nullable(),
          max_adults: z.number().int(),
          max_children: z.number().int(),
          amenities: z.array(z.string()),
          photos: roomPhotos,
        }),
      ),
    }),
  }),
};

export const roomsandrate = {
  query: z.object({ hotel: text(120).describe("The hotel's id or slug"), ...stayQuery }),
  response: z.object({
    hotel: z.object({ id: z.number().int(), slug: z.string(), path: z.string(), name: z.string() }),
    stay,
    currency: z.literal("USD"),
    rates: z.array(
      z.object({
        rate_key: z.string(),
        room_type_id: z.string(),
        room_name: z.string(),
        rate_plan_name: z.string(),
        board,
        board_name: z.string(),
        cancellation: z.object({
          refundable: z.boolean().describe("Whether the couple can still cancel at no cost"),
          deadline: z.string().nullable().describe("The end of the last free day (23:59:59 hotel time) as an ISO instant, or null"),
          charge_percent: z.number().int().describe("What a cancellation after the deadline costs, in % of the stay"),
          summary: z.string().describe("The policy in a few words, e.g. 'Free cancellation until 23:59 on Fri 12 Mar 2027 (hotel time)'"),
          detail: z.string().describe("What cancelling costs after that"),
        }),
        nightly: z.array(z.object({ night: z.string(), cents: money })),
        room_cents: money,
        tax_cents: money,
        fee_cents: money,
        total_cents: money,
        rooms_left: z.number().int(),
        photos: roomPhotos,
      }),
    ),
    unavailable: z
      .array(z.object({ room_type_id: z.string(), room_name: z.string(), reason: z.string(), photos: roomPhotos }))
      .describe("Room types that cannot be sold for this stay, and why"),
  }),
};

export const getCorrelationId = {
  response: z.object({ correlation_id: z.string().describe("A new booking session's id: send it with the session's later calls") }),
};
