import { data, Form, Link } from "react-router";
import { adminMay } from "../../core/admin-roles";
import { deletePageMetadata, getPageMetadata, listPageMetadata, pageMetadataDefaults, savePageMetadata } from "../../server/domain/admin/content/page-metadata";
import { AppError } from "../../server/kernel/errors";
import { Button } from "../components/button";
import { PageLinks } from "../components/pagination";
import { RouteErrorBoundary } from "../components/route-error";
import { ConfirmAction, ConsolePage, OutcomeMessage, TableFrame } from "../features/admin/console-ui";
import { ContentPartsNav, errorFor, PictureField, TextField } from "../features/admin/content/content-ui";
import { field, pictureFrom } from "../admin-content-forms.server";
import { pageNumber } from "../../server/domain/admin/content/content-deps";
import { ADMIN_PAGE_HEADERS, adminOutcome, adminPage } from "../admin-view.server";
import type { Route } from "./+types/admin-content-pages";

/** Every path with metadata, the defaults, and the editor of one path (?path=) or a new one. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = adminPage(context, request, "content.read");
  const url = new URL(request.url);
  const search = (url.searchParams.get("q") ?? "").slice(0, 200);
  const list = await listPageMetadata(context.services, { search, page: pageNumber(url.searchParams.get("page")) });
  const wanted = url.searchParams.get("path");
  let editing = null;
  if (wanted) {
    try {
      editing = await getPageMetadata(context.services, wanted);
    } catch (error) {
      if (!(error instanceof AppError && error.status < 500)) throw error;
    }
  }
  return data(
    {
      productName: context.publicConfig.productName,
      search,
      list,
      defaults: pageMetadataDefaults(context.publicConfig.productName),
      editing,
      wanted: editing ? null : wanted,
      mayEdit: adminMay(admin.role, "content.edit"),
    },
    { headers: ADMIN_PAGE_HEADERS },
  );
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = adminPage(context, request, "content.edit");
  const form = await request.formData();
  const typed = { path: field(form, "path"), title: field(form, "title"), description: field(form, "description"), keywords: field(form, "keywords"), image: field(form, "image"), generated_from: field(form, "generated_from") };
  const answer = await adminOutcome(async () => {
    if (field(form, "intent") === "delete") {
      const removed = await deletePageMetadata(context.services, admin, typed.path);
      return `The metadata of ${removed.path} is removed; the page shows the defaults.`;
    }
    const image = await pictureFrom(context, admin, form, "image");
    const { view, created } = await savePageMetadata(context.services, admin, { ...typed, image });
    return `The metadata of ${view.path} is ${created ? "added" : "saved"}. The page's head shows it now.`;
  });
  const refused = answer.data.outcome.kind === "refused";
  return data({ ...answer.data, typed: refused ? typed : null }, answer.init ?? undefined);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `Page metadata | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

export default function AdminContentPages({ loaderData, actionData }: Route.ComponentProps) {
  const { search, list, defaults, editing, wanted, mayEdit } = loaderData;
  const outcome = actionData?.outcome ?? null;
  const typed = actionData?.typed ?? null;
  const shown = typed ?? editing ?? (wanted ? { path: wanted } : null);
  const hrefFor = (page: number) => `?${new URLSearchParams({ ...(search ? { q: search } : {}), page: String(page) }).toString()}`;
  return (
    <ConsolePage title="Page metadata" intro="Each page's title, description, keywords and share picture. A path without metadata shows the defaults.">
      <ContentPartsNav current="/admin/content/pages" />
      <OutcomeMessage outcome={outcome} />
      <section className="ac-card" aria-labelledby="defaults-title">
        <h2 id="defaults-title">Defaults</h2>
        <dl className="ac-facts">
          <dt>Title</dt>
          <dd>{defaults.title}</dd>
          <dt>Description</dt>
          <dd>{defaults.description}</dd>
          <dt>Picture</dt>
          <dd>{defaults.image}</dd>
        </dl>
      </section>
      {mayEdit ? (
        <section className="ac-card" aria-labelledby="editor-title">
          <h2 id="editor-title">{editing ? `Edit ${editing.path}` : "Add a page's metadata"}</h2>
          <Form method="post" encType="multipart/form-data" className="ac-form" key={shown?.path ?? "new"}>
            <TextField name="path" label="Path" value={shown?.path} hint="A page of this site, e.g. /hotel or /japan." error={errorFor(outcome, "path")} required maxLength={200} />
            <TextField name="title" label="Title" value={shown && "title" in shown ? shown.title : ""} error={errorFor(outcome, "title")} required maxLength={200} />
            <TextField name="description" label="Description" value={shown && "description" in shown ? shown.description : ""} error={errorFor(outcome, "description")} multiline maxLength={500} />
            <TextField name="keywords" label="Keywords" value={shown && "keywords" in shown ? shown.keywords : ""} hint="Separated by commas." error={errorFor(outcome, "keywords")} maxLength={500} />
            <PictureField name="image" label="Share picture" value={shown && "image" in shown ? shown.image : ""} error={errorFor(outcome, "image")} />
            <TextField name="generated_from" label="Or a drawn picture of a listing" hint="A listing's slug (or hero for the default picture); replaces the picture above." error={errorFor(outcome, "generated_from")} maxLength={120} />
            <div className="ac-form__row">
              <Button type="submit" size="md" hierarchy="primary">
                Save metadata
              </Button>
              {editing ? (
                <Button to="/admin/content/pages" size="md" hierarchy="secondary-gray">
                  Add another path
                </Button>
              ) : null}
            </div>
          </Form>
          {editing ? (
            <ConfirmAction label="Delete this metadata" question={`Remove the metadata of ${editing.path}? The page then shows the defaults.`} fields={{ intent: "delete", path: editing.path }} />
          ) : null}
        </section>
      ) : null}
      <Form method="get" className="ac-filters" role="search">
        <label htmlFor="pages-q">
          Search paths and titles
          <input id="pages-q" type="search" name="q" defaultValue={search} maxLength={200} />
        </label>
        <Button type="submit" size="md" hierarchy="secondary-gray">
          Search
        </Button>
      </Form>
      <p>
        {list.total} path{list.total === 1 ? "" : "s"} with metadata.
      </p>
      {list.items.length === 0 ? (
        <p className="ac-empty">No path matches.</p>
      ) : (
        <TableFrame label="Paths with metadata">
          <table className="ac-table">
            <caption className="visually-hidden">Paths with metadata</caption>
            <thead>
              <tr>
                <th scope="col">Path</th>
                <th scope="col">Title</th>
                <th scope="col">Description</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((row) => (
                <tr key={row.path}>
                  <th scope="row">
                    <Link to={`?path=${encodeURIComponent(row.path)}`} aria-label={`Edit the metadata of ${row.path}`}>
                      {row.path}
                    </Link>
                  </th>
                  <td>{row.title}</td>
                  <td>{row.description ?? ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      <PageLinks page={list.page} lastPage={list.lastPage} noun="paths" hrefFor={hrefFor} />
    </ConsolePage>
  );
}
