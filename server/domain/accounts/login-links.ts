import { oneTimeCodes } from "../../db/schema/accounts";
import { secretOf, type AccountDeps } from "./account-deps";
import { findUserByEmail } from "./find-user";
import { consumeCode } from "./one-time-codes";
import { hashCode, randomToken } from "./secrets";
import { createSession } from "./sessions";

const LINK_LIFETIME_MS = 5 * 60 * 1000;

/**
 * The `loginurl` of POST /login and /register: opens the website signed in as the same member,
 * once, within five minutes. The session token itself never travels in a URL.
 */
export async function createLoginLink(deps: AccountDeps, email: string, siteUrl: string): Promise<string> {
  const token = randomToken();
  const now = deps.clock.now();
  await deps.db.insert(oneTimeCodes).values({
    email,
    purpose: "login_link",
    codeHash: hashCode(secretOf(deps), `login_link:${email}`, token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS),
  });
  const url = new URL("/api/v1/login/link", siteUrl);
  url.searchParams.set("email", email);
  url.searchParams.set("token", token);
  return url.toString();
}

/** A new web session for a valid link; "blocked" for an account an admin blocked; else null. */
export async function redeemLoginLink(deps: AccountDeps, email: string, token: string): Promise<string | "blocked" | null> {
  const check = await deps.db.transaction((tx) =>
    consumeCode({ db: tx, clock: deps.clock, secret: secretOf(deps) }, email, "login_link", token),
  );
  if (check !== "valid") return null;
  const user = await findUserByEmail(deps.db, email);
  if (!user) return null;
  if (user.disabledAt) return "blocked";
  return createSession(deps, user.id, "web");
}
