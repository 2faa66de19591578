import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { BUSINESS_SIGNUP_MESSAGES, normaliseWebsite } from "../../../core/business-signup-rules";
import type { ListingType } from "../../../core/listing-types";
import { normaliseEmail } from "../../../core/account-rules";
import { users } from "../../db/schema/accounts";
import { businessAccounts, type BusinessAccountRow, type BusinessKind, type BusinessSubmission } from "../../db/schema/business";
import { listings } from "../../db/schema/catalogue";
import { insertGeneratedCover, uniqueListingSlug } from "../catalogue/new-listing";
import { invalidateCatalogue } from "../catalogue/invalidate-catalogue";
import { AppError } from "../../kernel/errors";
import { brokenUniqueIndex } from "../unique-violation";
import { queueEmail } from "../mail/queue-email";
import type { Transaction } from "../../db/client";
import { alreadyOwnedError, claimableListing, claimVerificationFor, sendClaimLink, type ClaimableListing } from "./claims";
import { dashboardUrl, type SignupDeps } from "./signup-deps";

/** The listing a new profile creates: in review, not public, until an admin activates it. */
export type NewProfile = {
  type: ListingType;
  title: string;
  city?: string | null;
  region?: string | null;
  country?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  website?: string | null;
  phone?: string | null;
  starRating?: number | null;
  details?: Record<string, unknown>;
};

export type BusinessPayment =
  | { method: "card"; providerPaymentId: string; amountCents: number; couponName: string | null }
  | { method: "invoice" }
  | null;

export type RegisterBusinessRequest = {
  kind: BusinessKind;
  email: string;
  /** The hotel, agency or destination name. */
  name: string;
  firstname: string | null;
  lastname: string | null;
  submission: BusinessSubmission;
  /** `create` a new profile, or `claim` the listing with this id. */
  profile: { mode: "create"; listing: NewProfile } | { mode: "claim"; listingId: number };
  payment: BusinessPayment;
};

/** The card payment named pays for another account already: it is not this sign-up's to refund. */
export const PAYMENT_ALREADY_USED = "This payment was already used for another account.";

const EMAIL_TAKEN = new AppError("BAD_REQUEST", BUSINESS_SIGNUP_MESSAGES.emailAlreadyExists, { email: [BUSINESS_SIGNUP_MESSAGES.emailAlreadyExists] });

