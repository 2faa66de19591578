import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
} from "react";
import { Form, useNavigate } from "react-router";
import { MAX_ADULTS, parseStayQuery } from "../../../core/booking/occupancy";
import { autolocation } from "../../../core/contracts/booking";
import type { ContractOutput } from "../../../core/contracts/contract";
import { callApi } from "../../components/api-client";
import { Button } from "../../components/button";
import type { StayQueryField } from "../../../core/booking/occupancy";
import type { StayValues } from "./booking-types";
import "./booking.css";
import { hydratedInTurn } from "../../components/hydrate-in-turn";

type Place = ContractOutput<typeof autolocation>["data"][number];

export type BookingSearchBoxProps = {
  /** The stay as last asked (empty strings for none). */
  values?: StayValues;
  /** The rules' messages for the stay's fields (core/booking/occupancy.ts). */
  errors?: Partial<Record<StayQueryField, string>>;
  /** The place already chosen: its LocationId and the name shown. */
  place?: { locationId: string; name: string };
  /** Fixed to one hotel: no place field, the form goes to this address (e.g. /hotelroom/12). */
  fixedAction?: string;
  /** The form's accessible name. */
  label?: string;
  /** "column": laid out for a page's main column beside a side card (two rows on a desktop). */
  layout?: "row" | "column";
};

const DEBOUNCE_MS = 250;
const PLACE_MESSAGE = "Choose where you would like to stay";
/** The stay's fields in the form's order: the first wrong one takes the focus. */
const STAY_FIELDS: StayQueryField[] = ["checkin", "checkout", "adults", "children"];
const EMPTY: StayValues = {
  checkin: "",
  checkout: "",
  adults: "",
  children: "",
};

/** Today in the searcher's calendar, YYYY-MM-DD (the date inputs' lowest day). */
function localToday(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
}

const noSubscription = () => () => {};

function placeKindLabel(place: Place): string {
  const where = [
    place.city && place.kind !== "city" ? place.city : null,
    place.country,
  ]
    .filter(Boolean)
    .join(", ");
  const kind =
    place.kind === "city"
      ? "City"
      : place.kind === "destination"
        ? "Destination"
        : "Hotel";
  return where ? `${kind}, ${where}` : kind;
}

/**
 * The couple's booking search (issue 17): where (a place with suggestions from autolocation as
 * they type, each with its LocationId), check-in and check-out (native date inputs), adults and the
 * children's ages. A GET form to /search/{LocationId} with the stay in the query, as the results
 * page reads it; fixed to one hotel, it goes to that hotel's rooms. Hydrated in a task of its own
 * when it is in the page's first pass (decision 059).
 */
export const BookingSearchBox = hydratedInTurn(SearchBox);

