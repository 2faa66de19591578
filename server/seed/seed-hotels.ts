import type { OccasionSlug } from "../../core/listing-types";
import { slugFromTitle } from "../../core/slug";
import { demoStreetAddress } from "./seed-addresses";
import { brandSlugFor } from "./seed-brands";
import { nameForms, nameWords } from "./seed-hotel-names";
import { CITIES, destinationOf, type CitySeed, type HotelCategory } from "./seed-places";
import type { SeedRandom } from "./seed-random";
import {
  capitalise,
  cutNear,
  DESCRIPTION_LIMIT,
  dollars,
  joinPhrases,
  keywordList,
  OCCASION_KEYWORD,
  OCCASION_PHRASE,
  SEED_CREATED_AT,
  websiteFor,
} from "./seed-text";
import type { ListingDraft } from "./seed-types";

/** The hotel other pages and tests point at by name (docs/product.md examples use it). */
export const FLAGSHIP_HOTEL = { title: "Villa Rosa Amalfi", city: "Amalfi", category: "villa" as HotelCategory };

/** What a hotel draft remembers beyond its row, for offers, collections and articles. */
export type HotelDraft = ListingDraft & {
  city: CitySeed;
  category: HotelCategory;
  amenities: string[];
  /** One sentence on what makes it romantic, quoted by articles. */
  romance: string;
};

const CATEGORY_WORD: Record<HotelCategory, string> = {
  resort: "resort",
  "boutique hotel": "boutique hotel",
  "city hotel": "city hotel",
  villa: "villa hotel",
  lodge: "lodge",
  ryokan: "ryokan",
  "safari camp": "safari camp",
  "desert camp": "desert camp",
  "overwater villa": "overwater villa resort",
  riad: "riad",
};

const AMENITIES: Record<HotelCategory, string[]> = {
  resort: ["infinity pool", "couples spa suite", "private beach", "sunset bar", "beachfront dining", "water sports centre", "yoga pavilion", "kids-free quiet pool", "butler service", "in-villa breakfast"],
  "boutique hotel": ["rooftop terrace", "honesty bar", "garden courtyard", "deep soaking tubs", "in-room breakfast", "library lounge", "wine bar", "bicycle loan", "private dining room"],
  "city hotel": ["rooftop bar", "fine dining restaurant", "spa and hammam", "concierge", "indoor pool", "champagne bar", "club lounge", "late checkout", "chauffeur service"],
  villa: ["private plunge pool", "olive grove garden", "pergola dining", "wine cellar", "cooking classes", "butler service", "sunset terrace", "outdoor shower"],
  lodge: ["fireplace suites", "outdoor hot tubs", "sauna", "ski room", "guided hikes", "mountain view dining", "wine cellar", "stargazing deck"],
  ryokan: ["private onsen", "kaiseki dinner", "tatami suites", "moss garden", "tea ceremony room", "yukata robes", "open-air bath"],
  "safari camp": ["private game drives", "plunge pool deck", "bush dinners", "copper bathtubs", "sundowner deck", "balloon safaris", "outdoor showers"],
  "desert camp": ["dune view tents", "campfire dinners", "camel treks", "stargazing", "hammam tent", "sandboarding", "private terrace"],
  "overwater villa": ["overwater hammocks", "glass floor panels", "house reef", "underwater restaurant", "sandbank dinners", "overwater spa", "private lagoon steps", "sunset dhoni cruises"],
  riad: ["courtyard plunge pool", "rooftop terrace", "hammam", "mint tea service", "cooking classes", "candlelit courtyard dining", "private guides"],
};

