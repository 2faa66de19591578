import type { EmailContext, EmailTemplate } from "../email-templates";
import {
  ButtonLink,
  EMAIL_COLORS,
  type EmailContent,
  Heading,
  paragraph,
  SANS,
  SERIF,
  smallPrint,
} from "./email-layout";

type WelcomeTemplate = Extract<EmailTemplate, { name: "welcome" }>;

/** docs/product.md §1 "How it works", in its order. */
const STEPS = [
  { title: "Share your vision", detail: "Tell us the occasion, the dates and the kind of place you dream of." },
  {
    title: "Receive tailored offers by e-mail",
    detail: "Hotels and travel advisors answer with offers made for the two of you.",
  },
  { title: "Book", detail: "Pick the offer you love and book it." },
] as const;

function Steps() {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} border={0} style={{ margin: "0 0 24px" }}>
      <tbody>
        {STEPS.map((step, index) => (
          <tr key={step.title}>
            <td width={44} valign="top" style={{ padding: "0 0 16px", width: "44px" }}>
              <div
                style={{
                  width: "32px",
                  height: "32px",
                  borderRadius: "999px",
                  backgroundColor: EMAIL_COLORS.rose100,
                  color: EMAIL_COLORS.brand,
                  fontFamily: SERIF,
                  fontSize: "17px",
                  fontWeight: 700,
                  lineHeight: "32px",
                  textAlign: "center",
                }}
              >
                {index + 1}
              </div>
            </td>
            <td valign="top" style={{ padding: "4px 0 16px", fontFamily: SANS, color: EMAIL_COLORS.ink }}>
              <strong style={{ display: "block", fontSize: "16px", lineHeight: "24px" }}>{step.title}</strong>
              <span style={{ fontSize: "15px", lineHeight: "22px", color: EMAIL_COLORS.muted }}>{step.detail}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** After joining: how the marketplace works and the first-booking saving. */
export function welcomeEmail(template: WelcomeTemplate, context: EmailContext): EmailContent {
  const { productName, siteUrl } = context;
  const greeting = template.firstname ? `Welcome, ${template.firstname}` : `Welcome to ${productName}`;
  const lead = `We are glad you joined ${productName}, the marketplace for romantic getaways, honeymoons and celebrations for two.`;
  const saving = "Save up to 10% off your first booking.";
  const requestUrl = `${siteUrl}/request-a-deal`;
  const contactUrl = `${siteUrl}/contacts`;
  return {
    subject: `Welcome to ${productName}`,
    preheader: `How it works: share your vision, receive tailored offers by e-mail, book. ${saving}`,
    reason: `You received this e-mail because this address was used to join ${productName}.`,
    text: [
      `${greeting}!`,
      "",
      lead,
      "",
      "How it works",
      ...STEPS.map((step, index) => `${index + 1}. ${step.title}: ${step.detail}`),
      "",
      saving,
      "",
      `Request a deal: ${requestUrl}`,
      "",
      `Questions? Write to us: ${contactUrl}`,
    ].join("\n"),
    body: (
      <>
        <Heading>{greeting}!</Heading>
        <p style={paragraph}>{lead}</p>
        <h2
          style={{
            margin: "24px 0 16px",
            fontFamily: SERIF,
            fontSize: "20px",
            lineHeight: "28px",
            fontWeight: 600,
            color: EMAIL_COLORS.ink,
          }}
        >
          How it works
        </h2>
        <Steps />
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
                  padding: "16px 20px",
                  borderRadius: "14px",
                  borderLeft: `4px solid ${EMAIL_COLORS.gold}`,
                  fontFamily: SANS,
                  fontSize: "16px",
                  lineHeight: "24px",
                  color: EMAIL_COLORS.ink,
                }}
              >
                <strong>{saving}</strong>
              </td>
            </tr>
          </tbody>
        </table>
        <ButtonLink href={requestUrl}>Request a deal</ButtonLink>
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