function SearchBox({
  values = EMPTY,
  errors = {},
  place,
  fixedAction,
  label = "Search hotels for your dates",
  layout = "row",
}: BookingSearchBoxProps) {
  const id = useId();
  const listId = `${id}-places`;
  const navigate = useNavigate();
  const [text, setText] = useState(place?.name ?? "");
  const [locationId, setLocationId] = useState(place?.locationId ?? "");
  const [places, setPlaces] = useState<Place[]>([]);
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [placeError, setPlaceError] = useState<string | null>(null);
  // The rules' messages found in the browser before sending; until then, the page's (the server's).
  const [checked, setChecked] = useState<Partial<Record<StayQueryField, string>> | null>(null);
  const shownErrors = checked ?? errors;
  // The searcher's own day once in the browser; none in the server's HTML.
  const today = useSyncExternalStore(
    noSubscription,
    localToday,
    () => undefined,
  );
  const [checkIn, setCheckIn] = useState(values.checkin);
  const typed = useRef(false);
  const placeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!typed.current || text.trim().length < 2) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      void callApi(
        autolocation,
        { query: { query: text.trim() } },
        { signal: controller.signal },
      ).then((answer) => {
        if (controller.signal.aborted) return;
        const found = answer.ok ? answer.data.data : [];
        setPlaces(found);
        setOpen(found.length > 0);
        setActive(-1);
      });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const choose = (chosen: Place) => {
    typed.current = false;
    setText(chosen.name);
    setLocationId(chosen.location_id);
    setPlaceError(null);
    setOpen(false);
  };

  // What the form goes to: the chosen place, or the typed words (the search reads names too).
  const target = locationId || text.trim();
  const action =
    fixedAction ??
    (target ? `/search/${encodeURIComponent(target)}` : "/hotel");

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const stay: Record<string, string> = {};
    for (const [name, value] of new FormData(form)) {
      if (typeof value === "string" && value.trim() !== "")
        stay[name] = value.trim();
    }
    // The stay rules the results page applies (core/booking/occupancy.ts), so the same words show
    // here, by the field, and nothing typed is lost.
    const result = parseStayQuery(stay, today ?? localToday());
    const stayErrors = result.ok ? {} : result.errors;
    setChecked(stayErrors);
    if (!fixedAction && !target) {
      event.preventDefault();
      setPlaceError(PLACE_MESSAGE);
      placeInput.current?.focus();
      return;
    }
    const firstWrong = STAY_FIELDS.find((field) => stayErrors[field]);
    if (firstWrong) {
      event.preventDefault();
      document.getElementById(`${id}-${firstWrong}`)?.focus();
      return;
    }
    if (fixedAction) return;
    event.preventDefault();
    const search = new URLSearchParams(stay).toString();
    void navigate(`${action}${search ? `?${search}` : ""}`);
  };

  const fieldError = (field: StayQueryField) => shownErrors[field];
  const describedBy = (field: StayQueryField, hint = false) =>
    [
      hint ? `${id}-${field}-hint` : "",
      shownErrors[field] ? `${id}-${field}-error` : "",
    ]
      .filter(Boolean)
      .join(" ") || undefined;

  return (
    <Form
      method="get"
      action={action}
      className={`booking-search${layout === "column" ? " booking-search--column" : ""}`}
      aria-label={label}
      onSubmit={onSubmit}
      noValidate
    >
      {fixedAction ? null : (
        <div
          className={`booking-search__field booking-search__field--place${placeError ? " booking-search__field--invalid" : ""}`}
        >
          <label htmlFor={`${id}-place`}>Where to</label>
          <input
            ref={placeInput}
            id={`${id}-place`}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={isOpen}
            aria-controls={listId}
            aria-activedescendant={
              isOpen && active >= 0 ? `${listId}-${active}` : undefined
            }
            aria-invalid={placeError ? true : undefined}
            aria-describedby={placeError ? `${id}-place-error` : undefined}
            autoComplete="off"
            placeholder="A city, destination or hotel"
            maxLength={100}
            value={text}
            onChange={(event) => {
              typed.current = true;
              setText(event.target.value);
              setLocationId("");
              if (event.target.value.trim().length < 2) setOpen(false);
            }}
            onBlur={() => window.setTimeout(() => setOpen(false), 150)}
            onKeyDown={(event) => {
              if (!isOpen) return;
              if (event.key === "ArrowDown") {
                event.preventDefault();
                setActive((current) =>
                  Math.min(places.length - 1, current + 1),
                );
              } else if (event.key === "ArrowUp") {
                event.preventDefault();
                setActive((current) => Math.max(0, current - 1));
              } else if (
                event.key === "Enter" &&
                active >= 0 &&
                places[active]
              ) {
                event.preventDefault();
                choose(places[active]);
              } else if (event.key === "Escape") {
                event.preventDefault();
                setOpen(false);
              }
            }}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label="Places"
            className="booking-search__places"
            hidden={!isOpen}
          >
            {places.map((item, index) => (
              <li
                key={`${item.kind}-${item.location_id}`}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                className="booking-search__place"
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(item);
                }}
              >
                <strong>{item.name}</strong> <span>{placeKindLabel(item)}</span>
              </li>
            ))}
          </ul>
          {placeError ? (
            <p
              id={`${id}-place-error`}
              className="booking-search__error"
              role="alert"
            >
              {placeError}
            </p>
          ) : null}
        </div>
      )}
      <div
        className={`booking-search__field${fieldError("checkin") ? " booking-search__field--invalid" : ""}`}
      >
        <label htmlFor={`${id}-checkin`}>Check-in</label>
        <input
          id={`${id}-checkin`}
          name="checkin"
          type="date"
          min={today}
          defaultValue={values.checkin}
          onChange={(event) => setCheckIn(event.target.value)}
          aria-invalid={fieldError("checkin") ? true : undefined}
          aria-describedby={describedBy("checkin")}
        />
        {fieldError("checkin") ? (
          <p id={`${id}-checkin-error`} className="booking-search__error">
            {fieldError("checkin")}
          </p>
        ) : null}
      </div>
      <div
        className={`booking-search__field${fieldError("checkout") ? " booking-search__field--invalid" : ""}`}
      >
        <label htmlFor={`${id}-checkout`}>Check-out</label>
        <input
          id={`${id}-checkout`}
          name="checkout"
          type="date"
          min={checkIn || today}
          defaultValue={values.checkout}
          aria-invalid={fieldError("checkout") ? true : undefined}
          aria-describedby={describedBy("checkout")}
        />
        {fieldError("checkout") ? (
          <p id={`${id}-checkout-error`} className="booking-search__error">
            {fieldError("checkout")}
          </p>
        ) : null}
      </div>
      <div
        className={`booking-search__field booking-search__field--small${fieldError("adults") ? " booking-search__field--invalid" : ""}`}
      >
        <label htmlFor={`${id}-adults`}>Adults</label>
        <select
          id={`${id}-adults`}
          name="adults"
          defaultValue={values.adults || "2"}
          aria-invalid={fieldError("adults") ? true : undefined}
          aria-describedby={describedBy("adults")}
        >
          {Array.from({ length: MAX_ADULTS }, (_, index) =>
            String(index + 1),
          ).map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
        {fieldError("adults") ? (
          <p id={`${id}-adults-error`} className="booking-search__error">
            {fieldError("adults")}
          </p>
        ) : null}
      </div>
      <div
        className={`booking-search__field${fieldError("children") ? " booking-search__field--invalid" : ""}`}
      >
        <label htmlFor={`${id}-children`}>Children&rsquo;s ages</label>
        <p id={`${id}-children-hint`} className="booking-search__hint">
          Optional, e.g. 4, 9
        </p>
        <input
          id={`${id}-children`}
          name="children"
          type="text"
          inputMode="numeric"
          maxLength={40}
          defaultValue={values.children}
          aria-invalid={fieldError("children") ? true : undefined}
          aria-describedby={describedBy("children", true)}
        />
        {fieldError("children") ? (
          <p id={`${id}-children-error`} className="booking-search__error">
            {fieldError("children")}
          </p>
        ) : null}
      </div>
      <div className="booking-search__submit">
        <Button type="submit" hierarchy="primary" size="md">
          {fixedAction ? "Show rooms" : "Find rooms"}
        </Button>
      </div>
    </Form>
  );
}

/**
 * A key for the box on a page that shows a search: a new place or stay (a link, the back button)
 * starts the box afresh, since its date and guest fields are uncontrolled.
 */
export function searchBoxKey(place: string, values: StayValues): string {
  return [
    place,
    values.checkin,
    values.checkout,
    values.adults,
    values.children,
  ].join("|");
}
