import { Form } from "react-router";
import { ACCOUNT_STATUS_LABELS, BUSINESS_SIGNUP_MESSAGES, inactiveSupportMessage, type BusinessAccountStatus } from "../../../core/business-signup-rules";
import { Button } from "../../components/button";
import { FormField } from "../../components/form-field";
import { SIGNUP_FIELD_BLOCK } from "./signup-fields";
import "./business-signup.css";

export type CheckStatusResult =
  | { kind: "none" }
  | { kind: "invalid"; message: string }
  | { kind: "unknown" }
  | { kind: "found"; status: BusinessAccountStatus; name: string };

export type CheckStatusViewProps = {
  email: string;
  result: CheckStatusResult;
  productName: string;
  /** Go To Dashboard: the business login at the API site's root (docs/product.md §2). */
  dashboardUrl: string;
};

/** docs/product.md §2 "Check status page": a business's review state by e-mail. */
export function CheckStatusView({ email, result, productName, dashboardUrl }: CheckStatusViewProps) {
  return (
    <main id="main" tabIndex={-1} className="biz-page">
      <div className="biz-page__inner">
        <p className="biz-page__eyebrow">For hotels, destinations and travel advisors</p>
        <h1 className="biz-page__title">Check your account status</h1>
        <p className="biz-page__lead">Enter the e-mail you signed up with to see where your review stands.</p>
        <div className="biz-card">
          <Form method="get" className="biz-form" noValidate>
            <FormField
              block={SIGNUP_FIELD_BLOCK}
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={email}
              required
              error={result.kind === "invalid" ? result.message : null}
            />
            <div className="biz-actions">
              <Button type="submit" size="lg">
                Check Status
              </Button>
            </div>
          </Form>
          {result.kind === "unknown" ? (
            <div className="biz-status" role="status">
              <p className="biz-status__line">{BUSINESS_SIGNUP_MESSAGES.accountNotFoundShown}</p>
            </div>
          ) : null}
          {result.kind === "found" ? (
            <div className="biz-status" role="status">
              <p className="biz-status__note">{result.name}</p>
              <p className="biz-status__line">
                Status:
                <span className={`biz-status__badge biz-status__badge--${result.status}`}>{ACCOUNT_STATUS_LABELS[result.status]}</span>
              </p>
              {result.status === "in_review" ? (
                <p className="biz-status__note">Our admin team is reviewing your request. Your dashboard stays limited until then.</p>
              ) : null}
              {result.status === "in_active" ? <p className="biz-status__note">{inactiveSupportMessage(productName)}</p> : null}
              {result.status === "active" ? (
                <div>
                  <Button href={dashboardUrl} size="lg">
                    Go To Dashboard
                  </Button>
                </div>
              ) : null}
            </div>
          ) : null}
        </div>
      </div>
    </main>
  );
}
