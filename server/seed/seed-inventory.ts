import { and, asc, inArray, isNotNull, notExists, sql } from "drizzle-orm";
import { FROM_PRICE_MONTHS } from "../../core/booking/from-price";
import type { Board } from "../../core/booking/inventory-rules";
import { HOTEL_LISTING_TYPES } from "../../core/listing-types";
import type { Database } from "../db/client";
import { listings } from "../db/schema/catalogue";
import { inventoryNights, ratePlans, roomTypes } from "../db/schema/inventory";
import type { HotelCategory } from "./seed-places";
import { seedRandom, type SeedRandom } from "./seed-random";
import { SEED_CREATED_AT } from "./seed-text";

/**
 * The demo hotels' rooms, rates and a year of nights (decision 029), written after the listings
 * exist. Everything but the nights is chosen per hotel from a random stream named after its slug,
 * so the same hotels get the same rooms whatever else the catalogue holds. The nights are one
 * INSERT ... SELECT over generate_series: prices, rooms left and closures come from a hash of
 * (room type, night), so the same database and day give identical rows, and seeding stays fast
 * (about 430,000 nights; the keys and indexes are rebuilt once after the insert).
 *
 * Prices follow the hotel's seasons (its hemisphere, the tropics' dry season, the mountains'
 * winter), weekends, Valentine's and New Year's Eve, then are scaled so that the cheapest night on
 * sale in the coming months is exactly the listing's "From" price: the From price a visitor sees
 * stays the one the hotel's description quotes.
 */

/** Nights written from the seed's day on. */
export const SEED_INVENTORY_NIGHTS = 365;

export type SeedInventoryOptions = {
  db: Database;
  /** The seed's day, YYYY-MM-DD: the first night written. */
  today: string;
  /** At most this many hotels, lowest id first (the bulk catalogue's share; all when absent). */
  limit?: number;
  /**
   * Every hotel with exactly this many room types (1-4) and rate plans a room type (1-3), as the
   * benchmark's model asks; when absent each hotel draws its own (2-4 and 1-3).
   */
  shape?: { roomTypes: number; ratePlans: number };
  /** Told after each batch of hotels' nights is written. */
  onProgress?: (hotelsDone: number, hotels: number) => void;
};

/** Hotels whose nights one statement writes (a year of nights for each of their rate plans). */
const NIGHTS_BATCH_HOTELS = 1000;

export type SeedInventoryResult = { hotels: number; roomTypes: number; ratePlans: number; nights: number };

type Hotel = {
  id: number;
  slug: string;
  category: string | null;
  priceFromCents: number;
  latitude: number | null;
  country: string | null;
  body: string;
};

type RoomTemplate = {
  name: string;
  description: string;
  beds: readonly string[];
  size: readonly [number, number];
  adults: readonly [number, number];
  children: readonly [number, number];
  amenities: readonly string[];
};

/** Four tiers a hotel climbs through, from its entry room to its best; options per tier. */
type RoomBank = readonly [readonly RoomTemplate[], readonly RoomTemplate[], readonly RoomTemplate[], readonly RoomTemplate[]];

const room = (
  name: string,
  description: string,
  beds: readonly string[],
  size: readonly [number, number],
  adults: readonly [number, number],
  children: readonly [number, number],
  amenities: readonly string[],
): RoomTemplate => ({ name, description, beds, size, adults, children, amenities });

const KING = ["1 king bed"];
const KING_OR_QUEEN = ["1 king bed", "1 queen bed"];
const KING_OR_TWIN = ["1 king bed", "2 twin beds"];

/**
 * `{view}` is the hotel's outlook ("Sea View" by the water, "Garden View" inland), `{lowerView}`
 * what it looks at, in a sentence ("sea", "garden").
 */
