import { describe, expect, it } from "vitest";
import type { EmailContext, EmailTemplate } from "./email-templates";
import { renderEmail } from "./render-email";

const context: EmailContext = { productName: "Amora", siteUrl: "https://amora.example" };

/** Markup a person could type into a form field; it must reach the HTML part as text only. */
const HOSTILE = `<script>alert("x")</script><img src=x onerror="alert(1)">`;

function expectShell(html: string) {
  expect(html.startsWith('<!DOCTYPE html><html lang="en">')).toBe(true);
  expect(html).toContain('width="600"');
  expect(html).toContain("max-width:600px");
  expect(html).toContain("#8a1c4a");
  // The heart brand mark is text, not an image a mail client could block.
  expect(html).toContain("\u2665");
  expect(html).not.toMatch(/<img|<svg|<script|<link|<style/i);
}

function expectNoHostileMarkup(html: string) {
  expect(html).not.toContain("<script>");
  expect(html).not.toMatch(/<img/i);
  expect(html).toContain("&lt;script&gt;");
}

describe("code e-mails", () => {
  it.each([
    ["sign-in-code", "Your Amora sign-in code: 482913", "Your sign-in code", /sign in to Amora with this address/],
    ["password-reset-code", "Your Amora password reset code: 482913", "Reset your password", /reset the password/],
  ] as const)("%s puts the code in the subject, the text and large in the HTML", (name, subject, heading, reason) => {
    const email = renderEmail({ name, code: "482913", expiresInMinutes: 10 }, context);
    expect(email.subject).toBe(subject);
    expectShell(email.html);
    expect(email.html).toContain(heading);
    expect(email.html).toMatch(/font-size:36px[^>]*>482913</);
    expect(email.text).toContain("    482913\n");
    expect(email.text).toContain("10 minutes");
    expect(email.html).toContain("10 minutes");
    expect(email.text).toMatch(/If you did not ask to .*, ignore this e-mail/);
    expect(email.text).toMatch(reason);
    expect(email.html).toMatch(reason);
  });

  it("has no other six-digit number before the code, so people and tests find the right one", () => {
    const email = renderEmail({ name: "sign-in-code", code: "000417", expiresInMinutes: 10 }, context);
    for (const part of [email.subject, email.text, email.html]) expect(/\b(\d{6})\b/.exec(part)?.[1]).toBe("000417");
  });
});

describe("welcome", () => {
  it("explains how it works and the first-booking saving, greeting by first name", () => {
    const email = renderEmail({ name: "welcome", firstname: "Lena" }, context);
    expect(email.subject).toBe("Welcome to Amora");
    expectShell(email.html);
    expect(email.html).toContain("Welcome, Lena!");
    for (const step of ["Share your vision", "Receive tailored offers by e-mail", "Book"]) {
      expect(email.html).toContain(step);
      expect(email.text).toContain(step);
    }
    expect(email.text).toMatch(/1\. Share your vision.*\n2\. Receive tailored offers by e-mail.*\n3\. Book/);
    expect(email.text).toContain("up to 10% off your first booking");
    expect(email.html).toContain('href="https://amora.example/request-a-deal"');
    expect(email.text).toContain("https://amora.example/request-a-deal");
  });

  it("greets with the product name when the first name is unknown", () => {
    const email = renderEmail({ name: "welcome", firstname: null }, context);
    expect(email.html).toContain("Welcome to Amora!");
    expect(email.text.startsWith("Welcome to Amora!\n")).toBe(true);
  });

  it("escapes a first name that holds markup", () => {
    const email = renderEmail({ name: "welcome", firstname: HOSTILE }, context);
    expectNoHostileMarkup(email.html);
    expect(email.text).toContain(HOSTILE);
  });
});

describe("account-deleted", () => {
  it("confirms the deletion and says what to do if it was not them", () => {
    const email = renderEmail({ name: "account-deleted" }, context);
    expect(email.subject).toBe("Your Amora account has been deleted");
    expectShell(email.html);
    expect(email.text).toContain("your profile, your favourites and every sign-in are gone");
    expect(email.text).toContain("If you did not delete your account");
    expect(email.html).toContain('href="https://amora.example/contacts"');
  });
});

