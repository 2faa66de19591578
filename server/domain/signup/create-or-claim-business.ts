import { and, arrayContains, eq, isNull, sql } from "drizzle-orm";
import { splitName } from "../accounts/find-user";
import {
  advisorSignupErrors,
  BUSINESS_SIGNUP_MESSAGES,
  hotelSignupErrors,
  type FieldErrors,
} from "../../../core/business-signup-rules";
import { normaliseEmail } from "../../../core/account-rules";
import { BY_QUOTE, COUPON_MESSAGES, hotelTierFor, priceFor } from "../../../core/pricing";
import { coupons } from "../../db/schema/payments";
import { usableAt } from "../payments/coupons/list-coupons";
import { BOOKING_PAYMENT_MESSAGES } from "../payments/price-booking-payment";
import { parseDollars } from "../../../core/money";
import { PaymentProviderError, type PaymentIntent } from "../../adapters/payments/payment-provider";
import { businessAccounts, type BusinessAccountRow } from "../../db/schema/business";
import { AppError } from "../../kernel/errors";
import { sendInvoice } from "../payments/invoices/send-invoice";
import { refundPayment } from "../payments/refund-payment";
import { queueRefundEmail } from "../payments/receipt-email";
import { BUSINESS_PAYMENT_MESSAGES, recordSignupPayment, type SignupPaymentProduct } from "../payments/verify-business-payment";
import { CLAIM_MESSAGES } from "../../../core/claim-rules";
import { resolveTypedAddress } from "../catalogue/resolve-typed-address";
import { claimableListing, claimAnswerOf, type ClaimAnswer } from "./claims";
import { findExistingListing } from "./find-existing-listing";
import { PAYMENT_ALREADY_USED, registerBusiness, type BusinessPayment, type RegisterBusinessRequest } from "./register-business";
import type { SignupDeps } from "./signup-deps";

/** docs/product.md §3 "Create-or-claim payload", as the API has parsed it. */
export type CreateOrClaimRequest = {
  /** `property` (a hotel) or `advisor`. */
  type: "property" | "advisor";
  /** `create`, `claim` or `createadvisor`. */
  status: "create" | "claim" | "createadvisor";
  email: string;
  /** The person's full name. */
  name: string;
  firstname?: string | null;
  lastname?: string | null;
  is_invoice: boolean;
  /** The hotel's or the agency's name. */
  title: string;
  address?: string | null;
  no_of_rooms?: string | null;
  rating?: string | null;
  website?: string | null;
  phone?: string | null;
  /** Hotels: `spotlight` or `free`; advisors: `basic` or `feature`. */
  user_type?: string | null;
  payment_id?: string | null;
  payment_total?: unknown;
  coupon?: string | null;
  /** The listing claimed (the post of checkExistHotel); without it the hotel is found by title. */
  post_id?: number | null;
};

export type CreateOrClaimResult = { status: 200; message: string; account: BusinessAccountRow; claim: ClaimAnswer | null };

/** Field errors of the core rules, named as the payload names them. */
function refuse<Field extends string>(errors: FieldErrors<Field>, names: Partial<Record<Field, string>>): never {
  const fieldErrors: Record<string, string[]> = {};
  for (const [field, message] of Object.entries(errors) as [Field, string][]) fieldErrors[names[field] ?? field] = [message];
  const first = Object.values(fieldErrors)[0]?.[0] ?? BUSINESS_SIGNUP_MESSAGES.somethingWentWrong;
  throw new AppError("VALIDATION_FAILED", first, fieldErrors);
}

function invalid(field: string, message: string): AppError {
  return new AppError("VALIDATION_FAILED", message, { [field]: [message] });
}

type Plan = { product: SignupPaymentProduct; tierId?: string; fullCents: number | typeof BY_QUOTE; description: string };

function advisorPlan(userType: string | null | undefined): Plan {
  const isFeatured = /^feature(d)?$/i.test((userType ?? "").trim());
  return isFeatured
    ? { product: "advisor-featured", fullCents: priceFor({ product: "advisor-featured" }), description: "Featured travel advisor profile, one year" }
    : { product: "advisor-basic", fullCents: priceFor({ product: "advisor-basic" }), description: "Basic travel advisor profile, one year" };
}

/** The payment a card signup names: succeeded, for this plan (and hotel tier), at the server's price. */
async function verifiedCardPayment(deps: SignupDeps, request: CreateOrClaimRequest, plan: Plan, email: string): Promise<PaymentIntent> {
  const paymentId = request.payment_id?.trim();
  if (!paymentId) throw invalid("payment_id", "A card payment or the invoice option is required.");
  let intent: PaymentIntent;
  try {
    intent = await deps.payments.retrievePaymentIntent(paymentId);
  } catch (error) {
    if (error instanceof PaymentProviderError && error.type === "invalid_request_error") throw invalid("payment_id", BUSINESS_PAYMENT_MESSAGES.unknownPayment);
    throw error;
  }
  if (intent.metadata.product !== plan.product) throw invalid("payment_id", "This payment is not for the plan chosen.");
  if (plan.tierId !== undefined && hotelTierFor(intent.metadata.tier ?? "")?.id !== plan.tierId) {
    throw invalid("payment_id", "This payment is not for the number of rooms chosen.");
  }
  if (intent.status !== "succeeded") throw invalid("payment_id", BUSINESS_PAYMENT_MESSAGES.notSucceeded);
  if (request.payment_total !== undefined && request.payment_total !== null && request.payment_total !== "" && parseDollars(request.payment_total) !== intent.amountCents) {
    throw invalid("payment_total", "The payment total is not the amount paid.");
  }
  await recordSignupPayment(deps, { intent, product: plan.product, email });
  return intent;
}

