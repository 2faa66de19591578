import { Form, Link } from "react-router";
import { EMAIL_STATE_LABELS, type EmailState } from "../../../../core/admin-emails";
import { Button } from "../../../components/button";
import { ConsolePage, OutcomeMessage, type OutcomeView } from "../console-ui";
import { EMAIL_STATE_BADGE } from "../users/admin-user-detail-view";
import { when } from "../users/when";
import "../users/admin-users.css";

export type EmailDetailView = {
  id: number;
  to: string;
  userId: number | null;
  subject: string;
  template: string;
  state: EmailState;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  text: string;
  html: string;
  attachments: { filename: string; contentType: string }[];
  resends: { at: string; by: string; copyId: number | null }[];
  copyOf: { id: number; by: string; at: string } | null;
};

export type AdminEmailDetailProps = { email: EmailDetailView; mayResend: boolean; outcome: OutcomeView };

/**
 * One e-mail: its facts, its delivery history, the text as sent and the HTML in a frame with every
 * sandbox restriction (no scripts, no forms, no top navigation, a unique origin), so whatever the
 * message holds cannot act on the console.
 */
export function AdminEmailDetail({ email, mayResend, outcome }: AdminEmailDetailProps) {
  return (
    <ConsolePage
      title={email.subject}
      intro={
        <>
          <Link to="/admin/emails">All e-mail</Link> · to {email.userId ? <Link to={`/admin/users/${email.userId}`}>{email.to}</Link> : email.to}
        </>
      }
    >
      <OutcomeMessage outcome={outcome} />
      <section className="ac-card" aria-labelledby="ace-facts">
        <h2 id="ace-facts">Delivery</h2>
        <dl className="ac-facts">
          {(
            [
              ["State", <span key="state" className={EMAIL_STATE_BADGE[email.state]}>{EMAIL_STATE_LABELS[email.state]}</span>],
              ["Template", email.template],
              ["Queued", when(email.createdAt)],
              ["Attempts", String(email.attempts)],
              ["Sent", email.sentAt ? when(email.sentAt) : "Not yet"],
              ["Last error", email.lastError ?? "None"],
              ["Attachments", email.attachments.length === 0 ? "None" : email.attachments.map((file) => `${file.filename} (${file.contentType})`).join(", ")],
            ] as const
          ).map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {email.copyOf ? (
          <p>
            A copy of <Link to={`/admin/emails/${email.copyOf.id}`}>e-mail #{email.copyOf.id}</Link>, resent by {email.copyOf.by} on {when(email.copyOf.at)}.
          </p>
        ) : null}
        {email.resends.length > 0 ? (
          <ul aria-label="Copies resent">
            {email.resends.map((resend, index) => (
              <li key={index}>
                Resent by {resend.by} on {when(resend.at)}
                {resend.copyId ? (
                  <>
                    {" "}
                    as <Link to={`/admin/emails/${resend.copyId}`}>e-mail #{resend.copyId}</Link>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        {mayResend ? (
          <Form method="post" className="ac-form">
            <input type="hidden" name="intent" value="resend" />
            <p className="acu-hint">A copy goes to {email.to} through the normal delivery, with the same words as this one.</p>
            <div className="ac-form__row">
              <Button type="submit" size="md" hierarchy="secondary-gray">
                Resend a copy
              </Button>
            </div>
          </Form>
        ) : null}
      </section>

      <section className="ac-card" aria-labelledby="ace-text">
        <h2 id="ace-text">Text</h2>
        <pre className="ac-pre">{email.text}</pre>
      </section>

      <section className="ac-card" aria-labelledby="ace-html">
        <h2 id="ace-html">HTML</h2>
        <iframe className="acu-preview" title={`HTML of the e-mail ${email.subject}`} sandbox="" srcDoc={email.html} referrerPolicy="no-referrer" loading="lazy" />
      </section>
    </ConsolePage>
  );
}
