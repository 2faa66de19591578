import type { OccasionSlug } from "../../core/listing-types";
import { slugFromTitle } from "../../core/slug";
import type { HotelDraft } from "./seed-hotels";
import type { SeedRandom } from "./seed-random";
import { cutNear, keywordList, SEED_CREATED_AT } from "./seed-text";
import type { ListingDraft } from "./seed-types";

type CollectionSeed = {
  title: string;
  heading: string;
  intro: string;
  goodFor: OccasionSlug[];
  keywords: string[];
  includes(hotel: HotelDraft): boolean;
};

const SEA_CLIFF_CITIES = new Set(["Amalfi", "Positano", "Oia", "Mykonos", "Deia", "Dubrovnik", "Uluwatu", "Cabo San Lucas", "Cape Town", "Nice"]);
const VINEYARD_CITIES = new Set(["Montalcino", "Pinhao", "Napa", "Mendoza", "Franschhoek", "Gordes"]);

/** Editorial collections (type `collection`, "Inspire Me") with their hotels in collection_items. */
const COLLECTIONS: CollectionSeed[] = [
  { title: "Overwater Villas for Barefoot Honeymoons", heading: "Wake up above the lagoon", intro: "Stilted villas with glass floors, private decks and steps straight into turquoise water.", goodFor: ["honeymoon", "babymoon"], keywords: ["overwater villas", "overwater bungalow honeymoon", "maldives overwater villa", "bora bora overwater bungalow"], includes: (hotel) => hotel.category === "overwater villa" },
  { title: "Cliffside Hotels with a Sea View", heading: "Terraces hanging over the sea", intro: "Hotels stacked on sea cliffs where every room has a balcony and every evening a sunset.", goodFor: ["honeymoon", "anniversary", "proposal"], keywords: ["cliffside hotels", "sea view hotels", "amalfi coast cliff hotel", "santorini caldera view"], includes: (hotel) => SEA_CLIFF_CITIES.has(hotel.city.city) },
  { title: "Ryokan Nights and Private Onsen", heading: "Tatami, tea and steaming baths", intro: "Traditional inns and onsen resorts where dinner comes to your room and the bath is yours alone.", goodFor: ["honeymoon", "anniversary"], keywords: ["ryokan with private onsen", "japan ryokan honeymoon", "hakone onsen resort", "kyoto ryokan for couples"], includes: (hotel) => hotel.city.destination === "Japan" && hotel.category !== "city hotel" },
  { title: "Safari Camps Under the Stars", heading: "The wild at your doorstep", intro: "Tented camps and lodges where lions call at night and breakfast comes with a view of the plains.", goodFor: ["honeymoon", "anniversary"], keywords: ["safari honeymoon camps", "luxury tented camp", "maasai mara camp", "serengeti lodge"], includes: (hotel) => hotel.category === "safari camp" || hotel.category === "desert camp" || hotel.city.city === "Maasai Mara" || hotel.city.city === "Serengeti" },
  { title: "Vineyard Stays for Wine Lovers", heading: "Sleep among the vines", intro: "Country houses and estates in wine regions, with cellars to explore and long lunches on the terrace.", goodFor: ["anniversary", "destinationwedding"], keywords: ["vineyard hotels", "wine country romantic getaway", "winery stay for couples", "douro valley quinta"], includes: (hotel) => VINEYARD_CITIES.has(hotel.city.city) },
  { title: "City Hotels for a Weekend Proposal", heading: "Skylines, rooftops and the big question", intro: "Elegant city hotels with rooftop bars, corner suites and concierges who can keep a secret.", goodFor: ["proposal", "anniversary"], keywords: ["proposal hotels", "city break for couples", "romantic city hotel", "rooftop proposal"], includes: (hotel) => hotel.category === "city hotel" },
  { title: "Caribbean Beach Resorts for Two", heading: "Rum punch, reef and a hammock", intro: "Beach resorts across the Caribbean with calm water, spa suites and sunset bars.", goodFor: ["honeymoon", "vowrenewal", "destinationwedding"], keywords: ["caribbean honeymoon resorts", "caribbean beach resort for couples", "adults only caribbean", "caribbean destination wedding"], includes: (hotel) => hotel.row.region === "Caribbean" && hotel.category === "resort" },
  { title: "Alpine Lodges with Fireplaces", heading: "Snow outside, fire inside", intro: "Mountain lodges and chalets where the day ends in a hot tub and the night by the fire.", goodFor: ["anniversary", "proposal"], keywords: ["romantic mountain lodge", "alpine chalet for couples", "ski honeymoon", "lodge with fireplace"], includes: (hotel) => hotel.category === "lodge" },
  { title: "Spotlight Hotels We Love", heading: "Our partners in the Spotlight", intro: "A rotating selection of our Spotlight partner hotels, each visited and loved by our advisors.", goodFor: ["honeymoon", "anniversary", "proposal"], keywords: ["spotlight hotels", "featured romantic hotels", "best hotels for couples", "editor picks hotels"], includes: (hotel) => hotel.row.type === "property" },
  { title: "Boutique Hotels Under 300 Dollars a Night", heading: "Romance that does not break the bank", intro: "Small, characterful hotels with rates from under 300 dollars a night, without giving up on charm.", goodFor: ["anniversary", "honeymoon"], keywords: ["affordable romantic hotels", "boutique hotels under 300", "budget honeymoon hotels", "cheap romantic getaways"], includes: (hotel) => hotel.category === "boutique hotel" && (hotel.row.priceFromCents ?? Infinity) < 30000 },
];

export function buildCollections(random: SeedRandom, hotels: HotelDraft[]): ListingDraft[] {
  return COLLECTIONS.map((collection, index): ListingDraft => {
    const matches = hotels.filter((hotel) => collection.includes(hotel));
    const items = random.sample(matches, Math.min(matches.length, random.int(8, 12)));
    if (items.length < 4) throw new Error(`collection ${collection.title} has only ${items.length} hotels`);
    const slug = slugFromTitle(collection.title);
    const description = cutNear(`${collection.intro} ${items.length} handpicked stays, from ${items[0]!.row.title} in ${items[0]!.city.city} to ${items[1]!.row.title} in ${items[1]!.city.city}.`);
    const body = [
      collection.intro,
      ...items.slice(0, 4).map((hotel) => `${hotel.row.title}, ${hotel.city.city}. ${hotel.romance}`),
      "Every hotel in this collection has been visited by our Romance Travel Advisors. Request a deal to receive tailored offers with perks for couples.",
    ].join("\n\n");
    const keywords = keywordList(random, [
      ...collection.keywords,
      collection.title,
      "romantic hotel collection",
      "inspire me",
      "hotels for couples",
      ...items.slice(0, 6).map((hotel) => `${hotel.city.city} romantic hotel`),
      "handpicked hotels",
    ]);
    return {
      row: {
        type: "collection",
        slug,
        title: collection.title,
        heading: collection.heading,
        description,
        body,
        keywords,
        isFeatured: index < 4,
        goodFor: collection.goodFor,
        tags: ["collection"],
        details: { itemCount: items.length },
        likesCount: random.int(15, 800),
        publishedAt: SEED_CREATED_AT,
        createdAt: SEED_CREATED_AT,
        updatedAt: SEED_CREATED_AT,
      },
      destinationSlug: null,
      hotelSlug: null,
      itemSlugs: items.map((hotel) => hotel.row.slug),
      imageCount: 1,
      metadata: { title: `${collection.title} | Inspire Me Collection`, description, keywords },
    };
  });
}
