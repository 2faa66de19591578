import { listingPath } from "../../core/listing-path";
import type { OccasionSlug } from "../../core/listing-types";
import { slugFromTitle } from "../../core/slug";
import { CITIES, destinationOf } from "./seed-places";
import type { SeedRandom } from "./seed-random";
import { cutNear, dollars, keywordList, OCCASION_KEYWORD, SEED_CREATED_AT } from "./seed-text";
import type { ListingDraft } from "./seed-types";

type ItinerarySeed = {
  title: string;
  city: string;
  days: number;
  nights: number;
  /** How the trip is named: "7 days" or "5 nights" (docs/product.md §2 names both kinds). */
  lengthLabel: "days" | "nights";
  pricePerCouple: number;
  goodFor: OccasionSlug[];
  summary: string;
  plan: [string, string][];
};

/** Itineraries (type `itinerary`), including the five docs/product.md §2 names. */
const ITINERARIES: ItinerarySeed[] = [
  {
    title: "Portugal Honeymoon 7 Days in Porto and the Douro Valley",
    city: "Porto", days: 7, nights: 6, lengthLabel: "days", pricePerCouple: 5400, goodFor: ["honeymoon", "anniversary"],
    summary: "A slow Portugal honeymoon: three nights in riverside Porto, three among the terraced vineyards of the Douro Valley, with port, boats and long lunches in between.",
    plan: [
      ["Arrive in Porto", "Check in above the Ribeira, walk the riverfront at sunset and share grilled fish and vinho verde by the water."],
      ["Old town and port lodges", "Wander tiled churches and steep lanes, then cross the bridge to Gaia for a private tasting in a port lodge."],
      ["Into the Douro Valley", "A driver takes you east through the hills to Pinhao for lunch on a quinta terrace among the vines."],
      ["A day on the river", "Board a traditional rabelo boat between the quintas and stop for a picnic high above the water."],
      ["Harvest and kitchen", "Join the grape stomp in season, then cook a Douro feast with the quinta's chef."],
      ["Back to Porto", "Return to the city for a sunset cruise under the six bridges and a farewell dinner."],
      ["Departure", "A last pastel de nata and coffee before your transfer to the airport."],
    ],
  },
  {
    title: "Rome Getaway 4 Days of Romance in the Eternal City",
    city: "Rome", days: 4, nights: 3, lengthLabel: "days", pricePerCouple: 2600, goodFor: ["anniversary", "proposal"],
    summary: "Four days in Rome for two: ancient ruins at dusk, moonlit fountains, a cooking class and a rowing boat in the Borghese gardens.",
    plan: [
      ["Arrive in Rome", "Settle in, then cross the river to Trastevere for aperitivo and a trattoria dinner under the ivy."],
      ["Ancient Rome after hours", "See the Colosseum at dusk with a private guide and toss a coin in the Trevi Fountain by moonlight."],
      ["Gardens and pasta", "Row a boat across the lake in Villa Borghese, then learn to make fresh pasta with a Roman chef."],
      ["Arrivederci", "A cappuccino in a quiet piazza and a final gelato before you leave."],
    ],
  },
  {
    title: "Cayman Islands Honeymoon 5 Nights on Seven Mile Beach",
    city: "George Town", days: 6, nights: 5, lengthLabel: "nights", pricePerCouple: 6900, goodFor: ["honeymoon", "babymoon"],
    summary: "Five nights on Grand Cayman's Seven Mile Beach, with a stingray sandbar, coral reefs and a glowing bioluminescent bay.",
    plan: [
      ["Arrive on Grand Cayman", "Check in on Seven Mile Beach and watch your first sunset with your toes in the sand."],
      ["Stingray City", "Wade among gentle stingrays on the sandbar, then lunch at Starfish Point."],
      ["Reef and spa", "Snorkel the coral at Eden Rock and end the day with a couples massage."],
      ["East End road trip", "Drive the quiet East End and return at night to kayak the bioluminescent bay."],
      ["Private catamaran", "Sail with just the two of you, then share a farewell dinner on the beach."],
      ["Departure", "A final swim before your flight home."],
    ],
  },
  {
    title: "Jamaica Honeymoon 9 Days from Montego Bay to Negril",
    city: "Montego Bay", days: 9, nights: 8, lengthLabel: "days", pricePerCouple: 7800, goodFor: ["honeymoon", "vowrenewal"],
    summary: "Nine days across Jamaica: rivers and waterfalls around Montego Bay, then the cliffs and endless beach of Negril.",
    plan: [
      ["Arrive in Montego Bay", "Transfer to your resort on the bay and unwind with a rum punch at sunset."],
      ["Martha Brae rafting", "Drift down the river on a bamboo raft poled by a local guide."],
      ["Dunn's River Falls", "Climb the cascading falls hand in hand, then relax on a quiet beach."],
      ["Great house and gardens", "Tour a historic plantation house and its gardens, with dinner at a clifftop restaurant."],
      ["On to Negril", "Drive west along the coast and toast your first Negril sunset from the cliffs."],
      ["Beach day", "A whole day on the long beach, with a glass-bottom boat trip over the reef."],
      ["Waterfalls and river safari", "Swim in the pools of YS Falls and look for crocodiles on the Black River."],
      ["Catamaran and bonfire", "Snorkel from a catamaran, then end the trip with a beach bonfire."],
      ["Departure", "A slow breakfast before the transfer back to Montego Bay."],
    ],
  },
  {
    title: "7 Day Barbados Couples Getaway",
    city: "Holetown", days: 7, nights: 6, lengthLabel: "days", pricePerCouple: 5200, goodFor: ["anniversary", "honeymoon"],
    summary: "A week on the Platinum Coast of Barbados: turtles, rum, the wild east coast and a sunset catamaran.",
    plan: [
      ["Arrive on the Platinum Coast", "Check in near Holetown and swim in calm, clear water."],
      ["Swim with turtles", "A morning boat trip to snorkel with green turtles and over a shallow wreck."],
      ["Caves and the east coast", "Explore a crystal cave by tram, then picnic on the wild Atlantic side."],
      ["Rum and fish fry", "Tour a historic rum distillery and join the Friday night fish fry in Oistins."],
      ["Sunset catamaran", "Sail the west coast with lunch on board and a glass of bubbly as the sun goes down."],
      ["Spa and afternoon tea", "A couples treatment, then afternoon tea in a plantation house garden."],
      ["Departure", "A final beach walk before your flight."],
    ],
  },
  {
    title: "Santorini and Mykonos Honeymoon 8 Days",
    city: "Oia", days: 8, nights: 7, lengthLabel: "days", pricePerCouple: 6400, goodFor: ["honeymoon"],
    summary: "Four nights on the caldera in Santorini and three on Mykonos, linked by a ferry across the Aegean.",
    plan: [
      ["Arrive in Santorini", "Transfer to Oia and watch the famous sunset from your terrace."],
      ["Caldera catamaran", "Sail to the hot springs and the volcano, with dinner cooked on board."],
      ["Wine and villages", "Taste wines grown in volcanic soil and wander the village of Pyrgos."],
      ["A day of nothing", "Cave pool, books and a long lunch overlooking the sea."],
      ["Ferry to Mykonos", "Cross the Aegean and settle into a whitewashed hotel above the bay."],
      ["Delos and Little Venice", "Explore the sacred island of Delos, then toast the sunset in Little Venice."],
      ["Beach day", "A beach club afternoon and seafood dinner by the water."],
      ["Departure", "A final swim before your flight."],
    ],
  },
  {
    title: "Bali Honeymoon 10 Days in Ubud and Uluwatu",
    city: "Ubud", days: 10, nights: 9, lengthLabel: "days", pricePerCouple: 5900, goodFor: ["honeymoon", "vowrenewal"],
    summary: "Jungle villas and rice terraces in Ubud, then clifftop sunsets and beaches in Uluwatu.",
    plan: [
      ["Arrive in Bali", "Transfer to a jungle villa in Ubud with a flower bath waiting."],
      ["Rice terraces at sunrise", "Walk the terraces in the cool morning, then nap by your private pool."],
      ["Water temple blessing", "Join a purification ritual at a holy spring with a local priest."],
      ["Cooking and markets", "Shop the morning market and cook a Balinese feast together."],
      ["Waterfalls and coffee", "Swim beneath a jungle waterfall and taste coffee on a hillside plantation."],
      ["To Uluwatu", "Move south to a clifftop villa above the Indian Ocean."],
      ["Kecak at sunset", "Watch the fire dance at the cliff temple as the sun goes down."],
      ["Beach day", "Hidden beaches at the foot of the cliffs and a seafood dinner in Jimbaran."],
      ["Spa day", "A four-hand massage for two and an evening at a clifftop bar."],
      ["Departure", "Breakfast overlooking the ocean before you fly."],
    ],
  },
  {
    title: "Kyoto and Hakone Anniversary 6 Days",
    city: "Kyoto", days: 6, nights: 5, lengthLabel: "days", pricePerCouple: 6100, goodFor: ["anniversary"],
    summary: "Temples, tea and kaiseki in Kyoto, then a ryokan with a private onsen facing Mount Fuji.",
    plan: [
      ["Arrive in Kyoto", "Check into a ryokan and stroll the lantern-lit lanes of Gion."],
      ["Temples and tea", "A private tea ceremony and the golden pavilion in the morning light."],
      ["Bamboo and river", "The bamboo grove at dawn and a boat ride down the Hozu river."],
      ["Bullet train to Hakone", "Ride to the hills and soak in your private onsen before dinner."],
      ["Lake Ashi", "Cruise the lake with views of Mount Fuji and visit the open-air museum."],
      ["Departure", "A final bath and breakfast before the train to Tokyo."],
    ],
  },
  {
    title: "Paris Proposal Weekend 3 Nights",
    city: "Paris", days: 4, nights: 3, lengthLabel: "nights", pricePerCouple: 3400, goodFor: ["proposal", "anniversary"],
    summary: "Three nights in Paris with the moment planned for you: a private Seine cruise, flowers and a photographer in hiding.",
    plan: [
      ["Arrive in Paris", "Check in and stroll the Left Bank at golden hour."],
      ["The big moment", "A private boat on the Seine at sunset, with flowers, champagne and a hidden photographer."],
      ["Celebrate", "A pastry class in the morning and a tasting menu to celebrate at night."],
      ["Departure", "Croissants and coffee before the train or flight home."],
    ],
  },
  {
    title: "Kenya Safari and Zanzibar Honeymoon 10 Days",
    city: "Maasai Mara", days: 10, nights: 9, lengthLabel: "days", pricePerCouple: 11200, goodFor: ["honeymoon"],
    summary: "Five nights of game drives in the Maasai Mara followed by four barefoot nights on the beaches of Zanzibar.",
    plan: [
      ["Fly into the Mara", "A light aircraft drops you on the plains; your first game drive starts that afternoon."],
      ["Game drives", "Dawn and dusk drives with a private guide, sundowners on a hill."],
      ["Balloon safari", "Float over the plains at sunrise, then breakfast in the bush."],
      ["Maasai village", "Visit a village with a Maasai guide and learn about life on the Mara."],
      ["Bush dinner", "A last drive and a dinner by lantern light under acacia trees."],
      ["Fly to Zanzibar", "Swap boots for sandals on the northern beaches of Zanzibar."],
      ["Stone Town and spices", "Wander the old town and a spice farm."],
      ["Snorkelling at Mnemba", "Swim with turtles and dolphins around the atoll."],
      ["Dhow sunset", "Sail a traditional dhow as the sun sets."],
      ["Departure", "A last swim and lunch before your flight."],
    ],
  },
  {
    title: "Amalfi Coast Anniversary 5 Days",
    city: "Amalfi", days: 5, nights: 4, lengthLabel: "days", pricePerCouple: 4800, goodFor: ["anniversary", "vowrenewal"],
    summary: "Five days between Amalfi, Positano and Capri, with a boat of your own and dinners above the sea.",
    plan: [
      ["Arrive on the coast", "A driver takes the cliff road to your hotel above Amalfi."],
      ["A boat to Capri", "A private boat around Capri's grottoes and a swim in the clear water."],
      ["Path of the Gods", "Hike high above the coast, then lunch in Positano."],
      ["Lemons and limoncello", "Walk the lemon terraces and end with a candlelit dinner."],
      ["Departure", "A last espresso in the piazza before you leave."],
    ],
  },
  {
    title: "Maldives Babymoon 6 Nights",
    city: "Baa Atoll", days: 7, nights: 6, lengthLabel: "nights", pricePerCouple: 9800, goodFor: ["babymoon"],
    summary: "Six gentle nights in an overwater villa: floating breakfasts, shallow-water snorkelling and prenatal massages.",
    plan: [
      ["Seaplane arrival", "Fly over the atolls to your overwater villa."],
      ["Floating breakfast", "Breakfast in your plunge pool and a lazy day on the deck."],
      ["Gentle snorkelling", "A guided snorkel over the shallow house reef."],
      ["Spa day", "A prenatal massage and a sunset dolphin cruise."],
      ["Sandbank picnic", "Lunch on a private sandbank with nothing around but sea."],
      ["Stargazing", "A sunset dinner on the beach and stargazing with the resort's astronomer."],
      ["Departure", "A last swim before your seaplane."],
    ],
  },
];

