import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { EMAIL_STATE_LABELS, type EmailState } from "../../../../core/admin-emails";
import { BLOCK_REASON_MAX_LENGTH, USER_ROLE_LABELS } from "../../../../core/admin-users";
import { formatDollars } from "../../../../core/money";
import { Button } from "../../../components/button";
import { ConfirmAction, ConsolePage, OutcomeMessage, type OutcomeView, TableFrame } from "../console-ui";
import { when } from "./when";
import "./admin-users.css";

export const EMAIL_STATE_BADGE: Record<EmailState, string> = {
  queued: "ac-badge ac-badge--warn",
  sent: "ac-badge ac-badge--good",
  failed: "ac-badge ac-badge--bad",
};

export type UserDetailView = {
  profile: {
    id: number;
    email: string;
    name: string;
    role: keyof typeof USER_ROLE_LABELS;
    adminRole: string | null;
    hasPassword: boolean;
    emailVerifiedAt: string | null;
    isVip: boolean;
    subscriptionExpiresAt: string | null;
    signInProviders: string[];
    createdAt: string;
  };
  block: { blockedAt: string; reason: string | null; by: string | null } | null;
  favourites: { total: number; items: { listingId: number; title: string; type: string; savedAt: string }[] };
  dealRequests: { id: number; occasion: string; status: string; destinations: string[]; offers: number; createdAt: string }[];
  subscriptions: { id: number; status: string; priceId: string; currentPeriodEnd: string | null; cancelAtPeriodEnd: boolean }[];
  reservations: { id: number; confirmationNumber: string; status: string; listingTitle: string; checkIn: string; checkOut: string; totalCents: number }[];
  payments: { id: number; purpose: string; amountCents: number; status: string; createdAt: string }[];
  businessAccounts: { id: number; name: string; kind: string; status: string }[];
  sessions: { id: number; device: string; createdAt: string; lastUsedAt: string }[];
  emails: { id: number; subject: string; template: string; state: EmailState; createdAt: string }[];
  audit: { id: number; at: string; actorEmail: string; event: string; summary: string }[];
};

export type AdminUserDetailProps = UserDetailView & {
  mayBlock: boolean;
  mayDelete: boolean;
  isSelf: boolean;
  outcome: OutcomeView;
};

function Section({ id, title, count, children }: { id: string; title: string; count?: number; children: ReactNode }) {
  return (
    <section className="ac-card" aria-labelledby={`acu-${id}`}>
      <h2 id={`acu-${id}`}>
        {title}
        {count !== undefined ? ` (${count})` : ""}
      </h2>
      {children}
    </section>
  );
}

