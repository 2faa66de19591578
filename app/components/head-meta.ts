import type { MetaDescriptor } from "react-router";
import { ROBOTS, type PageHead } from "../../core/page-head";

/** docs/product.md §2 head tags for a page, as React Router meta descriptors. */
export function headMeta(head: PageHead | undefined): MetaDescriptor[] {
  if (!head) return [];
  const descriptors: MetaDescriptor[] = [
    { title: head.title },
    { name: "description", content: head.description ?? "" },
    { name: "keywords", content: head.keywords ?? "" },
    { tagName: "link", rel: "canonical", href: head.canonical },
    { name: "robots", content: ROBOTS },
    { property: "og:locale", content: "en_US" },
    { property: "og:type", content: "website" },
    { property: "og:title", content: head.title },
    { property: "og:description", content: head.description ?? "" },
    { property: "og:url", content: head.canonical },
    { property: "og:site_name", content: head.siteName },
    { property: "og:image", content: head.image },
    ...(head.imageSize
      ? [
          { property: "og:image:width", content: String(head.imageSize.width) },
          { property: "og:image:height", content: String(head.imageSize.height) },
        ]
      : []),
    { property: "og:image:alt", content: head.imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:site", content: head.twitterSite },
    { name: "twitter:title", content: head.title },
    { name: "twitter:description", content: head.description ?? "" },
    { name: "twitter:image", content: head.image },
    { name: "twitter:image:alt", content: head.imageAlt },
  ];
  for (const item of head.jsonLd) descriptors.push({ "script:ld+json": item });
  return descriptors;
}
