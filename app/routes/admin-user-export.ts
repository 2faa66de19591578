import { data } from "react-router";
import { exportUser } from "../../server/domain/admin/users/export-user";
import { AppError } from "../../server/kernel/errors";
import { adminPage } from "../admin-view.server";
import { recordIdOf } from "../features/admin/users/record-id";
import type { Route } from "./+types/admin-user-export";

/** /admin/users/:userId/export: the account's data as a JSON file (owner only, audited). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const admin = adminPage(context, request, "users.delete");
  const userId = recordIdOf(params.userId);
  const document = await exportUser(context.services, admin, userId).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  });
  return new Response(JSON.stringify(document, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="amora-account-${userId}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
}
