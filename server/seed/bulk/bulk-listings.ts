import { max, sql } from "drizzle-orm";
import type { ListingType, OccasionSlug } from "../../../core/listing-types";
import { slugFromTitle } from "../../../core/slug";
import { sceneMediaSizes, sceneOriginalUrl } from "../../domain/media/scene-urls";
import type { Database } from "../../db/client";
import { listings } from "../../db/schema/catalogue";
import { nameForms, nameWords } from "../seed-hotel-names";
import { CITIES, DESTINATIONS, type DestinationSeed, type HotelCategory, type NameStyle } from "../seed-places";
import { seedRandom, type SeedRandom } from "../seed-random";
import { capitalise, OCCASION_KEYWORD, OCCASION_PHRASE, SEED_CREATED_AT } from "../seed-text";
import { BULK_PLACES } from "./bulk-places";

/**
 * Bulk listings for benchmarks (`npm run bench -- --search`): tops the catalogue up to `total`
 * listings (100,000 by default) on top of the demo seed. Deterministic (one seeded random
 * stream), mostly hotels in about 120 real places with names, descriptions and keyword lists
 * shaped like the demo's, plus every other listing type. One transaction; rows go in as JSON
 * batches through jsonb_to_recordset, so the same code is fast on PGlite and PostgreSQL. Each new
 * listing gets one generated picture (listing_media), as search result cards show one.
 */
export type BulkSeedOptions = {
  db: Database;
  /** Listings in the table afterwards, demo catalogue included. */
  total?: number;
  /** Rows per INSERT statement. */
  batchSize?: number;
  onProgress?: (inserted: number, toInsert: number) => void;
};

export type BulkSeedResult = { before: number; inserted: number; after: number; ms: number };

export const BULK_TOTAL = 100_000;

type Place = {
  city: string;
  destination: DestinationSeed;
  latitude: number;
  longitude: number;
  setting: string;
  sights: string[];
  categories: HotelCategory[];
  names: NameStyle;
};

type BulkRow = {
  type: ListingType;
  slug: string;
  title: string;
  heading: string;
  description: string;
  body: string;
  keywords: string;
  city: string | null;
  country: string | null;
  region: string | null;
  latitude: number | null;
  longitude: number | null;
  star_rating: number | null;
  price_from_cents: number | null;
  category: string | null;
  is_featured: boolean;
  website: string | null;
  email: string | null;
  amenities: string[];
  good_for: string[];
  tags: string[];
  categories: string[];
  destination_id: number | null;
  details: Record<string, unknown>;
  likes_count: number;
  published_at: string;
};

/** Share of each listing type among the bulk rows (mostly plain hotels). */
const TYPE_WEIGHTS: [ListingType, number][] = [
  ["basic", 0.8],
  ["property", 0.1],
  ["article", 0.035],
  ["offer", 0.025],
  ["itinerary", 0.015],
  ["collection", 0.012],
  ["destination", 0.005],
  ["advisor", 0.005],
  ["brand", 0.003],
];

const CATEGORY_WORD: Record<HotelCategory, string> = {
  resort: "resort",
  "boutique hotel": "boutique hotel",
  "city hotel": "city hotel",
  villa: "villa",
  lodge: "lodge",
  ryokan: "ryokan",
  "safari camp": "safari camp",
  "desert camp": "desert camp",
  "overwater villa": "overwater villa resort",
  riad: "riad",
};