const ROOMS: Record<HotelCategory, RoomBank> = {
  resort: [
    [
      room("Garden View King Room", "A calm room opening onto the gardens, with a daybed on the terrace and a rain shower built for two.", KING, [32, 40], [2, 2], [0, 1], ["private terrace", "rain shower", "minibar", "air conditioning", "espresso machine"]),
      room("Deluxe {view} Room", "Light, airy and done in soft linens, with a balcony that catches the late afternoon light.", KING_OR_TWIN, [34, 42], [2, 3], [0, 1], ["balcony", "walk-in shower", "minibar", "air conditioning", "bathrobes and slippers"]),
    ],
    [
      room("{view} Junior Suite", "A sitting area, a deep bathtub by the window and a wide terrace where breakfast can be served.", KING, [48, 60], [2, 3], [0, 1], ["furnished terrace", "freestanding bathtub", "sitting area", "minibar", "espresso machine"]),
      room("Premier {view} Room", "One of the higher rooms, with a double vanity, an outdoor shower and loungers facing the view.", KING, [45, 55], [2, 2], [0, 1], ["outdoor shower", "double vanity", "loungers", "minibar", "turndown service"]),
    ],
    [
      room("Honeymoon Pool Suite", "A suite with its own plunge pool, a canopy bed and a bath drawn with petals on the first night.", KING, [75, 95], [2, 2], [0, 0], ["private plunge pool", "canopy bed", "freestanding bathtub", "sparkling wine on arrival", "butler service"]),
      room("{view} Pool Villa", "A walled villa with a private pool, a sala for afternoon naps and an outdoor bathtub under the sky.", KING, [90, 120], [2, 3], [0, 2], ["private pool", "outdoor bathtub", "sala", "minibar", "butler service"]),
    ],
    [
      room("Two-Bedroom Family Villa", "Two bedrooms around a private pool and a living room, for couples travelling with children or friends.", ["1 king bed and 2 twin beds"], [140, 180], [4, 4], [2, 2], ["private pool", "two bathrooms", "living room", "kitchenette", "butler service"]),
      room("Presidential {view} Suite", "The resort's finest: a living room, a dining terrace for private dinners and a spa bathroom.", KING, [150, 220], [2, 3], [0, 1], ["private pool", "dining terrace", "steam shower", "butler service", "in-suite spa treatments"]),
    ],
  ],
  "boutique hotel": [
    [
      room("Cosy Double Room", "Small and lovely: a handmade bed, linen curtains and a walk-in shower with local toiletries.", ["1 double bed", "1 queen bed"], [16, 22], [2, 2], [0, 0], ["walk-in shower", "local toiletries", "air conditioning", "tea and coffee tray"]),
      room("Classic Queen Room", "Restored floors, vintage prints and a window seat made for a morning coffee.", ["1 queen bed"], [20, 26], [2, 2], [0, 1], ["window seat", "rain shower", "tea and coffee tray", "air conditioning"]),
    ],
    [
      room("Superior King Room", "More space, a reading corner and a bathroom finished in local stone.", KING, [26, 32], [2, 3], [0, 1], ["reading corner", "rain shower", "minibar", "bathrobes and slippers", "air conditioning"]),
      room("Deluxe Room with Balcony", "French windows open onto a balcony over the street life below.", KING_OR_QUEEN, [26, 34], [2, 2], [0, 1], ["balcony", "walk-in shower", "minibar", "espresso machine"]),
    ],
    [
      room("Junior Suite with Terrace", "A sitting room, a clawfoot tub and a private terrace for an aperitivo at sunset.", KING, [38, 48], [2, 3], [0, 1], ["private terrace", "clawfoot bathtub", "sitting area", "minibar", "turndown service"]),
      room("Loft Suite", "A mezzanine bedroom under the old beams, with a living room and a soaking tub below.", KING, [40, 52], [2, 3], [0, 2], ["mezzanine bedroom", "soaking tub", "living room", "record player"]),
    ],
    [
      room("Rooftop Suite", "The whole top floor: a bedroom under the eaves and a roof terrace with a hot tub for two.", KING, [55, 70], [2, 2], [0, 0], ["roof terrace", "hot tub", "freestanding bathtub", "sparkling wine on arrival", "butler service"]),
      room("Garden Suite", "A ground-floor suite with its own walled garden and an outdoor bathtub among the lemon trees.", KING, [50, 65], [2, 3], [0, 1], ["private garden", "outdoor bathtub", "sitting area", "minibar"]),
    ],
  ],
  "city hotel": [
    [
      room("Deluxe King Room", "Quiet, soundproofed and generous, with a marble bathroom and a pillow menu.", KING, [28, 34], [2, 2], [0, 1], ["marble bathroom", "pillow menu", "minibar", "smart TV", "air conditioning"]),
      room("Superior Double Room", "A calm room facing the courtyard, with a writing desk and a rain shower.", KING_OR_TWIN, [24, 30], [2, 2], [0, 1], ["rain shower", "writing desk", "minibar", "air conditioning"]),
    ],
    [
      room("Executive {view} Room", "A higher floor, club lounge access and a window seat looking over the rooftops.", KING, [32, 40], [2, 3], [0, 1], ["club lounge access", "window seat", "espresso machine", "bathrobes and slippers"]),
      room("Premier Corner Room", "Windows on two sides, a freestanding bathtub and a cocktail cabinet.", KING, [36, 44], [2, 2], [0, 1], ["freestanding bathtub", "cocktail cabinet", "espresso machine", "smart TV"]),
    ],
    [
      room("Junior Suite", "A separate sitting area, a walk-in closet and a bathtub with a view of the city.", KING, [48, 58], [2, 3], [0, 1], ["sitting area", "walk-in closet", "soaking tub", "club lounge access"]),
      room("Balcony Suite", "A suite with a wraparound balcony, for a nightcap above the lights of the city.", KING, [50, 62], [2, 3], [0, 1], ["wraparound balcony", "living room", "soaking tub", "club lounge access"]),
    ],
    [
      room("Penthouse Suite", "The top floor: a living room with a piano, a dining table for two and a terrace with the city at your feet.", KING, [110, 160], [2, 4], [0, 2], ["private terrace", "grand piano", "dining room", "butler service", "chauffeur transfer"]),
      room("Royal Suite", "Two rooms of antiques and silk, a steam shower and a butler on call.", KING, [90, 130], [2, 3], [0, 1], ["living room", "steam shower", "butler service", "chauffeur transfer"]),
    ],
  ],
  villa: [
    [
      room("Garden Double Room", "A room in the old house, with terracotta floors and shutters opening onto the garden.", KING_OR_QUEEN, [22, 30], [2, 2], [0, 1], ["garden view", "rain shower", "air conditioning", "tea and coffee tray"]),
      room("Pergola Room", "Under the vines of the pergola, with its own table outside for breakfast.", KING, [24, 30], [2, 2], [0, 0], ["private patio", "walk-in shower", "minibar", "air conditioning"]),
    ],
    [
      room("{view} Suite", "A suite with a sitting room and a terrace over the {lowerView}, for long lunches and longer sunsets.", KING, [40, 50], [2, 3], [0, 1], ["furnished terrace", "sitting room", "soaking tub", "minibar"]),
      room("Tower Room", "Up a stone staircase, a round room with windows on every side and a bathtub by the bed.", KING, [30, 38], [2, 2], [0, 0], ["freestanding bathtub", "panoramic windows", "minibar", "bathrobes and slippers"]),
    ],
    [
      room("Suite with Plunge Pool", "A private walled terrace with a plunge pool, an outdoor shower and a hammock for two.", KING, [55, 70], [2, 2], [0, 1], ["private plunge pool", "outdoor shower", "hammock", "minibar", "butler service"]),
      room("Olive Grove Cottage", "A cottage of its own among the olives, with a kitchen, a fireplace and a table under the trees.", KING, [60, 75], [2, 3], [0, 2], ["fireplace", "kitchen", "private garden", "outdoor dining table"]),
    ],
    [
      room("Two-Bedroom Private Villa", "The whole villa: two bedrooms, a kitchen, a private pool and a cook on request.", ["1 king bed and 2 twin beds"], [140, 200], [4, 4], [2, 2], ["private pool", "full kitchen", "two bathrooms", "private chef on request"]),
      room("Villa Suite with Pool", "A suite with its own pool and garden, far from the other rooms, for real privacy.", KING, [90, 120], [2, 2], [0, 0], ["private pool", "private garden", "outdoor bathtub", "butler service"]),
    ],
  ],
  lodge: [
    [
      room("Forest Double Room", "Timber, wool and a window full of trees, with a heated bathroom floor.", KING_OR_QUEEN, [24, 30], [2, 2], [0, 1], ["heated floors", "rain shower", "tea and coffee tray", "wool throws"]),
      room("Alpine Double Room", "Pine walls, a balcony and a down duvet for cold nights.", KING_OR_TWIN, [22, 28], [2, 2], [0, 1], ["balcony", "down duvet", "tea and coffee tray", "walk-in shower"]),
    ],
    [
      room("Fireplace King Room", "A wood fire laid every evening, a sheepskin rug and a deep tub.", KING, [32, 40], [2, 2], [0, 1], ["fireplace", "soaking tub", "minibar", "bathrobes and slippers"]),
      room("{view} Room", "Floor-to-ceiling windows on the peaks, a window seat and binoculars for the wildlife.", KING, [30, 38], [2, 3], [0, 1], ["panoramic windows", "window seat", "binoculars", "minibar"]),
    ],
    [
      room("Suite with Hot Tub", "A suite with a private deck and a hot tub facing the mountains.", KING, [50, 62], [2, 3], [0, 1], ["private hot tub", "fireplace", "sitting area", "minibar"]),
      room("Loft Suite", "A loft bedroom under the rafters, a wood stove and a reading nook below.", KING, [48, 58], [2, 3], [0, 2], ["wood stove", "reading nook", "soaking tub", "espresso machine"]),
    ],
    [
      room("Two-Bedroom Chalet", "A chalet of its own with a sauna, a fireplace and a kitchen.", ["1 king bed and 2 twin beds"], [110, 150], [4, 4], [2, 2], ["private sauna", "fireplace", "full kitchen", "ski room"]),
      room("Summit Suite", "The lodge's best, with a glass-walled bathroom, a fire and a deck for stargazing.", KING, [70, 90], [2, 2], [0, 0], ["private deck", "fireplace", "glass-walled bathroom", "telescope"]),
    ],
  ],
  ryokan: [
    [
      room("Japanese-style Room", "Tatami floors, futons laid out in the evening and a view of the moss garden.", ["2 futons"], [24, 32], [2, 3], [0, 1], ["tatami floor", "yukata robes", "green tea service", "garden view"]),
      room("Japanese-Western Room", "A tatami sitting room and a bedroom with twin beds, for those who prefer a bed.", ["2 twin beds"], [30, 38], [2, 2], [0, 1], ["tatami sitting room", "yukata robes", "green tea service"]),
    ],
    [
      room("Garden Room with Cypress Bath", "A cypress wood bath looking onto a private garden.", ["2 futons", "2 twin beds"], [38, 46], [2, 3], [0, 1], ["cypress bath", "private garden", "yukata robes", "green tea service"]),
      room("Corner Room with River View", "A corner room over the river, its windows framing the maples.", ["2 futons"], [34, 42], [2, 3], [0, 1], ["river view", "tatami floor", "yukata robes"]),
    ],
    [
      room("Suite with Private Open-Air Bath", "A suite with its own open-air onsen bath on the terrace, filled from the hot spring.", ["2 twin beds"], [55, 70], [2, 3], [0, 1], ["private open-air onsen", "tatami sitting room", "in-room kaiseki dinner", "yukata robes"]),
    ],
    [
      room("Detached Villa with Private Onsen", "A house of its own along a stone path, with two rooms, a garden and a hot spring bath.", ["2 twin beds"], [80, 110], [2, 4], [0, 2], ["private onsen", "private garden", "in-villa kaiseki dinner", "butler service"]),
    ],
  ],
  "safari camp": [
    [
      room("Luxury Tent", "A canvas tent on a raised deck, a four-poster bed and an outdoor shower open to the bush.", KING_OR_TWIN, [45, 55], [2, 3], [0, 1], ["private deck", "outdoor shower", "four-poster bed", "binoculars"]),
    ],
    [
      room("Honeymoon Tent", "Set apart from the others, with a copper bathtub on the deck and a view of the waterhole.", KING, [55, 70], [2, 2], [0, 0], ["copper bathtub", "private deck", "waterhole view", "sparkling wine on arrival"]),
    ],
    [
      room("Tent with Plunge Pool", "A larger tent with its own plunge pool and a sala for the afternoon heat.", KING, [70, 90], [2, 2], [0, 1], ["private plunge pool", "sala", "outdoor shower", "binoculars"]),
      room("Family Tent", "Two tented bedrooms joined by a shared deck, for families on their first safari.", ["1 king bed and 2 twin beds"], [90, 110], [2, 4], [2, 2], ["two bedrooms", "shared deck", "outdoor shower", "private guide on request"]),
    ],
    [
      room("Private Suite with Own Vehicle", "A suite with a private vehicle and guide, so game drives run on your own time.", KING, [100, 130], [2, 2], [0, 1], ["private vehicle and guide", "plunge pool", "copper bathtub", "star bed"]),
    ],
  ],
  "desert camp": [
    [
      room("Classic Dune Tent", "A Berber tent with a brass lantern, thick rugs and a bathroom inside.", KING_OR_TWIN, [25, 32], [2, 3], [0, 1], ["en-suite bathroom", "handwoven rugs", "lanterns"]),
    ],
    [
      room("Deluxe Tent with Terrace", "A roomier tent with a terrace facing the dunes for sunrise.", KING, [35, 45], [2, 2], [0, 1], ["private terrace", "dune view", "en-suite bathroom"]),
    ],
    [
      room("Royal Suite Tent", "A suite tent with a lounge, a bathtub and cushions for mint tea at sunset.", KING, [50, 65], [2, 3], [0, 1], ["lounge", "bathtub", "private terrace", "mint tea service"]),
    ],
    [
      room("Stargazing Suite", "A suite with a retractable roof over the bed and a telescope on the terrace.", KING, [55, 70], [2, 2], [0, 0], ["retractable roof", "telescope", "private terrace", "bathtub"]),
    ],
  ],
  "overwater villa": [
    [
      room("Beach Villa", "A villa steps from the sand, with an outdoor bathroom and loungers under the palms.", KING, [90, 110], [2, 3], [0, 1], ["beach access", "outdoor bathroom", "loungers", "snorkel gear"]),
    ],
    [
      room("Overwater Villa", "A villa on stilts above the lagoon, with a glass floor panel and steps down into the water.", KING, [100, 120], [2, 3], [0, 1], ["glass floor panel", "lagoon steps", "overwater hammock", "snorkel gear"]),
    ],
    [
      room("Sunset Overwater Pool Villa", "Facing the sunset, with a private pool on the deck and a bathtub looking out to sea.", KING, [130, 160], [2, 3], [0, 1], ["private pool", "sunset view", "overwater hammock", "butler service"]),
    ],
    [
      room("Two-Bedroom Overwater Residence", "Two bedrooms, a pool and a deck for dinners over the water, for families or two couples.", ["2 king beds"], [220, 300], [4, 4], [2, 2], ["private pool", "two bedrooms", "dining deck", "butler service"]),
    ],
  ],
  riad: [
    [
      room("Courtyard Room", "A room off the tiled courtyard, with carved cedar doors and a tadelakt bathroom.", KING_OR_TWIN, [18, 24], [2, 2], [0, 1], ["courtyard view", "tadelakt bathroom", "air conditioning"]),
    ],
    [
      room("Superior Room with Fireplace", "Zellige tiles, a fireplace for winter nights and a sitting corner.", KING, [26, 32], [2, 3], [0, 1], ["fireplace", "sitting corner", "tadelakt bathroom"]),
    ],
    [
      room("Rooftop Suite", "A suite on the roof with a private terrace over the medina and the Atlas beyond.", KING, [36, 45], [2, 3], [0, 1], ["private roof terrace", "bathtub", "sitting area"]),
    ],
    [
      room("Riad Suite with Private Patio", "Two rooms around a private patio with a fountain.", KING, [50, 65], [2, 3], [0, 2], ["private patio", "fountain", "bathtub", "butler service"]),
    ],
  ],
};

