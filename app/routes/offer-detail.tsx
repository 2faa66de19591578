import { data } from "react-router";
import { metaOrError } from "../components/route-error";
import { OfferDetailView } from "../features/deals/offer-detail-view";
import { requireMember } from "../require-member.server";
import { AppError } from "../../server/kernel/errors";
import { getDeal } from "../../server/domain/deals/get-deal";
import type { Route } from "./+types/offer-detail";
import "../features/deals/deals.css";

/**
 * /offer/{id} (docs/product.md §2): one of the member's deals; opening it marks it read. Someone
 * else's id, or one that does not exist, is the not-found page.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const user = requireMember(context, "offers");
  const dealId = /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  if (dealId === null) throw data(null, { status: 404 });
  try {
    const detail = await getDeal(context.services, { userId: user.id, dealId });
    return { productName: context.publicConfig.productName, ...detail };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) => [
    { title: `${loaderData.deal.title} from ${loaderData.deal.business.name} | ${loaderData.productName}` },
    { name: "robots", content: "noindex" },
  ]);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function OfferDetail({ loaderData }: Route.ComponentProps) {
  return <OfferDetailView deal={loaderData.deal} request={loaderData.request} messages={loaderData.messages} comparison={loaderData.comparison} />;
}
