import { BUSINESS_SIGNUP_MESSAGES } from "../../../core/business-signup-rules";
import * as signup from "../../../core/contracts/business-signup";
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

/** The handlers of core/contracts/business-signup.ts (docs/product.md §7 "Search and listing" and "Signup helpers", decision 019). */
export function registerBusinessSignupRoutes(api: ApiRegistry): void {
  api.route(signup.checkAdminEmail, async ({ query, services, request }) => {
    await limit(services, request, "check-admin-email", LOOKUP_RATE_LIMIT);
    const isFree = query.email.trim() !== "" && (await isBusinessEmailAvailable(services, query.email));
    return isFree ? { status: "Success" as const, message: "Email is available" } : { status: "Failed" as const, message: BUSINESS_SIGNUP_MESSAGES.emailTakenTitle };
  });

  api.route(signup.checkExistHotel, async ({ query, services, request }) => {
    await limit(services, request, "check-exist", LOOKUP_RATE_LIMIT);
    const post = await findExistingListing(services, { kind: "hotel", name: query.title });
    return { status: post ? ("exists" as const) : ("not_exists" as const), post };
  });

  api.route(signup.checkExistDestination, async ({ query, services, request }) => {
    await limit(services, request, "check-exist", LOOKUP_RATE_LIMIT);
    const post = await findExistingListing(services, { kind: "destination", name: query.name });
    return { status: post ? ("exists" as const) : ("not_exists" as const), post };
  });

  for (const [contract, mode] of [
    [signup.createDestination, "create"],
    [signup.claimDestination, "claim"],
  ] as const) {
    api.route(contract, async ({ body, services, request }) => {
      await limit(services, request, "business-signup", SIGNUP_RATE_LIMIT);
      return createOrClaimDestination(deps(services, request), { ...body, mode });
    });
  }

  api.route(signup.createOrClaimHotelorAdvisor, async ({ body, services, request }) => {
    await limit(services, request, "business-signup", SIGNUP_RATE_LIMIT);
    const { status, message } = await createOrClaimBusiness(deps(services, request), body);
    return { status, message };
  });

  api.route(signup.checkAdminStatus, async ({ query, services, request }) => {
    await limit(services, request, "check-admin-status", LOOKUP_RATE_LIMIT);
    const account = await getAccountStatus(services, query.email);
    return { status: "Success" as const, account_stauts: account.status, message: account.message };
  });

  api.route(signup.suggestPlaces, async ({ query, services, request }) => {
    await limit(services, request, "places", LOOKUP_RATE_LIMIT);
    return suggestPlaces(services, { input: query.input, types: query.types });
  });

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

  api.route(signup.listBusinessAccounts, async ({ query, services }) => {
    const page = await listBusinessAccounts(services, { status: query.status, page: query.page });
    return { data: page.items.map(toSummary), page: page.page, last_page: page.lastPage, total: page.total };
  });

  api.route(signup.setBusinessAccountStatus, async ({ params, body, auth, services, request }) => {
    const row = await setAccountStatus(deps(services, request), { accountId: params.id, status: body.status, adminId: auth.user.id });
    return { data: toSummary(row) };
  });
}
