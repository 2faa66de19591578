import type { OccasionSlug } from "../../core/listing-types";
import { slugFromTitle } from "../../core/slug";
import type { HotelDraft } from "./seed-hotels";
import { destinationOf } from "./seed-places";
import type { SeedRandom } from "./seed-random";
import { capitalise, cutNear, keywordList, SEED_CREATED_AT } from "./seed-text";
import type { ListingDraft } from "./seed-types";

/** Rows of article_categories: /article/category/{slug}. */
export const ARTICLE_CATEGORIES = [
  { slug: "honeymoon-ideas", name: "Honeymoon Ideas", description: "Where to go and how to plan the first trip of your married life." },
  { slug: "destination-weddings", name: "Destination Weddings", description: "Planning a wedding far from home, from the guest list to the ceremony spot." },
  { slug: "anniversary-escapes", name: "Anniversary Escapes", description: "Trips that celebrate the years together, big milestones and small." },
  { slug: "proposal-planning", name: "Proposal Planning", description: "Places, timing and quiet logistics for the big question." },
  { slug: "romantic-travel-tips", name: "Romantic Travel Tips", description: "Practical advice for travelling well as two." },
  { slug: "food-and-wine", name: "Food and Wine for Two", description: "Tables, vineyards and cooking classes worth planning a trip around." },
  { slug: "spa-and-wellness", name: "Spa and Wellness", description: "Hot springs, hammams and spa rituals made for couples." },
  { slug: "babymoon-guides", name: "Babymoon Guides", description: "Gentle, easy trips before the baby arrives." },
] as const;

type CategorySlug = (typeof ARTICLE_CATEGORIES)[number]["slug"];

type ArticleSeed = {
  title: string;
  category: CategorySlug;
  cities: [string, string, string];
  goodFor: OccasionSlug[];
  intro: string;
  closing: string;
};

