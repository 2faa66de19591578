import { Link } from "react-router";
import { metaOrError } from "../features/catalogue/route-error";
import { sectionMeta } from "../features/catalogue/section-meta";
import { SectionPage } from "../features/catalogue/section-page";
import { loadSectionPage } from "../features/catalogue/section-page.server";
import { listHotels } from "../../server/domain/catalogue/list-hotels";
import type { Route } from "./+types/hotels";

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadSectionPage({
    context,
    request,
    path: "/hotel",
    name: "Romantic hotels",
    description: "Handpicked hotels, resorts and hideaways for couples, with Spotlight stays first.",
    list: (page) => listHotels({ db: context.services.db, page, perPage: 24 }),
  });
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, sectionMeta);

export { RouteErrorBoundary as ErrorBoundary } from "../features/catalogue/route-error";

export default function Hotels({ loaderData }: Route.ComponentProps) {
  return (
    <SectionPage
      {...loaderData}
      noun={{ one: "hotel", other: "hotels" }}
      empty={
        <p>
          No hotels are listed yet. Tell us what you are dreaming of and our advisors will find the place:{" "}
          <Link to="/request-a-deal">request a deal</Link>.
        </p>
      }
    />
  );
}
