import type { ReactNode } from "react";
import { Link } from "react-router";

type SearchSuggestionsProps = {
  /** What was searched for; empty when nothing was. */
  query: string;
  /** Popular destinations to start from, drawn by the page. */
  children?: ReactNode;
};

/** What the results page offers instead of results: ways to search better and places to start. */
export function SearchSuggestions({ query, children }: SearchSuggestionsProps) {
  return (
    <section className="search-suggestions" aria-labelledby="search-suggestions-heading">
      <div className="empty-state">
        {query ? (
          <p>
            <strong>No results for “{query}”.</strong> Check the spelling, try fewer or more general words (a country or a
            city rather than a street), or search for the kind of trip: honeymoon, overwater villa, safari.
          </p>
        ) : (
          <p>Type a place, a hotel, a travel advisor or the kind of trip you are dreaming of, and we will find every match.</p>
        )}
        <p className="search-suggestions__links">
          Browse <Link to="/hotel">romantic hotels</Link>, <Link to="/destinations">destinations</Link> or{" "}
          <Link to="/occassions">occasions</Link>, or <Link to="/request-a-deal">request a deal</Link> and our advisors will
          find the place for you.
        </p>
      </div>
      <h2 id="search-suggestions-heading" className="search-suggestions__heading">
        Popular destinations
      </h2>
      {children}
    </section>
  );
}
