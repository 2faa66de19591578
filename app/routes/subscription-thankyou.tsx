import { Button } from "../components/button";
import { headMeta } from "../components/head-meta";
import { metaOrError } from "../components/route-error";
import { membershipOf } from "../features/payments/membership";
import { loadPageHead } from "../page-head.server";
import type { Route } from "./+types/subscription-thankyou";
import "../features/payments/payments.css";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { productName } = context.publicConfig;
  const head = await loadPageHead(context, request, {
    fallback: { title: `Welcome to VIP Access | ${productName}`, description: "Your payment succeeded and your VIP Access subscription is active." },
  });
  return { head, membership: membershipOf(context.user, context.services.clock.now()) };
}

/** A confirmation page: never in search results (core/site-pages: not indexable). */
export const meta: Route.MetaFunction = (args) =>
  metaOrError(args, (loaderData) => [
    ...headMeta(loaderData.head).filter((tag) => !("name" in tag && tag.name === "robots")),
    { name: "robots", content: "noindex" },
  ]);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

/** docs/product.md §2 "Subscription thank-you": the payment succeeded and the subscription is active. */
export default function SubscriptionThankYou({ loaderData }: Route.ComponentProps) {
  const { membership } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="payment-page">
      <div className="payment-card">
        <span className="vip-success__mark" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="32" height="32" focusable="false">
            <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        <p className="payment-card__eyebrow">Payment successful</p>
        <h1>Welcome to VIP Access!</h1>
        <p>
          Thank you: your payment went through and your VIP Access subscription is active.
          {membership.kind === "subscriber" && membership.runsUntil ? ` It runs until ${membership.runsUntil}.` : ""}
        </p>
        <p>
          Request as many deals as you like. Your dedicated travel advisor will be in touch, and hotels and advisors will send
          tailored offers to your inbox.
        </p>
        <div className="payment-card__actions">
          <Button to="/request-a-deal" size="lg">
            Request a deal
          </Button>
          {membership.kind === "visitor" ? (
            <Button to="/" size="lg" hierarchy="secondary-gray">
              Back to home
            </Button>
          ) : (
            <Button to="/offer" size="lg" hierarchy="secondary-gray">
              My offers
            </Button>
          )}
        </div>
      </div>
    </main>
  );
}
