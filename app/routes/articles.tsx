import { Link } from "react-router";
import { CategoryLinks } from "../features/catalogue/category-links";
import { metaOrError } from "../components/route-error";
import { sectionMeta } from "../features/catalogue/section-meta";
import { SectionPage } from "../features/catalogue/section-page";
import { loadSectionPage } from "../features/catalogue/section-page.server";
import { listArticleCategories } from "../../server/domain/catalogue/list-article-categories";
import { listArticles } from "../../server/domain/catalogue/list-articles";
import type { Route } from "./+types/articles";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.services;
  const [section, categories] = await Promise.all([
    loadSectionPage({
      context,
      request,
      path: "/article",
      name: "Romantic travel journal",
      description: "Ideas, guides and stories for honeymoons, anniversaries, proposals and getaways.",
      list: (page) => listArticles({ db, page, perPage: 24 }),
    }),
    listArticleCategories({ db }),
  ]);
  return { ...section, categories };
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, sectionMeta);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function Articles({ loaderData }: Route.ComponentProps) {
  return (
    <SectionPage
      {...loaderData}
      noun={{ one: "article", other: "articles" }}
      empty={
        <p>
          No articles yet. Find inspiration in our <Link to="/collection">collections</Link>.
        </p>
      }
    >
      <CategoryLinks categories={loaderData.categories} />
    </SectionPage>
  );
}
