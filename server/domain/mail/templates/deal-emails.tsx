import type { DealEmailTemplate, EmailContext } from "../email-templates";
import { ButtonLink, type EmailContent, Heading, paragraph, smallPrint } from "./email-layout";

type Template<Name extends DealEmailTemplate["name"]> = Extract<DealEmailTemplate, { name: Name }>;

/** A business learns that a couple's request reached it (decision 021). */
function dealRequestMatchedEmail(template: Template<"deal-request-matched">, { productName }: EmailContext): EmailContent {
  const lead = `A couple is planning a ${template.occasion.toLowerCase()} (${template.destinations}, ${template.when}) and ${productName} matched them with ${template.businessName}.`;
  const facts = [`Travellers: ${template.travellers}`, `Budget: ${template.budget}`, `Why you: ${template.reason}`];
  return {
    subject: `New ${template.occasion.toLowerCase()} request for ${template.businessName}`,
    preheader: lead,
    reason: `You received this e-mail because ${template.businessName} receives couples' requests on ${productName}.`,
    text: ["A new deal request", "", lead, "", ...facts, "", `Answer with an offer: ${template.dashboardUrl}`].join("\n"),
    body: (
      <>
        <Heading>A new deal request</Heading>
        <p style={paragraph}>{lead}</p>
        <p style={paragraph}>
          {facts.map((fact) => (
            <span key={fact}>
              {fact}
              <br />
            </span>
          ))}
        </p>
        <ButtonLink href={template.dashboardUrl}>Answer with an offer</ButtonLink>
        <p style={smallPrint}>Couples compare the offers they receive; the sooner you answer, the better.</p>
      </>
    ),
  };
}

/** A couple learns that a business answered their request. */
function newOfferEmail(template: Template<"new-offer">, { productName }: EmailContext): EmailContent {
  const lead = `${template.businessName} sent you an offer: ${template.offerTitle}, ${template.price}. It is open until ${template.expiresOn}.`;
  return {
    subject: `New offer from ${template.businessName}`,
    preheader: lead,
    reason: `You received this e-mail because you requested a deal on ${productName}.`,
    text: [`Hi ${template.firstName},`, "", lead, template.isLate ? "It arrived after the answer window of your request (a late response)." : "", "", `See the offer: ${template.offerUrl}`]
      .filter((line, index, lines) => line !== "" || lines[index - 1] !== "")
      .join("\n"),
    body: (
      <>
        <Heading>{`Hi ${template.firstName}, you have a new offer`}</Heading>
        <p style={paragraph}>{lead}</p>
        {template.isLate ? <p style={paragraph}>It arrived after the answer window of your request (a late response).</p> : null}
        <ButtonLink href={template.offerUrl}>See the offer</ButtonLink>
        <p style={smallPrint}>Compare it with your other offers, ask questions and book from your offers inbox.</p>
      </>
    ),
  };
}

/** The other side of a deal's thread learns about a new message. */
function newMessageEmail(template: Template<"new-message">, { productName }: EmailContext): EmailContent {
  const lead = `${template.senderName} wrote about "${template.offerTitle}":`;
  return {
    subject: `New message from ${template.senderName}`,
    preheader: `${lead} ${template.excerpt}`,
    reason:
      template.recipient === "couple"
        ? `You received this e-mail because you requested a deal on ${productName}.`
        : `You received this e-mail because your business answers couples' requests on ${productName}.`,
    text: [lead, "", template.excerpt, "", `Reply: ${template.threadUrl}`].join("\n"),
    body: (
      <>
        <Heading>New message</Heading>
        <p style={paragraph}>{lead}</p>
        <p style={{ ...paragraph, fontStyle: "italic" }}>{template.excerpt}</p>
        <ButtonLink href={template.threadUrl}>Reply</ButtonLink>
      </>
    ),
  };
}

/** A business learns that the couple booked or declined its offer. */
function offerAnsweredEmail(template: Template<"offer-answered">, { productName }: EmailContext): EmailContent {
  const booked = template.answer === "booked";
  const lead = booked
    ? `${template.coupleName} booked your offer "${template.offerTitle}". Their contact details are now on the request in your dashboard.`
    : `${template.coupleName} declined your offer "${template.offerTitle}". Other couples' requests are waiting in your dashboard.`;
  return {
    subject: booked ? `${template.coupleName} booked your offer` : `${template.coupleName} declined your offer`,
    preheader: lead,
    reason: `You received this e-mail because your business answers couples' requests on ${productName}.`,
    text: [booked ? "Your offer was booked" : "Your offer was declined", "", lead, "", `Open the request: ${template.leadUrl}`].join("\n"),
    body: (
      <>
        <Heading>{booked ? "Your offer was booked" : "Your offer was declined"}</Heading>
        <p style={paragraph}>{lead}</p>
        <ButtonLink href={template.leadUrl}>Open the request</ButtonLink>
      </>
    ),
  };
}

export function dealEmail(template: DealEmailTemplate, context: EmailContext): EmailContent {
  switch (template.name) {
    case "deal-request-matched":
      return dealRequestMatchedEmail(template, context);
    case "new-offer":
      return newOfferEmail(template, context);
    case "new-message":
      return newMessageEmail(template, context);
    case "offer-answered":
      return offerAnsweredEmail(template, context);
  }
}
