import type { FastifyRequest } from "fastify";
import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { BOARDS } from "../../../core/booking/inventory-rules";
import * as contracts from "../../../core/contracts/booking";
import type { availabilityresult } from "../../../core/contracts/booking-schemas";
import type { AppServices } from "../../app-context";
import { displayHotels } from "../../domain/booking/display-hotels";
import { findBookingPlaces } from "../../domain/booking/find-places";
import { getHotelContent } from "../../domain/booking/hotel-content";
import { decodeNextResultKey, encodeNextResultKey } from "../../domain/booking/next-result-key";
import { getRoomsAndRates } from "../../domain/booking/rooms-and-rates";
import { searchAvailability, type AvailabilitySearch } from "../../domain/booking/search-availability";
import { appSuppliers } from "../../domain/booking/supplier-registry";
import { BOOKING_MESSAGES, readAvailabilityQuery, readPage, readRoomsQuery, refuseNextResultKey, requireText, todayOf } from "./booking-query";
import type { ApiRegistry } from "./route";
import { countImpressions } from "./statistics";

type AvailabilityWire = z.input<(typeof availabilityresult)["response"]>;

/** The suppliers the search asks: the own inventory (a bed bank joins here when configured). */
const suppliersOf = (services: AppServices) => appSuppliers(services);

async function availabilityPage(services: AppServices, request: FastifyRequest, search: AvailabilitySearch): Promise<AvailabilityWire> {
  const page = await searchAvailability(
    {
      db: services.db,
      suppliers: suppliersOf(services),
      onSupplierError: (supplier, error) => request.log.warn({ err: error, supplier }, "hotel supplier failed; its hotels left out"),
      ...(services.catalogueCache ? { cache: services.catalogueCache } : {}),
    },
    search,
  );
  const { stay } = search;
  countImpressions(services, request, page.hotels.map((hotel) => hotel.id));
  return {
    location: { location_id: page.location.locationId, kind: page.location.kind, name: page.location.name, country: page.location.country },
    stay: { check_in: stay.checkIn, check_out: stay.checkOut, nights: stay.nights, adults: stay.occupancy.adults, children: stay.occupancy.childAges },
    total: page.total,
    data: page.hotels.map((hotel) => ({
      id: hotel.id,
      type: hotel.type,
      slug: hotel.slug,
      path: hotel.path,
      title: hotel.title,
      city: hotel.city,
      country: hotel.country,
      stars: hotel.starRating,
      category: hotel.category,
      is_featured: hotel.isFeatured,
      image: hotel.image?.url ?? null,
      image_alt: hotel.image?.alt ?? null,
      currency: "USD" as const,
      total_cents: hotel.totalCents,
      per_night_cents: hotel.perNightCents,
      boards: hotel.boards,
      free_cancellation: hotel.hasFreeCancellation,
      cheapest: {
        rate_key: hotel.cheapest.rateKey,
        room_name: hotel.cheapest.roomName,
        rate_plan_name: hotel.cheapest.ratePlanName,
        board: hotel.cheapest.board,
        board_name: BOARDS[hotel.cheapest.board],
        free_cancellation: hotel.cheapest.cancellation.freeCancellationDays !== null || hotel.cheapest.cancellation.chargePercent === 0,
      },
    })),
    next_result_key: page.nextOffset === null ? null : encodeNextResultKey({ ...search, offset: page.nextOffset }),
  };
}

