import { createContext, useContext, useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link, useRevalidator } from "react-router";
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from "../../../core/avatar-rules";
import { addListingPhoto, moveListingPhoto, removeListingPhoto, setListingCover, updateListingPhoto } from "../../../core/contracts/listing-photos";
import { LISTING_PHOTO_FIELD, MAX_PHOTO_ALT_LENGTH, checkPhotoAlt } from "../../../core/storefront-photos";
import type { ListingPhoto, ListingPhotosView } from "../../../server/domain/storefront/listing-photos";
import { callApi, type ApiResult } from "../../components/api-client";
import type { ContractOutput } from "../../../core/contracts/contract";
import { Button, buttonClassName } from "../../components/button";
import { FormField } from "../../components/form-field";
import { useToast } from "../../components/toast";
import "./listing-photos.css";
import { DashboardSubpage } from "../business-signup/dashboard-subpage";

export type ListingPhotosPageProps = { kind: "refused"; message: string } | { kind: "listing"; view: ListingPhotosView };

const FALLBACK_ERROR = "Something went wrong. Please try again.";

type PhotosAnswer = ContractOutput<typeof addListingPhoto>;

/**
 * The calls the editor makes: the signed-in business's own listing's (below), or any listing's
 * by an admin (the console's listing page passes its own, whose answers have the same shape).
 */
export type ListingPhotoCalls = {
  add: (form: FormData) => Promise<ApiResult<PhotosAnswer>>;
  describe: (photoId: number, alt: string) => Promise<ApiResult<PhotosAnswer>>;
  move: (photoId: number, position: number) => Promise<ApiResult<PhotosAnswer>>;
  cover: (photoId: number) => Promise<ApiResult<PhotosAnswer>>;
  remove: (photoId: number) => Promise<ApiResult<PhotosAnswer>>;
};

const BUSINESS_PHOTO_CALLS: ListingPhotoCalls = {
  add: (form) => callApi(addListingPhoto, { body: form }),
  describe: (photoId, alt) => callApi(updateListingPhoto, { params: { id: String(photoId) }, body: { alt } }),
  move: (photoId, position) => callApi(moveListingPhoto, { params: { id: String(photoId) }, body: { position } }),
  cover: (photoId) => callApi(setListingCover, { params: { id: String(photoId) } }),
  remove: (photoId) => callApi(removeListingPhoto, { params: { id: String(photoId) } }),
};

const PhotoCallsContext = createContext<ListingPhotoCalls>(BUSINESS_PHOTO_CALLS);

/** The dashboard's Photos page (issue 19): the listing's photos, the cover first, and the upload. */
export function ListingPhotosPage(props: ListingPhotosPageProps) {
  return (
    <DashboardSubpage title="Photos" className="biz-page__inner--wide lp-page" refusal={props.kind === "refused" ? props.message : null}>
      {props.kind === "refused" ? null : <ListingPhotosEditor view={props.view} />}
    </DashboardSubpage>
  );
}

/**
 * Uploads (several at once, one after another), and per photo its description, its place and
 * Delete (with a confirmation). One change at a time; after each the page's data is read again,
 * so the grid shows the server's order. Refusals are spoken (role="alert") in the server's words.
 */
export function ListingPhotosEditor({ view, calls }: { view: ListingPhotosView; calls?: ListingPhotoCalls }) {
  return calls ? (
    <PhotoCallsContext.Provider value={calls}>
      <PhotosEditor view={view} />
    </PhotoCallsContext.Provider>
  ) : (
    <PhotosEditor view={view} />
  );
}

