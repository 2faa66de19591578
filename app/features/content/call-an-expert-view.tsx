import type { ReactNode } from "react";
import { Button } from "../../components/button";
import "./content.css";

const STEPS = [
  { title: "Share your vision", text: "Tell us the occasion, your dates, the places you dream about and your budget. A few lines are enough to begin." },
  { title: "Meet your advisor", text: "A Romance Travel Advisor who knows those places gets in touch, asks the questions that matter and shapes ideas around you." },
  { title: "Receive tailored offers", text: "Offers arrive by e-mail with everything included spelled out. Compare them in your own time, with no obligation." },
  { title: "Book and relax", text: "Your advisor handles the bookings and the details, and stays with you until you are home again." },
] as const;

const REASONS = [
  { title: "Specialists in romance", text: "Honeymoons, destination weddings, anniversaries, babymoons, vow renewals and proposals are what our advisors plan every day." },
  { title: "Reviewed before they join", text: "Every advisor profile is checked by our team before it goes live, and couples review the advisors they travel with." },
  { title: "Perks you would not find alone", text: "Advisors know which suite has the view, when to go and which partner hotels add upgrades, credits or a bottle of something cold." },
  { title: "Someone on your side", text: "If a flight is cancelled or plans change, you have one person to call who already knows your trip." },
] as const;

/** /call-an-expert: what the Romance Travel Advisors service is, and the two ways to start. */
export function CallAnExpertView({ productName, trail }: { productName: string; trail?: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="content-page">
      <header className="content-page__header content-page__header--feature">
        <div className="content-page__inner">
          {trail}
          <h1 className="content-page__title">Talk to a Romance Travel Expert</h1>
          <p className="content-page__summary">
            Planning a honeymoon, a proposal or an anniversary should feel like part of the celebration. {productName}&apos;s
            Romance Travel Advisors plan trips for two every day, and they would love to hear about yours.
          </p>
          <div className="content-cta__actions">
            <Button to="/request-a-deal" size="xl">
              Request a deal
            </Button>
            <Button to="/ta" size="xl" hierarchy="secondary-gray">
              Find a travel advisor
            </Button>
          </div>
        </div>
      </header>
      <div className="content-page__inner content-page__stack">
        <section aria-labelledby="expert-how-heading">
          <h2 id="expert-how-heading">How it works</h2>
          <ol className="expert-steps">
            {STEPS.map((step, index) => (
              <li key={step.title} className="expert-steps__item">
                <span className="expert-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
        <section aria-labelledby="expert-why-heading">
          <h2 id="expert-why-heading">Why plan with an advisor</h2>
          <ul className="expert-reasons">
            {REASONS.map((reason) => (
              <li key={reason.title} className="expert-reasons__item">
                <h3>{reason.title}</h3>
                <p>{reason.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className="content-cta" aria-labelledby="expert-start-heading">
          <h2 id="expert-start-heading">Ready when you are</h2>
          <p>
            Send a deal request and advisors and hotels will reply with offers by e-mail, or browse advisor profiles and
            choose the one who feels right. VIP Access members get a dedicated advisor and unlimited requests.
          </p>
          <div className="content-cta__actions">
            <Button to="/request-a-deal" size="lg">
              Request a deal
            </Button>
            <Button to="/ta" size="lg" hierarchy="secondary-gray">
              Browse advisors
            </Button>
            <Button to="/upgrade" size="lg" hierarchy="link-color">
              About VIP Access
            </Button>
          </div>
        </section>
      </div>
    </main>
  );
}
