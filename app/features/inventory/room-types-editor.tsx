import { useId, useState, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import { createRoomType, deleteRoomType, updateRoomType } from "../../../core/contracts/inventory";
import { checkRoomType, ROOM_TYPE_DEFAULTS, type RoomTypeInput } from "../../../core/booking/inventory-changes";
import { ROOM_TYPE_WIRE_NAMES } from "../../../core/contracts/inventory-wire-names";
import { toWire } from "../../../core/contracts/wire-names";
import { callApi } from "../../components/api-client";
import { Button } from "../../components/button";
import { FormField } from "../../components/form-field";
import type { RoomTypeView } from "../../../server/domain/inventory/room-types";
import { useInventoryForm, wholeOf } from "./inventory-form";
import { RoomTypePhotos } from "./room-type-photos";

type Draft = { name: string; description: string; beds: string; sizeSqm: string; maxAdults: string; maxChildren: string; amenities: string };

function draftOf(room: RoomTypeInput): Draft {
  return {
    name: room.name,
    description: room.description,
    beds: room.beds,
    sizeSqm: room.sizeSqm === null ? "" : String(room.sizeSqm),
    maxAdults: String(room.maxAdults),
    maxChildren: String(room.maxChildren),
    amenities: room.amenities.join(", "),
  };
}

function inputOf(draft: Draft): RoomTypeInput {
  return {
    name: draft.name,
    description: draft.description,
    beds: draft.beds,
    sizeSqm: wholeOf(draft.sizeSqm) ?? null,
    maxAdults: wholeOf(draft.maxAdults) ?? Number.NaN,
    maxChildren: wholeOf(draft.maxChildren) ?? 0,
    amenities: draft.amenities
      .split(",")
      .map((amenity) => amenity.trim())
      .filter(Boolean),
  };
}

/** Add or change a room type: checked with the server's own rules before it is sent. */
function RoomTypeForm({ room, onDone }: { room: RoomTypeView | null; onDone: () => void }) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(room ?? ROOM_TYPE_DEFAULTS));
  const { errors, isSending, formRef, check, send } = useInventoryForm<keyof RoomTypeInput>();
  const revalidator = useRevalidator();
  const set = (key: keyof Draft, value: string) => setDraft((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = inputOf(draft);
    if (!check(checkRoomType(input))) return;
    const body = toWire(ROOM_TYPE_WIRE_NAMES, input);
    const saved = await send(() => (room ? callApi(updateRoomType, { params: { id: String(room.id) }, body }) : callApi(createRoomType, { body })));
    if (!saved) return;
    await revalidator.revalidate();
    onDone();
  };

  return (
    <form ref={formRef} className="inv-form" noValidate onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} className="inv-form__title">
        {room ? `Edit ${room.name}` : "Add a room type"}
      </h3>
      <FormField block="inv-field" id={`${id}-name`} label="Name" hint="As couples see it, like “Deluxe Sea View Double”" error={errors.name} value={draft.name} onValue={(value) => set("name", value)} isFocusedOnMount />
      <FormField block="inv-field" id={`${id}-beds`} label="Beds" hint="Like “1 king bed” or “2 twin beds”" error={errors.beds} value={draft.beds} onValue={(value) => set("beds", value)} />
      <div className="inv-form__row">
        <FormField block="inv-field" id={`${id}-adults`} label="Adults, at most" error={errors.maxAdults} type="number" inputMode="numeric" min={1} max={20} value={draft.maxAdults} onValue={(value) => set("maxAdults", value)} />
        <FormField block="inv-field" id={`${id}-children`} label="Children, at most" error={errors.maxChildren} type="number" inputMode="numeric" min={0} max={20} value={draft.maxChildren} onValue={(value) => set("maxChildren", value)} />
        <FormField block="inv-field" id={`${id}-size`} label="Size in m² (optional)" error={errors.sizeSqm} type="number" inputMode="numeric" min={1} max={2000} value={draft.sizeSqm} onValue={(value) => set("sizeSqm", value)} />
      </div>
      <FormField block="inv-field" id={`${id}-amenities`} label="Amenities (optional)" hint="Separated by commas: Balcony, Bathtub, Sea view" error={errors.amenities} value={draft.amenities} onValue={(value) => set("amenities", value)} />
      <FormField block="inv-field" id={`${id}-description`} label="Description (optional)" error={errors.description}>
        {(control) => <textarea {...control} rows={3} value={draft.description} onChange={(event) => set("description", event.target.value)} />}
      </FormField>
      <div className="inv-actions">
        <Button type="submit" disabled={isSending}>
          {isSending ? "Saving…" : "Save room type"}
        </Button>
        <Button type="button" hierarchy="secondary-gray" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The hotel's room types, in its order: add, edit, move and delete, each with its photos. */
export function RoomTypesEditor({ roomTypes }: { roomTypes: RoomTypeView[] }) {
  const [editing, setEditing] = useState<number | "new" | null>(roomTypes.length === 0 ? "new" : null);
  const { isSending, send } = useInventoryForm<"position">();
  const revalidator = useRevalidator();

  const move = async (room: RoomTypeView, position: number) => {
    const saved = await send(() => callApi(updateRoomType, { params: { id: String(room.id) }, body: { position } }));
    if (saved) await revalidator.revalidate();
  };

  const remove = async (room: RoomTypeView) => {
    if (!window.confirm(`Delete ${room.name} with its rate plans and calendar? Couples can no longer book it.`)) return;
    const deleted = await send(() => callApi(deleteRoomType, { params: { id: String(room.id) } }));
    if (deleted) await revalidator.revalidate();
  };

  return (
    <section className="biz-card inv-section" aria-labelledby="inv-rooms-heading">
      <h2 id="inv-rooms-heading" className="biz-card__title">
        Room types
      </h2>
      {roomTypes.length === 0 ? <p>Add the kinds of room you sell; then give each a rate plan and open its nights in the calendar.</p> : null}
      <ol className="inv-list">
        {roomTypes.map((room, index) => (
          <li key={room.id} className="inv-list__item">
            {editing === room.id ? (
              <RoomTypeForm room={room} onDone={() => setEditing(null)} />
            ) : (
              <>
                <div>
                  <p className="inv-list__name">{room.name}</p>
                  <p className="inv-list__meta">
                    {room.beds} · up to {room.maxAdults} {room.maxAdults === 1 ? "adult" : "adults"}
                    {room.maxChildren > 0 ? ` and ${room.maxChildren} ${room.maxChildren === 1 ? "child" : "children"}` : ""}
                    {room.sizeSqm ? ` · ${room.sizeSqm} m²` : ""} · {room.ratePlans} {room.ratePlans === 1 ? "rate plan" : "rate plans"}
                  </p>
                </div>
                <div className="inv-actions">
                  <Button type="button" size="sm" hierarchy="secondary-gray" onClick={() => setEditing(room.id)} aria-label={`Edit ${room.name}`}>
                    Edit
                  </Button>
                  <Button type="button" size="sm" hierarchy="secondary-gray" disabled={index === 0 || isSending} onClick={() => void move(room, index - 1)} aria-label={`Move ${room.name} up`}>
                    Up
                  </Button>
                  <Button
                    size="sm"
                    hierarchy="secondary-gray"
                    disabled={index === roomTypes.length - 1 || isSending}
                    onClick={() => void move(room, index + 1)}
                    aria-label={`Move ${room.name} down`}
                  >
                    Down
                  </Button>
                  <Button type="button" size="sm" hierarchy="secondary-gray" disabled={isSending} onClick={() => void remove(room)} aria-label={`Delete ${room.name}`}>
                    Delete
                  </Button>
                </div>
                <RoomTypePhotos room={room} />
              </>
            )}
          </li>
        ))}
      </ol>
      {editing === "new" ? (
        <RoomTypeForm room={null} onDone={() => setEditing(null)} />
      ) : (
        <Button hierarchy="secondary-gray" onClick={() => setEditing("new")}>
          Add a room type
        </Button>
      )}
    </section>
  );
}
