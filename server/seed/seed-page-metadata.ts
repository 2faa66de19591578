import { listingPath } from "../../core/listing-path";
import { OCCASIONS } from "../../core/listing-types";
import { SITE_PAGES } from "../../core/site-pages";
import { sceneShareImageUrl } from "../domain/media/scene-urls";
import type { pageMetadata } from "../db/schema/content";
import { ARTICLE_CATEGORIES } from "./seed-articles";
import type { SeedRandom } from "./seed-random";
import { cutNear, keywordList, SEED_CREATED_AT } from "./seed-text";
import type { ListingDraft } from "./seed-types";

type NewPageMetadataRow = typeof pageMetadata.$inferInsert;

type StaticHead = { description: string | null; keywords: string[] | null };

const GENERIC_KEYWORDS = [
  "romantic getaways",
  "honeymoon hotels",
  "romance travel advisor",
  "couples travel",
  "anniversary trips",
  "destination wedding",
  "romantic hotel deals",
  "babymoon ideas",
  "proposal trip",
  "vow renewal destinations",
  "luxury hotels for couples",
  "plan a honeymoon",
];

/** Hand-written heads for the fixed pages; titles come from core/site-pages. */
const STATIC_HEADS: Record<string, StaticHead> = {
  "/": { description: "Discover handpicked romantic hotels, destinations and special offers, and connect with expert Romance Travel Advisors who plan honeymoons, anniversaries, proposals and destination weddings around you.", keywords: GENERIC_KEYWORDS },
  "/hotel": { description: "Browse romantic hotels, resorts, villas, ryokan and safari camps in more than sixty destinations, with Spotlight partners, star ratings and prices from a night.", keywords: ["romantic hotels", "honeymoon resorts", "boutique hotels for couples", "spotlight hotels", "adults only hotels", "luxury villas", "overwater villas", "ryokan", "safari camps", "hotel deals"] },
  "/ta": { description: "Meet Romance Travel Advisors who specialise in honeymoons, destination weddings and anniversaries. Compare specialties and languages, then request tailored offers by e-mail.", keywords: ["romance travel advisor", "honeymoon travel agent", "destination wedding planner", "luxury travel advisor", "anniversary trip planner", "travel agent near me", "featured travel advisors", "couples travel expert"] },
  "/collection": { description: "Inspire Me: curated collections of romantic stays, from overwater villas and cliffside hotels to vineyard estates and alpine lodges with fireplaces.", keywords: ["romantic hotel collections", "inspire me", "overwater villas", "cliffside hotels", "vineyard hotels", "alpine lodges", "ryokan with private onsen", "safari camps"] },
  "/destinations": { description: "Romantic destinations around the world, from the Amalfi Coast and Santorini to the Maldives, Japan and the Caribbean, with the best time to go and where to stay.", keywords: ["romantic destinations", "honeymoon destinations", "best places for couples", "caribbean honeymoon", "europe romantic getaways", "asia honeymoon", "africa safari honeymoon", "south pacific honeymoon"] },
  "/marketplace": { description: "Special offers and marketplace deals for couples: discounts, free nights and perks at romantic hotels, including savings up to 20% on romantic escapes.", keywords: ["romantic hotel deals", "honeymoon deals", "marketplace deals", "couples getaway offers", "hotel discounts", "anniversary packages", "free night offers", "special offers"] },
  "/marketplace-request": { description: "Hotels, destinations and travel advisors can post a Romance Marketplace deal seen by couples planning their next trip. Choose the ad duration and featured placement.", keywords: ["post a marketplace deal", "hotel advertising", "romance marketplace", "travel advertising", "featured listing", "promote hotel deals", "advertise to couples", "marketplace request"] },
  "/marketplace-thank-you": { description: "Thank you: your Romance Marketplace deal has been submitted and will go live after review.", keywords: null },
  "/itineraries": { description: "Day-by-day romantic itineraries: Portugal, Rome, the Cayman Islands, Jamaica, Barbados, Bali, Japan and more, priced per couple and ready to tailor with an advisor.", keywords: ["romantic itineraries", "honeymoon itinerary", "portugal honeymoon itinerary", "rome getaway itinerary", "jamaica honeymoon itinerary", "barbados couples getaway", "cayman islands honeymoon", "trip plans for couples"] },
  "/article": { description: "The romantic travel journal: honeymoon ideas, destination wedding planning, anniversary escapes, proposal tips and the best food, wine and spas for two.", keywords: ["romantic travel blog", "honeymoon ideas", "destination wedding tips", "anniversary trip ideas", "proposal ideas", "couples travel tips", "babymoon guide", "spa for couples"] },
  "/occassions": { description: "Plan by occasion: honeymoons, destination weddings, anniversaries, babymoons, vow renewals and proposals, each with hotels, destinations and offers picked for it.", keywords: ["romantic occasions", "honeymoon", "destination wedding", "anniversary trip", "babymoon", "vow renewal", "proposal trip", "couples getaways"] },
  "/privacy-policy": { description: "How we collect, use and protect personal data when you browse, request deals or sign up as a traveler or business.", keywords: null },
  "/terms-and-conditions": { description: "The terms that apply to deals, requests, subscriptions and listings on the marketplace.", keywords: null },
  "/terms-of-use": { description: "The terms for using the website and mobile apps.", keywords: null },
  "/call-an-expert": { description: "Talk to a Romance Travel Expert about your honeymoon, anniversary or destination wedding. Share your vision and receive tailored offers by e-mail.", keywords: ["call a travel expert", "honeymoon advice", "talk to a travel advisor", "romantic trip planning", "free travel consultation", "destination wedding advice", "anniversary trip help", "luxury travel expert"] },
  "/contacts": { description: "Contact the team about your account, a deal request, a listing or press enquiries.", keywords: ["contact us", "customer support", "travel advisor support", "hotel partner support", "press enquiries", "deal request help", "account help", "partnerships"] },
  "/favorite": { description: "The hotels, destinations and offers you saved.", keywords: null },
  "/faq": { description: "Answers about Free Pass and VIP Access, deal requests, offers from hotels and advisors, bookings and business listings.", keywords: ["faq", "how it works", "free pass", "vip access", "deal requests", "romantic travel questions", "travel advisor faq", "hotel listing faq"] },
  "/upgrade": { description: "Upgrade to VIP Access for $99 a year: unlimited deal requests, a dedicated travel advisor, concierge service, personalised itineraries and exclusive hotel perks and discounts.", keywords: ["vip access", "upgrade membership", "unlimited deal requests", "dedicated travel advisor", "concierge service", "hotel discounts", "exclusive perks", "personalized itinerary planning"] },
  "/request-a-deal": { description: "Share your vision for a honeymoon, anniversary or getaway and receive tailored offers from hotels and Romance Travel Advisors by e-mail. Up to 10% off a first booking.", keywords: ["request a deal", "honeymoon deal request", "tailored travel offers", "romantic getaway quote", "hotel offers by email", "anniversary deal", "destination wedding quote", "personalised travel offers"] },
  "/request-deal-thank-you": { description: "Your deal request is on its way: hotels and advisors will send tailored offers by e-mail.", keywords: null },
  "/travel-advisor-terms": { description: "Terms for Romance Travel Advisor profiles: Basic and Featured plans, billing and content rules.", keywords: null },
  "/hotel-terms": { description: "Terms for hotel listings and Spotlight partners: room tiers, billing and content rules.", keywords: null },
  "/for-destinations": { description: "Tourism boards and destinations: create or claim your destination profile and reach couples planning honeymoons, weddings and anniversaries.", keywords: ["destination marketing", "tourism board listing", "reach couples", "honeymoon marketing", "destination profile", "claim destination", "wedding tourism", "romance travel marketing"] },
  "/travel-advisor": { description: "Join as a Romance Travel Advisor: choose a Basic or Featured profile, receive leads from couples and publish special offers and articles.", keywords: ["become a travel advisor", "travel advisor profile", "romance travel leads", "featured advisor", "travel agent marketing", "honeymoon leads", "destination wedding leads", "advisor signup"] },
  "/create-hotel": { description: "List your hotel for couples: create or claim your profile, choose your room tier and become a Spotlight partner in front of travelers planning romantic trips.", keywords: ["list your hotel", "hotel marketing to couples", "spotlight listing", "claim hotel profile", "honeymoon hotel marketing", "hotel partner", "romantic hotel listing", "hotel signup"] },
  "/checkstatus": { description: "Check the review status of your business account.", keywords: null },
  "/subscription-thankyou": { description: "Your payment succeeded and your VIP Access subscription is active.", keywords: null },
  "/header": { description: null, keywords: null },
  "/footer": { description: null, keywords: null },
  "/404": { description: null, keywords: null },
};

