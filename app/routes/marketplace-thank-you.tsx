import { data, redirect } from "react-router";
import { headMeta } from "../components/head-meta";
import { metaOrError } from "../components/route-error";
import { MARKETPLACE_REQUEST_PATH, MARKETPLACE_THANK_YOU_PATH, requestAddress } from "../features/marketplace-posts/marketplace-addresses";
import { PRIVATE_PAGE_HEADERS, requestInAddress } from "../features/marketplace-posts/marketplace-post.server";
import { MarketplaceThankYouView, type PaidMarketplacePost } from "../features/marketplace-posts/marketplace-thank-you-view";
import { loadPageHead } from "../page-head.server";
import type { Route } from "./+types/marketplace-thank-you";

export async function loader({ context, request }: Route.LoaderArgs) {
  const found = await requestInAddress(context, new URL(request.url));
  const post = found.kind === "found" ? found.post : null;
  // Not paid (yet): the request page shows its payment, or the 'Oops!' of a refunded one.
  if (post && post.status !== "paid") throw redirect(requestAddress(MARKETPLACE_REQUEST_PATH, post), { headers: PRIVATE_PAGE_HEADERS });

  const { productName } = context.publicConfig;
  const head = await loadPageHead(context, request, {
    fallback: { title: `Your Marketplace Deal Is Live | ${productName}`, description: "Your payment went through and your Romance Marketplace deal is live." },
  });
  head.canonical = new URL(MARKETPLACE_THANK_YOU_PATH, context.origin).toString();
  const paid: PaidMarketplacePost | null = post
    ? {
        title: post.title,
        listingPath: post.listing?.path ?? null,
        adDurationDays: post.marketplace_request_ad_duration,
        isFeatured: post.marketplace_request_featured_listing,
        amountCents: post.amount_cents,
      }
    : null;
  const payload = { head, post: paid };
  return found.kind === "none" ? payload : data(payload, { headers: PRIVATE_PAGE_HEADERS });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** A confirmation page: never in search results (core/site-pages: not indexable). */
export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) => [
    ...headMeta(loaderData.head).filter((tag) => !("name" in tag && tag.name === "robots")),
    { name: "robots", content: "noindex" },
  ]);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

/** docs/product.md §2 /marketplace-thank-you: the deal is paid and published. */
export default function MarketplaceThankYou({ loaderData }: Route.ComponentProps) {
  return <MarketplaceThankYouView post={loaderData.post} />;
}
