import { data } from "react-router";
import { NOT_FOUND_DESCRIPTION, notFoundTitle } from "../../core/page-head";
import { headMeta } from "../components/head-meta";
import { NotFoundContent } from "../components/not-found-content";
import { loadPageHead } from "../page-head.server";
import type { Route } from "./+types/not-found";

export async function loader({ context, request }: Route.LoaderArgs) {
  const head = await loadPageHead(context, request, { path: "/404" });
  // Every not-found page has the same title and description, whichever route answered 404.
  head.title = notFoundTitle(context.publicConfig.productName);
  head.imageAlt = head.title;
  head.description = NOT_FOUND_DESCRIPTION;
  // The page renders normally but answers 404, so crawlers don't index missing paths.
  return data({ head }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  ...headMeta(loaderData?.head).filter((tag) => !("name" in tag && tag.name === "robots")),
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return <NotFoundContent />;
}