const ARTICLES: ArticleSeed[] = [
  { title: "Ten Overwater Villas Worth Crossing the World For", category: "honeymoon-ideas", cities: ["Baa Atoll", "Bora Bora", "North Male Atoll"], goodFor: ["honeymoon"], intro: "There is a moment, on the first morning in an overwater villa, when you open the doors and the lagoon is right there under your feet. It is the honeymoon picture everyone has in mind, and it is worth the long flight.", closing: "Book the sunset side of the jetty for evening light, ask for a villa with steps into the water, and plan at least five nights: the first two go to jet lag." },
  { title: "How to Plan a Honeymoon on the Amalfi Coast", category: "honeymoon-ideas", cities: ["Amalfi", "Positano", "Bellagio"], goodFor: ["honeymoon"], intro: "The Amalfi Coast rewards couples who plan ahead and then leave room to wander. Lemon terraces, church bells and boats bobbing below the cliffs set the rhythm.", closing: "Travel in May, June or September, skip the car and hire a boat for at least one day. Finish with a few quiet nights on Lake Como if you can." },
  { title: "The Most Romantic Ryokan Stays in Japan", category: "honeymoon-ideas", cities: ["Kyoto", "Hakone", "Tokyo"], goodFor: ["honeymoon", "anniversary"], intro: "A night in a ryokan is Japan at its most tender: slippers at the door, tea on the tatami and a bath that steams under the stars.", closing: "Ask for a room with a private onsen, arrive by mid-afternoon for the first bath and let dinner take its time." },
  { title: "Safari Honeymoons for First Timers", category: "honeymoon-ideas", cities: ["Maasai Mara", "Serengeti", "Nungwi"], goodFor: ["honeymoon"], intro: "A safari honeymoon is early mornings, dusty boots and the most extraordinary sunsets you will ever share, followed by a beach to recover on.", closing: "Pack neutral colours, plan three nights in each camp and finish on the coast so the trip ends barefoot." },
  { title: "Saying I Do on a Caribbean Beach", category: "destination-weddings", cities: ["Negril", "Holetown", "Providenciales"], goodFor: ["destinationwedding", "vowrenewal"], intro: "A Caribbean beach wedding sounds simple, and with the right hotel it is: a canopy on the sand, a steel band and a dinner where everyone kicks off their shoes.", closing: "Check the paperwork rules early, book a late-afternoon ceremony for softer light and give guests a day of their own before the wedding." },
  { title: "Vineyard Weddings from Napa to the Douro", category: "destination-weddings", cities: ["Napa", "Pinhao", "Franschhoek"], goodFor: ["destinationwedding"], intro: "Vineyards make natural wedding venues: long tables between the vines, wines made a few steps away and golden light in the late afternoon.", closing: "Harvest season is beautiful but busy, so book a year ahead, and ask the estate about exclusive use for the weekend." },
  { title: "Small Weddings in Big Landscapes", category: "destination-weddings", cities: ["Reine", "Queenstown", "Zermatt"], goodFor: ["destinationwedding", "vowrenewal"], intro: "Some couples want a crowd; others want a mountain, a fjord and the two of them. Small weddings in big landscapes are the fastest growing kind we plan.", closing: "Hire a local photographer who knows the light, keep a weather day in reserve and plan the dinner somewhere warm." },
  { title: "Anniversary Weekends in Europe That Feel Like a First Date", category: "anniversary-escapes", cities: ["Paris", "Venice", "Seville"], goodFor: ["anniversary"], intro: "An anniversary weekend in a European city is a chance to be new to each other again: strange streets, a table for two and nowhere to be in the morning.", closing: "Go in the shoulder season, stay somewhere central and book one special dinner, then let the rest of the weekend happen." },
  { title: "Where to Celebrate a Milestone Anniversary", category: "anniversary-escapes", cities: ["Oia", "Udaipur", "Bora Bora"], goodFor: ["anniversary", "vowrenewal"], intro: "Ten years, twenty-five, fifty: a milestone deserves a place that matches it. These are the destinations couples tell us they will never forget.", closing: "Tell the hotel why you are coming; the best ones will quietly make the evening memorable." },
  { title: "Winter Anniversaries Under the Northern Lights", category: "anniversary-escapes", cities: ["Reykjavik", "Reine", "Banff"], goodFor: ["anniversary", "proposal"], intro: "Winter anniversaries have their own magic: short days, long dinners, hot tubs in the snow and, with some luck, the aurora overhead.", closing: "Plan at least four nights for a good aurora chance, pack proper layers and choose a hotel with a wake-up call for the lights." },
  { title: "Proposal Spots That Will Make Them Say Yes", category: "proposal-planning", cities: ["Paris", "Oia", "Cape Town"], goodFor: ["proposal"], intro: "The right place will not answer the question for you, but it helps. These are the spots our advisors suggest again and again.", closing: "Scout the place the day before, have a plan B for rain and let the hotel chill the champagne." },
  { title: "How to Hide a Ring Through Airport Security", category: "proposal-planning", cities: ["New York", "Rome", "Sydney"], goodFor: ["proposal"], intro: "It is the most nerve-racking part of a travel proposal: getting the ring through the airport without giving the game away.", closing: "Carry the ring in hand luggage, ask for a private screening if the box is going through the scanner and keep the receipt handy." },
  { title: "Planning a Sunset Proposal with Perfect Timing", category: "proposal-planning", cities: ["Negril", "Uluwatu", "Positano"], goodFor: ["proposal"], intro: "Sunset proposals look effortless in photos and take careful timing in real life. Here is how to get the light, the place and the nerves right.", closing: "Check the sunset time the day before, arrive forty minutes early and propose just before the sun touches the sea." },
  { title: "Packing Light for Two with a Shared Suitcase", category: "romantic-travel-tips", cities: ["Lisbon", "Hoi An", "Tulum"], goodFor: ["honeymoon", "anniversary"], intro: "Travelling with one shared suitcase sounds like a test of a relationship. Done well, it is freedom: fewer bags, faster trains and more time together.", closing: "Plan outfits around three colours, use packing cubes per person and leave space for the things you will buy." },
  { title: "How to Get the Most From a Travel Advisor", category: "romantic-travel-tips", cities: ["Soufriere", "Marrakech", "Phuket"], goodFor: ["honeymoon", "anniversary"], intro: "A good travel advisor costs you nothing extra and often saves you plenty, from room upgrades to the small touches that make a trip feel personal.", closing: "Share your budget honestly, tell them the occasion and ask what perks they can add that you cannot get online." },
  { title: "Shoulder Season Secrets for Couples on a Budget", category: "romantic-travel-tips", cities: ["Dubrovnik", "Chiang Mai", "Mendoza"], goodFor: ["anniversary", "honeymoon"], intro: "The weeks either side of peak season are the best-kept secret of romantic travel: warm enough, quiet enough and much kinder to the budget.", closing: "Check local holidays, book the best room you can afford and spend what you save on one unforgettable dinner." },
  { title: "Eating Your Way Through a Honeymoon in Italy and Portugal", category: "food-and-wine", cities: ["Florence", "Porto", "Montalcino"], goodFor: ["honeymoon"], intro: "Some couples plan a honeymoon around beaches. Others plan it around lunch. This one is for the second kind.", closing: "Book one cooking class, one cellar tasting and one long lunch in the countryside, and leave the evenings free for trattorias you find on the way." },
  { title: "Wine Tasting for Two in the Southern Hemisphere", category: "food-and-wine", cities: ["Mendoza", "Franschhoek", "Queenstown"], goodFor: ["anniversary", "honeymoon"], intro: "When it is winter in the north, the harvest is on in the south. These wine regions pair big landscapes with small, welcoming cellars.", closing: "Hire a driver for tasting days, time your trip for harvest and ship the bottles home instead of carrying them." },
  { title: "Cooking Classes Worth Planning a Trip Around", category: "food-and-wine", cities: ["Chiang Mai", "Marrakech", "Hoi An"], goodFor: ["honeymoon", "anniversary"], intro: "Learning to cook a country's food together is one of the most lasting souvenirs there is: you get to take the trip home and make it again.", closing: "Choose a class that starts with a market visit and keep the recipes for your first anniversary dinner." },
  { title: "Couples Spa Rituals From Bali to the Alps", category: "spa-and-wellness", cities: ["Ubud", "Zermatt", "Hakone"], goodFor: ["honeymoon", "anniversary", "babymoon"], intro: "A couples spa ritual slows a trip down in the best way. From flower baths in Bali to alpine saunas, these are the ones worth booking ahead.", closing: "Book treatments for the second day, not the first, and leave nothing planned for the hours afterwards." },
  { title: "Hot Springs and Hammams for Two", category: "spa-and-wellness", cities: ["La Fortuna", "Marrakech", "Reykjavik"], goodFor: ["honeymoon", "anniversary"], intro: "Warm water has been a romantic ritual for centuries, from volcanic pools to steam-filled hammams.", closing: "Go early in the morning or after dark for fewer people, and drink plenty of water between soaks." },
  { title: "Gentle Babymoons by the Indian Ocean", category: "babymoon-guides", cities: ["Baa Atoll", "North Male Atoll", "Belle Mare"], goodFor: ["babymoon"], intro: "A babymoon should be easy: short transfers, calm water, good food and a spa that knows what it is doing.", closing: "Check the airline rules for your stage of pregnancy, choose a resort with a doctor on call and book prenatal treatments in advance." },
  { title: "Babymoon Ideas Close to Home and Far Away", category: "babymoon-guides", cities: ["Napa", "Holetown", "Galle"], goodFor: ["babymoon"], intro: "The best babymoon is the one that feels like a rest, whether it is a short drive away or a long-haul treat.", closing: "Travel in the second trimester, pick one base instead of several and plan something slow for every day." },
];

