import { data } from "react-router";
import { businessEmailError } from "../../core/business-signup-rules";
import { headMeta } from "../components/head-meta";
import { CheckStatusView, type CheckStatusResult } from "../features/business-signup/check-status-view";
import { metaOrError } from "../components/route-error";
import { loadPageHead } from "../page-head.server";
import { AppError } from "../../server/kernel/errors";
import { getAccountStatus } from "../../server/domain/signup/get-account-status";
import type { Route } from "./+types/checkstatus";

const DESCRIPTION = "Hotels, destinations and travel advisors: see whether your account is in review, active or inactive.";

/** docs/product.md §2 /checkstatus?email=: a business account's review state. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { productName, apiSiteUrl } = context.publicConfig;
  const email = (new URL(request.url).searchParams.get("email") ?? "").trim().slice(0, 254);
  const head = await loadPageHead(context, request, {
    fallback: { title: `Check Your Account Status | ${productName}`, description: DESCRIPTION },
  });
  head.canonical = new URL("/checkstatus", context.origin).toString();
  let result: CheckStatusResult = { kind: "none" };
  if (email !== "") {
    const problem = businessEmailError(email);
    if (problem) {
      result = { kind: "invalid", message: problem };
    } else {
      try {
        const account = await getAccountStatus(context.services, email);
        result = { kind: "found", status: account.status, name: account.name };
      } catch (error) {
        if (!(error instanceof AppError && error.code === "NOT_FOUND")) throw error;
        result = { kind: "unknown" };
      }
    }
  }
  // A business's state is personal and changes: never kept by a cache.
  return data(
    { head, email, result, productName, dashboardUrl: `${apiSiteUrl.replace(/\/$/, "")}/dashboard` },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** A lookup page (SITE_PAGES marks it not indexable): the head says so in place of the default robots line. */
export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) =>
    headMeta(loaderData.head).map((tag) => ("name" in tag && tag.name === "robots" ? { name: "robots", content: "noindex, follow" } : tag)),
  );

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function CheckStatus({ loaderData }: Route.ComponentProps) {
  return <CheckStatusView {...loaderData} />;
}