/** What a price includes to eat at this kind of hotel, before any upgrade. */
const BASE_BOARD: Record<HotelCategory, readonly Board[]> = {
  resort: ["room_only", "breakfast", "breakfast"],
  "boutique hotel": ["room_only", "breakfast"],
  "city hotel": ["room_only", "room_only", "breakfast"],
  villa: ["breakfast"],
  lodge: ["breakfast", "room_only"],
  ryokan: ["half_board"],
  "safari camp": ["all_inclusive"],
  "desert camp": ["half_board"],
  "overwater villa": ["breakfast", "half_board"],
  riad: ["breakfast"],
};

/** The next board up, and what it adds to the price. */
const BOARD_UPGRADE: Record<Board, { board: Board; factor: number; name: string } | null> = {
  room_only: { board: "breakfast", factor: 1.1, name: "Bed and breakfast" },
  breakfast: { board: "half_board", factor: 1.22, name: "Dinner for two included" },
  half_board: { board: "all_inclusive", factor: 1.3, name: "All inclusive" },
  all_inclusive: null,
};

const FLEXIBLE_NAME: Record<Board, readonly string[]> = {
  room_only: ["Flexible rate", "Room only, free cancellation", "Best flexible rate"],
  breakfast: ["Bed and breakfast, flexible", "Flexible rate with breakfast", "Breakfast included"],
  half_board: ["Half board, flexible", "Breakfast and dinner, flexible"],
  all_inclusive: ["All inclusive, flexible", "Fully inclusive rate"],
};