async function assertEmailFree(tx: Transaction, email: string): Promise<void> {
  const [user] = await tx.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${email}`).limit(1);
  const [account] = await tx
    .select({ id: businessAccounts.id })
    .from(businessAccounts)
    .where(sql`lower(${businessAccounts.email}) = ${email}`)
    .limit(1);
  if (user || account) throw EMAIL_TAKEN;
}

async function createProfileListing(tx: Transaction, profile: NewProfile, email: string, now: Date, attempt: number): Promise<number> {
  const suffix = attempt >= RANDOM_SLUG_FROM_ATTEMPT ? `${profile.type}-${randomBytes(3).toString("hex")}` : profile.type;
  const slug = await uniqueListingSlug(tx, profile.title, { suffix, fallback: profile.type });
  const details = profile.details ?? {};
  const [row] = await tx
    .insert(listings)
    .values({
      type: profile.type,
      slug,
      title: profile.title,
      city: profile.city ?? null,
      region: profile.region ?? null,
      country: profile.country ?? null,
      latitude: profile.latitude ?? null,
      longitude: profile.longitude ?? null,
      website: normaliseWebsite(profile.website ?? undefined),
      phone: profile.phone ?? null,
      email,
      starRating: profile.starRating ?? null,
      status: "in_review",
      details,
      publishedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: listings.id });
  if (!row) throw new Error("listing insert returned no row");
  await insertGeneratedCover(
    tx,
    { id: row.id, type: profile.type, slug, title: profile.title, city: profile.city ?? null, country: profile.country ?? null, region: profile.region ?? null, category: null, details },
    now,
  );
  return row.id;
}

/**
 * One transaction (decision 019): the business's user (role business, signs in with an e-mail
 * code), its listing (a new one in review, or the claimed one), the account in review with its
 * payment, and the "under review" e-mail. An e-mail already used is a 400 'Email already exists.'.
 * A claim is pending (decision 033): it keeps the listing in `claim_listing_id` and locks nothing;
 * when the claimant's address is on the listing's website domain, the verification link is sent.
 * A listing that already has a verified owner is a 409.
 */
export async function registerBusiness(deps: SignupDeps, request: RegisterBusinessRequest): Promise<BusinessAccountRow> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await registerOnce(deps, request, attempt);
    } catch (error) {
      const index = brokenUniqueIndex(error);
      if (index === undefined) throw error;
      // Another new profile took the same slug between our look-up and our insert: the whole
      // transaction rolled back, so the next try picks the next free slug (see createProfileListing).
      if (index === "listings_slug_unique" && attempt < SLUG_ATTEMPTS) continue;
      throw conflictFor(index, error);
    }
  }
}

/**
 * Each round of a slug race has one winner, so simultaneous sign-ups with one name would need a
 * round each; from RANDOM_SLUG_FROM_ATTEMPT on, the slug carries a random part and cannot collide.
 */
const SLUG_ATTEMPTS = 4;
const RANDOM_SLUG_FROM_ATTEMPT = 3;

/** What each unique index of the sign-up transaction means to the business signing up. */
function conflictFor(index: string, error: unknown): unknown {
  switch (index) {
    case "business_accounts_listing_unique":
      return alreadyOwnedError();
    case "business_accounts_payment_unique":
      return new AppError("CONFLICT", PAYMENT_ALREADY_USED);
    case "users_email_unique":
    case "business_accounts_email_unique":
      // Another sign-up with this address committed first.
      return EMAIL_TAKEN;
    default:
      return error;
  }
}

async function registerOnce(deps: SignupDeps, request: RegisterBusinessRequest, attempt: number): Promise<BusinessAccountRow> {
  const { db, clock, jobs, config, origin, catalogueCache } = deps;
  const email = normaliseEmail(request.email);
  const account = await db.transaction(async (tx) => {
    const now = clock.now();
    await assertEmailFree(tx, email);
    let listingId: number | null = null;
    let claimed: ClaimableListing | null = null;
    if (request.profile.mode === "claim") {
      claimed = await claimableListing(tx, { kind: request.kind, listingId: request.profile.listingId });
    } else {
      listingId = await createProfileListing(tx, request.profile.listing, email, now, attempt);
    }
    const [user] = await tx
      .insert(users)
      .values({ email, firstname: request.firstname, lastname: request.lastname, role: "business", createdAt: now, updatedAt: now })
      .returning({ id: users.id });
    if (!user) throw new Error("user insert returned no row");
    const { payment } = request;
    const [row] = await tx
      .insert(businessAccounts)
      .values({
        userId: user.id,
        kind: request.kind,
        status: "in_review",
        mode: request.profile.mode,
        email,
        name: request.name.trim(),
        submission: request.submission,
        listingId,
        claimListingId: claimed?.id ?? null,
        claimStatus: claimed ? "pending" : null,
        paymentMethod: payment?.method ?? null,
        providerPaymentId: payment?.method === "card" ? payment.providerPaymentId : null,
        amountCents: payment?.method === "card" ? payment.amountCents : null,
        couponName: payment?.method === "card" ? payment.couponName : null,
        paidAt: payment?.method === "card" ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("business account insert returned no row");
    const isLinkSent = claimed !== null && claimVerificationFor(email, claimed) === "email";
    if (claimed && isLinkSent) await sendClaimLink(tx, deps, row, claimed);
    await queueEmail({
      db: tx,
      jobs,
      clock,
      config,
      origin,
      to: email,
      template: { name: "business-account-status", status: "in_review", businessName: row.name, dashboardUrl: dashboardUrl(deps) },
    });
    return isLinkSent ? { ...row, claimVerificationEmail: email } : row;
  });
  if (request.profile.mode === "create") invalidateCatalogue({ cache: catalogueCache });
  return account;
}