const AMENITIES = [
  "infinity pool", "couples spa suite", "private beach", "sunset bar", "rooftop terrace", "private plunge pool",
  "wine cellar", "butler service", "in-villa breakfast", "outdoor hot tubs", "private onsen", "hammam",
  "yoga pavilion", "fine dining restaurant", "fireplace suites", "overwater hammocks", "cooking classes", "garden courtyard",
  "champagne bar", "stargazing deck", "house reef", "library lounge", "bicycle loan", "private game drives",
];
const ADJECTIVES = ["intimate", "serene", "sun-drenched", "romantic", "secluded", "elegant", "timeless", "dreamy", "unhurried", "charming", "barefoot", "cosy", "glamorous", "tranquil"];
const EXTRA_WORDS = ["Rose", "Coral", "Moonlight", "Olive", "Jasmine", "Amber", "Pearl", "Willow", "Saffron", "Ivy", "Harbour", "Sunset", "Blue Lagoon", "Cypress", "Magnolia", "Honeymoon", "Lovers", "Two Hearts", "Hideaway", "Seaview", "Orchid", "Lantern", "Starlight", "Driftwood"];
const SUFFIXES = ["", "", "", "", " Bay", " Hills", " Gardens", " Cove", " Point", " Retreat", " Sanctuary", " Estate"];
const TAGS = ["adults only", "fine dining", "secluded", "historic", "design", "eco", "sunset views", "all inclusive", "beachfront", "spa", "private pool", "city views", "mountain", "safari"];
const OCCASIONS: OccasionSlug[] = ["honeymoon", "anniversary", "proposal", "destinationwedding", "vowrenewal", "babymoon"];
const STAR_RATINGS = [3, 3.5, 4, 4, 4.5, 4.5, 4.5, 5, 5, 5];
const FIRST_NAMES = ["Sofia", "Marco", "Elena", "James", "Amelia", "Lucas", "Chloe", "Mateo", "Isla", "Noah", "Aisha", "Kenji", "Priya", "Liam", "Camille", "Diego", "Nora", "Omar", "Freya", "Hugo"];
const LAST_NAMES = ["Rossi", "Martin", "Okafor", "Nakamura", "Silva", "Laurent", "Fischer", "Patel", "OBrien", "Moreau", "Haddad", "Jensen", "Costa", "Walker", "Novak", "Ferreira", "Lindqvist", "Tanaka"];
const ARTICLE_FORMS = [
  "The {n} Most Romantic Hotels in {p}",
  "{p} Honeymoon Guide",
  "Where to Propose in {p}",
  "A Long Weekend in {p} for Two",
  "{n} Overwater Villas Worth the Splurge",
  "Planning a Destination Wedding in {p}",
  "Best Beach Resorts in {p} for Couples",
  "Anniversary Ideas in {p}",
  "A Babymoon in {p}",
  "{n} Villas with Private Pools in {p}",
];
const ARTICLE_CATEGORIES = ["honeymoon-ideas", "destination-weddings", "anniversary-escapes", "proposal-planning", "romantic-travel-tips", "food-and-wine", "spa-and-wellness", "babymoon-guides"];
const ITINERARY_FORMS = ["{n} Days of Romance in {p}", "{p} Honeymoon Journey", "{n} Nights in {p} and Beyond", "{p} by Rail for Two", "Island Hopping from {p}"];
const COLLECTION_FORMS = ["Honeymoon Hotels in {p}", "Beach Resorts of {p}", "Hidden Villas of {p}", "Spa Escapes in {p}", "{p} for Foodies in Love", "Weekend Getaways near {p}"];
const OFFER_FORMS = ["Save {d} Percent on Honeymoon Stays at {h}", "Stay {n} Pay {m} at {h}", "Anniversary Package at {h}", "Spa Escape at {h}", "Romance Package at {h}"];
const BRAND_FORMS = ["{w} Collection", "{w} Hotels and Resorts", "{w} Retreats", "The {w} Group"];

function allPlaces(): Place[] {
  const byTitle = new Map(DESTINATIONS.map((destination) => [destination.title, destination]));
  const destinationOf = (title: string): DestinationSeed => {
    const destination = byTitle.get(title);
    if (!destination) throw new Error(`bulk seed: unknown destination ${title}`);
    return destination;
  };
  return [
    ...CITIES.map((city) => ({ ...city, destination: destinationOf(city.destination), sights: [...city.sights] })),
    ...BULK_PLACES.map((place) => ({ ...place, destination: destinationOf(place.destination), sights: [...place.sights] })),
  ];
}

function pickType(random: SeedRandom): ListingType {
  let roll = random.next();
  for (const [type, weight] of TYPE_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return type;
  }
  return "basic";
}

function keywordsOf(random: SeedRandom, phrases: string[], minimum = 8, maximum = 14): string {
  const unique = [...new Set(phrases.map((phrase) => phrase.toLowerCase().trim()).filter(Boolean))];
  const [first, ...rest] = unique;
  return [first, ...random.sample(rest, Math.max(0, random.int(minimum, maximum) - 1))].join(", ");
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? "an" : "a";
}

