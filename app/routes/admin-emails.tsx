import { data } from "react-router";
import { EMAIL_ADDRESS_FILTER_MAX_LENGTH, EMAIL_TEMPLATE_FILTER_MAX_LENGTH, isEmailState } from "../../core/admin-emails";
import { listEmails, listEmailTemplates } from "../../server/domain/admin/emails/list-emails";
import { ADMIN_PAGE_HEADERS, adminPage } from "../admin-view.server";
import { RouteErrorBoundary } from "../components/route-error";
import { AdminEmailsView } from "../features/admin/emails/admin-emails-view";
import type { Route } from "./+types/admin-emails";

export async function loader({ context, request }: Route.LoaderArgs) {
  adminPage(context, request, "email.read");
  const url = new URL(request.url);
  const stateText = url.searchParams.get("state");
  const state = isEmailState(stateText) ? stateText : undefined;
  const template = (url.searchParams.get("template") ?? "").slice(0, EMAIL_TEMPLATE_FILTER_MAX_LENGTH);
  const to = (url.searchParams.get("to") ?? "").slice(0, EMAIL_ADDRESS_FILTER_MAX_LENGTH);
  const pageText = url.searchParams.get("page") ?? "1";
  const page = /^[1-9]\d{0,4}$/.test(pageText) ? Number(pageText) : 1;
  const [list, templates] = await Promise.all([
    listEmails(context.services, { state, template: template || undefined, address: to, page }),
    listEmailTemplates(context.services),
  ]);
  return data(
    {
      productName: context.publicConfig.productName,
      filters: { state: state ?? ("" as const), template, to },
      templates,
      page: list.page,
      lastPage: list.lastPage,
      total: list.total,
      rows: list.items.map((email) => ({
        id: email.id,
        to: email.toAddress,
        subject: email.subject,
        template: email.template,
        state: email.state,
        attempts: email.attempts,
        createdAt: email.createdAt.toISOString(),
        sentAt: email.sentAt?.toISOString() ?? null,
      })),
    },
    { headers: ADMIN_PAGE_HEADERS },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `E-mail | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

export default function AdminEmails({ loaderData }: Route.ComponentProps) {
  const { productName: _productName, ...view } = loaderData;
  return <AdminEmailsView {...view} />;
}
