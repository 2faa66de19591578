import type { EmailContext, EmailTemplate } from "../email-templates";
import { ButtonLink, type EmailContent, Heading, paragraph, smallPrint } from "./email-layout";

type BusinessPlanTemplate = Extract<EmailTemplate, { name: "business-plan" }>;

/**
 * A business plan's term (decision 038): the reminders 30 and 7 days before it ends (to renew, or,
 * for a plan cancelled at its end, that it ends as asked; for one renewing automatically, with which
 * card), the notice that it has expired, and that the kept card was refused (renew by hand).
 */
export function businessPlanEmail(template: BusinessPlanTemplate, context: EmailContext): EmailContent {
  const { productName } = context;
  const { businessName, planWords, endsOn, daysLeft, planUrl, autoRenewLast4, refusal } = template;
  const days = `${daysLeft} ${daysLeft === 1 ? "day" : "days"}`;
  const copy = {
    reminder: autoRenewLast4
      ? {
          subject: `Your ${productName} plan for ${businessName} renews automatically on ${endsOn}`,
          heading: `Your plan renews automatically in ${days}`,
          lead: `Your plan (${planWords}) renews automatically on ${endsOn} with the card ending ${autoRenewLast4}. The card is charged in the term's last days and the receipt is e-mailed to you; the next year starts when this one ends, so no day is lost.`,
          after: "To renew another way, or not at all, turn automatic renewal off from your dashboard before then.",
          action: "See your plan",
        }
      : {
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
    "auto-renew-failed": {
      subject: `We could not renew your ${productName} plan for ${businessName}`,
      heading: "Your card was not charged: renew by hand",
      lead: `We tried to renew your plan (${planWords}) automatically with the card you kept, and it was refused${refusal ? ` ("${refusal}")` : ""}. Your plan ends on ${endsOn}, in ${days}.`,
      after: `Renew it by hand from your dashboard, by card or invoice, before ${endsOn}; otherwise ${businessName} goes back to a limited listing then. Nothing is deleted. We try the kept card again at most once a day until then.`,
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
