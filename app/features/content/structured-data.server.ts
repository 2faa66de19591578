import type { FaqGroup } from "./document-types";
import { plainText } from "./document-types";

/**
 * schema.org objects for written pages (docs/quality.md "Accessibility and SEO"). Addresses are made
 * absolute from the request's origin, as crawlers require.
 */
type JsonLd = Record<string, unknown>;

type PageFacts = {
  origin: string;
  path: string;
  name: string;
  description?: string | null;
  /** ISO date of the last change, for documents that show one. */
  dateModified?: string;
  siteName: string;
};

function base(type: string, { origin, path, name, description, dateModified, siteName }: PageFacts): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": type,
    name,
    url: new URL(path, origin).toString(),
    ...(description ? { description } : {}),
    ...(dateModified ? { dateModified } : {}),
    inLanguage: "en",
    isPartOf: { "@type": "WebSite", name: siteName, url: new URL("/", origin).toString() },
  };
}

export function webPageJsonLd(facts: PageFacts): JsonLd {
  return base("WebPage", facts);
}

export function contactPageJsonLd(facts: PageFacts): JsonLd {
  return base("ContactPage", facts);
}

/** FAQPage: every question with its answer as plain text (links reduced to their words). */
export function faqPageJsonLd(facts: PageFacts, groups: FaqGroup[]): JsonLd {
  return {
    ...base("FAQPage", facts),
    mainEntity: groups.flatMap((group) =>
      group.entries.map((entry) => ({
        "@type": "Question",
        name: entry.question,
        acceptedAnswer: { "@type": "Answer", text: entry.answer.map(plainText).join("\n\n") },
      })),
    ),
  };
}
