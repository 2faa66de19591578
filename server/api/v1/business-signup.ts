import { z } from "zod";
import { boundedPattern } from "../../../core/bounded-pattern-schema";
import { BUSINESS_ACCOUNT_STATUSES, BUSINESS_SIGNUP_MESSAGES } from "../../../core/business-signup-rules";
import { hitRateLimit, type RateLimitRule } from "../../domain/accounts/rate-limit";
import { isBusinessEmailAvailable } from "../../domain/signup/check-admin-email";
import { createOrClaimBusiness } from "../../domain/signup/create-or-claim-business";
import { createOrClaimDestination } from "../../domain/signup/create-or-claim-destination";
import { findExistingListing } from "../../domain/signup/find-existing-listing";
import { getAccountStatus } from "../../domain/signup/get-account-status";
import { listBusinessAccounts } from "../../domain/signup/list-business-accounts";
import { setAccountStatus } from "../../domain/signup/set-account-status";
import type { SignupDeps } from "../../domain/signup/signup-deps";
import { suggestPlaces } from "../../domain/signup/suggest-places";
import { requestOrigin } from "../../http/request-origin";
import type { AppServices } from "../../app-context";
import type { FastifyRequest } from "fastify";
import type { ApiRegistry } from "./route";

/** Look-ups a wizard makes as a person types: generous for people, useless for harvesting. */
const LOOKUP_RATE_LIMIT: RateLimitRule = { limit: 120, windowSeconds: 600 };
/** Sign-ups and claims per client address. */
const SIGNUP_RATE_LIMIT: RateLimitRule = { limit: 20, windowSeconds: 600 };

function deps(services: AppServices, request: FastifyRequest): SignupDeps {
  return { ...services, origin: requestOrigin(services, request) };
}

async function limit(services: AppServices, request: FastifyRequest, name: string, rule: RateLimitRule): Promise<void> {
  await hitRateLimit(services, `${name}:${request.ip}`, rule);
}

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
const existsResponse = z.object({ status: z.enum(["exists", "not_exists"]), post: existingPost });

const okMessage = z.object({ status: z.literal(200), message: z.string() });

const destinationBody = z.object({
  name: text(300).default(""),
  firstName: text(300).default(""),
  lastName: text(300).default(""),
  title: text(300).default(""),
  email: text(300).default(""),
  number: z.union([text(40), z.number().int().nonnegative()]).default("").transform(String),
});

const optionalText = (max: number) => z.union([text(max), z.number()]).nullish().transform((value) => (value === null || value === undefined ? null : String(value)));

const createOrClaimBody = z.object({
  type: z.enum(["property", "advisor"], { error: "The type must be property or advisor." }),
  status: z.enum(["create", "claim", "createadvisor"], { error: "The status must be create, claim or createadvisor." }),
  email: text(300).default(""),
  name: text(300).default(""),
  firstname: optionalText(300),
  lastname: optionalText(300),
  is_invoice: z.union([z.boolean(), z.enum(["true", "false", "1", "0"]), z.number().int().min(0).max(1)]).default(false).transform((value) => value === true || value === "true" || value === "1" || value === 1),
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
  post_id: z.union([z.number().int().positive(), boundedPattern({ pattern: /^\d{1,9}$/, maxLength: 9, message: "must be a positive whole number" }).transform(Number)]).nullish(),
});

const statusResponse = z.object({
  status: z.literal("Success"),
  account_stauts: z.enum(BUSINESS_ACCOUNT_STATUSES).describe("Spelled so: the apps read this name"),
  message: z.string(),
});

const placePrediction = z.object({
  description: z.string(),
  place_id: z.string(),
  types: z.array(z.string()),
  structured_formatting: z.object({ main_text: z.string(), secondary_text: z.string() }),
});

const accountSummary = z.object({
  id: z.number().int(),
  kind: z.enum(["hotel", "advisor", "destination"]),
  status: z.enum(BUSINESS_ACCOUNT_STATUSES),
  mode: z.enum(["create", "claim"]),
  email: z.string(),
  name: z.string(),
  listing_id: z.number().int().nullable(),
  payment_method: z.enum(["card", "invoice"]).nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});

