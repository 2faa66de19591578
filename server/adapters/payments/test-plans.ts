import { VIP_ACCESS_CENTS } from "../../../core/pricing";
import { CURRENCY } from "../../../core/money";
import type { Plan } from "./payment-provider";

/**
 * The test provider's VIP Access prices, as Stripe would hold them in its dashboard. docs/product.md fixes
 * only the yearly $99; monthly $9.99 and quarterly $26.99 are this product's choice (decision 016),
 * each dearer over a year than the yearly plan so the yearly one stays the deal.
 */
export const TEST_VIP_PRODUCT_ID = "prod_test_vip_access";

export const TEST_PLANS: readonly Plan[] = [
  {
    id: "price_test_vip_monthly",
    product: TEST_VIP_PRODUCT_ID,
    nickname: "VIP Access monthly",
    interval: "month",
    intervalCount: 1,
    amountCents: 999,
    currency: CURRENCY.toLowerCase(),
    livemode: false,
  },
  {
    id: "price_test_vip_quarterly",
    product: TEST_VIP_PRODUCT_ID,
    nickname: "VIP Access quarterly",
    interval: "month",
    intervalCount: 3,
    amountCents: 2699,
    currency: CURRENCY.toLowerCase(),
    livemode: false,
  },
  {
    id: "price_test_vip_yearly",
    product: TEST_VIP_PRODUCT_ID,
    nickname: "VIP Access yearly",
    interval: "year",
    intervalCount: 1,
    amountCents: VIP_ACCESS_CENTS,
    currency: CURRENCY.toLowerCase(),
    livemode: false,
  },
];
