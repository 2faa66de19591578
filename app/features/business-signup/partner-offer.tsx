import { Button } from "../../components/button";

/** docs/product.md §9: the promo code for 20% off a Romance Marketplace Post. */
export const PARTNER_PROMO_CODE = "BizLoveYou";

/** The thank-you step of the advisor and hotel wizards (docs/product.md §2): under review, and the marketplace offer. */
export function SignupThankYou({ headline }: { headline: string }) {
  return (
    <div className="biz-thanks">
      <p className="biz-thanks__headline">{headline}</p>
      <div className="biz-offer">
        <p className="biz-offer__title">Get 20% off a Romance Marketplace Post</p>
        <p>
          Put a special offer in front of couples planning their getaway. Use the promo code{" "}
          <strong className="biz-offer__code">{PARTNER_PROMO_CODE}</strong> when you post your first deal.
        </p>
        <Button to={`/marketplace-request?coupon=${PARTNER_PROMO_CODE}`} size="lg">
          Learn More
        </Button>
      </div>
    </div>
  );
}
