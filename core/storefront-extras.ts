import { calendarDateMessage } from "./calendar-date";
import { formatCount } from "./counts";

/**
 * The storefront's richer parts (issue 19): a Featured advisor's reviews, special offers, workshop
 * and one article (docs/product.md §6), and the hotels and itineraries a destination features.
 * core/storefront-rules.ts runs these checks with the other fields; the messages name the item
 * ("Review 2: …") because the form shows one message per part.
 */

/** A couple's words about a trip the advisor planned. */
export type AdvisorReview = { author: string; trip: string; text: string };

/** An offer the advisor writes: a title, a short text, optionally until when and where to read more. */
export type AdvisorOffer = { title: string; text: string; /** YYYY-MM-DD or "" */ validUntil: string; /** https, or "" */ url: string };

export type AdvisorWorkshop = {
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  isOnline: boolean;
  /** Where it is held; "" when online. */
  place: string;
  text: string;
  /** https, or "". */
  signUpUrl: string;
};

/** The one article a Featured profile includes: plain paragraphs, shown as text. */
export type AdvisorArticle = { title: string; body: string };

export const STOREFRONT_EXTRA_LIMITS = {
  reviews: 10,
  reviewAuthor: 80,
  reviewTrip: 120,
  reviewText: 600,
  offers: 5,
  offerTitle: 100,
  offerText: 500,
  link: 500,
  workshopTitle: 100,
  workshopPlace: 120,
  workshopText: 2000,
  articleTitle: 150,
  articleBody: 10000,
  /** Hotels and itineraries a destination features, each. */
  featured: 6,
} as const;

const L = STOREFRONT_EXTRA_LIMITS;

export const STOREFRONT_EXTRA_MESSAGES = {
  reviews: `Show at most ${L.reviews} reviews`,
  reviewAuthor: (n: number) => `Review ${n}: enter the couple's names`,
  reviewText: (n: number) => `Review ${n}: enter what the couple said`,
  reviewLength: (n: number) => `Review ${n}: keep the names to ${L.reviewAuthor} characters, the trip to ${L.reviewTrip} and the words to ${L.reviewText}`,
  offers: `Show at most ${L.offers} special offers`,
  offerTitle: (n: number) => `Special offer ${n}: enter a title`,
  offerLength: (n: number) => `Special offer ${n}: keep the title to ${L.offerTitle} characters and the text to ${L.offerText}`,
  offerDate: (n: number) => `Special offer ${n}: enter the valid-until date as YYYY-MM-DD, or leave it empty`,
  offerUrl: (n: number) => `Special offer ${n}: enter a link that starts with https://, or leave it empty`,
  workshopTitle: "Enter the workshop's title",
  workshopDate: "Enter the workshop's date as YYYY-MM-DD",
  workshopPlace: "Enter where the workshop takes place, or mark it online",
  workshopLength: `Keep the workshop's title to ${L.workshopTitle} characters, its place to ${L.workshopPlace} and its text to ${formatCount(L.workshopText)}`,
  workshopUrl: "Enter a sign-up link that starts with https://, or leave it empty",
  articleTitle: "Enter the article's title",
  articleBody: "Write the article, or clear its title to remove it",
  articleLength: `Keep the article's title to ${L.articleTitle} characters and its text to ${formatCount(L.articleBody)}`,
  featuredHotels: `Feature at most ${L.featured} hotels, each once`,
  featuredItineraries: `Feature at most ${L.featured} itineraries, each once`,
  notAHotel: "Choose hotels from the catalogue's list",
  notAnItinerary: "Choose itineraries from the catalogue's list",
} as const;

const M = STOREFRONT_EXTRA_MESSAGES;

