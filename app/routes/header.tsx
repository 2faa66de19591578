import { metaOrError } from "../components/route-error";
import { sitePartMeta, SitePartPage, type SitePartHandle } from "../features/content/site-part";
import { loadSitePart } from "../features/content/site-part.server";
import type { Route } from "./+types/header";

/** /header: the site header alone, for partner pages (see features/content/site-part). */
export const handle: SitePartHandle = { shell: "header-only" };

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadSitePart(context, request, "header");
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, sitePartMeta);

export default function SitePartHeader({ loaderData }: Route.ComponentProps) {
  return <SitePartPage productName={loaderData.productName} part={loaderData.part} />;
}
