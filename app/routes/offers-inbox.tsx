import { Button } from "../components/button";
import { metaOrError } from "../features/catalogue/route-error";
import { MemberEmptyPage } from "../features/profile/member-empty-page";
import { requireMember } from "../require-member.server";
import type { Route } from "./+types/offers-inbox";

export async function loader({ context }: Route.LoaderArgs) {
  requireMember(context, "offers");
  return { productName: context.publicConfig.productName };
}

export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) => [
    { title: `My offers | ${loaderData.productName}` },
    { name: "robots", content: "noindex" },
  ]);

export { RouteErrorBoundary as ErrorBoundary } from "../features/catalogue/route-error";

/** /offer: the member's offers inbox. Offers arrive once deal requests exist; until then it is empty. */
export default function OffersInbox() {
  return (
    <MemberEmptyPage
      title="My offers"
      message="No offers yet. Request a deal and hotels and advisors will answer here."
      actions={
        <>
          <Button to="/marketplace" size="lg">
            See special offers
          </Button>
          <Button to="/hotel" size="lg" hierarchy="secondary-gray">
            Browse hotels
          </Button>
        </>
      }
    />
  );
}
