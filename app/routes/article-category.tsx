import { data, Link } from "react-router";
import { CategoryLinks } from "../features/catalogue/category-links";
import { metaOrError } from "../components/route-error";
import { sectionMeta } from "../features/catalogue/section-meta";
import { SectionPage } from "../features/catalogue/section-page";
import { loadSectionPage } from "../features/catalogue/section-page.server";
import { summarise } from "../features/catalogue/summarise";
import { listArticleCategories } from "../../server/domain/catalogue/list-article-categories";
import { listArticles } from "../../server/domain/catalogue/list-articles";
import type { Route } from "./+types/article-category";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { db } = context.services;
  const categories = await listArticleCategories({ db });
  const category = categories.find((candidate) => candidate.slug === params.name);
  if (!category) throw data(null, { status: 404 });
  const section = await loadSectionPage({
    context,
    request,
    path: `/article/category/${category.slug}`,
    name: category.name,
    description: summarise(category.description || `Articles about ${category.name.toLowerCase()} for couples.`),
    parents: [
      { name: "Home", path: "/" },
      { name: "Journal", path: "/article" },
    ],
    list: (page) => listArticles({ db, categorySlug: category.slug, page, perPage: 24 }),
  });
  return { ...section, categories };
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, sectionMeta);

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function ArticleCategory({ loaderData }: Route.ComponentProps) {
  return (
    <SectionPage
      {...loaderData}
      noun={{ one: "article", other: "articles" }}
      empty={
        <p>
          Nothing in this category yet. Read <Link to="/article">all articles</Link>.
        </p>
      }
    >
      <CategoryLinks categories={loaderData.categories} />
    </SectionPage>
  );
}
