import { useEffect, useRef, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "../../components/button";
import { ContactForm, type ContactFormProps } from "./contact-form";
import "./contact.css";

type ContactPageProps = {
  trail?: ReactNode;
  /** After a successful send the form gives way to the thank-you message. */
  isSent: boolean;
  form: ContactFormProps;
};

/** /contacts: the form beside the other ways to get help, or the thank-you once sent. */
export function ContactPage({ trail, isSent, form }: ContactPageProps) {
  return (
    <main id="main" tabIndex={-1} className="content-page">
      <header className="content-page__header">
        <div className="content-page__inner">
          {trail}
          <h1 className="content-page__title">Contact us</h1>
          <p className="content-page__summary">
            A question about a deal request, your account, a listing or a partnership? Write to us and a member of our
            team will reply by e-mail, usually within one working day.
          </p>
        </div>
      </header>
      <div className="content-page__inner contact-layout">
        <div>{isSent ? <ThankYou /> : <ContactForm {...form} />}</div>
        <aside className="contact-aside" aria-label="Other ways to get help">
          <div className="contact-aside__card">
            <h2>Quick answers</h2>
            <p>
              Plans, deal requests, bookings and business listings are explained in our <Link to="/faq">FAQ</Link>.
            </p>
          </div>
          <div className="contact-aside__card">
            <h2>Planning a trip?</h2>
            <p>
              <Link to="/request-a-deal">Request a deal</Link> and hotels and advisors will send you offers, or{" "}
              <Link to="/call-an-expert">talk to a Romance Travel Expert</Link>.
            </p>
          </div>
          <div className="contact-aside__card">
            <h2>Hotels and advisors</h2>
            <p>
              Follow a sign-up at <Link to="/checkstatus">Check status</Link>. Terms for partners:{" "}
              <Link to="/hotel-terms">hotels</Link> and <Link to="/travel-advisor-terms">advisors</Link>.
            </p>
          </div>
        </aside>
      </div>
    </main>
  );
}

function ThankYou() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The form the person was using has gone; tell them where they are now.
    headingRef.current?.focus();
  }, []);
  return (
    <section className="contact-thanks" aria-labelledby="contact-thanks-heading">
      <h2 id="contact-thanks-heading" tabIndex={-1} ref={headingRef}>
        Thank you, your message is on its way
      </h2>
      <p role="status">
        We have received your message and will reply to the e-mail address you gave, usually within one working day.
      </p>
      <div className="content-cta__actions">
        <Button to="/" size="lg">
          Back to home
        </Button>
        <Button to="/contacts" size="lg" hierarchy="secondary-gray">
          Send another message
        </Button>
      </div>
    </section>
  );
}
