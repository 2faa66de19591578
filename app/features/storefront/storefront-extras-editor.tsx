import { useState, type KeyboardEvent, type ReactNode } from "react";
import { searchFeaturableListings } from "../../../core/contracts/storefront";
import { STOREFRONT_EXTRA_LIMITS as LIMITS, type AdvisorArticle, type AdvisorOffer, type AdvisorReview, type AdvisorWorkshop } from "../../../core/storefront-extras";
import { callApi } from "../../components/api-client";
import { Button } from "../../components/button";
import { FormField } from "../../components/form-field";
import type { FeaturedChoice } from "./storefront-form";
import { formatCount } from "../../../core/counts";

/*
 * The storefront's richer parts (issue 19): a Featured advisor's reviews, special offers,
 * workshop and article, and the hotels and itineraries a destination features. Each part shows
 * its one message (core/storefront-extras.ts names the item) above its fields, and its first
 * control carries aria-invalid so the form's "focus the first error" reaches it.
 */

type PartProps<Value> = { value: Value; onChange: (value: Value) => void; error?: string };

/** A part's message, read with its first control. */
function PartError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={`${id}-error`} className="sf-field__error">
      {error}
    </p>
  ) : null;
}

function move<Item>(items: Item[], from: number, to: number): Item[] {
  if (to < 0 || to >= items.length) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as Item);
  return next;
}

/** Move up, move down and remove for one item of an ordered list; `noun` names it for screen readers ("review 2"). */
function ItemActions({ index, count, noun, onMove, onRemove }: { index: number; count: number; noun: string; onMove: (to: number) => void; onRemove: () => void }) {
  return (
    <div className="sf-item__actions">
      <Button type="button" size="sm" hierarchy="secondary-gray" disabled={index === 0} onClick={() => onMove(index - 1)}>
        Move up<span className="visually-hidden"> {noun}</span>
      </Button>
      <Button type="button" size="sm" hierarchy="secondary-gray" disabled={index === count - 1} onClick={() => onMove(index + 1)}>
        Move down<span className="visually-hidden"> {noun}</span>
      </Button>
      <Button type="button" size="sm" hierarchy="tertiary-gray" onClick={onRemove}>
        Remove<span className="visually-hidden"> {noun}</span>
      </Button>
    </div>
  );
}

/** An ordered list of items, each in its own fieldset, with an "Add" button up to the limit. */
function ItemList<Item>({
  id,
  items,
  limit,
  noun,
  addLabel,
  empty,
  error,
  onChange,
  renderItem,
}: {
  id: string;
  items: Item[];
  limit: number;
  noun: string;
  addLabel: string;
  empty: Item;
  error?: string;
  onChange: (items: Item[]) => void;
  renderItem: (item: Item, set: (item: Item) => void, ids: { first: string; prefix: string; invalid: true | undefined; describedBy: string | undefined }) => ReactNode;
}) {
  return (
    <div className="sf-items">
      <PartError id={id} error={error} />
      {items.length === 0 ? <p className="sf-note">None yet.</p> : null}
      <ol className="sf-items__list">
        {items.map((item, index) => {
          const prefix = `${id}-${index}`;
          const isFirst = index === 0;
          return (
            <li key={index} className="sf-item">
              <fieldset className="sf-item__fields">
                <legend className="sf-item__legend">
                  {noun.charAt(0).toUpperCase() + noun.slice(1)} {index + 1}
                </legend>
                {renderItem(item, (next) => onChange(items.map((current, at) => (at === index ? next : current))), {
                  first: isFirst ? id : `${prefix}-first`,
                  prefix,
                  invalid: isFirst && error ? true : undefined,
                  describedBy: isFirst && error ? `${id}-error` : undefined,
                })}
              </fieldset>
              <ItemActions
                index={index}
                count={items.length}
                noun={`${noun} ${index + 1}`}
                onMove={(to) => onChange(move(items, index, to))}
                onRemove={() => onChange(items.filter((_, at) => at !== index))}
              />
            </li>
          );
        })}
      </ol>
      <div>
        <Button type="button" hierarchy="secondary-color" disabled={items.length >= limit} onClick={() => onChange([...items, empty])}>
          {addLabel}
        </Button>
        {items.length >= limit ? <p className="sf-note">You have the most this part shows ({limit}).</p> : null}
      </div>
    </div>
  );
}

type InputOptions = { id: string; label: string; value: string; onValue: (value: string) => void; hint?: string; type?: string; invalid?: true; describedBy?: string; inputMode?: "url" };

/** A labelled input inside an item (its error is the part's, above). */
function Input({ id, label, value, onValue, hint, type = "text", invalid, describedBy, inputMode }: InputOptions) {
  return (
    <div className="sf-field">
      <label htmlFor={id} className="sf-field__label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="sf-field__hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        className="sf-field__input"
        type={type}
        inputMode={inputMode}
        autoComplete="off"
        value={value}
        aria-invalid={invalid}
        aria-describedby={[hint ? `${id}-hint` : "", describedBy ?? ""].filter(Boolean).join(" ") || undefined}
        onChange={(event) => onValue(event.target.value)}
      />
    </div>
  );
}

