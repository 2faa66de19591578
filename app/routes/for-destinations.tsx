import { headMeta } from "../components/head-meta";
import { DestinationWizard } from "../features/business-signup/destination-wizard";
import { metaOrError } from "../components/route-error";
import { breadcrumbJsonLd } from "../features/catalogue/structured-data.server";
import { webPageJsonLd } from "../features/content/structured-data.server";
import { cardPaymentParts } from "../features/payments/card-payment-parts";
import { loadPageHead } from "../page-head.server";
import type { Route } from "./+types/for-destinations";

const PATH = "/for-destinations";
const DESCRIPTION =
  "Tourism boards: claim or create your destination's profile and reach couples planning honeymoons, anniversaries and romantic getaways.";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { productName, apiSiteUrl, payments } = context.publicConfig;
  const trail = [
    { name: "Home", path: "/" },
    { name: "For destinations", path: PATH },
  ];
  const head = await loadPageHead(context, request, {
    fallback: { title: `List Your Destination | ${productName}`, description: DESCRIPTION },
    jsonLd: [
      webPageJsonLd({ origin: context.origin, path: PATH, name: "List your destination", description: DESCRIPTION, siteName: productName }),
      breadcrumbJsonLd(context.origin, trail),
    ],
  });
  // One page whatever the query (a payment coming back from its extra step).
  head.canonical = new URL(PATH, context.origin).toString();
  return { head, productName, payments, dashboardUrl: `${apiSiteUrl.replace(/\/$/, "")}/dashboard` };
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, (loaderData) => headMeta(loaderData.head));

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

/** docs/product.md §2 /for-destinations: the destination sign-up wizard. */
export default function ForDestinations({ loaderData }: Route.ComponentProps) {
  return <DestinationWizard cardPayment={cardPaymentParts(loaderData.payments)} dashboardUrl={loaderData.dashboardUrl} productName={loaderData.productName} />;
}
