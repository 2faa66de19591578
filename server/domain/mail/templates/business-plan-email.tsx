import type { EmailContext, EmailTemplate } from "../email-templates";
import { ButtonLink, type EmailContent, Heading, paragraph, smallPrint } from "./email-layout";

type BusinessPlanTemplate = Extract<EmailTemplate, { name: "business-plan" }>;

/**
 * A business plan's term (decision 038): the reminders 30 and 7 days before it ends (to renew, or,
 * for a plan cancelled at its end, that it ends as asked), and the notice that it has expired.
 */
export function businessPlanEmail(template: BusinessPlanTemplate, context: EmailContext): EmailContent {
  const { productName } = context;
  const { businessName, planWords, endsOn, daysLeft, planUrl } = template;
  const days = `${daysLeft} ${daysLeft === 1 ? "day" : "days"}`;
  const copy = {
    reminder: {
      subject: `Your ${productName} plan for ${businessName} ends on ${endsOn}`,
      heading: `Renew your plan: ${days} left`,
      lead: `Your plan (${planWords}) ends on ${endsOn}, in ${days}. Renew it by card or ask for an invoice from your dashboard; the next year starts when this one ends, so no day is lost.`,
      after: `If it is not renewed, ${businessName} goes back to a limited listing on ${endsOn}. Nothing is deleted.`,
      action: "Renew your plan",
    },
    ending: {
      subject: `Your ${productName} plan for ${businessName} ends on ${endsOn}`,
      heading: `Your plan ends in ${days}`,
      lead: `As you asked, your plan (${planWords}) ends on ${endsOn} and will not renew. ${businessName} then goes back to a limited listing; nothing is deleted.`,
      after: "Changed your mind? Undo the cancellation from your dashboard before that day.",
      action: "See your plan",
    },
    expired: {
      subject: `Your ${productName} plan for ${businessName} has ended`,
      heading: "Your plan has ended",
      lead: `Your plan (${planWords}) ended on ${endsOn}. ${businessName} is back to a limited listing: its page, photos and statistics are kept.`,
      after: "Renew from your dashboard to restore everything at once.",
      action: "Renew your plan",
    },
  }[template.step];
  return {
    subject: copy.subject,
    preheader: copy.lead,
    reason: `You received this e-mail because ${businessName} has a plan with ${productName}.`,
    text: [copy.heading, "", copy.lead, "", copy.after, "", `${copy.action}: ${planUrl}`].join("\n"),
    body: (
      <>
        <Heading>{copy.heading}</Heading>
        <p style={paragraph}>{copy.lead}</p>
        <p style={paragraph}>{copy.after}</p>
        <ButtonLink href={planUrl}>{copy.action}</ButtonLink>
        <p style={smallPrint}>Your plan, its term and every receipt are on your dashboard.</p>
      </>
    ),
  };
}