function TextArea({ id, label, value, onValue, hint, rows = 3, invalid, describedBy }: Omit<InputOptions, "type" | "inputMode"> & { rows?: number }) {
  return (
    <div className="sf-field">
      <label htmlFor={id} className="sf-field__label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="sf-field__hint">
          {hint}
        </p>
      ) : null}
      <textarea
        id={id}
        className="sf-field__input"
        rows={rows}
        value={value}
        aria-invalid={invalid}
        aria-describedby={[hint ? `${id}-hint` : "", describedBy ?? ""].filter(Boolean).join(" ") || undefined}
        onChange={(event) => onValue(event.target.value)}
      />
    </div>
  );
}

export function ReviewsEditor({ value, onChange, error }: PartProps<AdvisorReview[]>) {
  return (
    <ItemList
      id="sf-reviews"
      items={value}
      limit={LIMITS.reviews}
      noun="review"
      addLabel="Add a review"
      empty={{ author: "", trip: "", text: "" }}
      error={error}
      onChange={onChange}
      renderItem={(review, set, ids) => (
        <>
          <div className="sf-row">
            <Input id={ids.first} label="Couple's names" value={review.author} onValue={(author) => set({ ...review, author })} invalid={ids.invalid} describedBy={ids.describedBy} />
            <Input id={`${ids.prefix}-trip`} label="Trip (optional)" hint="Like “Honeymoon in Positano, 2025”" value={review.trip} onValue={(trip) => set({ ...review, trip })} />
          </div>
          <TextArea id={`${ids.prefix}-text`} label="What they said" hint={`Up to ${LIMITS.reviewText} characters`} value={review.text} onValue={(text) => set({ ...review, text })} />
        </>
      )}
    />
  );
}

export function OffersEditor({ value, onChange, error }: PartProps<AdvisorOffer[]>) {
  return (
    <ItemList
      id="sf-specialOffers"
      items={value}
      limit={LIMITS.offers}
      noun="special offer"
      addLabel="Add a special offer"
      empty={{ title: "", text: "", validUntil: "", url: "" }}
      error={error}
      onChange={onChange}
      renderItem={(offer, set, ids) => (
        <>
          <Input id={ids.first} label="Title" value={offer.title} onValue={(title) => set({ ...offer, title })} invalid={ids.invalid} describedBy={ids.describedBy} />
          <TextArea id={`${ids.prefix}-text`} label="Short text (optional)" hint={`Up to ${LIMITS.offerText} characters`} value={offer.text} onValue={(text) => set({ ...offer, text })} />
          <div className="sf-row">
            <Input id={`${ids.prefix}-until`} label="Valid until (optional)" hint="The page stops showing it after this day" type="date" value={offer.validUntil} onValue={(validUntil) => set({ ...offer, validUntil })} />
            <Input id={`${ids.prefix}-url`} label="Link (optional)" hint="An https link to read more or book" inputMode="url" value={offer.url} onValue={(url) => set({ ...offer, url })} />
          </div>
        </>
      )}
    />
  );
}

export function WorkshopEditor({ value, onChange, error }: PartProps<AdvisorWorkshop>) {
  const set = (part: Partial<AdvisorWorkshop>) => onChange({ ...value, ...part });
  const invalid = error ? true : undefined;
  const describedBy = error ? "sf-workshop-error" : undefined;
  return (
    <div className="sf-items">
      <p className="sf-note">Leave every field empty to show no workshop.</p>
      <PartError id="sf-workshop" error={error} />
      <Input id="sf-workshop" label="Workshop title" value={value.title} onValue={(title) => set({ title })} invalid={invalid} describedBy={describedBy} />
      <div className="sf-row">
        <Input id="sf-workshop-date" label="Date" type="date" value={value.date} onValue={(date) => set({ date })} />
        <Input id="sf-workshop-place" label={value.isOnline ? "Place (not needed online)" : "Place"} hint="Like “Hotel Santa Caterina, Amalfi”" value={value.place} onValue={(place) => set({ place })} />
      </div>
      <label className="sf-choice sf-choice--single">
        <input type="checkbox" checked={value.isOnline} onChange={(event) => set({ isOnline: event.target.checked })} />
        Held online
      </label>
      <TextArea id="sf-workshop-text" label="About the workshop" hint={`Up to ${formatCount(LIMITS.workshopText)} characters; a blank line starts a new paragraph`} rows={4} value={value.text} onValue={(text) => set({ text })} />
      <Input id="sf-workshop-url" label="Sign-up link (optional)" hint="An https link" inputMode="url" value={value.signUpUrl} onValue={(signUpUrl) => set({ signUpUrl })} />
    </div>
  );
}

