import type { EmailContext, EmailTemplate } from "../email-templates";
import { ButtonLink, EMAIL_COLORS, type EmailContent, Heading, paragraph, smallPrint } from "./email-layout";

type BusinessAccountStatusTemplate = Extract<EmailTemplate, { name: "business-account-status" }>;

/** What a business is told when it signs up (in review) and when an admin reviews its account. */
export function businessAccountStatusEmail(template: BusinessAccountStatusTemplate, context: EmailContext): EmailContent {
  const { productName, siteUrl } = context;
  const { businessName, dashboardUrl } = template;
  const contactUrl = `${siteUrl}/contacts`;
  const statusUrl = `${siteUrl}/checkstatus`;
  const copy = {
    in_review: {
      subject: `${businessName} is under review`,
      heading: "Your request is under review",
      lead: `Thank you for signing ${businessName} up with ${productName}. Our admin team will review your profile shortly; until then your dashboard is limited.`,
      action: { label: "Check your status", href: statusUrl },
    },
    active: {
      subject: `${businessName} is live on ${productName}`,
      heading: "Your account is active",
      lead: `Good news: our team reviewed ${businessName} and your account is now active. Sign in to your dashboard to see your profile and the couples' requests that reach you.`,
      action: { label: "Go To Dashboard", href: dashboardUrl },
    },
    in_active: {
      subject: `About your ${productName} account for ${businessName}`,
      heading: "Your account is not active",
      lead: `Our team reviewed ${businessName} and could not activate your account. Please Contact ${productName} support for more information.`,
      action: { label: "Contact support", href: contactUrl },
    },
  }[template.status];
  // The admin's own words (issue 20): a note with an approval, the reason of a refusal.
  const said = template.status === "active" && template.note ? { label: "A note from our team", text: template.note } : template.status === "in_active" && template.reason ? { label: "The reason", text: template.reason } : null;
  return {
    subject: copy.subject,
    preheader: copy.lead,
    reason: `You received this e-mail because this address signed ${businessName} up with ${productName}.`,
    text: [copy.heading, "", copy.lead, ...(said ? ["", `${said.label}: ${said.text}`] : []), "", `${copy.action.label}: ${copy.action.href}`].join("\n"),
    body: (
      <>
        <Heading>{copy.heading}</Heading>
        <p style={paragraph}>{copy.lead}</p>
        {said ? (
          <p style={paragraph}>
            <strong>{said.label}:</strong> {said.text}
          </p>
        ) : null}
        <ButtonLink href={copy.action.href}>{copy.action.label}</ButtonLink>
        <p style={smallPrint}>
          Questions? Write to us from the{" "}
          <a href={contactUrl} target="_blank" rel="noopener" style={{ color: EMAIL_COLORS.brand }}>
            contact page
          </a>
          .
        </p>
      </>
    ),
  };
}
