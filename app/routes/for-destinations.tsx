import { headMeta } from "../components/head-meta";
import { DestinationWizard, type SignupCardPayment } from "../features/business-signup/destination-wizard";
import { metaOrError } from "../features/catalogue/route-error";
import { breadcrumbJsonLd } from "../features/catalogue/structured-data.server";
import { webPageJsonLd } from "../features/content/structured-data.server";
import { CardPaymentForm, type PaymentsConfig } from "../features/payments/card-payment-form";
import { retrieveFromStripe } from "../features/payments/stripe-client";
import { retrieveFromTestProvider } from "../features/payments/test-provider-client";
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

export { RouteErrorBoundary as ErrorBoundary } from "../features/catalogue/route-error";

/** The payments feature's card form and provider calls, as the sign-up wizards use them. */
function cardPaymentWith(provider: PaymentsConfig): SignupCardPayment {
  return {
    renderCardForm: (props) => <CardPaymentForm provider={provider} {...props} />,
    outcomeAfterRedirect: async (paymentIntentId, clientSecret) => {
      const outcome =
        provider.provider === "stripe" ? await retrieveFromStripe(provider.publishableKey, clientSecret) : await retrieveFromTestProvider(paymentIntentId, clientSecret);
      return outcome.kind === "succeeded" ? { kind: "succeeded" } : { kind: "refused", message: outcome.kind === "refused" ? outcome.message : null };
    },
  };
}

/** SPEC section 2 /for-destinations: the destination sign-up wizard. */
export default function ForDestinations({ loaderData }: Route.ComponentProps) {
  return <DestinationWizard cardPayment={cardPaymentWith(loaderData.payments)} dashboardUrl={loaderData.dashboardUrl} productName={loaderData.productName} />;
}
