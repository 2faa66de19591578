import { Form } from "react-router";
import { ADMIN_ROLE_DESCRIPTIONS, ADMIN_ROLE_LABELS, ADMIN_ROLES, type AdminRole } from "../../../../core/admin-roles";
import { Button } from "../../../components/button";
import { ConfirmAction, ConsolePage, OutcomeMessage, type OutcomeView, TableFrame } from "../console-ui";
import "./admin-team.css";

export type TeamRowView = {
  id: number;
  email: string;
  name: string | null;
  role: AdminRole | null;
  enrolled: boolean;
  lastSignInAt: string | null;
  disabled: boolean;
};

export type AdminTeamViewProps = {
  rows: TeamRowView[];
  /** The signed-in admin's id: their own row has no actions. */
  me: number;
  outcome: OutcomeView;
  intent: string | null;
  typed: { email: string; role: string } | null;
};

function when(iso: string | null): string {
  if (!iso) return "Never";
  return new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC";
}

function RoleSelect({ id, label, value, isLabelHidden = false }: { id: string; label: string; value: string; isLabelHidden?: boolean }) {
  return (
    <label htmlFor={id}>
      {isLabelHidden ? <span className="visually-hidden">{label}</span> : label}
      <select id={id} name="role" defaultValue={value} required>
        {ADMIN_ROLES.map((role) => (
          <option key={role} value={role}>
            {ADMIN_ROLE_LABELS[role]}
          </option>
        ))}
      </select>
    </label>
  );
}

export function AdminTeamView({ rows, me, outcome, intent, typed }: AdminTeamViewProps) {
  const addRefused = intent === "add" && outcome?.kind === "refused";
  return (
    <ConsolePage title="Admin team" intro="Who may open this console, with which role. Every admin confirms each sign-in with an authenticator app.">
      {intent !== "add" ? <OutcomeMessage outcome={outcome} /> : null}
      <TableFrame label="Admins table">
        <table className="ac-table">
          <caption>
            {rows.length} admin{rows.length === 1 ? "" : "s"}
          </caption>
          <thead>
            <tr>
              <th scope="col">Admin</th>
              <th scope="col">Role</th>
              <th scope="col">Authenticator</th>
              <th scope="col">Last sign-in</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <span className="at-email">{row.email}</span>
                  {row.name ? <span className="at-name">{row.name}</span> : null}
                  {row.disabled ? <span className="ac-badge ac-badge--bad">Disabled</span> : null}
                </th>
                <td>{row.role ? ADMIN_ROLE_LABELS[row.role] : "No role"}</td>
                <td>{row.enrolled ? <span className="ac-badge ac-badge--good">Set up</span> : <span className="ac-badge ac-badge--warn">Not set up</span>}</td>
                <td>{when(row.lastSignInAt)}</td>
                <td>
                  {row.id === me ? (
                    <span className="at-you">You</span>
                  ) : (
                    <div className="at-actions">
                      <Form method="post" className="ac-form at-role-form">
                        <input type="hidden" name="intent" value="role" />
                        <input type="hidden" name="id" value={row.id} />
                        <RoleSelect id={`at-role-${row.id}`} label={`Role of ${row.email}`} value={row.role ?? "support"} isLabelHidden />
                        <Button type="submit" size="md" hierarchy="secondary-gray" aria-label={`Save role of ${row.email}`}>
                          Save role
                        </Button>
                      </Form>
                      {row.enrolled ? (
                        <ConfirmAction
                          label={`Reset authenticator of ${row.email}`}
                          question={`${row.email} will have to set up their authenticator app again at their next sign-in, and their current sign-ins must confirm again. Go on?`}
                          confirmLabel="Yes, reset it"
                          fields={{ intent: "reset", id: row.id }}
                        />
                      ) : null}
                      <ConfirmAction
                        label={`Remove ${row.email}`}
                        question={`${row.email} will no longer open the console; the account stays as a member account. Go on?`}
                        confirmLabel="Yes, remove from the team"
                        fields={{ intent: "remove", id: row.id }}
                      />
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>

      <section className="ac-card" aria-labelledby="at-add-title">
        <h2 id="at-add-title">Add an admin</h2>
        <p>The person signs up for a member account first; then enter its e-mail address here.</p>
        <Form method="post" className="ac-form" key={intent === "add" && outcome?.kind === "done" ? outcome.message : "add"}>
          <input type="hidden" name="intent" value="add" />
          <label htmlFor="at-add-email">
            E-mail address of their account
            <input
              id="at-add-email"
              name="email"
              type="email"
              required
              maxLength={254}
              autoComplete="off"
              defaultValue={addRefused ? (typed?.email ?? "") : ""}
              aria-describedby="at-add-outcome"
              aria-invalid={addRefused || undefined}
            />
          </label>
          <RoleSelect id="at-add-role" label="Role" value={addRefused && typed?.role ? typed.role : "support"} />
          <ul className="at-roles">
            {ADMIN_ROLES.map((role) => (
              <li key={role}>
                <strong>{ADMIN_ROLE_LABELS[role]}:</strong> {ADMIN_ROLE_DESCRIPTIONS[role]}
              </li>
            ))}
          </ul>
          <div id="at-add-outcome">{intent === "add" ? <OutcomeMessage outcome={outcome} /> : null}</div>
          <div className="ac-form__row">
            <Button type="submit" size="md" hierarchy="primary">
              Add admin
            </Button>
          </div>
        </Form>
      </section>
    </ConsolePage>
  );
}