/** An https address of a named host (with a dot), without spaces or credentials, within the cap. */
export function isHttpsLink(text: string, max: number = L.link): boolean {
  if (text.length > max || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);
const str = (value: unknown): string | null => (typeof value === "string" ? value : null);
const within = (value: string, max: number) => value.trim().length <= max;

export function reviewsError(reviews: unknown): string | null {
  if (!Array.isArray(reviews) || reviews.length > L.reviews) return M.reviews;
  for (const [index, review] of reviews.entries()) {
    const n = index + 1;
    if (!isObject(review)) return M.reviewAuthor(n);
    const author = str(review.author);
    const trip = str(review.trip);
    const text = str(review.text);
    if (author === null || author.trim() === "") return M.reviewAuthor(n);
    if (text === null || text.trim() === "") return M.reviewText(n);
    if (trip === null || !within(author, L.reviewAuthor) || !within(trip, L.reviewTrip) || !within(text, L.reviewText)) return M.reviewLength(n);
  }
  return null;
}

export function offersError(offers: unknown): string | null {
  if (!Array.isArray(offers) || offers.length > L.offers) return M.offers;
  for (const [index, offer] of offers.entries()) {
    const n = index + 1;
    if (!isObject(offer)) return M.offerTitle(n);
    const title = str(offer.title);
    const text = str(offer.text);
    const validUntil = str(offer.validUntil);
    const url = str(offer.url);
    if (title === null || title.trim() === "") return M.offerTitle(n);
    if (text === null || !within(title, L.offerTitle) || !within(text, L.offerText)) return M.offerLength(n);
    if (validUntil === null || (validUntil.trim() !== "" && calendarDateMessage(validUntil.trim()) !== null)) return M.offerDate(n);
    if (url === null || (url.trim() !== "" && !isHttpsLink(url.trim()))) return M.offerUrl(n);
  }
  return null;
}

export function workshopError(workshop: unknown): string | null {
  if (workshop === null) return null;
  if (!isObject(workshop)) return M.workshopTitle;
  const title = str(workshop.title);
  const date = str(workshop.date);
  const place = str(workshop.place);
  const text = str(workshop.text);
  const signUpUrl = str(workshop.signUpUrl);
  if (title === null || title.trim() === "") return M.workshopTitle;
  if (date === null || calendarDateMessage(date.trim()) !== null) return M.workshopDate;
  if (typeof workshop.isOnline !== "boolean" || place === null || (!workshop.isOnline && place.trim() === "")) return M.workshopPlace;
  if (text === null || !within(title, L.workshopTitle) || !within(place, L.workshopPlace) || !within(text, L.workshopText)) return M.workshopLength;
  if (signUpUrl === null || (signUpUrl.trim() !== "" && !isHttpsLink(signUpUrl.trim()))) return M.workshopUrl;
  return null;
}

export function articleError(article: unknown): string | null {
  if (article === null) return null;
  if (!isObject(article)) return M.articleTitle;
  const title = str(article.title);
  const body = str(article.body);
  if (title === null || title.trim() === "") return M.articleTitle;
  if (body === null || body.trim() === "") return M.articleBody;
  return within(title, L.articleTitle) && within(body, L.articleBody) ? null : M.articleLength;
}

/** A destination's chosen ids: whole positive numbers, each once, within the limit (the domain checks they exist). */
export function featuredIdsError(ids: unknown, message: string): string | null {
  if (!Array.isArray(ids) || ids.length > L.featured) return message;
  const isId = (id: unknown) => typeof id === "number" && Number.isSafeInteger(id) && id > 0;
  return ids.every(isId) && new Set(ids).size === ids.length ? null : message;
}

/** A list of items as stored: each text trimmed. */
export function cleanReviews(reviews: AdvisorReview[]): AdvisorReview[] {
  return reviews.map((review) => ({ author: review.author.trim(), trip: review.trip.trim(), text: review.text.trim() }));
}

export function cleanOffers(offers: AdvisorOffer[]): AdvisorOffer[] {
  return offers.map((offer) => ({ title: offer.title.trim(), text: offer.text.trim(), validUntil: offer.validUntil.trim(), url: offer.url.trim() }));
}

export function cleanWorkshop(workshop: AdvisorWorkshop | null): AdvisorWorkshop | null {
  if (workshop === null) return null;
  return {
    title: workshop.title.trim(),
    date: workshop.date.trim(),
    isOnline: workshop.isOnline,
    place: workshop.isOnline ? "" : workshop.place.trim(),
    text: workshop.text.trim(),
    signUpUrl: workshop.signUpUrl.trim(),
  };
}

export function cleanArticle(article: AdvisorArticle | null): AdvisorArticle | null {
  return article === null ? null : { title: article.title.trim(), body: article.body.trim() };
}

/** Whether an offer still runs on `today` (YYYY-MM-DD): no end date, or one not yet past. */
export function isOfferRunning(offer: Pick<AdvisorOffer, "validUntil">, today: string): boolean {
  return offer.validUntil === "" || offer.validUntil >= today;
}