/** A table of one kind of record, or a line saying there is none. */
function Records<T>({ label, rows, empty, head, row }: { label: string; rows: T[]; empty: string; head: string[]; row: (item: T) => ReactNode[] }) {
  if (rows.length === 0) return <p className="ac-empty">{empty}</p>;
  return (
    <TableFrame label={`${label} table`}>
      <table className="ac-table" aria-label={label}>
        <thead>
          <tr>
            {head.map((title) => (
              <th key={title} scope="col">
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((item, index) => (
            <tr key={index}>
              {row(item).map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  );
}

export function AdminUserDetail(props: AdminUserDetailProps) {
  const { profile, block, mayBlock, mayDelete, isSelf, outcome } = props;
  const isAdmin = profile.role === "admin";
  const fieldError = outcome?.kind === "refused" ? outcome.field : undefined;
  return (
    <ConsolePage
      title={profile.email}
      intro={
        <>
          <Link to="/admin/users">All users</Link> · {USER_ROLE_LABELS[profile.role]}
          {profile.isVip ? " · VIP" : ""} · {block ? "Blocked" : "Active"}
        </>
      }
    >
      <OutcomeMessage outcome={outcome} />

      <Section id="profile" title="Profile">
        <dl className="ac-facts">
          {(
            [
              ["Name", profile.name || "—"],
              ["Kind", `${USER_ROLE_LABELS[profile.role]}${profile.adminRole ? ` (${profile.adminRole.replace("_", " ")})` : ""}`],
              ["E-mail verified", profile.emailVerifiedAt ? when(profile.emailVerifiedAt) : "Not yet"],
              ["Signs in with", [profile.hasPassword ? "password" : null, "e-mailed code", ...profile.signInProviders].filter(Boolean).join(", ")],
              ["VIP until", profile.isVip ? when(profile.subscriptionExpiresAt) : "Not VIP"],
              ["Joined", when(profile.createdAt)],
            ] as const
          ).map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {block ? (
          <p className="ac-refused">
            Blocked {when(block.blockedAt)}
            {block.by ? ` by ${block.by}` : ""}
            {block.reason ? `: ${block.reason}` : "."}
          </p>
        ) : null}
      </Section>

      {(mayBlock || mayDelete) && !isSelf && !isAdmin ? (
        <Section id="actions" title="Actions">
          <div className="acu-actions">
            {mayBlock && !block ? (
              <ConfirmAction
                label="Block account"
                question={`Block ${profile.email}? Every session ends now and every sign-in is refused until the account is unblocked.`}
                fields={{ intent: "block" }}
              >
                <label>
                  Reason (kept in the audit log; say it if the member asks)
                  <textarea
                    name="reason"
                    required
                    minLength={3}
                    maxLength={BLOCK_REASON_MAX_LENGTH}
                    rows={2}
                    aria-invalid={fieldError === "reason" || undefined}
                  />
                </label>
              </ConfirmAction>
            ) : null}
            {mayBlock && block ? (
              <Form method="post" className="ac-form">
                <input type="hidden" name="intent" value="unblock" />
                <label>
                  Note (optional)
                  <input name="note" maxLength={BLOCK_REASON_MAX_LENGTH} />
                </label>
                <div className="ac-form__row">
                  <Button type="submit" size="md" hierarchy="secondary-gray">
                    Unblock account
                  </Button>
                </div>
              </Form>
            ) : null}
            {mayDelete ? (
              <>
                <p>
                  <a className="acu-export" href={`/admin/users/${profile.id}/export`} download={`amora-account-${profile.id}.json`}>
                    Download everything this account holds (JSON)
                  </a>
                </p>
                <ConfirmAction
                  label="Delete account"
                  question={`Delete ${profile.email} for good? Payments and past stays are kept without the person's name; everything else goes.`}
                  fields={{ intent: "delete" }}
                  confirmLabel="Yes, delete for good"
                >
                  <label>
                    Type the account&apos;s e-mail address to confirm
                    <input name="confirm_email" type="email" required autoComplete="off" aria-invalid={fieldError === "confirm_email" || undefined} />
                  </label>
                </ConfirmAction>
              </>
            ) : null}
          </div>
        </Section>
      ) : null}

      <Section id="sessions" title="Signed in on" count={props.sessions.length}>
        <Records
          label="Sessions"
          rows={props.sessions}
          empty="Not signed in anywhere."
          head={["Device", "Signed in", "Last used"]}
          row={(session) => [session.device || "Unnamed device", when(session.createdAt), when(session.lastUsedAt)]}
        />
      </Section>

      <Section id="favourites" title="Favourites" count={props.favourites.total}>
        <Records
          label="Favourites"
          rows={props.favourites.items}
          empty="No favourites."
          head={["Listing", "Kind", "Saved"]}
          row={(item) => [item.title, item.type, when(item.savedAt)]}
        />
      </Section>

      <Section id="requests" title="Deal requests" count={props.dealRequests.length}>
        <Records
          label="Deal requests"
          rows={props.dealRequests}
          empty="No deal requests."
          head={["Request", "Occasion", "Destinations", "State", "Offers", "Sent"]}
          row={(request) => [`#${request.id}`, request.occasion, request.destinations.join(", ") || "Inspire me", request.status, String(request.offers), when(request.createdAt)]}
        />
      </Section>

      <Section id="subscriptions" title="Subscriptions" count={props.subscriptions.length}>
        <Records
          label="Subscriptions"
          rows={props.subscriptions}
          empty="No subscription."
          head={["Plan", "State", "Period ends", "Renews"]}
          row={(subscription) => [subscription.priceId, subscription.status, when(subscription.currentPeriodEnd), subscription.cancelAtPeriodEnd ? "No" : "Yes"]}
        />
      </Section>

      <Section id="reservations" title="Reservations" count={props.reservations.length}>
        <Records
          label="Reservations"
          rows={props.reservations}
          empty="No reservations."
          head={["Confirmation", "Hotel", "Stay", "State", "Total"]}
          row={(reservation) => [reservation.confirmationNumber, reservation.listingTitle, `${reservation.checkIn} to ${reservation.checkOut}`, reservation.status, formatDollars(reservation.totalCents)]}
        />
      </Section>

      <Section id="payments" title="Payments" count={props.payments.length}>
        <Records
          label="Payments"
          rows={props.payments}
          empty="No payments."
          head={["For", "Amount", "State", "Paid"]}
          row={(payment) => [payment.purpose, formatDollars(payment.amountCents), payment.status, when(payment.createdAt)]}
        />
      </Section>

      {props.businessAccounts.length > 0 ? (
        <Section id="business" title="Business accounts" count={props.businessAccounts.length}>
          <Records
            label="Business accounts"
            rows={props.businessAccounts}
            empty=""
            head={["Name", "Kind", "State"]}
            row={(account) => [<Link key="link" to={`/admin/business-accounts/${account.id}`}>{account.name}</Link>, account.kind, account.status]}
          />
        </Section>
      ) : null}

      <Section id="emails" title="E-mails sent" count={props.emails.length}>
        <Records
          label="E-mails sent to this account"
          rows={props.emails}
          empty="No e-mail was sent to this address."
          head={["Subject", "Template", "State", "Queued"]}
          row={(email) => [
            <Link key="link" to={`/admin/emails/${email.id}`}>
              {email.subject}
            </Link>,
            email.template,
            <span key="state" className={EMAIL_STATE_BADGE[email.state]}>
              {EMAIL_STATE_LABELS[email.state]}
            </span>,
            when(email.createdAt),
          ]}
        />
      </Section>

      <Section id="audit" title="Admin actions on this account" count={props.audit.length}>
        <Records
          label="Audit history"
          rows={props.audit}
          empty="No admin has acted on this account."
          head={["When", "Admin", "What"]}
          row={(entry) => [when(entry.at), entry.actorEmail, entry.summary || entry.event]}
        />
      </Section>
    </ConsolePage>
  );
}
