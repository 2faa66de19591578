import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { formatDollars } from "../../../core/money";
import { Button } from "../../components/button";
import { secondsUntil } from "./session-clock";
import { forgetDraft } from "./draft-storage";
import { MARKETPLACE_REQUEST_PATH } from "./marketplace-addresses";
import "./marketplace-posts.css";

/** docs/product.md §9: after a successful payment, a 5-second countdown, then the home page. */
export const THANK_YOU_REDIRECT_SECONDS = 5;

export type PaidMarketplacePost = {
  title: string;
  /** Where the published deal is (/{slug}). */
  listingPath: string | null;
  adDurationDays: number;
  isFeatured: boolean;
  amountCents: number;
};

/**
 * /marketplace-thank-you (docs/product.md §2): the deal is paid and live. After a payment the page
 * counts 5 seconds down and goes home, unless the person chooses to stay (a time limit people
 * can turn off: WCAG 2.2.1). Opened without a paid deal, it says what the page is for.
 */
export function MarketplaceThankYouView({ post }: { post: PaidMarketplacePost | null }) {
  return (
    <main id="main" tabIndex={-1} className="mp-result-page">
      <div className="mp-result">
        <span className="mp-result__mark" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="32" height="32" focusable="false">
            <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        {post ? <PaidContent post={post} /> : <GeneralContent />}
      </div>
    </main>
  );
}

function PaidContent({ post }: { post: PaidMarketplacePost }) {
  useEffect(() => forgetDraft(), []);
  return (
    <>
      <p className="mp-result__eyebrow">Payment successful</p>
      <h1 className="mp-result__title">Thank you! Your deal is live</h1>
      <p className="mp-result__text">
        <strong className="mp-result__deal">{post.title}</strong> is now on Special Offers for {post.adDurationDays} days
        {post.isFeatured ? ", featured first" : ""}. You paid {formatDollars(post.amountCents)}.
      </p>
      <div className="mp-result__actions">
        {post.listingPath ? (
          <Button to={post.listingPath} size="lg">
            View your deal
          </Button>
        ) : null}
        <Button to="/marketplace" size="lg" hierarchy="secondary-gray">
          See Special Offers
        </Button>
      </div>
      <RedirectCountdown />
    </>
  );
}

function GeneralContent() {
  return (
    <>
      <p className="mp-result__eyebrow">Romance Marketplace</p>
      <h1 className="mp-result__title">Thank you for posting a deal</h1>
      <p className="mp-result__text">
        Deals appear on Special Offers as soon as their payment goes through. Hotels, destinations and travel advisors can post
        another deal at any time.
      </p>
      <div className="mp-result__actions">
        <Button to="/marketplace" size="lg">
          See Special Offers
        </Button>
        <Button to={MARKETPLACE_REQUEST_PATH} size="lg" hierarchy="secondary-gray">
          Post a deal
        </Button>
      </div>
    </>
  );
}

function RedirectCountdown() {
  const navigate = useNavigate();
  const [isStaying, setStaying] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(THANK_YOU_REDIRECT_SECONDS);

  useEffect(() => {
    if (isStaying) return;
    const deadline = Date.now() + THANK_YOU_REDIRECT_SECONDS * 1000;
    const timer = window.setInterval(() => {
      const left = secondsUntil(deadline, Date.now());
      setSecondsLeft(left);
      if (left === 0) {
        window.clearInterval(timer);
        void navigate("/");
      }
    }, 250);
    return () => window.clearInterval(timer);
  }, [isStaying, navigate]);

  if (isStaying) {
    return (
      <p className="mp-result__countdown">
        You are staying on this page. <Link to="/">Go to the home page</Link>
      </p>
    );
  }
  return (
    <div className="mp-result__countdown">
      <p aria-live="off">
        Taking you to the home page in {secondsLeft} {secondsLeft === 1 ? "second" : "seconds"}.
      </p>
      <Button type="button" size="md" hierarchy="link-gray" onClick={() => setStaying(true)}>
        Stay on this page
      </Button>
    </div>
  );
}
