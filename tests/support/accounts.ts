import { and, desc, eq } from "drizzle-orm";
import { outboundEmails } from "../../server/db/schema/accounts";
import type { TestApp } from "./test-app";

/** The newest e-mail queued for an address, read from the outbox the delivery job sends from. */
export async function latestEmailTo(testApp: TestApp, to: string, template?: string) {
  const [row] = await testApp.services.db
    .select()
    .from(outboundEmails)
    .where(template ? and(eq(outboundEmails.toAddress, to), eq(outboundEmails.template, template)) : eq(outboundEmails.toAddress, to))
    .orderBy(desc(outboundEmails.id))
    .limit(1);
  return row;
}

/** The six-digit code in the newest code e-mail to an address. */
export async function latestCodeTo(testApp: TestApp, to: string, template = "sign-in-code"): Promise<string> {
  const email = await latestEmailTo(testApp, to, template);
  const code = email?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no ${template} e-mail with a code for ${to}`);
  return code;
}

/** Signs an address in through send-otp and verify-otp; returns the Bearer token. */
export async function signInWithCode(testApp: TestApp, email: string): Promise<{ token: string; userId: number }> {
  const sent = await testApp.app.inject({ method: "POST", url: "/api/v1/send-otp", payload: { email } });
  if (sent.statusCode !== 200) throw new Error(`send-otp ${sent.statusCode}: ${sent.body}`);
  const otp = await latestCodeTo(testApp, email);
  const verified = await testApp.app.inject({ method: "POST", url: "/api/v1/verify-otp", payload: { email, otp, device_name: "test" } });
  if (verified.statusCode !== 200) throw new Error(`verify-otp ${verified.statusCode}: ${verified.body}`);
  const body = verified.json() as { token: string; user: { id: number } };
  return { token: body.token, userId: body.user.id };
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
