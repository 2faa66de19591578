import { Form } from "react-router";
import { Button } from "../../components/button";
import "./business-signup.css";

export type ClaimVerifyViewProps = {
  /** The link's token, sent back with the confirmation; empty when the address has none. */
  token: string;
  dashboardUrl: string;
  /** What the confirmation did, or why it was refused. */
  outcome: { kind: "verified" | "refused"; message: string } | null;
};

/**
 * /claims/verify?token=: the one-time link of a pending claim (decision 033). The page asks for a
 * press of the button before verifying, so a mail scanner that opens links changes nothing.
 */
export function ClaimVerifyView({ token, dashboardUrl, outcome }: ClaimVerifyViewProps) {
  return (
    <main id="main" tabIndex={-1} className="biz-page">
      <div className="biz-page__inner">
        <p className="biz-page__eyebrow">For businesses</p>
        <h1 className="biz-page__title">Confirm your claim</h1>
        <div className="biz-card">
          {outcome ? (
            <p role={outcome.kind === "refused" ? "alert" : "status"} className={outcome.kind === "refused" ? "biz-field__error" : undefined}>
              {outcome.message}
            </p>
          ) : null}
          {outcome?.kind === "verified" ? (
            <div className="biz-actions">
              <Button href={dashboardUrl} size="lg">
                Go To Dashboard
              </Button>
            </div>
          ) : token === "" ? (
            <p>This page opens from the link in your verification e-mail. Please use that link, or ask for a new one from your dashboard.</p>
          ) : (
            <Form method="post">
              <p>Confirm that you run this business and that the profile you claimed is yours. The link works once.</p>
              <input type="hidden" name="token" value={token} />
              <div className="biz-actions">
                <Button type="submit" size="lg">
                  Confirm my claim
                </Button>
              </div>
            </Form>
          )}
        </div>
      </div>
    </main>
  );
}
