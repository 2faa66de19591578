import { Form, Link } from "react-router";
import { BOARDS, type Board } from "../../../core/booking/inventory-rules";
import { nightsText } from "../../../core/booking/stay-dates";
import { OCCASIONS } from "../../../core/listing-types";
import { formatDollars } from "../../../core/money";
import { Button } from "../../components/button";
import type {
  AvailabilityCard,
  FilterValues,
  StayValues,
} from "./booking-types";
import "./booking.css";

const SORTS = [
  { value: "", label: "Recommended" },
  { value: "price_asc", label: "Price: low to high" },
  { value: "price_desc", label: "Price: high to low" },
  { value: "stars", label: "Star rating" },
];

const STARS = [
  { value: "", label: "Any rating" },
  { value: "3", label: "3 stars and up" },
  { value: "4", label: "4 stars and up" },
  { value: "5", label: "5 stars" },
];

/** The price band's two ends, as the filter form sends them. */
const PRICE_BOUNDS = [
  { name: "min_price", label: "From" },
  { name: "max_price", label: "To" },
] as const;

/** The stay's part of a link (empty fields left out). */
export function stayQuery(stay: StayValues): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(stay))
    if (value) query.set(name, value);
  return query;
}

/**
 * The dated results' filters and sort: a plain GET form to the same page, so it works without
 * JavaScript; the stay travels along in hidden fields.
 */
export function AvailabilityFilters({
  path,
  stay,
  values,
}: {
  path: string;
  stay: StayValues;
  values: FilterValues;
}) {
  return (
    <Form
      method="get"
      action={path}
      className="booking-filters"
      aria-label="Filter hotels"
      preventScrollReset
    >
      {Object.entries(stay).map(([name, value]) =>
        value ? (
          <input key={name} type="hidden" name={name} value={value} />
        ) : null,
      )}
      <fieldset>
        <legend>Price a night (USD)</legend>
        <div className="booking-filters__prices">
          {PRICE_BOUNDS.map(({ name, label }) => (
            <div key={name} className="booking-filters__field">
              <label htmlFor={`filter-${name.replace("_", "-")}`}>{label}</label>
              <input
                id={`filter-${name.replace("_", "-")}`}
                name={name}
                type="number"
                min={0}
                step={1}
                inputMode="numeric"
                defaultValue={values[name] ?? ""}
              />
            </div>
          ))}
        </div>
      </fieldset>
      <div className="booking-filters__field">
        <label htmlFor="filter-stars">Star rating</label>
        <select
          id="filter-stars"
          name="stars"
          defaultValue={values.stars ?? ""}
        >
          {STARS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="booking-filters__field">
        <label htmlFor="filter-board">Meals</label>
        <select
          id="filter-board"
          name="board"
          defaultValue={values.board ?? ""}
        >
          <option value="">Any</option>
          {(Object.entries(BOARDS) as [Board, string][]).map(
            ([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ),
          )}
        </select>
      </div>
      <div className="booking-filters__check">
        <input
          id="filter-free-cancellation"
          name="free_cancellation"
          type="checkbox"
          value="1"
          defaultChecked={values.free_cancellation === "1"}
        />
        <label htmlFor="filter-free-cancellation">Free cancellation</label>
      </div>
      <div className="booking-filters__field">
        <label htmlFor="filter-occasion">Occasion</label>
        <select
          id="filter-occasion"
          name="good_for"
          defaultValue={values.good_for ?? ""}
        >
          <option value="">Any occasion</option>
          {OCCASIONS.map((occasion) => (
            <option key={occasion.slug} value={occasion.slug}>
              {occasion.name}
            </option>
          ))}
        </select>
      </div>
      <div className="booking-filters__field">
        <label htmlFor="filter-sort">Sort by</label>
        <select id="filter-sort" name="sort" defaultValue={values.sort ?? ""}>
          {SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" hierarchy="primary" size="md">
        Show hotels
      </Button>
      {Object.keys(values).length > 0 ? (
        <Link to={`${path}?${stayQuery(stay).toString()}`}>Clear filters</Link>
      ) : null}
    </Form>
  );
}

function starsText(stars: number | null): string | null {
  if (stars === null) return null;
  return `${stars} ${stars === 1 ? "star" : "stars"}`;
}

/** One hotel with rooms for the stay: its cheapest offer's total and price a night, board and cancellation. */
export function AvailabilityHotelCard({
  hotel,
  nights,
  stay,
  isPriority,
}: {
  hotel: AvailabilityCard;
  nights: number;
  stay: StayValues;
  isPriority: boolean;
}) {
  const roomsHref = `/hotelroom/${hotel.id}?${stayQuery(stay).toString()}`;
  const where = [hotel.city, hotel.country].filter(Boolean).join(", ");
  const stars = starsText(hotel.stars);
  return (
    <li className="booking-card">
      {hotel.image ? (
        <img
          className="booking-card__image"
          src={hotel.image.url}
          alt={hotel.image.alt}
          width={448}
          height={300}
          loading={isPriority ? "eager" : "lazy"}
          decoding="async"
        />
      ) : (
        <div className="booking-card__image" aria-hidden="true" />
      )}
      <div className="booking-card__body">
        <h2 className="booking-card__title">
          <Link to={roomsHref}>{hotel.title}</Link>
        </h2>
        <p className="booking-card__meta">
          {[stars, where].filter(Boolean).join(" · ")}
        </p>
        <p className="booking-card__room">{hotel.roomName}</p>
        <ul className="booking-card__tags" aria-label="This offer">
          <li className="booking-card__tag">{BOARDS[hotel.board]}</li>
          <li
            className={`booking-card__tag${hotel.freeCancellation ? " booking-card__tag--free" : ""}`}
          >
            {hotel.freeCancellation ? "Free cancellation" : "Non-refundable"}
          </li>
          {!hotel.freeCancellation && hotel.anyFreeCancellation ? (
            <li className="booking-card__tag">
              Free cancellation on other rates
            </li>
          ) : null}
        </ul>
        <div className="booking-card__price">
          <div>
            <p className="booking-card__total">
              {formatDollars(hotel.totalCents)}{" "}
              <span className="booking-card__night">
                for {nightsText(nights)}
              </span>
            </p>
            <p className="booking-card__night">
              {formatDollars(hotel.perNightCents)} a night, taxes and fees in
              the total
            </p>
          </div>
          <Link to={roomsHref} className="booking-card__link">
            See rooms<span className="visually-hidden"> at {hotel.title}</span>
          </Link>
        </div>
      </div>
    </li>
  );
}