const ROMANCE: Record<HotelCategory, string[]> = {
  resort: [
    "Couples drift between the infinity pool, a spa built for two and candlelit dinners on the sand.",
    "Suites open onto private terraces with plunge pools and hammocks strung for two.",
    "Days slip by between sunrise yoga, lazy lunches and cocktails as the sky turns pink.",
    "Beachfront suites come with a private dinner under the stars on request.",
  ],
  "boutique hotel": [
    "Each room is different, with hand-picked art, linen sheets and a balcony for breakfast in the sun.",
    "The rooftop terrace is the place for a sunset toast before dinner in the old town.",
    "Staff remember how you take your coffee and which table you like best.",
    "Rooms are few and full of charm: vaulted ceilings, deep tubs and views worth waking for.",
  ],
  "city hotel": [
    "Guests come back from the city to a marble bathroom, a turned-down bed and a nightcap in the bar.",
    "Corner suites frame the skyline, and the concierge books the tables locals love.",
    "Its rooftop bar turns golden at sunset, perfect for an unhurried toast to the two of you.",
  ],
  villa: [
    "Stone terraces, a pool among the olive trees and long dinners under a pergola set the pace.",
    "Suites feel like a private home, with arched windows, painted tiles and a garden full of jasmine.",
    "Breakfast comes to your terrace, and the pool is rarely shared with more than a few other couples.",
  ],
  lodge: [
    "Evenings end by a crackling fire with a glass of something local and a sky full of stars.",
    "Timber suites have deep soaking tubs and windows that frame the peaks.",
    "After a day outdoors, the hot tubs and sauna are waiting.",
  ],
  ryokan: [
    "Guests wear yukata, sleep on futons over tatami and share a private onsen under the sky.",
    "A seasonal kaiseki dinner is served in your room, course by delicate course.",
    "Paper screens slide open onto a moss garden, and the only sound is water.",
  ],
  "safari camp": [
    "Canvas suites with copper tubs look straight onto the plains, where elephants wander past at breakfast.",
    "Evenings bring sundowners by the fire and dinner under a sky thick with stars.",
    "Guides lead game drives at dawn, and afternoons are for the plunge pool and a siesta.",
  ],
  "desert camp": [
    "Tents draped in Berber rugs face the dunes and glow with lanterns after dark.",
    "Dinner is served by the fire to the sound of drums, then the stars take over.",
    "Camel treks leave at sunset and return for mint tea under the stars.",
  ],
  "overwater villa": [
    "Villas stand on stilts over the lagoon with glass floor panels, private decks and steps into the sea.",
    "Breakfast can arrive by canoe, and dinner can be set on a sandbank just for you.",
    "The house reef is a few fin kicks away, full of turtles and rays.",
  ],
  riad: [
    "Rooms wrap around a courtyard of orange trees and a tiled plunge pool.",
    "The rooftop terrace is made for mint tea at sunset as the call to prayer drifts over the medina.",
    "A private hammam ritual for two is the best welcome after the souks.",
  ],
};

const ADJECTIVES = ["intimate", "serene", "sun-drenched", "romantic", "secluded", "elegant", "timeless", "dreamy", "unhurried", "charming"];

const PERKS = [
  "a bottle of champagne on arrival",
  "daily breakfast for two",
  "a couples massage",
  "a room upgrade on availability",
  "a late checkout",
  "a private sunset toast",
  "a candlelit dinner",
  "airport transfers",
];

const ROOMS: Record<HotelCategory, [number, number]> = {
  resort: [40, 220],
  "boutique hotel": [8, 40],
  "city hotel": [40, 260],
  villa: [6, 24],
  lodge: [12, 60],
  ryokan: [6, 20],
  "safari camp": [6, 16],
  "desert camp": [8, 20],
  "overwater villa": [30, 120],
  riad: [6, 18],
};

/** Places away from the sea: no "Beach Resort" names there. */
const INLAND_CITIES = new Set([
  "Rome", "Florence", "Montalcino", "Bellagio", "Paris", "Gordes", "Pinhao", "Seville", "Zermatt", "Banff", "La Fortuna", "Cusco",
  "Mendoza", "Napa", "Kyoto", "Tokyo", "Hakone", "Chiang Mai", "Ubud", "Udaipur", "Marrakech", "Merzouga", "Maasai Mara",
  "Serengeti", "Franschhoek", "Queenstown",
]);

const CLOSERS = ["A dreamy choice for {a} or {b}.", "Perfect for {a} or {b}.", "Just right for {a} or {b}.", "Ideal for {a} or {b}."];

const STAR_RATINGS = [3, 3.5, 4, 4, 4.5, 4.5, 4.5, 5, 5, 5];

/** Nightly price bands by star rating, in dollars, before the place's own level. */
const PRICE_BY_STARS: Record<number, [number, number]> = {
  3: [140, 230],
  3.5: [180, 300],
  4: [230, 450],
  4.5: [320, 700],
  5: [480, 1400],
};

const PRICE_LEVEL: Record<string, number> = {
  Maldives: 1.9,
  "French Polynesia": 1.8,
  Seychelles: 1.5,
  Kenya: 1.6,
  Tanzania: 1.4,
  "Turks and Caicos": 1.4,
  "Cayman Islands": 1.3,
  Switzerland: 1.3,
  Thailand: 0.65,
  Bali: 0.6,
  Vietnam: 0.5,
  "Sri Lanka": 0.55,
  India: 0.6,
  Morocco: 0.7,
  Peru: 0.75,
  Mexico: 0.9,
  Portugal: 0.8,
};