/** Business sign-up (docs/product.md §7 "Search and listing" and "Signup helpers", decision 019). */
export function registerBusinessSignupRoutes(api: ApiRegistry): void {
  const tags = ["business signup"] as const;

  api.inline({
    method: "GET",
    path: "/posts/checkAdminEmail",
    operationId: "checkAdminEmail",
    auth: "none",
    summary: "Whether a business may sign up with this e-mail: status Success when it is free",
    tags,
    query: emailQuery,
    response: z.object({ status: z.enum(["Success", "Failed"]), message: z.string() }),
    errors: [429],
    handler: async ({ query, services, request }) => {
      await limit(services, request, "check-admin-email", LOOKUP_RATE_LIMIT);
      const isFree = query.email.trim() !== "" && (await isBusinessEmailAvailable(services, query.email));
      return isFree
        ? { status: "Success" as const, message: "Email is available" }
        : { status: "Failed" as const, message: BUSINESS_SIGNUP_MESSAGES.emailTakenTitle };
    },
  });

  for (const [path, kind, parameter] of [
    ["/posts/checkExistHotel", "hotel", "title"],
    ["/posts/checkExistDestination", "destination", "name"],
  ] as const) {
    api.inline({
      method: "GET",
      path,
      // The call's own name, as the path spells it.
      operationId: path.slice("/posts/".length),
      auth: "none",
      summary: `Whether the catalogue already has this ${kind}, to claim it`,
      tags,
      query: z.object({ [parameter]: text(300).default("") }) as z.ZodType<Record<string, string>>,
      response: existsResponse,
      errors: [429],
      handler: async ({ query, services, request }) => {
        await limit(services, request, "check-exist", LOOKUP_RATE_LIMIT);
        const post = await findExistingListing(services, { kind, name: query[parameter] ?? "" });
        return { status: post ? ("exists" as const) : ("not_exists" as const), post };
      },
    });
  }

  for (const [path, mode] of [
    ["/posts/createDestination", "create"],
    ["/posts/claimDestination", "claim"],
  ] as const) {
    api.inline({
      method: "POST",
      path,
      operationId: path.slice("/posts/".length),
      auth: "none",
      summary: mode === "create" ? "Create a destination's profile (in review until an admin approves it)" : "Claim a destination's existing profile",
      tags,
      body: destinationBody,
      invalidBody: "validation",
      response: okMessage,
      errors: [400, 404, 409, 429],
      handler: async ({ body, services, request }) => {
        await limit(services, request, "business-signup", SIGNUP_RATE_LIMIT);
        return createOrClaimDestination(deps(services, request), { ...body, mode });
      },
    });
  }

  api.inline({
    method: "POST",
    path: "/posts/createOrClaimHotelorAdvisor",
    operationId: "createOrClaimHotelorAdvisor",
    auth: "none",
    summary: "Create a hotel or travel advisor profile, or claim a hotel, paid by card (payment_id) or invoiced",
    tags,
    body: createOrClaimBody,
    invalidBody: "validation",
    response: okMessage,
    errors: [400, 404, 409, 429],
    handler: async ({ body, services, request }) => {
      await limit(services, request, "business-signup", SIGNUP_RATE_LIMIT);
      const { status, message } = await createOrClaimBusiness(deps(services, request), body);
      return { status, message };
    },
  });

  api.inline({
    method: "GET",
    path: "/posts/checkAdminStatus",
    operationId: "checkAdminStatus",
    auth: "none",
    summary: "A business account's review state by e-mail (account_stauts: in_review, active, in_active)",
    tags,
    query: emailQuery,
    response: statusResponse,
    errors: [404, 429],
    handler: async ({ query, services, request }) => {
      await limit(services, request, "check-admin-status", LOOKUP_RATE_LIMIT);
      const account = await getAccountStatus(services, query.email);
      return { status: "Success" as const, account_stauts: account.status, message: account.message };
    },
  });

  api.inline({
    method: "GET",
    path: "/googleapi/place",
    operationId: "suggestPlaces",
    auth: "none",
    summary: "Place suggestions as a person types (Google's autocomplete shape)",
    tags,
    query: z.object({ input: text(300).default(""), types: text(40).optional() }),
    response: z.object({ status: z.enum(["OK", "ZERO_RESULTS"]), predictions: z.array(placePrediction) }),
    errors: [429, 503],
    handler: async ({ query, services, request }) => {
      await limit(services, request, "places", LOOKUP_RATE_LIMIT);
      return suggestPlaces(services, { input: query.input, types: query.types });
    },
  });

  const adminTags = ["admin"] as const;
  const toSummary = (row: Awaited<ReturnType<typeof listBusinessAccounts>>["items"][number]) => ({
    id: row.id,
    kind: row.kind,
    status: row.status,
    mode: row.mode,
    email: row.email,
    name: row.name,
    listing_id: row.listingId,
    payment_method: row.paymentMethod,
    paid_at: row.paidAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  });

  api.inline({
    method: "GET",
    path: "/admin/business-accounts",
    operationId: "listBusinessAccounts",
    auth: "admin",
    summary: "Business accounts to review, newest first (admins only)",
    tags: adminTags,
    query: z.object({
      status: z.enum(BUSINESS_ACCOUNT_STATUSES).optional(),
      page: z.coerce.number().int().min(1).max(100_000).default(1),
    }),
    response: z.object({ data: z.array(accountSummary), page: z.number(), last_page: z.number(), total: z.number() }),
    errors: [401, 403],
    handler: async ({ query, services }) => {
      const page = await listBusinessAccounts(services, { status: query.status, page: query.page });
      return { data: page.items.map(toSummary), page: page.page, last_page: page.lastPage, total: page.total };
    },
  });

  api.inline({
    method: "POST",
    path: "/admin/business-accounts/:id/status",
    operationId: "setBusinessAccountStatus",
    auth: "admin",
    summary: "Move a business account to active or in_active; the business is e-mailed (admins only)",
    tags: adminTags,
    params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
    body: z.object({ status: z.enum(["active", "in_active"], { error: "The status must be active or in_active." }) }),
    invalidBody: "validation",
    response: z.object({ data: accountSummary }),
    errors: [401, 403, 404, 409],
    handler: async ({ params, body, auth, services, request }) => {
      const row = await setAccountStatus(deps(services, request), { accountId: params.id, status: body.status, adminId: auth.user.id });
      return { data: toSummary(row) };
    },
  });
}
