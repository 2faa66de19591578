import { Link } from "react-router";
import { metaOrError } from "../components/route-error";
import { sectionMeta } from "../features/catalogue/section-meta";
import { SectionPage } from "../features/catalogue/section-page";
import { loadSectionPage } from "../features/catalogue/section-page.server";
import { PostDealBand } from "../features/marketplace-posts/post-deal-band";
import { listRunningOffers } from "../../server/domain/catalogue/list-running-offers";
import type { Route } from "./+types/marketplace";

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadSectionPage({
    context,
    request,
    path: "/marketplace",
    name: "Special offers",
    description: "Marketplace deals from hotels and travel advisors: savings, upgrades and extras for couples.",
    list: (page) => listRunningOffers({ db: context.services.db, now: context.services.clock.now(), page, perPage: 24 }),
  });
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, sectionMeta);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function Marketplace({ loaderData }: Route.ComponentProps) {
  return (
    <SectionPage
      {...loaderData}
      noun={{ one: "offer", other: "offers" }}
      children={<PostDealBand />}
      empty={
        <p>
          There are no special offers right now. <Link to="/request-a-deal">Request a deal</Link> and hotels will send
          offers to you.
        </p>
      }
    />
  );
}
