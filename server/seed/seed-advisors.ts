import { slugFromTitle } from "../../core/slug";
import type { OccasionSlug } from "../../core/listing-types";
import { demoStreetAddress } from "./seed-addresses";
import type { SeedRandom } from "./seed-random";
import { cutNear, joinPhrases, keywordList, SEED_CREATED_AT, websiteFor } from "./seed-text";
import type { ListingDraft } from "./seed-types";

type AdvisorSeed = [
  firstName: string,
  lastName: string,
  agencyName: string,
  city: string,
  country: string,
  specialties: string[],
  languages: string[],
  yearsExperience: number,
  profileTier: "basic" | "featured",
];

/** Travel advisors (type `advisor`, pages at /ta/{slug}). Invented people and agencies. */
const ADVISORS: AdvisorSeed[] = [
  ["Isabella", "Moreau", "Starlit Journeys", "Austin", "United States", ["honeymoons", "european villas", "destination weddings"], ["English", "French"], 14, "featured"],
  ["Marcus", "Bennett", "Two Passports Travel", "Chicago", "United States", ["caribbean resorts", "anniversaries"], ["English"], 9, "basic"],
  ["Amara", "Okafor", "Wanderlove and Co", "Atlanta", "United States", ["african safaris", "honeymoons"], ["English", "Yoruba"], 12, "featured"],
  ["Sofia", "Lindqvist", "Northern Lights Romance", "Stockholm", "Sweden", ["aurora trips", "scandinavia", "winter weddings"], ["English", "Swedish", "Norwegian"], 8, "basic"],
  ["Kenji", "Watanabe", "Sakura Honeymoons", "San Francisco", "United States", ["japan", "ryokan stays", "cherry blossom season"], ["English", "Japanese"], 11, "featured"],
  ["Olivia", "Hart", "Heartland Getaways", "Denver", "United States", ["mountain lodges", "proposals"], ["English"], 6, "basic"],
  ["Lucia", "Romano", "Dolce Viaggio", "Miami", "United States", ["italy", "amalfi coast", "destination weddings"], ["English", "Italian", "Spanish"], 17, "featured"],
  ["Daniel", "Reyes", "Cielo Travel Studio", "Los Angeles", "United States", ["mexico", "costa rica", "adventure honeymoons"], ["English", "Spanish"], 10, "basic"],
  ["Priya", "Raman", "Rose Palace Journeys", "London", "United Kingdom", ["india", "palace hotels", "babymoons"], ["English", "Hindi", "Tamil"], 13, "featured"],
  ["Chloe", "Martin", "Maison Voyage", "Montreal", "Canada", ["france", "paris proposals", "wine country"], ["English", "French"], 7, "basic"],
  ["Nia", "Thompson", "Island Time Travel", "Houston", "United States", ["caribbean", "all inclusive", "vow renewals"], ["English"], 15, "featured"],
  ["Ethan", "Walsh", "Blue Horizon Honeymoons", "Boston", "United States", ["maldives", "french polynesia", "overwater villas"], ["English"], 9, "featured"],
  ["Mei", "Chen", "Lotus Lane Travel", "Vancouver", "Canada", ["vietnam", "thailand", "bali"], ["English", "Mandarin"], 8, "basic"],
  ["Gabriel", "Santos", "Alma Viagens", "New York", "United States", ["portugal", "spain", "food and wine"], ["English", "Portuguese", "Spanish"], 11, "basic"],
  ["Hannah", "Fischer", "Alpenherz Travel", "Zurich", "Switzerland", ["alpine lodges", "ski honeymoons"], ["English", "German", "French"], 10, "basic"],
  ["Zara", "Ahmed", "Desert Rose Journeys", "Dubai", "United Arab Emirates", ["dubai", "morocco", "desert camps"], ["English", "Arabic"], 9, "featured"],
  ["Liam", "Connolly", "Emerald Isle Escapes", "Dublin", "Ireland", ["scotland", "ireland", "castle hotels"], ["English", "Irish"], 12, "basic"],
  ["Grace", "Kim", "Seoul Mate Travel", "Seattle", "United States", ["asia", "honeymoons", "wellness retreats"], ["English", "Korean"], 7, "basic"],
  ["Mateo", "Alvarez", "Andes Romance", "Lima", "Peru", ["peru", "argentina", "wine country"], ["Spanish", "English"], 14, "basic"],
  ["Charlotte", "Davies", "Coast and Cove Travel", "Bath", "United Kingdom", ["greece", "croatia", "sailing honeymoons"], ["English"], 16, "featured"],
  ["Aisha", "Mensah", "Golden Coast Getaways", "Toronto", "Canada", ["south africa", "seychelles", "mauritius"], ["English", "French", "Twi"], 10, "basic"],
  ["Noah", "Williams", "Reef and Rainforest Travel", "Brisbane", "Australia", ["australia", "fiji", "new zealand"], ["English"], 8, "basic"],
  ["Elena", "Petrova", "Velvet Compass", "Nashville", "United States", ["destination weddings", "europe", "vow renewals"], ["English", "Russian"], 13, "featured"],
  ["Jasmine", "Patel", "Babymoon Bliss Travel", "Dallas", "United States", ["babymoons", "spa retreats", "caribbean"], ["English", "Gujarati"], 6, "basic"],
  ["Ryan", "Mitchell", "Summit and Sea", "Phoenix", "United States", ["hawaii", "california", "road trips for two"], ["English"], 5, "basic"],
  ["Camille", "Dubois", "Riviera Hearts", "Nice", "France", ["french riviera", "provence", "proposals"], ["French", "English", "Italian"], 18, "featured"],
  ["Tomasz", "Nowak", "Amber Road Journeys", "Chicago", "United States", ["croatia", "city breaks", "anniversaries"], ["English", "Polish"], 9, "basic"],
  ["Leilani", "Kahale", "Aloha Honeymoons", "Honolulu", "United States", ["hawaii", "french polynesia", "vow renewals"], ["English", "Hawaiian"], 11, "featured"],
];