/** The handlers of core/contracts/booking.ts. */
export function registerBookingRoutes(api: ApiRegistry): void {
  api.route(contracts.autolocation, async ({ query, services }) => {
    const places = await findBookingPlaces({ db: services.db, engine: services.search }, query.query ?? "");
    return {
      data: places.map((place) => ({
        location_id: place.locationId,
        kind: place.kind,
        name: place.name,
        country: place.country,
        city: place.city,
        path: place.path,
      })),
    };
  });

  api.route(contracts.displayhotels, async ({ query, services }) => {
    const location = requireText(query.location, "location", BOOKING_MESSAGES.location);
    const found = await displayHotels(services.db, { location, page: readPage(query.page) });
    const { hotels } = found;
    return {
      location: { location_id: found.location.locationId, kind: found.location.kind, name: found.location.name, country: found.location.country },
      data: hotels.items.map((hotel) => ({
        id: hotel.id,
        type: hotel.type,
        slug: hotel.slug,
        path: hotel.path,
        title: hotel.title,
        description: hotel.description,
        city: hotel.city,
        country: hotel.country,
        stars: hotel.starRating,
        category: hotel.category,
        is_featured: hotel.isFeatured,
        price_from: hotel.priceFrom,
        image: hotel.image?.sizes.small ?? null,
      })),
      current_page: hotels.page,
      last_page: hotels.lastPage,
      per_page: hotels.perPage,
      total: hotels.total,
    };
  });

  api.route(contracts.availabilityresult, ({ query, services, request }) => availabilityPage(services, request, readAvailabilityQuery(query, todayOf(services.clock.now()))));

  api.route(contracts.fetchHotelDatabynextresultkey, ({ query, services, request }) => {
    const key = requireText(query.next_result_key, "next_result_key", BOOKING_MESSAGES.nextResultKey);
    const search = decodeNextResultKey(key);
    if (!search) refuseNextResultKey();
    return availabilityPage(services, request, search);
  });

  api.route(contracts.fetchhotelcontent, async ({ query, services }) => {
    const hotel = await getHotelContent(services.db, requireText(query.hotel, "hotel", BOOKING_MESSAGES.hotel));
    return {
      data: {
        id: hotel.id,
        slug: hotel.slug,
        path: hotel.path,
        name: hotel.name,
        stars: hotel.stars,
        category: hotel.category,
        address: hotel.address,
        description: hotel.description,
        pictures: hotel.pictures,
        amenities: hotel.amenities,
        good_for: hotel.goodFor,
        room_types: hotel.roomTypes.map((room) => ({
          id: room.id,
          name: room.name,
          description: room.description,
          beds: room.beds,
          size_sqm: room.sizeSqm,
          max_adults: room.maxAdults,
          max_children: room.maxChildren,
          amenities: room.amenities,
          photos: room.photos,
        })),
      },
    };
  });

  api.route(contracts.roomsandrate, async ({ query, services }) => {
    const now = services.clock.now();
    const { hotel, stay } = readRoomsQuery(query, todayOf(now));
    const found = await getRoomsAndRates(
      { db: services.db, suppliers: suppliersOf(services), now, ...(services.catalogueCache ? { cache: services.catalogueCache } : {}) },
      { hotel, stay },
    );
    return {
      hotel: found.hotel,
      stay: { check_in: stay.checkIn, check_out: stay.checkOut, nights: stay.nights, adults: stay.occupancy.adults, children: stay.occupancy.childAges },
      currency: "USD" as const,
      rates: found.rates.map((rate) => ({
        rate_key: rate.rateKey,
        room_type_id: rate.roomTypeId,
        room_name: rate.roomName,
        rate_plan_name: rate.ratePlanName,
        board: rate.board,
        board_name: BOARDS[rate.board],
        cancellation: {
          refundable: rate.policy.refundable,
          deadline: rate.policy.deadline,
          charge_percent: rate.cancellation.chargePercent,
          summary: rate.policy.summary,
          detail: rate.policy.detail,
        },
        nightly: rate.nightly,
        room_cents: rate.roomCents,
        tax_cents: rate.taxCents,
        fee_cents: rate.feeCents,
        total_cents: rate.totalCents,
        rooms_left: rate.roomsLeft,
        photos: rate.photos,
      })),
      unavailable: found.unavailable.map((room) => ({ room_type_id: room.roomTypeId, room_name: room.roomName, reason: room.reason, photos: room.photos })),
    };
  });

  api.route(contracts.getCorrelationId, ({ reply }) => {
    void reply.header("cache-control", "no-store");
    return { correlation_id: randomUUID() };
  });
}