export function ArticleEditor({ value, onChange, error }: PartProps<AdvisorArticle>) {
  const invalid = error ? true : undefined;
  const describedBy = error ? "sf-article-error" : undefined;
  return (
    <div className="sf-items">
      <p className="sf-note">One article is included with a Featured profile. Leave both fields empty to show none.</p>
      <PartError id="sf-article" error={error} />
      <Input id="sf-article" label="Article title" value={value.title} onValue={(title) => onChange({ ...value, title })} invalid={invalid} describedBy={describedBy} />
      <TextArea
        id="sf-article-body"
        label="Article"
        hint={`Plain text, up to ${formatCount(LIMITS.articleBody)} characters; a blank line starts a new paragraph`}
        rows={10}
        value={value.body}
        onValue={(body) => onChange({ ...value, body })}
      />
    </div>
  );
}

const PICKER_TEXT = {
  hotel: { noun: "hotel", plural: "hotels", search: "Find a hotel by name" },
  itinerary: { noun: "itinerary", plural: "itineraries", search: "Find an itinerary by name" },
} as const;

/**
 * A destination's featured hotels (or itineraries): the chosen ones in order, and a search of the
 * catalogue (those in the destination first) to add more, up to the limit.
 */
export function FeaturedPicker({ kind, destination, value, onChange, error }: PartProps<FeaturedChoice[]> & { kind: "hotel" | "itinerary"; destination: string }) {
  const text = PICKER_TEXT[kind];
  const id = kind === "hotel" ? "sf-featuredHotelIds" : "sf-featuredItineraryIds";
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<FeaturedChoice[] | null>(null);
  const [status, setStatus] = useState("");
  const isFull = value.length >= LIMITS.featured;

  const search = async () => {
    setStatus("Searching…");
    const answer = await callApi(searchFeaturableListings, { query: { kind, query: query.trim() } });
    if (!answer.ok) {
      setStatus(answer.message ?? "Something went wrong. Please try again.");
      return;
    }
    const choices = answer.data.data.map(({ in_destination, ...choice }) => ({ ...choice, inDestination: in_destination }));
    setFound(choices);
    setStatus(choices.length === 0 ? `No ${text.plural} found.` : `${choices.length} ${choices.length === 1 ? text.noun : text.plural} found.`);
  };
  // Enter in the search box searches; it must not save the whole form.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void search();
  };
  const place = (choice: FeaturedChoice) => [choice.city, choice.country].filter(Boolean).join(", ");

  return (
    <div className="sf-items">
      <PartError id={id} error={error} />
      {value.length === 0 ? (
        <p className="sf-note" id={error ? undefined : `${id}-none`}>
          No {text.plural} featured yet.
        </p>
      ) : null}
      <ol className="sf-items__list">
        {value.map((choice, index) => (
          <li key={choice.id} className="sf-item sf-item--row">
            <span className="sf-item__name">
              <a href={choice.path}>{choice.title}</a>
              {place(choice) ? <span className="sf-item__place">{place(choice)}</span> : null}
            </span>
            <ItemActions
              index={index}
              count={value.length}
              noun={choice.title}
              onMove={(to) => onChange(move(value, index, to))}
              onRemove={() => onChange(value.filter((other) => other.id !== choice.id))}
            />
          </li>
        ))}
      </ol>
      <div className="sf-search">
        <FormField block="sf-field" id={id} label={text.search} hint={`Empty: those in ${destination} first. Up to ${LIMITS.featured} ${text.plural}.`} error={undefined}>
          {(control) => (
            <input
              {...control}
              type="search"
              autoComplete="off"
              value={query}
              aria-invalid={error ? true : undefined}
              aria-describedby={[control["aria-describedby"], error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined}
              onChange={(event) => setQuery(event.target.value)}
              onKeyDown={onKeyDown}
            />
          )}
        </FormField>
        <Button type="button" hierarchy="secondary-gray" onClick={() => void search()}>
          Search<span className="visually-hidden"> {text.plural}</span>
        </Button>
      </div>
      <p className="sf-note" role="status">
        {status}
      </p>
      {found && found.length > 0 ? (
        <ul className="sf-results" aria-label={`${text.plural} found`}>
          {found.map((choice) => {
            const isChosen = value.some((other) => other.id === choice.id);
            return (
              <li key={choice.id} className="sf-item sf-item--row">
                <span className="sf-item__name">
                  {choice.title}
                  <span className="sf-item__place">
                    {[place(choice), choice.inDestination ? `In ${destination}` : ""].filter(Boolean).join(" · ")}
                  </span>
                </span>
                <Button type="button" size="sm" hierarchy="secondary-color" disabled={isChosen || isFull} onClick={() => onChange([...value, choice])}>
                  {isChosen ? "Added" : "Add"}
                  <span className="visually-hidden"> {choice.title}</span>
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
