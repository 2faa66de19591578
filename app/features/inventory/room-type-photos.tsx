import { useId, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from "../../../core/avatar-rules";
import { MAX_ROOM_TYPE_PHOTOS, ROOM_TYPE_PHOTO_FIELD, roomPhotoAlt } from "../../../core/booking/room-photos";
import { addRoomTypePhoto, moveRoomTypePhoto, removeRoomTypePhoto } from "../../../core/contracts/inventory";
import { ROOM_TYPE_PHOTO_MOVE_WIRE_NAMES } from "../../../core/contracts/inventory-wire-names";
import { toWire } from "../../../core/contracts/wire-names";
import type { MediaSizes } from "../../../core/listing-types";
import { callApi, type ApiResult } from "../../components/api-client";
import { Button } from "../../components/button";
import { useToast } from "../../components/toast";
import "./room-type-photos.css";

type PhotoRoom = { id: number; name: string; photos: MediaSizes[] };

/**
 * One room type's photos in the dashboard: the thumbnails in their order (the first is the one
 * couples see on the rooms page), each with "Show first" and "Remove"; and "Add photo", a file
 * input that uploads the picture at once (the server re-encodes it, 4:3). One change at a time;
 * a refusal is shown under the field, in the server's words.
 */
export function RoomTypePhotos({ room }: { room: PhotoRoom }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"uploading" | "changing" | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const revalidator = useRevalidator();
  const toasts = useToast();
  const count = room.photos.length;
  const isFull = count >= MAX_ROOM_TYPE_PHOTOS;

  const run = async <T extends { message: string }>(kind: "uploading" | "changing", call: () => Promise<ApiResult<T>>) => {
    if (busy) return;
    setBusy(kind);
    setError(null);
    const result = await call();
    if (result.ok) {
      await revalidator.revalidate();
      toasts.show(result.data.message, "success");
    } else if (result.status !== null) {
      setError(result.errors?.[ROOM_TYPE_PHOTO_FIELD]?.[0] ?? result.message ?? "Something went wrong. Please try again.");
    }
    setBusy(null);
    if (inputRef.current) inputRef.current.value = "";
  };

  const upload = (file: File) => {
    // The server says the same; checked here so a large file is not sent for nothing.
    if (file.size === 0) return setError(AVATAR_MESSAGES.empty);
    if (file.size > AVATAR_MAX_BYTES) return setError(AVATAR_MESSAGES.tooLarge);
    const form = new FormData();
    form.append(ROOM_TYPE_PHOTO_FIELD, file);
    void run("uploading", () => callApi(addRoomTypePhoto, { params: { id: String(room.id) }, body: form }));
  };

  const remove = (position: number) =>
    void run("changing", () => callApi(removeRoomTypePhoto, { params: { id: String(room.id), position: String(position) } }));

  const showFirst = (position: number) =>
    void run("changing", () =>
      callApi(moveRoomTypePhoto, { params: { id: String(room.id), position: String(position) }, body: toWire(ROOM_TYPE_PHOTO_MOVE_WIRE_NAMES, { newPosition: 0 }) }),
    );

  return (
    <div className="inv-photos" aria-busy={busy !== null}>
      {count > 0 ? (
        <ul className="inv-photos__list" aria-label={`Photos of ${room.name}`}>
          {room.photos.map((photo, index) => (
            <li key={photo.small} className="inv-photos__item">
              <img
                src={photo.small}
                srcSet={`${photo.thumbnail} 150w, ${photo.small} 400w`}
                sizes="10rem"
                alt={roomPhotoAlt(room.name, index, count)}
                width={400}
                height={300}
                loading="lazy"
                decoding="async"
              />
              <div className="inv-photos__actions">
                {index > 0 ? (
                  <Button type="button" size="sm" hierarchy="secondary-gray" disabled={busy !== null} onClick={() => showFirst(index)} aria-label={`Show first: photo ${index + 1} of ${room.name}`}>
                    Show first
                  </Button>
                ) : (
                  <span className="inv-photos__first">Shown first</span>
                )}
                <Button type="button" size="sm" hierarchy="secondary-gray" disabled={busy !== null} onClick={() => remove(index)} aria-label={`Remove photo ${index + 1} of ${room.name}`}>
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {isFull ? (
        <p className="inv-list__meta">
          {count} of {MAX_ROOM_TYPE_PHOTOS} photos: remove one to add another.
        </p>
      ) : (
        <div className={`inv-field${error ? " inv-field--invalid" : ""}`}>
          <label htmlFor={`${id}-photo`} className="inv-field__label">
            Add photo
          </label>
          <p id={`${id}-hint`} className="inv-field__hint">
            JPEG, PNG, WebP, GIF or AVIF, up to 8 MB; shown 4:3. {count} of {MAX_ROOM_TYPE_PHOTOS} photos.
          </p>
          <input
            ref={inputRef}
            id={`${id}-photo`}
            name={ROOM_TYPE_PHOTO_FIELD}
            className="inv-photos__input"
            type="file"
            accept="image/*"
            // The room's name kept out of the region's text (the list above says it once).
            aria-label={`Add photo of ${room.name}`}
            disabled={busy !== null}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) upload(file);
            }}
          />
          <p className="inv-field__hint" role="status">
            {busy === "uploading" ? "Uploading the photo…" : ""}
          </p>
          {error ? (
            <p id={`${id}-error`} className="inv-field__error" role="alert">
              {error}
            </p>
          ) : null}
        </div>
      )}
      {isFull && error ? (
        <p className="inv-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
