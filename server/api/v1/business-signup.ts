import { BUSINESS_SIGNUP_MESSAGES } from "../../../core/business-signup-rules";
import { CLAIM_MESSAGES } from "../../../core/claim-rules";
import { formatDollars } from "../../../core/money";
import * as signup from "../../../core/contracts/business-signup";
import { hitRateLimit, type RateLimitRule } from "../../domain/accounts/rate-limit";
import { isBusinessEmailAvailable } from "../../domain/signup/check-admin-email";
import { approveClaim, listingOwner, resendClaimLink, verifyClaimByLink, type VerifiedClaim } from "../../domain/signup/claims";
import { createOrClaimBusiness } from "../../domain/signup/create-or-claim-business";
import { createOrClaimDestination } from "../../domain/signup/create-or-claim-destination";
import { findExistingListing } from "../../domain/signup/find-existing-listing";
import { getAccountStatus } from "../../domain/signup/get-account-status";
import { listBusinessAccounts } from "../../domain/signup/list-business-accounts";
import { setAccountStatus } from "../../domain/signup/set-account-status";
import { toSummary } from "./business-account-summary";
import { dashboardSignInUrl, type SignupDeps } from "../../domain/signup/signup-deps";
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
    const email = query.email.trim();
    if (email === "") return { status: "Failed" as const, message: BUSINESS_SIGNUP_MESSAGES.emailTakenTitle };
    if (await isBusinessEmailAvailable(services, email)) return { status: "Success" as const, message: "Email is available" };
    // Taken: its owner reaches the account's dashboard instead of a dead end (decision 040).
    return { status: "Failed" as const, message: BUSINESS_SIGNUP_MESSAGES.emailTakenTitle, sign_in_url: dashboardSignInUrl(deps(services, request), email) };
  });

  /** The listing found, and whether it may be claimed (decision 033: not once it has a verified owner). */
  const existing = async (services: AppServices, kind: "hotel" | "destination", name: string) => {
    const post = await findExistingListing(services, { kind, name });
    if (!post) return { status: "not_exists" as const, post };
    const claimable = (await listingOwner(services.db, post.id)) === null;
    return { status: "exists" as const, post, claimable, claim_message: claimable ? null : CLAIM_MESSAGES.alreadyOwned };
  };

  api.route(signup.checkExistHotel, async ({ query, services, request }) => {
    await limit(services, request, "check-exist", LOOKUP_RATE_LIMIT);
    return existing(services, "hotel", query.title);
  });

  api.route(signup.checkExistDestination, async ({ query, services, request }) => {
    await limit(services, request, "check-exist", LOOKUP_RATE_LIMIT);
    return existing(services, "destination", query.name);
  });

  for (const [contract, mode] of [
    [signup.createDestination, "create"],
    [signup.claimDestination, "claim"],
  ] as const) {
    api.route(contract, async ({ body, services, request }) => {
      await limit(services, request, "business-signup", SIGNUP_RATE_LIMIT);
      const { status, message, claim } = await createOrClaimDestination(deps(services, request), { ...body, mode });
      return { status, message, ...(claim ? { claim } : {}) };
    });
  }

  api.route(signup.createOrClaimHotelorAdvisor, async ({ body, services, request }) => {
    await limit(services, request, "business-signup", SIGNUP_RATE_LIMIT);
    const { status, message, claim } = await createOrClaimBusiness(deps(services, request), body);
    return { status, message, ...(claim ? { claim } : {}) };
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

  api.route(signup.listBusinessAccounts, async ({ query, services }) => {
    const page = await listBusinessAccounts(services, { status: query.status, kind: query.kind, claimPending: query.claim_pending, q: query.q, page: query.page });
    return { data: page.items.map(toSummary), page: page.page, last_page: page.lastPage, total: page.total };
  });

  api.route(signup.setBusinessAccountStatus, async ({ params, body, admin, services, request }) => {
    const row = await setAccountStatus(deps(services, request), { accountId: params.id, status: body.status, note: body.note, reason: body.reason, admin });
    return { data: toSummary(row) };
  });

  /** What a verification says: the claim is the owner's, and how many others were closed (refunds stated). */
  const verifiedMessage = (verified: VerifiedClaim) => {
    const refunded = verified.losers.reduce((sum, loser) => sum + (loser.refundCents ?? 0), 0);
    const closed = verified.losers.length;
    return [
      CLAIM_MESSAGES.verified(verified.listingName),
      closed > 0 ? `${closed} other pending claim${closed === 1 ? " was" : "s were"} closed and told${refunded > 0 ? `; ${formatDollars(refunded)} was refunded to their cards` : ""}.` : null,
    ]
      .filter(Boolean)
      .join(" ");
  };

  api.route(signup.verifyBusinessClaim, async ({ body, services, request }) => {
    await limit(services, request, "claim-verify", SIGNUP_RATE_LIMIT);
    const verified = await verifyClaimByLink(deps(services, request), body.token);
    return { message: CLAIM_MESSAGES.verified(verified.listingName), data: { status: "verified" as const, listing_name: verified.listingName, closed_claims: verified.losers.length } };
  });

  api.route(signup.resendBusinessClaimLink, async ({ auth, services, request }) => {
    await limit(services, request, "claim-resend", SIGNUP_RATE_LIMIT);
    const { email } = await resendClaimLink(deps(services, request), auth.user.id);
    return { message: `We sent a new verification link to ${email}.` };
  });

  api.route(signup.approveBusinessClaim, async ({ params, body, admin, services, request }) => {
    const verified = await approveClaim(deps(services, request), { accountId: params.id, evidence: body.evidence, admin });
    return { message: verifiedMessage(verified), data: toSummary(verified.account) };
  });
}
