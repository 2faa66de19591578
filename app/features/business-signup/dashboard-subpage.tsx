import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * A page of the business dashboard below /dashboard: the way back, the page's title, then either
 * why this account cannot use it (`refusal`) or its content.
 */
export function DashboardSubpage({ title, className, refusal, children }: { title: ReactNode; className?: string; refusal?: string | null; children?: ReactNode }) {
  return (
    <main id="main" tabIndex={-1} className="biz-page">
      <div className={className ? `biz-page__inner ${className}` : "biz-page__inner"}>
        <p className="biz-page__eyebrow">
          <Link to="/dashboard">Business dashboard</Link>
        </p>
        <h1 className="biz-page__title">{title}</h1>
        {refusal ? (
          <div className="biz-card">
            <p>{refusal}</p>
          </div>
        ) : (
          children
        )}
      </div>
    </main>
  );
}
