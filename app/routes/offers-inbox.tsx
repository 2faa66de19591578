import { data } from "react-router";
import { metaOrError } from "../components/route-error";
import { pageNumberFrom } from "../features/catalogue/page-number";
import { OffersInboxView } from "../features/deals/offers-inbox-view";
import { requireMember } from "../require-member.server";
import { DEAL_FILTER_KEYS, DEAL_FILTERS, type DealFilter } from "../../core/deal-rules";
import { listDeals } from "../../server/domain/deals/list-deals";
import type { Route } from "./+types/offers-inbox";
import "../features/deals/deals.css";

const MAIN: DealFilter[] = ["all", "curated", "favorites", "itineraries", "specials"];
const WEDDING: DealFilter[] = ["wedding", "honeymoon", "vowrenewal", "spark"];
const OTHER: DealFilter[] = ["new", "archived"];
const labelled = (keys: DealFilter[]) => keys.map((key) => ({ key, label: DEAL_FILTERS[key] }));

function isDealFilter(value: string): value is DealFilter {
  return (DEAL_FILTER_KEYS as string[]).includes(value);
}

/** /offer (docs/product.md §2 and §3): the member's offers inbox; visitors go to /404. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const user = requireMember(context, "offers");
  const filterParam = new URL(request.url).searchParams.get("filter") ?? "all";
  const page = pageNumberFrom(request);
  if (!isDealFilter(filterParam) || page === null) throw data(null, { status: 404 });
  const list = await listDeals({ db: context.services.db, userId: user.id, filter: filterParam, page, now: context.services.clock.now() });
  if (page > list.lastPage) throw data(null, { status: 404 });
  return {
    productName: context.publicConfig.productName,
    deals: list.items,
    filter: filterParam,
    page: list.page,
    lastPage: list.lastPage,
    total: list.total,
  };
}

export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) => [
    { title: `My offers | ${loaderData.productName}` },
    { name: "robots", content: "noindex" },
  ]);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function OffersInbox({ loaderData }: Route.ComponentProps) {
  return (
    <OffersInboxView
      deals={loaderData.deals}
      filter={loaderData.filter}
      mainFilters={labelled(MAIN)}
      weddingFilters={labelled(WEDDING)}
      otherFilters={labelled(OTHER)}
      page={loaderData.page}
      lastPage={loaderData.lastPage}
      total={loaderData.total}
    />
  );
}
