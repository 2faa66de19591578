import { Form, Link } from "react-router";
import { RECOVERY_CODE_COUNT } from "../../../../core/admin-second-factor";
import { Button } from "../../../components/button";
import { ConfirmAction, ConsolePage, OutcomeMessage, type OutcomeView } from "../console-ui";
import "./second-factor.css";

/** start: no authenticator yet; enrolling: a secret waits for its first code; verify: this sign-in must confirm; verified: all done. */
export type SecondFactorState = "start" | "enrolling" | "verify" | "verified";

export type SecondFactorViewProps = {
  email: string;
  state: SecondFactorState;
  sessionVerified: boolean;
  recoveryCodesLeft: number;
  /** The console page to go on to. */
  next: string;
  enrolment: { secret: string; qrDataUrl: string } | null;
  outcome: OutcomeView;
  /** Recovery codes just made: shown this once. */
  recoveryCodes: string[] | null;
  intent: string | null;
};

/** The secret in groups of four, as people read and type it. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

function CodeField({ id, label, describedBy, invalid }: { id: string; label: string; describedBy?: string; invalid: boolean }) {
  return (
    <label htmlFor={id}>
      {label}
      <input
        id={id}
        name="code"
        className="sf-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]{6,7}"
        maxLength={7}
        required
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
      />
    </label>
  );
}

function RecoveryCodes({ codes, next }: { codes: string[]; next: string }) {
  return (
    <section className="ac-card sf-codes" aria-labelledby="sf-codes-title">
      <h2 id="sf-codes-title">Your recovery codes</h2>
      <p>
        Each code lets you in once if you lose your phone. Keep them somewhere safe, such as a password manager: they are shown only now.
      </p>
      <ol className="sf-codes__list" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p>
        <Link className="sf-continue" to={next}>
          I have kept them: continue to the console
        </Link>
      </p>
    </section>
  );
}

export function SecondFactorView({ email, state, recoveryCodesLeft, next, enrolment, outcome, recoveryCodes, intent }: SecondFactorViewProps) {
  const refusedField = outcome?.kind === "refused" ? (outcome.field ?? "code") : undefined;
  const outcomeFor = (...intents: string[]) => (intent && intents.includes(intent) ? outcome : null);
  const nextField = <input type="hidden" name="next" value={next} />;

  if (recoveryCodes) {
    return (
      <ConsolePage title="Sign-in security" intro={`Signed in as ${email}.`}>
        <OutcomeMessage outcome={outcome} />
        <RecoveryCodes codes={recoveryCodes} next={next} />
      </ConsolePage>
    );
  }

  return (
    <ConsolePage
      title="Sign-in security"
      intro="Every admin confirms each sign-in with a code from an authenticator app on their phone (Google Authenticator, Microsoft Authenticator, 1Password and the like)."
    >
      {state === "start" ? (
        <section className="ac-card" aria-labelledby="sf-start-title">
          <h2 id="sf-start-title">Set up your authenticator app</h2>
          <p>You have no authenticator app set up yet. It takes a minute: scan a QR code with the app, then type the code it shows.</p>
          <OutcomeMessage outcome={outcomeFor("start", "reset")} />
          <Form method="post" className="ac-form">
            <input type="hidden" name="intent" value="start" />
            {nextField}
            <div className="ac-form__row">
              <Button type="submit" size="md" hierarchy="primary">
                Set up authenticator app
              </Button>
            </div>
          </Form>
        </section>
      ) : null}

      {state === "enrolling" && enrolment ? (
        <section className="ac-card" aria-labelledby="sf-enrol-title">
          <h2 id="sf-enrol-title">Set up your authenticator app</h2>
          <ol className="sf-steps">
            <li>Open your authenticator app and add an account.</li>
            <li>
              Scan this QR code, or type the key below by hand.
              <img className="sf-qr" src={enrolment.qrDataUrl} width={200} height={200} alt={`QR code to add ${email} to your authenticator app`} />
              <span className="sf-secret-label" id="sf-secret-label">
                Key (time-based, 6 digits, 30 seconds)
              </span>
              <code className="sf-secret" aria-labelledby="sf-secret-label" data-secret={enrolment.secret}>
                {grouped(enrolment.secret)}
              </code>
            </li>
            <li>Enter the 6-digit code the app shows.</li>
          </ol>
          <Form method="post" className="ac-form">
            <input type="hidden" name="intent" value="confirm" />
            {nextField}
            <CodeField id="sf-confirm-code" label="Code from your authenticator app" describedBy="sf-confirm-outcome" invalid={intent === "confirm" && refusedField === "code"} />
            <div id="sf-confirm-outcome">
              <OutcomeMessage outcome={outcomeFor("confirm", "start")} />
            </div>
            <div className="ac-form__row">
              <Button type="submit" size="md" hierarchy="primary">
                Confirm
              </Button>
            </div>
          </Form>
        </section>
      ) : null}

      {state === "verify" ? (
        <>
          <section className="ac-card" aria-labelledby="sf-verify-title">
            <h2 id="sf-verify-title">Confirm your sign-in</h2>
            <p>Open your authenticator app and enter the code it shows for Amora ({email}).</p>
            <Form method="post" className="ac-form">
              <input type="hidden" name="intent" value="verify" />
              {nextField}
              <CodeField id="sf-verify-code" label="Code from your authenticator app" describedBy="sf-verify-outcome" invalid={intent === "verify" && refusedField !== undefined} />
              <div id="sf-verify-outcome">
                <OutcomeMessage outcome={outcomeFor("verify")} />
              </div>
              <div className="ac-form__row">
                <Button type="submit" size="md" hierarchy="primary">
                  Confirm sign-in
                </Button>
              </div>
            </Form>
          </section>
          <section className="ac-card" aria-labelledby="sf-recovery-title">
            <h2 id="sf-recovery-title">Use a recovery code</h2>
            <p>
              No phone at hand? Enter one of the recovery codes you kept when you set up the app. Each works once. Lost both? Ask an owner to reset your authenticator app
              from the admin team page.
            </p>
            <Form method="post" className="ac-form">
              <input type="hidden" name="intent" value="recovery" />
              {nextField}
              <label htmlFor="sf-recovery-code">
                Recovery code
                <input
                  id="sf-recovery-code"
                  name="recovery_code"
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={40}
                  required
                  aria-describedby="sf-recovery-outcome"
                  aria-invalid={(intent === "recovery" && outcome?.kind === "refused") || undefined}
                />
              </label>
              <div id="sf-recovery-outcome">
                <OutcomeMessage outcome={outcomeFor("recovery")} />
              </div>
              <div className="ac-form__row">
                <Button type="submit" size="md" hierarchy="secondary-gray">
                  Use recovery code
                </Button>
              </div>
            </Form>
          </section>
        </>
      ) : null}

      {state === "verified" ? (
        <>
          <section className="ac-card" aria-labelledby="sf-status-title">
            <h2 id="sf-status-title">Your authenticator app</h2>
            <OutcomeMessage outcome={outcomeFor("recovery", "renew")} />
            <dl className="ac-facts">
              <dt>Authenticator app</dt>
              <dd>
                <span className="ac-badge ac-badge--good">Set up</span>
              </dd>
              <dt>This sign-in</dt>
              <dd>Confirmed</dd>
              <dt>Recovery codes left</dt>
              <dd>
                <span className={recoveryCodesLeft <= 3 ? "ac-badge ac-badge--warn" : "ac-badge"}>
                  {recoveryCodesLeft} of {RECOVERY_CODE_COUNT}
                </span>
              </dd>
            </dl>
            <p>
              <Link className="sf-continue" to={next}>
                Continue to the console
              </Link>
            </p>
          </section>
          <section className="ac-card" aria-labelledby="sf-renew-title">
            <h2 id="sf-renew-title">New recovery codes</h2>
            <p>Make a new set of {RECOVERY_CODE_COUNT} codes when you used some or fear someone saw them. The old ones stop working at once.</p>
            <ConfirmAction label="Make new recovery codes" question="Your current recovery codes will stop working. Make a new set?" fields={{ intent: "renew" }} />
          </section>
          <section className="ac-card" aria-labelledby="sf-reset-title">
            <h2 id="sf-reset-title">Lost or changed your phone?</h2>
            <p>Remove the authenticator app from your account, then set up the new one. Your other sign-ins will have to confirm again.</p>
            <ConfirmAction
              label="Remove authenticator app"
              question="Your authenticator app and recovery codes will stop working, and you will set up a new app now. Go on?"
              fields={{ intent: "reset" }}
            />
          </section>
        </>
      ) : null}
    </ConsolePage>
  );
}
