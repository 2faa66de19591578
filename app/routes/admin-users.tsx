import { data } from "react-router";
import { isUserFilter, USER_SEARCH_MAX_LENGTH } from "../../core/admin-users";
import { listUsers } from "../../server/domain/admin/users/list-users";
import { ADMIN_PAGE_HEADERS, adminPage } from "../admin-view.server";
import { RouteErrorBoundary } from "../components/route-error";
import { AdminUsersView } from "../features/admin/users/admin-users-view";
import type { Route } from "./+types/admin-users";

export async function loader({ context, request }: Route.LoaderArgs) {
  adminPage(context, request, "users.read");
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, USER_SEARCH_MAX_LENGTH);
  const filterText = url.searchParams.get("filter");
  const filter = isUserFilter(filterText) ? filterText : undefined;
  const pageText = url.searchParams.get("page") ?? "1";
  const page = /^[1-9]\d{0,4}$/.test(pageText) ? Number(pageText) : 1;
  const list = await listUsers(context.services, { search: q, filter, page });
  return data(
    {
      productName: context.publicConfig.productName,
      filters: { q, filter: filter ?? ("" as const) },
      /** After a deletion, the address that was deleted (the page says so). */
      deleted: (url.searchParams.get("deleted") ?? "").slice(0, 254),
      page: list.page,
      lastPage: list.lastPage,
      total: list.total,
      rows: list.items.map((user) => ({
        id: user.id,
        email: user.email,
        name: [user.firstname, user.lastname].filter(Boolean).join(" "),
        role: user.role,
        adminRole: user.adminRole,
        isVip: user.isVip,
        hasBusiness: user.hasBusiness,
        blockedAt: user.blockedAt?.toISOString() ?? null,
        createdAt: user.createdAt.toISOString(),
      })),
    },
    { headers: ADMIN_PAGE_HEADERS },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `Users | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { productName: _productName, ...view } = loaderData;
  return <AdminUsersView {...view} />;
}
