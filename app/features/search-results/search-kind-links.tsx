import { Link } from "react-router";
import { searchResultsHref } from "../../../core/search-results-address";
import { formatCount } from "../../../core/counts";

export type SearchKindLink = { key: string; label: string; total: number };

type SearchKindLinksProps = {
  query: string;
  /** The kind shown, or null for every kind. */
  current: string | null;
  allTotal: number;
  kinds: SearchKindLink[];
};

/** "All (49)", "Hotels (30)", "Destinations (6)"...: each keeps the query and starts at page 1. */
export function SearchKindLinks({ query, current, allTotal, kinds }: SearchKindLinksProps) {
  const links = [{ key: null, label: "All", total: allTotal }, ...kinds];
  return (
    <nav className="chip-nav search-kind-links" aria-label="Kinds of results">
      <ul>
        {links.map((link) => (
          <li key={link.key ?? "all"}>
            <Link
              className="chip"
              to={searchResultsHref({ query, type: link.key })}
              aria-current={link.key === current ? "page" : undefined}
            >
              {link.label} ({formatCount(link.total)})
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
