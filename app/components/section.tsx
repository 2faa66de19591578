import { useId, type ReactNode } from "react";
import { Button } from "./button";
import { HydrateInTurn } from "./hydrate-in-turn";
import "./section.css";

export type SectionProps = {
  title: string;
  intro?: string;
  action?: { label: string; to: string };
  children: ReactNode;
  id?: string;
  /** "tinted" lays a soft band behind the section, to separate neighbours on long pages. */
  tone?: "plain" | "tinted";
  /** h2 by default; h3 for a section nested inside another. */
  headingLevel?: 2 | 3;
};

/** A titled page section with the shared spacing, optional intro and "see all" action. */
export function Section({ title, intro, action, children, id, tone = "plain", headingLevel = 2 }: SectionProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  // Hydrated in a task of its own after the rest of the page (decision 059).
  return (
    <HydrateInTurn>
      <section id={id} className={`section section--${tone}`} aria-labelledby={headingId}>
        <div className="container">
          <div className="section__header">
            <div className="section__titles">
              <Heading id={headingId} className="section__title">
                {title}
              </Heading>
              {intro && <p className="section__intro">{intro}</p>}
            </div>
            {action && (
              <Button to={action.to} size="md" hierarchy="secondary-gray" className="section__action">
                {action.label}
                <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
                  <path
                    d="M4 10h11m-4-4 4 4-4 4"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="1.8"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </Button>
            )}
          </div>
          <div className="section__body">{children}</div>
        </div>
      </section>
    </HydrateInTurn>
  );
}
