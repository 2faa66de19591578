import { DealRequestWidget } from "../../components/deal-request-widget";
import { HydrateInTurn } from "../../components/hydrate-in-turn";

type RequestDealBandProps = {
  title?: string;
  text?: string;
  /** The hotel, advisor or destination of the page, which the request then goes to first. */
  listingId?: number;
};

/** The closing call to action of a page: share your plans, get offers by e-mail. */
export function RequestDealBand({
  title = "Let hotels compete for your getaway",
  text = "Share your vision once. Hotels and travel advisors send tailored offers to your inbox, and you book the one you love.",
  listingId,
}: RequestDealBandProps) {
  return (
    // Hydrated in a task of its own after the page's first pass (decision 059).
    <HydrateInTurn>
      <section className="deal-band" aria-labelledby="deal-band-title">
        <div className="container deal-band__inner">
          <div>
            <h2 id="deal-band-title" className="deal-band__title">
              {title}
            </h2>
            <p className="deal-band__text">{text}</p>
          </div>
          <DealRequestWidget listingId={listingId} title="Get tailored offers" />
        </div>
      </section>
    </HydrateInTurn>
  );
}
