import { data, redirect } from "react-router";
import type { ReservationGroup } from "../../core/booking/reservation-transitions";
import { ReservationsList, type ReservationsListProps } from "../features/business-reservations/reservations-list";
import { metaOrError } from "../components/route-error";
import { listHotelReservations } from "../../server/domain/booking/hotel-reservations";
import { viewOrRefused } from "../business-view.server";
import type { Route } from "./+types/dashboard-reservations";

const GROUPS: readonly ReservationGroup[] = ["upcoming", "past", "cancelled"];

/**
 * /dashboard/reservations: the hotel's reservations (docs/product.md "Hotel booking"), the
 * address the hotel's booking e-mails link to. `?filter=past|cancelled` picks the tab (upcoming by
 * default), `?page=N` the page. Signed out: the dashboard's sign-in; a business that is not an
 * active hotel reads why it has no reservations here.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (!context.user) throw redirect("/dashboard");
  const { user } = context;
  const search = new URL(request.url).searchParams;
  const asked = search.get("filter");
  const group = GROUPS.find((candidate) => candidate === asked) ?? "upcoming";
  const pageText = search.get("page") ?? "";
  const page = /^[1-9]\d{0,5}$/.test(pageText) ? Number(pageText) : 1;
  const view: ReservationsListProps = await viewOrRefused(async () => ({ kind: "hotel", group, page: await listHotelReservations(context.services, { userId: user.id, filter: group, page }) }));
  return data({ productName: context.publicConfig.productName, view }, { headers: { "Cache-Control": "private, no-store" } });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) => [{ title: `Reservations | ${loaderData.productName}` }, { name: "robots", content: "noindex, nofollow" }]);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function DashboardReservations({ loaderData }: Route.ComponentProps) {
  return <ReservationsList {...loaderData.view} />;
}
