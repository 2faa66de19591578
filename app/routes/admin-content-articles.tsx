import { data, Form, Link, redirect } from "react-router";
import { adminMay } from "../../core/admin-roles";
import { ARTICLE_STATUSES, createArticle, listAdminArticles, listCategories, type ArticleStatusFilter } from "../../server/domain/admin/content/articles";
import { pageNumber } from "../../server/domain/admin/content/content-deps";
import { Button } from "../components/button";
import { PageLinks } from "../components/pagination";
import { RouteErrorBoundary } from "../components/route-error";
import { ConsolePage, OutcomeMessage, TableFrame } from "../features/admin/console-ui";
import { ContentPartsNav, errorFor, TextField } from "../features/admin/content/content-ui";
import { field } from "../admin-content-forms.server";
import { ADMIN_PAGE_HEADERS, adminOutcome, adminPage } from "../admin-view.server";
import type { Route } from "./+types/admin-content-articles";

const statusOf = (value: string | null): ArticleStatusFilter | null => ARTICLE_STATUSES.find((status) => status === value) ?? null;

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = adminPage(context, request, "content.read");
  const url = new URL(request.url);
  const search = (url.searchParams.get("q") ?? "").slice(0, 200);
  const status = statusOf(url.searchParams.get("status"));
  const [list, categories] = await Promise.all([
    listAdminArticles(context.services, { search, status, page: pageNumber(url.searchParams.get("page")) }),
    listCategories(context.services),
  ]);
  return data(
    { productName: context.publicConfig.productName, search, status, list, categories, mayEdit: adminMay(admin.role, "content.edit") },
    { headers: ADMIN_PAGE_HEADERS },
  );
}

/** A new article: saved as a draft, then edited on its own page. */
export async function action({ context, request }: Route.ActionArgs) {
  const admin = adminPage(context, request, "content.edit");
  const form = await request.formData();
  const typed = { title: field(form, "title"), category: field(form, "category") };
  let createdId = 0;
  const answer = await adminOutcome(async () => {
    createdId = (await createArticle(context.services, admin, typed)).article.id;
    return "The article is saved as a draft.";
  });
  if (createdId > 0) return redirect(`/admin/content/articles/${createdId}`);
  return data({ ...answer.data, typed }, answer.init ?? undefined);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `Articles | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

export default function AdminContentArticles({ loaderData, actionData }: Route.ComponentProps) {
  const { search, status, list, categories, mayEdit } = loaderData;
  const outcome = actionData?.outcome ?? null;
  const names = new Map(categories.map((category) => [category.slug, category.name]));
  const hrefFor = (page: number) => `?${new URLSearchParams({ ...(search ? { q: search } : {}), ...(status ? { status } : {}), page: String(page) }).toString()}`;
  return (
    <ConsolePage title="Articles" intro="The Journal's articles, published and drafts. A draft's page is not found until it is published.">
      <ContentPartsNav current="/admin/content/articles" />
      <OutcomeMessage outcome={outcome} />
      <Form method="get" className="ac-filters" role="search">
        <label htmlFor="articles-q">
          Search titles
          <input id="articles-q" type="search" name="q" defaultValue={search} maxLength={200} />
        </label>
        <label htmlFor="articles-status">
          State
          <select id="articles-status" name="status" defaultValue={status ?? ""}>
            <option value="">All</option>
            <option value="published">Published</option>
            <option value="draft">Drafts</option>
          </select>
        </label>
        <Button type="submit" size="md" hierarchy="secondary-gray">
          Show
        </Button>
      </Form>
      <p>
        {list.total} article{list.total === 1 ? "" : "s"}.
      </p>
      {list.items.length === 0 ? (
        <p className="ac-empty">No article matches.</p>
      ) : (
        <TableFrame label="Articles table">
          <table className="ac-table">
            <caption className="visually-hidden">Articles</caption>
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">State</th>
                <th scope="col">Category</th>
                <th scope="col">Changed</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((article) => (
                <tr key={article.id}>
                  <th scope="row">
                    <Link to={`/admin/content/articles/${article.id}`}>{article.title}</Link>
                  </th>
                  <td>
                    <span className={`ac-badge ${article.isPublished ? "ac-badge--good" : "ac-badge--warn"}`}>{article.isPublished ? "Published" : "Draft"}</span>
                  </td>
                  <td>{article.category ? (names.get(article.category) ?? article.category) : ""}</td>
                  <td>{article.updatedAt.slice(0, 10)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      <PageLinks page={list.page} lastPage={list.lastPage} noun="articles" hrefFor={hrefFor} />
      {mayEdit ? (
        <section className="ac-card" aria-labelledby="new-article">
          <h2 id="new-article">New article</h2>
          <Form method="post" className="ac-form">
            <TextField name="title" label="Title" value={actionData?.typed?.title} error={errorFor(outcome, "title")} required maxLength={200} />
            <label htmlFor="new-article-category">
              Category
              <select id="new-article-category" name="category" defaultValue={actionData?.typed?.category ?? ""}>
                <option value="">None</option>
                {categories.map((category) => (
                  <option key={category.slug} value={category.slug}>
                    {category.name}
                  </option>
                ))}
              </select>
            </label>
            <div className="ac-form__row">
              <Button type="submit" size="md" hierarchy="primary">
                Write it
              </Button>
            </div>
          </Form>
        </section>
      ) : null}
    </ConsolePage>
  );
}
