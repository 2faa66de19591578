import type { ReactNode } from "react";
import "./profile.css";

type MemberEmptyPageProps = {
  title: string;
  message: string;
  /** Where to go from here: links to the parts of the site that fill this page. */
  actions: ReactNode;
};

/** A member's own list (offers, reservations) while it holds nothing yet. */
export function MemberEmptyPage({ title, message, actions }: MemberEmptyPageProps) {
  return (
    <main id="main" tabIndex={-1} className="profile-page">
      <header className="profile-page__header">
        <div className="profile-page__inner">
          <h1 className="profile-page__title">{title}</h1>
        </div>
      </header>
      <div className="profile-page__inner profile-page__body">
        <section className="member-empty" aria-label={title}>
          <svg className="member-empty__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
            <path
              d="M24 41s-15-9.2-15-20.1C9 15.4 13 12 17.3 12c2.8 0 5.2 1.5 6.7 3.8 1.5-2.3 3.9-3.8 6.7-3.8C35 12 39 15.4 39 20.9 39 31.8 24 41 24 41Z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinejoin="round"
            />
          </svg>
          <p>{message}</p>
          <div className="member-empty__actions">{actions}</div>
        </section>
      </div>
    </main>
  );
}