/** Builds one row; `uniqueSlug` makes the slug unique among all listings. */
function buildRow(random: SeedRandom, places: Place[], hotelTitles: string[], uniqueSlug: (title: string) => string, destinationIds: Map<string, number>): BulkRow {
  const type = pickType(random);
  const place = random.pick(places);
  const destination = place.destination;
  const adjective = random.pick(ADJECTIVES);
  const occasions = random.sample(destination.goodFor.length >= 2 ? destination.goodFor : OCCASIONS, 2);
  const [first, second] = [occasions[0] ?? "honeymoon", occasions[1] ?? "anniversary"];
  const base = {
    city: place.city,
    country: destination.country,
    region: destination.region,
    latitude: Math.round((place.latitude + random.next() * 0.06 - 0.03) * 1e6) / 1e6,
    longitude: Math.round((place.longitude + random.next() * 0.06 - 0.03) * 1e6) / 1e6,
    good_for: occasions,
    destination_id: destinationIds.get(slugFromTitle(destination.title)) ?? null,
    likes_count: random.int(0, 600),
    published_at: new Date(SEED_CREATED_AT.getTime() - random.int(0, 1500) * 86_400_000).toISOString(),
  };
  const placeName = random.chance(0.5) ? place.city : destination.title;

  if (type === "basic" || type === "property") {
    const category = random.pick(place.categories);
    const word = random.chance(0.75) ? random.pick(nameWords(place.names)) : random.pick(EXTRA_WORDS);
    const form = random.pick(nameForms(place.names, category));
    const named = `${form.replace("{w}", word)}${random.pick(SUFFIXES)}`;
    const title = random.chance(0.4) ? `${named} ${place.city}` : named;
    hotelTitles.push(title);
    const stars = random.pick(STAR_RATINGS);
    const amenities = random.sample(AMENITIES, random.int(4, 7));
    const categoryWord = CATEGORY_WORD[category];
    const starText = Number.isInteger(stars) ? `${stars}` : stars.toFixed(1);
    const opener = random.pick([
      `${title} is a ${starText}-star ${categoryWord} ${place.setting}.`,
      `Set ${place.setting}, ${title} is ${article(adjective)} ${adjective} ${categoryWord} made for two.`,
      `${capitalise(adjective)} and unhurried, ${title} sits ${place.setting}.`,
    ]);
    const description = `${opener} Couples love the ${amenities[0]} and ${amenities[1]}. Perfect for ${OCCASION_PHRASE[first]} or ${OCCASION_PHRASE[second]}.`;
    const rooms = random.int(6, 220);
    return {
      ...base,
      type,
      slug: uniqueSlug(title),
      title,
      heading: `${capitalise(adjective)} ${categoryWord} ${place.setting}`,
      description,
      body: `${opener} From here it is easy to plan ${place.sights.join(" and ")}.\n\nThere are ${rooms} rooms and suites, with ${amenities.join(", ")}.`,
      keywords: keywordsOf(random, [
        `romantic hotel ${place.city}`,
        `${place.city} honeymoon hotel`,
        `${category} ${place.city}`,
        `${destination.title} romantic getaway`,
        `couples retreat ${destination.title}`,
        `${Math.floor(stars)} star hotel ${place.city}`,
        `luxury ${category} ${destination.title}`,
        `${place.city} anniversary trip`,
        `honeymoon in ${destination.title}`,
        `${destination.region} honeymoon`,
        `${amenities[0]} ${place.city}`,
        `${OCCASION_KEYWORD[first]} ${place.city}`,
        `${place.city} hotels for couples`,
        `adults only ${category}`,
        place.sights[0] ?? "",
      ]),
      star_rating: stars,
      price_from_cents: random.int(28, 280) * 500,
      category,
      is_featured: type === "property",
      website: `https://www.${slugFromTitle(title).replace(/[^a-z0-9]/g, "")}.example.com`,
      email: `stay@${slugFromTitle(title).replace(/[^a-z0-9]/g, "")}.example.com`,
      amenities,
      tags: random.sample(TAGS, 3),
      categories: [],
      details: { rooms, checkIn: "15:00", checkOut: "11:00" },
    };
  }

  const number = random.int(3, 15);
  const fill = (form: string, extra: Record<string, string> = {}) =>
    Object.entries({ p: placeName, n: String(number), ...extra }).reduce((text, [key, value]) => text.replaceAll(`{${key}}`, value), form);
  let title: string;
  let description: string;
  let details: Record<string, unknown> = {};
  let categories: string[] = [];
  let withPlace = true;
  switch (type) {
    case "article":
      title = fill(random.pick(ARTICLE_FORMS));
      description = `Our ${adjective} guide to ${placeName} for couples: where to stay, when to go and how to plan ${OCCASION_PHRASE[first]}.`;
      categories = [random.pick(ARTICLE_CATEGORIES)];
      details = { author: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`, readingMinutes: random.int(3, 12) };
      break;
    case "itinerary":
      title = fill(random.pick(ITINERARY_FORMS));
      description = `${number} days ${place.setting}, with ${place.sights.join(" and ")}. Planned for ${OCCASION_PHRASE[first]}.`;
      details = { days: number, lengthLabel: "days", priceFromCents: random.int(20, 200) * 10_000, priceNote: "per couple" };
      break;
    case "collection":
      title = fill(random.pick(COLLECTION_FORMS));
      description = `Hand-picked ${adjective} stays in ${placeName} for ${OCCASION_PHRASE[first]} or ${OCCASION_PHRASE[second]}.`;
      break;
    case "offer": {
      const hotel = hotelTitles.length > 0 ? random.pick(hotelTitles) : `Villa ${random.pick(EXTRA_WORDS)}`;
      const discount = random.pick([10, 15, 20, 25, 30]);
      title = fill(random.pick(OFFER_FORMS), { h: hotel, d: String(discount), m: String(Math.max(2, number - 1)) });
      description = `Save up to ${discount}% at ${hotel} in ${place.city}, with ${random.pick(["breakfast for two", "a couples massage", "a candlelit dinner", "champagne on arrival"])}.`;
      details = { discountPercent: discount, isUpTo: true, validUntil: "2027-12-31", minimumNights: random.int(2, 5), perks: ["breakfast for two"] };
      break;
    }
    case "advisor":
      title = `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
      description = `${title.split(" ")[0]} is a Romance Travel Advisor in ${place.city}, planning ${OCCASION_PHRASE[first]} and ${OCCASION_PHRASE[second]} trips to ${destination.title}.`;
      break;
    case "brand":
      title = fill(random.pick(BRAND_FORMS), { w: random.pick(nameWords(place.names)) });
      description = `${title} runs ${adjective} hotels across ${destination.region}, from ${place.city} to the islands.`;
      details = { founded: random.int(1950, 2020), headquarters: place.city, regions: [destination.region] };
      withPlace = false;
      break;
    default:
      title = `${place.city} Romantic Getaways`;
      description = `${destination.heading}. ${destination.summary}`;
      details = { bestTime: destination.bestTime, highlights: [...destination.highlights] };
      break;
  }
  return {
    ...base,
    ...(withPlace ? {} : { city: null, latitude: null, longitude: null }),
    type,
    slug: uniqueSlug(title),
    title,
    heading: `${capitalise(adjective)} ${placeName} for two`,
    description,
    body: `${description}\n\n${destination.summary}`,
    keywords: keywordsOf(random, [
      `${placeName} ${type}`,
      `romantic ${placeName}`,
      `${placeName} for couples`,
      `honeymoon in ${destination.title}`,
      `${OCCASION_KEYWORD[first]} ${destination.title}`,
      `${OCCASION_KEYWORD[second]} ${place.city}`,
      `${destination.region} romance`,
      `${place.city} travel guide`,
      `best time to visit ${destination.title}`,
      place.sights[0] ?? "",
      place.sights[1] ?? "",
    ]),
    star_rating: null,
    price_from_cents: null,
    category: null,
    is_featured: random.chance(0.05),
    website: null,
    email: null,
    amenities: [],
    tags: random.sample(TAGS, 2),
    categories,
    details,
  };
}

const COLUMNS = [
  ["type", "text"],
  ["slug", "text"],
  ["title", "text"],
  ["heading", "text"],
  ["description", "text"],
  ["body", "text"],
  ["keywords", "text"],
  ["city", "text"],
  ["country", "text"],
  ["region", "text"],
  ["latitude", "numeric"],
  ["longitude", "numeric"],
  ["star_rating", "numeric"],
  ["price_from_cents", "integer"],
  ["category", "text"],
  ["is_featured", "boolean"],
  ["website", "text"],
  ["email", "text"],
  ["amenities", "text[]"],
  ["good_for", "text[]"],
  ["tags", "text[]"],
  ["categories", "text[]"],
  ["destination_id", "integer"],
  ["details", "jsonb"],
  ["likes_count", "integer"],
  ["published_at", "timestamptz"],
] as const;

const KEY_PLACEHOLDER = "__bulk_scene_key__";

export async function bulkSeedListings({ db, total = BULK_TOTAL, batchSize = 5000, onProgress }: BulkSeedOptions): Promise<BulkSeedResult> {
  const started = performance.now();
  const result = await db.transaction(async (tx) => {
    const rows = await tx.select({ id: listings.id, slug: listings.slug, type: listings.type }).from(listings);
    const before = rows.length;
    const toInsert = Math.max(0, total - before);
    if (toInsert === 0) return { before, inserted: 0, after: before };

    const taken = new Set(rows.map((row) => row.slug));
    const destinationIds = new Map(rows.filter((row) => row.type === "destination").map((row) => [row.slug, row.id]));
    const suffixes = new Map<string, number>();
    const uniqueSlug = (title: string): string => {
      const base = slugFromTitle(title);
      let slug = base;
      let counter = suffixes.get(base) ?? 1;
      while (taken.has(slug)) {
        counter += 1;
        slug = `${base}-${counter}`;
      }
      suffixes.set(base, counter);
      taken.add(slug);
      return slug;
    };

    const random = seedRandom("bulk-listings");
    const places = allPlaces();
    const hotelTitles: string[] = [];
    const [maxRow] = await tx.select({ id: max(listings.id) }).from(listings);
    const firstNewId = maxRow?.id ?? 0;
    // GIN indexes (full text, trigram; on the search documents the inserts' trigger writes) build
    // far faster in one go than row by row: drop them here and recreate them from their own
    // definitions after the inserts, in this transaction.
    const gin = (await tx.execute(
      sql`select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename in ('listings', 'search_documents') and indexdef ilike '% using gin %'`,
    )) as unknown as { rows: { indexname: string; indexdef: string }[] };
    for (const index of gin.rows) await tx.execute(sql.raw(`drop index "${index.indexname}"`));
    const columnList = sql.raw(COLUMNS.map(([name]) => `"${name}"`).join(", "));
    const recordType = sql.raw(COLUMNS.map(([name, type]) => `"${name}" ${type}`).join(", "));

    for (let done = 0; done < toInsert; ) {
      const count = Math.min(batchSize, toInsert - done);
      const batch: BulkRow[] = [];
      for (let index = 0; index < count; index += 1) batch.push(buildRow(random, places, hotelTitles, uniqueSlug, destinationIds));
      await tx.execute(sql`
        insert into listings (${columnList}, created_at, updated_at)
        select ${columnList}, published_at, published_at
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as r(${recordType})`);
      done += count;
      onProgress?.(done, toInsert);
    }

    await tx.execute(sql`set local maintenance_work_mem = '128MB'`);
    for (const index of gin.rows) await tx.execute(sql.raw(index.indexdef));
    const sizesTemplate = JSON.stringify(sceneMediaSizes(KEY_PLACEHOLDER));
    await tx.execute(sql`
      insert into listing_media (listing_id, position, source, alt, original_url, sizes, created_at)
      select id, 0, 'generated', title || coalesce(', ' || city, ''),
        replace(${sceneOriginalUrl(KEY_PLACEHOLDER)}, ${KEY_PLACEHOLDER}, slug),
        replace(${sizesTemplate}, ${KEY_PLACEHOLDER}, slug)::jsonb,
        created_at
      from listings where id > ${firstNewId}`);
    return { before, inserted: toInsert, after: before + toInsert };
  });
  // Fresh statistics and a clean visibility map, as autovacuum would leave a settled table
  // (PGlite has no autovacuum); GIN pending lists are flushed too.
  await db.execute(sql`vacuum analyze listings`);
  await db.execute(sql`vacuum analyze listing_media`);
  await db.execute(sql`vacuum analyze search_documents`);
  return { ...result, ms: performance.now() - started };
}
