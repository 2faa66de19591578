import type { EmailContext, EmailTemplate } from "../email-templates";
import { EMAIL_COLORS, type EmailContent, Heading, paragraph, SANS } from "./email-layout";

type ContactTemplate = Extract<EmailTemplate, { name: "contact-message" }>;

/** A header line must stay one line: a newline in a subject would start a new header. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/** RFC 6068: characters that would end the address or add recipients are percent-encoded. */
function mailtoAddress(email: string): string {
  return email.replace(/[%?#&,/]/g, (character) => encodeURIComponent(character));
}

const label = {
  padding: "6px 16px 6px 0",
  fontFamily: SANS,
  fontSize: "14px",
  lineHeight: "22px",
  color: EMAIL_COLORS.muted,
  whiteSpace: "nowrap",
} as const;
const value = {
  padding: "6px 0",
  fontFamily: SANS,
  fontSize: "15px",
  lineHeight: "22px",
  color: EMAIL_COLORS.ink,
  wordBreak: "break-word",
} as const;

/**
 * A message from /contacts, to the operator. The sender's address is shown (and linked) rather
 * than set as Reply-To: outbound_emails keeps no extra headers, and the sender is the one
 * person the operator must reply to, not the product's sender address.
 */
export function contactMessageEmail(template: ContactTemplate, context: EmailContext): EmailContent {
  const { sender } = template;
  const fields: Array<[string, string]> = [
    ["From", sender.name],
    ["E-mail", sender.email],
    ["Phone", sender.phone ?? "not given"],
    ["Subject", template.subject],
  ];
  const replyHref = `mailto:${mailtoAddress(sender.email)}?subject=${encodeURIComponent(`Re: ${oneLine(template.subject)}`)}`;
  return {
    subject: `Contact: ${oneLine(template.subject)} (from ${oneLine(sender.name)})`,
    preheader: oneLine(template.message).slice(0, 120),
    reason: `You received this e-mail because this address receives the messages sent from the ${context.productName} contact page.`,
    text: [
      `New message from the contact page`,
      "",
      ...fields.map(([name, content]) => `${name}: ${content}`),
      "",
      template.message,
      "",
      `Reply to ${sender.name} at ${sender.email}.`,
    ].join("\n"),
    body: (
      <>
        <Heading>New message from the contact page</Heading>
        <table role="presentation" cellPadding={0} cellSpacing={0} border={0} style={{ margin: "0 0 20px" }}>
          <tbody>
            {fields.map(([name, content]) => (
              <tr key={name}>
                <td valign="top" style={label}>
                  {name}
                </td>
                <td valign="top" style={value}>
                  {name === "E-mail" ? (
                    <a href={`mailto:${mailtoAddress(sender.email)}`} style={{ color: EMAIL_COLORS.brand }}>
                      {content}
                    </a>
                  ) : (
                    content
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          border={0}
          style={{ margin: "0 0 24px" }}
        >
          <tbody>
            <tr>
              <td
                style={{
                  backgroundColor: EMAIL_COLORS.rose50,
                  padding: "18px 20px",
                  borderRadius: "14px",
                  borderLeft: `4px solid ${EMAIL_COLORS.brand}`,
                  fontFamily: SANS,
                  fontSize: "15px",
                  lineHeight: "24px",
                  color: EMAIL_COLORS.ink,
                  whiteSpace: "pre-wrap",
                  wordBreak: "break-word",
                }}
              >
                {template.message}
              </td>
            </tr>
          </tbody>
        </table>
        <p style={paragraph}>
          <a href={replyHref} style={{ color: EMAIL_COLORS.brand, fontWeight: 600 }}>
            Reply to {sender.name}
          </a>
        </p>
      </>
    ),
  };
}