function PhotosEditor({ view }: { view: ListingPhotosView }) {
  const revalidator = useRevalidator();
  const toasts = useToast();
  const [isBusy, setBusy] = useState(false);
  const count = view.photos.length;
  // After a deletion the photo's buttons are gone: focus goes to the heading of what is left.
  // The number of photos once the deletion shows (the page's data may arrive after the call's end).
  const headingFocusAt = useRef<number | null>(null);
  useEffect(() => {
    if (headingFocusAt.current !== count || isBusy) return;
    headingFocusAt.current = null;
    document.getElementById(count > 0 ? "lp-photos-title" : "lp-drawn-title")?.focus();
  });

  /** Runs one change; answers the server's refusal (null when it went through or no answer came). */
  const run = async <T extends { message: string }>(
    call: () => Promise<ApiResult<T>>,
  ): Promise<{ message: string; errors?: Record<string, string[]> } | null> => {
    setBusy(true);
    try {
      const result = await call();
      if (result.ok) {
        await revalidator.revalidate();
        toasts.show(result.data.message, "success");
        return null;
      }
      // No answer at all: the 'No internet' dialog says so.
      if (result.status === null) return null;
      return {
        message: result.message ?? FALLBACK_ERROR,
        errors: result.errors,
      };
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className="biz-page__lead">
        The first photo is your cover: your page, cards and search results show it. <Link to={view.listing.path}>See your page as couples do</Link>.
      </p>
      <PhotoUpload count={count} max={view.maxPhotos} isBusy={isBusy} setBusy={setBusy} onDone={() => revalidator.revalidate()} />
      {count === 0 ? (
        <section className="biz-card lp-drawn" aria-labelledby="lp-drawn-title">
          <h2 id="lp-drawn-title" className="biz-card__title" tabIndex={-1}>
            No photos yet
          </h2>
          {view.drawnPicture ? (
            <img className="lp-drawn__image" src={view.drawnPicture.sizes.small} alt={view.drawnPicture.alt} width={400} height={267} decoding="async" />
          ) : null}
          <p>Until you add a photo, your listing shows this picture drawn from its details.</p>
        </section>
      ) : (
        <section aria-labelledby="lp-photos-title" className="lp-section">
          <h2 id="lp-photos-title" className="lp-section__title" tabIndex={-1}>
            Your photos ({count} of {view.maxPhotos})
          </h2>
          <ol className="lp-grid" aria-label="Your photos, the cover first">
            {view.photos.map((photo, index) => (
              <PhotoItem
                key={photo.id}
                photo={photo}
                index={index}
                count={count}
                isBusy={isBusy}
                run={run}
                onRemoved={() => (headingFocusAt.current = count - 1)}
              />
            ))}
          </ol>
        </section>
      )}
    </>
  );
}

type PhotoAction = "earlier" | "later" | "cover" | "delete";

type Run = <T extends { message: string }>(call: () => Promise<ApiResult<T>>) => Promise<{ message: string; errors?: Record<string, string[]> } | null>;

/** The upload: several files chosen at once go up one after another, each checked by the server. */
function PhotoUpload({
  count,
  max,
  isBusy,
  setBusy,
  onDone,
}: {
  count: number;
  max: number;
  isBusy: boolean;
  setBusy: (busy: boolean) => void;
  onDone: () => Promise<void>;
}) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const toasts = useToast();
  const calls = useContext(PhotoCallsContext);
  const [status, setStatus] = useState("");
  const [errors, setErrors] = useState<string[]>([]);
  const room = max - count;

  const uploadAll = async (files: File[]) => {
    setErrors([]);
    setBusy(true);
    const refused: string[] = [];
    let added = 0;
    try {
      for (const [index, file] of files.entries()) {
        setStatus(files.length > 1 ? `Uploading photo ${index + 1} of ${files.length}…` : "Uploading the photo…");
        // The server says the same; checked here so a large file is not sent for nothing.
        if (file.size === 0) {
          refused.push(`${file.name}: ${AVATAR_MESSAGES.empty}`);
          continue;
        }
        if (file.size > AVATAR_MAX_BYTES) {
          refused.push(`${file.name}: ${AVATAR_MESSAGES.tooLarge}`);
          continue;
        }
        const form = new FormData();
        form.append(LISTING_PHOTO_FIELD, file);
        const result = await calls.add(form);
        if (result.ok) {
          added += 1;
        } else if (result.status === null) {
          break;
        } else {
          refused.push(`${file.name}: ${result.errors?.[LISTING_PHOTO_FIELD]?.[0] ?? result.message ?? FALLBACK_ERROR}`);
          // Full: the files after this one would be refused the same way.
          if (result.status === 409) break;
        }
      }
      if (added > 0) await onDone();
    } finally {
      setBusy(false);
      if (inputRef.current) inputRef.current.value = "";
    }
    setStatus(added > 0 ? (added === 1 ? "1 photo added." : `${added} photos added.`) : "");
    if (added > 0) toasts.show(added === 1 ? "Photo added" : `${added} photos added`, "success");
    setErrors(refused);
    if (refused.length > 0) inputRef.current?.focus();
  };

  const hasErrors = errors.length > 0;
  return (
    <section className="biz-card lp-upload" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="biz-card__title">
        Add photos
      </h2>
      {room > 0 ? (
        <div className={`lp-field${hasErrors ? " lp-field--invalid" : ""}`}>
          <label htmlFor={`${id}-input`} className="lp-field__label">
            Choose photos
          </label>
          <p id={`${id}-hint`} className="lp-field__hint">
            JPEG, PNG, WebP, GIF or AVIF, up to 8 MB each; shown 3:2. You can choose several at once ({count} of {max} photos).
          </p>
          <input
            ref={inputRef}
            id={`${id}-input`}
            name={LISTING_PHOTO_FIELD}
            className="lp-field__file"
            type="file"
            accept="image/*"
            multiple
            disabled={isBusy}
            aria-invalid={hasErrors ? true : undefined}
            aria-describedby={`${id}-hint${hasErrors ? ` ${id}-errors` : ""}`}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              if (files.length > 0) void uploadAll(files);
            }}
          />
        </div>
      ) : (
        <p className="lp-field__hint">
          {count} of {max} photos: delete one to add another.
        </p>
      )}
      <p className="lp-field__hint" role="status">
        {status}
      </p>
      <div id={`${id}-errors`} role="alert" className="lp-field__error">
        {hasErrors ? (
          <ul className="lp-errors">
            {errors.map((error, index) => (
              <li key={index}>{error}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

/** One photo: the picture, its description, its place (earlier, later, cover) and Delete. */
function PhotoItem({
  photo,
  index,
  count,
  isBusy,
  run,
  onRemoved,
}: {
  photo: ListingPhoto;
  index: number;
  count: number;
  isBusy: boolean;
  run: Run;
  onRemoved: () => void;
}) {
  const id = useId();
  const number = index + 1;
  const [alt, setAlt] = useState(photo.alt);
  const [altError, setAltError] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [isConfirming, setConfirming] = useState(false);
  const altRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  const itemRef = useRef<HTMLLIElement>(null);
  /** The action whose button gets focus back once a change is shown (buttons are disabled meanwhile, and the photo may move). */
  const focusDue = useRef<{ action: PhotoAction; atIndex: number } | null>(null);
  const calls = useContext(PhotoCallsContext);

  // A newly saved text comes back with the page's data; another photo's change keeps what is typed here.
  const [savedAlt, setSavedAlt] = useState(photo.alt);
  if (savedAlt !== photo.alt) {
    setSavedAlt(photo.alt);
    setAlt(photo.alt);
  }
  useEffect(() => {
    // Once the change shows: the photo at its new place, the buttons enabled again.
    if (!focusDue.current || focusDue.current.atIndex !== index || isBusy) return;
    const wanted = focusDue.current.action;
    focusDue.current = null;
    const buttons = Array.from(itemRef.current?.querySelectorAll<HTMLButtonElement>("button[data-action]") ?? []).filter((button) => !button.disabled);
    // At the first or last place its own button is disabled, and a cover has no "Make cover": the next one takes it.
    (buttons.find((button) => button.dataset.action === wanted) ?? buttons[0])?.focus();
  });
  useEffect(() => {
    if (isConfirming) confirmRef.current?.focus();
    else if (wasConfirming.current) deleteRef.current?.focus();
    wasConfirming.current = isConfirming;
  }, [isConfirming]);

  const act = async <T extends { message: string }>(action: PhotoAction, call: () => Promise<ApiResult<T>>) => {
    setActionError(null);
    if (action === "delete") onRemoved();
    else focusDue.current = { action, atIndex: action === "cover" ? 0 : action === "earlier" ? index - 1 : index + 1 };
    const refused = await run(call);
    if (refused) {
      setActionError(refused.message);
      focusDue.current = { action, atIndex: index };
    }
  };

  const saveAlt = async (event: FormEvent) => {
    event.preventDefault();
    const problem = checkPhotoAlt(alt);
    setAltError(problem);
    if (problem) {
      altRef.current?.focus();
      return;
    }
    const refused = await run(() => calls.describe(photo.id, alt));
    if (refused) setAltError(refused.errors?.alt?.[0] ?? refused.message);
    // The button is disabled while the change is saved: the field keeps the focus instead.
    altRef.current?.focus();
  };

  const label = `photo ${number}`;
  return (
    <li ref={itemRef} className="lp-item" aria-label={photo.isCover ? `Photo ${number}, the cover` : `Photo ${number}`}>
      <div className="lp-item__frame">
        <img
          src={photo.sizes.small}
          srcSet={`${photo.sizes.small} 400w, ${photo.sizes.medium} 800w`}
          sizes="(min-width: 48rem) 20rem, 90vw"
          alt={photo.alt}
          width={400}
          height={267}
          loading="lazy"
          decoding="async"
        />
        {photo.isCover ? <span className="lp-item__badge">Cover</span> : null}
      </div>
      <form className="lp-item__alt" onSubmit={(event) => void saveAlt(event)} noValidate>
        <FormField
          id={`${id}-alt`}
          block="lp-field"
          label={`Description of photo ${number}`}
          hint={`What it shows, for people who cannot see it (up to ${MAX_PHOTO_ALT_LENGTH} characters).`}
          error={altError}
          value={alt}
          onValue={setAlt}
          inputRef={altRef}
        />
        <Button type="submit" size="sm" hierarchy="secondary-gray" disabled={isBusy || alt === photo.alt} aria-label={`Save description of ${label}`}>
          Save description
        </Button>
      </form>
      {isConfirming ? (
        <div className="lp-item__confirm" role="group" aria-label={`Delete ${label}?`}>
          <p className="lp-item__question">Delete this photo? Couples will no longer see it.</p>
          <div className="lp-item__actions">
            <button
              ref={confirmRef}
              type="button"
              className={buttonClassName("sm", "primary")}
              disabled={isBusy}
              onClick={() => void act("delete", () => calls.remove(photo.id))}
              aria-label={`Delete photo ${number}`}
            >
              Delete photo
            </button>
            <Button type="button" size="sm" hierarchy="secondary-gray" disabled={isBusy} onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </div>
        </div>
      ) : (
        <div className="lp-item__actions">
          <Button
            type="button"
            size="sm"
            hierarchy="secondary-gray"
            disabled={isBusy || index === 0}
            onClick={() =>
              void act("earlier", () =>
                calls.move(photo.id, index - 1),
              )
            }
            aria-label={`Move earlier: ${label}`}
            data-action="earlier"
          >
            Move earlier
          </Button>
          <Button
            type="button"
            size="sm"
            hierarchy="secondary-gray"
            disabled={isBusy || index === count - 1}
            onClick={() =>
              void act("later", () =>
                calls.move(photo.id, index + 1),
              )
            }
            aria-label={`Move later: ${label}`}
            data-action="later"
          >
            Move later
          </Button>
          {photo.isCover ? null : (
            <Button
              type="button"
              size="sm"
              hierarchy="secondary-gray"
              disabled={isBusy}
              onClick={() => void act("cover", () => calls.cover(photo.id))}
              aria-label={`Make cover: ${label}`}
              data-action="cover"
            >
              Make cover
            </Button>
          )}
          <button
            ref={deleteRef}
            type="button"
            className={buttonClassName("sm", "secondary-gray")}
            disabled={isBusy}
            onClick={() => setConfirming(true)}
            aria-label={`Delete: ${label}`}
            data-action="delete"
          >
            Delete
          </button>
        </div>
      )}
      {actionError ? (
        <p className="lp-field__error" role="alert">
          {actionError}
        </p>
      ) : null}
    </li>
  );
}
