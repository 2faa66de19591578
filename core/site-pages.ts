import { OCCASIONS } from "./listing-types";

/**
 * The fixed (non-listing) pages of docs/product.md §2, as data: the metadata seed gives each one a
 * head entry, and the sitemap lists the indexable ones. Listing pages (/{slug}, /ta/{slug}, ...)
 * are not here; they come from the catalogue.
 */
export type SitePage = {
  path: string;
  /** The page's own title; the product name is added by the default title, not here. */
  title: string;
  /** One line on what the page is for. */
  purpose: string;
  /** Public and worth a search result: listed in sitemap.xml. */
  isIndexable: boolean;
};

const OCCASION_PAGES: SitePage[] = OCCASIONS.map((occasion) => ({
  path: `/occassions/${occasion.slug}`,
  title: `${occasion.name} Ideas, Hotels and Destinations for Couples`,
  purpose: `Hotels, destinations and offers picked for a ${occasion.name.toLowerCase()}.`,
  isIndexable: true,
}));

export const SITE_PAGES: readonly SitePage[] = [
  { path: "/", title: "Romantic Getaways, Honeymoon Hotels and Travel Advisors", purpose: "Home: search, featured hotels, destinations and offers.", isIndexable: true },
  { path: "/hotel", title: "Romantic Hotels and Resorts for Couples", purpose: "Browse every hotel and Spotlight property.", isIndexable: true },
  { path: "/ta", title: "Romance Travel Advisors for Honeymoons and Anniversaries", purpose: "Find a travel advisor who plans romantic trips.", isIndexable: true },
  { path: "/collection", title: "Inspire Me: Curated Collections of Romantic Stays", purpose: "Editorial collections of hotels.", isIndexable: true },
  { path: "/destinations", title: "Romantic Destinations Around the World", purpose: "Countries and regions for couples.", isIndexable: true },
  { path: "/marketplace", title: "Special Offers and Marketplace Deals for Couples", purpose: "Current deals from hotels and advisors.", isIndexable: true },
  { path: "/marketplace-request", title: "Post a Romance Marketplace Deal", purpose: "Businesses pay to post a marketplace deal.", isIndexable: true },
  { path: "/marketplace-thank-you", title: "Your Marketplace Deal Is Submitted", purpose: "Confirmation after posting a marketplace deal.", isIndexable: false },
  { path: "/itineraries", title: "Romantic Itineraries and Honeymoon Trip Plans", purpose: "Day-by-day trip plans for couples.", isIndexable: true },
  { path: "/article", title: "Romantic Travel Journal: Ideas, Guides and Stories", purpose: "Editorial articles by category.", isIndexable: true },
  { path: "/occassions", title: "Occasions: Honeymoons, Weddings, Anniversaries and More", purpose: "Trips by occasion.", isIndexable: true },
  ...OCCASION_PAGES,
  { path: "/privacy-policy", title: "Privacy Policy", purpose: "How personal data is handled.", isIndexable: true },
  { path: "/terms-and-conditions", title: "Terms and Conditions", purpose: "Terms of the marketplace.", isIndexable: true },
  { path: "/terms-of-use", title: "Terms of Use", purpose: "Terms for using the website and apps.", isIndexable: true },
  { path: "/call-an-expert", title: "Call a Romance Travel Expert", purpose: "Talk to an expert about a trip.", isIndexable: true },
  { path: "/contacts", title: "Contact Us", purpose: "Ways to reach the team.", isIndexable: true },
  { path: "/favorite", title: "My Favorites", purpose: "The traveler's saved listings.", isIndexable: false },
  { path: "/faq", title: "Frequently Asked Questions", purpose: "Answers about plans, deals and bookings.", isIndexable: true },
  { path: "/upgrade", title: "Upgrade to VIP Access", purpose: "Plan comparison and the VIP Access upgrade.", isIndexable: true },
  { path: "/request-a-deal", title: "Request a Personalised Romantic Deal", purpose: "The deal request form.", isIndexable: true },
  { path: "/request-deal-thank-you", title: "Your Deal Request Is on Its Way", purpose: "Confirmation after requesting a deal.", isIndexable: false },
  { path: "/travel-advisor-terms", title: "Travel Advisor Terms", purpose: "Terms for advisor listings.", isIndexable: true },
  { path: "/hotel-terms", title: "Hotel Partner Terms", purpose: "Terms for hotel listings.", isIndexable: true },
  { path: "/for-destinations", title: "List Your Destination with Us", purpose: "Tourism board sign-up.", isIndexable: true },
  { path: "/travel-advisor", title: "Join as a Romance Travel Advisor", purpose: "Travel advisor sign-up.", isIndexable: true },
  { path: "/create-hotel", title: "List Your Hotel for Couples", purpose: "Hotel sign-up.", isIndexable: true },
  { path: "/checkstatus", title: "Check Your Account Status", purpose: "Business account review status by e-mail.", isIndexable: false },
  { path: "/subscription-thankyou", title: "Welcome to VIP Access", purpose: "Confirmation after a subscription payment.", isIndexable: false },
  { path: "/header", title: "Site Header", purpose: "The navigation bar on its own (embedded by partner sites).", isIndexable: false },
  { path: "/footer", title: "Site Footer", purpose: "The footer on its own (embedded by partner sites).", isIndexable: false },
  { path: "/404", title: "Page Not Found", purpose: "The not-found page.", isIndexable: false },
];

/**
 * Paths only a signed-in person can use (docs/product.md §2 "Routes needing a stored login", plus
 * favourites, the business dashboard and the admins' pages): never crawled.
 */
export const PRIVATE_PATH_PREFIXES = ["/offer", "/profile", "/reservations", "/favorite", "/dashboard", "/admin"] as const;
