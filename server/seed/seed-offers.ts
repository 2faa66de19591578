import { slugFromTitle } from "../../core/slug";
import { FLAGSHIP_HOTEL, withoutArticle, type HotelDraft } from "./seed-hotels";
import type { SeedRandom } from "./seed-random";
import { capitalise, cutNear, dollars, keywordList, longDate, OCCASION_KEYWORD, SEED_CREATED_AT } from "./seed-text";
import type { ListingDraft } from "./seed-types";

const OFFER_NAMES = ["Honeymoon Escape", "Anniversary Escape", "Romance Package", "Sunset Getaway", "Second Honeymoon", "Lovers Long Weekend", "Stay Longer for Two", "Celebration Package"];

const PERKS = [
  "a bottle of champagne on arrival",
  "daily breakfast for two",
  "a 60-minute couples massage",
  "a room upgrade on arrival",
  "a late checkout at 4pm",
  "a private sunset cruise",
  "a candlelit dinner for two",
  "return airport transfers",
  "a fourth night free",
  "rose petal turndown",
];

const VALID_UNTIL = ["2027-03-31", "2027-04-30", "2027-06-30", "2027-08-31", "2027-09-30", "2027-10-31", "2027-12-15", "2027-12-31"];

/**
 * Marketplace deals (type `offer`): a discount at one hotel with perks and an end date. One
 * is docs/product.md's "savings up to 20% on romantic escapes in 2025" deal.
 */
export function buildOffers(random: SeedRandom, hotels: HotelDraft[]): ListingDraft[] {
  const flagship = hotels.find((hotel) => hotel.row.title === FLAGSHIP_HOTEL.title)!;
  const spotlight = hotels.filter((hotel) => hotel.row.type === "property");
  const featured = random.sample(spotlight, 16);
  const offers = [romanticEscapes2025(random, flagship)];
  featured.forEach((hotel, index) => {
    const name = OFFER_NAMES[index % OFFER_NAMES.length]!;
    offers.push(offerDraft(random, hotel, `${name} at ${hotel.row.title}`, random.pick([10, 15, 20, 25, 30, 35]), false));
  });
  return offers;
}

function romanticEscapes2025(random: SeedRandom, hotel: HotelDraft): ListingDraft {
  const draft = offerDraft(random, hotel, "Romantic Escapes 2025 Save up to 20 Percent", 20, true);
  const description =
    "Save up to 20% on romantic escapes in 2025 at handpicked hotels for couples, from the Amalfi Coast to the Caribbean, with breakfast for two and a bottle of bubbly on arrival.";
  draft.row.description = description;
  draft.row.heading = "Save up to 20% on romantic escapes";
  draft.row.city = null;
  draft.row.country = null;
  draft.row.region = null;
  draft.row.body = [
    description,
    "The deal covers stays of three nights or more at participating hotels, including Villa Rosa Amalfi, and can be combined with an advisor's perks such as room upgrades on availability.",
    "Request the deal, tell us your dates and occasion, and a Romance Travel Advisor will send tailored offers by e-mail.",
  ].join("\n\n");
  draft.row.keywords = keywordList(random, [
    "romantic escapes 2025",
    "save up to 20% on romantic escapes",
    "romantic getaway deals 2025",
    "couples hotel discount",
    "honeymoon deals 2025",
    "anniversary getaway offer",
    "amalfi coast hotel deal",
    "caribbean romantic deals",
    "breakfast for two",
    "marketplace deals",
    "limited time hotel offer",
  ]);
  draft.metadata = {
    title: "Romantic Escapes 2025 | Save up to 20% on Getaways for Couples",
    description,
    keywords: draft.row.keywords,
  };
  return draft;
}

function offerDraft(random: SeedRandom, hotel: HotelDraft, title: string, discountPercent: number, isUpTo: boolean): ListingDraft {
  const slug = slugFromTitle(title);
  const perks = random.sample(PERKS, random.int(2, 4));
  const validUntil = random.pick(VALID_UNTIL);
  const minimumNights = random.int(2, 4);
  const hotelPrice = hotel.row.priceFromCents ?? 30000;
  const priceFromCents = Math.round((hotelPrice * (100 - discountPercent)) / 100 / 500) * 500;
  const city = hotel.city.city;
  const description = cutNear(
    `Save ${discountPercent}% on stays of ${minimumNights} nights or more at ${hotel.row.title} in ${city}, with ${perks[0]} and ${perks[1]}. Book by ${longDate(validUntil)}.`,
  );
  const body = [
    description,
    `${hotel.romance} Rates under this deal start from ${dollars(priceFromCents)} a night instead of ${dollars(hotelPrice)}.`,
    `Included: ${perks.join(", ")}. Subject to availability; blackout dates may apply over public holidays.`,
  ].join("\n\n");
  const occasion = hotel.row.goodFor?.[0];
  const keywords = keywordList(random, [
    `${hotel.row.title} deal`,
    `${city} hotel deals`,
    `${city} romantic getaway offer`,
    `${discountPercent} percent off ${city} hotel`,
    `${hotel.row.country ?? ""} honeymoon deals`,
    "romantic hotel deals",
    "couples getaway offers",
    "marketplace deals",
    ...perks.map(withoutArticle),
    occasion ? `${OCCASION_KEYWORD[occasion as keyof typeof OCCASION_KEYWORD]} package` : "romance package",
    "limited time hotel offer",
  ]);
  return {
    row: {
      type: "offer",
      slug,
      title,
      heading: `${capitalise(isUpTo ? "up to " : "")}${discountPercent}% off at ${hotel.row.title}`,
      description,
      body,
      keywords,
      city,
      country: hotel.row.country ?? null,
      region: hotel.row.region ?? null,
      latitude: hotel.row.latitude ?? null,
      longitude: hotel.row.longitude ?? null,
      starRating: hotel.row.starRating ?? null,
      priceFromCents,
      category: hotel.category,
      isFeatured: true,
      website: hotel.row.website ?? null,
      goodFor: hotel.row.goodFor ?? [],
      tags: ["deal", `${discountPercent}% off`],
      details: { discountPercent, isUpTo, validUntil, minimumNights, hotelSlug: hotel.row.slug, perks },
      likesCount: random.int(5, 300),
      publishedAt: SEED_CREATED_AT,
      createdAt: SEED_CREATED_AT,
      updatedAt: SEED_CREATED_AT,
    },
    destinationSlug: hotel.destinationSlug,
    hotelSlug: hotel.row.slug,
    itemSlugs: [],
    imageCount: 1,
    metadata: { title: `${title} | Marketplace Deal`, description, keywords },
  };
}
