import { data } from "react-router";
import { adminMay } from "../../core/admin-roles";
import { subscriptionListQuery } from "../../core/admin-money-schemas";
import { formatPlanDay } from "../../core/business-plan";
import { cancelVipSubscriptionAtPeriodEnd, extendVipSubscription, listVipSubscriptions } from "../../server/domain/admin/money/admin-subscriptions";
import { RouteErrorBoundary } from "../components/route-error";
import { MoneySubscriptionsView } from "../features/admin/money/money-subscriptions-view";
import { ADMIN_PAGE_HEADERS, adminOutcome, adminPage } from "../admin-view.server";
import type { Route } from "./+types/admin-money-subscriptions";

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = adminPage(context, request, "money.read");
  const url = new URL(request.url);
  const parsed = subscriptionListQuery.safeParse(Object.fromEntries(url.searchParams));
  const query = parsed.success ? parsed.data : subscriptionListQuery.parse({});
  const list = await listVipSubscriptions(context.services, query);
  return data(
    {
      productName: context.publicConfig.productName,
      filters: { status: query.status ?? "", who: query.who ?? "" },
      mayManage: adminMay(admin.role, "money.subscriptions"),
      page: list.page,
      lastPage: list.lastPage,
      total: list.total,
      rows: list.items.map((row) => ({
        id: row.id,
        email: row.email,
        priceId: row.priceId,
        status: row.status,
        currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
        cancelAtPeriodEnd: row.cancelAtPeriodEnd,
        createdAt: row.createdAt.toISOString(),
      })),
    },
    { headers: ADMIN_PAGE_HEADERS },
  );
}

/** Extend a subscription by days, or end it at its period's end. */
export async function action({ context, request }: Route.ActionArgs) {
  const admin = adminPage(context, request, "money.subscriptions");
  const form = await request.formData();
  const idText = String(form.get("subscriptionId") ?? "");
  const subscriptionId = /^[1-9]\d{0,9}$/.test(idText) && Number(idText) <= 2_147_483_647 ? Number(idText) : 0;
  if (form.get("intent") === "cancel") {
    return adminOutcome(async () => {
      const row = await cancelVipSubscriptionAtPeriodEnd({ ...context.services, origin: context.origin }, admin, subscriptionId);
      return `The subscription ends${row.currentPeriodEnd ? ` on ${formatPlanDay(row.currentPeriodEnd.toISOString())}` : " at its period's end"}; no further charge is made.`;
    });
  }
  return adminOutcome(async () => {
    const row = await extendVipSubscription(context.services, admin, subscriptionId, {
      days: String(form.get("days") ?? ""),
      reason: String(form.get("reason") ?? "").slice(0, 1000),
    });
    return `VIP Access now runs to ${row.currentPeriodEnd ? formatPlanDay(row.currentPeriodEnd.toISOString()) : "the new end"}.`;
  });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `VIP subscriptions | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

export default function AdminMoneySubscriptions({ loaderData, actionData }: Route.ComponentProps) {
  const { productName: _productName, ...view } = loaderData;
  return <MoneySubscriptionsView {...view} outcome={actionData?.outcome ?? null} />;
}
