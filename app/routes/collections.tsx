import { Link } from "react-router";
import { metaOrError } from "../components/route-error";
import { sectionMeta } from "../features/catalogue/section-meta";
import { SectionPage } from "../features/catalogue/section-page";
import { loadSectionPage } from "../features/catalogue/section-page.server";
import { listListings } from "../../server/domain/catalogue/list-listings";
import type { Route } from "./+types/collections";

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadSectionPage({
    context,
    request,
    path: "/collection",
    name: "Inspire me: collections",
    description: "Curated collections of romantic stays: overwater villas, vineyard escapes, city hideaways and more.",
    list: (page) => listListings({ db: context.services.db, types: ["collection"], page, perPage: 24 }),
  });
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, sectionMeta);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function Collections({ loaderData }: Route.ComponentProps) {
  return (
    <SectionPage
      {...loaderData}
      noun={{ one: "collection", other: "collections" }}
      empty={
        <p>
          No collections yet. Explore <Link to="/destinations">romantic destinations</Link> instead.
        </p>
      }
    />
  );
}
