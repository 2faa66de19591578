import { eq } from "drizzle-orm";
import { planInWords } from "../../../core/business-plan";
import {
  PLAN_MESSAGES,
  planProductOf,
  planStateInWords,
  planStateOf,
  planTermOf,
  planYearCents,
  termInWords,
  upgradeQuoteOf,
  type PlanProduct,
  type PlanState,
  type PlanTerm,
  type UpgradeQuote,
} from "../../../core/plan-term";
import { autoRenewInWords, type ShownCard } from "../../../core/plan-auto-renew";
import { applyCoupon, BY_QUOTE } from "../../../core/pricing";
import type { PaymentProvider } from "../../adapters/payments/payment-provider";
import type { Config } from "../../config";
import type { Database, Transaction } from "../../db/client";
import { businessAccounts, type BusinessAccountRow } from "../../db/schema/business";
import { listings } from "../../db/schema/catalogue";
import { invoices } from "../../db/schema/payments";
import type { JobQueue } from "../../jobs/job-queue";
import type { Clock } from "../../kernel/clock";
import { AppError } from "../../kernel/errors";
import type { CatalogueCache } from "../catalogue/catalogue-cache";
import { usableCouponPercent } from "./plan-coupon";

/** What the plan's functions need (a subset of AppServices). */
export type PlanDeps = {
  db: Database;
  clock: Clock;
  payments: PaymentProvider;
  jobs: JobQueue;
  config: Pick<Config, "productName" | "publicUrl" | "apiSiteUrl">;
  catalogueCache?: CatalogueCache;
  /** The request's origin, for links in e-mails when PUBLIC_URL is not set. */
  origin?: string | undefined;
};

/** The plan a business holds now: an upgrade's, else the signup's. */
export function planOf(account: Pick<BusinessAccountRow, "currentPlan" | "submission">): string | null {
  return account.currentPlan ?? account.submission.plan ?? null;
}

export function productOf(account: BusinessAccountRow): PlanProduct {
  return planProductOf({ kind: account.kind, plan: planOf(account), roomsTier: account.submission.roomsTier ?? null });
}

export function termOf(account: BusinessAccountRow): PlanTerm | null {
  return planTermOf({ paidAt: account.paidAt?.toISOString() ?? null, termStartsAt: account.termStartsAt?.toISOString() ?? null, termEndsAt: account.termEndsAt?.toISOString() ?? null });
}

export function stateOf(account: BusinessAccountRow, now: Date): PlanState {
  return planStateOf(
    {
      paidAt: account.paidAt?.toISOString() ?? null,
      paymentMethod: account.paymentMethod,
      termStartsAt: account.termStartsAt?.toISOString() ?? null,
      termEndsAt: account.termEndsAt?.toISOString() ?? null,
      cancelAtTermEnd: account.cancelAtTermEnd,
    },
    now,
  );
}

/** The business's account, or 403 for a signed-in member without one. */
export async function ownPlanAccount(db: Database | Transaction, userId: number, { lock = false } = {}): Promise<BusinessAccountRow> {
  const query = db.select().from(businessAccounts).where(eq(businessAccounts.userId, userId)).limit(1);
  const [account] = lock ? await query.for("update") : await query;
  if (!account) throw new AppError("FORBIDDEN", PLAN_MESSAGES.notBusiness);
  return account;
}

/** What each action would charge now, or why it is not offered. */
export type PlanPrices = {
  /** A year at today's list price; null when priced by quote (renew by invoice). */
  renewCents: number | null;
  upgrade: UpgradeQuote | null;
  /** Pay later: the plan's price with the coupon chosen at signup while it is still valid. */
  pay: { cents: number; couponName: string | null } | null;
};

export type PlanView = {
  accountId: number;
  kind: BusinessAccountRow["kind"];
  name: string;
  product: PlanProduct;
  /** "Spotlight hotel, 101-200 rooms, $2,500 a year, renews 12 March 2027". */
  words: string;
  state: PlanState;
  stateWords: string;
  term: PlanTerm | null;
  termWords: string | null;
  cancelAtTermEnd: boolean;
  /** When the listing was returned to the limited state; null while the plan runs. */
  expiredAt: string | null;
  /** An open renewal invoice's number (INV-000042), when one was asked for. */
  renewalInvoice: { number: string; amountCents: number | null } | null;
  prices: PlanPrices;
  /** Automatic renewal with the kept card (decision 038): on or off, the card shown, in words. */
  autoRenew: { on: boolean; card: ShownCard | null; words: string };
  can: {
    pay: boolean;
    renewByCard: boolean;
    renewByInvoice: boolean;
    upgrade: boolean;
    cancel: boolean;
    undoCancel: boolean;
    turnAutoRenewOn: boolean;
    turnAutoRenewOff: boolean;
  };
};

/** Whether the kept card renews this plan: on, a card kept, not cancelled at its end. */
export function autoRenewsOf(account: BusinessAccountRow): boolean {
  return account.autoRenew && account.savedCard !== null && !account.cancelAtTermEnd;
}

