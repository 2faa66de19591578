import { Button } from "../../components/button";
import { MARKETPLACE_REQUEST_PATH } from "./marketplace-addresses";
import "./marketplace-posts.css";

/** On /marketplace: the way in for businesses to post a deal of their own. */
export function PostDealBand() {
  return (
    <section className="mp-band" aria-labelledby="post-deal-title">
      <div className="mp-band__text">
        <h2 id="post-deal-title" className="mp-band__title">
          Have a romantic offer?
        </h2>
        <p className="mp-band__lead">Hotels, destinations and travel advisors can post a deal here for couples to find.</p>
      </div>
      <Button to={MARKETPLACE_REQUEST_PATH} size="lg" hierarchy="secondary-color">
        Post a deal
      </Button>
    </section>
  );
}
