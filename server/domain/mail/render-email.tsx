import type { EmailContext, EmailTemplate, RenderedEmail } from "./email-templates";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Plain first version; the React-rendered templates replace it. */
export function renderEmail(template: EmailTemplate, context: EmailContext): RenderedEmail {
  switch (template.name) {
    case "sign-in-code":
    case "password-reset-code": {
      const subject =
        template.name === "sign-in-code"
          ? `Your ${context.productName} code: ${template.code}`
          : `Reset your ${context.productName} password: ${template.code}`;
      const text = `Your code is ${template.code}. It expires in ${template.expiresInMinutes} minutes.`;
      return { subject, text, html: `<p>${escapeHtml(text)}</p>` };
    }
    case "welcome": {
      const text = `Welcome to ${context.productName}${template.firstname ? `, ${template.firstname}` : ""}.`;
      return { subject: `Welcome to ${context.productName}`, text, html: `<p>${escapeHtml(text)}</p>` };
    }
    case "account-deleted": {
      const text = `Your ${context.productName} account has been deleted.`;
      return { subject: text, text, html: `<p>${escapeHtml(text)}</p>` };
    }
    case "contact-message": {
      const text = `${template.sender.name} <${template.sender.email}> wrote:\n\n${template.message}`;
      return { subject: `Contact: ${template.subject}`, text, html: `<pre>${escapeHtml(text)}</pre>` };
    }
  }
}
