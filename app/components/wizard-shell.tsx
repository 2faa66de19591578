import type { ReactNode, RefObject } from "react";

export type WizardShellProps = {
  /**
   * The CSS block of the class names: the page is `{block}-page`, the progress `{block}-steps`,
   * the step's card `{block}-card`, the notice `{block}-field__error`. The feature that uses the
   * shell styles its block (the business sign-up's is "biz").
   */
  block: string;
  eyebrow: string;
  title: string;
  lead: ReactNode;
  /** The steps' names, in order, and the current one's index. */
  steps: string[];
  current: number;
  /** The progress list's accessible name ("Sign-up progress"). */
  stepsLabel: string;
  /** The current step's heading (focused when the step changes). */
  heading: ReactNode;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** The wizard's message (a refusal from the server), announced above the step. */
  notice: string | null | undefined;
  /** The current step's content. */
  children: ReactNode;
  /** After the step's card: a notification, say. */
  after?: ReactNode;
};

/** A wizard's progress: the steps numbered, the current one named for assistive technology. */
export function WizardSteps({ block, steps, current, label }: { block: string; steps: string[]; current: number; label: string }) {
  return (
    <ol className={`${block}-steps`} aria-label={label}>
      {steps.map((step, index) => (
        <li
          key={step}
          className={`${block}-steps__step${index === current ? ` ${block}-steps__step--current` : ""}${index < current ? ` ${block}-steps__step--done` : ""}`}
          aria-current={index === current ? "step" : undefined}
        >
          <span className={`${block}-steps__number`} aria-hidden="true">
            {index + 1}
          </span>
          <span className={`${block}-steps__label`}>{step}</span>
        </li>
      ))}
    </ol>
  );
}

/** The page around a multi-step form: title, progress, and the current step's card with its heading. */
export function WizardShell({ block, eyebrow, title, lead, steps, current, stepsLabel, heading, headingRef, notice, children, after }: WizardShellProps) {
  return (
    <main id="main" tabIndex={-1} className={`${block}-page`}>
      <div className={`${block}-page__inner`}>
        <p className={`${block}-page__eyebrow`}>{eyebrow}</p>
        <h1 className={`${block}-page__title`}>{title}</h1>
        <p className={`${block}-page__lead`}>{lead}</p>
        <WizardSteps block={block} steps={steps} current={current} label={stepsLabel} />
        <section className={`${block}-card`} aria-labelledby={`${block}-step-title`}>
          <h2 id={`${block}-step-title`} className={`${block}-card__title`} tabIndex={-1} ref={headingRef}>
            {heading}
          </h2>
          {notice ? (
            <p className={`${block}-field__error`} role="alert">
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
