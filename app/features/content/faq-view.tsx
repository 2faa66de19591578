import type { ReactNode } from "react";
import { Button } from "../../components/button";
import type { FaqGroup } from "./document-types";
import { RichText } from "./rich-text";
import "./content.css";

type FaqViewProps = { groups: FaqGroup[]; intro: string; trail?: ReactNode };

/**
 * /faq: each answer in a native <details> disclosure, which keyboards, screen readers and
 * find-in-page already understand, and which works before the page's script has loaded.
 */
export function FaqView({ groups, intro, trail }: FaqViewProps) {
  return (
    <main id="main" tabIndex={-1} className="content-page">
      <header className="content-page__header">
        <div className="content-page__inner">
          {trail}
          <h1 className="content-page__title">Frequently asked questions</h1>
          <p className="content-page__summary">{intro}</p>
        </div>
      </header>
      <div className="content-page__inner content-page__layout">
        <nav className="toc" aria-labelledby="toc-heading">
          <h2 id="toc-heading" className="toc__heading">
            Topics
          </h2>
          <ol className="toc__list">
            {groups.map((group) => (
              <li key={group.id}>
                <a href={`#${group.id}`}>{group.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="faq-list">
          {groups.map((group) => (
            <section key={group.id} id={group.id} aria-labelledby={`${group.id}-heading`} className="faq__group">
              <h2 id={`${group.id}-heading`}>{group.heading}</h2>
              {group.entries.map((entry) => (
                <details key={entry.id} id={entry.id} className="faq__item">
                  <summary className="faq__question">{entry.question}</summary>
                  <div className="faq__answer">
                    {entry.answer.map((paragraph, index) => (
                      <p key={index}>
                        <RichText text={paragraph} />
                      </p>
                    ))}
                  </div>
                </details>
              ))}
            </section>
          ))}
          <aside className="content-cta" aria-labelledby="faq-more-heading">
            <h2 id="faq-more-heading">Still have a question?</h2>
            <p>Our team answers every message, usually within one working day.</p>
            <div className="content-cta__actions">
              <Button to="/contacts" size="lg">
                Contact us
              </Button>
              <Button to="/call-an-expert" size="lg" hierarchy="secondary-gray">
                Talk to an expert
              </Button>
            </div>
          </aside>
        </div>
      </div>
    </main>
  );
}
