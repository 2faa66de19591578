import type { AdminRole } from "../../core/admin-roles";
import { eq, sql } from "drizzle-orm";
import type { Config } from "../config";
import type { Clock } from "../kernel/clock";
import { hashPassword } from "../domain/accounts/passwords";
import type { Database } from "../db/client";
import { users } from "../db/schema/accounts";
import { businessAccounts, type BusinessSubmission } from "../db/schema/business";
import { ADVISOR_FEATURED_CENTS, DESTINATION_SIGNUP_CENTS, hotelTierFor } from "../../core/pricing";
import { listings } from "../db/schema/catalogue";
import { payments, type PaymentPurpose } from "../db/schema/payments";
import { CURRENCY } from "../../core/money";
import { seedDemoDeals } from "./seed-demo-deals";

/** The one password of every demo account (README "Demo accounts"). */
export const DEMO_PASSWORD = "amora-demo-2026";

export type DemoAccount = {
  email: string;
  firstname: string;
  lastname: string;
  role: "traveler" | "business" | "admin";
  /** What the account shows off, for the README table. */
  description: string;
  isVip?: boolean;
  /** An admin's console role (core/admin-roles.ts). */
  adminRole?: AdminRole;
};

/** Invented people, one per kind of account the product has. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: "member@amora.travel",
    firstname: "Sofia",
    lastname: "Marin",
    role: "traveler",
    description: "Free Pass member",
  },
  {
    email: "vip@amora.travel",
    firstname: "Julia",
    lastname: "Bennett",
    role: "traveler",
    description: "VIP Access member with a new offer and a message from the demo hotel",
    isVip: true,
  },
  { email: "hotel@amora.travel", firstname: "Marco", lastname: "Rossi", role: "business", description: "hotel owner" },
  {
    email: "advisor@amora.travel",
    firstname: "Elena",
    lastname: "Vargas",
    role: "business",
    description: "travel advisor",
  },
  {
    email: "destination@amora.travel",
    firstname: "Kenji",
    lastname: "Sato",
    role: "business",
    description: "destination",
  },
  { email: "admin@amora.travel", firstname: "Alex", lastname: "Morgan", role: "admin", adminRole: "owner", description: "administrator (owner)" },
  { email: "support@amora.travel", firstname: "Priya", lastname: "Nair", role: "admin", adminRole: "support", description: "administrator (support)" },
  { email: "editor@amora.travel", firstname: "Lucas", lastname: "Moreau", role: "admin", adminRole: "content_editor", description: "administrator (content editor)" },
];

/** The SKU of the yearly VIP Access plan (docs/product.md §9: $99 a year). */
export const VIP_SKU = "vip_access_yearly";

/**
 * Demo accounts belong to the embedded database only: they share a published password, so a
 * database given by DATABASE_URL (production, staging) never gets them, whatever SEED_DEMO says.
 */
export function shouldSeedDemoAccounts(config: Pick<Config, "seedDemo" | "databaseUrl">): boolean {
  return config.seedDemo && config.databaseUrl === undefined;
}

/**
 * Adds the accounts of DEMO_ACCOUNTS that are missing, and leaves existing ones as they are (a
 * demo member who changed a name or a password keeps it). Hashing is the slow part, so it runs
 * once, and only when something is missing: a restart costs one query.
 */
