import { createRequire } from "node:module";
import type { renderToStaticMarkup as RenderToStaticMarkup } from "react-dom/server";
import type { EmailContext, EmailTemplate, RenderedEmail } from "./email-templates";
import { accountDeletedEmail } from "./templates/account-deleted-email";
import { businessAccountStatusEmail } from "./templates/business-account-status-email";
import { businessClaimEmail } from "./templates/business-claim-email";
import { businessPlanEmail } from "./templates/business-plan-email";
import { codeEmail } from "./templates/code-email";
import { dealEmail } from "./templates/deal-emails";
import { contactMessageEmail } from "./templates/contact-message-email";
import { EmailLayout, type EmailContent, textFooter } from "./templates/email-layout";
import { invoiceEmail } from "./templates/invoice-email";
import { marketplacePostApprovedEmail } from "./templates/marketplace-post-email";
import { passwordLockoutEmail } from "./templates/password-lockout-email";
import { paymentReceiptEmail, paymentRefundedEmail } from "./templates/receipt-emails";
import { reservationEmail } from "./templates/reservation-emails";
import { welcomeEmail } from "./templates/welcome-email";

function contentOf(template: EmailTemplate, context: EmailContext): EmailContent {
  switch (template.name) {
    case "sign-in-code":
    case "password-reset-code":
      return codeEmail(template, context);
    case "welcome":
      return welcomeEmail(template, context);
    case "account-deleted":
      return accountDeletedEmail(context);
    case "password-lockout":
      return passwordLockoutEmail(template, context);
    case "contact-message":
      return contactMessageEmail(template, context);
    case "invoice":
      return invoiceEmail(template, context);
    case "payment-receipt":
      return paymentReceiptEmail(template, context);
    case "payment-refunded":
      return paymentRefundedEmail(template, context);
    case "business-account-status":
      return businessAccountStatusEmail(template, context);
    case "business-claim":
      return businessClaimEmail(template, context);
    case "business-plan":
      return businessPlanEmail(template, context);
    case "deal-request-matched":
    case "new-offer":
    case "new-message":
    case "offer-answered":
      return dealEmail(template, context);
    case "reservation-confirmed":
    case "reservation-received":
    case "reservation-cancelled":
    case "reservation-cancelled-hotel":
      return reservationEmail(template, context);
    case "marketplace-post-approved":
      return marketplacePostApprovedEmail(template, context);
  }
}

// React's server renderer is loaded with the first e-mail (or the first page, whose build imports
// it too), not at start-up: a tenth of a second that answering the first request does not need.
let staticRenderer: typeof RenderToStaticMarkup | undefined;
function renderToStaticMarkup(...args: Parameters<typeof RenderToStaticMarkup>): string {
  staticRenderer ??= (createRequire(import.meta.url)("react-dom/server") as { renderToStaticMarkup: typeof RenderToStaticMarkup }).renderToStaticMarkup;
  return staticRenderer(...args);
}

/**
 * Subject, HTML and plain text of one e-mail. The HTML comes from React components
 * (templates/), so every value a person typed is escaped on the way in.
 */
export function renderEmail(template: EmailTemplate, context: EmailContext): RenderedEmail {
  const content = contentOf(template, context);
  const html = renderToStaticMarkup(
    <EmailLayout context={context} subject={content.subject} preheader={content.preheader} reason={content.reason}>
      {content.body}
    </EmailLayout>,
  );
  return {
    subject: content.subject,
    html: `<!DOCTYPE html>${html}`,
    text: `${content.text}\n\n${textFooter(context, content.reason)}\n`,
  };
}
