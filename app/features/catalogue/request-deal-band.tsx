import { Button } from "../../components/button";

type RequestDealBandProps = {
  title?: string;
  text?: string;
};

/** The closing call to action of a page: share your plans, get offers by e-mail. */
export function RequestDealBand({
  title = "Let hotels compete for your getaway",
  text = "Share your vision once. Hotels and travel advisors send tailored offers to your inbox, and you book the one you love.",
}: RequestDealBandProps) {
  return (
    <section className="deal-band" aria-labelledby="deal-band-title">
      <div className="container deal-band__inner">
        <div>
          <h2 id="deal-band-title" className="deal-band__title">
            {title}
          </h2>
          <p className="deal-band__text">{text}</p>
        </div>
        <Button to="/request-a-deal" size="xl" className="deal-band__button">
          Request a deal
        </Button>
      </div>
    </section>
  );
}