/** Taxes in percent of the room price and a city or green tax a night, where the place has one. */
const TAXES: Record<string, { percent: number; feeCents: number }> = {
  Italy: { percent: 10, feeCents: 500 },
  France: { percent: 10, feeCents: 300 },
  Spain: { percent: 10, feeCents: 250 },
  Portugal: { percent: 6, feeCents: 200 },
  Greece: { percent: 13, feeCents: 400 },
  Croatia: { percent: 13, feeCents: 200 },
  Switzerland: { percent: 4, feeCents: 350 },
  Norway: { percent: 12, feeCents: 0 },
  Iceland: { percent: 11, feeCents: 400 },
  "United Kingdom": { percent: 0, feeCents: 0 },
  "United States": { percent: 14, feeCents: 0 },
  Canada: { percent: 13, feeCents: 0 },
  Mexico: { percent: 14, feeCents: 0 },
  Japan: { percent: 10, feeCents: 200 },
  Thailand: { percent: 7, feeCents: 0 },
  Indonesia: { percent: 10, feeCents: 0 },
  Maldives: { percent: 12, feeCents: 600 },
  Seychelles: { percent: 12, feeCents: 300 },
  Mauritius: { percent: 14, feeCents: 0 },
  Morocco: { percent: 10, feeCents: 300 },
  "United Arab Emirates": { percent: 10, feeCents: 500 },
  "New Zealand": { percent: 14, feeCents: 0 },
  Australia: { percent: 10, feeCents: 0 },
  "French Polynesia": { percent: 13, feeCents: 200 },
};

