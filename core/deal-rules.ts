/**
 * Deal requests and offers (docs/product.md §1, §3, §4, §6 and §9; decision 021): what a couple may ask
 * for, what a business may answer, and the limits. The request form in the browser and the
 * server run the same checks, so a message shown beside a field is the one the API answers with.
 * Plain functions, no zod: this file ships to the browser.
 */
import { isEmail, normaliseEmail } from "./account-rules";
import { isCalendarDate } from "./calendar-date";
import { OCCASIONS, type OccasionSlug } from "./listing-types";

/** docs/product.md §1, §6 and §9: Free Pass members get up to three deal requests; VIP Access unlimited. */
export const FREE_PASS_DEAL_REQUESTS = 3;

/**
 * The Free Pass quota: how many deal requests a member who has sent `used` may still send; null for
 * VIP Access, which has no limit. 0 means the limit is reached.
 */
export function dealRequestsLeft(used: number, isVip: boolean): number | null {
  return isVip ? null : Math.max(0, FREE_PASS_DEAL_REQUESTS - used);
}

/** How long businesses have to answer before an offer counts as a 'late response'. */
export const DEAL_RESPONSE_WINDOW_HOURS = 72;
/** At most this many businesses receive one request, so couples are not flooded. */
export const MAX_MATCHES_PER_REQUEST = 6;
/** An offer stays open for this many days unless the business sets its own validity. */
export const DEFAULT_OFFER_VALID_DAYS = 7;
export const MAX_OFFER_VALID_DAYS = 90;

export const BUDGETS = [
  { value: "under-2500", label: "Under $2,500" },
  { value: "2500-5000", label: "$2,500 - $5,000" },
  { value: "5000-10000", label: "$5,000 - $10,000" },
  { value: "10000-20000", label: "$10,000 - $20,000" },
  { value: "over-20000", label: "$20,000 and more" },
] as const;
export type BudgetValue = (typeof BUDGETS)[number]["value"];

export const DEAL_LIMITS = {
  destinations: 5,
  destinationLength: 80,
  nightsMin: 1,
  nightsMax: 60,
  travellersMin: 1,
  travellersMax: 20,
  specialLength: 2000,
  nameLength: 60,
  phoneLength: 20,
  offerTitleLength: 120,
  offerTextLength: 2000,
  offerPerks: 10,
  offerPerkLength: 120,
  offerPriceMaxCents: 100_000_000,
  messageLength: 4000,
} as const;

export const DEAL_MESSAGES = {
  occasion: "Select an occasion",
  destinations: "Add a destination or choose Inspire me",
  destinationTooLong: `Keep each destination under ${DEAL_LIMITS.destinationLength} characters`,
  tooManyDestinations: `Choose up to ${DEAL_LIMITS.destinations} destinations`,
  dates: "Choose your dates or a month",
  endBeforeStart: "The return date must be after the arrival date",
  pastDate: "Choose dates from today on",
  month: "Choose a month from this month on",
  nights: `Enter between ${DEAL_LIMITS.nightsMin} and ${DEAL_LIMITS.nightsMax} nights`,
  budget: "Select a budget",
  travellers: `Enter between ${DEAL_LIMITS.travellersMin} and ${DEAL_LIMITS.travellersMax} travellers`,
  special: "Tell us what makes this trip special",
  specialTooLong: `Keep it under ${DEAL_LIMITS.specialLength} characters`,
  firstName: "Enter First Name",
  lastName: "Enter Last Name",
  email: "Enter a Valid Email",
  emailRequired: "Please Enter Your Email",
  phone: "Enter Phone Number",
  limitReached: "You have used your three free deal requests. Upgrade to VIP Access for unlimited deal requests.",
  requestCreated: "Your deal request has been sent",
  // Offers (business side).
  offerTitle: "Enter an offer title",
  offerPrice: "Enter the price of the stay",
  offerIncluded: "Say what the price includes",
  offerMessage: "Write a message to the couple",
  offerValidity: `The offer must stay open between 1 and ${MAX_OFFER_VALID_DAYS} days`,
  offerDates: "The check-out date must be after the check-in date",
  message: "Write a message",
  messageTooLong: `Keep messages under ${DEAL_LIMITS.messageLength} characters`,
} as const;

export type DealRequestInput = {
  occasion?: string;
  /** Place names as typed or picked; empty with inspireMe. */
  destinations?: string[];
  inspireMe?: boolean;
  /** The hotel or advisor listing the request was started from. */
  listingId?: number | null;
  /** Exact dates (YYYY-MM-DD) or a flexible month (YYYY-MM). */
  startDate?: string | null;
  endDate?: string | null;
  flexibleMonth?: string | null;
  nights?: number | null;
  budget?: string;
  travellers?: number | null;
  special?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  phone?: string | null;
};

export type DealRequestField =
  | "occasion"
  | "destinations"
  | "dates"
  | "nights"
  | "budget"
  | "travellers"
  | "special"
  | "firstName"
  | "lastName"
  | "email"
  | "phone";

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export type CleanDealRequest = {
  occasion: OccasionSlug;
  destinations: string[];
  inspireMe: boolean;
  listingId: number | null;
  startDate: string | null;
  endDate: string | null;
  flexibleMonth: string | null;
  nights: number;
  budget: BudgetValue;
  travellers: number;
  special: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
};

