import { data, redirect, type AppLoadContext } from "react-router";
import { adminMay, type AdminAction } from "../core/admin-roles";
import type { AdminActor } from "../server/domain/admin/admin-actor";
import { AppError } from "../server/kernel/errors";

/** Where an admin whose session has not passed the authenticator is sent, with the page it wanted. */
export const SECOND_FACTOR_PATH = "/admin/second-factor";

/**
 * The check at the top of every console loader and action (each runs on its own, so each checks):
 * anyone but an admin finds nothing (the not-found page, as for any unknown address); an admin whose
 * session has not passed the authenticator is sent to confirm it; a role without `action`
 * (core/admin-roles.ts) is refused with 403.
 */
export function adminPage(context: AppLoadContext, request: Request, action: AdminAction): AdminActor {
  const admin = context.admin;
  if (!admin) throw data(null, { status: 404 });
  if (action !== "second_factor" && !admin.secondFactorVerified) {
    const url = new URL(request.url);
    throw redirect(`${SECOND_FACTOR_PATH}?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (!adminMay(admin.role, action)) throw data(null, { status: 403 });
  return admin;
}

/** No console page is kept by a cache or shown to crawlers. */
export const ADMIN_PAGE_HEADERS = { "Cache-Control": "private, no-store" } as const;

/** A console form's outcome: done, or refused with the domain's words (and the field it names). */
export type AdminOutcome = { kind: "done"; message: string } | { kind: "refused"; message: string; field?: string };

/**
 * Runs a console action's domain call: a refusal (4xx AppError) becomes the form's message under its
 * status, the form keeping what was typed; anything else is thrown.
 */
export async function adminOutcome(run: () => Promise<string>) {
  try {
    return data({ outcome: { kind: "done", message: await run() } satisfies AdminOutcome });
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      const field = error.fieldErrors ? Object.keys(error.fieldErrors)[0] : undefined;
      return data({ outcome: { kind: "refused", message: error.message, ...(field ? { field } : {}) } satisfies AdminOutcome }, { status: error.status });
    }
    throw error;
  }
}
