import { data, redirect } from "react-router";
import { MARKETPLACE_POST_LIMITS } from "../../core/marketplace-post-rules";
import { metaOrError } from "../components/route-error";
import { PostEditor, type RenewalCardFormProps } from "../features/business-posts/post-editor";
import { PostsList } from "../features/business-posts/posts-list";
import { CardPaymentForm } from "../features/payments/card-payment-form";
import { getBusinessMarketplacePost } from "../../server/domain/payments/marketplace/business-marketplace-posts";
import { AppError } from "../../server/kernel/errors";
import type { Route } from "./+types/dashboard-post";

const isoDay = (date: Date, years = 0): string => {
  const day = new Date(date);
  day.setUTCFullYear(day.getUTCFullYear() + years);
  return day.toISOString().slice(0, 10);
};

/**
 * /dashboard/posts/{id}: one of the business's marketplace posts, to edit, pause or resume and
 * renew by card. Another business's post, or an unknown id, is the not-found page.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  if (!context.user) throw redirect("/dashboard");
  const headers = { "Cache-Control": "private, no-store" };
  const { productName } = context.publicConfig;
  const id = /^[1-9]\d{0,8}$/.test(params.id) ? Number(params.id) : null;
  if (id === null) throw data(null, { status: 404, headers });
  try {
    const post = await getBusinessMarketplacePost(context.services, { userId: context.user.id, postId: id });
    const now = context.services.clock.now();
    return data(
      { productName, refusal: null, post, validDays: { first: isoDay(now), last: isoDay(now, MARKETPLACE_POST_LIMITS.maxValidYears) }, payments: context.publicConfig.payments },
      { headers },
    );
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw data(null, { status: 404, headers });
    if (!(error instanceof AppError && error.code === "FORBIDDEN")) throw error;
    return data({ productName, refusal: error.message, post: null, validDays: null, payments: context.publicConfig.payments }, { headers });
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) => [
    { title: `${loaderData.post ? loaderData.post.title : "Marketplace post"} | ${loaderData.productName}` },
    { name: "robots", content: "noindex, nofollow" },
  ]);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function DashboardPost({ loaderData }: Route.ComponentProps) {
  const { post, validDays, payments, refusal } = loaderData;
  if (!post || !validDays) return <PostsList kind="refused" message={refusal ?? ""} />;
  return (
    <PostEditor
      post={post}
      validDays={validDays}
      renderCardForm={(props: RenewalCardFormProps) => <CardPaymentForm provider={payments} {...props} />}
    />
  );
}
