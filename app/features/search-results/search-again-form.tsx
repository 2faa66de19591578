import { useId } from "react";
import { Form } from "react-router";
import { SEARCH_RESULTS_PATH } from "../../../core/search-results-address";
import { Button } from "../../components/button";
import { MAX_SEARCH_TEXT } from "./search-results-query";
import "./search-results.css";

/** Search again from the results page: a plain GET form, so it works before the page's script runs. */
export function SearchAgainForm({ query }: { query: string }) {
  const inputId = useId();
  return (
    <Form method="get" action={SEARCH_RESULTS_PATH} role="search" className="search-again" key={query}>
      <label htmlFor={inputId} className="visually-hidden">
        Search hotels, destinations, advisors and ideas
      </label>
      <input
        id={inputId}
        className="search-again__input"
        type="search"
        name="query"
        defaultValue={query}
        maxLength={MAX_SEARCH_TEXT}
        placeholder="What are you looking for?"
        autoComplete="off"
        enterKeyHint="search"
      />
      <Button type="submit" size="lg">
        Search
      </Button>
    </Form>
  );
}
