import { data } from "react-router";
import { CONTACT_FIELDS, CONTACT_HONEYPOT_FIELD, CONTACT_LIMITS } from "../../core/contact-form";
import { submitContactMessage } from "../../server/domain/content/submit-contact-message";
import { AppError } from "../../server/kernel/errors";
import { headMeta } from "../components/head-meta";
import { Breadcrumbs } from "../features/catalogue/breadcrumbs";
import { metaOrError } from "../components/route-error";
import { breadcrumbJsonLd } from "../features/catalogue/structured-data.server";
import { ContactPage } from "../features/contact/contact-page";
import { readLimitedForm } from "../features/contact/read-form.server";
import { contactPageJsonLd } from "../features/content/structured-data.server";
import { loadPageHead } from "../page-head.server";
import type { Route } from "./+types/contacts";

const DESCRIPTION = "Contact the team about your account, a deal request, a listing or a partnership.";

/** Every field at its limit, several times over for multi-byte text and encoding: anything larger is not a person typing. */
const MAX_BODY_BYTES = 64 * 1024;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { productName } = context.publicConfig;
  const trail = [
    { name: "Home", path: "/" },
    { name: "Contact us", path: "/contacts" },
  ];
  const head = await loadPageHead(context, request, {
    fallback: { title: `Contact Us | ${productName}`, description: DESCRIPTION },
    jsonLd: [
      contactPageJsonLd({ origin: context.origin, path: "/contacts", name: "Contact us", description: DESCRIPTION, siteName: productName }),
      breadcrumbJsonLd(context.origin, trail),
    ],
  });
  // Sent from here rather than imported by the component, so zod stays out of the browser bundle.
  return { head, trail, limits: CONTACT_LIMITS, honeypotField: CONTACT_HONEYPOT_FIELD };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await readLimitedForm(request, MAX_BODY_BYTES);
  if (!form.ok) {
    return data(
      { status: "too-large" as const, formError: "Your message is too long to send. Please shorten it and try again." },
      { status: 413 },
    );
  }
  const { db, clock, jobs, config } = context.services;
  let result;
  try {
    result = await submitContactMessage({ db, clock, jobs, config, origin: context.origin, clientAddress: context.clientAddress, fields: form.fields });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "RATE_LIMITED") throw error;
    // What was typed comes back with the message, so waiting costs nothing but the wait.
    const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, form.fields[field] ?? ""]));
    return data(
      { status: "rate-limited" as const, formError: error.message, values },
      { status: 429, headers: { "Retry-After": String(error.retryAfterSeconds ?? 60) } },
    );
  }
  if (result.status === "invalid") return data(result, { status: 422 });
  // A bot that filled the honeypot sees the same thank-you as a person, and learns nothing.
  return { status: "sent" as const };
}

export const meta: Route.MetaFunction = (args) => metaOrError(args, (loaderData) => headMeta(loaderData.head));

export { RouteErrorBoundary as ErrorBoundary } from "../components/route-error";

export default function Contacts({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContactPage
      trail={<Breadcrumbs trail={loaderData.trail} />}
      isSent={actionData?.status === "sent"}
      form={{
        limits: loaderData.limits,
        honeypotField: loaderData.honeypotField,
        errors: actionData?.status === "invalid" ? actionData.errors : undefined,
        values: actionData?.status === "invalid" || actionData?.status === "rate-limited" ? actionData.values : undefined,
        formError: actionData?.status === "too-large" || actionData?.status === "rate-limited" ? actionData.formError : null,
      }}
    />
  );
}
