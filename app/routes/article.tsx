import { data, Link } from "react-router";
import { headMeta } from "../components/head-meta";
import { ResponsiveImage } from "../components/responsive-image";
import { Section } from "../components/section";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { formatDate } from "../features/catalogue/format-date";
import { ListingGrid } from "../features/catalogue/listing-grid";
import { Prose } from "../features/catalogue/prose";
import { RequestDealBand } from "../features/catalogue/request-deal-band";
import { metaOrError } from "../features/catalogue/route-error";
import { articleJsonLd, breadcrumbJsonLd } from "../features/catalogue/structured-data.server";
import { summarise } from "../features/catalogue/summarise";
import { loadPageHead } from "../page-head.server";
import { getListing } from "../../server/domain/catalogue/get-listing";
import { listArticleCategories } from "../../server/domain/catalogue/list-article-categories";
import { listArticles } from "../../server/domain/catalogue/list-articles";
import type { Route } from "./+types/article";
import "../styles/pages/catalogue.css";

const RELATED_LIMIT = 3;

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { db } = context.services;
  const article = await getListing({ db, by: { slug: params.id }, types: ["article"] });
  if (!article) throw data(null, { status: 404 });
  const firstCategory = article.categories[0];
  const [allCategories, related] = await Promise.all([
    listArticleCategories({ db }),
    listArticles({ db, categorySlug: firstCategory, perPage: RELATED_LIMIT + 1 }),
  ]);
  const categories = allCategories.filter((category) => article.categories.includes(category.slug));
  const trail = [
    { name: "Home", path: "/" },
    { name: "Journal", path: "/article" },
    { name: article.title, path: article.path },
  ];
  const { productName } = context.publicConfig;
  const head = await loadPageHead(context, request, {
    fallback: {
      title: `${article.title} | ${productName}`,
      description: summarise(article.description || article.body),
      keywords: article.keywords,
      image: article.image?.sizes.large,
    },
    jsonLd: [articleJsonLd(context.origin, article, productName), breadcrumbJsonLd(context.origin, trail)],
  });
  return {
    head,
    article,
    categories,
    related: related.items.filter((item) => item.id !== article.id).slice(0, RELATED_LIMIT),
    trail,
  };
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, (data) => headMeta(data.head));

export { RouteErrorBoundary as ErrorBoundary } from "../features/catalogue/route-error";

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, categories, related, trail } = loaderData;
  return (
    <main id="main" className="catalogue-page">
      <article className="article">
        <header className="article__header">
          <Breadcrumbs trail={trail} />
          {categories.length > 0 ? (
            <ul className="article__categories">
              {categories.map((category) => (
                <li key={category.slug}>
                  <Link to={`/article/category/${category.slug}`} className="chip">
                    {category.name}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
          <h1 className="article__title">{article.title}</h1>
          {article.heading ? <p className="article__standfirst">{article.heading}</p> : null}
          <p className="article__date">
            Published <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
          </p>
        </header>
        {article.image ? (
          <ResponsiveImage
            image={article.image}
            sizes="(min-width: 1000px) 960px, 100vw"
            aspect="wide"
            priority
            className="article__image"
          />
        ) : null}
        <div className="article__body">
          <Prose text={article.body || article.description} />
        </div>
      </article>
      {related.length > 0 ? (
        <Section title="Keep reading" action={{ label: "All articles", to: "/article" }} tone="tinted">
          <ListingGrid items={related} empty={null} />
        </Section>
      ) : null}
      <RequestDealBand />
    </main>
  );
}
