import { data } from "react-router";
import { PLAN_STATE_LABELS } from "../../core/plan-term";
import { headMeta } from "../components/head-meta";
import { BusinessDashboardView, type BusinessDashboardViewProps, type DashboardAccount } from "../features/business-signup/business-dashboard-view";
import { LeadsList } from "../features/business-deals/leads-list";
import { metaOrError } from "../components/route-error";
import { loadPageHead } from "../page-head.server";
import { prefilledEmail } from "../../core/dashboard-sign-in";
import { isAdmin as userIsAdmin } from "../../server/domain/accounts/is-admin";
import { listLeads, type Lead } from "../../server/domain/deals/business-leads";
import { getBusinessDashboard, type BusinessDashboard } from "../../server/domain/signup/get-business-dashboard";
import type { Route } from "./+types/dashboard";

const SUBMISSION_LABELS: [key: keyof BusinessDashboard["submission"], label: string][] = [
  ["organisationName", "Name"],
  ["contactName", "Contact"],
  ["contactFirstName", "First name"],
  ["contactLastName", "Last name"],
  ["title", "Title"],
  ["phone", "Phone"],
  ["website", "Website"],
  ["address", "Address"],
  ["starRating", "Star rating"],
];

/** The plan in words first, then what the business typed (the plan's codes and tier are in the words). */
function detailsOf(dashboard: BusinessDashboard): DashboardAccount["details"] {
  return [{ label: "Plan", value: dashboard.plan }, { label: "Plan status", value: PLAN_STATE_LABELS[dashboard.planState] }, ...SUBMISSION_LABELS.flatMap(([key, label]) => {
    const value = dashboard.submission[key];
    return value === null || value === undefined || value === "" ? [] : [{ label, value: String(value) }];
  })];
}

/** The business dashboard (decision 019): sign in with an e-mail code, then the review state and the submitted details. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { productName } = context.publicConfig;
  const head = await loadPageHead(context, request, {
    fallback: { title: `Business Dashboard | ${productName}`, description: "The dashboard of hotels, destinations and travel advisors." },
  });
  const { user } = context;
  let view: BusinessDashboardViewProps;
  let leads: { items: Lead[]; total: number } | null = null;
  if (!user) {
    // From a sign-up wizard whose e-mail has an account: the sign-in starts with it (decision 040).
    view = { kind: "visitor", email: prefilledEmail(new URL(request.url).searchParams) };
  } else {
    const dashboard = await getBusinessDashboard(context.services, user.id);
    const isAdmin = userIsAdmin(user);
    view = dashboard
      ? {
          kind: "account",
          productName,
          isAdmin,
          account: {
            kind: dashboard.kind,
            status: dashboard.status,
            mode: dashboard.mode,
            name: dashboard.name,
            email: dashboard.email,
            details: detailsOf(dashboard),
            listingPath: dashboard.listingPath,
            hasListing: dashboard.hasListing,
            payment: dashboard.payment,
            claim: dashboard.claim,
          },
        }
      : { kind: "no-account", isAdmin, isMember: user.role === "traveler" };
    // Only an active hotel, advisor or tourism board answers couples (decision 021).
    if (dashboard?.status === "active") {
      const page = await listLeads(context.services, { userId: user.id, perPage: 50 });
      leads = { items: page.items, total: page.total };
    }
  }
  return data({ head, view, leads }, { headers: { "Cache-Control": "private, no-store" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) =>
    headMeta(loaderData.head).map((tag) => ("name" in tag && tag.name === "robots" ? { name: "robots", content: "noindex, nofollow" } : tag)),
  );

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { leads } = loaderData;
  return <BusinessDashboardView {...loaderData.view}>{leads ? <LeadsList leads={leads.items} total={leads.total} /> : null}</BusinessDashboardView>;
}
