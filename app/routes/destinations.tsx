import { Link } from "react-router";
import { metaOrError } from "../components/route-error";
import { sectionMeta } from "../features/catalogue/section-meta";
import { SectionPage } from "../features/catalogue/section-page";
import { loadSectionPage } from "../features/catalogue/section-page.server";
import { listListings } from "../../server/domain/catalogue/list-listings";
import type { Route } from "./+types/destinations";

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadSectionPage({
    context,
    request,
    path: "/destinations",
    name: "Romantic destinations",
    description: "Countries, islands and cities loved by couples, each with the hotels we recommend there.",
    list: (page) => listListings({ db: context.services.db, types: ["destination"], page, perPage: 24 }),
  });
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, sectionMeta);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function Destinations({ loaderData }: Route.ComponentProps) {
  return (
    <SectionPage
      {...loaderData}
      noun={{ one: "destination", other: "destinations" }}
      empty={
        <p>
          No destinations are listed yet. Browse <Link to="/hotel">all romantic hotels</Link> in the meantime.
        </p>
      }
    />
  );
}
