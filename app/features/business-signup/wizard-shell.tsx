import type { ReactNode, RefObject } from "react";
import { SignupSteps } from "./signup-steps";
import "./business-signup.css";

export type WizardShellProps = {
  eyebrow: string;
  title: string;
  lead: ReactNode;
  steps: string[];
  current: number;
  /** The current step's heading (focused when the step changes, useWizardProgress). */
  heading: ReactNode;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The wizard's message (a refusal from the server), announced above the step. */
  notice: string | null | undefined;
  /** The current step's content. */
  children: ReactNode;
  /** After the step's card: a notification (EmailTakenNotice). */
  after?: ReactNode;
};

/** The page around a sign-up wizard's steps (docs/product.md §9): title, the 4-step progress, the step's card. */
export function WizardShell({ eyebrow, title, lead, steps, current, heading, headingRef, notice, children, after }: WizardShellProps) {
  return (
    <main id="main" tabIndex={-1} className="biz-page">
      <div className="biz-page__inner">
        <p className="biz-page__eyebrow">{eyebrow}</p>
        <h1 className="biz-page__title">{title}</h1>
        <p className="biz-page__lead">{lead}</p>
        <SignupSteps steps={steps} current={current} />
        <section className="biz-card" aria-labelledby="biz-step-title">
          <h2 id="biz-step-title" className="biz-card__title" tabIndex={-1} ref={headingRef}>
            {heading}
          </h2>
          {notice ? (
            <p className="biz-field__error" role="alert">
              {notice}
            </p>
          ) : null}
          {children}
        </section>
      </div>
      {after}
    </main>
  );
}
