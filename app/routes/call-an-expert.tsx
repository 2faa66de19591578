import { headMeta } from "../components/head-meta";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { metaOrError } from "../components/route-error";
import { breadcrumbJsonLd } from "../features/catalogue/structured-data.server";
import { CallAnExpertView } from "../features/content/call-an-expert-view";
import { webPageJsonLd } from "../features/content/structured-data.server";
import { loadPageHead } from "../page-head.server";
import type { Route } from "./+types/call-an-expert";

const DESCRIPTION =
  "Talk to a Romance Travel Expert about your honeymoon, anniversary or destination wedding, and receive tailored offers by e-mail.";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { productName } = context.publicConfig;
  const trail = [
    { name: "Home", path: "/" },
    { name: "Call an expert", path: "/call-an-expert" },
  ];
  const head = await loadPageHead(context, request, {
    fallback: { title: `Call a Romance Travel Expert | ${productName}`, description: DESCRIPTION },
    jsonLd: [
      webPageJsonLd({ origin: context.origin, path: "/call-an-expert", name: "Talk to a Romance Travel Expert", description: DESCRIPTION, siteName: productName }),
      breadcrumbJsonLd(context.origin, trail),
    ],
  });
  return { head, trail, productName };
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, (loaderData) => headMeta(loaderData.head));

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function CallAnExpert({ loaderData }: Route.ComponentProps) {
  return <CallAnExpertView productName={loaderData.productName} trail={<Breadcrumbs trail={loaderData.trail} />} />;
}
