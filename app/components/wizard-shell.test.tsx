import { createRef } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { WizardShell } from "./wizard-shell";

function render(notice: string | null) {
  return renderToStaticMarkup(
    <WizardShell
      block="trip"
      eyebrow="Book"
      title="Your stay"
      lead="Three short steps."
      steps={["Dates", "Guests", "Pay"]}
      current={1}
      stepsLabel="Booking progress"
      heading="Who is coming?"
      headingRef={createRef<HTMLHeadingElement>()}
      notice={notice}
    >
      <p>step body</p>
    </WizardShell>,
  );
}

describe("WizardShell", () => {
  it("draws the steps in the caller's block, the done ones marked and the current one named", () => {
    const page = render(null);
    expect(page).toContain('<main id="main" tabindex="-1" class="trip-page">');
    expect(page).toContain('<ol class="trip-steps" aria-label="Booking progress">');
    expect(page).toContain('<li class="trip-steps__step trip-steps__step--done">');
    expect(page).toContain('<li class="trip-steps__step trip-steps__step--current" aria-current="step">');
    expect(page).toContain('<section class="trip-card" aria-labelledby="trip-step-title"><h2 id="trip-step-title" class="trip-card__title" tabindex="-1">Who is coming?</h2><p>step body</p>');
    expect(page).not.toContain('role="alert"');
  });

  it("announces the wizard's notice above the step", () => {
    expect(render("That date is taken")).toContain('<p class="trip-field__error" role="alert">That date is taken</p><p>step body</p>');
  });
});
