import { DEAL_MESSAGES } from "../../../core/deal-rules";
import { Button } from "../../components/button";

/** docs/product.md §1 and §6: the Free Pass member's fourth request is met with the VIP Access offer. */
export function UpgradeOffer({ message = DEAL_MESSAGES.limitReached }: { message?: string }) {
  return (
    <div className="deal-request__limit" role="status">
      <h2 className="deal-request__title">Upgrade for unlimited deal requests</h2>
      <p>{message}</p>
      <p>VIP Access is $99 a year: unlimited deal requests, a dedicated travel advisor and exclusive perks.</p>
      <div className="deal-request__actions">
        <Button to="/upgrade" size="lg">
          Upgrade to VIP Access
        </Button>
        <Button to="/offer" size="lg" hierarchy="secondary-gray">
          See my offers
        </Button>
      </div>
    </div>
  );
}