/** Month factors (January first) of each season shape; the nights' SQL indexes them flat. */
const NORTH = [0.86, 0.9, 0.94, 1.0, 1.08, 1.2, 1.3, 1.32, 1.16, 1.0, 0.86, 0.96];
const TROPICS = [1.25, 1.3, 1.18, 1.06, 0.9, 0.86, 0.95, 0.97, 0.86, 0.9, 1.0, 1.2];
const MOUNTAINS = [1.3, 1.35, 1.2, 0.92, 0.82, 0.95, 1.1, 1.12, 0.95, 0.84, 0.86, 1.22];
const halfYearLater = (months: number[]) => [...months.slice(6), ...months.slice(0, 6)];
const SEASONS = [NORTH, halfYearLater(NORTH), TROPICS, MOUNTAINS, halfYearLater(MOUNTAINS)];
const SEASON = { north: 0, south: 1, tropics: 2, mountainsNorth: 3, mountainsSouth: 4 } as const;
/** Above this month factor a night is high season: sold out more often. */
const HIGH_SEASON = 1.15;

/** Factors of the first room type and each tier above it (plans multiply them). */
const TIER_FACTOR: readonly [number, number][] = [
  [1, 1],
  [1.18, 1.35],
  [1.45, 1.8],
  [2, 2.6],
];

/** Rooms a rate plan has left on a night that is not sold out, by tier (at most 6). */
const CAPACITY = [6, 5, 3, 2];

type PlanDraft = {
  row: Omit<typeof ratePlans.$inferInsert, "roomTypeId" | "listingId">;
  /** Price relative to the hotel's cheapest room on its flexible rate, before the seasons. */
  factor: number;
};

type RoomDraft = {
  row: Omit<typeof roomTypes.$inferInsert, "listingId">;
  tier: number;
  factor: number;
  plans: PlanDraft[];
};

type HotelPlan = {
  hotel: Hotel;
  season: number;
  weekend: number;
  saturdayMinStay: boolean;
  closure: { from: string; to: string } | null;
  rooms: RoomDraft[];
};

/**
 * Writes room types, rate plans and `SEED_INVENTORY_NIGHTS` nights from `today` for every hotel
 * that has a From price and no room types yet.
 */
export async function seedInventory({ db, today, limit, shape, onProgress }: SeedInventoryOptions): Promise<SeedInventoryResult> {
  const query = db
    .select({
      id: listings.id,
      slug: listings.slug,
      category: listings.category,
      priceFromCents: listings.priceFromCents,
      latitude: listings.latitude,
      country: listings.country,
      body: listings.body,
    })
    .from(listings)
    .where(
      and(
        inArray(listings.type, [...HOTEL_LISTING_TYPES]),
        isNotNull(listings.priceFromCents),
        notExists(db.select({ one: sql`1` }).from(roomTypes).where(sql`${roomTypes.listingId} = ${listings.id}`)),
      ),
    )
    .orderBy(asc(listings.id));
  const hotels = limit === undefined ? await query : await query.limit(limit);
  if (hotels.length === 0) return { hotels: 0, roomTypes: 0, ratePlans: 0, nights: 0 };

  const planned = hotels.map((hotel) => planHotel({ ...hotel, priceFromCents: hotel.priceFromCents ?? 0 }, today, shape));

  const roomRows = planned.flatMap((hotel) => hotel.rooms.map((draft) => ({ ...draft.row, listingId: hotel.hotel.id })));
  const roomIds = new Map<string, number>();
  for (const batch of batches(roomRows, 500)) {
    const inserted = await db
      .insert(roomTypes)
      .values(batch)
      .returning({ id: roomTypes.id, listingId: roomTypes.listingId, position: roomTypes.position });
    for (const row of inserted) roomIds.set(`${row.listingId}:${row.position}`, row.id);
  }

  const planRows = planned.flatMap((hotel) =>
    hotel.rooms.flatMap((draft) =>
      draft.plans.map((plan) => ({
        ...plan.row,
        listingId: hotel.hotel.id,
        roomTypeId: required(roomIds.get(`${hotel.hotel.id}:${draft.row.position}`)),
      })),
    ),
  );
  const planIds = new Map<string, number>();
  for (const batch of batches(planRows, 400)) {
    const inserted = await db
      .insert(ratePlans)
      .values(batch)
      .returning({ id: ratePlans.id, roomTypeId: ratePlans.roomTypeId, position: ratePlans.position });
    for (const row of inserted) planIds.set(`${row.roomTypeId}:${row.position}`, row.id);
  }

  // What the nights' SQL needs of each plan; the draws' seeds come from slugs, not ids.
  const nightPlans = planned.flatMap((hotel) =>
    hotel.rooms.flatMap((draft) => {
      const roomTypeId = required(roomIds.get(`${hotel.hotel.id}:${draft.row.position}`));
      return draft.plans.map((plan) => ({
        id: required(planIds.get(`${roomTypeId}:${plan.row.position}`)),
        listing_id: hotel.hotel.id,
        floor_cents: hotel.hotel.priceFromCents,
        room_seed: fnv1a(`${hotel.hotel.slug}#${draft.row.position}`),
        factor: Math.round(draft.factor * plan.factor * 10_000) / 10_000,
        season: hotel.season,
        weekend: hotel.weekend,
        capacity: CAPACITY[draft.tier] ?? 2,
        sellout: 0.025 + draft.tier * 0.015,
        closed_from: hotel.closure?.from ?? null,
        closed_to: hotel.closure?.to ?? null,
        saturday_min_stay: hotel.saturdayMinStay && (plan.row.minStay ?? 1) < 2 ? 2 : null,
      }));
    }),
  );

  const nights = await writeNights(db, nightPlans, today, onProgress);
  return { hotels: hotels.length, roomTypes: roomRows.length, ratePlans: planRows.length, nights };
}

