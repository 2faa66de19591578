import { data, Form, Link } from "react-router";
import { adminMay } from "../../core/admin-roles";
import { createBanner, listBanners } from "../../server/domain/admin/content/banners";
import { bannerMessages } from "../../server/domain/admin/content/content-messages";
import { Button } from "../components/button";
import { RouteErrorBoundary } from "../components/route-error";
import { ConsolePage, OutcomeMessage, TableFrame } from "../features/admin/console-ui";
import { ContentPartsNav, errorFor, TextField } from "../features/admin/content/content-ui";
import { field } from "../admin-content-forms.server";
import { ADMIN_PAGE_HEADERS, adminOutcome, adminPage } from "../admin-view.server";
import type { Route } from "./+types/admin-content-banners";

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = adminPage(context, request, "content.read");
  const banners = await listBanners(context.services);
  return data(
    {
      productName: context.publicConfig.productName,
      banners: banners.map((banner) => ({ id: banner.id, name: banner.name, slides: banner.slides.length, updatedAt: banner.updatedAt })),
      mayEdit: adminMay(admin.role, "content.edit"),
    },
    { headers: ADMIN_PAGE_HEADERS },
  );
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = adminPage(context, request, "content.edit");
  const form = await request.formData();
  const typed = { name: field(form, "name") };
  const answer = await adminOutcome(async () => bannerMessages.created((await createBanner(context.services, admin, typed)).name));
  return data({ ...answer.data, typed: answer.data.outcome.kind === "refused" ? typed : null }, answer.init ?? undefined);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `Banners | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

export default function AdminContentBanners({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData?.outcome ?? null;
  return (
    <ConsolePage title="Banners" intro="Named banners of slides: 'home' and 'travel advisors page' are shown on the site; the apps read any by name.">
      <ContentPartsNav current="/admin/content/banners" />
      <OutcomeMessage outcome={outcome} />
      {loaderData.banners.length === 0 ? (
        <p className="ac-empty">No banner yet.</p>
      ) : (
        <TableFrame label="Banners table">
          <table className="ac-table">
            <caption className="visually-hidden">Banners</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Slides</th>
                <th scope="col">Changed</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.banners.map((banner) => (
                <tr key={banner.id}>
                  <th scope="row">
                    <Link to={`/admin/content/banners/${banner.id}`}>{banner.name}</Link>
                  </th>
                  <td>{banner.slides}</td>
                  <td>{banner.updatedAt.slice(0, 10)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableFrame>
      )}
      {loaderData.mayEdit ? (
        <section className="ac-card" aria-labelledby="new-banner">
          <h2 id="new-banner">New banner</h2>
          <Form method="post" className="ac-form">
            <TextField name="name" label="Name" value={actionData?.typed?.name} error={errorFor(outcome, "name")} required maxLength={60} />
            <div className="ac-form__row">
              <Button type="submit" size="md" hierarchy="primary">
                Create banner
              </Button>
            </div>
          </Form>
        </section>
      ) : null}
    </ConsolePage>
  );
}