/** 'INV-000042' (as send-invoice.ts numbers them). */
function invoiceNumberOf(id: number): string {
  return `INV-${String(id).padStart(6, "0")}`;
}

/** The price of paying an unpaid plan now: the list price, less the signup's coupon while it is usable. */
export async function payLaterPrice(db: Database | Transaction, account: BusinessAccountRow, now: Date): Promise<{ cents: number; couponName: string | null } | null> {
  const year = planYearCents({ kind: account.kind, plan: planOf(account), roomsTier: account.submission.roomsTier ?? null });
  if (year === BY_QUOTE) return null;
  const product = productOf(account);
  if (product === "advisor-featured" && account.couponName) {
    const percent = await usableCouponPercent(db, account.couponName, now);
    if (percent !== undefined) return { cents: applyCoupon(year, percent), couponName: account.couponName };
  }
  return { cents: year, couponName: null };
}

export async function planViewOf(db: Database | Transaction, account: BusinessAccountRow, now: Date): Promise<PlanView> {
  const state = stateOf(account, now);
  const term = termOf(account);
  const product = productOf(account);
  const year = planYearCents({ kind: account.kind, plan: planOf(account), roomsTier: account.submission.roomsTier ?? null });
  const isPaid = term !== null;
  const isExpired = state === "expired";
  const canUpgrade = product === "advisor-basic" && isPaid && !isExpired;
  const pay = state === "unpaid" ? await payLaterPrice(db, account, now) : null;
  let renewalInvoice: PlanView["renewalInvoice"] = null;
  if (account.renewalInvoiceId !== null) {
    const [invoice] = await db.select({ id: invoices.id, amountCents: invoices.amountCents, status: invoices.status }).from(invoices).where(eq(invoices.id, account.renewalInvoiceId));
    if (invoice && invoice.status === "open") renewalInvoice = { number: invoiceNumberOf(invoice.id), amountCents: invoice.amountCents };
  }
  const canRenew = isPaid && state !== "cancelled";
  const card = account.savedCard ? { brand: account.savedCard.brand, last4: account.savedCard.last4 } : null;
  const autoRenews = autoRenewsOf(account) && !isExpired;
  return {
    accountId: account.id,
    kind: account.kind,
    name: account.name,
    product,
    words: planInWords({
      kind: account.kind,
      plan: planOf(account),
      roomsTier: account.submission.roomsTier ?? null,
      amountCents: account.amountCents,
      couponName: account.couponName,
      paidAt: account.paidAt?.toISOString() ?? null,
      paymentMethod: account.paymentMethod,
      termEndsAt: term?.endsAt ?? null,
      termVerb: state === "expired" ? "ended" : account.cancelAtTermEnd ? "ends" : "renews",
    }),
    state,
    stateWords: planStateInWords(state, term, now),
    term,
    termWords: term ? termInWords(term) : null,
    cancelAtTermEnd: account.cancelAtTermEnd,
    expiredAt: account.planExpiredAt?.toISOString() ?? null,
    renewalInvoice,
    prices: {
      renewCents: year === BY_QUOTE ? null : year,
      upgrade: canUpgrade && term ? upgradeQuoteOf({ term, now }) : null,
      pay,
    },
    can: {
      pay: pay !== null,
      renewByCard: canRenew && year !== BY_QUOTE,
      renewByInvoice: canRenew && renewalInvoice === null,
      upgrade: canUpgrade,
      cancel: isPaid && !isExpired && !account.cancelAtTermEnd,
      undoCancel: isPaid && !isExpired && account.cancelAtTermEnd,
      turnAutoRenewOn: isPaid && !isExpired && card !== null && !account.cancelAtTermEnd && !account.autoRenew,
      turnAutoRenewOff: autoRenews,
    },
    autoRenew: { on: autoRenews, card, words: autoRenewInWords({ on: autoRenews, card, termEndsAt: term?.endsAt ?? null }) },
  };
}

/** The signed-in business's plan, in words and with what it can do now. */
export async function getBusinessPlan({ db, clock }: Pick<PlanDeps, "db" | "clock">, { userId }: { userId: number }): Promise<PlanView> {
  return planViewOf(db, await ownPlanAccount(db, userId), clock.now());
}

/**
 * Gives the listing back what the plan's expiry took (decision 038): its type, its status (when
 * the account is still active) and its featured mark. Called in the renewal's transaction.
 */
export async function restoreLapsedListing(tx: Transaction, account: BusinessAccountRow, now: Date): Promise<void> {
  if (account.planExpiredAt === null) return;
  if (account.listingId !== null && account.lapsedListing) {
    const lapsed = account.lapsedListing;
    await tx
      .update(listings)
      .set({
        type: lapsed.type as typeof listings.$inferInsert.type,
        isFeatured: lapsed.isFeatured,
        ...(account.status === "active" ? { status: lapsed.status } : {}),
        updatedAt: now,
      })
      .where(eq(listings.id, account.listingId));
  }
  await tx.update(businessAccounts).set({ planExpiredAt: null, lapsedListing: null, updatedAt: now }).where(eq(businessAccounts.id, account.id));
}
