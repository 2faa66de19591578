import { BUSINESS_SIGNUP_MESSAGES, destinationSignupErrors, type DestinationSignupValues } from "../../../core/business-signup-rules";
import { normaliseEmail } from "../../../core/account-rules";
import { AppError } from "../../kernel/errors";
import { claimAnswerOf, type ClaimAnswer } from "./claims";
import { findExistingListing } from "./find-existing-listing";
import { registerBusiness } from "./register-business";
import type { SignupDeps } from "./signup-deps";

export type DestinationSignupRequest = DestinationSignupValues & { mode: "create" | "claim" };

/**
 * docs/product.md §2 and §4, destination signup step 2: a tourism board creates its destination's
 * profile or claims the existing one (found by name), before paying 100 (the verified payment then
 * joins the account: record-business-payment.ts). The account starts in review; a claim is pending
 * until verified (decision 033), and a destination with a verified owner is refused before payment.
 */
export async function createOrClaimDestination(deps: SignupDeps, request: DestinationSignupRequest): Promise<{ status: 200; message: string; claim: ClaimAnswer | null }> {
  const errors = destinationSignupErrors(request);
  const fields = Object.entries(errors);
  if (fields.length > 0) {
    throw new AppError("VALIDATION_FAILED", fields[0]![1], Object.fromEntries(fields.map(([field, message]) => [field, [message]])));
  }
  const name = request.name.trim();
  let profile: Parameters<typeof registerBusiness>[1]["profile"];
  if (request.mode === "claim") {
    const existing = await findExistingListing(deps, { kind: "destination", name });
    if (!existing) throw new AppError("NOT_FOUND", "No destination profile with this name was found. Please create a new profile.");
    profile = { mode: "claim", listingId: existing.id };
  } else {
    profile = { mode: "create", listing: { type: "destination", title: name, phone: request.number.trim(), details: {} } };
  }
  const account = await registerBusiness(deps, {
    kind: "destination",
    email: normaliseEmail(request.email),
    name,
    firstname: request.firstName.trim(),
    lastname: request.lastName.trim(),
    submission: {
      contactFirstName: request.firstName.trim(),
      contactLastName: request.lastName.trim(),
      title: request.title.trim(),
      phone: request.number.trim(),
      organisationName: name,
    },
    profile,
    payment: null,
  });
  return { status: 200, message: request.mode === "claim" ? BUSINESS_SIGNUP_MESSAGES.profileClaimed : BUSINESS_SIGNUP_MESSAGES.profileCreated, claim: claimAnswerOf(account) };
}
