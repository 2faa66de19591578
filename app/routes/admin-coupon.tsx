import { data } from "react-router";
import { adminMay } from "../../core/admin-roles";
import { formatPlanDay } from "../../core/business-plan";
import { AppError } from "../../server/kernel/errors";
import { getAdminCoupon } from "../../server/domain/admin/coupons/get-admin-coupon";
import { expireCoupon, updateCoupon } from "../../server/domain/admin/coupons/save-coupon";
import { RouteErrorBoundary } from "../components/route-error";
import { AdminCouponDetailView } from "../features/admin/coupons/admin-coupon-detail-view";
import { ADMIN_PAGE_HEADERS, adminOutcome, adminPage } from "../admin-view.server";
import type { Route } from "./+types/admin-coupon";

function couponIdOf(text: string | undefined): number {
  if (!text || !/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) throw data(null, { status: 404 });
  return Number(text);
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const admin = adminPage(context, request, "coupons.read");
  const { coupon, uses } = await getAdminCoupon(context.services, couponIdOf(params.couponId)).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  });
  return data(
    {
      productName: context.publicConfig.productName,
      mayEdit: adminMay(admin.role, "coupons.edit"),
      mayReadMoney: adminMay(admin.role, "money.read"),
      coupon: {
        id: coupon.id,
        name: coupon.name,
        discountPercent: coupon.discountPercent,
        appliesTo: coupon.appliesTo,
        active: coupon.active,
        advertised: coupon.advertised,
        lastDay: coupon.lastDay,
        maxUses: coupon.maxUses,
        uses: coupon.uses,
        discountGivenCents: coupon.discountGivenCents,
        state: coupon.state,
        createdOn: formatPlanDay(coupon.createdAt.toISOString()),
      },
      uses: uses.map((use) => ({
        paymentId: use.paymentId,
        paidOn: formatPlanDay(use.paidAt.toISOString()),
        email: use.email,
        purpose: use.purpose,
        amountCents: use.amountCents,
        discountCents: use.discountCents,
        status: use.status,
      })),
    },
    { headers: ADMIN_PAGE_HEADERS },
  );
}

/** Change the coupon (every field of the form, checkboxes included) or expire it now. */
export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = adminPage(context, request, "coupons.edit");
  const couponId = couponIdOf(params.couponId);
  const form = await request.formData();
  if (form.get("intent") === "expire") {
    return adminOutcome(async () => {
      const row = await expireCoupon(context.services, admin, couponId);
      return `${row.name} has expired: it no longer works.`;
    });
  }
  return adminOutcome(async () => {
    const row = await updateCoupon(context.services, admin, couponId, {
      discount_percent: String(form.get("discount_percent") ?? ""),
      applies_to: form.getAll("applies_to").map(String),
      // An unticked box sends nothing: that is "no".
      advertised: form.get("advertised") === "on" ? "on" : "false",
      active: form.get("active") === "on" ? "on" : "false",
      last_day: String(form.get("last_day") ?? ""),
      max_uses: String(form.get("max_uses") ?? ""),
    });
    return `${row.name} is saved.`;
  });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `Coupon ${loaderData?.coupon.name ?? ""} | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

export default function AdminCoupon({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminCouponDetailView coupon={loaderData.coupon} uses={loaderData.uses} mayEdit={loaderData.mayEdit} mayReadMoney={loaderData.mayReadMoney} outcome={actionData?.outcome ?? null} />;
}
