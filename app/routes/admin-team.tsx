import { data } from "react-router";
import { isAdminRole } from "../../core/admin-roles";
import { addAdmin, changeAdminRole, listAdmins, removeAdmin, resetColleagueSecondFactor } from "../../server/domain/admin/team/admin-team";
import { AppError } from "../../server/kernel/errors";
import { ADMIN_PAGE_HEADERS, adminOutcome, adminPage } from "../admin-view.server";
import { RouteErrorBoundary } from "../components/route-error";
import { AdminTeamView } from "../features/admin/team/admin-team-view";
import type { Route } from "./+types/admin-team";

/** The admin team (owners only): who may open the console, with which role, and their authenticator. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = adminPage(context, request, "admins.manage");
  const team = await listAdmins(context.services);
  return data(
    {
      productName: context.publicConfig.productName,
      me: admin.userId,
      rows: team.map((member) => ({ ...member, lastSignInAt: member.lastSignInAt?.toISOString() ?? null })),
    },
    { headers: ADMIN_PAGE_HEADERS },
  );
}

function roleOf(value: FormDataEntryValue | null) {
  const role = String(value ?? "");
  if (!isAdminRole(role)) throw new AppError("VALIDATION_FAILED", "Choose a role.", { role: ["Choose a role."] });
  return role;
}

function idOf(value: FormDataEntryValue | null): number {
  const text = String(value ?? "");
  if (!/^[1-9]\d{0,9}$/.test(text) || Number(text) > 2_147_483_647) throw new AppError("NOT_FOUND", "No admin has this id.");
  return Number(text);
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = adminPage(context, request, "admins.manage");
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const typed = { email: String(form.get("email") ?? "").slice(0, 254), role: String(form.get("role") ?? "") };
  const answer = await adminOutcome(async () => {
    switch (intent) {
      case "add": {
        if (typed.email.trim() === "") throw new AppError("VALIDATION_FAILED", "Enter the e-mail address of their account.", { email: ["Enter the e-mail address of their account."] });
        return (await addAdmin(context.services, admin, { email: typed.email, role: roleOf(form.get("role")) })).message;
      }
      case "role":
        return (await changeAdminRole(context.services, admin, { userId: idOf(form.get("id")), role: roleOf(form.get("role")) })).message;
      case "remove":
        return (await removeAdmin(context.services, admin, idOf(form.get("id")))).message;
      case "reset":
        return (await resetColleagueSecondFactor(context.services, admin, idOf(form.get("id")))).message;
      default:
        throw new AppError("BAD_REQUEST", "Unknown action.");
    }
  });
  const refused = answer.data.outcome.kind === "refused";
  return data({ ...answer.data, intent, typed: refused && intent === "add" ? typed : null }, answer.init ?? undefined);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `Admin team | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

export default function AdminTeam({ loaderData, actionData }: Route.ComponentProps) {
  return <AdminTeamView rows={loaderData.rows} me={loaderData.me} outcome={actionData?.outcome ?? null} intent={actionData?.intent ?? null} typed={actionData?.typed ?? null} />;
}
