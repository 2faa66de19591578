import { checkAdminEmail, checkExistDestination, checkExistHotel } from "../../../core/contracts/business-signup";
import type { ContractOutput } from "../../../core/contracts/contract";
import type { b2bPaymentIntent, marketRequestPaymentIntent } from "../../../core/contracts/payments";
import { BUSINESS_PAYMENT_WIRE_NAMES } from "../../../core/contracts/payments-wire-names";
import { toWire } from "../../../core/contracts/wire-names";
import { callApi } from "../../components/api-client";

/**
 * The calls the sign-up wizards share (core/contracts/business-signup.ts and payments.ts), each
 * answering what the wizard needs to decide its next step.
 */

/**
 * A listing the catalogue already has, as checkExistHotel and checkExistDestination answer it, and
 * whether it may be claimed (not once it has a verified owner: decision 033), with why not.
 */
export type ExistingListing = NonNullable<ContractOutput<typeof checkExistHotel>["post"]> & { claimable: boolean; claimMessage: string | null };

/**
 * Whether a business may sign up with this e-mail: "free", "taken" (or refused), or null when no
 * answer came (the 'No internet' dialog is already open).
 */
export async function businessEmailCheck(email: string): Promise<"free" | "taken" | null> {
  const answer = await callApi(checkAdminEmail, { query: { email: email.trim() } });
  if (answer.ok && answer.data.status === "Success") return "free";
  return answer.ok || answer.status !== null ? "taken" : null;
}

/** The listing of this name the catalogue already has, to claim; null when there is none (or no answer). */
export async function existingListing(kind: "hotel" | "destination", name: string): Promise<ExistingListing | null> {
  const answer = kind === "hotel" ? await callApi(checkExistHotel, { query: { title: name } }) : await callApi(checkExistDestination, { query: { name } });
  if (!answer.ok || answer.data.status !== "exists" || !answer.data.post) return null;
  return { ...answer.data.post, claimable: answer.data.claimable !== false, claimMessage: answer.data.claim_message ?? null };
}

/**
 * The server's check of a confirmed sign-up payment (b2bPaymentIntent for advisors and hotels,
 * marketRequestPaymentIntent for destinations): whether it went through for this price.
 */
export async function isSignupPaymentVerified(
  contract: typeof b2bPaymentIntent | typeof marketRequestPaymentIntent,
  payment: { paymentIntentId: string; guestEmail: string; paymentTotal: number },
): Promise<boolean> {
  return (await signupPaymentCheck(contract, payment)).ok;
}

/**
 * The same check, with the server's words when it refuses: a payment given back because the claim
 * it paid for was closed says so (409), and the page shows it (decision 033).
 */
export async function signupPaymentCheck(
  contract: typeof b2bPaymentIntent | typeof marketRequestPaymentIntent,
  payment: { paymentIntentId: string; guestEmail: string; paymentTotal: number },
): Promise<{ ok: true } | { ok: false; refundMessage: string | null }> {
  const answer = await callApi(contract, { body: toWire(BUSINESS_PAYMENT_WIRE_NAMES, payment) });
  if (answer.ok) return { ok: true };
  return { ok: false, refundMessage: answer.status === 409 ? (answer.message ?? null) : null };
}