/**
 * An invoice signup that was written but whose invoice could not be sent (the provider was down):
 * the wizard's retry finds it and sends the invoice, instead of answering 'Email already exists.'.
 */
async function pendingInvoiceAccount(deps: SignupDeps, email: string, kind: BusinessAccountRow["kind"]): Promise<BusinessAccountRow | undefined> {
  const [row] = await deps.db
    .select()
    .from(businessAccounts)
    .where(
      and(
        sql`lower(${businessAccounts.email}) = ${email}`,
        eq(businessAccounts.kind, kind),
        eq(businessAccounts.paymentMethod, "invoice"),
        isNull(businessAccounts.invoiceId),
      ),
    );
  return row;
}

/**
 * The promo code of an invoiced sign-up, as the wizard showed it: usable now, for the featured
 * advisor profile only (the card payment's rule). Checked before anything is written or invoiced.
 */
async function invoiceCoupon(deps: SignupDeps, plan: Plan, coupon: string | null | undefined): Promise<{ name: string; percent: number } | null> {
  const name = coupon?.trim() ?? "";
  if (name === "") return null;
  if (plan.product !== "advisor-featured") throw invalid("coupon", BOOKING_PAYMENT_MESSAGES.couponNotApplicable);
  const [found] = await deps.db
    .select({ name: coupons.name, discountPercent: coupons.discountPercent })
    .from(coupons)
    .where(and(eq(sql`lower(${coupons.name})`, name.toLowerCase()), arrayContains(coupons.appliesTo, ["advisor"]), usableAt(deps.clock.now())))
    .limit(1);
  if (!found) throw invalid("coupon", COUPON_MESSAGES.doesNotExist);
  return { name: found.name, percent: found.discountPercent };
}

async function sendSignupInvoice(deps: SignupDeps, account: BusinessAccountRow, plan: Plan, coupon: { name: string; percent: number } | null): Promise<void> {
  const sent = await sendInvoice(deps, {
    email: account.email,
    purpose: plan.product,
    amount: plan.fullCents,
    coupon,
    description: `${plan.description}: ${account.name}`,
    reference: `business_account:${account.id}`,
  });
  await deps.db.update(businessAccounts).set({ invoiceId: sent.invoice.id, updatedAt: deps.clock.now() }).where(eq(businessAccounts.id, account.id));
}

/**
 * docs/product.md §7 createOrClaimHotelorAdvisor (decision 019). A hotel or advisor creates a profile
 * or claims a hotel, paid by card before (the payment is checked, never trusted) or by invoice
 * (sent now; 300+ and Multi-property are always invoiced). A claim is pending until verified
 * (decision 033); a hotel that already has a verified owner is refused before any invoice, and
 * before a charge when the wizard asks first (checkExistHotel, order/booking/pay's claim_post_id).
 * If writing fails after the card was charged (the e-mail is taken, the hotel's owner was verified
 * a moment ago), the charge is refunded and the answer says so.
 */
