import { data } from "react-router";
import { ADMIN_BUSINESS_DONE } from "../../core/admin-business-accounts";
import { adminMay, type AdminAction } from "../../core/admin-roles";
import { formatPlanDay, planInWords } from "../../core/business-plan";
import { formatDollars } from "../../core/money";
import { invoiceNumber } from "../../core/invoices";
import { listingPath } from "../../core/listing-path";
import { getBusinessAccount, type AccountListing } from "../../server/domain/admin/business-accounts/get-business-account";
import { mergeBusinessAccounts } from "../../server/domain/admin/business-accounts/merge-accounts";
import { reassignListing } from "../../server/domain/admin/business-accounts/reassign-listing";
import { releaseClaim } from "../../server/domain/admin/business-accounts/release-claim";
import { planOf } from "../../server/domain/billing/business-plan";
import { approveClaim } from "../../server/domain/signup/claims";
import { setAccountStatus } from "../../server/domain/signup/set-account-status";
import { AppError } from "../../server/kernel/errors";
import { ADMIN_PAGE_HEADERS, adminOutcome, adminPage } from "../admin-view.server";
import { RouteErrorBoundary } from "../components/route-error";
import { AccountDetail, type AccountDetailView } from "../features/admin/business/account-detail";
import type { Route } from "./+types/admin-business-account";

function accountIdOf(text: string | undefined): number {
  if (!text || !/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) throw data(null, { status: 404 });
  return Number(text);
}

/** Another account's id as typed in a form; 0 (refused by the domain as no such account) when it is not a number. */
function otherIdOf(value: FormDataEntryValue | null): number {
  const text = String(value ?? "").trim();
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : 0;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const listingView = (listing: AccountListing | null) => (listing ? { id: listing.id, title: listing.title, status: listing.status, path: listingPath(listing.type, listing.slug) } : null);
const auditText = (state: Record<string, unknown> | null) => (state ? JSON.stringify(state, null, 1) : null);

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const admin = adminPage(context, request, "business_accounts.read");
  const detail = await getBusinessAccount(context.services, accountIdOf(params.id)).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  });
  const { account } = detail;
  const submission = account.submission;
  const contact = submission.contactName ?? ([submission.contactFirstName, submission.contactLastName].filter(Boolean).join(" ") || null);
  const submitted = (
    [
      ["Contact", contact],
      ["Contact's title", submission.title],
      ["Phone", submission.phone],
      ["Organisation", submission.organisationName],
      ["Website", submission.website],
      ["Address", submission.address],
      ["Rooms", submission.roomsTier],
      ["Stars", submission.starRating === null || submission.starRating === undefined ? null : String(submission.starRating)],
      ["Plan chosen", submission.plan],
    ] as [string, string | null | undefined][]
  )
    .filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== "")
    .map(([label, value]) => ({ label, value }));
  const view: AccountDetailView = {
    id: account.id,
    name: account.name,
    email: account.email,
    kind: account.kind,
    mode: account.mode,
    status: account.status,
    submitted,
    plan: planInWords({
      kind: account.kind,
      plan: planOf(account),
      roomsTier: submission.roomsTier ?? null,
      amountCents: account.amountCents,
      couponName: account.couponName,
      paidAt: iso(account.paidAt),
      paymentMethod: account.paymentMethod,
      termEndsAt: iso(account.termEndsAt),
      termVerb: account.planExpiredAt ? "ended" : account.cancelAtTermEnd ? "ends" : "renews",
    }),
    term: account.termStartsAt && account.termEndsAt ? `${formatPlanDay(account.termStartsAt.toISOString())} to ${formatPlanDay(account.termEndsAt.toISOString())}` : null,
    amountCents: account.amountCents,
    couponName: account.couponName,
    paymentMethod: account.paymentMethod,
    isInvoiced: account.invoiceId !== null,
    paidAt: iso(account.paidAt),
    autoRenew: account.autoRenew && account.savedCard ? `Automatic, ${account.savedCard.brand} ending ${account.savedCard.last4}` : account.cancelAtTermEnd ? "Ends at the term's end" : "By hand",
    createdAt: account.createdAt.toISOString(),
    statusChangedAt: iso(account.statusChangedAt),
    statusChangedBy: detail.statusChangedByEmail,
    claim: account.claimStatus
      ? {
          status: account.claimStatus,
          verifiedBy: account.claimVerifiedBy,
          hasLink: account.claimTokenExpiresAt !== null && account.claimStatus === "pending",
          refundCents: account.claimRefundCents,
          verificationEmail: account.claimVerificationEmail,
          evidence: account.claimEvidence,
          verifiedAt: iso(account.claimVerifiedAt),
          approvedBy: detail.claimApprovedByEmail,
        }
      : null,
    listing: listingView(detail.listing),
    claimListing: listingView(detail.claimListing),
    payments: detail.payments.map((payment) => ({
      id: payment.id,
      purpose: payment.purpose,
      amountCents: payment.amountCents,
      status: payment.status,
      couponName: payment.couponName,
      reference: payment.providerPaymentId,
      createdAt: payment.createdAt.toISOString(),
      refundedAt: iso(payment.refundedAt),
    })),
    invoices: detail.invoices.map((invoice) => ({
      id: invoice.id,
      number: invoiceNumber(invoice.id),
      description: invoice.description,
      amountCents: invoice.amountCents,
      status: invoice.status,
      createdAt: invoice.createdAt.toISOString(),
      paidAt: iso(invoice.paidAt),
    })),
    counts: detail.counts,
    audit: detail.audit.map((entry) => ({
      id: entry.id,
      at: entry.createdAt.toISOString(),
      actor: `${entry.actorEmail} (${entry.actorRole.replace("_", " ")})`,
      event: entry.event,
      summary: entry.summary,
      before: auditText(entry.before),
      after: auditText(entry.after),
    })),
  };
  return data(
    {
      productName: context.publicConfig.productName,
      account: view,
      mayReview: adminMay(admin.role, "business_accounts.review"),
      mayMerge: adminMay(admin.role, "business_accounts.merge"),
    },
    { headers: ADMIN_PAGE_HEADERS },
  );
}

