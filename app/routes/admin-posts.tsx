import { data } from "react-router";
import { POST_APPROVAL_LABELS } from "../../core/admin-moderation";
import { adminMay } from "../../core/admin-roles";
import { adminPostQuery } from "../../core/contracts/admin-oversight-schemas";
import { listAdminPosts } from "../../server/domain/admin/posts/admin-posts";
import { postApprovalSetting, setPostApprovalMode } from "../../server/domain/admin/settings/console-settings";
import { ADMIN_PAGE_HEADERS, adminOutcome, adminPage } from "../admin-view.server";
import { RouteErrorBoundary } from "../components/route-error";
import { AdminPostsView } from "../features/admin/posts/admin-posts-view";
import type { Route } from "./+types/admin-posts";

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = adminPage(context, request, "posts.read");
  const url = new URL(request.url);
  const parsed = adminPostQuery.safeParse(Object.fromEntries(url.searchParams));
  const query = parsed.success ? parsed.data : adminPostQuery.parse({});
  const [list, setting] = await Promise.all([listAdminPosts(context.services, query), postApprovalSetting(context.services.db)]);
  return data(
    {
      productName: context.publicConfig.productName,
      filters: { q: query.q ?? "", state: query.state ?? "" },
      rows: list.items.map((post) => ({
        id: post.id,
        title: post.title,
        businessName: post.businessName,
        email: post.email,
        dealPriceCents: post.dealPriceCents,
        amountCents: post.amountCents,
        state: post.state,
        stateLabel: post.stateLabel,
        createdAt: post.createdAt,
        paidAt: post.paidAt,
      })),
      page: list.page,
      lastPage: list.lastPage,
      total: list.total,
      setting: { mode: setting.mode, updatedBy: setting.updatedByEmail, updatedAt: setting.updatedAt?.toISOString() ?? null },
      mayModerate: adminMay(admin.role, "posts.moderate"),
    },
    { headers: ADMIN_PAGE_HEADERS },
  );
}

/** The "new posts wait for approval" setting. */
export async function action({ context, request }: Route.ActionArgs) {
  const admin = adminPage(context, request, "posts.moderate");
  const form = await request.formData();
  return adminOutcome(async () => {
    const setting = await setPostApprovalMode(context.services, admin, form.get("mode"));
    return `Saved: ${POST_APPROVAL_LABELS[setting.mode]}.`;
  });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `Marketplace posts | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

export default function AdminPosts({ loaderData, actionData }: Route.ComponentProps) {
  const { productName: _productName, ...view } = loaderData;
  return <AdminPostsView {...view} outcome={actionData?.outcome ?? null} />;
}