/**
 * All hotels, city by city. `takenSlugs` holds slugs already used by other listings so names
 * never collide across kinds; it is extended with every hotel's slug.
 */
export function buildHotels(random: SeedRandom, takenSlugs: Set<string>): HotelDraft[] {
  const hotels: HotelDraft[] = [];
  for (const city of CITIES) {
    const usedWords = new Set<string>();
    for (let index = 0; index < city.hotels; index += 1) {
      const isFlagship = city.city === FLAGSHIP_HOTEL.city && index === 0;
      const category = isFlagship ? FLAGSHIP_HOTEL.category : random.pick(city.categories);
      const title = isFlagship ? FLAGSHIP_HOTEL.title : hotelName(random, city, category, usedWords, takenSlugs);
      takenSlugs.add(slugFromTitle(title));
      hotels.push(hotelDraft(random, city, category, title));
    }
  }
  markSpotlight(random, hotels);
  return hotels;
}

function hotelName(random: SeedRandom, city: CitySeed, category: HotelCategory, usedWords: Set<string>, taken: Set<string>): string {
  const words = random.shuffle(nameWords(city.names).filter((word) => !usedWords.has(word)));
  for (const word of words) {
    const forms = nameForms(city.names, category).filter((form) => !INLAND_CITIES.has(city.city) || !form.includes("Beach"));
    const form = random.pick(forms);
    const base = form.replace("{w}", word);
    // A city name on some hotels reads naturally ("Casa Limoni Positano") and keeps names unique.
    for (const title of random.chance(0.35) ? [`${base} ${city.city}`, base] : [base, `${base} ${city.city}`]) {
      if (taken.has(slugFromTitle(title)) || title.includes(`${city.city} ${city.city}`)) continue;
      usedWords.add(word);
      return title;
    }
  }
  throw new Error(`ran out of hotel names for ${city.city}`);
}

function hotelDraft(random: SeedRandom, city: CitySeed, category: HotelCategory, title: string): HotelDraft {
  const destination = destinationOf(city);
  const slug = slugFromTitle(title);
  const stars = random.pick(STAR_RATINGS);
  const [low, high] = PRICE_BY_STARS[stars] ?? [200, 400];
  const nightly = (low + random.next() * (high - low)) * (PRICE_LEVEL[destination.title] ?? 1);
  const priceFromCents = Math.round(nightly / 5) * 500;
  const amenities = random.sample(AMENITIES[category], random.int(5, Math.min(8, AMENITIES[category].length)));
  const goodFor = pickOccasions(random, destination.goodFor);
  const [fewestRooms, mostRooms] = ROOMS[category];
  const rooms = random.int(fewestRooms, mostRooms);
  const romance = random.sample(ROMANCE[category], 2);
  const [romanceFirst, romanceSecond] = [romance[0] ?? "", romance[1] ?? ""];
  const categoryWord = CATEGORY_WORD[category];
  const starText = Number.isInteger(stars) ? `${stars}` : stars.toFixed(1);
  const adjective = random.pick(ADJECTIVES);
  const opener = random.pick([
    `${title} is a ${starText}-star ${categoryWord} ${city.setting}.`,
    `Set ${city.setting}, ${title} is ${/^[aeiou]/.test(adjective) ? "an" : "a"} ${adjective} ${categoryWord} made for two.`,
    `${capitalise(adjective)} and unhurried, ${title} sits ${city.setting}.`,
  ]);
  const [firstOccasion, secondOccasion] = goodFor;
  const closer = secondOccasion
    ? random.pick(CLOSERS).replace("{a}", OCCASION_PHRASE[firstOccasion!]).replace("{b}", OCCASION_PHRASE[secondOccasion])
    : `Ideal for ${OCCASION_PHRASE[firstOccasion!]}.`;
  const sightLine = `The concierge can arrange ${city.sights[0]} and ${city.sights[1]}.`;
  // Whole sentences up to the limit: cards show the description as it is. Only the page head
  // descriptions get the CMS-style cut (see metadata below).
  const description = wholeSentences(random.chance(0.4) ? [opener, romanceFirst, sightLine, closer] : [opener, romanceFirst, closer]);
  const perks = random.sample(PERKS, 2);
  const body = [
    `${opener} From here it is easy to plan ${joinPhrases([...city.sights])}.`,
    `There are ${rooms} rooms and suites. ${romanceFirst} ${romanceSecond} Couples love the ${joinPhrases(amenities.slice(0, 3))}.`,
    `${closer} Rates start from ${dollars(priceFromCents)} a night, and our travel advisors can add perks such as ${perks[0]} and ${perks[1]} when you request a deal.`,
  ].join("\n\n");
  const keywords = keywordList(random, [
    `romantic hotel ${city.city}`,
    `${city.city} honeymoon hotel`,
    `${category} ${city.city}`,
    `${destination.title} romantic getaway`,
    `couples retreat ${destination.title}`,
    `${Math.floor(stars)} star hotel ${city.city}`,
    `luxury ${category} ${destination.title}`,
    `${city.city} anniversary trip`,
    `honeymoon in ${destination.title}`,
    `${destination.region.toLowerCase()} honeymoon`,
    `${amenities[0]} ${city.city}`,
    `${amenities[1]} hotel`,
    ...goodFor.map((occasion) => `${OCCASION_KEYWORD[occasion]} ${city.city}`),
    `${title}`,
    `${city.city} hotels for couples`,
    `best romantic hotels ${destination.title}`,
    withoutArticle(city.sights[0]),
    `adults only ${category}`,
  ]);
  const tags = hotelTags(random, category, amenities);
  return {
    row: {
      type: "basic",
      slug,
      title,
      heading: `${capitalise(adjective)} ${categoryWord} ${city.setting}`,
      description,
      body,
      keywords,
      city: city.city,
      country: destination.country,
      region: destination.region,
      latitude: round6(city.latitude + random.next() * 0.04 - 0.02),
      longitude: round6(city.longitude + random.next() * 0.04 - 0.02),
      starRating: stars,
      priceFromCents,
      category,
      isFeatured: false,
      website: websiteFor(title),
      email: `stay@${title.toLowerCase().replace(/[^a-z0-9]/g, "")}.example.com`,
      amenities,
      goodFor,
      tags,
      details: {
        rooms,
        brandSlug: brandSlugFor(random, destination.region),
        checkIn: "15:00",
        checkOut: "11:00",
        address: demoStreetAddress(slug, city.city, destination.country),
      },
      likesCount: random.int(3, 480),
      publishedAt: SEED_CREATED_AT,
      createdAt: SEED_CREATED_AT,
      updatedAt: SEED_CREATED_AT,
    },
    destinationSlug: slugFromTitle(destination.title),
    hotelSlug: null,
    itemSlugs: [],
    imageCount: random.int(2, 4),
    metadata: {
      title: `${title} | Romantic Hotel in ${city.city}, ${destination.country}`,
      description: random.chance(0.3) ? cutNear(`${description} ${body}`) : description,
      keywords,
    },
    city,
    category,
    amenities,
    romance: romanceFirst,
  };
}

