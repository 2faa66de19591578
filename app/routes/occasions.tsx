import { headMeta } from "../components/head-meta";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { OccasionCards } from "../features/catalogue/occasion-cards";
import { PageHeader } from "../features/catalogue/page-header";
import { metaOrError } from "../components/route-error";
import { breadcrumbJsonLd, collectionPageJsonLd } from "../features/catalogue/structured-data.server";
import { loadPageHead } from "../page-head.server";
import { listOccasions } from "../../server/domain/catalogue/list-occasions";
import type { Route } from "./+types/occasions";

const NAME = "Occasions";
const DESCRIPTION =
  "Destination weddings, honeymoons, anniversaries, babymoons, vow renewals and proposals: hotels chosen for each moment.";

export async function loader({ context, request }: Route.LoaderArgs) {
  const occasions = await listOccasions({ db: context.services.db });
  const trail = [
    { name: "Home", path: "/" },
    { name: NAME, path: "/occassions" },
  ];
  const head = await loadPageHead(context, request, {
    fallback: { title: `${NAME} | ${context.publicConfig.productName}`, description: DESCRIPTION },
    jsonLd: [
      collectionPageJsonLd({
        origin: context.origin,
        path: "/occassions",
        name: NAME,
        description: DESCRIPTION,
        items: occasions.map((occasion) => ({ name: occasion.name, path: occasion.path })),
      }),
      breadcrumbJsonLd(context.origin, trail),
    ],
  });
  return { head, occasions, trail };
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, (data) => headMeta(data.head));

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function Occasions({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" tabIndex={-1} className="catalogue-page">
      <PageHeader title="Trips for every occasion" intro={DESCRIPTION}>
        <Breadcrumbs trail={loaderData.trail} />
      </PageHeader>
      <div className="page-body">
        <OccasionCards occasions={loaderData.occasions} headingLevel={2} priorityCount={2} />
      </div>
    </main>
  );
}
