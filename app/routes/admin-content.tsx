import { data, Link } from "react-router";
import { contentCounts } from "../../server/domain/admin/content/content-overview";
import { RouteErrorBoundary } from "../components/route-error";
import { ConsolePage } from "../features/admin/console-ui";
import { CONTENT_PARTS } from "../features/admin/content/content-ui";
import { ADMIN_PAGE_HEADERS, adminPage } from "../admin-view.server";
import type { Route } from "./+types/admin-content";

export async function loader({ context, request }: Route.LoaderArgs) {
  adminPage(context, request, "content.read");
  const { pages, banners, articles, collections } = await contentCounts(context.services);
  return data(
    { productName: context.publicConfig.productName, counts: { "/admin/content/pages": pages, "/admin/content/banners": banners, "/admin/content/articles": articles, "/admin/content/collections": collections } as Record<string, number> },
    { headers: ADMIN_PAGE_HEADERS },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `Content | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

export default function AdminContent({ loaderData }: Route.ComponentProps) {
  return (
    <ConsolePage title="Content" intro="What the site says about itself: page metadata, banners, articles and collections. Changes show on the site at once.">
      <ul className="ac-grid">
        {CONTENT_PARTS.map((part) => (
          <li key={part.path} className="ac-card">
            <h2>
              <Link to={part.path}>{part.label}</Link>
            </h2>
            <p>{part.text}</p>
            <p className="ac-badge">{loaderData.counts[part.path] ?? 0}</p>
          </li>
        ))}
      </ul>
    </ConsolePage>
  );
}
