import type { SeedRandom } from "./seed-random";
import type { Region } from "./seed-places";
import { cutNear, keywordList, SEED_CREATED_AT, websiteFor } from "./seed-text";
import type { ListingDraft } from "./seed-types";

/** Hotel groups (type `brand`). Invented names; hotels point at them through details.brandSlug. */
export type BrandSeed = {
  title: string;
  monogram: string;
  regions: Region[];
  headquarters: string;
  country: string;
  founded: number;
  heading: string;
  summary: string;
  signature: string;
};

export const BRANDS: BrandSeed[] = [
  { title: "Aurelia Hotels and Resorts", monogram: "A", regions: ["Europe"], headquarters: "Milan", country: "Italy", founded: 1998, heading: "Mediterranean hideaways with a sense of occasion", summary: "Aurelia gathers cliffside villas, lakeside palazzi and island suites around the Mediterranean, each run like a private house.", signature: "a sunset aperitivo served on your terrace on the first evening" },
  { title: "Coral Crown Resorts", monogram: "CC", regions: ["Caribbean", "Americas"], headquarters: "Nassau", country: "Bahamas", founded: 2006, heading: "Barefoot luxury on the Caribbean's best beaches", summary: "Coral Crown runs adults-minded beach resorts from the Bahamas to the Mexican Caribbean, with beach butlers and reef-safe spas.", signature: "a beach butler who sets up your loungers before you arrive" },
  { title: "Lantern and Lotus Hotels", monogram: "LL", regions: ["Asia"], headquarters: "Singapore", country: "Singapore", founded: 2011, heading: "Calm, crafted stays across Asia", summary: "Lantern and Lotus pairs local craft with quiet design, from ryokan-inspired retreats to jungle villas and lagoon resorts.", signature: "an evening ritual of tea, incense and turned-down beds" },
  { title: "Wild Heart Safaris", monogram: "WH", regions: ["Africa"], headquarters: "Nairobi", country: "Kenya", founded: 2003, heading: "Intimate camps where the wild comes to you", summary: "Wild Heart runs small tented camps and beach lodges across East and Southern Africa, with private guides and conservation at their heart.", signature: "a private guide and vehicle for every couple" },
  { title: "Southern Cross Retreats", monogram: "SC", regions: ["Oceania"], headquarters: "Auckland", country: "New Zealand", founded: 2014, heading: "Lodges and island retreats under southern skies", summary: "Southern Cross Retreats collects lakeside lodges, reef islands and harbour hideaways across the South Pacific.", signature: "a stargazing session with a local astronomer" },
];

export function brandSlugFor(random: SeedRandom, region: Region): string | null {
  const brand = BRANDS.find((candidate) => candidate.regions.includes(region));
  return brand && random.chance(0.22) ? slugOf(brand) : null;
}

function slugOf(brand: BrandSeed): string {
  return brand.title.toLowerCase().replace(/\s+/g, "-");
}

export function buildBrands(random: SeedRandom, hotelCounts: Map<string, number>): ListingDraft[] {
  return BRANDS.map((brand): ListingDraft => {
    const slug = slugOf(brand);
    const hotelCount = hotelCounts.get(slug) ?? 0;
    const description = `${brand.summary} Expect ${brand.signature}.`;
    const body = [
      brand.summary,
      `Founded in ${brand.founded} and based in ${brand.headquarters}, the group now counts ${hotelCount} hotels on ${brand.regions.join(" and ")} shores and plains, each small enough for staff to know guests by name.`,
      `Every stay includes ${brand.signature}, and couples booking through a travel advisor receive extra perks such as room upgrades on availability and a welcome bottle of something sparkling.`,
    ].join("\n\n");
    const keywords = keywordList(random, [
      `${brand.title} hotels`,
      `${brand.title}`,
      `${brand.regions[0]} luxury hotels`,
      `romantic hotel group ${brand.regions[0]}`,
      "boutique hotel brand",
      "hotels for couples",
      "honeymoon resorts",
      "luxury hotel collection",
      "adults only hotels",
      `${brand.headquarters} hotel group`,
      "romantic getaways",
      "anniversary hotels",
    ]);
    return {
      row: {
        type: "brand",
        slug,
        title: brand.title,
        heading: brand.heading,
        description,
        body,
        keywords,
        city: brand.headquarters,
        country: brand.country,
        region: brand.regions[0],
        website: websiteFor(brand.title),
        isFeatured: true,
        tags: ["hotel group"],
        details: { monogram: brand.monogram, founded: brand.founded, headquarters: brand.headquarters, hotelCount, regions: brand.regions },
        publishedAt: SEED_CREATED_AT,
        createdAt: SEED_CREATED_AT,
        updatedAt: SEED_CREATED_AT,
      },
      destinationSlug: null,
      hotelSlug: null,
      itemSlugs: [],
      imageCount: 1,
      metadata: {
        title: `${brand.title} | Romantic Hotel Group`,
        description: cutNear(description),
        keywords,
      },
    };
  });
}
