/** The sign-up progress (docs/product.md §9: 4 steps), the current one named for assistive technology. */
export function SignupSteps({ steps, current }: { steps: string[]; current: number }) {
  return (
    <ol className="biz-steps" aria-label="Sign-up progress">
      {steps.map((step, index) => (
        <li
          key={step}
          className={`biz-steps__step${index === current ? " biz-steps__step--current" : ""}${index < current ? " biz-steps__step--done" : ""}`}
          aria-current={index === current ? "step" : undefined}
        >
          <span className="biz-steps__number" aria-hidden="true">
            {index + 1}
          </span>
          <span className="biz-steps__label">{step}</span>
        </li>
      ))}
    </ol>
  );
}
