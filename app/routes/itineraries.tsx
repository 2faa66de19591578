import { Link } from "react-router";
import { metaOrError } from "../components/route-error";
import { sectionMeta } from "../features/catalogue/section-meta";
import { SectionPage } from "../features/catalogue/section-page";
import { loadSectionPage } from "../features/catalogue/section-page.server";
import { listListings } from "../../server/domain/catalogue/list-listings";
import type { Route } from "./+types/itineraries";

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadSectionPage({
    context,
    request,
    path: "/itineraries",
    name: "Romantic itineraries",
    description: "Day-by-day trip plans for honeymoons and getaways, ready to book or to tailor with an advisor.",
    list: (page) => listListings({ db: context.services.db, types: ["itinerary"], page, perPage: 24 }),
  });
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, sectionMeta);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function Itineraries({ loaderData }: Route.ComponentProps) {
  return (
    <SectionPage
      {...loaderData}
      noun={{ one: "itinerary", other: "itineraries" }}
      empty={
        <p>
          No itineraries are published yet. <Link to="/ta">Talk to a travel advisor</Link> to plan yours.
        </p>
      }
    />
  );
}
