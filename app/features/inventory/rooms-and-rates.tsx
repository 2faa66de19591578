import type { InventoryCalendar as Calendar } from "../../../server/domain/inventory/calendar";
import type { RatePlanView } from "../../../server/domain/inventory/rate-plans";
import type { RoomTypeView } from "../../../server/domain/inventory/room-types";
import { InventoryCalendar } from "./inventory-calendar";
import { RatePlansEditor } from "./rate-plans-editor";
import { RoomTypesEditor } from "./room-types-editor";
import "./inventory.css";
import { DashboardSubpage } from "../business-signup/dashboard-subpage";

export type RoomsAndRatesProps =
  | { kind: "refused"; message: string }
  | { kind: "hotel"; roomTypes: RoomTypeView[]; ratePlans: Record<number, RatePlanView[]>; calendar: Calendar };

/** The business dashboard's "Rooms & rates" (decision 029): room types, rate plans and the calendar. */
export function RoomsAndRates(props: RoomsAndRatesProps) {
  return (
    <DashboardSubpage title="Rooms & rates" className="inv-page" refusal={props.kind === "refused" ? props.message : null}>
      {props.kind === "refused" ? null : (
        <>
          <RoomTypesEditor roomTypes={props.roomTypes} />
          <RatePlansEditor roomTypes={props.roomTypes} ratePlans={props.ratePlans} />
          <InventoryCalendar calendar={props.calendar} />
        </>
      )}
    </DashboardSubpage>
  );
}
