/**
 * Business sign-up rules (docs/product.md §3, §4, §5, §8, §9): the destination, travel advisor and hotel
 * forms, checked the same way by the wizards in the browser and by the server. Messages are the
 * docs/product.md's, word for word (spelling included). Plain functions, no zod: this file ships to the
 * browser.
 */
import { isEmail, normaliseEmail } from "./account-rules";
import { matchesWithin } from "./bounded-pattern";
import { hotelTierFor, type HotelTier } from "./pricing";

export const BUSINESS_SIGNUP_MESSAGES = {
  // Destination form (docs/product.md §5).
  destinationName: "Enter Destination Name",
  contactFirstName: "Enter Contact Person's First Name",
  contactLastName: "Enter Contact Person's Last Name",
  title: "Enter Title",
  email: "Enter Email",
  phone: "Enter Phone Number",
  // Advisor form.
  firstName: "Enter First Name",
  lastName: "Enter Last Name",
  agencyName: "Enter Agency Name",
  // Hotel form.
  hotelName: "Enter Hotel Name",
  fullName: "Enter Your Full Name",
  website: "Enter Correct URL",
  rooms: "Select Number of Rooms",
  starRating: "Select The Star Rate",
  address: "Enter your address",
  terms: "Please select the check box",
  // The e-mail availability notification (5 seconds).
  emailTakenTitle: "Email already exists",
  emailTakenBody: "Please use a different email address",
  // Server answers (docs/product.md §7 and §8).
  advisorCreated: "Travel Advisor created successfully",
  profileCreated: "Profile created successfully",
  profileClaimed: "Profile claimed successfully",
  emailAlreadyExists: "Email already exists.",
  somethingWentWrong: "Something went wrong. Please try again.",
  accountNotFound: "Account not exist in our database",
  accountNotFoundShown: "Your Account Does Not Exist in our Database",
} as const;

/** docs/product.md §9: a phone number has at least 5 digits (and digits only, after trimming). */
export const PHONE_MIN_DIGITS = 5;
/** Star ratings offered on the hotel form, in the form's order. */
export const HOTEL_STAR_RATINGS = [5, 4, 3] as const;
/** docs/product.md §9 popup timings: the hotel "not found" path goes to payment after one second. */
export const POPUP_DELAY_MS = 1000;
export const POPUP_CLOSE_MS = 1100;
/** docs/product.md §9: the 'Email already exists' notification shows for 5 seconds. */
export const EMAIL_NOTIFICATION_MS = 5000;
/** docs/product.md §9: the signup progress shows 4 steps. */
export const SIGNUP_STEP_COUNT = 4;

/** Length caps: not in docs/product.md, but a form field is never unbounded. */
export const BUSINESS_FIELD_LIMITS = {
  name: 150,
  personName: 100,
  title: 100,
  email: 254,
  phone: 20,
  website: 300,
  address: 300,
} as const;

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

const blank = (value: string | undefined): boolean => (value ?? "").trim() === "";

/** Non-empty after trimming, and within its cap (a too-long value gets the same message). */
function requiredText(value: string | undefined, limit: number, message: string): string | null {
  const text = (value ?? "").trim();
  return text === "" || text.length > limit ? message : null;
}

/** docs/product.md: 'Enter Email' when blank or not of the basic shape (no spaces, one @, dot in domain). */
export function businessEmailError(value: string | undefined): string | null {
  const text = normaliseEmail(value ?? "");
  return text === "" || !isEmail(text) ? BUSINESS_SIGNUP_MESSAGES.email : null;
}

const PHONE_PATTERN = new RegExp(`^\\d{${PHONE_MIN_DIGITS},${BUSINESS_FIELD_LIMITS.phone}}$`);

/** docs/product.md: digits only, at least 5: 'Enter Phone Number'. */
export function phoneError(value: string | undefined): string | null {
  const text = (value ?? "").trim();
  return matchesWithin(PHONE_PATTERN, text, BUSINESS_FIELD_LIMITS.phone) ? null : BUSINESS_SIGNUP_MESSAGES.phone;
}

/**
 * docs/product.md §5: optional; when given, a URL with an optional http(s) scheme, a domain or IPv4
 * address, an optional port, path and query. Anything else: 'Enter Correct URL'.
 * A domain label is a letter or digit, optionally followed by letters, digits and hyphens that end
 * in a letter or digit. It used to be written `[a-z\d]([a-z\d-]*[a-z\d])*`, the same labels, but a
 * repeat inside a repeat: 34 letters and a '!' took half a minute to refuse (issue 15).
 */