type NightPlan = {
  id: number;
  listing_id: number;
  floor_cents: number;
  /** Names the room type's draws: a hash of its hotel's slug and its position. */
  room_seed: number;
  factor: number;
  season: number;
  weekend: number;
  capacity: number;
  sellout: number;
  closed_from: string | null;
  closed_to: string | null;
  saturday_min_stay: number | null;
};

/**
 * Every night of every plan, one statement per NIGHTS_BATCH_HOTELS hotels. Per (room type, night), one 64-bit hash
 * (`hashint8extended`, stable across PostgreSQL versions: hash partitioning relies on it) gives
 * four 16-bit draws: sold out, rooms left, the day's price wobble and a stop-sell. A room type's
 * plans share them, so a room sold out is sold out on every rate. The last step scales each
 * hotel's prices so that its cheapest night on sale in the From price's window is its From price,
 * in whole dollars.
 */
async function writeNights(db: Database, plans: NightPlan[], today: string, onProgress?: (hotelsDone: number, hotels: number) => void): Promise<number> {
  // Each statement takes whole hotels: a hotel's prices are scaled by its own cheapest night.
  const byHotel = new Map<number, NightPlan[]>();
  for (const plan of plans) byHotel.set(plan.listing_id, [...(byHotel.get(plan.listing_id) ?? []), plan]);
  const hotels = [...byHotel.values()];
  const large = plans.length * SEED_INVENTORY_NIGHTS > LARGE_NIGHTS_INSERT;
  return withoutNightKeys(db, large, async () => {
    let written = 0;
    for (let done = 0; done < hotels.length; done += NIGHTS_BATCH_HOTELS) {
      const batch = hotels.slice(done, done + NIGHTS_BATCH_HOTELS);
      written += await insertNights(db, batch.flat(), today);
      onProgress?.(Math.min(done + batch.length, hotels.length), hotels.length);
    }
    return written;
  });
}

async function insertNights(db: Database, plans: NightPlan[], today: string): Promise<number> {
  const seasons = sql.raw(`array[${SEASONS.flat().map((factor) => factor.toFixed(2)).join(",")}]::float8[]`);
  const draw = (slot: number) => sql.raw(`(((h.value >> ${slot * 16}) & 65535)::float8 / 65536)`);
  const result = await db.execute(sql`
    insert into inventory_nights (rate_plan_id, listing_id, night, price_cents, rooms_left, stop_sell, min_stay)
    with plan as (
      select * from jsonb_to_recordset(${JSON.stringify(plans)}::jsonb) as p(
        id int, listing_id int, floor_cents int, room_seed bigint, factor float8, season int, weekend float8,
        capacity int, sellout float8, closed_from date, closed_to date, saturday_min_stay int)
    ),
    day as materialized (
      select night,
        night - date '2000-01-01' as day_number,
        extract(isodow from night) in (5, 6) as weekend_night,
        extract(isodow from night) = 6 as saturday,
        extract(month from night)::int as month,
        case to_char(night, 'MM-DD')
          when '02-14' then 1.3 when '02-13' then 1.15 when '12-31' then 1.35 when '12-24' then 1.15 when '12-25' then 1.15
          else 1
        end::float8 as occasion,
        night < (${today}::date + make_interval(months => ${FROM_PRICE_MONTHS}))::date as in_window
      from (select ${today}::date + offset_days as night from generate_series(0, ${SEED_INVENTORY_NIGHTS - 1}) as offset_days) days
    ),
    raw as not materialized (
      select p.id, p.listing_id, p.floor_cents, d.night, d.in_window,
        p.factor * (${seasons})[p.season * 12 + d.month]
          * case when d.weekend_night then p.weekend else 1 end
          * d.occasion
          * (0.97::float8 + 0.07::float8 * ${draw(2)}) as price,
        case
          when ${draw(0)} < p.sellout
            + case when d.weekend_night then 0.05::float8 else 0 end
            + case when (${seasons})[p.season * 12 + d.month] >= ${HIGH_SEASON}::float8 then 0.06::float8 else 0 end
          then 0
          else 1 + ((((h.value >> 16) & 65535) * p.capacity) >> 16)::int
        end as rooms_left,
        ${draw(3)} < 0.006::float8 or coalesce(d.night between p.closed_from and p.closed_to, false) as stop_sell,
        case when d.saturday then p.saturday_min_stay end as min_stay
      from plan p
      cross join day d
      cross join lateral (select hashint8extended(p.room_seed * 100000 + d.day_number, 0) as value) h
    ),
    low as (
      select listing_id, min(price) as price
      from raw
      where in_window and rooms_left > 0 and not stop_sell
      group by listing_id
    )
    -- Prices are relative to the From price until here; a hotel with nothing on sale in the
    -- window (none in practice) keeps them unscaled.
    select r.id, r.listing_id, r.night,
      greatest(r.floor_cents, round(r.price * r.floor_cents / coalesce(l.price, 1) / 100)::int * 100),
      r.rooms_left, r.stop_sell, r.min_stay
    from raw r left join low l using (listing_id)
  `);
  return affectedRows(result);
}

/** Nights above which the keys come off even when the table has rows (the bulk catalogue's millions). */
const LARGE_NIGHTS_INSERT = 1_000_000;

type ConstraintRow = { name: string; definition: string; kind: "p" | "f" };
type IndexRow = { name: string; definition: string };

/**
 * Runs a bulk insert into an empty inventory_nights without its keys and indexes, then puts them
 * back from their own definitions (as the bulk listings seed does for its GIN indexes). Checking
 * two foreign keys and updating two b-trees row by row costs several times the insert itself;
 * one validation join and two sorted index builds cost a fraction. The table must be empty (it is
 * on a fresh seed) or the insert large (`large`: millions of nights, where rebuilding what is
 * there costs less than the row-by-row upkeep); otherwise the insert runs with everything in
 * place. Call inside the seed's transaction, so no one sees the table without its keys.
 */
