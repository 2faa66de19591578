import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Link, useRevalidator } from "react-router";
import { setInventoryRange } from "../../../core/contracts/inventory";
import { addDays, checkInventoryRange, nightsOf, type InventoryRangeInput } from "../../../core/booking/inventory-changes";
import { INVENTORY_RANGE_WIRE_NAMES } from "../../../core/contracts/inventory-wire-names";
import { toWire } from "../../../core/contracts/wire-names";
import { formatDollars } from "../../../core/money";
import { callApi } from "../../components/api-client";
import { Button } from "../../components/button";
import { FormField } from "../../components/form-field";
import type { CalendarNight, InventoryCalendar as Calendar } from "../../../server/domain/inventory/calendar";
import { centsOf, useInventoryForm, wholeOf } from "./inventory-form";

const MONTH_NAME = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
const DAY_NAME = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

function monthTitle(month: string): string {
  return MONTH_NAME.format(new Date(`${month}-01T00:00:00Z`));
}

function shiftMonth(month: string, by: number): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1 + by, 1)).toISOString().slice(0, 7);
}

/** Monday-first weekday of a day, 0 to 6. */
function weekdayOf(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** How a night's cell is marked. */
function nightModifier(night: CalendarNight | undefined): string {
  if (!night) return "empty";
  if (night.stopSell) return "closed";
  return night.roomsLeft === 0 ? "sold-out" : "open";
}

type Selection = { ratePlanId: number; from: string; to: string };

/** One rate plan's month: a grid of nights, each a button that picks the range's first or last night. */
function PlanMonth({
  calendar,
  plan,
  selection,
  onPick,
}: {
  calendar: Calendar;
  plan: Calendar["roomTypes"][number]["ratePlans"][number];
  selection: Selection | null;
  onPick: (night: string) => void;
}) {
  const gridRef = useRef<HTMLDivElement>(null);
  const byNight = new Map(plan.nights.map((night) => [night.night, night]));
  const days = nightsOf(calendar.first, calendar.last);
  const isSelected = (day: string) => selection?.ratePlanId === plan.id && day >= selection.from && day <= selection.to;

  // Arrow keys move between days (a week up and down), as in a date picker.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[event.key];
    const current = (event.target as HTMLElement).dataset.night;
    if (!step || !current) return;
    const next = gridRef.current?.querySelector<HTMLButtonElement>(`[data-night="${addDays(current, step)}"]`);
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <div className="inv-month">
      <div className="inv-month__weekdays" aria-hidden="true">
        {WEEKDAYS.map((day) => (
          <span key={day}>{day}</span>
        ))}
      </div>
      <div ref={gridRef} className="inv-month__grid" role="group" aria-label={`${plan.name}, ${monthTitle(calendar.month)}`} onKeyDown={onKeyDown}>
        {days.map((day, index) => {
          const night = byNight.get(day);
          const modifier = nightModifier(night);
          const isPast = day < calendar.today;
          const selected = isSelected(day);
          const price = night ? formatDollars(night.priceCents, { wholeDollars: true }) : "";
          return (
            <button
              key={day}
              type="button"
              data-night={day}
              className={`inv-night inv-night--${modifier}${selected ? " inv-night--selected" : ""}${isPast ? " inv-night--past" : ""}`}
              style={index === 0 ? { gridColumnStart: weekdayOf(day) + 1 } : undefined}
              disabled={isPast}
              aria-pressed={selected}
              onClick={() => onPick(day)}
            >
              <span className="inv-night__day">
                <span className="visually-hidden">{DAY_NAME.format(new Date(`${day}T00:00:00Z`)).replace(/ \d+$/, "")} </span>
                {Number(day.slice(8))}
              </span>
              {night ? <span className="inv-night__price">{price}</span> : null}
              <span className="inv-night__rooms">{night ? (night.stopSell ? "Closed" : night.roomsLeft === 0 ? "Sold out" : `${night.roomsLeft} left`) : <span className="visually-hidden">not on sale</span>}</span>
              {night?.minStay ? <span className="visually-hidden">, minimum {night.minStay} nights</span> : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}

type Draft = { ratePlanId: string; from: string; to: string; price: string; roomsLeft: string; stopSell: "" | "on" | "off"; minStay: string; arrival: "" | "on" | "off"; departure: "" | "on" | "off" };

const SWITCH = { "": undefined, on: true, off: false } as const;

/** The rates-and-availability calendar: a month per room type and rate plan, and one form to set a range. */
export function InventoryCalendar({ calendar }: { calendar: Calendar }) {
  const id = useId();
  const plans = calendar.roomTypes.flatMap((room) => room.ratePlans.map((plan) => ({ ...plan, roomName: room.name })));
  const [draft, setDraft] = useState<Draft>(() => ({
    ratePlanId: plans[0] ? String(plans[0].id) : "",
    from: "",
    to: "",
    price: "",
    roomsLeft: "",
    stopSell: "",
    minStay: "",
    arrival: "",
    departure: "",
  }));
  const { errors, isSending, formRef, check, send } = useInventoryForm<keyof InventoryRangeInput>();
  const revalidator = useRevalidator();
  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) => setDraft((current) => ({ ...current, [key]: value }));
  const shown = plans.find((plan) => String(plan.id) === draft.ratePlanId) ?? plans[0];
  // Another rate plan's month: the dates stay, the other changes too.
  const choosePlan = (ratePlanId: string) => set("ratePlanId", ratePlanId);
  const selection: Selection | null = draft.from ? { ratePlanId: shown?.id ?? 0, from: draft.from, to: draft.to || draft.from } : null;

  // A first click picks the first night; a later one on or after it, the last; one before it starts again.
  const pick = (night: string) =>
    setDraft((current) => {
      if (current.from && (!current.to || current.to === current.from) && night > current.from) return { ...current, to: night };
      return { ...current, from: night, to: night };
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const minStay = draft.minStay.trim().toLowerCase() === "none" ? null : wholeOf(draft.minStay);
    const input: InventoryRangeInput = {
      ratePlanId: shown?.id ?? Number.NaN,
      from: draft.from,
      to: draft.to || draft.from,
      priceCents: centsOf(draft.price),
      roomsLeft: wholeOf(draft.roomsLeft),
      stopSell: SWITCH[draft.stopSell],
      minStay,
      closedToArrival: SWITCH[draft.arrival],
      closedToDeparture: SWITCH[draft.departure],
    };
    if (!check(checkInventoryRange(input, calendar.today))) return;
    const saved = await send(() => callApi(setInventoryRange, { body: toWire(INVENTORY_RANGE_WIRE_NAMES, input) }));
    if (saved) await revalidator.revalidate();
  };

  const switchField = (key: "stopSell" | "arrival" | "departure", label: string, on: string, off: string, error?: string) => (
    <FormField block="inv-field" id={`${id}-${key}`} label={label} error={error}>
      {(control) => (
        <select {...control} value={draft[key]} onChange={(event) => set(key, event.target.value as Draft[typeof key])}>
          <option value="">Leave as is</option>
          <option value="on">{on}</option>
          <option value="off">{off}</option>
        </select>
      )}
    </FormField>
  );

  return (
    <section className="biz-card inv-section" aria-labelledby="inv-calendar-heading">
      <h2 id="inv-calendar-heading" className="biz-card__title">
        Rates and availability
      </h2>
      <nav className="inv-calendar__nav" aria-label="Months">
        <Link to={`?month=${shiftMonth(calendar.month, -1)}`} preventScrollReset>
          ‹ {monthTitle(shiftMonth(calendar.month, -1))}
        </Link>
        <p className="inv-calendar__month" aria-live="polite">
          {monthTitle(calendar.month)}
        </p>
        <Link to={`?month=${shiftMonth(calendar.month, 1)}`} preventScrollReset>
          {monthTitle(shiftMonth(calendar.month, 1))} ›
        </Link>
      </nav>
      {plans.length === 0 ? (
        <p>Add a room type and a rate plan first; then set its prices and rooms here.</p>
      ) : (
        <>
          <FormField block="inv-field" id={`${id}-plan`} label="Room and rate plan" hint="The month below is this rate plan’s; the nights you set are too." error={errors.ratePlanId}>
            {(control) => (
              <select {...control} value={shown ? String(shown.id) : ""} onChange={(event) => choosePlan(event.target.value)}>
                {plans.map((plan) => (
                  <option key={plan.id} value={plan.id}>
                    {plan.roomName}: {plan.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {shown ? (
            <div className="inv-calendar__plan">
              <h3 className="inv-rates__room">
                {shown.roomName}: {shown.name}
              </h3>
              <p className="inv-list__meta">Pick the first night, then the last (or type the dates below), and set what changes for all of them.</p>
              <PlanMonth calendar={calendar} plan={shown} selection={selection} onPick={pick} />
            </div>
          ) : null}
          <form ref={formRef} className="inv-form inv-range" noValidate onSubmit={submit} aria-labelledby={`${id}-heading`}>
            <h3 id={`${id}-heading`} className="inv-form__title">
              Set the selected nights
            </h3>
            <div className="inv-form__row">
              <FormField block="inv-field" id={`${id}-from`} label="First night" type="date" min={calendar.today} error={errors.from} value={draft.from} onValue={(value) => set("from", value)} />
              <FormField block="inv-field" id={`${id}-to`} label="Last night" type="date" min={draft.from || calendar.today} error={errors.to} value={draft.to} onValue={(value) => set("to", value)} />
            </div>
            <div className="inv-form__row">
              <FormField block="inv-field" id={`${id}-price`} label="Price a night ($)" hint="Empty: leave as is" inputMode="decimal" error={errors.priceCents} value={draft.price} onValue={(value) => set("price", value)} />
              <FormField block="inv-field" id={`${id}-rooms`} label="Rooms left" hint="Empty: leave as is" inputMode="numeric" error={errors.roomsLeft} value={draft.roomsLeft} onValue={(value) => set("roomsLeft", value)} />
              <FormField block="inv-field" id={`${id}-minStay`} label="Minimum stay (nights)" hint="Empty: leave as is; “none”: the rate plan’s" error={errors.minStay} value={draft.minStay} onValue={(value) => set("minStay", value)} />
            </div>
            <div className="inv-form__row">
              {switchField("stopSell", "Stop-sell", "Close these nights", "Open these nights", errors.stopSell)}
              {switchField("arrival", "Arrivals", "No arrivals on these nights", "Arrivals allowed", errors.closedToArrival)}
              {switchField("departure", "Departures", "No departures on these nights", "Departures allowed", errors.closedToDeparture)}
            </div>
            <div className="inv-actions">
              <Button type="submit" disabled={isSending}>
                {isSending ? "Saving…" : "Save these nights"}
              </Button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
