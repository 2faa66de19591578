import { data, redirect } from "react-router";
import { LeadView } from "../features/business-deals/lead-view";
import { metaOrError } from "../components/route-error";
import { AppError } from "../../server/kernel/errors";
import { getLead } from "../../server/domain/deals/business-leads";
import type { Route } from "./+types/dashboard-lead";

/**
 * /dashboard/leads/{requestId}: one couple's request on the business dashboard (decision 021),
 * with the offer composer and the thread. Signed out: the dashboard's sign-in; another business's
 * request, or an account not active: not found.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  if (!context.user) throw redirect("/dashboard");
  const requestId = /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  if (requestId === null) throw data(null, { status: 404 });
  try {
    const lead = await getLead(context.services, { userId: context.user.id, requestId });
    return data({ productName: context.publicConfig.productName, lead, messages: lead.messages }, { headers: { "Cache-Control": "private, no-store" } });
  } catch (error) {
    if (error instanceof AppError && (error.code === "NOT_FOUND" || error.code === "FORBIDDEN")) throw data(null, { status: 404 });
    throw error;
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) => [
    { title: `Request from ${loaderData.lead.coupleName} | ${loaderData.productName}` },
    { name: "robots", content: "noindex, nofollow" },
  ]);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function DashboardLead({ loaderData }: Route.ComponentProps) {
  return <LeadView lead={loaderData.lead} messages={loaderData.messages} />;
}
