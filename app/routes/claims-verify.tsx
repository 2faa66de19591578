import { data } from "react-router";
import { CLAIM_MESSAGES } from "../../core/claim-rules";
import { headMeta } from "../components/head-meta";
import { metaOrError } from "../components/route-error";
import { ClaimVerifyView } from "../features/business-signup/claim-verify-view";
import { loadPageHead } from "../page-head.server";
import { hitRateLimit } from "../../server/domain/accounts/rate-limit";
import { verifyClaimByLink } from "../../server/domain/signup/claims";
import { AppError } from "../../server/kernel/errors";
import type { Route } from "./+types/claims-verify";

const tokenOf = (value: unknown): string => (typeof value === "string" ? value.trim().slice(0, 200) : "");

/** /claims/verify?token=: the page of a pending claim's one-time link (decision 033). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { productName, apiSiteUrl } = context.publicConfig;
  const head = await loadPageHead(context, request, {
    fallback: { title: `Confirm Your Claim | ${productName}`, description: "Confirm that the business profile you claimed is yours." },
  });
  head.canonical = new URL("/claims/verify", context.origin).toString();
  const token = tokenOf(new URL(request.url).searchParams.get("token"));
  // The token is personal: never kept by a cache, never sent on as a referrer.
  return data(
    { head, token, dashboardUrl: `${apiSiteUrl.replace(/\/$/, "")}/dashboard` },
    { headers: { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" } },
  );
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  try {
    await hitRateLimit(context.services, `claim-verify:${context.clientAddress}`, { limit: 20, windowSeconds: 600 });
    const verified = await verifyClaimByLink({ ...context.services, origin: context.origin }, tokenOf(form.get("token")));
    return { outcome: { kind: "verified" as const, message: CLAIM_MESSAGES.verified(verified.listingName) } };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return data({ outcome: { kind: "refused" as const, message: error.message } }, { status: error.status });
    throw error;
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) =>
    headMeta(loaderData.head).map((tag) => ("name" in tag && tag.name === "robots" ? { name: "robots", content: "noindex, nofollow" } : tag)),
  );

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function ClaimsVerify({ loaderData, actionData }: Route.ComponentProps) {
  return <ClaimVerifyView token={loaderData.token} dashboardUrl={loaderData.dashboardUrl} outcome={actionData?.outcome ?? null} />;
}