async function withoutNightKeys(db: Database, large: boolean, insert: () => Promise<number>): Promise<number> {
  const [existing] = await db.select({ one: sql<number>`1` }).from(inventoryNights).limit(1);
  if (existing && !large) return insert();
  const constraints = (await db.execute(sql`
    select conname as name, pg_get_constraintdef(oid) as definition, contype as kind
    from pg_constraint
    where conrelid = 'inventory_nights'::regclass and contype in ('p', 'f')
    order by contype desc, conname
  `)) as unknown as { rows: ConstraintRow[] };
  const indexes = (await db.execute(sql`
    select indexname as name, indexdef as definition
    from pg_indexes
    where schemaname = current_schema() and tablename = 'inventory_nights'
      and indexname not in (select conname from pg_constraint where conrelid = 'inventory_nights'::regclass)
    order by indexname
  `)) as unknown as { rows: IndexRow[] };
  const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
  // Foreign keys first (contype 'f' sorts before 'p'), then the primary key.
  for (const constraint of constraints.rows) await db.execute(sql.raw(`alter table inventory_nights drop constraint ${quoted(constraint.name)}`));
  for (const index of indexes.rows) await db.execute(sql.raw(`drop index ${quoted(index.name)}`));
  const written = await insert();
  await db.execute(sql`set local maintenance_work_mem = '64MB'`);
  for (const constraint of [...constraints.rows].reverse()) {
    await db.execute(sql.raw(`alter table inventory_nights add constraint ${quoted(constraint.name)} ${constraint.definition}`));
  }
  for (const index of indexes.rows) await db.execute(sql.raw(index.definition));
  return written;
}

function planHotel(hotel: Hotel, today: string, shape: SeedInventoryOptions["shape"]): HotelPlan {
  const random = seedRandom(`inventory:${hotel.slug}`);
  const category = (hotel.category && hotel.category in ROOMS ? hotel.category : "boutique hotel") as HotelCategory;
  const bank = ROOMS[category];
  const byWater = /\b(sea|seas|beach|beaches|coast|ocean|lagoon|bay|island|islands|shore|cliffs?|caldera|reef|waterfront|harbou?r|fjord|lake)\b/i.test(hotel.body);
  const view = pickView(random, category, byWater);

  const roomCount = shape ? Math.min(Math.max(shape.roomTypes, 1), 4) : pickWeighted(random, [2, 3, 4], [0.5, 0.35, 0.15]);
  // Always the entry tier; then the tiers above it, skipping one now and then.
  const tiers = [0, ...random.sample([1, 2, 3], roomCount - 1).sort((a, b) => a - b)];
  const policy = ratePolicyFor(random, category, hotel.country);
  const floor = hotel.priceFromCents;

  const rooms = tiers.map((tier, position): RoomDraft => {
    const template = random.pick(bank[tier] ?? bank[0]);
    const [lowFactor, highFactor] = TIER_FACTOR[tier] ?? [1, 1];
    const maxAdults = random.int(template.adults[0], template.adults[1]);
    const maxChildren = random.int(template.children[0], template.children[1]);
    const planCount = shape ? Math.min(Math.max(shape.ratePlans, 1), 3) : pickWeighted(random, [1, 2, 3], [0.7, 0.24, 0.06]);
    const plans = ratePlansFor(random, policy, { planCount, maxAdults, maxChildren, floor });
    return {
      tier,
      factor: tier === 0 ? 1 : round2(lowFactor + random.next() * (highFactor - lowFactor)),
      plans,
      row: {
        name: fillView(template.name, view),
        description: fillView(template.description, view),
        beds: random.pick(template.beds),
        sizeSqm: random.int(template.size[0], template.size[1]),
        maxAdults,
        maxChildren,
        amenities: random.sample(template.amenities, random.int(Math.min(3, template.amenities.length), template.amenities.length)),
        position,
        createdAt: SEED_CREATED_AT,
        updatedAt: SEED_CREATED_AT,
      },
    };
  });

  const latitude = hotel.latitude ?? 40;
  const mountains = category === "lodge" && Math.abs(latitude) > 35;
  const season =
    Math.abs(latitude) < 23.5
      ? SEASON.tropics
      : mountains
        ? latitude > 0 ? SEASON.mountainsNorth : SEASON.mountainsSouth
        : latitude > 0 ? SEASON.north : SEASON.south;
  const closure = random.chance(0.25) ? closureFrom(today, random) : null;
  return {
    hotel,
    season,
    weekend: category === "city hotel" ? round2(1.04 + random.next() * 0.06) : round2(1.12 + random.next() * 0.13),
    saturdayMinStay: (category === "villa" || category === "resort" || category === "boutique hotel") && random.chance(0.3),
    closure,
    rooms,
  };
}

/** The terms a hotel sells every room on: its rates share names and rules across rooms. */
type RatePolicy = {
  baseBoard: Board;
  flexibleName: string;
  freeCancellationDays: number;
  /** After the deadline: 100% of the stay, or about one night of a typical stay. */
  chargePercent: number;
  minStay: number;
  maxStay: number | null;
  savingPercent: number;
  packageName: string;
  tax: { percent: number; feeCents: number };
};