function occasionHead(name: string): StaticHead {
  const lower = name.toLowerCase();
  return {
    description: `${name} ideas for couples: the most romantic hotels, destinations, itineraries and special offers for a ${lower}, chosen by our Romance Travel Advisors.`,
    keywords: [`${lower} ideas`, `${lower} destinations`, `${lower} hotels`, `${lower} packages`, `romantic ${lower}`, `${lower} deals`, `${lower} travel advisor`, `best places for a ${lower}`, "romantic getaways"],
  };
}

/**
 * page_metadata rows: every fixed page of core/site-pages, every article category page and every
 * listing's own path (core/listing-path), with unique titles.
 */
export function buildPageMetadata(random: SeedRandom, listings: ListingDraft[]): NewPageMetadataRow[] {
  const rows: NewPageMetadataRow[] = [];
  for (const page of SITE_PAGES) {
    const occasion = OCCASIONS.find((candidate) => page.path === `/occassions/${candidate.slug}`);
    const head = occasion ? occasionHead(occasion.name) : STATIC_HEADS[page.path];
    if (!head) throw new Error(`no head metadata written for ${page.path}`);
    rows.push({
      path: page.path,
      title: page.title,
      description: head.description,
      keywords: head.keywords ? keywordList(random, head.keywords) : null,
      image: null,
      updatedAt: SEED_CREATED_AT,
    });
  }
  for (const category of ARTICLE_CATEGORIES) {
    rows.push({
      path: `/article/category/${category.slug}`,
      title: `${category.name} | Romantic Travel Journal`,
      description: cutNear(`${category.description} Guides, stories and advice from our Romance Travel Advisors.`),
      keywords: keywordList(random, [category.name, `${category.name} articles`, "romantic travel journal", "couples travel tips", "honeymoon ideas", "romantic getaways", "travel advisor advice", "romance travel blog", "travel stories for couples", "trip planning guides"]),
      image: null,
      updatedAt: SEED_CREATED_AT,
    });
  }
  for (const listing of listings) {
    rows.push({
      path: listingPath(listing.row.type, listing.row.slug),
      title: listing.metadata.title,
      description: listing.metadata.description,
      keywords: listing.metadata.keywords,
      image: sceneShareImageUrl(listing.row.slug),
      updatedAt: SEED_CREATED_AT,
    });
  }
  return rows;
}
