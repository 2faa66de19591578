import { data, Form, redirect, useNavigation } from "react-router";
import { formatDollars } from "../../core/money";
import { AppError } from "../../server/kernel/errors";
import { answerCardAuthentication } from "../../server/domain/payments/answer-card-authentication";
import { findPaymentIntentBySecret, requireTestProvider } from "../../server/domain/payments/payment-intent-access";
import { Button } from "../components/button";
import type { Route } from "./+types/payments-authorize";
import "../features/payments/payments.css";

/** A refused lookup reads as a missing page: nothing here may confirm that a payment id exists. */
function notFoundOr(error: unknown): never {
  if (error instanceof AppError && error.code === "NOT_FOUND") throw data(null, { status: 404 });
  throw error;
}

/**
 * /payments/authorize: the built-in test provider's extra confirmation step, like the page
 * Stripe shows for a 3-D Secure test card. Only the holder of the payment's client secret gets
 * here (the provider puts both in the address); with Stripe configured the page does not exist.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { payments } = context.services;
  const url = new URL(request.url);
  const paymentIntentId = url.searchParams.get("payment_intent") ?? "";
  const clientSecret = url.searchParams.get("client_secret") ?? "";
  try {
    requireTestProvider(payments);
    if (paymentIntentId === "" || clientSecret === "") throw new AppError("NOT_FOUND", "Not found");
    const intent = await findPaymentIntentBySecret(payments, paymentIntentId, clientSecret);
    return {
      productName: context.publicConfig.productName,
      paymentIntentId,
      clientSecret,
      amount: formatDollars(intent.amountCents),
      description: intent.description,
      isWaiting: intent.status === "requires_action",
    };
  } catch (error) {
    return notFoundOr(error);
  }
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  try {
    const { redirectUrl } = await answerCardAuthentication({
      payments: context.services.payments,
      paymentIntentId: field("payment_intent"),
      clientSecret: field("client_secret"),
      approve: field("decision") === "complete",
      siteOrigin: context.origin,
    });
    return redirect(redirectUrl);
  } catch (error) {
    // Answered twice (a second tab, the back button): say so instead of failing.
    if (error instanceof AppError && error.code !== "NOT_FOUND") return data({ message: error.message }, { status: error.status });
    return notFoundOr(error);
  }
}

/** The page shows one payment's state and carries its secret: never kept by a cache, the site's own included. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `Confirm your payment | ${loaderData?.productName ?? "Amora"}` },
  { name: "robots", content: "noindex" },
];

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function PaymentsAuthorize({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const isAnswering = navigation.state !== "idle";
  return (
    <main id="main" tabIndex={-1} className="payment-page">
      <div className="payment-card">
        <p className="payment-card__eyebrow">Test payment provider</p>
        <h1>Confirm your payment</h1>
        <p>This page stands in for your bank&apos;s security check (3-D Secure). No card is charged in test mode.</p>
        <p className="payment-card__amount">{loaderData.amount}</p>
        {loaderData.description ? <p>{loaderData.description}</p> : null}
        {actionData?.message ? (
          <p className="card-form__alert" role="alert">
            {actionData.message}
          </p>
        ) : null}
        {loaderData.isWaiting ? (
          <Form method="post" className="payment-card__actions">
            <input type="hidden" name="payment_intent" value={loaderData.paymentIntentId} />
            <input type="hidden" name="client_secret" value={loaderData.clientSecret} />
            <Button type="submit" name="decision" value="complete" size="lg" disabled={isAnswering}>
              Complete authentication
            </Button>
            <Button type="submit" name="decision" value="fail" size="lg" hierarchy="secondary-gray" disabled={isAnswering}>
              Fail authentication
            </Button>
          </Form>
        ) : (
          <p>This payment has no confirmation step waiting.</p>
        )}
      </div>
    </main>
  );
}
