import { useId, useState, type KeyboardEvent } from "react";
import { Link, useNavigate } from "react-router";
import { searchResultsHref } from "../../../core/search-results-address";
import { listingTypeForSearchType } from "../../../core/search-types";
import { Dialog } from "../../components/dialog";
import { goToPartnerWebsite, isPartnerAddress, useIsSignedIn } from "../../components/partner-hand-off";
import { placeLine, type SearchResultItem } from "./search-result";
import { useSearchResults } from "./use-search-results";
import "./search-dialog.css";
import { formatCount } from "../../../core/counts";

export type SearchDialogProps = {
  open: boolean;
  onClose: () => void;
};

/**
 * docs/product.md §2 "Overlays": the search overlay. A combobox: arrow keys move through the results
 * (the input keeps focus), Enter follows the chosen one, or with none chosen opens the full results
 * page (/search?query=), as the "See all results" link under the list does; Escape closes the
 * dialog; a status line announces how many results arrived.
 */
export default function SearchDialog({ open, onClose }: SearchDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title="Search" isTitleHidden className="search-dialog">
      <SearchPanel onClose={onClose} />
    </Dialog>
  );
}

function SearchPanel({ onClose }: { onClose: () => void }) {
  const [text, setText] = useState("");
  const [activeIndex, setActiveIndex] = useState(-1);
  const state = useSearchResults(text);
  const navigate = useNavigate();
  const isSignedIn = useIsSignedIn();
  const listId = useId();
  const inputId = useId();
  const results = state.status === "done" ? state.results : [];
  const optionId = (index: number) => `${listId}-option-${index}`;

  const follow = (result: SearchResultItem) => {
    onClose();
    // Itineraries link to their own website address, which may be another site: a signed-in
    // member goes there with a hand-off token.
    if (isSignedIn && listingTypeForSearchType(result.type) === "itinerary" && isPartnerAddress(result.path, window.location.origin)) void goToPartnerWebsite(result.id, result.path, null);
    else if (/^https?:\/\//.test(result.path)) window.location.assign(result.path);
    else void navigate(result.path);
  };

  const seeAll = () => {
    onClose();
    void navigate(searchResultsHref({ query: text }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter" && !results[activeIndex]) {
      // Enter before the quick results arrive, or with none chosen: every match, on its own page.
      if (text.trim() !== "") {
        event.preventDefault();
        seeAll();
      }
      return;
    }
    if (results.length === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const last = results.length - 1;
      setActiveIndex((index) =>
        event.key === "ArrowDown" ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1,
      );
    } else if (event.key === "Enter") {
      const result = results[activeIndex];
      if (result) {
        event.preventDefault();
        follow(result);
      }
    }
  };

  const activeResult = results[activeIndex];
  return (
    <div className="search-panel">
      <label htmlFor={inputId} className="visually-hidden">
        Search
      </label>
      <input
        id={inputId}
        className="search-panel__input"
        // Not type="search": there Escape first clears the text, and here Escape closes the overlay.
        type="text"
        enterKeyHint="search"
        role="combobox"
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeResult ? optionId(activeIndex) : undefined}
        placeholder="What are you looking for?"
        autoComplete="off"
        spellCheck={false}
        // showModal() focuses the first element carrying the HTML autofocus attribute, which React's
        // autoFocus prop does not write; without it the dialog's Close button gets focus.
        ref={(input) => input?.setAttribute("autofocus", "")}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActiveIndex(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <p className="visually-hidden" role="status">
        {state.status === "done" ? (results.length === 0 ? "No results" : `${results.length} results`) : ""}
      </p>
      <ul id={listId} role="listbox" aria-label="Search results" className="search-panel__results">
        {results.map((result, index) => (
          <li
            key={result.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            className="search-result"
            data-path={result.path}
            onClick={() => follow(result)}
            onMouseMove={() => setActiveIndex(index)}
          >
            {result.image ? (
              <img className="search-result__image" src={result.image} alt="" width="56" height="42" loading="lazy" />
            ) : (
              <span className="search-result__image" />
            )}
            <span className="search-result__text">
              <span className="search-result__title">{result.title}</span>
              {placeLine(result) ? <span className="search-result__place">{placeLine(result)}</span> : null}
            </span>
            {result.label ? <span className="search-result__label">{result.label}</span> : null}
          </li>
        ))}
      </ul>
      {state.status === "done" && results.length > 0 ? (
        <Link
          className="search-panel__see-all"
          to={searchResultsHref({ query: state.query })}
          onClick={(event) => {
            // A plain click goes there client-side and closes the overlay; a new-tab click is the browser's.
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            seeAll();
          }}
        >
          See all {formatCount(state.total)} {state.total === 1 ? "result" : "results"}
        </Link>
      ) : null}
      {state.status === "done" && results.length === 0 ? <p className="search-panel__empty">No results</p> : null}
      {state.status === "loading" ? <p className="search-panel__hint">Searching…</p> : null}
      {state.status === "failed" ? <p className="search-panel__hint">Search is unavailable. Please try again.</p> : null}
    </div>
  );
}
