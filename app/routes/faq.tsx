import { headMeta } from "../components/head-meta";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { metaOrError } from "../components/route-error";
import { breadcrumbJsonLd } from "../features/catalogue/structured-data.server";
import { faqGroups } from "../features/content/faq";
import { FaqView } from "../features/content/faq-view";
import { faqPageJsonLd } from "../features/content/structured-data.server";
import { loadPageHead } from "../page-head.server";
import type { Route } from "./+types/faq";

const INTRO =
  "Answers about deal requests, Free Pass and VIP Access, offers by e-mail, booking, our Romance Travel Advisors and listing a business.";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { productName } = context.publicConfig;
  const groups = faqGroups(productName);
  const trail = [
    { name: "Home", path: "/" },
    { name: "FAQ", path: "/faq" },
  ];
  const head = await loadPageHead(context, request, {
    fallback: { title: `Frequently Asked Questions | ${productName}`, description: INTRO },
    jsonLd: [
      faqPageJsonLd({ origin: context.origin, path: "/faq", name: "Frequently asked questions", description: INTRO, siteName: productName }, groups),
      breadcrumbJsonLd(context.origin, trail),
    ],
  });
  return { head, groups, trail };
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, (loaderData) => headMeta(loaderData.head));

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function Faq({ loaderData }: Route.ComponentProps) {
  return <FaqView groups={loaderData.groups} intro={INTRO} trail={<Breadcrumbs trail={loaderData.trail} />} />;
}
