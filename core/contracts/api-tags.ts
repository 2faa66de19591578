import type { CatalogueResource } from "../catalogue-resources";

/**
 * The groups of the /api/v1 document, in the order the docs list them, each with the line a
 * client generator turns into its module's comment. A route may only name a tag from here, so
 * every tag of the document is declared and described.
 */
const RESOURCE_TAGS = {
  posts: "Every kind of listing together: the apps' feed, lists and details by id, slug or title",
  hotels: "Hotels and resorts: lists with filters, details, price range, favourites",
  destinations: "Destinations: lists with filters, details, price range, favourites",
  collections: "Collections ('Inspire Me'): lists, details, favourites",
  itineraries: "Itineraries: lists, details, favourites",
  articles: "Articles: lists, details, favourites",
  offers: "Special offers and marketplace deals: lists, details, favourites",
  advisors: "Travel advisors: lists, details, favourites",
  brands: "Brands: lists, details, favourites",
} as const satisfies Record<CatalogueResource, string>;

export const API_TAGS = {
  system: "Service health",
  account: "Sign-in (password, e-mailed code, Google, Facebook, Apple), sign-up, sessions and the member's profile",
  search: "Search across the catalogue",
  ...RESOURCE_TAGS,
  banners: "CMS banners shown on the site's pages",
  favorites: "The signed-in member's saved listings",
  deals: "A couple's deal requests, the offers businesses answer with, and their threads",
  notifications: "The member's notifications, premium perks and browser push subscriptions",
  "live events": "A stream of the signed-in account's new offers, messages and deal changes",
  coupons: "Promo codes",
  payments: "Card payments, VIP Access subscriptions and the payment provider's webhook",
  "business signup": "Hotel, destination and travel advisor sign-up: checks, place suggestions, profile creation and claims",
  "business deals": "The business side of deals: matched requests, offers and the thread with the couple",
  booking: "Booking a room: the price check and hold, the booking and its payment, and reservations",
  inventory: "A hotel's own rooms, rates and availability: room types, rate plans and the nights' calendar",
  storefront: "A business's own listing: the text and facts of a hotel's, a travel advisor's or a destination's page",
  "listing photos": "A business's own listing photos: upload, order, cover, alt text and deletion",
  plan: "A business's own plan: its term, paying later, renewal by card or invoice, Basic to Featured upgrade and cancellation at the term's end",
  statistics: "Page views counted without cookies, and a business's own figures: views, search impressions, requests, offers and bookings",
  marketplace: "Romance Marketplace posts",
  admin: "Review of business accounts (admins only)",
  "test payment provider": "The built-in test payment provider's card form calls (only when Stripe is not configured)",
} as const;

export type ApiTag = keyof typeof API_TAGS;
