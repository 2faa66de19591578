import { useState } from "react";
import { CLAIM_LINK_HOURS, CLAIM_MESSAGES } from "../../../core/claim-rules";
import { resendBusinessClaimLink } from "../../../core/contracts/business-signup";
import { callApi } from "../../components/api-client";
import { Button } from "../../components/button";

/** A claim as the dashboard shows it (server/domain/signup/get-business-dashboard.ts). */
export type DashboardClaim = {
  status: "pending" | "verified" | "lost" | "released";
  listingName: string;
  linkSentTo: string | null;
  canSendLink: boolean;
  refundCents: number | null;
};

/**
 * The dashboard's word on a claim (decision 033): pending and how it is verified (with a new link
 * on request), verified, or closed because the owner verified first, with the refund stated.
 */
export function ClaimPanel({ claim }: { claim: DashboardClaim }) {
  const [answer, setAnswer] = useState<{ kind: "sent" | "refused"; message: string } | null>(null);
  const [isSending, setSending] = useState(false);

  async function sendLink() {
    setSending(true);
    const result = await callApi(resendBusinessClaimLink, {});
    setSending(false);
    if (result.ok) setAnswer({ kind: "sent", message: result.data.message });
    else if (result.status !== null) setAnswer({ kind: "refused", message: result.message ?? "The link could not be sent. Please try again." });
  }

  return (
    <section className="biz-status" aria-labelledby="claim-heading">
      <h2 id="claim-heading" className="biz-card__title">
        Your claim of {claim.listingName}
      </h2>
      {claim.status === "pending" ? (
        <>
          <p className="biz-status__note">
            Pending: the profile becomes yours once the claim is verified. Other people may claim it too; the first verified claim
            wins.
          </p>
          <p className="biz-status__note">
            {claim.canSendLink
              ? `To verify it, open the link we e-mailed${claim.linkSentTo ? ` to ${claim.linkSentTo}` : ""} within ${CLAIM_LINK_HOURS} hours.`
              : CLAIM_MESSAGES.pendingAdmin}
          </p>
          {claim.canSendLink ? (
            <div className="biz-actions">
              <Button type="button" hierarchy="secondary-gray" disabled={isSending} onClick={() => void sendLink()}>
                Send the link again
              </Button>
            </div>
          ) : null}
          <div role="status">{answer?.kind === "sent" ? <p className="biz-status__note">{answer.message}</p> : null}</div>
          <div role="alert">{answer?.kind === "refused" ? <p className="biz-field__error">{answer.message}</p> : null}</div>
        </>
      ) : null}
      {claim.status === "verified" ? <p className="biz-status__note">{CLAIM_MESSAGES.verified(claim.listingName)}</p> : null}
      {claim.status === "released" ? <p className="biz-status__note">{CLAIM_MESSAGES.released} If you believe the profile is yours, please contact us.</p> : null}
      {claim.status === "lost" ? (
        <p className="biz-status__note">
          {CLAIM_MESSAGES.lost} {claim.refundCents ? CLAIM_MESSAGES.refunded(claim.refundCents) : null} If you believe the profile is yours,
          please contact us.
        </p>
      ) : null}
    </section>
  );
}
