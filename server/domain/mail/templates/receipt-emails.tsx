import { CLAIM_MESSAGES } from "../../../../core/claim-rules";
import { formatDollars } from "../../../../core/money";
import type { EmailContext, EmailTemplate } from "../email-templates";
import { ButtonLink, EMAIL_COLORS, type EmailContent, Heading, paragraph, SANS, smallPrint } from "./email-layout";

type ReceiptTemplate = Extract<EmailTemplate, { name: "payment-receipt" }>;
type RefundTemplate = Extract<EmailTemplate, { name: "payment-refunded" }>;

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

/** "Coupon SPRING10: -$67.50", or only its name when what it took off is not known. */
export function couponLine(couponName: string, discountCents: number | null): string {
  return discountCents ? `Coupon ${couponName}: -${formatDollars(discountCents)}` : `Coupon ${couponName} applied`;
}

function Facts({ rows, emphasised }: { rows: Array<[string, string]>; emphasised: string }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} border={0} style={{ margin: "0 0 20px" }}>
      <tbody>
        {rows.map(([name, content]) => (
          <tr key={name}>
            <td valign="top" style={label}>
              {name}
            </td>
            <td valign="top" style={name === emphasised ? { ...value, fontWeight: 700, color: EMAIL_COLORS.brand } : value}>
              {content}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The receipt of a card payment (issue 19, "Every card payment ... gets a receipt"): what was paid
 * for in words, the coupon, the amount, the day, the provider's payment reference, and the
 * printable receipt in the dashboard when the payer has an account there.
 */
export function paymentReceiptEmail(template: ReceiptTemplate, context: EmailContext): EmailContent {
  const { productName } = context;
  const paid = `${formatDollars(template.amountCents)} (${template.currency})`;
  const rows: Array<[string, string]> = [
    ["Receipt number", template.receiptNumber],
    ["For", template.item],
    ...(template.couponName ? [["Coupon", couponLine(template.couponName, template.discountCents)] as [string, string]] : []),
    ["Amount paid", paid],
    ["Date paid", template.paidOn],
    ["Paid by", "Card"],
    ["Payment reference", template.paymentReference],
  ];
  const lead = `Thank you for your payment to ${productName}. This is your receipt for ${template.item}.`;
  const keep = template.receiptUrl
    ? "Your dashboard keeps this receipt, laid out to print or save as a PDF."
    : "Keep this e-mail for your records: it is your receipt.";
  return {
    subject: `Your ${productName} receipt ${template.receiptNumber}`,
    preheader: `${template.item}: ${paid} paid on ${template.paidOn}.`,
    reason: `You received this e-mail because a card payment to ${productName} was made with this address.`,
    text: [
      `Receipt ${template.receiptNumber}`,
      "",
      lead,
      "",
      ...rows.map(([name, content]) => `${name}: ${content}`),
      "",
      keep,
      ...(template.receiptUrl ? [`View or print your receipt: ${template.receiptUrl}`] : []),
    ].join("\n"),
    body: (
      <>
        <Heading>Receipt {template.receiptNumber}</Heading>
        <p style={paragraph}>{lead}</p>
        <Facts rows={rows} emphasised="Amount paid" />
        <p style={paragraph}>{keep}</p>
        {template.receiptUrl ? <ButtonLink href={template.receiptUrl}>View or print your receipt</ButtonLink> : null}
        <p style={smallPrint}>The payment reference is the card payment&apos;s number at our payment provider; quote it with any question.</p>
      </>
    ),
  };
}

/** A card payment given back in full, stated (decision 039): how much, for what, and why when there is a reason to give. */
export function paymentRefundedEmail(template: RefundTemplate, context: EmailContext): EmailContent {
  const { productName } = context;
  const statement = CLAIM_MESSAGES.refunded(template.amountCents);
  const lines = [
    ...(template.explanation ? [template.explanation] : []),
    `${statement} It may take 5 to 10 business days to show on your statement.`,
  ];
  const rows: Array<[string, string]> = [
    ["Receipt number", template.receiptNumber],
    ["For", template.item],
    ["Amount refunded", `${formatDollars(template.amountCents)} (${template.currency})`],
    ["Date paid", template.paidOn],
    ["Payment reference", template.paymentReference],
  ];
  return {
    subject: `Your ${productName} payment of ${formatDollars(template.amountCents)} has been refunded`,
    preheader: statement,
    reason: `You received this e-mail because a card payment to ${productName} was made with this address.`,
    text: [
      "Your payment has been refunded",
      "",
      ...lines,
      "",
      ...rows.map(([name, content]) => `${name}: ${content}`),
      ...(template.receiptUrl ? ["", `Your receipt, marked refunded: ${template.receiptUrl}`] : []),
    ].join("\n"),
    body: (
      <>
        <Heading>Your payment has been refunded</Heading>
        {lines.map((line) => (
          <p key={line} style={paragraph}>
            {line}
          </p>
        ))}
        <Facts rows={rows} emphasised="Amount refunded" />
        {template.receiptUrl ? <ButtonLink href={template.receiptUrl}>View your receipt</ButtonLink> : null}
      </>
    ),
  };
}
