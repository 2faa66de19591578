import { useId, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { BOARD_VALUES, BOARDS, type Board } from "../../../core/booking/inventory-rules";
import { createRatePlan, deleteRatePlan, updateRatePlan } from "../../../core/contracts/inventory";
import { checkRatePlan, RATE_PLAN_DEFAULTS, type RatePlanInput } from "../../../core/booking/inventory-changes";
import { RATE_PLAN_WIRE_NAMES } from "../../../core/contracts/inventory-wire-names";
import { toWire } from "../../../core/contracts/wire-names";
import { formatDollars } from "../../../core/money";
import { callApi } from "../../components/api-client";
import { Button } from "../../components/button";
import { FormField } from "../../components/form-field";
import type { RatePlanView } from "../../../server/domain/inventory/rate-plans";
import type { RoomTypeView } from "../../../server/domain/inventory/room-types";
import { centsOf, dollarsText, useInventoryForm, wholeOf } from "./inventory-form";

type Draft = Record<Exclude<keyof RatePlanInput, "board">, string> & { board: Board };

function draftOf(plan: RatePlanInput): Draft {
  return {
    name: plan.name,
    board: plan.board,
    freeCancellationDays: plan.freeCancellationDays === null ? "" : String(plan.freeCancellationDays),
    cancellationChargePercent: String(plan.cancellationChargePercent),
    minStay: String(plan.minStay),
    maxStay: plan.maxStay === null ? "" : String(plan.maxStay),
    includedAdults: String(plan.includedAdults),
    extraAdultCents: dollarsText(plan.extraAdultCents),
    childCents: dollarsText(plan.childCents),
    childFreeUnderAge: String(plan.childFreeUnderAge),
    taxPercent: String(plan.taxPercent),
    feeCentsPerNight: dollarsText(plan.feeCentsPerNight),
  };
}

function inputOf(draft: Draft): RatePlanInput {
  return {
    name: draft.name,
    board: draft.board,
    freeCancellationDays: wholeOf(draft.freeCancellationDays) ?? null,
    cancellationChargePercent: wholeOf(draft.cancellationChargePercent) ?? 100,
    minStay: wholeOf(draft.minStay) ?? 1,
    maxStay: wholeOf(draft.maxStay) ?? null,
    includedAdults: wholeOf(draft.includedAdults) ?? Number.NaN,
    extraAdultCents: centsOf(draft.extraAdultCents) ?? 0,
    childCents: centsOf(draft.childCents) ?? 0,
    childFreeUnderAge: wholeOf(draft.childFreeUnderAge) ?? 0,
    taxPercent: wholeOf(draft.taxPercent) ?? 0,
    feeCentsPerNight: centsOf(draft.feeCentsPerNight) ?? 0,
  };
}

/** The terms in a line: "Breakfast included · free cancellation until 3 days before · 1-14 nights". */
export function ratePlanSummary(plan: RatePlanInput): string {
  const cancellation =
    plan.freeCancellationDays === null
      ? "non-refundable"
      : `free cancellation until ${plan.freeCancellationDays} ${plan.freeCancellationDays === 1 ? "day" : "days"} before arrival`;
  const stay = plan.maxStay === null ? `from ${plan.minStay} ${plan.minStay === 1 ? "night" : "nights"}` : `${plan.minStay} to ${plan.maxStay} nights`;
  const extras = [plan.taxPercent > 0 ? `${plan.taxPercent}% taxes` : "", plan.feeCentsPerNight > 0 ? `${formatDollars(plan.feeCentsPerNight)} fees a night` : ""].filter(Boolean);
  return [BOARDS[plan.board], cancellation, stay, ...extras].join(" · ");
}

function RatePlanForm({ roomType, plan, onDone }: { roomType: RoomTypeView; plan: RatePlanView | null; onDone: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(plan ?? RATE_PLAN_DEFAULTS));
  const { errors, isSending, formRef, check, send } = useInventoryForm<keyof RatePlanInput>();
  const revalidator = useRevalidator();
  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = inputOf(draft);
    if (!check(checkRatePlan(input))) return;
    const body = toWire(RATE_PLAN_WIRE_NAMES, input);
    const saved = await send(() =>
      plan ? callApi(updateRatePlan, { params: { id: String(plan.id) }, body }) : callApi(createRatePlan, { params: { id: String(roomType.id) }, body }),
    );
    if (!saved) return;
    await revalidator.revalidate();
    onDone();
  };

  const field = (key: Exclude<keyof Draft, "board">, label: string, extra: { hint?: string; inputMode?: "numeric" | "decimal" } = {}) => (
    <FormField block="inv-field" id={`${id}-${key}`} label={label} hint={extra.hint} error={errors[key]} inputMode={extra.inputMode ?? "numeric"} value={draft[key]} onValue={(value) => set(key, value)} />
  );
  return (
    <form ref={formRef} className="inv-form" noValidate onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`} className="inv-form__title">
        {plan ? `Edit ${plan.name}` : `Add a rate plan to ${roomType.name}`}
      </h4>
      <FormField block="inv-field" id={`${id}-name`} label="Name" hint="Like “Flexible with breakfast”" error={errors.name} value={draft.name} onValue={(value) => set("name", value)} isFocusedOnMount />
      <FormField block="inv-field" id={`${id}-board`} label="Board" error={errors.board}>
        {(control) => (
          <select {...control} value={draft.board} onChange={(event) => set("board", event.target.value as Board)}>
            {BOARD_VALUES.map((board) => (
              <option key={board} value={board}>
                {BOARDS[board]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="inv-form__row">
        {field("freeCancellationDays", "Free cancellation until (days before arrival)", { hint: "Empty: non-refundable" })}
        {field("cancellationChargePercent", "Charge after that (% of the stay)")}
      </div>
      <div className="inv-form__row">
        {field("minStay", "Minimum stay (nights)")}
        {field("maxStay", "Maximum stay (nights, optional)")}
      </div>
      <div className="inv-form__row">
        {field("includedAdults", "Adults included in the price")}
        {field("extraAdultCents", "Each extra adult ($ a night)", { inputMode: "decimal" })}
      </div>
      <div className="inv-form__row">
        {field("childCents", "Each child ($ a night)", { inputMode: "decimal" })}
        {field("childFreeUnderAge", "Children stay free under (age)")}
      </div>
      <div className="inv-form__row">
        {field("taxPercent", "Taxes (% of the room price)")}
        {field("feeCentsPerNight", "Fees ($ a night)", { inputMode: "decimal" })}
      </div>
      <div className="inv-actions">
        <Button type="submit" disabled={isSending}>
          {isSending ? "Saving…" : "Save rate plan"}
        </Button>
        <Button type="button" hierarchy="secondary-gray" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The rate plans of each room type: add, edit and delete. */
export function RatePlansEditor({ roomTypes, ratePlans }: { roomTypes: RoomTypeView[]; ratePlans: Record<number, RatePlanView[]> }) {
  const [editing, setEditing] = useState<{ roomTypeId: number; planId: number | "new" } | null>(null);
  const { isSending, send } = useInventoryForm<never>();
  const revalidator = useRevalidator();

  const remove = async (plan: RatePlanView) => {
    if (!window.confirm(`Delete ${plan.name} with its calendar? Couples can no longer book it.`)) return;
    const deleted = await send(() => callApi(deleteRatePlan, { params: { id: String(plan.id) } }));
    if (deleted) await revalidator.revalidate();
  };

  if (roomTypes.length === 0) return null;
  return (
    <section className="biz-card inv-section" aria-labelledby="inv-rates-heading">
      <h2 id="inv-rates-heading" className="biz-card__title">
        Rate plans
      </h2>
      {roomTypes.map((room) => {
        const plans = ratePlans[room.id] ?? [];
        const isAdding = editing?.roomTypeId === room.id && editing.planId === "new";
        return (
          <div key={room.id} className="inv-rates">
            <h3 className="inv-rates__room">{room.name}</h3>
            {plans.length === 0 ? <p className="inv-list__meta">No rate plan yet: add one to sell this room.</p> : null}
            <ul className="inv-list">
              {plans.map((plan) => (
                <li key={plan.id} className="inv-list__item">
                  {editing?.planId === plan.id ? (
                    <RatePlanForm roomType={room} plan={plan} onDone={() => setEditing(null)} />
                  ) : (
                    <>
                      <div>
                        <p className="inv-list__name">{plan.name}</p>
                        <p className="inv-list__meta">{ratePlanSummary(plan)}</p>
                      </div>
                      <div className="inv-actions">
                        <Button type="button" size="sm" hierarchy="secondary-gray" onClick={() => setEditing({ roomTypeId: room.id, planId: plan.id })} aria-label={`Edit ${plan.name}`}>
                          Edit
                        </Button>
                        <Button type="button" size="sm" hierarchy="secondary-gray" disabled={isSending} onClick={() => void remove(plan)} aria-label={`Delete ${plan.name}`}>
                          Delete
                        </Button>
                      </div>
                    </>
                  )}
                </li>
              ))}
            </ul>
            {isAdding ? (
              <RatePlanForm roomType={room} plan={null} onDone={() => setEditing(null)} />
            ) : (
              <Button
                type="button"
                size="sm"
                hierarchy="secondary-gray"
                onClick={() => setEditing({ roomTypeId: room.id, planId: "new" })}
                aria-label={`Add a rate plan to ${room.name}`}
              >
                Add a rate plan
              </Button>
            )}
          </div>
        );
      })}
    </section>
  );
}
