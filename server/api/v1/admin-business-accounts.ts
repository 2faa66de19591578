import { ADMIN_BUSINESS_DONE } from "../../../core/admin-business-accounts";
import * as contracts from "../../../core/contracts/admin-business-accounts";
import { invoiceNumber } from "../../../core/invoices";
import { listingPath } from "../../../core/listing-path";
import { getBusinessAccount, type AccountListing } from "../../domain/admin/business-accounts/get-business-account";
import { mergeBusinessAccounts } from "../../domain/admin/business-accounts/merge-accounts";
import { reassignListing } from "../../domain/admin/business-accounts/reassign-listing";
import { releaseClaim } from "../../domain/admin/business-accounts/release-claim";
import { planOf } from "../../domain/billing/business-plan";
import { requestOrigin } from "../../http/request-origin";
import type { AppServices } from "../../app-context";
import type { FastifyRequest } from "fastify";
import { toSummary } from "./business-account-summary";
import type { ApiRegistry } from "./route";

const deps = (services: AppServices, request: FastifyRequest) => ({ ...services, origin: requestOrigin(services, request) });
const iso = (date: Date | null) => date?.toISOString() ?? null;
const listingOut = (listing: AccountListing | null) =>
  listing ? { id: listing.id, title: listing.title, type: listing.type, status: listing.status, path: listingPath(listing.type, listing.slug) } : null;

/** The handlers of core/contracts/admin-business-accounts.ts (issue 20). */
export function registerAdminBusinessAccountRoutes(api: ApiRegistry): void {
  api.route(contracts.getBusinessAccount, async ({ params, services }) => {
    const detail = await getBusinessAccount(services, params.id);
    const { account } = detail;
    return {
      data: {
        ...toSummary({ ...account, claimTokenHash: null, savedCard: null }),
        submission: account.submission,
        plan: planOf(account),
        term_starts_at: iso(account.termStartsAt),
        term_ends_at: iso(account.termEndsAt),
        cancel_at_term_end: account.cancelAtTermEnd,
        auto_renew: account.autoRenew,
        saved_card: account.savedCard,
        amount_cents: account.amountCents,
        coupon_name: account.couponName,
        invoice_id: account.invoiceId,
        claim_verification_email: account.claimVerificationEmail,
        claim_evidence: account.claimEvidence,
        claim_verified_at: iso(account.claimVerifiedAt),
        claim_approved_by: detail.claimApprovedByEmail,
        status_changed_at: iso(account.statusChangedAt),
        status_changed_by: detail.statusChangedByEmail,
        listing: listingOut(detail.listing),
        claim_listing: listingOut(detail.claimListing),
        payments: detail.payments.map((payment) => ({
          id: payment.id,
          purpose: payment.purpose,
          amount_cents: payment.amountCents,
          currency: payment.currency,
          status: payment.status,
          coupon_name: payment.couponName,
          provider_payment_id: payment.providerPaymentId,
          refunded_at: iso(payment.refundedAt),
          created_at: payment.createdAt.toISOString(),
        })),
        invoices: detail.invoices.map((invoice) => ({
          id: invoice.id,
          number: invoiceNumber(invoice.id),
          purpose: invoice.purpose,
          amount_cents: invoice.amountCents,
          currency: invoice.currency,
          status: invoice.status,
          description: invoice.description,
          coupon_name: invoice.couponName,
          paid_at: iso(invoice.paidAt),
          created_at: invoice.createdAt.toISOString(),
        })),
        counts: detail.counts,
        audit: detail.audit.map((entry) => ({
          id: entry.id,
          actor_email: entry.actorEmail,
          actor_role: entry.actorRole,
          event: entry.event,
          summary: entry.summary,
          before: entry.before,
          after: entry.after,
          created_at: entry.createdAt.toISOString(),
        })),
      },
    };
  });

  api.route(contracts.releaseBusinessClaim, async ({ params, body, admin, services, request }) => {
    const { account, listingName } = await releaseClaim(deps(services, request), { accountId: params.id, reason: body.reason, admin });
    return { message: ADMIN_BUSINESS_DONE.released(listingName, account.email), data: toSummary(account) };
  });

  api.route(contracts.reassignBusinessListing, async ({ params, body, admin, services, request }) => {
    const done = await reassignListing(deps(services, request), { accountId: params.id, toAccountId: body.to_account_id, reason: body.reason, admin });
    return { message: ADMIN_BUSINESS_DONE.reassigned(done.listingName, done.from.email, done.to.email), data: toSummary(done.from), to: toSummary(done.to) };
  });

  api.route(contracts.mergeBusinessAccounts, async ({ params, body, admin, services, request }) => {
    const done = await mergeBusinessAccounts(deps(services, request), { keepId: params.id, closeId: body.duplicate_id, reason: body.reason, admin });
    return {
      message: ADMIN_BUSINESS_DONE.merged(done.closed.email, done.moved, done.leftBehind),
      data: toSummary(done.kept),
      closed: toSummary(done.closed),
      moved: { listing_id: done.moved.listingId, payments: done.moved.payments, invoices: done.moved.invoices, posts: done.moved.posts, leads: done.moved.leads, deals: done.moved.deals },
      left_behind: done.leftBehind,
    };
  });
}
