import { PageLinks } from "../../components/pagination";
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
  return <PageLinks page={page} lastPage={lastPage} noun={noun} hrefFor={(target) => pageHref(path, target)} />;
}

/** `<link rel=prev/next>` head tags for the same pages, for crawlers. */
export function paginationLinks(origin: string, path: string, page: number, lastPage: number) {
  const links: { tagName: "link"; rel: string; href: string }[] = [];
  if (page > 1) links.push({ tagName: "link", rel: "prev", href: new URL(pageHref(path, page - 1), origin).toString() });
  if (page < lastPage) links.push({ tagName: "link", rel: "next", href: new URL(pageHref(path, page + 1), origin).toString() });
  return links;
}