const MONTH = /^\d{4}-\d{2}$/;

function isRealMonth(value: string): boolean {
  if (!MONTH.test(value)) return false;
  const month = Number(value.slice(5, 7));
  return month >= 1 && month <= 12;
}

function isWhole(value: unknown, min: number, max: number): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
}

const trimmed = (value: string | null | undefined) => (value ?? "").trim();

/** Nights between two days (YYYY-MM-DD). */
export function nightsBetween(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000);
}

/**
 * The places of a request as stored and shown: invisible characters and surrounding spaces gone,
 * inner runs of spaces made one, empty entries dropped, and the same place written twice (in any
 * case) kept once, as first written.
 */
export function cleanDestinations(names: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const name of names) {
    const clean = name.replace(/[\u200B-\u200D\u2060\uFEFF]/g, "").trim().replace(/\s+/g, " ");
    const key = clean.toLocaleLowerCase("en");
    if (clean === "" || seen.has(key)) continue;
    seen.add(key);
    kept.push(clean);
  }
  return kept;
}

/**
 * Checks a deal request as the couple filled it in. `today` is the couple's day (YYYY-MM-DD):
 * dates before it are refused. Returns the cleaned request, or a message per field.
 */
export function checkDealRequest(
  input: DealRequestInput,
  today: string,
): { ok: true; request: CleanDealRequest } | { ok: false; errors: FieldErrors<DealRequestField> } {
  const errors: FieldErrors<DealRequestField> = {};
  const occasion = OCCASIONS.find((candidate) => candidate.slug === input.occasion)?.slug;
  if (!occasion) errors.occasion = DEAL_MESSAGES.occasion;

  const inspireMe = input.inspireMe === true;
  const destinations = cleanDestinations(input.destinations ?? []);
  if (!inspireMe && destinations.length === 0) errors.destinations = DEAL_MESSAGES.destinations;
  else if (destinations.length > DEAL_LIMITS.destinations) errors.destinations = DEAL_MESSAGES.tooManyDestinations;
  else if (destinations.some((name) => name.length > DEAL_LIMITS.destinationLength)) errors.destinations = DEAL_MESSAGES.destinationTooLong;

  const startDate = trimmed(input.startDate) || null;
  const endDate = trimmed(input.endDate) || null;
  const flexibleMonth = startDate || endDate ? null : trimmed(input.flexibleMonth) || null;
  let nights = input.nights ?? null;
  if (startDate || endDate) {
    if (!startDate || !endDate || !isCalendarDate(startDate) || !isCalendarDate(endDate)) errors.dates = DEAL_MESSAGES.dates;
    else if (startDate < today) errors.dates = DEAL_MESSAGES.pastDate;
    else if (endDate <= startDate) errors.dates = DEAL_MESSAGES.endBeforeStart;
    else if (nights === null) nights = nightsBetween(startDate, endDate);
  } else if (!flexibleMonth || !isRealMonth(flexibleMonth)) {
    errors.dates = DEAL_MESSAGES.dates;
  } else if (flexibleMonth < today.slice(0, 7)) {
    errors.dates = DEAL_MESSAGES.month;
  }
  // Exact dates give the nights; only a flexible month (or no dates yet) asks for them.
  const exactDates = Boolean(startDate || endDate);
  if (!(exactDates && errors.dates) && !isWhole(nights, DEAL_LIMITS.nightsMin, DEAL_LIMITS.nightsMax)) errors.nights = DEAL_MESSAGES.nights;

  const budget = BUDGETS.find((candidate) => candidate.value === input.budget)?.value;
  if (!budget) errors.budget = DEAL_MESSAGES.budget;
  const travellers = input.travellers ?? null;
  if (!isWhole(travellers, DEAL_LIMITS.travellersMin, DEAL_LIMITS.travellersMax)) errors.travellers = DEAL_MESSAGES.travellers;

  const special = trimmed(input.special);
  if (special === "") errors.special = DEAL_MESSAGES.special;
  else if (special.length > DEAL_LIMITS.specialLength) errors.special = DEAL_MESSAGES.specialTooLong;

  const firstName = trimmed(input.firstName);
  const lastName = trimmed(input.lastName);
  if (firstName === "" || firstName.length > DEAL_LIMITS.nameLength) errors.firstName = DEAL_MESSAGES.firstName;
  if (lastName === "" || lastName.length > DEAL_LIMITS.nameLength) errors.lastName = DEAL_MESSAGES.lastName;
  const email = trimmed(input.email);
  if (email === "") errors.email = DEAL_MESSAGES.emailRequired;
  else if (!isEmail(email)) errors.email = DEAL_MESSAGES.email;
  const phone = trimmed(input.phone).replace(/[\s().-]/g, "");
  if (phone !== "" && !/^\+?\d{5,19}$/.test(phone)) errors.phone = DEAL_MESSAGES.phone;

  const listingId = input.listingId ?? null;
  if (listingId !== null && !isWhole(listingId, 1, 2_147_483_647)) errors.destinations = DEAL_MESSAGES.destinations;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    request: {
      occasion: occasion!,
      destinations: inspireMe && destinations.length === 0 ? [] : destinations,
      inspireMe,
      listingId,
      startDate,
      endDate,
      flexibleMonth,
      nights: nights!,
      budget: budget!,
      travellers: travellers!,
      special,
      firstName,
      lastName,
      email: normaliseEmail(email),
      phone: phone === "" ? null : phone,
    },
  };
}

