import { z } from "zod";
import { boundedPattern } from "../bounded-pattern-schema";
import { BUSINESS_ACCOUNT_STATUSES } from "../business-signup-rules";

/**
 * The schemas of the business sign-up operations (core/contracts/business-signup.ts), in the
 * apps' names (docs/product.md §3 "Create-or-claim payload"), `account_stauts` included.
 */

const text = (max: number) => z.string().max(max, `At most ${max} characters.`);
const emailQuery = z.object({ email: text(254).default("").describe("The business's e-mail") });

const existingPost = z
  .object({
    id: z.number().int(),
    title: z.string(),
    rating: z.number().nullable(),
    type: z.string().describe("basic, property or destination"),
    city: z.string().nullable(),
    country: z.string().nullable(),
    featured_image: z.object({ sizes: z.object({ thumbnail: z.string().nullable() }) }),
  })
  .nullable();
const existsResponse = z.object({
  status: z.enum(["exists", "not_exists"]),
  post: existingPost,
  claimable: z.boolean().optional().describe("With a post: whether it may be claimed, false when it already has a verified owner (decision 033)"),
  claim_message: z.string().nullable().optional().describe("With a post: why it may not be claimed, in words to show"),
});

const claimAnswer = z
  .object({
    status: z.literal("pending"),
    verification: z.enum(["email", "admin"]).describe("email: a link went to the claimant's address on the listing's website domain; admin: our team checks"),
    message: z.string(),
  })
  .nullable()
  .optional()
  .describe("A claim's state: pending until verified (decision 033)");

const okMessage = z.object({ status: z.literal(200), message: z.string(), claim: claimAnswer });

const optionalText = (max: number) =>
  z
    .union([text(max), z.number()])
    .nullish()
    .transform((value) => (value === null || value === undefined ? null : String(value)));

export const accountSummary = z.object({
  id: z.number().int(),
  kind: z.enum(["hotel", "advisor", "destination"]),
  status: z.enum(BUSINESS_ACCOUNT_STATUSES),
  mode: z.enum(["create", "claim"]),
  email: z.string(),
  name: z.string(),
  listing_id: z.number().int().nullable(),
  claim_listing_id: z.number().int().nullable(),
  claim_status: z.enum(["pending", "verified", "lost", "released"]).nullable(),
  claim_verified_by: z.enum(["email", "admin"]).nullable(),
  claim_refund_cents: z.number().int().nullable(),
  payment_method: z.enum(["card", "invoice"]).nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});

export const checkAdminEmail = {
  query: emailQuery,
  response: z.object({
    status: z.enum(["Success", "Failed"]),
    message: z.string(),
    /**
     * With Failed for an address that has an account: where its owner signs in to the dashboard,
     * the address prefilled (decision 040). It says no more than the message does.
     */
    sign_in_url: z.string().optional(),
  }),
};

export const checkExistHotel = { query: z.object({ title: text(300).default("") }), response: existsResponse };

export const checkExistDestination = { query: z.object({ name: text(300).default("") }), response: existsResponse };

/** createDestination and claimDestination: the same form. */
export const destinationSignup = {
  body: z.object({
    name: text(300).default(""),
    firstName: text(300).default(""),
    lastName: text(300).default(""),
    title: text(300).default(""),
    email: text(300).default(""),
    number: z.union([text(40), z.number().int().nonnegative()]).default("").transform(String),
  }),
  response: okMessage,
};

export const createOrClaimHotelorAdvisor = {
  body: z.object({
    type: z.enum(["property", "advisor"], { error: "The type must be property or advisor." }),
    status: z.enum(["create", "claim", "createadvisor"], { error: "The status must be create, claim or createadvisor." }),
    email: text(300).default(""),
    name: text(300).default(""),
    firstname: optionalText(300),
    lastname: optionalText(300),
    is_invoice: z
      .union([z.boolean(), z.enum(["true", "false", "1", "0"]), z.number().int().min(0).max(1)])
      .default(false)
      .transform((value) => value === true || value === "true" || value === "1" || value === 1),
    title: text(300).default(""),
    address: optionalText(300),
    no_of_rooms: optionalText(40),
    rating: optionalText(10),
    website: optionalText(300),
    phone: optionalText(40),
    user_type: optionalText(40),
    payment_id: optionalText(255),
    payment_total: z.union([z.number(), text(20)]).nullish(),
    coupon: optionalText(100),
    post_id: z
      .union([z.number().int().positive(), boundedPattern({ pattern: /^\d{1,9}$/, maxLength: 9, message: "must be a positive whole number" }).transform(Number)])
      .nullish(),
  }),
  response: okMessage,
};

export const checkAdminStatus = {
  query: emailQuery,
  response: z.object({
    status: z.literal("Success"),
    account_stauts: z.enum(BUSINESS_ACCOUNT_STATUSES).describe("Spelled so: the apps read this name"),
    message: z.string(),
  }),
};

export const suggestPlaces = {
  query: z.object({ input: text(300).default(""), types: text(40).optional() }),
  response: z.object({
    status: z.enum(["OK", "ZERO_RESULTS"]),
    predictions: z.array(
      z.object({
        description: z.string(),
        place_id: z.string(),
        types: z.array(z.string()),
        structured_formatting: z.object({ main_text: z.string(), secondary_text: z.string() }),
      }),
    ),
  }),
};

export const listBusinessAccounts = {
  query: z.object({
    status: z.enum(BUSINESS_ACCOUNT_STATUSES).optional(),
    kind: z.enum(["hotel", "advisor", "destination"]).optional().describe("Only this kind of business"),
    claim_pending: z
      .enum(["true", "false", "1", "0"])
      .optional()
      .transform((value) => value === "true" || value === "1")
      .describe("Only accounts whose claim waits for verification"),
    q: text(200).optional().describe("Part of the business's name or e-mail address"),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  }),
  response: z.object({ data: z.array(accountSummary), page: z.number(), last_page: z.number(), total: z.number() }),
};

export const setBusinessAccountStatus = {
  params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
  body: z.object({
    status: z.enum(["active", "in_active"], { error: "The status must be active or in_active." }),
    note: text(1000).nullish().describe("With active: a note to the business, in the e-mail"),
    reason: text(1000).nullish().describe("With in_active (reject or deactivate): why, required, e-mailed to the business"),
  }),
  response: z.object({ data: accountSummary }),
};

const claimToken = z.string().max(200, "This verification link is not valid.").default("");

export const verifyBusinessClaim = {
  body: z.object({ token: claimToken }),
  response: z.object({
    message: z.string(),
    data: z.object({ status: z.literal("verified"), listing_name: z.string(), closed_claims: z.number().int() }),
  }),
};

export const resendBusinessClaimLink = {
  response: z.object({ message: z.string() }),
};

export const approveBusinessClaim = {
  params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
  body: z.object({ evidence: z.string().max(4000, "At most 4000 characters.").default("") }),
  response: z.object({ message: z.string(), data: accountSummary }),
};
