import { headMeta } from "../components/head-meta";
import { Button } from "../components/button";
import { metaOrError } from "../components/route-error";
import { loadPageHead } from "../page-head.server";
import type { Route } from "./+types/request-deal-thank-you";
import "../features/deals/deals.css";

/** /request-deal-thank-you (docs/product.md §2): what happens next, after a deal request was sent. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const head = await loadPageHead(context, request, { path: "/request-deal-thank-you" });
  const params = new URL(request.url).searchParams;
  const matched = Number(params.get("matched"));
  const left = params.get("left");
  return {
    head,
    matched: Number.isInteger(matched) && matched >= 0 && matched < 100 ? matched : null,
    left: left !== null && /^\d$/.test(left) ? Number(left) : null,
  };
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, (loaderData) => headMeta(loaderData.head));

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function RequestDealThankYou({ loaderData }: Route.ComponentProps) {
  const { matched, left } = loaderData;
  const reached =
    matched === null || matched === 0
      ? "Our travel advisors will look at it and find the hotels that fit."
      : `It reached ${matched} ${matched === 1 ? "hotel or advisor" : "hotels and advisors"} who fit your vision.`;
  return (
    <main className="deal-page" id="main" tabIndex={-1}>
      <h1 className="deal-page__title">Your deal request has been sent</h1>
      <p className="deal-page__lead">{reached} Tailored offers arrive by e-mail and in your offers inbox, usually within three days.</p>
      <ol className="deal-thanks__steps">
        <li>
          <strong>Share your vision</strong>: done.
        </li>
        <li>
          <strong>Receive tailored offers by e-mail</strong>: compare them side by side and ask questions.
        </li>
        <li>
          <strong>Book</strong> the one that feels right.
        </li>
      </ol>
      {left !== null ? <p>Free Pass: {left} deal requests left. VIP Access has no limit.</p> : null}
      <div className="deal-request__actions">
        <Button to="/offer" size="lg">
          Go to my offers
        </Button>
        <Button to="/" size="lg" hierarchy="secondary-gray">
          Back to home
        </Button>
      </div>
    </main>
  );
}