export type OfferInput = {
  title?: string;
  priceCents?: number | null;
  included?: string;
  perks?: readonly string[];
  checkIn?: string | null;
  checkOut?: string | null;
  validDays?: number | null;
  message?: string;
};

export type OfferField = "title" | "price" | "included" | "perks" | "dates" | "validDays" | "message";

export type CleanOffer = {
  title: string;
  priceCents: number;
  included: string;
  perks: string[];
  checkIn: string | null;
  checkOut: string | null;
  validDays: number;
  message: string;
};

/** Checks an offer as a hotel or advisor composed it. */
export function checkOffer(input: OfferInput): { ok: true; offer: CleanOffer } | { ok: false; errors: FieldErrors<OfferField> } {
  const errors: FieldErrors<OfferField> = {};
  const title = trimmed(input.title);
  if (title === "" || title.length > DEAL_LIMITS.offerTitleLength) errors.title = DEAL_MESSAGES.offerTitle;
  const priceCents = input.priceCents ?? null;
  if (!isWhole(priceCents, 100, DEAL_LIMITS.offerPriceMaxCents)) errors.price = DEAL_MESSAGES.offerPrice;
  const included = trimmed(input.included);
  if (included === "" || included.length > DEAL_LIMITS.offerTextLength) errors.included = DEAL_MESSAGES.offerIncluded;
  const perks = [...new Set((input.perks ?? []).map((perk) => perk.trim()).filter((perk) => perk !== ""))];
  if (perks.length > DEAL_LIMITS.offerPerks || perks.some((perk) => perk.length > DEAL_LIMITS.offerPerkLength)) {
    errors.perks = `Add up to ${DEAL_LIMITS.offerPerks} perks of up to ${DEAL_LIMITS.offerPerkLength} characters`;
  }
  const checkIn = trimmed(input.checkIn) || null;
  const checkOut = trimmed(input.checkOut) || null;
  if (checkIn || checkOut) {
    if (!checkIn || !checkOut || !isCalendarDate(checkIn) || !isCalendarDate(checkOut) || checkOut <= checkIn) errors.dates = DEAL_MESSAGES.offerDates;
  }
  const validDays = input.validDays ?? DEFAULT_OFFER_VALID_DAYS;
  if (!isWhole(validDays, 1, MAX_OFFER_VALID_DAYS)) errors.validDays = DEAL_MESSAGES.offerValidity;
  const message = trimmed(input.message);
  if (message === "" || message.length > DEAL_LIMITS.offerTextLength) errors.message = DEAL_MESSAGES.offerMessage;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, offer: { title, priceCents: priceCents!, included, perks, checkIn, checkOut, validDays, message } };
}

/** A message in an offer's thread: required, bounded. Null when fine, else the message to show. */
export function checkMessageBody(body: string | undefined): string | null {
  const text = trimmed(body);
  if (text === "") return DEAL_MESSAGES.message;
  if (text.length > DEAL_LIMITS.messageLength) return DEAL_MESSAGES.messageTooLong;
  return null;
}

export function budgetLabel(value: string): string {
  return BUDGETS.find((budget) => budget.value === value)?.label ?? value;
}

export function occasionName(slug: string): string {
  return OCCASIONS.find((occasion) => occasion.slug === slug)?.name ?? slug;
}

/**
 * docs/product.md §3 "Feed filters" (decision 021 says what each means): Show All, Curated for me
 * (offers from travel advisors), My Favorites (from businesses whose listing the couple saved),
 * Itineraries (from destinations' tourism boards), Specials (from hotels); the wedding list by
 * the request's occasion; New Offers (not opened yet); and the archive.
 */
export const DEAL_FILTERS = {
  all: "Show All",
  curated: "Curated for me",
  favorites: "My Favorites",
  itineraries: "Itineraries",
  specials: "Specials",
  wedding: "Perfect For Wedding",
  honeymoon: "Honeymoon Destinations",
  vowrenewal: "Adventurous Vow Renewals",
  spark: "Bring Back Spark",
  new: "New Offers",
  archived: "Archived",
} as const;

export type DealFilter = keyof typeof DEAL_FILTERS;
export const DEAL_FILTER_KEYS = Object.keys(DEAL_FILTERS) as DealFilter[];

/** POST /user/premium-notification's answers (docs/product.md §7). */
export const PREMIUM_MESSAGES = {
  vipOnly: "Premium notifications come with VIP Access.",
  sent: "Your dedicated travel advisor will be in touch shortly.",
  tooLong: "Keep your note under 2,000 characters",
} as const;
