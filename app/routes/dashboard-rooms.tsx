import { data, redirect } from "react-router";
import { RoomsAndRates, type RoomsAndRatesProps } from "../features/inventory/rooms-and-rates";
import { metaOrError } from "../components/route-error";
import { getInventoryCalendar } from "../../server/domain/inventory/calendar";
import { listRatePlans } from "../../server/domain/inventory/rate-plans";
import { listRoomTypes } from "../../server/domain/inventory/room-types";
import { viewOrRefused } from "../business-view.server";
import type { Route } from "./+types/dashboard-rooms";

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * /dashboard/rooms: a hotel's rooms, rates and availability (decision 029). Signed out: the
 * dashboard's sign-in; a business that is not an active hotel reads why it cannot manage rooms.
 * `?month=YYYY-MM` picks the calendar's month (by default the hotel's current month, in its time zone).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  if (!context.user) throw redirect("/dashboard");
  const { services } = context;
  const userId = context.user.id;
  const asked = new URL(request.url).searchParams.get("month") ?? "";
  const month = MONTH.test(asked) ? asked : undefined;
  const headers = { "Cache-Control": "private, no-store" };
  const view: RoomsAndRatesProps = await viewOrRefused(async () => {
    const roomTypes = await listRoomTypes(services, { userId });
    const plans = await Promise.all(roomTypes.map((room) => listRatePlans(services, { userId, roomTypeId: room.id })));
    const calendar = await getInventoryCalendar(services, { userId, month });
    return { kind: "hotel", roomTypes, ratePlans: Object.fromEntries(roomTypes.map((room, index) => [room.id, plans[index] ?? []])), calendar };
  });
  return data({ productName: context.publicConfig.productName, view }, { headers });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) => [{ title: `Rooms & rates | ${loaderData.productName}` }, { name: "robots", content: "noindex, nofollow" }]);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function DashboardRooms({ loaderData }: Route.ComponentProps) {
  return <RoomsAndRates {...loaderData.view} />;
}
