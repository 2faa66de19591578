import { inventoryNights, ratePlans, roomTypes } from "../../server/db/schema/inventory";
import { addDays, stayNights } from "../../core/booking/stay-dates";
import { encodeRateKey } from "../../server/domain/booking/rate-key";
import { createBusiness, type TestBusiness } from "./business-accounts";
import type { TestApp } from "./test-app";

let counter = 0;

export type HotelWithRooms = { hotel: TestBusiness; roomTypeId: number; ratePlanId: number; rateKey(checkIn: string, checkOut: string, adults?: number): string };

/**
 * An active hotel (with its own signed-in account) selling one room type on one rate plan, with
 * `roomsLeft` rooms at `priceCents` every night from `from` for `days` days (10% tax, $3 a night
 * fee; free cancellation until `freeCancellationDays` before arrival, then `chargePercent`).
 */
export async function hotelWithRooms(
  testApp: TestApp,
  {
    from,
    days = 30,
    roomsLeft = 5,
    priceCents = 20_000,
    freeCancellationDays = 3,
    chargePercent = 100,
    city = "Amalfi",
  }: { from: string; days?: number; roomsLeft?: number; priceCents?: number; freeCancellationDays?: number | null; chargePercent?: number; city?: string },
): Promise<HotelWithRooms> {
  counter += 1;
  const hotel = await createBusiness(testApp, "hotel", { type: "property", title: `Villa Prenotazione ${Date.now().toString(36)}-${counter}`, city, country: "Italy", priceFromCents: priceCents });
  const db = testApp.services.db;
  const at = testApp.clock.now();
  const [room] = await db
    .insert(roomTypes)
    .values({ listingId: hotel.listingId, name: "Deluxe Sea View Double", beds: "1 king bed", maxAdults: 2, maxChildren: 1, createdAt: at, updatedAt: at })
    .returning();
  const [plan] = await db
    .insert(ratePlans)
    .values({
      roomTypeId: room!.id,
      listingId: hotel.listingId,
      name: "Flexible with breakfast",
      board: "breakfast",
      freeCancellationDays,
      cancellationChargePercent: chargePercent,
      taxPercent: 10,
      feeCentsPerNight: 300,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  const nights = stayNights(from, addDays(from, days));
  await db.insert(inventoryNights).values(nights.map((night) => ({ ratePlanId: plan!.id, listingId: hotel.listingId, night, priceCents, roomsLeft })));
  return {
    hotel,
    roomTypeId: room!.id,
    ratePlanId: plan!.id,
    rateKey: (checkIn, checkOut, adults = 2) => encodeRateKey({ ratePlanId: plan!.id, stay: { checkIn, checkOut, occupancy: { adults, childAges: [] } } }),
  };
}