describe("password-lockout", () => {
  it("says how many wrong passwords, how long the pause lasts, and what to do either way", () => {
    const email = renderEmail({ name: "password-lockout", failedAttempts: 10, lockedMinutes: 15 }, context);
    expect(email.subject).toBe("Password sign-in to your Amora account is paused");
    expectShell(email.html);
    for (const part of [email.text, email.html]) {
      expect(part).toContain("10 times");
      expect(part).toContain("paused for 15 minutes");
      expect(part).toContain("sign in with a code");
      expect(part).toContain("If it was not you");
    }
    expect(email.html).toContain('href="https://amora.example/contacts"');
  });
});

describe("contact-message", () => {
  const template: Extract<EmailTemplate, { name: "contact-message" }> = {
    name: "contact-message",
    sender: { name: "Ana Lima", email: "ana@example.com", phone: "+351 912 345 678" },
    subject: "Honeymoon in Japan",
    message: "Could an advisor call us\nabout ryokan stays in October?",
  };

  it("gives the operator every field and a way to reply to the sender", () => {
    const email = renderEmail(template, context);
    expect(email.subject).toBe("Contact: Honeymoon in Japan (from Ana Lima)");
    expectShell(email.html);
    for (const part of ["Ana Lima", "ana@example.com", "+351 912 345 678", "Honeymoon in Japan"]) {
      expect(email.html).toContain(part);
      expect(email.text).toContain(part);
    }
    expect(email.text).toContain("Could an advisor call us\nabout ryokan stays in October?");
    expect(email.html).toContain("white-space:pre-wrap");
    expect(email.html).toContain('href="mailto:ana@example.com?subject=Re%3A%20Honeymoon%20in%20Japan"');
    expect(email.text).toContain("Reply to Ana Lima at ana@example.com.");
    expect(email.text).toContain("receives the messages sent from the Amora contact page");
  });

  it("says when no phone was given", () => {
    const email = renderEmail({ ...template, sender: { ...template.sender, phone: null } }, context);
    expect(email.text).toContain("Phone: not given");
  });

  it("escapes markup in every field and keeps the subject on one line", () => {
    const email = renderEmail(
      {
        name: "contact-message",
        sender: { name: HOSTILE, email: "a?bcc=victim@evil.example", phone: HOSTILE },
        subject: `Hello\r\nBcc: victim@evil.example ${HOSTILE}`,
        message: HOSTILE,
      },
      context,
    );
    expectNoHostileMarkup(email.html);
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.subject.startsWith("Contact: Hello Bcc: victim@evil.example")).toBe(true);
    // The sender's address cannot add recipients to the operator's reply.
    expect(email.html).toContain('href="mailto:a%3Fbcc=victim@evil.example?subject=');
    expect(email.text).toContain(HOSTILE);
  });
});

describe("every template", () => {
  const templates: EmailTemplate[] = [
    { name: "sign-in-code", code: "123456", expiresInMinutes: 10 },
    { name: "password-reset-code", code: "123456", expiresInMinutes: 10 },
    { name: "welcome", firstname: "Lena" },
    { name: "account-deleted" },
    { name: "password-lockout", failedAttempts: 10, lockedMinutes: 15 },
    {
      name: "contact-message",
      sender: { name: "Ana", email: "ana@example.com", phone: null },
      subject: "Hi",
      message: "Hello there, team.",
    },
  ];

  it.each(templates.map((template) => [template.name, template] as const))(
    "%s has a subject, an HTML part and a text part with the footer",
    (_name, template) => {
      const email = renderEmail(template, context);
      expect(email.subject.length).toBeGreaterThan(5);
      expect(email.html).toContain(`<title>${email.subject.replace(/&/g, "&amp;")}</title>`);
      expect(email.text).toMatch(
        /\n-- \nAmora: romantic getaways for couples\nYou received this e-mail because .+\nhttps:\/\/amora\.example\n$/,
      );
      expect(email.html).toContain(">amora.example</a>");
    },
  );

  it("escapes the product name and the site address too", () => {
    const email = renderEmail(
      { name: "account-deleted" },
      { productName: "A<b>mora", siteUrl: 'https://x.example/"><script>' },
    );
    expect(email.html).not.toContain("<b>");
    expect(email.html).not.toContain('"><script>');
  });
});
