import type { EmailContext } from "../email-templates";
import { EMAIL_COLORS, type EmailContent, Heading, paragraph, smallPrint } from "./email-layout";

/** Confirms a deletion the member asked for, and tells them what to do if they did not. */
export function accountDeletedEmail(context: EmailContext): EmailContent {
  const { productName, siteUrl } = context;
  const contactUrl = `${siteUrl}/contacts`;
  const done = `Your ${productName} account has been deleted, as you asked: your profile, your favourites and every sign-in are gone.`;
  const farewell = "Thank you for planning with us. You are welcome back any time: joining again takes a minute.";
  const notYou = "If you did not delete your account, tell us at once from the contact page.";
  return {
    subject: `Your ${productName} account has been deleted`,
    preheader: "Your profile, your favourites and every sign-in are gone.",
    reason: `You received this e-mail because the ${productName} account with this address was deleted.`,
    text: ["Your account has been deleted", "", done, "", farewell, "", `${notYou} ${contactUrl}`].join("\n"),
    body: (
      <>
        <Heading>Your account has been deleted</Heading>
        <p style={paragraph}>{done}</p>
        <p style={paragraph}>{farewell}</p>
        <p style={smallPrint}>
          If you did not delete your account, tell us at once from the{" "}
          <a href={contactUrl} target="_blank" rel="noopener" style={{ color: EMAIL_COLORS.brand }}>
            contact page
          </a>
          .
        </p>
      </>
    ),
  };
}