export function buildItineraries(random: SeedRandom): ListingDraft[] {
  return ITINERARIES.map((itinerary): ListingDraft => {
    const city = CITIES.find((candidate) => candidate.city === itinerary.city);
    if (!city) throw new Error(`unknown itinerary city ${itinerary.city}`);
    const destination = destinationOf(city);
    const slug = slugFromTitle(itinerary.title);
    const priceFromCents = itinerary.pricePerCouple * 100;
    const length = itinerary.lengthLabel === "nights" ? `${itinerary.nights} nights` : `${itinerary.days} days`;
    const description = cutNear(`${itinerary.summary} From ${dollars(priceFromCents)} per couple.`);
    const plan = itinerary.plan.map(([title, text], index) => ({ day: index + 1, title, description: text }));
    const body = [
      itinerary.summary,
      ...plan.map((day) => `Day ${day.day}: ${day.title}. ${day.description}`),
      `Price from ${dollars(priceFromCents)} per couple for ${itinerary.days} days and ${itinerary.nights} nights, including hotels, private transfers and the experiences above. A Romance Travel Advisor can change any day to suit you.`,
    ].join("\n\n");
    const keywords = keywordList(random, [
      `${destination.title} ${itinerary.goodFor[0] ? OCCASION_KEYWORD[itinerary.goodFor[0]] : "romantic"} itinerary`,
      `${length} ${destination.title} itinerary`,
      `${city.city} itinerary for couples`,
      `${destination.title} honeymoon itinerary`,
      `romantic ${destination.title} trip`,
      `${destination.title} trip plan`,
      `${city.city} romantic getaway`,
      `day by day ${destination.title} itinerary`,
      ...itinerary.goodFor.map((occasion) => `${OCCASION_KEYWORD[occasion]} ${destination.title}`),
      ...plan.slice(1, 5).map((day) => day.title),
      `${destination.region.toLowerCase()} honeymoon trip`,
    ]);
    return {
      row: {
        type: "itinerary",
        slug,
        title: itinerary.title,
        heading: `${length} in ${destination.title} for two`,
        description,
        body,
        keywords,
        city: city.city,
        country: destination.country,
        region: destination.region,
        latitude: city.latitude,
        longitude: city.longitude,
        priceFromCents,
        isFeatured: true,
        // docs/product.md: an itinerary search result links to the result's own website address.
        website: listingPath("itinerary", slug),
        goodFor: itinerary.goodFor,
        tags: ["itinerary", `${itinerary.days} days`],
        details: { days: itinerary.days, nights: itinerary.nights, lengthLabel: itinerary.lengthLabel, priceFromCents, priceNote: "per couple", plan },
        likesCount: random.int(20, 900),
        publishedAt: SEED_CREATED_AT,
        createdAt: SEED_CREATED_AT,
        updatedAt: SEED_CREATED_AT,
      },
      destinationSlug: slugFromTitle(destination.title),
      hotelSlug: null,
      itemSlugs: [],
      imageCount: 2,
      metadata: { title: `${itinerary.title} | Romantic Itinerary`, description, keywords },
    };
  });
}
