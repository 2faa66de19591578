import { slugFromTitle } from "../../core/slug";
import { CITIES, DESTINATIONS } from "./seed-places";
import type { SeedRandom } from "./seed-random";
import { cutNear, joinPhrases, keywordList, OCCASION_KEYWORD, OCCASION_PHRASE, SEED_CREATED_AT, websiteFor } from "./seed-text";
import type { ListingDraft } from "./seed-types";

/** Destination pages (type `destination`): one per country or region, at /{slug}. */
export function buildDestinations(random: SeedRandom, hotelCounts: Map<string, number>): ListingDraft[] {
  return DESTINATIONS.map((destination): ListingDraft => {
    const slug = slugFromTitle(destination.title);
    const cities = CITIES.filter((city) => city.destination === destination.title);
    const hotelCount = hotelCounts.get(slug) ?? 0;
    const occasions = destination.goodFor.map((occasion) => OCCASION_PHRASE[occasion]);
    const description = cutNear(`${destination.summary} Best from ${destination.bestTime}.`);
    const body = [
      destination.summary,
      `Where to stay: ${cities.map((city) => `${city.city}, ${city.setting}`).join("; ")}. We list ${hotelCount} handpicked hotels here, from intimate hideaways to full-service resorts.`,
      `Do not leave without ${joinPhrases([...destination.highlights])}.`,
      `The best time to go is ${destination.bestTime}. ${destination.title} is a favourite for ${joinPhrases(occasions)}, and our Romance Travel Advisors can shape a trip around your dates, budget and pace.`,
    ].join("\n\n");
    const keywords = keywordList(random, [
      `${destination.title} romantic getaway`,
      `${destination.title} honeymoon`,
      `romantic hotels ${destination.title}`,
      `${destination.title} for couples`,
      `best time to visit ${destination.title}`,
      `${destination.region.toLowerCase()} honeymoon destinations`,
      ...cities.map((city) => `${city.city} romantic hotels`),
      ...destination.goodFor.map((occasion) => `${destination.title} ${OCCASION_KEYWORD[occasion]}`),
      ...destination.highlights,
      `${destination.title} travel advisor`,
      `luxury ${destination.title} holidays`,
    ]);
    return {
      row: {
        type: "destination",
        slug,
        title: destination.title,
        heading: destination.heading,
        description,
        body,
        keywords,
        city: null,
        country: destination.country,
        region: destination.region,
        latitude: destination.latitude,
        longitude: destination.longitude,
        isFeatured: hotelCount >= 12,
        website: websiteFor(`visit ${destination.title}`),
        goodFor: destination.goodFor,
        tags: [destination.region.toLowerCase(), ...cities.map((city) => city.city.toLowerCase())].slice(0, 6),
        details: { bestTime: destination.bestTime, highlights: destination.highlights, cities: cities.map((city) => city.city), hotelCount },
        likesCount: random.int(40, 2400),
        publishedAt: SEED_CREATED_AT,
        createdAt: SEED_CREATED_AT,
        updatedAt: SEED_CREATED_AT,
      },
      destinationSlug: null,
      hotelSlug: null,
      itemSlugs: [],
      imageCount: 2,
      metadata: {
        title: `${destination.title} for Couples | Romantic Hotels, Itineraries and Tips`,
        description: random.chance(0.3) ? cutNear(`${destination.summary} ${destination.heading}. Do not leave without ${joinPhrases([...destination.highlights])}.`) : description,
        keywords,
      },
    };
  });
}
