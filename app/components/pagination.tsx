import { Link } from "react-router";

export type PageLinksProps = {
  page: number;
  lastPage: number;
  /** What the list holds, for link text such as "Next page of hotels". */
  noun: string;
  /** The address of a page of this list. */
  hrefFor: (page: number) => string;
};

/** Previous / "Page N of M" / Next, for any paged list. Nothing when there is one page. */
export function PageLinks({ page, lastPage, noun, hrefFor }: PageLinksProps) {
  if (lastPage <= 1) return null;
  return (
    <nav className="pagination" aria-label={`Pages of ${noun}`}>
      {page > 1 ? (
        <Link className="pagination__link" to={hrefFor(page - 1)} rel="prev">
          <span aria-hidden="true">← </span>Previous page<span className="visually-hidden"> of {noun}</span>
        </Link>
      ) : (
        <span className="pagination__spacer" />
      )}
      <p className="pagination__status">
        Page {page} of {lastPage}
      </p>
      {page < lastPage ? (
        <Link className="pagination__link" to={hrefFor(page + 1)} rel="next">
          Next page<span className="visually-hidden"> of {noun}</span>
          <span aria-hidden="true"> →</span>
        </Link>
      ) : (
        <span className="pagination__spacer" />
      )}
    </nav>
  );
}