const WEBSITE_PATTERN =
  /^(https?:\/\/)?((([a-z\d](?:[a-z\d-]*[a-z\d])?)\.)+[a-z]{2,}|((\d{1,3}\.){3}\d{1,3}))(:\d{1,5})?(\/[-a-z\d%_.~+@]*)*(\?[;&a-z\d%_.~+=-]*)?(#[-a-z\d_]*)?$/i;

export function websiteError(value: string | undefined): string | null {
  const text = (value ?? "").trim();
  if (text === "") return null;
  return matchesWithin(WEBSITE_PATTERN, text, BUSINESS_FIELD_LIMITS.website) ? null : BUSINESS_SIGNUP_MESSAGES.website;
}

/** The website as stored and shown: with a scheme (https:// when none was typed), or null. */
export function normaliseWebsite(value: string | undefined): string | null {
  const text = (value ?? "").trim();
  if (text === "") return null;
  return /^https?:\/\//i.test(text) ? text : `https://${text}`;
}

// ---------------------------------------------------------------------------------------------
// Destination (docs/product.md: Destination request {name, firstName, lastName, title, email, number})

export type DestinationSignupValues = { name: string; firstName: string; lastName: string; title: string; email: string; number: string };
export type DestinationSignupField = keyof DestinationSignupValues;

export function destinationSignupErrors(values: Partial<DestinationSignupValues>): FieldErrors<DestinationSignupField> {
  const errors: FieldErrors<DestinationSignupField> = {};
  const m = BUSINESS_SIGNUP_MESSAGES;
  const set = (field: DestinationSignupField, error: string | null) => {
    if (error) errors[field] = error;
  };
  set("name", requiredText(values.name, BUSINESS_FIELD_LIMITS.name, m.destinationName));
  set("firstName", requiredText(values.firstName, BUSINESS_FIELD_LIMITS.personName, m.contactFirstName));
  set("lastName", requiredText(values.lastName, BUSINESS_FIELD_LIMITS.personName, m.contactLastName));
  set("title", requiredText(values.title, BUSINESS_FIELD_LIMITS.title, m.title));
  set("email", businessEmailError(values.email));
  set("number", phoneError(values.number));
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Travel advisor (docs/product.md: Advisor request {firstName, lastName, email, number, agencyName, paymentType})

export type AdvisorSignupValues = { firstName: string; lastName: string; email: string; number: string; agencyName: string };
export type AdvisorSignupField = keyof AdvisorSignupValues;
/** docs/product.md: paymentType 'basic' or 'feature'. */
export type AdvisorPlan = "basic" | "feature";

export function advisorSignupErrors(values: Partial<AdvisorSignupValues>): FieldErrors<AdvisorSignupField> {
  const errors: FieldErrors<AdvisorSignupField> = {};
  const m = BUSINESS_SIGNUP_MESSAGES;
  const set = (field: AdvisorSignupField, error: string | null) => {
    if (error) errors[field] = error;
  };
  set("firstName", requiredText(values.firstName, BUSINESS_FIELD_LIMITS.personName, m.firstName));
  set("lastName", requiredText(values.lastName, BUSINESS_FIELD_LIMITS.personName, m.lastName));
  set("email", businessEmailError(values.email));
  set("number", phoneError(values.number));
  set("agencyName", requiredText(values.agencyName, BUSINESS_FIELD_LIMITS.name, m.agencyName));
  return errors;
}

// ---------------------------------------------------------------------------------------------
// Hotel (docs/product.md: Hotel request {hotelName, website, fullName, email, rating, ratingHotel, noOfRooms, address, status})

export type HotelSignupValues = {
  hotelName: string;
  website: string;
  fullName: string;
  email: string;
  /** The rooms tier, by label ('Up to 50', '300+', ...) or value (1500, 'By quote'). */
  noOfRooms: string;
  /** '5', '4' or '3'. */
  rating: string;
  address: string;
  /** The terms checkbox. */
  terms: boolean;
};
export type HotelSignupField = keyof HotelSignupValues;

export function starRatingError(value: string | number | undefined): string | null {
  const rating = Number(value);
  return HOTEL_STAR_RATINGS.some((offered) => offered === rating) ? null : BUSINESS_SIGNUP_MESSAGES.starRating;
}

export function hotelSignupErrors(values: Partial<HotelSignupValues>): FieldErrors<HotelSignupField> {
  const errors: FieldErrors<HotelSignupField> = {};
  const m = BUSINESS_SIGNUP_MESSAGES;
  const set = (field: HotelSignupField, error: string | null) => {
    if (error) errors[field] = error;
  };
  set("hotelName", requiredText(values.hotelName, BUSINESS_FIELD_LIMITS.name, m.hotelName));
  set("website", websiteError(values.website));
  set("fullName", requiredText(values.fullName, BUSINESS_FIELD_LIMITS.personName, m.fullName));
  set("email", businessEmailError(values.email));
  set("noOfRooms", blank(values.noOfRooms) || !hotelTierFor(values.noOfRooms ?? "") ? m.rooms : null);
  set("rating", starRatingError(values.rating));
  set("address", requiredText(values.address, BUSINESS_FIELD_LIMITS.address, m.address));
  if (values.terms !== true) errors.terms = m.terms;
  return errors;
}

/** docs/product.md §4: selecting 300+ or Multi-property forces the invoice; only Send Invoice is offered. */
export function isInvoiceOnly(tier: HotelTier | undefined): boolean {
  return tier !== undefined && typeof tier.value === "string";
}

/** Business account states (docs/product.md §4); moves out of in_review are an admin's. */
export const BUSINESS_ACCOUNT_STATUSES = ["in_review", "active", "in_active"] as const;
export type BusinessAccountStatus = (typeof BUSINESS_ACCOUNT_STATUSES)[number];

/** The check-status page's words for each state (docs/product.md §2 "Check status page"). */
export const ACCOUNT_STATUS_LABELS: Record<BusinessAccountStatus, string> = {
  in_review: "In Review",
  active: "Active",
  in_active: "In Active",
};

export function inactiveSupportMessage(productName: string): string {
  return `Please Contact ${productName} support for more information.`;
}
