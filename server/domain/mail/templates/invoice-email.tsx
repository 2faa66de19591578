import { formatDollars } from "../../../../core/money";
import type { EmailContext, EmailTemplate } from "../email-templates";
import { ButtonLink, EMAIL_COLORS, type EmailContent, Heading, paragraph, SANS, smallPrint } from "./email-layout";
import { couponLine } from "./receipt-emails";

type InvoiceTemplate = Extract<EmailTemplate, { name: "invoice" }>;

const BY_QUOTE_LINE = "By quote: our team will send your quote";

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
 * "Send Invoice" (business signup, docs/product.md §2): what is owed (or that a quote follows, for the
 * by-quote hotel tiers), how to pay, and the invoice number to quote. The account is marked paid
 * when the payment arrives.
 */
export function invoiceEmail(template: InvoiceTemplate, context: EmailContext): EmailContent {
  const { productName, siteUrl } = context;
  const isByQuote = template.amountCents === "by-quote";
  const owed = template.amountCents === "by-quote" ? BY_QUOTE_LINE : `${formatDollars(template.amountCents)} (USD)`;
  const contactUrl = `${siteUrl}/contacts`;
  const lead = isByQuote
    ? `Thank you for choosing ${productName}. ${template.description} is priced by quote: our team will send your quote by e-mail, and the invoice follows it.`
    : `Thank you for choosing ${productName}. Here is your invoice for ${template.description}.`;
  const payUrl = template.payUrl ?? null;
  const cardWay = payUrl ? "pay by card on the invoice's secure page" : "pay by card from the secure payment link in the invoice";
  const howToPay = isByQuote
    ? `When you accept the quote, ${cardWay}, or by bank transfer quoting invoice number ${template.number}.`
    : `${cardWay.charAt(0).toUpperCase()}${cardWay.slice(1)}, or by bank transfer quoting invoice number ${template.number}.`;
  const settled = "Your account is marked paid as soon as the payment arrives; you do not need to tell us.";
  const { coupon } = template;
  const priceRows: Array<[string, string]> =
    coupon && template.amountCents !== "by-quote"
      ? [
          ["Price", `${formatDollars(template.amountCents + coupon.discountCents)} (USD)`],
          ["Coupon", couponLine(coupon.name, coupon.discountCents)],
        ]
      : [];
  const fields: Array<[string, string]> = [
    ["Invoice number", template.number],
    ["For", template.description],
    ...priceRows,
    ["Amount due", owed],
  ];
  const payLabel = isByQuote ? "View your invoice" : "View and pay your invoice";
  return {
    subject: `Your ${productName} invoice ${template.number}`,
    preheader: isByQuote ? `${template.description}: our team will send your quote.` : `${template.description}: ${owed} due.`,
    reason: `You received this e-mail because this address asked ${productName} to send an invoice.`,
    text: [
      `Your invoice ${template.number}`,
      "",
      lead,
      "",
      ...fields.map(([name, content]) => `${name}: ${content}`),
      "",
      "How to pay",
      howToPay,
      ...(payUrl ? [`${payLabel}: ${payUrl}`] : []),
      settled,
      "",
      `Questions about this invoice? Write to us from the contact page: ${contactUrl}`,
    ].join("\n"),
    body: (
      <>
        <Heading>Your invoice {template.number}</Heading>
        <p style={paragraph}>{lead}</p>
        <table role="presentation" cellPadding={0} cellSpacing={0} border={0} style={{ margin: "0 0 20px" }}>
          <tbody>
            {fields.map(([name, content]) => (
              <tr key={name}>
                <td valign="top" style={label}>
                  {name}
                </td>
                <td valign="top" style={name === "Amount due" ? { ...value, fontWeight: 700, color: EMAIL_COLORS.brand } : value}>
                  {content}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <h2 style={{ margin: "8px 0 8px", fontFamily: SANS, fontSize: "17px", lineHeight: "24px", fontWeight: 700, color: EMAIL_COLORS.ink }}>
          How to pay
        </h2>
        <p style={paragraph}>{howToPay}</p>
        {payUrl ? <ButtonLink href={payUrl}>{payLabel}</ButtonLink> : null}
        <p style={paragraph}>{settled}</p>
        <p style={smallPrint}>
          Questions about this invoice? Write to us from the{" "}
          <a href={contactUrl} target="_blank" rel="noopener" style={{ color: EMAIL_COLORS.brand }}>
            contact page
          </a>
          .
        </p>
      </>
    ),
  };
}
