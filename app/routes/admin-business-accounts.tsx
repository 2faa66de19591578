import { data, type AppLoadContext } from "react-router";
import { ACCOUNT_STATUS_LABELS, BUSINESS_ACCOUNT_STATUSES, type BusinessAccountStatus } from "../../core/business-signup-rules";
import { headMeta } from "../components/head-meta";
import { AdminAccountsView } from "../features/business-signup/admin-accounts-view";
import { metaOrError } from "../components/route-error";
import { loadPageHead } from "../page-head.server";
import { AppError } from "../../server/kernel/errors";
import { adminPage } from "../admin-view.server";
import { listBusinessAccounts } from "../../server/domain/signup/list-business-accounts";
import { setAccountStatus } from "../../server/domain/signup/set-account-status";
import { approveClaim } from "../../server/domain/signup/claims";
import { formatDollars } from "../../core/money";
import type { Route } from "./+types/admin-business-accounts";


const statusOf = (value: string | null): BusinessAccountStatus | null =>
  BUSINESS_ACCOUNT_STATUSES.find((status) => status === value) ?? null;

export async function loader({ context, request }: Route.LoaderArgs) {
  adminPage(context, request, "business_accounts.read");
  const url = new URL(request.url);
  const filter = statusOf(url.searchParams.get("status"));
  const pageText = url.searchParams.get("page") ?? "1";
  const page = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1;
  const list = await listBusinessAccounts(context.services, { ...(filter ? { status: filter } : {}), page });
  const head = await loadPageHead(context, request, {
    fallback: { title: `Business Accounts | ${context.publicConfig.productName}`, description: "Review business accounts." },
  });
  return data(
    {
      head,
      filter,
      page: list.page,
      lastPage: list.lastPage,
      total: list.total,
      rows: list.items.map((row) => ({
        id: row.id,
        kind: row.kind,
        status: row.status,
        mode: row.mode,
        name: row.name,
        email: row.email,
        isPaid: row.paidAt !== null,
        paymentMethod: row.paymentMethod,
        createdAt: row.createdAt.toISOString(),
        claim: row.claimStatus
          ? { status: row.claimStatus, listingId: row.claimListingId, verifiedBy: row.claimVerifiedBy, hasLink: row.claimTokenHash !== null, refundCents: row.claimRefundCents }
          : null,
      })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** Activate or deactivate one account (the transition table decides what is allowed). */
export async function action({ context, request }: Route.ActionArgs) {
  const admin = adminPage(context, request, "business_accounts.review");
  const form = await request.formData();
  const accountId = Number(form.get("accountId"));
  if (form.get("intent") === "approve-claim") return approve(context, admin.userId, accountId, String(form.get("evidence") ?? ""));
  const status = statusOf(String(form.get("status") ?? ""));
  if (!Number.isSafeInteger(accountId) || accountId <= 0 || (status !== "active" && status !== "in_active")) {
    return data({ outcome: { kind: "refused" as const, message: "Choose an account and Activate or Deactivate." } }, { status: 400 });
  }
  try {
    const row = await setAccountStatus({ ...context.services, origin: context.origin }, { accountId, status, adminId: admin.userId });
    return { outcome: { kind: "done" as const, message: `${row.name} is now ${ACCOUNT_STATUS_LABELS[row.status]}. The business was e-mailed.` } };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      return data({ outcome: { kind: "refused" as const, message: error.message } }, { status: error.status });
    }
    throw error;
  }
}

/** Approve a pending claim with the evidence checked (decision 033): the listing's other claims are closed and refunded. */
async function approve(context: AppLoadContext, adminId: number, accountId: number, evidence: string) {
  if (!Number.isSafeInteger(accountId) || accountId <= 0) {
    return data({ outcome: { kind: "refused" as const, message: "Choose a claim to approve." } }, { status: 400 });
  }
  try {
    const verified = await approveClaim({ ...context.services, origin: context.origin }, { accountId, evidence, adminId });
    const closed = verified.losers.length;
    const refunded = verified.losers.reduce((sum, loser) => sum + (loser.refundCents ?? 0), 0);
    const others = closed === 0 ? "" : ` ${closed} other claim${closed === 1 ? " was" : "s were"} closed and e-mailed${refunded > 0 ? `; ${formatDollars(refunded)} was refunded to their cards` : ""}.`;
    return { outcome: { kind: "done" as const, message: `The claim of ${verified.listingName} by ${verified.account.email} is approved.${others}` } };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      const field = error.fieldErrors?.evidence ? ("evidence" as const) : undefined;
      return data({ outcome: { kind: "refused" as const, message: error.message, accountId, ...(field ? { field } : {}) } }, { status: error.status });
    }
    throw error;
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) =>
    headMeta(loaderData.head).map((tag) => ("name" in tag && tag.name === "robots" ? { name: "robots", content: "noindex, nofollow" } : tag)),
  );

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function AdminBusinessAccounts({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminAccountsView {...loaderData} outcome={actionData?.outcome ?? null} />;
}
