import { Link } from "react-router";
import { pageHref } from "./page-number";

type PaginationProps = {
  /** The list's path without a query, e.g. "/hotel". */
  path: string;
  page: number;
  lastPage: number;
  /** What the list holds, for link text such as "Next page of hotels". */
  noun: string;
};

export function Pagination({ path, page, lastPage, noun }: PaginationProps) {
  if (lastPage <= 1) return null;
  return (
    <nav className="pagination" aria-label={`Pages of ${noun}`}>
      {page > 1 ? (
        <Link className="pagination__link" to={pageHref(path, page - 1)} rel="prev">
          <span aria-hidden="true">← </span>Previous page<span className="visually-hidden"> of {noun}</span>
        </Link>
      ) : (
        <span className="pagination__spacer" />
      )}
      <p className="pagination__status">
        Page {page} of {lastPage}
      </p>
      {page < lastPage ? (
        <Link className="pagination__link" to={pageHref(path, page + 1)} rel="next">
          Next page<span className="visually-hidden"> of {noun}</span>
          <span aria-hidden="true"> →</span>
        </Link>
      ) : (
        <span className="pagination__spacer" />
      )}
    </nav>
  );
}

/** `<link rel=prev/next>` head tags for the same pages, for crawlers. */
export function paginationLinks(origin: string, path: string, page: number, lastPage: number) {
  const links: { tagName: "link"; rel: string; href: string }[] = [];
  if (page > 1) links.push({ tagName: "link", rel: "prev", href: new URL(pageHref(path, page - 1), origin).toString() });
  if (page < lastPage) links.push({ tagName: "link", rel: "next", href: new URL(pageHref(path, page + 1), origin).toString() });
  return links;
}
