import type { AppLoadContext } from "react-router";
import { loadPageHead } from "../../page-head.server";
import type { SitePart } from "./site-part";

export async function loadSitePart(context: AppLoadContext, request: Request, part: SitePart) {
  const { productName } = context.publicConfig;
  const head = await loadPageHead(context, request, {
    fallback: { title: `Site ${part} | ${productName}`, description: `The ${productName} site ${part}, for embedding.` },
  });
  return { head, part, productName };
}
