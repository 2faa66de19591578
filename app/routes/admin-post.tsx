import { data } from "react-router";
import { adminMay } from "../../core/admin-roles";
import { getAdminPost } from "../../server/domain/admin/posts/admin-posts";
import { approveMarketplacePost, editMarketplacePostAsAdmin, takeDownMarketplacePost } from "../../server/domain/admin/posts/moderate-post";
import { AppError } from "../../server/kernel/errors";
import { ADMIN_PAGE_HEADERS, adminOutcome, adminPage } from "../admin-view.server";
import { RouteErrorBoundary } from "../components/route-error";
import { AdminPostDetailView } from "../features/admin/posts/admin-post-detail-view";
import type { Route } from "./+types/admin-post";

const postIdOf = (text: string): number => {
  if (!/^[1-9]\d{0,8}$/.test(text)) throw data(null, { status: 404 });
  return Number(text);
};

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const admin = adminPage(context, request, "posts.read");
  const found = await getAdminPost(context.services, postIdOf(params.postId)).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  });
  return data(
    { productName: context.publicConfig.productName, ...found, mayModerate: adminMay(admin.role, "posts.moderate") },
    { headers: ADMIN_PAGE_HEADERS },
  );
}

/** Approve, correct, or take down (refund and e-mail) this post; each audited by the domain. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = adminPage(context, request, "posts.moderate");
  const postId = postIdOf(params.postId);
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "");
  const deps = { ...context.services, origin: context.origin };
  const intent = text("intent");
  const typed: Record<string, string> = intent === "edit" ? { title: text("title"), description: text("description"), destination: text("destination"), price: text("price"), valid_until: text("valid_until") } : intent === "take-down" ? { reason: text("reason") } : {};
  const answer = await adminOutcome(async () => {
    if (intent === "approve") {
      const approved = await approveMarketplacePost(deps, admin, postId);
      return `"${approved.post.title}" is approved and live on the marketplace.`;
    }
    if (intent === "edit") {
      const saved = await editMarketplacePostAsAdmin(deps, admin, postId, typed);
      return `"${saved.post.title}" is saved. Couples see the change now.`;
    }
    if (intent === "take-down") {
      const done = await takeDownMarketplacePost(deps, admin, postId, typed);
      return `"${done.post.title}" is taken down and its purchase refunded. The business was e-mailed the reason.`;
    }
    throw new AppError("BAD_REQUEST", "Choose what to do with the post.");
  });
  return data({ ...answer.data, typed: answer.data.outcome.kind === "refused" ? typed : null }, answer.init ?? undefined);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `${loaderData?.post.title ?? "Marketplace post"} | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

export default function AdminPost({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminPostDetailView post={loaderData.post} payments={loaderData.payments} mayModerate={loaderData.mayModerate} outcome={actionData?.outcome ?? null} typed={actionData?.typed ?? null} />;
}
