import { data } from "react-router";
import { errorMeta } from "../components/route-error";
import { requireMember } from "../require-member.server";
import type { Route } from "./+types/reservation";

/** /reservations/{id}: there are no bookings yet, so every id is not found (a 404 in the shell). */
export async function loader({ context }: Route.LoaderArgs) {
  requireMember(context, "reservations");
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ error, matches }) => errorMeta(error, matches);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function Reservation() {
  // Never rendered: the loader always throws, and the error boundary shows the not-found page.
  return null;
}
