import { CLAIM_MESSAGES } from "../../../../core/claim-rules";
import type { EmailContext, EmailTemplate } from "../email-templates";
import { ButtonLink, Heading, paragraph, smallPrint, type EmailContent } from "./email-layout";

type BusinessClaimTemplate = Extract<EmailTemplate, { name: "business-claim" }>;

/** What a business claiming a listing is told (decision 033): verify it, it is yours, or it went to its owner. */
export function businessClaimEmail(template: BusinessClaimTemplate, context: EmailContext): EmailContent {
  const { productName } = context;
  const { listingName, link } = template;
  const lostLines = [
    `${listingName} was verified by its owner before your claim was, so your claim has been closed.`,
    template.refundCents ? CLAIM_MESSAGES.refunded(template.refundCents) : null,
    template.wasInvoiced && !template.refundCents ? "Nothing is due on the invoice sent for this claim: please disregard it, or reply if you already paid it and we will refund you." : null,
    "If you believe the profile is yours, please contact us and tell us how we can check it.",
  ].filter((line): line is string => line !== null);
  const copy = {
    verify: {
      subject: `Confirm your claim of ${listingName}`,
      heading: "Confirm that this profile is yours",
      lines: [
        `You asked to claim ${listingName} on ${productName}. Open the link below within ${template.expiresInHours ?? 48} hours to confirm; until then your claim is pending and the profile is not yours.`,
        "If you did not ask for this, ignore this e-mail: nothing changes.",
      ],
      action: { label: "Confirm my claim", href: link },
    },
    verified: {
      subject: `${listingName} is yours on ${productName}`,
      heading: "Your claim is verified",
      lines: [CLAIM_MESSAGES.verified(listingName), "Your dashboard shows the profile and its review."],
      action: { label: "Go To Dashboard", href: link },
    },
    released: {
      subject: `About your claim of ${listingName}`,
      heading: "Your claim was released",
      lines: [
        `Our team released your claim of ${listingName}: the profile is no longer linked to your account.`,
        template.reason ? `The reason: ${template.reason}` : null,
        "If you believe this is a mistake, please contact us and tell us how we can check that the profile is yours.",
      ].filter((line): line is string => line !== null),
      action: { label: "Go To Dashboard", href: link },
    },
    lost: {
      subject: `About your claim of ${listingName}`,
      heading: "Your claim was closed",
      lines: lostLines,
      action: { label: "Go To Dashboard", href: link },
    },
  }[template.step];
  return {
    subject: copy.subject,
    preheader: copy.lines[0] ?? copy.heading,
    reason: `You received this e-mail because this address asked to claim ${listingName} on ${productName}.`,
    text: [copy.heading, "", ...copy.lines, "", `${copy.action.label}: ${copy.action.href}`].join("\n"),
    body: (
      <>
        <Heading>{copy.heading}</Heading>
        {copy.lines.map((line) => (
          <p key={line} style={paragraph}>
            {line}
          </p>
        ))}
        <ButtonLink href={copy.action.href}>{copy.action.label}</ButtonLink>
        {template.step === "verify" ? <p style={smallPrint}>The link works once.</p> : null}
      </>
    ),
  };
}
