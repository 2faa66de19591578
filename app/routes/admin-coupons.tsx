import { data } from "react-router";
import { adminMay } from "../../core/admin-roles";
import { couponListQuery } from "../../core/admin-coupon-schemas";
import { listAdminCoupons } from "../../server/domain/admin/coupons/list-admin-coupons";
import { createCoupon } from "../../server/domain/admin/coupons/save-coupon";
import { RouteErrorBoundary } from "../components/route-error";
import { AdminCouponsView } from "../features/admin/coupons/admin-coupons-view";
import { ADMIN_PAGE_HEADERS, adminOutcome, adminPage } from "../admin-view.server";
import type { Route } from "./+types/admin-coupons";

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = adminPage(context, request, "coupons.read");
  const url = new URL(request.url);
  const parsed = couponListQuery.safeParse(Object.fromEntries(url.searchParams));
  const query = parsed.success ? parsed.data : couponListQuery.parse({});
  const list = await listAdminCoupons(context.services, query);
  return data(
    {
      productName: context.publicConfig.productName,
      filters: { q: query.q ?? "", state: query.state ?? ("" as const) },
      page: list.page,
      lastPage: list.lastPage,
      total: list.total,
      mayEdit: adminMay(admin.role, "coupons.edit"),
      rows: list.items.map((coupon) => ({
        id: coupon.id,
        name: coupon.name,
        discountPercent: coupon.discountPercent,
        appliesTo: coupon.appliesTo,
        advertised: coupon.advertised,
        lastDay: coupon.lastDay,
        maxUses: coupon.maxUses,
        uses: coupon.uses,
        discountGivenCents: coupon.discountGivenCents,
        state: coupon.state,
      })),
    },
    { headers: ADMIN_PAGE_HEADERS },
  );
}

/** The new coupon form: works at once in the wizards and at the check. */
export async function action({ context, request }: Route.ActionArgs) {
  const admin = adminPage(context, request, "coupons.edit");
  const form = await request.formData();
  const typed = {
    name: String(form.get("name") ?? ""),
    discount_percent: String(form.get("discount_percent") ?? ""),
    applies_to: form.getAll("applies_to").map(String),
    advertised: form.get("advertised") === "on" ? "on" : "false",
    last_day: String(form.get("last_day") ?? ""),
    max_uses: String(form.get("max_uses") ?? ""),
  };
  const answer = await adminOutcome(async () => {
    const row = await createCoupon(context.services, admin, typed);
    return `Coupon ${row.name} is created and works now.`;
  });
  const refused = answer.data.outcome.kind === "refused";
  return data({ ...answer.data, typed: refused ? typed : null }, answer.init ?? undefined);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `Coupons | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

export default function AdminCoupons({ loaderData, actionData }: Route.ComponentProps) {
  const { productName: _productName, ...view } = loaderData;
  return <AdminCouponsView {...view} outcome={actionData?.outcome ?? null} typed={actionData?.typed ?? null} />;
}
