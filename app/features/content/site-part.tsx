import type { MetaDescriptor } from "react-router";
import { headMeta } from "../../components/head-meta";
import type { PageHead } from "../../../core/page-head";

/**
 * /header and /footer: the site's header or footer on its own, for partner pages that embed
 * them. The route exports `handle: { shell: "header-only" | "footer-only" }` and the site shell
 * draws just that part; the page itself is an empty landmark with a heading for screen-reader
 * users. Never indexed.
 */
export type SitePart = "header" | "footer";
export type SitePartHandle = { shell: `${SitePart}-only` };

export function sitePartMeta(loaderData: { head: PageHead }): MetaDescriptor[] {
  return [
    ...headMeta(loaderData.head).filter((tag) => !("name" in tag && tag.name === "robots")),
    { name: "robots", content: "noindex, follow" },
  ];
}

export function SitePartPage({ productName, part }: { productName: string; part: SitePart }) {
  return (
    <main id="main" tabIndex={-1} className="site-part">
      <h1 className="visually-hidden">
        {productName} site {part}
      </h1>
    </main>
  );
}
