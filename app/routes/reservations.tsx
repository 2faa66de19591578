import { Button } from "../components/button";
import { metaOrError } from "../components/route-error";
import { MemberEmptyPage } from "../features/profile/member-empty-page";
import { requireMember } from "../require-member.server";
import type { Route } from "./+types/reservations";

export async function loader({ context }: Route.LoaderArgs) {
  requireMember(context, "reservations");
  return { productName: context.publicConfig.productName };
}

export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) => [
    { title: `My reservations | ${loaderData.productName}` },
    { name: "robots", content: "noindex" },
  ]);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

/** /reservations: the member's bookings. Booking comes later; until then the list is empty. */
export default function Reservations() {
  return (
    <MemberEmptyPage
      title="My reservations"
      message="No reservations yet. When you book a stay, it will appear here."
      actions={
        <Button to="/hotel" size="lg">
          Browse hotels
        </Button>
      }
    />
  );
}