/** Articles (type `article`) with several paragraphs each; each names real hotels of the demo catalogue. */
export function buildArticles(random: SeedRandom, hotels: HotelDraft[], advisorNames: string[]): ListingDraft[] {
  return ARTICLES.map((article, index): ListingDraft => {
    const slug = slugFromTitle(article.title);
    const category = ARTICLE_CATEGORIES.find((candidate) => candidate.slug === article.category)!;
    const places = article.cities.map((cityName) => {
      const inCity = hotels.filter((hotel) => hotel.city.city === cityName);
      if (inCity.length === 0) throw new Error(`article ${article.title}: no hotel in ${cityName}`);
      return random.pick(inCity);
    });
    const sections = places.map((hotel) => {
      const destination = destinationOf(hotel.city);
      const romance = hotel.romance;
      return `${hotel.city.city}, ${destination.title}. ${capitalise(hotel.city.setting)}, there is ${hotel.city.sights[0]}, ${hotel.city.sights[1]} and ${hotel.city.sights[2]} to fill the days. Stay at ${hotel.row.title}, where ${romance.charAt(0).toLowerCase()}${romance.slice(1).replace(/\.$/, "")}.`;
    });
    const description = cutNear(`${article.intro} We pick our favourites in ${places[0]!.city.city}, ${places[1]!.city.city} and ${places[2]!.city.city}.`);
    const body = [article.intro, ...sections, article.closing].join("\n\n");
    const firstPlace = places[0]!;
    const keywords = keywordList(random, [
      article.title,
      category.name,
      ...places.map((hotel) => `${hotel.city.city} romantic hotels`),
      ...places.map((hotel) => hotel.row.title),
      `${article.goodFor[0]} ideas`,
      "romantic travel guide",
      "couples travel tips",
      `${destinationOf(firstPlace.city).title} for couples`,
      "travel advisor tips",
      "romantic getaways",
    ]);
    const publishedAt = new Date(SEED_CREATED_AT.getTime() - (ARTICLES.length - index) * 9 * 24 * 60 * 60 * 1000);
    return {
      row: {
        type: "article",
        slug,
        title: article.title,
        heading: category.name,
        description,
        body,
        keywords,
        city: firstPlace.city.city,
        country: firstPlace.row.country ?? null,
        region: firstPlace.row.region ?? null,
        categories: [category.slug],
        goodFor: article.goodFor,
        tags: [category.name.toLowerCase()],
        isFeatured: index % 4 === 0,
        details: {
          author: advisorNames[index % advisorNames.length] ?? "The editors",
          readingMinutes: Math.max(3, Math.round(body.split(/\s+/).length / 200)),
          hotelSlugs: places.map((hotel) => hotel.row.slug),
        },
        likesCount: random.int(10, 700),
        publishedAt,
        createdAt: publishedAt,
        updatedAt: SEED_CREATED_AT,
      },
      destinationSlug: null,
      hotelSlug: null,
      itemSlugs: [],
      imageCount: 1,
      metadata: { title: `${article.title} | Romantic Travel Journal`, description, keywords },
    };
  });
}
