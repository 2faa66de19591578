import type { EmailContext, EmailTemplate } from "../email-templates";
import {
  ButtonLink,
  type EmailContent,
  Heading,
  paragraph,
} from "./email-layout";

type MarketplacePostApproved = Extract<
  EmailTemplate,
  { name: "marketplace-post-approved" }
>;

const DAY = new Intl.DateTimeFormat("en-US", {
  dateStyle: "long",
  timeZone: "UTC",
});

/** A marketplace post held for approval was approved: it is live, and its paid days start now. */
export function marketplacePostApprovedEmail(
  template: MarketplacePostApproved,
  context: EmailContext,
): EmailContent {
  const { productName } = context;
  const live = `Your marketplace post "${template.title}" was approved by ${productName}'s team and is live on the marketplace now.`;
  const days = `Its ${template.adDurationDays} days on show start today and run until ${DAY.format(new Date(template.adEndsAt))}.`;
  return {
    subject: `Your marketplace post is live: ${template.title}`,
    preheader: "Approved and on the marketplace now.",
    reason: `You received this e-mail because your business posted on the ${productName} marketplace.`,
    text: [
      "Your marketplace post is live",
      "",
      live,
      days,
      "",
      `See your posts: ${template.dashboardLink}`,
    ].join("\n"),
    body: (
      <>
        <Heading>Your marketplace post is live</Heading>
        <p style={paragraph}>{live}</p>
        <p style={paragraph}>{days}</p>
        <ButtonLink href={template.dashboardLink}>See your posts</ButtonLink>
      </>
    ),
  };
}