function ratePolicyFor(random: SeedRandom, category: HotelCategory, country: string | null): RatePolicy {
  const baseBoard = random.pick(BASE_BOARD[category]);
  const longStays = category === "villa" || category === "overwater villa" || category === "safari camp";
  const tax = TAXES[country ?? ""] ?? { percent: random.pick([0, 8, 10, 12]), feeCents: 0 };
  return {
    baseBoard,
    flexibleName: random.pick(FLEXIBLE_NAME[baseBoard]),
    freeCancellationDays: random.pick([1, 2, 3, 3, 5, 7, 7, 14]),
    chargePercent: random.pick([100, 100, 100, 50, 35, 30]),
    minStay: longStays ? random.pick([1, 2, 2, 3]) : random.pick([1, 1, 1, 2]),
    maxStay: random.chance(0.2) ? random.pick([14, 21, 28]) : null,
    savingPercent: random.int(10, 15),
    packageName: random.pick(PACKAGES),
    tax: { percent: tax.percent, feeCents: tax.feeCents > 0 && random.chance(0.7) ? tax.feeCents : 0 },
  };
}

const PACKAGES = [
  "Romance package: couples massage and sparkling wine",
  "Celebration package: private dinner for two",
  "Honeymoon package: spa treatment and sunset drinks",
];

/**
 * A flexible rate on the hotel's usual board, then (by the plan count) a non-refundable one for
 * 10-15% less or an upgrade to the next board (a package where there is none), or both.
 */
function ratePlansFor(
  random: SeedRandom,
  policy: RatePolicy,
  room: { planCount: number; maxAdults: number; maxChildren: number; floor: number },
): PlanDraft[] {
  const { baseBoard } = policy;
  const upgrade = BOARD_UPGRADE[baseBoard];
  const extras: ("nonRefundable" | "upgrade" | "package")[] =
    room.planCount === 1
      ? []
      : room.planCount === 3
        ? ["nonRefundable", upgrade ? "upgrade" : "package"]
        : [random.chance(0.55) ? "nonRefundable" : upgrade ? "upgrade" : "package"];
  const common = {
    includedAdults: 2,
    extraAdultCents: room.maxAdults > 2 ? roundTo(Math.max(3000, room.floor * (0.2 + random.next() * 0.15)), 500) : 0,
    childCents: room.maxChildren > 0 ? roundTo(Math.max(1500, room.floor * (0.08 + random.next() * 0.1)), 500) : 0,
    childFreeUnderAge: room.maxChildren > 0 ? random.pick([2, 4, 6, 6, 12]) : 0,
    taxPercent: policy.tax.percent,
    feeCentsPerNight: policy.tax.feeCents,
    minStay: policy.minStay,
    createdAt: SEED_CREATED_AT,
    updatedAt: SEED_CREATED_AT,
  };
  const plans: PlanDraft[] = [
    {
      factor: 1,
      row: {
        ...common,
        name: policy.flexibleName,
        board: baseBoard,
        freeCancellationDays: policy.freeCancellationDays,
        cancellationChargePercent: policy.chargePercent,
        maxStay: policy.maxStay,
        position: 0,
      },
    },
  ];
  for (const extra of extras) {
    const position = plans.length;
    if (extra === "nonRefundable") {
      plans.push({
        factor: 1 - policy.savingPercent / 100,
        row: {
          ...common,
          name: `Non-refundable, save ${policy.savingPercent}%`,
          board: baseBoard,
          freeCancellationDays: null,
          cancellationChargePercent: 100,
          maxStay: policy.maxStay,
          position,
        },
      });
    } else if (extra === "upgrade" && upgrade) {
      plans.push({
        factor: upgrade.factor,
        row: {
          ...common,
          name: upgrade.name,
          board: upgrade.board,
          freeCancellationDays: Math.max(policy.freeCancellationDays, 3),
          cancellationChargePercent: 100,
          maxStay: policy.maxStay,
          position,
        },
      });
    } else {
      plans.push({
        factor: 1.18,
        row: {
          ...common,
          name: policy.packageName,
          board: baseBoard,
          freeCancellationDays: Math.max(policy.freeCancellationDays, 7),
          cancellationChargePercent: 100,
          minStay: Math.max(policy.minStay, 2),
          maxStay: null,
          position,
        },
      });
    }
  }
  return plans;
}

function pickView(random: SeedRandom, category: HotelCategory, byWater: boolean): string {
  switch (category) {
    case "city hotel":
      return random.pick(["City View", "Skyline View", "Rooftop View"]);
    case "lodge":
      return random.pick(["Mountain View", "Valley View", "Forest View"]);
    case "safari camp":
    case "desert camp":
      return random.pick(["Savannah View", "Horizon View"]);
    case "overwater villa":
      return "Lagoon View";
    default:
      return byWater ? random.pick(["Sea View", "Ocean View", "Bay View"]) : random.pick(["Garden View", "Valley View", "Pool View", "Vineyard View"]);
  }
}

function fillView(text: string, view: string): string {
  return text.replaceAll("{view}", view).replaceAll("{lowerView}", view.replace(/ View$/, "").toLowerCase());
}

/** Three to five nights closed for a private event or upkeep, one to eleven months ahead. */
function closureFrom(today: string, random: SeedRandom): { from: string; to: string } {
  const start = random.int(30, 330);
  return { from: addDays(today, start), to: addDays(today, start + random.int(2, 4)) };
}

function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

function pickWeighted<T>(random: SeedRandom, items: readonly T[], weights: readonly number[]): T {
  let roll = random.next() * weights.reduce((sum, weight) => sum + weight, 0);
  for (let index = 0; index < items.length; index += 1) {
    roll -= weights[index] ?? 0;
    if (roll < 0) return items[index] as T;
  }
  return items[items.length - 1] as T;
}

/** 32-bit FNV-1a of a text, the seed's stable name for a room type. */
function fnv1a(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return value >>> 0;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("seed inventory lost a row it just inserted");
  return value;
}

function affectedRows(result: unknown): number {
  const value = result as { rowCount?: number | null; affectedRows?: number };
  return value.affectedRows ?? value.rowCount ?? 0;
}

function* batches<T>(rows: T[], size: number): Generator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}