const OCCASION_BY_SPECIALTY: [RegExp, OccasionSlug][] = [
  [/wedding/, "destinationwedding"],
  [/honeymoon|overwater|maldives|polynesia|bali/, "honeymoon"],
  [/anniversar/, "anniversary"],
  [/babymoon|spa/, "babymoon"],
  [/vow/, "vowrenewal"],
  [/proposal/, "proposal"],
];

export function advisorNames(): string[] {
  return ADVISORS.map(([firstName, lastName]) => `${firstName} ${lastName}`);
}

export function buildAdvisors(random: SeedRandom): ListingDraft[] {
  return ADVISORS.map(([firstName, lastName, agencyName, city, country, specialties, languages, yearsExperience, profileTier]): ListingDraft => {
    const title = `${firstName} ${lastName}`;
    const slug = slugFromTitle(title);
    const goodFor = [...new Set(OCCASION_BY_SPECIALTY.filter(([pattern]) => specialties.some((specialty) => pattern.test(specialty))).map(([, occasion]) => occasion))];
    if (goodFor.length === 0) goodFor.push("honeymoon", "anniversary");
    const description = cutNear(
      `${firstName} is a Romance Travel Advisor at ${agencyName} in ${city}, with ${yearsExperience} years of planning ${joinPhrases(specialties)}. Speaks ${joinPhrases(languages)}.`,
    );
    const body = [
      `${firstName} ${lastName} has spent ${yearsExperience} years helping couples plan trips that feel like them, specialising in ${joinPhrases(specialties)}.`,
      `Based in ${city}, ${firstName} works with ${agencyName} and visits the hotels personally, so recommendations come from experience rather than brochures. Clients often receive perks such as upgrades, resort credits and private transfers.`,
      `Tell ${firstName} about your occasion, dates and budget, and you will receive tailored offers by e-mail within two working days.`,
    ].join("\n\n");
    const keywords = keywordList(random, [
      `${title} travel advisor`,
      `romance travel advisor ${city}`,
      `${agencyName}`,
      `honeymoon planner ${city}`,
      ...specialties.map((specialty) => `${specialty} travel advisor`),
      "romantic trip planning",
      "luxury travel agent",
      "destination wedding planner",
      "anniversary trip planner",
      `${country} travel advisor`,
      "couples travel expert",
    ]);
    const isFeatured = profileTier === "featured";
    return {
      row: {
        type: "advisor",
        slug,
        title,
        heading: `${agencyName} · ${specialties[0]}`,
        description,
        body,
        keywords,
        city,
        country,
        region: null,
        isFeatured,
        website: websiteFor(agencyName),
        email: `${firstName.toLowerCase()}@${agencyName.toLowerCase().replace(/[^a-z0-9]/g, "")}.example.com`,
        phone: `+1 555 01${String(random.int(10, 99))}`,
        goodFor,
        tags: specialties,
        details: { agencyName, firstName, lastName, profileTier, specialties, languages, yearsExperience, address: demoStreetAddress(slug, city, country) },
        likesCount: random.int(2, 260),
        publishedAt: SEED_CREATED_AT,
        createdAt: SEED_CREATED_AT,
        updatedAt: SEED_CREATED_AT,
      },
      destinationSlug: null,
      hotelSlug: null,
      itemSlugs: [],
      imageCount: 1,
      metadata: { title: `${title} | Romance Travel Advisor at ${agencyName}`, description, keywords },
    };
  });
}
