import { data } from "react-router";
import { errorMeta } from "../features/catalogue/route-error";
import { requireMember } from "../require-member.server";
import type { Route } from "./+types/offer-detail";

/** /offer/{id}: no offer exists yet for anyone, so every id is not found (a 404 in the shell). */
export async function loader({ context }: Route.LoaderArgs) {
  requireMember(context, "offers");
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ error, matches }) => errorMeta(error, matches);

export { RouteErrorBoundary as ErrorBoundary } from "../features/catalogue/route-error";

export default function OfferDetail() {
  // Never rendered: the loader always throws, and the error boundary shows the not-found page.
  return null;
}
