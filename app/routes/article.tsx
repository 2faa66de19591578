import { data, Link } from "react-router";
import { headMeta } from "../components/head-meta";
import { ListingAction } from "../components/listing-actions";
import { toListingCard } from "../components/listing-card";
import { ResponsiveImage } from "../components/responsive-image";
import { Section } from "../components/section";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { formatDate } from "../features/catalogue/format-date";
import { ListingGrid } from "../features/catalogue/listing-grid";
import { Prose } from "../features/catalogue/prose";
import { RequestDealBand } from "../features/catalogue/request-deal-band";
import { metaOrError } from "../components/route-error";
import { articleJsonLd, breadcrumbJsonLd } from "../features/catalogue/structured-data.server";
import { articleMeta } from "../features/catalogue/article-meta";
import { describeListing } from "../features/catalogue/listing-description";
import { summarise } from "../features/catalogue/summarise";
import { loadPageHead } from "../page-head.server";
import { getArticle } from "../../server/domain/catalogue/get-article";
import type { Route } from "./+types/article";
import "../styles/pages/catalogue.css";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const page = await getArticle({ db: context.services.db, slug: params.id });
  if (!page) throw data(null, { status: 404 });
  const { article } = page;
  const trail = [
    { name: "Home", path: "/" },
    { name: "Journal", path: "/article" },
    { name: article.title, path: article.path },
  ];
  const { productName } = context.publicConfig;
  const head = await loadPageHead(context, request, {
    fallback: {
      title: `${article.title} | ${productName}`,
      description: summarise(describeListing(article)),
      keywords: article.keywords,
      image: article.image?.sizes.large,
    },
    jsonLd: [articleJsonLd(context.origin, article, { author: page.author, authorPath: page.authorPath, publisher: productName }), breadcrumbJsonLd(context.origin, trail)],
  });
  return {
    head,
    ...page,
    hotels: page.hotels.map(toListingCard),
    related: page.related.map(toListingCard),
    trail,
  };
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, (data) => articleMeta(headMeta(data.head), data.article));

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, author, readingMinutes, categories, hotels, related, trail } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="catalogue-page">
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
          <p className="article__meta">
            {author ? <span>By {author}</span> : null}
            <span>
              <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
            </span>
            {readingMinutes ? <span>{readingMinutes} min read</span> : null}
          </p>
          <ListingAction listing={{ id: article.id, title: article.title }} placement="inline" className="article__favorite" />
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
      {hotels.length > 0 ? (
        <Section title="Hotels in this story" tone="tinted">
          <ListingGrid items={hotels} empty={null} />
        </Section>
      ) : null}
      {related.length > 0 ? (
        <Section title="Keep reading" action={{ label: "All articles", to: "/article" }}>
          <ListingGrid items={related} empty={null} />
        </Section>
      ) : null}
      <RequestDealBand />
    </main>
  );
}
