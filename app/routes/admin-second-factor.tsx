import { data, redirect } from "react-router";
import { SECOND_FACTOR_MESSAGES } from "../../core/admin-second-factor";
import { appSecretOf } from "../../server/app-secret";
import { AppError } from "../../server/kernel/errors";
import { confirmEnrolment, pendingEnrolment, startEnrolment } from "../../server/domain/admin/second-factor/enrolment";
import { renewRecoveryCodes, resetOwnSecondFactor, secondFactorStatus } from "../../server/domain/admin/second-factor/manage-second-factor";
import { verifySecondFactor } from "../../server/domain/admin/second-factor/verify-second-factor";
import { ADMIN_PAGE_HEADERS, adminOutcome, adminPage } from "../admin-view.server";
import { RouteErrorBoundary } from "../components/route-error";
import { SecondFactorView, type SecondFactorState } from "../features/admin/second-factor/second-factor-view";
import type { Route } from "./+types/admin-second-factor";

/**
 * Where the console sends an admin whose session has not passed the authenticator, with `next`
 * (the page they wanted), and where admins manage their own authenticator and recovery codes.
 */

/** `next` when it is a console page on this site, else the dashboard: never an open redirect. */
function consolePathOf(next: string | null): string {
  if (!next || next.length > 2000) return "/admin";
  try {
    const base = "http://console.invalid";
    const url = new URL(next, base);
    const isConsole = url.origin === base && (url.pathname === "/admin" || url.pathname.startsWith("/admin/")) && next.startsWith("/") && !next.startsWith("//");
    return isConsole && url.pathname !== "/admin/second-factor" ? url.pathname + url.search : "/admin";
  } catch {
    return "/admin";
  }
}

function depsOf(context: Route.LoaderArgs["context"]) {
  return { db: context.services.db, clock: context.services.clock, secret: appSecretOf(context.services.config) };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const admin = adminPage(context, request, "second_factor");
  const deps = depsOf(context);
  const status = await secondFactorStatus(deps, admin);
  const pending = status.enrolled ? null : await pendingEnrolment(deps, admin);
  const state: SecondFactorState = status.enrolled ? (status.verified ? "verified" : "verify") : pending ? "enrolling" : "start";
  return data(
    {
      productName: context.publicConfig.productName,
      email: admin.email,
      state,
      sessionVerified: status.verified,
      recoveryCodesLeft: status.recoveryCodesLeft,
      next: consolePathOf(new URL(request.url).searchParams.get("next")),
      enrolment: pending ? { secret: pending.secret, qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(pending.qrSvg).toString("base64")}` } : null,
    },
    { headers: ADMIN_PAGE_HEADERS },
  );
}

export async function action({ context, request }: Route.ActionArgs) {
  const admin = adminPage(context, request, "second_factor");
  const deps = depsOf(context);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const next = consolePathOf(String(form.get("next") ?? "") || null);
  const code = String(form.get("code") ?? "").replace(/\s/g, "").slice(0, 20);
  let recoveryCodes: string[] | null = null;

  if (intent === "verify") {
    const answer = await adminOutcome(async () => {
      if (!/^\d{6}$/.test(code)) throw codeFormatError();
      await verifySecondFactor(deps, admin, { code });
      return SECOND_FACTOR_MESSAGES.verified;
    });
    if (answer.data.outcome.kind === "done") throw redirect(next, { headers: ADMIN_PAGE_HEADERS });
    return data({ outcome: answer.data.outcome, recoveryCodes, intent }, answer.init ?? undefined);
  }

  const answer = await adminOutcome(async () => {
    switch (intent) {
      case "start":
        await startEnrolment(deps, admin);
        return "Scan the QR code with your authenticator app, then enter the code it shows.";
      case "confirm":
        if (!/^\d{6}$/.test(code)) throw codeFormatError();
        recoveryCodes = (await confirmEnrolment(deps, admin, code)).recoveryCodes;
        return SECOND_FACTOR_MESSAGES.confirmed;
      case "recovery": {
        const typed = String(form.get("recovery_code") ?? "").slice(0, 40);
        const verified = await verifySecondFactor(deps, admin, { recoveryCode: typed });
        return verified.method === "recovery_code" ? SECOND_FACTOR_MESSAGES.recoveryCodeUsed(verified.recoveryCodesLeft) : SECOND_FACTOR_MESSAGES.verified;
      }
      case "renew":
        recoveryCodes = (await renewRecoveryCodes(deps, admin)).recoveryCodes;
        return SECOND_FACTOR_MESSAGES.recoveryCodesRenewed;
      case "reset":
        await resetOwnSecondFactor(deps, admin);
        return SECOND_FACTOR_MESSAGES.reset;
      default:
        throw new AppError("BAD_REQUEST", "Unknown action.");
    }
  });
  return data({ outcome: answer.data.outcome, recoveryCodes: recoveryCodes as string[] | null, intent }, { ...(answer.init ?? {}), headers: ADMIN_PAGE_HEADERS });
}

function codeFormatError(): AppError {
  return new AppError("VALIDATION_FAILED", SECOND_FACTOR_MESSAGES.codeFormat, { code: [SECOND_FACTOR_MESSAGES.codeFormat] });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `Sign-in security | ${loaderData?.productName ?? "Amora"} admin` },
  { name: "robots", content: "noindex, nofollow" },
];

export const ErrorBoundary = RouteErrorBoundary;

export default function AdminSecondFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { productName: _productName, ...view } = loaderData;
  return <SecondFactorView {...view} outcome={actionData?.outcome ?? null} recoveryCodes={actionData?.recoveryCodes ?? null} intent={actionData?.intent ?? null} />;
}
