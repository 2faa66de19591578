import { data, Form, Link } from "react-router";
import { adminMay } from "../../core/admin-roles";
import { setContentCover } from "../../server/domain/admin/content/articles";
import {
  addCollectionItem,
  getAdminCollection,
  moveCollectionItem,
  removeCollectionItem,
  searchCollectableListings,
  updateCollection,
} from "../../server/domain/admin/content/collections";
import { Button } from "../components/button";
import { RouteErrorBoundary } from "../components/route-error";
import { ConfirmAction, ConsolePage, OutcomeMessage, TableFrame } from "../features/admin/console-ui";
import { ContentPartsNav, errorFor, PictureField, TextField } from "../features/admin/content/content-ui";
import { field, idOf, pictureFrom, storageFor } from "../admin-content-forms.server";
import { ADMIN_PAGE_HEADERS, adminOutcome, adminPage } from "../admin-view.server";
import type { Route } from "./+types/admin-content-collection";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const admin = adminPage(context, request, "content.read");
  const id = idOf(params.id);
  const collection = id === 0 ? null : await getAdminCollection(context.services, id).catch(() => null);
  if (!collection) throw data(null, { status: 404 });
  const find = (new URL(request.url).searchParams.get("find") ?? "").slice(0, 200);
  const candidates = find ? await searchCollectableListings(context.services, { collectionId: id, search: find }) : [];
  return data(
    { productName: context.publicConfig.productName, collection, find, candidates, mayEdit: adminMay(admin.role, "content.edit") },
    { headers: ADMIN_PAGE_HEADERS },
  );
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const admin = adminPage(context, request, "content.edit");
  const id = idOf(params.id);
  const form = await request.formData();
  const intent = field(form, "intent");
  const listingId = idOf(field(form, "listing_id"));
  const typed = { title: field(form, "title"), heading: field(form, "heading"), description: field(form, "description") };
  const answer = await adminOutcome(async () => {
    if (intent === "add") return `"${(await addCollectionItem(context.services, admin, { id, listingId })).items.at(-1)?.title ?? "The listing"}" is added.`;
    if (intent === "remove") {
      await removeCollectionItem(context.services, admin, { id, listingId });
      return "The listing is taken out of the collection.";
    }
    if (intent === "move") {
      const position = Number(field(form, "position"));
      await moveCollectionItem(context.services, admin, { id, listingId, position: Number.isSafeInteger(position) ? position : -1 });
      return "The listing is moved.";
    }
    if (intent === "cover") {
      const url = await pictureFrom(context, admin, form, "cover");
      await setContentCover({ ...context.services, ...storageFor(context) }, admin, { id, type: "collection", url });
      return "The cover is changed.";
    }
    await updateCollection(context.services, admin, { id, input: typed });
    return "The collection is saved.";
  });
  return data({ ...answer.data, typed: answer.data.outcome.kind === "refused" && intent === "save" ? typed : null }, answer.init ?? undefined);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `Collection | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

function MoveButton({ listingId, position, label }: { listingId: number; position: number; label: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="listing_id" value={listingId} />
      <input type="hidden" name="position" value={position} />
      <Button type="submit" size="md" hierarchy="secondary-gray">
        {label}
      </Button>
    </Form>
  );
}

export default function AdminContentCollection({ loaderData, actionData }: Route.ComponentProps) {
  const { collection, find, candidates, mayEdit } = loaderData;
  const outcome = actionData?.outcome ?? null;
  const shown = actionData?.typed ?? collection;
  const last = collection.items.length - 1;
  return (
    <ConsolePage title={collection.title} intro={<Link to={collection.path}>Open its page</Link>}>
      <ContentPartsNav current="/admin/content/collections" />
      <OutcomeMessage outcome={outcome} />
      <section className="ac-card" aria-labelledby="collection-items">
        <h2 id="collection-items">Listings ({collection.items.length})</h2>
        {collection.items.length === 0 ? <p className="ac-empty">No listing in this collection yet.</p> : null}
        {collection.items.length > 0 ? (
          <TableFrame label="The collection's listings, in order">
            <table className="ac-table">
              <caption className="visually-hidden">The collection's listings, in order</caption>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Listing</th>
                  <th scope="col">City</th>
                  {mayEdit ? <th scope="col">Order</th> : null}
                </tr>
              </thead>
              <tbody>
                {collection.items.map((item) => (
                  <tr key={item.listingId}>
                    <td>{item.position + 1}</td>
                    <th scope="row">
                      <Link to={item.path}>{item.title}</Link>
                    </th>
                    <td>{item.city ?? ""}</td>
                    {mayEdit ? (
                      <td>
                        <div className="acn-inline">
                          {item.position > 0 ? <MoveButton listingId={item.listingId} position={item.position - 1} label={`Up: ${item.title}`} /> : null}
                          {item.position < last ? <MoveButton listingId={item.listingId} position={item.position + 1} label={`Down: ${item.title}`} /> : null}
                          <ConfirmAction label={`Remove ${item.title}`} question={`Take "${item.title}" out of this collection?`} fields={{ intent: "remove", listing_id: item.listingId }} />
                        </div>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
        ) : null}
        {mayEdit ? (
          <>
            <Form method="get" className="ac-filters" role="search">
              <label htmlFor="collection-find">
                Find a listing to add
                <input id="collection-find" type="search" name="find" defaultValue={find} maxLength={200} />
              </label>
              <Button type="submit" size="md" hierarchy="secondary-gray">
                Find
              </Button>
            </Form>
            {find && candidates.length === 0 ? <p className="ac-empty">No listing outside this collection matches "{find}".</p> : null}
            {candidates.length > 0 ? (
              <ul className="acn-slides">
                {candidates.map((candidate) => (
                  <li key={candidate.id} className="acn-inline">
                    <span>
                      {candidate.title}
                      {candidate.city ? `, ${candidate.city}` : ""} ({candidate.type})
                    </span>
                    <Form method="post">
                      <input type="hidden" name="intent" value="add" />
                      <input type="hidden" name="listing_id" value={candidate.id} />
                      <Button type="submit" size="md" hierarchy="primary" aria-label={`Add ${candidate.title}`}>
                        Add
                      </Button>
                    </Form>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </section>
      {mayEdit ? (
        <>
          <section className="ac-card" aria-labelledby="collection-words">
            <h2 id="collection-words">Words</h2>
            <Form method="post" className="ac-form" key={collection.updatedAt}>
              <input type="hidden" name="intent" value="save" />
              <TextField name="title" label="Title" value={shown.title} error={errorFor(outcome, "title")} required maxLength={200} />
              <TextField name="heading" label="Heading" value={shown.heading} error={errorFor(outcome, "heading")} maxLength={300} />
              <TextField name="description" label="Description" value={shown.description} error={errorFor(outcome, "description")} multiline rows={5} maxLength={2000} />
              <div className="ac-form__row">
                <Button type="submit" size="md" hierarchy="primary">
                  Save collection
                </Button>
              </div>
            </Form>
          </section>
          <section className="ac-card" aria-labelledby="collection-cover">
            <h2 id="collection-cover">Cover</h2>
            <Form method="post" encType="multipart/form-data" className="ac-form">
              <input type="hidden" name="intent" value="cover" />
              <PictureField name="cover" label="Cover picture" value={collection.cover?.sizes.small ?? ""} error={errorFor(outcome, "cover")} />
              <div className="ac-form__row">
                <Button type="submit" size="md" hierarchy="primary">
                  Change cover
                </Button>
              </div>
            </Form>
          </section>
        </>
      ) : null}
    </ConsolePage>
  );
}
