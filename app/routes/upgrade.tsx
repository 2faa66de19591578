import { VIP_ACCESS_CENTS } from "../../core/pricing";
import { headMeta } from "../components/head-meta";
import type { ShellRouteHandle } from "../components/shell-handle";
import { metaOrError } from "../components/route-error";
import { breadcrumbJsonLd, planOfferJsonLd } from "../features/catalogue/structured-data.server";
import { webPageJsonLd } from "../features/content/structured-data.server";
import { membershipOf } from "../features/payments/membership";
import { UpgradeView } from "../features/payments/upgrade-view";
import { loadPageHead } from "../page-head.server";
import type { Route } from "./+types/upgrade";

const DEAL_REQUEST_ID = "upgrade-deal-request";

/** docs/product.md §2: the mobile-only Request a deal bar scrolls to the hero's deal-request area. */
export const handle = { requestDealTarget: DEAL_REQUEST_ID } satisfies ShellRouteHandle;

const DESCRIPTION =
  "Upgrade to VIP Access for $99 a year: unlimited deal requests, a dedicated travel advisor, concierge service, personalised itineraries and exclusive hotel perks and discounts.";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { productName } = context.publicConfig;
  const trail = [
    { name: "Home", path: "/" },
    { name: "Upgrade to VIP Access", path: "/upgrade" },
  ];
  const price = (VIP_ACCESS_CENTS / 100).toFixed(2);
  const head = await loadPageHead(context, request, {
    fallback: { title: `Upgrade to VIP Access | ${productName}`, description: DESCRIPTION },
    jsonLd: [
      webPageJsonLd({ origin: context.origin, path: "/upgrade", name: "Upgrade to VIP Access", description: DESCRIPTION, siteName: productName }),
      planOfferJsonLd({
        origin: context.origin,
        path: "/upgrade",
        name: "VIP Access",
        description: "Unlimited deal requests and the VIP perks: dedicated travel advisor, concierge service, advisor-curated hotel recommendations, personalized itinerary planning, exclusive perks and amenities, hotel discounts.",
        price,
        billingDuration: "P1Y",
        productName,
      }),
      breadcrumbJsonLd(context.origin, trail),
    ],
  });
  const membership = membershipOf(context.user, context.services.clock.now());
  return { head, membership, payments: context.publicConfig.payments, productName };
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, (loaderData) => headMeta(loaderData.head));

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function Upgrade({ loaderData }: Route.ComponentProps) {
  return (
    <UpgradeView
      membership={loaderData.membership}
      payments={loaderData.payments}
      productName={loaderData.productName}
      dealRequestId={DEAL_REQUEST_ID}
    />
  );
}
