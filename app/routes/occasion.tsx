import { data, Link } from "react-router";
import { OCCASIONS } from "../../core/listing-types";
import { metaOrError } from "../components/route-error";
import { sectionMeta } from "../features/catalogue/section-meta";
import { SectionPage } from "../features/catalogue/section-page";
import { loadSectionPage } from "../features/catalogue/section-page.server";
import { listHotels } from "../../server/domain/catalogue/list-hotels";
import type { Route } from "./+types/occasion";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const occasion = OCCASIONS.find((candidate) => candidate.slug === params.occasion);
  if (!occasion) throw data(null, { status: 404 });
  return loadSectionPage({
    context,
    request,
    path: `/occassions/${occasion.slug}`,
    name: `${occasion.name} hotels`,
    description: `Romantic hotels and resorts our advisors recommend for a ${occasion.name.toLowerCase()}.`,
    parents: [
      { name: "Home", path: "/" },
      { name: "Occasions", path: "/occassions" },
    ],
    list: (page) => listHotels({ db: context.services.db, occasion: occasion.slug, page, perPage: 24 }),
  });
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, sectionMeta);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function Occasion({ loaderData }: Route.ComponentProps) {
  return (
    <SectionPage
      {...loaderData}
      noun={{ one: "hotel", other: "hotels" }}
      empty={
        <p>
          No hotels are tagged for this occasion yet. <Link to="/request-a-deal">Request a deal</Link> and we will find
          one for you.
        </p>
      }
    />
  );
}
