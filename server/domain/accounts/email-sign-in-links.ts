import { and, eq, isNull } from "drizzle-orm";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { oneTimeCodes } from "../../db/schema/accounts";
import type { Clock } from "../../kernel/clock";
import { EMAIL_LINK_DESTINATION } from "../../../core/email-link";
import { findUserById } from "./find-user";
import { hashCode, randomToken } from "./secrets";
import { createSession } from "./sessions";

/**
 * How long the link of a new-offer or new-message e-mail signs its reader in (decision 048): long
 * enough to open the e-mail the next day, short enough that an old e-mail in a shared mailbox opens
 * nothing. After it, the link lands on the sign-in and then on the offer.
 */
export const EMAIL_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;

type Deps = { db: Database; clock: Clock; config: Pick<Config, "appSecret"> };

function secretOf(config: Pick<Config, "appSecret">): string {
  if (!config.appSecret) throw new Error("APP_SECRET is not resolved; start the server through startServer");
  return config.appSecret;
}

// The member's address and the destination are part of what is signed: a link edited to name
// another member or another page is no link at all.
const scopeOf = (email: string, to: string) => `email_link:${email.toLowerCase()}:${to}`;

/**
 * The address of a link that signs `userId` in once and lands on `to` (an offer), stored as an
 * HMAC in the caller's transaction: the e-mail and the link exist together or not at all.
 */
export async function createEmailSignInLink(
  { db, clock, config }: Deps,
  { userId, email, to, siteUrl }: { userId: number; email: string; to: string; siteUrl: string },
): Promise<string> {
  if (!EMAIL_LINK_DESTINATION.test(to)) throw new Error(`an e-mail sign-in link cannot land on ${to}`);
  const token = randomToken();
  const now = clock.now();
  await db.insert(oneTimeCodes).values({
    email: email.toLowerCase(),
    purpose: "email_link",
    codeHash: hashCode(secretOf(config), scopeOf(email, to), token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_LINK_LIFETIME_MS),
  });
  const url = new URL("/api/v1/login/email-link", siteUrl);
  url.searchParams.set("user", String(userId));
  url.searchParams.set("to", to);
  url.searchParams.set("token", token);
  return url.toString();
}

export type EmailLinkOutcome = { session: string } | "blocked" | "unusable";

/**
 * Uses the link up: a new web session for its member, "blocked" for an account an admin blocked,
 * "unusable" for a link that was used, expired, edited or never made. Several e-mails' links work
 * side by side (each is its own row), unlike the apps' one loginurl at a time.
 */
export async function redeemEmailSignInLink({ db, clock, config }: Deps, { userId, to, token }: { userId: number; to: string; token: string }): Promise<EmailLinkOutcome> {
  const user = await findUserById(db, userId);
  if (!user || !EMAIL_LINK_DESTINATION.test(to)) return "unusable";
  const email = user.email.toLowerCase();
  const now = clock.now();
  const used = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: oneTimeCodes.id, expiresAt: oneTimeCodes.expiresAt })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.email, email),
          eq(oneTimeCodes.purpose, "email_link"),
          eq(oneTimeCodes.codeHash, hashCode(secretOf(config), scopeOf(email, to), token)),
          isNull(oneTimeCodes.consumedAt),
        ),
      )
      .limit(1)
      .for("update");
    if (!row || row.expiresAt.getTime() <= now.getTime()) return false;
    await tx.update(oneTimeCodes).set({ consumedAt: now }).where(eq(oneTimeCodes.id, row.id));
    return true;
  });
  if (!used) return "unusable";
  if (user.disabledAt) return "blocked";
  return { session: await createSession({ db, clock }, user.id, "web") };
}
