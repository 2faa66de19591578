import type { ReactNode } from "react";
import "../../styles/pages/catalogue.css";

type PageHeaderProps = {
  title: string;
  intro?: string | null;
  /** Breadcrumbs, shown above the title. */
  children?: ReactNode;
};

/** The plain header of a section page: its one h1 and a line on what the page holds. */
export function PageHeader({ title, intro, children }: PageHeaderProps) {
  return (
    <header className="page-header">
      <div className="page-header__inner">
        {children}
        <h1 className="page-header__title">{title}</h1>
        {intro ? <p className="page-header__intro">{intro}</p> : null}
      </div>
    </header>
  );
}
