import { URLSearchParams } from "node:url";
import pg from "pg";
// The booking holds' figures (`npm run bench -- --only holds`): couples racing for one hotel's last
// rooms with priceByRecommendation at concurrency 50, beside the hello-world baseline at the same
// concurrency. Every hold takes a room of each night of the stay in one transaction; the run checks
// that no more holds succeed than there were rooms.

/** Rooms the demo hotel offers for the raced stay. */
export const HOLD_ROOMS = 500;
export const HOLD_CONNECTIONS = 50;
const DEMO_HOTEL = { email: "hotel@amora.travel", password: "amora-demo-2026", slug: "villa-rosa-amalfi" };

/** A 2-night stay `ahead` days from today (UTC), inside the demo inventory's year: 200 for the race, 150 to warm up. */
export function holdStay(now = new Date(), ahead = 200) {
  const day = (offset) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset)).toISOString().slice(0, 10);
  return { checkIn: day(ahead), checkOut: day(ahead + 2) };
}

async function json(response, what) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** The demo hotel's cheapest offer for the stay: its rate key, hotel id and rate plan id. */
async function demoOffer(origin, stay) {
  const query = new URLSearchParams({ location: DEMO_HOTEL.slug, checkin: stay.checkIn, checkout: stay.checkOut, adults: "2" });
  const found = await json(await fetch(`${origin}/api/v1/booking/availabilityresult?${query}`), "availabilityresult");
  const hotel = found.data.find((entry) => entry.slug === DEMO_HOTEL.slug) ?? found.data[0];
  if (!hotel) throw new Error(`no rooms at ${DEMO_HOTEL.slug} for ${stay.checkIn}`);
  const rateKey = hotel.cheapest.rate_key;
  return { rateKey, hotelId: hotel.id, ratePlanId: Number(Buffer.from(rateKey, "base64url").toString("utf8").split("~")[1]) };
}

const lastNight = (stay) => new Date(Date.parse(`${stay.checkOut}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The demo hotel's cheapest offer for the stay with HOLD_ROOMS rooms on each of its nights: set by
 * the hotel through its calendar, as an owner would (the embedded database, where the demo accounts
 * exist), or in the bench's own PostgreSQL database when `databaseUrl` is given (no demo accounts there).
 */
export async function prepareLastRooms(origin, stay, databaseUrl) {
  const offer = await demoOffer(origin, stay);
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query("update inventory_nights set rooms_left = $1, stop_sell = false where rate_plan_id = $2 and night between $3::date and $4::date", [
        HOLD_ROOMS,
        offer.ratePlanId,
        stay.checkIn,
        lastNight(stay),
      ]);
    } finally {
      await client.end();
    }
    return offer;
  }
  const login = await json(
    await fetch(`${origin}/api/v1/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: DEMO_HOTEL.email, password: DEMO_HOTEL.password, device_name: "bench" }) }),
    "demo hotel sign-in",
  );
  const token = login.token ?? login.data?.token ?? login.access_token;
  if (!token) throw new Error("demo hotel sign-in answered no token");
  await json(
    await fetch(`${origin}/api/v1/business/inventory/calendar`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ rate_plan_id: offer.ratePlanId, from: stay.checkIn, to: lastNight(stay), rooms_left: HOLD_ROOMS, stop_sell: false }),
    }),
    "setting the rooms left",
  );
  return offer;
}

/** Rooms still left on the raced offer, as the hotel's rooms and rates say (0 when it is gone). */
export async function roomsStillLeft(origin, hotelId, stay, rateKey) {
  const query = new URLSearchParams({ hotel: String(hotelId), checkin: stay.checkIn, checkout: stay.checkOut, adults: "2" });
  const answer = await json(await fetch(`${origin}/api/v1/booking/roomsandrate?${query}`), "roomsandrate");
  const rate = answer.rates.find((entry) => entry.rate_key === rateKey);
  return rate ? rate.rooms_left : 0;
}
