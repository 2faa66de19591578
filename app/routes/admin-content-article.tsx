import { data, Form, Link } from "react-router";
import { adminMay } from "../../core/admin-roles";
import { getAdminArticle, listCategories, setArticlePublished, setContentCover, updateArticle } from "../../server/domain/admin/content/articles";
import { Button } from "../components/button";
import { RouteErrorBoundary } from "../components/route-error";
import { ConsolePage, OutcomeMessage } from "../features/admin/console-ui";
import { ContentPartsNav, errorFor, PictureField, TextField } from "../features/admin/content/content-ui";
import { field, idOf, pictureFrom, storageFor } from "../admin-content-forms.server";
import { ADMIN_PAGE_HEADERS, adminOutcome, adminPage } from "../admin-view.server";
import type { Route } from "./+types/admin-content-article";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const admin = adminPage(context, request, "content.read");
  const id = idOf(params.id);
  const article = id === 0 ? null : await getAdminArticle(context.services, id).catch(() => null);
  if (!article) throw data(null, { status: 404 });
  return data(
    { productName: context.publicConfig.productName, article, categories: await listCategories(context.services), mayEdit: adminMay(admin.role, "content.edit") },
    { headers: ADMIN_PAGE_HEADERS },
  );
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = adminPage(context, request, "content.edit");
  const id = idOf(params.id);
  const form = await request.formData();
  const intent = field(form, "intent");
  const typed = {
    title: field(form, "title"),
    heading: field(form, "heading"),
    description: field(form, "description"),
    body: field(form, "body"),
    category: field(form, "category"),
    author: field(form, "author"),
    keywords: field(form, "keywords"),
  };
  const answer = await adminOutcome(async () => {
    if (intent === "publish" || intent === "unpublish") {
      const article = await setArticlePublished(context.services, admin, { id, published: intent === "publish" });
      return article.isPublished ? "The article is published: its page is open." : "The article is unpublished: its page is not found.";
    }
    if (intent === "cover") {
      const url = await pictureFrom(context, admin, form, "cover");
      await setContentCover({ ...context.services, ...storageFor(context) }, admin, { id, type: "article", url });
      return "The cover is changed.";
    }
    const { removedMarkup } = await updateArticle(context.services, admin, { id, input: typed });
    return removedMarkup ? "The article is saved. Markup in the text was taken out: articles are plain text." : "The article is saved.";
  });
  return data({ ...answer.data, typed: answer.data.outcome.kind === "refused" && intent === "save" ? typed : null }, answer.init ?? undefined);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `Article | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

export default function AdminContentArticle({ loaderData, actionData }: Route.ComponentProps) {
  const { article, categories, mayEdit } = loaderData;
  const outcome = actionData?.outcome ?? null;
  const shown = actionData?.typed ?? { ...article, category: article.category ?? "" };
  return (
    <ConsolePage
      title={article.title}
      intro={
        <>
          <span className={`ac-badge ${article.isPublished ? "ac-badge--good" : "ac-badge--warn"}`}>{article.isPublished ? "Published" : "Draft"}</span>{" "}
          {article.isPublished ? <Link to={article.path}>Open its page</Link> : "Its page opens once it is published."}
        </>
      }
    >
      <ContentPartsNav current="/admin/content/articles" />
      <OutcomeMessage outcome={outcome} />
      {mayEdit ? (
        <>
          <Form method="post" className="ac-form">
            <input type="hidden" name="intent" value={article.isPublished ? "unpublish" : "publish"} />
            <div className="ac-form__row">
              <Button type="submit" size="md" hierarchy={article.isPublished ? "secondary-gray" : "primary"}>
                {article.isPublished ? "Unpublish" : "Publish"}
              </Button>
            </div>
          </Form>
          <section className="ac-card" aria-labelledby="article-text">
            <h2 id="article-text">Text</h2>
            <Form method="post" className="ac-form" key={article.updatedAt}>
              <input type="hidden" name="intent" value="save" />
              <TextField name="title" label="Title" value={shown.title} error={errorFor(outcome, "title")} required maxLength={200} />
              <TextField name="heading" label="Standfirst" value={shown.heading} hint="The line under the title." error={errorFor(outcome, "heading")} maxLength={300} />
              <TextField name="description" label="Summary" value={shown.description} hint="For lists and search results." error={errorFor(outcome, "description")} multiline rows={2} maxLength={500} />
              <TextField
                name="body"
                label="Text"
                value={shown.body}
                hint="Plain text: leave a blank line between paragraphs. Markup (HTML) is taken out when saved."
                error={errorFor(outcome, "body")}
                multiline
                rows={16}
                maxLength={50_000}
              />
              <label htmlFor="article-category">
                Category
                <select id="article-category" name="category" defaultValue={shown.category ?? ""}>
                  <option value="">None</option>
                  {categories.map((category) => (
                    <option key={category.slug} value={category.slug}>
                      {category.name}
                    </option>
                  ))}
                </select>
              </label>
              <TextField name="author" label="Author" value={shown.author} error={errorFor(outcome, "author")} maxLength={100} />
              <TextField name="keywords" label="Keywords" value={shown.keywords} error={errorFor(outcome, "keywords")} maxLength={500} />
              <div className="ac-form__row">
                <Button type="submit" size="md" hierarchy="primary">
                  Save article
                </Button>
              </div>
            </Form>
          </section>
          <section className="ac-card" aria-labelledby="article-cover">
            <h2 id="article-cover">Cover</h2>
            <Form method="post" encType="multipart/form-data" className="ac-form">
              <input type="hidden" name="intent" value="cover" />
              <PictureField name="cover" label="Cover picture" value={article.cover?.sizes.small ?? ""} error={errorFor(outcome, "cover")} />
              <div className="ac-form__row">
                <Button type="submit" size="md" hierarchy="primary">
                  Change cover
                </Button>
              </div>
            </Form>
          </section>
        </>
      ) : (
        <p>{article.description}</p>
      )}
    </ConsolePage>
  );
}