export async function seedDemoAccounts({ db, clock }: { db: Database; clock: Clock }): Promise<{ created: string[] }> {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(
      sql`lower(${users.email}) in (${sql.join(
        emails.map((email) => sql`${email}`),
        sql`, `,
      )})`,
    );
  const present = new Set(existing.map((row) => row.email.toLowerCase()));
  const missing = DEMO_ACCOUNTS.filter((account) => !present.has(account.email));
  if (missing.length === 0) return { created: [] };

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = clock.now();
  const yearLater = new Date(now);
  yearLater.setUTCFullYear(yearLater.getUTCFullYear() + 1);
  const created = await db
    .insert(users)
    .values(
      missing.map((account) => ({
        email: account.email,
        passwordHash,
        firstname: account.firstname,
        lastname: account.lastname,
        role: account.role,
        adminRole: account.adminRole ?? null,
        subscriptionSku: account.isVip ? VIP_SKU : null,
        subscriptionExpiresAt: account.isVip ? yearLater : null,
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      })),
    )
    // Another process seeding at the same moment: the unique e-mail index keeps one of each.
    .onConflictDoNothing()
    .returning({ email: users.email });
  await seedDemoBusinessAccounts(db, now);
  await seedDemoDeals(db, now);
  return { created: created.map((row) => row.email) };
}

/**
 * The demo businesses' accounts, one in each state of /checkstatus: the hotel owner active and
 * owning the flagship hotel, the advisor in review, the destination in active. Added once.
 */
async function seedDemoBusinessAccounts(db: Database, now: Date): Promise<void> {
  const hotelCents = hotelTierFor("Up to 50")?.cents;
  if (typeof hotelCents !== "number") throw new Error("The smallest hotel tier has no card price");
  // Each paid by card on the day of seeding (the hotel's smallest tier, the Featured advisor, the
  // destination's listing), so the dashboards show a running plan.
  const plans: {
    email: string;
    kind: "hotel" | "advisor" | "destination";
    status: "active" | "in_review" | "in_active";
    name: string;
    listingSlug: string | null;
    submission: BusinessSubmission;
    amountCents: number;
    purpose: PaymentPurpose;
  }[] = [
    { email: "hotel@amora.travel", kind: "hotel", status: "active", name: "Villa Rosa Amalfi", listingSlug: "villa-rosa-amalfi", submission: { roomsTier: "Up to 50", plan: "spotlight" }, amountCents: hotelCents, purpose: "hotel" },
    { email: "advisor@amora.travel", kind: "advisor", status: "in_review", name: "Vargas Romance Travel", listingSlug: null, submission: { plan: "advisor-featured" }, amountCents: ADVISOR_FEATURED_CENTS, purpose: "advisor-featured" },
    { email: "destination@amora.travel", kind: "destination", status: "in_active", name: "Kyoto Tourism Board", listingSlug: null, submission: {}, amountCents: DESTINATION_SIGNUP_CENTS, purpose: "destination" },
  ];
  for (const plan of plans) {
    const [user] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.email}) = ${plan.email}`);
    if (!user) continue;
    const [listing] = plan.listingSlug ? await db.select({ id: listings.id }).from(listings).where(eq(listings.slug, plan.listingSlug)) : [];
    // The card payment itself, as the signup would have recorded it: its receipt is on the dashboard.
    const providerPaymentId = `pi_demo_${plan.kind}`;
    await db
      .insert(payments)
      .values({
        provider: "test",
        providerPaymentId,
        purpose: plan.purpose,
        amountCents: plan.amountCents,
        currency: CURRENCY,
        userId: user.id,
        email: plan.email,
        createdAt: now,
      })
      .onConflictDoNothing();
    await db
      .insert(businessAccounts)
      .values({
        userId: user.id,
        kind: plan.kind,
        status: plan.status,
        mode: listing ? "claim" : "create",
        email: plan.email,
        name: plan.name,
        submission: { organisationName: plan.name, ...plan.submission },
        listingId: listing?.id ?? null,
        // Its claim was verified (decision 033): the demo hotel owns its listing.
        claimListingId: listing?.id ?? null,
        claimStatus: listing ? "verified" : null,
        claimVerifiedBy: listing ? "admin" : null,
        claimVerifiedAt: listing ? now : null,
        paymentMethod: "card",
        providerPaymentId,
        amountCents: plan.amountCents,
        paidAt: now,
        createdAt: now,
        updatedAt: now,
        statusChangedAt: plan.status === "in_review" ? null : now,
      })
      .onConflictDoNothing();
  }
}
