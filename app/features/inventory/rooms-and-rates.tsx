import { Link } from "react-router";
import type { InventoryCalendar as Calendar } from "../../../server/domain/inventory/calendar";
import type { RatePlanView } from "../../../server/domain/inventory/rate-plans";
import type { RoomTypeView } from "../../../server/domain/inventory/room-types";
import { InventoryCalendar } from "./inventory-calendar";
import { RatePlansEditor } from "./rate-plans-editor";
import { RoomTypesEditor } from "./room-types-editor";
import "./inventory.css";

export type RoomsAndRatesProps =
  | { kind: "refused"; message: string }
  | { kind: "hotel"; roomTypes: RoomTypeView[]; ratePlans: Record<number, RatePlanView[]>; calendar: Calendar };

/** The business dashboard's "Rooms & rates" (decision 029): room types, rate plans and the calendar. */
export function RoomsAndRates(props: RoomsAndRatesProps) {
  return (
    <main id="main" tabIndex={-1} className="biz-page">
      <div className="biz-page__inner inv-page">
        <p className="biz-page__eyebrow">
          <Link to="/dashboard">Business dashboard</Link>
        </p>
        <h1 className="biz-page__title">Rooms &amp; rates</h1>
        {props.kind === "refused" ? (
          <div className="biz-card">
            <p>{props.message}</p>
          </div>
        ) : (
          <>
            <RoomTypesEditor roomTypes={props.roomTypes} />
            <RatePlansEditor roomTypes={props.roomTypes} ratePlans={props.ratePlans} />
            <InventoryCalendar calendar={props.calendar} />
          </>
        )}
      </div>
    </main>
  );
}
