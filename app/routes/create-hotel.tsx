import { headMeta } from "../components/head-meta";
import { HotelWizard } from "../features/business-signup/hotel-wizard";
import { metaOrError } from "../components/route-error";
import { breadcrumbJsonLd } from "../features/catalogue/structured-data.server";
import { webPageJsonLd } from "../features/content/structured-data.server";
import { cardPaymentParts } from "../features/payments/card-payment-parts";
import { loadPageHead } from "../page-head.server";
import type { Route } from "./+types/create-hotel";

const PATH = "/create-hotel";
const DESCRIPTION = "Hotels: claim or create your profile, choose your rooms tier, pay by card or invoice, and receive couples' requests.";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { productName, payments } = context.publicConfig;
  const trail = [
    { name: "Home", path: "/" },
    { name: "For hotels", path: PATH },
  ];
  const head = await loadPageHead(context, request, {
    fallback: { title: `List Your Hotel | ${productName}`, description: DESCRIPTION },
    jsonLd: [
      webPageJsonLd({ origin: context.origin, path: PATH, name: "List your hotel", description: DESCRIPTION, siteName: productName }),
      breadcrumbJsonLd(context.origin, trail),
    ],
  });
  head.canonical = new URL(PATH, context.origin).toString();
  return { head, payments };
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, (loaderData) => headMeta(loaderData.head));

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

/** docs/product.md §2 /create-hotel: the hotel sign-up wizard. */
export default function CreateHotel({ loaderData }: Route.ComponentProps) {
  return <HotelWizard cardPayment={cardPaymentParts(loaderData.payments)} />;
}