function pickOccasions(random: SeedRandom, preferred: OccasionSlug[]): OccasionSlug[] {
  const count = random.int(2, Math.min(4, preferred.length));
  return random.shuffle(preferred).slice(0, count);
}

function hotelTags(random: SeedRandom, category: HotelCategory, amenities: string[]): string[] {
  const tags = new Set<string>();
  if (category === "resort" || category === "overwater villa") tags.add("beachfront");
  if (category === "safari camp") tags.add("safari");
  if (category === "lodge") tags.add("mountain");
  if (category === "ryokan" || category === "riad") tags.add("cultural");
  if (category === "city hotel") tags.add("city views");
  if (amenities.some((amenity) => amenity.includes("spa") || amenity.includes("hammam") || amenity.includes("onsen"))) tags.add("spa");
  if (amenities.some((amenity) => amenity.includes("plunge pool") || amenity.includes("private onsen"))) tags.add("private pool");
  for (const tag of random.sample(["adults only", "fine dining", "secluded", "historic", "design", "eco", "sunset views", "all inclusive"], 2)) tags.add(tag);
  return [...tags];
}

/** About 15% of hotels are paid Spotlight listings (type property), featured first in lists. */
function markSpotlight(random: SeedRandom, hotels: HotelDraft[]): void {
  const candidates = hotels.filter((hotel) => hotel.row.title !== FLAGSHIP_HOTEL.title);
  for (const hotel of random.sample(candidates, Math.round(hotels.length * 0.15))) {
    hotel.row.type = "property";
    hotel.row.isFeatured = true;
  }
}

/** Sentences joined while they fit in the description limit (the first always stays). */
function wholeSentences(sentences: string[]): string {
  let text = sentences[0] ?? "";
  for (const sentence of sentences.slice(1)) {
    if (`${text} ${sentence}`.length <= DESCRIPTION_LIMIT) text = `${text} ${sentence}`;
  }
  return text;
}

export function withoutArticle(phrase: string): string {
  return phrase.replace(/^(a|an|the)\s+/i, "");
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