export async function createOrClaimBusiness(deps: SignupDeps, request: CreateOrClaimRequest): Promise<CreateOrClaimResult> {
  const email = normaliseEmail(request.email);
  const isAdvisor = request.type === "advisor";
  const names = request.firstname || request.lastname ? { firstname: request.firstname ?? null, lastname: request.lastname ?? null } : splitName(request.name);
  let plan: Plan;
  let registration: Omit<RegisterBusinessRequest, "payment">;
  if (isAdvisor) {
    const errors = advisorSignupErrors({
      firstName: names.firstname ?? "",
      lastName: names.lastname ?? "",
      email,
      number: request.phone ?? "",
      agencyName: request.title,
    });
    if (Object.keys(errors).length > 0) refuse(errors, { firstName: "firstname", lastName: "lastname", number: "phone", agencyName: "title" });
    if (request.status === "claim") throw invalid("status", "Travel advisors create a profile; there is none to claim.");
    plan = advisorPlan(request.user_type);
    registration = {
      kind: "advisor",
      email,
      name: request.title,
      ...names,
      submission: { contactFirstName: names.firstname, contactLastName: names.lastname, phone: request.phone?.trim() ?? null, organisationName: request.title.trim(), plan: plan.product },
      profile: {
        mode: "create",
        listing: { type: "advisor", title: `${[names.firstname, names.lastname].filter(Boolean).join(" ")}`.trim() || request.title.trim(), phone: request.phone?.trim() ?? null, details: { agencyName: request.title.trim(), plan: plan.product === "advisor-featured" ? "featured" : "basic" } },
      },
    };
  } else {
    const errors = hotelSignupErrors({
      hotelName: request.title,
      website: request.website ?? "",
      fullName: request.name,
      email,
      noOfRooms: request.no_of_rooms ?? "",
      rating: request.rating ?? "",
      address: request.address ?? "",
      terms: true,
    });
    if (Object.keys(errors).length > 0) refuse(errors, { hotelName: "title", fullName: "name", noOfRooms: "no_of_rooms" });
    const tier = hotelTierFor(request.no_of_rooms ?? "")!;
    plan = { product: "hotel", tierId: tier.id, fullCents: tier.cents, description: `Hotel listing (${tier.label} rooms), one year` };
    const isSpotlight = /^spotlight$/i.test((request.user_type ?? "").trim());
    let profile: RegisterBusinessRequest["profile"];
    if (request.status === "claim") {
      // The post of checkExistHotel; an app that sends only the title claims the hotel it names.
      const listingId = request.post_id ?? (await findExistingListing(deps, { kind: "hotel", name: request.title }))?.id ?? null;
      if (listingId === null || !Number.isSafeInteger(listingId)) throw new AppError("NOT_FOUND", "No hotel profile to claim was found. Please create a new profile.");
      profile = { mode: "claim", listingId };
    } else {
      // An address typed without a suggestion still names a place, so requests for it reach the
      // hotel (decision 040); one that names none stays as typed, refused for nothing.
      const place = await resolveTypedAddress(deps, request.address);
      profile = {
        mode: "create",
        listing: {
          type: isSpotlight ? "property" : "basic",
          title: request.title.trim(),
          city: place?.city ?? null,
          region: place?.region ?? null,
          country: place?.country ?? null,
          latitude: place?.latitude ?? null,
          longitude: place?.longitude ?? null,
          website: request.website ?? null,
          starRating: Number(request.rating),
          details: { address: request.address?.trim() ?? null, roomsTier: tier.label },
        },
      };
    }
    registration = {
      kind: "hotel",
      email,
      name: request.title,
      ...names,
      submission: {
        contactName: request.name.trim(),
        organisationName: request.title.trim(),
        website: request.website?.trim() || null,
        address: request.address?.trim() ?? null,
        roomsTier: tier.label,
        starRating: Number(request.rating),
        plan: isSpotlight ? "spotlight" : "free",
        phone: request.phone?.trim() || null,
      },
      profile,
    };
  }

  // 300+ and Multi-property are priced by quote: always invoiced (docs/product.md §4).
  const isInvoice = request.is_invoice || plan.fullCents === BY_QUOTE;
  const message = isAdvisor
    ? BUSINESS_SIGNUP_MESSAGES.advisorCreated
    : registration.profile.mode === "claim"
      ? BUSINESS_SIGNUP_MESSAGES.profileClaimed
      : BUSINESS_SIGNUP_MESSAGES.profileCreated;

  const { profile } = registration;
  if (isInvoice) {
    const coupon = await invoiceCoupon(deps, plan, request.coupon);
    const pending = await pendingInvoiceAccount(deps, email, registration.kind);
    // Before any invoice: a hotel with a verified owner cannot be claimed.
    if (!pending && profile.mode === "claim") await claimableListing(deps.db, { kind: registration.kind, listingId: profile.listingId });
    const account = pending ?? (await registerBusiness(deps, { ...registration, payment: { method: "invoice" } }));
    await sendSignupInvoice(deps, account, plan, coupon);
    return { status: 200, message, account, claim: claimAnswerOf(account) };
  }

  const intent = await verifiedCardPayment(deps, request, plan, email);
  const payment: BusinessPayment = { method: "card", providerPaymentId: intent.id, amountCents: intent.amountCents, couponName: intent.metadata.coupon ?? null };
  try {
    const account = await registerBusiness(deps, { ...registration, payment });
    return { status: 200, message, account, claim: claimAnswerOf(account) };
  } catch (error) {
    const isPaymentTaken = error instanceof AppError && error.message === PAYMENT_ALREADY_USED;
    if (!(error instanceof AppError) || isPaymentTaken) throw error;
    // The charge is this sign-up's and nothing was written: give it back (once, decision 018), and say so.
    const refund = await refundPayment(deps, {
      providerPaymentId: intent.id,
      reason: `business signup refused: ${error.message}`,
      email,
      // The answer states it on the page; the e-mail keeps it for someone who closed the page.
      alsoInTransaction: (tx) => queueRefundEmail({ ...deps, db: tx }, { provider: deps.payments.kind, providerPaymentId: intent.id, explanation: error.message }).then(() => undefined),
    });
    const stated = `${error.message} ${CLAIM_MESSAGES.refunded(refund.amountCents)}`;
    const fieldErrors = error.fieldErrors
      ? Object.fromEntries(Object.entries(error.fieldErrors).map(([field, messages]) => [field, messages.map((text) => `${text} ${CLAIM_MESSAGES.refunded(refund.amountCents)}`)]))
      : undefined;
    throw new AppError(error.code, stated, fieldErrors);
  }
}
