import { headMeta } from "../components/head-meta";
import { AdvisorWizard } from "../features/business-signup/advisor-wizard";
import { metaOrError } from "../components/route-error";
import { breadcrumbJsonLd } from "../features/catalogue/structured-data.server";
import { webPageJsonLd } from "../features/content/structured-data.server";
import { cardPaymentParts } from "../features/payments/card-payment-parts";
import { loadPageHead } from "../page-head.server";
import type { Route } from "./+types/travel-advisor";

const PATH = "/travel-advisor";
const DESCRIPTION = "Travel advisors: join as a Romance Travel Advisor with a Basic or Featured profile and meet couples planning their trip.";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { productName, payments } = context.publicConfig;
  const trail = [
    { name: "Home", path: "/" },
    { name: "For travel advisors", path: PATH },
  ];
  const head = await loadPageHead(context, request, {
    fallback: { title: `Join as a Travel Advisor | ${productName}`, description: DESCRIPTION },
    jsonLd: [
      webPageJsonLd({ origin: context.origin, path: PATH, name: "Join as a travel advisor", description: DESCRIPTION, siteName: productName }),
      breadcrumbJsonLd(context.origin, trail),
    ],
  });
  head.canonical = new URL(PATH, context.origin).toString();
  return { head, payments };
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, (loaderData) => headMeta(loaderData.head));

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

/** docs/product.md §2 /travel-advisor: the travel advisor sign-up wizard. */
export default function TravelAdvisor({ loaderData }: Route.ComponentProps) {
  return <AdvisorWizard cardPayment={cardPaymentParts(loaderData.payments)} />;
}
