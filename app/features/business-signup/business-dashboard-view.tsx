import { useEffect, useRef, type ReactNode } from "react";
import { EXISTING_ACCOUNT_MESSAGES } from "../../../core/dashboard-sign-in";
import { Link } from "react-router";
import { ACCOUNT_STATUS_LABELS, inactiveSupportMessage, type BusinessAccountStatus } from "../../../core/business-signup-rules";
import { formatDollars } from "../../../core/money";
import { Button } from "../../components/button";
import { useSignIn } from "../../components/sign-in-context";
import { ClaimPanel, type DashboardClaim } from "./claim-panel";
import { dashboardToolsFor } from "./dashboard-tools";
import "./business-signup.css";

export type DashboardAccount = {
  kind: "hotel" | "advisor" | "destination";
  status: BusinessAccountStatus;
  mode: "create" | "claim";
  name: string;
  email: string;
  details: { label: string; value: string }[];
  listingPath: string | null;
  /** Whether the account has a listing of its own to prepare (a claim has one once verified). */
  hasListing: boolean;
  payment: { method: "card" | "invoice" | null; isPaid: boolean; amountCents: number | null };
  /** A claim's state and how to verify it (decision 033). */
  claim?: DashboardClaim | null;
};

export type BusinessDashboardViewProps = (
  /** `email`: the address a sign-up wizard sent here to sign in with (decision 040). */
  | { kind: "visitor"; email?: string | null }
  /** `isMember`: a couple's account, whose address cannot also hold a business (decision 040). */
  | { kind: "no-account"; isAdmin: boolean; isMember?: boolean }
  | { kind: "account"; account: DashboardAccount; productName: string; isAdmin: boolean }
) & {
  /** What an active account works on below its details (the couples' requests, drawn by the route). */
  children?: ReactNode;
};

const KIND_LABELS = { hotel: "Hotel", advisor: "Travel advisor", destination: "Destination" } as const;

function paymentLine(payment: DashboardAccount["payment"]): string {
  if (payment.isPaid) return payment.amountCents ? `Paid (${formatDollars(payment.amountCents)})` : "Paid";
  if (payment.method === "invoice") return "Invoice sent: your account is marked paid once it is settled";
  return "Not paid yet";
}

/**
 * A visitor's way in: sign in with the e-mail signed up with. Sent from a sign-up wizard with an
 * address (decision 040), the code sign-in opens at once with it filled in.
 */
function VisitorSignIn({ email }: { email: string | null }) {
  const { openSignIn } = useSignIn();
  const openedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!email || openedFor.current === email) return;
    openedFor.current = email;
    openSignIn("code", { email });
  }, [email, openSignIn]);
  return (
    <div className="biz-card">
      <p>
        {email
          ? EXISTING_ACCOUNT_MESSAGES.signInWith(email)
          : "Hotels, destinations and travel advisors: sign in with the e-mail you signed up with. We send you a one-time code."}
      </p>
      <div className="biz-actions">
        <Button size="lg" onClick={() => (email ? openSignIn("code", { email }) : openSignIn("login"))}>
          Sign in
        </Button>
      </div>
    </div>
  );
}

/** The business dashboard, limited while the account is reviewed (docs/product.md §2 and §4, decision 019). */
export function BusinessDashboardView(props: BusinessDashboardViewProps) {
  return (
    <main id="main" tabIndex={-1} className="biz-page">
      <div className="biz-page__inner">
        <p className="biz-page__eyebrow">Business dashboard</p>
        <h1 className="biz-page__title">{props.kind === "account" ? props.account.name : "Your business dashboard"}</h1>
        {props.kind === "visitor" ? <VisitorSignIn email={props.email ?? null} /> : null}
        {props.kind === "no-account" ? (
          <div className="biz-card">
            {props.isMember ? <p>{EXISTING_ACCOUNT_MESSAGES.memberAddress}</p> : null}
            <p>{props.isMember ? "Sign-ups:" : "This address has no business account yet. Sign your business up:"}</p>
            <ul>
              <li>
                <Link to="/create-hotel">For hotels</Link>
              </li>
              <li>
                <Link to="/travel-advisor">For travel advisors</Link>
              </li>
              <li>
                <Link to="/for-destinations">For destinations</Link>
              </li>
            </ul>
            {props.isAdmin ? (
              <p>
                <Link to="/admin/business-accounts">Review business accounts</Link>
              </p>
            ) : null}
          </div>
        ) : null}
        {props.kind === "account" ? (
          <div className="biz-card">
            <div className="biz-status">
              <p className="biz-status__line">
                Status:
                <span className={`biz-status__badge biz-status__badge--${props.account.status}`}>{ACCOUNT_STATUS_LABELS[props.account.status]}</span>
              </p>
              {props.account.status === "in_review" ? (
                <p className="biz-status__note">
                  Your request has been submitted for approval. Our admin team will review it shortly; until then your dashboard is limited.
                </p>
              ) : null}
              {props.account.status === "in_active" ? <p className="biz-status__note">{inactiveSupportMessage(props.productName)}</p> : null}
              {props.account.status === "active" && props.account.listingPath ? (
                <p className="biz-status__note">
                  Your profile is live: <Link to={props.account.listingPath}>see it as couples do</Link>.
                </p>
              ) : null}
            </div>
            <nav className="biz-tools" aria-label="Your business tools">
              <ul className="biz-tools__list">
                {dashboardToolsFor(props.account).map((tool) => (
                  <li key={tool.to} className="biz-tools__item">
                    <Link to={tool.to} className="biz-tools__link">
                      {tool.label}
                    </Link>
                    <span className="biz-tools__purpose">{tool.purpose}</span>
                  </li>
                ))}
              </ul>
            </nav>
            {props.account.claim ? <ClaimPanel claim={props.account.claim} /> : null}
            <h2 className="biz-card__title">What you submitted</h2>
            <dl className="biz-details">
              <div>
                <dt>Account</dt>
                <dd>
                  {KIND_LABELS[props.account.kind]}, {props.account.mode === "claim" ? "claimed profile" : "new profile"}
                </dd>
              </div>
              <div>
                <dt>Email</dt>
                <dd>{props.account.email}</dd>
              </div>
              {props.account.details.map((detail) => (
                <div key={detail.label}>
                  <dt>{detail.label}</dt>
                  <dd>{detail.value}</dd>
                </div>
              ))}
              <div>
                <dt>Payment</dt>
                <dd>{paymentLine(props.account.payment)}</dd>
              </div>
            </dl>
            {!props.account.payment.isPaid && props.account.payment.method !== "invoice" ? (
              <div className="biz-actions">
                <Button to="/dashboard/plan" size="lg">
                  Pay
                </Button>
              </div>
            ) : null}
            {props.isAdmin ? (
              <p>
                <Link to="/admin/business-accounts">Review business accounts</Link>
              </p>
            ) : null}
          </div>
        ) : null}
        {props.children}
      </div>
    </main>
  );
}
