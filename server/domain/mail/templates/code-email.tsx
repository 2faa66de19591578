import type { EmailContext, EmailTemplate } from "../email-templates";
import { CodeBox, type EmailContent, Heading, paragraph, smallPrint } from "./email-layout";

type CodeTemplate = Extract<EmailTemplate, { name: "sign-in-code" | "password-reset-code" }>;

/** What differs between the two code e-mails; the code, its expiry and the warning are shared. */
function wordingFor(template: CodeTemplate, productName: string) {
  return template.name === "sign-in-code"
    ? {
        subject: `Your ${productName} sign-in code: ${template.code}`,
        heading: "Your sign-in code",
        lead: `Enter this code to sign in to ${productName}:`,
        ignore: "If you did not ask to sign in, ignore this e-mail: nobody can sign in without the code.",
        reason: `You received this e-mail because someone asked to sign in to ${productName} with this address.`,
      }
    : {
        subject: `Your ${productName} password reset code: ${template.code}`,
        heading: "Reset your password",
        lead: `Enter this code to choose a new ${productName} password:`,
        ignore: "If you did not ask to reset your password, ignore this e-mail: your password stays as it is.",
        reason: `You received this e-mail because someone asked to reset the password of the ${productName} account with this address.`,
      };
}

/** sign-in-code and password-reset-code: the code large, its lifetime, and what to do if unexpected. */
export function codeEmail(template: CodeTemplate, context: EmailContext): EmailContent {
  const wording = wordingFor(template, context.productName);
  const expiry = `The code expires in ${template.expiresInMinutes} minutes and works once.`;
  return {
    subject: wording.subject,
    preheader: `${template.code} ${expiry}`,
    reason: wording.reason,
    text: [wording.heading, "", wording.lead, "", `    ${template.code}`, "", expiry, "", wording.ignore].join("\n"),
    body: (
      <>
        <Heading>{wording.heading}</Heading>
        <p style={paragraph}>{wording.lead}</p>
        <CodeBox code={template.code} />
        <p style={paragraph}>{expiry}</p>
        <p style={{ ...smallPrint, margin: "0 0 16px" }}>{wording.ignore}</p>
      </>
    ),
  };
}
