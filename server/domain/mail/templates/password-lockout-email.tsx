import type { EmailContext, EmailTemplate } from "../email-templates";
import { EMAIL_COLORS, type EmailContent, Heading, paragraph, smallPrint } from "./email-layout";

type PasswordLockoutTemplate = Extract<EmailTemplate, { name: "password-lockout" }>;

/**
 * Tells the owner that password sign-in is paused after wrong passwords: what happened, what
 * to do if it was them, and that their account is safe if it was not.
 */
export function passwordLockoutEmail(template: PasswordLockoutTemplate, context: EmailContext): EmailContent {
  const { productName, siteUrl } = context;
  const contactUrl = `${siteUrl}/contacts`;
  const what = `A wrong password was entered ${template.failedAttempts} times for your ${productName} account. To keep it safe, signing in with a password is paused for ${template.lockedMinutes} minutes.`;
  const ifYou = `If it was you: wait ${template.lockedMinutes} minutes, sign in with a code sent to this address, or reset your password from the log-in form.`;
  const ifNotYou = "If it was not you: your password was not accepted and nothing was changed. You may want to choose a longer password on your profile page.";
  return {
    subject: `Password sign-in to your ${productName} account is paused`,
    preheader: `Too many wrong passwords: signing in with a password is paused for ${template.lockedMinutes} minutes.`,
    reason: `You received this e-mail because of wrong passwords entered for the ${productName} account with this address.`,
    text: ["Password sign-in is paused", "", what, "", ifYou, "", ifNotYou, "", `Questions? Write to us: ${contactUrl}`].join("\n"),
    body: (
      <>
        <Heading>Password sign-in is paused</Heading>
        <p style={paragraph}>{what}</p>
        <p style={paragraph}>{ifYou}</p>
        <p style={paragraph}>{ifNotYou}</p>
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
