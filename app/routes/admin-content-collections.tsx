import { data, Form, Link } from "react-router";
import { listAdminCollections } from "../../server/domain/admin/content/collections";
import { pageNumber } from "../../server/domain/admin/content/content-deps";
import { Button } from "../components/button";
import { PageLinks } from "../components/pagination";
import { RouteErrorBoundary } from "../components/route-error";
import { ConsolePage, TableFrame } from "../features/admin/console-ui";
import { ContentPartsNav } from "../features/admin/content/content-ui";
import { ADMIN_PAGE_HEADERS, adminPage } from "../admin-view.server";
import type { Route } from "./+types/admin-content-collections";

export async function loader({ context, request }: Route.LoaderArgs) {
  adminPage(context, request, "content.read");
  const url = new URL(request.url);
  const search = (url.searchParams.get("q") ?? "").slice(0, 200);
  const list = await listAdminCollections(context.services, { search, page: pageNumber(url.searchParams.get("page")) });
  return data({ productName: context.publicConfig.productName, search, list }, { headers: ADMIN_PAGE_HEADERS });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `Collections | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

export default function AdminContentCollections({ loaderData }: Route.ComponentProps) {
  const { search, list } = loaderData;
  const hrefFor = (page: number) => `?${new URLSearchParams({ ...(search ? { q: search } : {}), page: String(page) }).toString()}`;
  return (
    <ConsolePage title="Collections" intro="Inspire Me collections: their words, cover and the listings they gather, in order.">
      <ContentPartsNav current="/admin/content/collections" />
      <Form method="get" className="ac-filters" role="search">
        <label htmlFor="collections-q">
          Search titles
          <input id="collections-q" type="search" name="q" defaultValue={search} maxLength={200} />
        </label>
        <Button type="submit" size="md" hierarchy="secondary-gray">
          Search
        </Button>
      </Form>
      <p>
        {list.total} collection{list.total === 1 ? "" : "s"}.
      </p>
      {list.items.length === 0 ? (
        <p className="ac-empty">No collection matches.</p>
      ) : (
        <TableFrame label="Collections table">
          <table className="ac-table">
            <caption className="visually-hidden">Collections</caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Listings</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((collection) => (
                <tr key={collection.id}>
                  <th scope="row">
                    <Link to={`/admin/content/collections/${collection.id}`}>{collection.title}</Link>
                  </th>
                  <td>{collection.itemCount}</td>
                  <td>{collection.isPublished ? "Published" : "Hidden"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      <PageLinks page={list.page} lastPage={list.lastPage} noun="collections" hrefFor={hrefFor} />
    </ConsolePage>
  );
}
