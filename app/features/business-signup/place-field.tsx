import { useEffect, useId, useRef, useState } from "react";
import { suggestPlaces } from "../../../core/contracts/business-signup";
import type { ContractOutput } from "../../../core/contracts/contract";
import { callApi } from "../../components/api-client";

type Prediction = ContractOutput<typeof suggestPlaces>["predictions"][number];

export type PlaceFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  /** Google's autocomplete types: `establishment` for a hotel's name, `geocode` for an address. */
  types: "establishment" | "geocode";
  /** What a chosen suggestion puts in the field: its main text (a name) or its whole description. */
  pick: "main" | "description";
  error?: string | null;
  autoComplete?: string;
};

const DEBOUNCE_MS = 300;

/**
 * A text field with place suggestions (docs/product.md §3 "Place suggestion", googleapi/place), as an
 * ARIA combobox: arrows move through the suggestions, Enter picks one, Escape closes them.
 * Typing freely stays possible: a suggestion is a help, not a constraint.
 */
export function PlaceField({ label, name, value, onChange, types, pick, error, autoComplete = "off" }: PlaceFieldProps) {
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const [predictions, setPredictions] = useState<Prediction[]>([]);
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useRef(false);

  useEffect(() => {
    if (!typed.current || value.trim().length < 2) return;
    const timer = window.setTimeout(() => {
      void callApi(suggestPlaces, { query: { input: value.trim(), types } }).then((answer) => {
        const found = answer.ok ? answer.data.predictions : [];
        setPredictions(found);
        setOpen(found.length > 0);
        setActive(-1);
      });
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value, types]);

  const choose = (prediction: Prediction) => {
    typed.current = false;
    onChange(pick === "main" ? prediction.structured_formatting.main_text : prediction.description);
    setOpen(false);
  };

  return (
    <div className={`biz-field biz-place${error ? " biz-field--invalid" : ""}`}>
      <label htmlFor={id} className="biz-field__label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        className="biz-field__input"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-activedescendant={isOpen && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => {
          typed.current = true;
          onChange(event.target.value);
          if (event.target.value.trim().length < 2) setOpen(false);
        }}
        onBlur={() => window.setTimeout(() => setOpen(false), 150)}
        onKeyDown={(event) => {
          if (!isOpen) return;
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setActive((current) => Math.min(predictions.length - 1, current + 1));
          } else if (event.key === "ArrowUp") {
            event.preventDefault();
            setActive((current) => Math.max(0, current - 1));
          } else if (event.key === "Enter" && active >= 0 && predictions[active]) {
            event.preventDefault();
            choose(predictions[active]);
          } else if (event.key === "Escape") {
            setOpen(false);
          }
        }}
      />
      <ul id={listId} role="listbox" aria-label={`${label} suggestions`} className="biz-place__list" hidden={!isOpen}>
        {predictions.map((prediction, index) => (
          <li
            key={prediction.place_id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className="biz-place__option"
            onMouseDown={(event) => {
              event.preventDefault();
              choose(prediction);
            }}
          >
            <strong>{prediction.structured_formatting.main_text}</strong>
            {prediction.structured_formatting.secondary_text ? <span> {prediction.structured_formatting.secondary_text}</span> : null}
          </li>
        ))}
      </ul>
      {error ? (
        <p id={errorId} className="biz-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
