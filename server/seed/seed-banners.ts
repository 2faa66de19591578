import { sceneUrl } from "../domain/media/scene-urls";
import type { CmsBannerDataItem, CmsBannerMediaItem } from "../db/schema/content";
import { SEED_CREATED_AT } from "./seed-text";

export type BannerSeed = { name: string; data: CmsBannerDataItem[]; media: CmsBannerMediaItem[]; updatedAt: Date };

function image(key: string, order: number): CmsBannerMediaItem {
  return { order, original_url: sceneUrl(key, "large", "webp") };
}

/**
 * Named CMS banners (docs/product.md §3): 'travel advisors page' for /ta, and 'home' for the home
 * hero carousel, whose data items are slides (title, description as heading, primary button,
 * secondary link as anchor).
 */
export function buildBanners(): BannerSeed[] {
  return [
    {
      name: "travel advisors page",
      data: [
        {
          title: "Plan your love story with a Romance Travel Advisor",
          description: "Our advisors design honeymoons, anniversaries and destination weddings around you, with perks and upgrades you will not find online.",
          isprimary: true,
          primarylabel: "Find an Advisor",
          primarylink: "/ta",
          issecondary: true,
          secondarylabel: "Become an Advisor",
          secondarylink: "/travel-advisor",
        },
      ],
      media: [image("hero", 1), image("greece", 2)],
      updatedAt: SEED_CREATED_AT,
    },
    {
      name: "home",
      data: [
        slide("Romantic getaways, handpicked", "Find the hotel, the destination and the advisor for your next chapter together", "Request a Deal", "/request-a-deal", "Explore destinations", "/destinations"),
        slide("Honeymoons that feel like you", "Overwater villas, ryokan nights and safari camps, chosen by people who have stayed there", "Plan a Honeymoon", "/occassions/honeymoon", "See itineraries", "/itineraries"),
        slide("Special offers for two", "Savings up to 20% on romantic escapes, with perks like breakfast for two and late checkout", "See Offers", "/marketplace", "How it works", "/faq"),
        slide("Talk to a Romance Travel Advisor", "Share your vision and receive tailored offers by e-mail, at no extra cost", "Meet the Advisors", "/ta", "Call an expert", "/call-an-expert"),
      ],
      media: [image("hero", 1), image("maldives", 2), image("japan", 3), image("italy", 4)],
      updatedAt: SEED_CREATED_AT,
    },
  ];
}

function slide(title: string, description: string, primarylabel: string, primarylink: string, secondarylabel: string, secondarylink: string): CmsBannerDataItem {
  return { title, description, isprimary: true, primarylabel, primarylink, issecondary: true, secondarylabel, secondarylink };
}
