import type { ReactNode } from "react";
import type { DocumentBlock, LegalDocument } from "./document-types";
import { RichText } from "./rich-text";
import "./content.css";

type LegalDocumentViewProps = {
  document: LegalDocument;
  /** Breadcrumbs, shown above the title. */
  trail?: ReactNode;
};

/** Every legal page: title, last-updated date, table of contents, then the numbered sections. */
export function LegalDocumentView({ document, trail }: LegalDocumentViewProps) {
  return (
    <main id="main" tabIndex={-1} className="content-page">
      <header className="content-page__header">
        <div className="content-page__inner">
          {trail}
          <h1 className="content-page__title">{document.title}</h1>
          <p className="content-page__summary">{document.summary}</p>
          <p className="content-page__updated">
            Last updated: <time dateTime={document.lastUpdated}>{formatDate(document.lastUpdated)}</time>
          </p>
        </div>
      </header>
      <div className="content-page__inner content-page__layout">
        <nav className="toc" aria-labelledby="toc-heading">
          <h2 id="toc-heading" className="toc__heading">
            On this page
          </h2>
          <ol className="toc__list">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="legal-text">
          {document.sections.map((section, index) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="legal-text__section">
              <h2 id={`${section.id}-heading`}>
                <span className="legal-text__number">{index + 1}.</span> {section.heading}
              </h2>
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
            </section>
          ))}
        </article>
      </div>
    </main>
  );
}

function Block({ block }: { block: DocumentBlock }) {
  if (typeof block === "string") {
    return (
      <p>
        <RichText text={block} />
      </p>
    );
  }
  if ("list" in block) {
    return (
      <ul>
        {block.list.map((item, index) => (
          <li key={index}>
            <RichText text={item} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="legal-text__table-wrap">
      <table className="legal-text__table">
        <caption>{block.table.caption}</caption>
        <thead>
          <tr>
            {block.table.head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.table.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={cellIndex}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "2026-01-15" as "15 January 2026", the same on the server and in the browser (no time zone). */
export function formatDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-").map(Number);
  const months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}
