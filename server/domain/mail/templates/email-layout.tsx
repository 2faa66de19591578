import type { CSSProperties, ReactNode } from "react";
import type { EmailContext } from "../email-templates";

/**
 * The product's look in e-mail: the site's palette (app/styles/global.css) as literal colours,
 * because mail clients ignore style sheets and custom properties. Tables and inline styles only,
 * 600 px wide, so Outlook, Gmail and Apple Mail draw the same thing.
 */
export const EMAIL_COLORS = {
  brand: "#8a1c4a",
  brandDark: "#5c0f30",
  rose200: "#f3c6d6",
  rose100: "#fbe9ef",
  rose50: "#fdf3f6",
  gold: "#b7862c",
  ink: "#2b2230",
  muted: "#5e5463",
  line: "#eaded9",
  surface: "#ffffff",
  canvasDeep: "#f6ece7",
} as const;

export const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
export const SERIF = '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, serif';
const MONOSPACE = '"SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace';

/** What one template contributes; render-email.tsx wraps it in the layout and renders it. */
export type EmailContent = {
  subject: string;
  /** The line inboxes show after the subject; never shown in the message itself. */
  preheader: string;
  body: ReactNode;
  /** The plain-text part, without the footer (render-email adds it). */
  text: string;
  /** Why this address got the message, for the footer of both parts. */
  reason: string;
};

export const paragraph: CSSProperties = {
  margin: "0 0 16px",
  fontFamily: SANS,
  fontSize: "16px",
  lineHeight: "26px",
  color: EMAIL_COLORS.ink,
};

export const smallPrint: CSSProperties = {
  ...paragraph,
  fontSize: "14px",
  lineHeight: "22px",
  color: EMAIL_COLORS.muted,
};

export function Heading({ children }: { children: ReactNode }) {
  return (
    <h1
      style={{
        margin: "0 0 16px",
        fontFamily: SERIF,
        fontSize: "28px",
        lineHeight: "36px",
        fontWeight: 600,
        color: EMAIL_COLORS.ink,
      }}
    >
      {children}
    </h1>
  );
}

/** A one-time code, large and spaced so it can be read and typed without copying. */
export function CodeBox({ code }: { code: string }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} border={0} style={{ margin: "8px 0 24px" }}>
      <tbody>
        <tr>
          <td
            style={{
              backgroundColor: EMAIL_COLORS.rose50,
              // The letter spacing also follows the last digit: less padding on the right centres the code.
              padding: "18px 18px 18px 28px",
              border: `1px solid ${EMAIL_COLORS.rose200}`,
              borderRadius: "14px",
              fontFamily: MONOSPACE,
              fontSize: "36px",
              lineHeight: "44px",
              fontWeight: 700,
              letterSpacing: "10px",
              color: EMAIL_COLORS.brand,
            }}
          >
            {code}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** A link drawn as the site's primary button (a table cell, so Outlook keeps the colour). */
export function ButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} border={0} style={{ margin: "8px 0 24px" }}>
      <tbody>
        <tr>
          <td
            style={{
              backgroundColor: EMAIL_COLORS.brand,
              borderRadius: "999px",
            }}
          >
            <a
              href={href}
              target="_blank"
              rel="noopener"
              style={{
                display: "inline-block",
                padding: "14px 30px",
                fontFamily: SANS,
                fontSize: "16px",
                lineHeight: "20px",
                fontWeight: 600,
                color: "#ffffff",
                textDecoration: "none",
                borderRadius: "999px",
              }}
            >
              {children}
            </a>
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** The brand mark as text: a heart on the brand colour (no image for clients to block). */
function BrandMark({ productName }: { productName: string }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} border={0}>
      <tbody>
        <tr>
          <td
            width={40}
            height={40}
            align="center"
            valign="middle"
            aria-hidden="true"
            style={{
              backgroundColor: EMAIL_COLORS.brand,
              width: "40px",
              height: "40px",
              borderRadius: "12px",
              fontFamily: "Georgia, serif",
              fontSize: "22px",
              lineHeight: "40px",
              color: EMAIL_COLORS.rose100,
            }}
          >
            {"\u2665"}
          </td>
          <td
            style={{
              paddingLeft: "12px",
              fontFamily: SERIF,
              fontSize: "24px",
              lineHeight: "40px",
              fontWeight: 600,
              color: EMAIL_COLORS.ink,
            }}
          >
            {productName}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

export type EmailLayoutProps = {
  context: EmailContext;
  subject: string;
  preheader: string;
  reason: string;
  children: ReactNode;
};

/** The whole document: header with the brand, a white card with the message, the footer. */
export function EmailLayout({ context, subject, preheader, reason, children }: EmailLayoutProps) {
  const { productName, siteUrl } = context;
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <title>{subject}</title>
      </head>
      <body style={{ margin: 0, padding: 0, backgroundColor: EMAIL_COLORS.canvasDeep }}>
        <div
          style={{ display: "none", maxHeight: 0, overflow: "hidden", opacity: 0, fontSize: "1px", lineHeight: "1px" }}
        >
          {preheader}
        </div>
        <table
          role="presentation"
          width="100%"
          cellPadding={0}
          cellSpacing={0}
          border={0}
          bgcolor={EMAIL_COLORS.canvasDeep}
          style={{ width: "100%", backgroundColor: EMAIL_COLORS.canvasDeep }}
        >
          <tbody>
            <tr>
              <td align="center" style={{ padding: "24px 12px 32px" }}>
                <table
                  role="presentation"
                  width={600}
                  cellPadding={0}
                  cellSpacing={0}
                  border={0}
                  style={{ width: "100%", maxWidth: "600px" }}
                >
                  <tbody>
                    <tr>
                      <td style={{ padding: "4px 4px 20px" }}>
                        <a href={siteUrl} target="_blank" rel="noopener" style={{ textDecoration: "none" }}>
                          <BrandMark productName={productName} />
                        </a>
                      </td>
                    </tr>
                    <tr>
                      <td
                        style={{
                          padding: "36px 32px 20px",
                          backgroundColor: EMAIL_COLORS.surface,
                          border: `1px solid ${EMAIL_COLORS.line}`,
                          borderTop: `4px solid ${EMAIL_COLORS.brand}`,
                          borderRadius: "22px",
                        }}
                      >
                        {children}
                      </td>
                    </tr>
                    <tr>
                      <td
                        align="center"
                        style={{
                          padding: "24px 16px 0",
                          fontFamily: SANS,
                          fontSize: "13px",
                          lineHeight: "20px",
                          color: EMAIL_COLORS.muted,
                        }}
                      >
                        <p style={{ margin: "0 0 8px", fontFamily: SERIF, fontSize: "15px", color: EMAIL_COLORS.ink }}>
                          <span style={{ color: EMAIL_COLORS.brand }}>{"\u2665"}</span> {productName}: romantic getaways
                          for couples
                        </p>
                        <p style={{ margin: "0 0 8px" }}>{reason}</p>
                        <p style={{ margin: 0 }}>
                          <a href={siteUrl} target="_blank" rel="noopener" style={{ color: EMAIL_COLORS.brand }}>
                            {displayAddress(siteUrl)}
                          </a>
                        </p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

/** https://amora.travel/ -> amora.travel, for a footer link people can read. */
export function displayAddress(siteUrl: string): string {
  return siteUrl.replace(/^https?:\/\//, "").replace(/\/$/, "");
}

/** The plain-text footer, matching the HTML one. */
export function textFooter(context: EmailContext, reason: string): string {
  return `-- \n${context.productName}: romantic getaways for couples\n${reason}\n${context.siteUrl}`;
}