const INTENT_ACTIONS: Record<string, AdminAction> = {
  approve: "business_accounts.review",
  reject: "business_accounts.review",
  deactivate: "business_accounts.review",
  "approve-claim": "business_accounts.review",
  "release-claim": "business_accounts.review",
  reassign: "business_accounts.review",
  merge: "business_accounts.merge",
};

/** One review action on this account, named by the form's intent; the outcome says which form it answers. */
export async function action({ context, request, params }: Route.ActionArgs) {
  adminPage(context, request, "business_accounts.read");
  const accountId = accountIdOf(params.id);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const needed = INTENT_ACTIONS[intent];
  if (!needed) return data({ outcome: { kind: "refused" as const, message: "Choose an action on this account.", intent } }, { status: 400 });
  const admin = adminPage(context, request, needed);
  const deps = { ...context.services, origin: context.origin };
  const text = (name: string) => String(form.get(name) ?? "");
  const result = await adminOutcome(async () => {
    switch (intent) {
      case "approve": {
        const row = await setAccountStatus(deps, { accountId, status: "active", note: text("note"), admin });
        return ADMIN_BUSINESS_DONE.approved(row.name, text("note").trim() !== "");
      }
      case "reject":
      case "deactivate": {
        const row = await setAccountStatus(deps, { accountId, status: "in_active", reason: text("reason"), admin });
        return intent === "reject" ? ADMIN_BUSINESS_DONE.rejected(row.name) : ADMIN_BUSINESS_DONE.deactivated(row.name);
      }
      case "approve-claim": {
        const verified = await approveClaim(deps, { accountId, evidence: text("evidence"), admin });
        const closed = verified.losers.length;
        const refunded = verified.losers.reduce((sum, loser) => sum + (loser.refundCents ?? 0), 0);
        const others = closed === 0 ? "" : ` ${closed} other claim${closed === 1 ? " was" : "s were"} closed and e-mailed${refunded > 0 ? `; ${formatDollars(refunded)} was refunded to their cards` : ""}.`;
        return `The claim of ${verified.listingName} by ${verified.account.email} is approved.${others}`;
      }
      case "release-claim": {
        const released = await releaseClaim(deps, { accountId, reason: text("reason"), admin });
        return ADMIN_BUSINESS_DONE.released(released.listingName, released.account.email);
      }
      case "reassign": {
        const done = await reassignListing(deps, { accountId, toAccountId: otherIdOf(form.get("to_account_id")), reason: text("reason"), admin });
        return ADMIN_BUSINESS_DONE.reassigned(done.listingName, done.from.email, done.to.email);
      }
      default: {
        const done = await mergeBusinessAccounts(deps, { keepId: accountId, closeId: otherIdOf(form.get("duplicate_id")), reason: text("reason"), admin });
        return ADMIN_BUSINESS_DONE.merged(done.closed.email, done.moved, done.leftBehind);
      }
    }
  });
  return data({ outcome: { ...result.data.outcome, intent } }, result.init ?? undefined);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `${loaderData?.account.name ?? "Business account"} | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

export default function AdminBusinessAccount({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountDetail account={loaderData.account} mayReview={loaderData.mayReview} mayMerge={loaderData.mayMerge} outcome={actionData?.outcome ?? null} />;
}
