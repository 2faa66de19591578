import { and, eq, gt, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sessions, users, type UserRow } from "../../db/schema/accounts";
import type { Clock } from "../../kernel/clock";
import { hashToken, randomToken } from "./secrets";

/** A session lives 90 days from its last use. */
export const SESSION_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000;
/** last_used_at is written at most this often, so reading pages does not write on every request. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

type Deps = { db: Database; clock: Clock };

/** Starts a session; the token is returned once and only its hash is kept. */
export async function createSession({ db, clock }: Deps, userId: number, deviceName: string): Promise<string> {
  const token = randomToken();
  const now = clock.now();
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    deviceName: deviceName.slice(0, 100),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
  });
  return token;
}

export type AuthenticatedSession = {
  user: UserRow;
  sessionId: number;
  /** When an admin confirmed this session with the authenticator (null until then). */
  secondFactorAt: Date | null;
};

/** The user behind a token, or null for an unknown, expired or disabled one. */
export async function findSession({ db, clock }: Deps, token: string): Promise<AuthenticatedSession | null> {
  if (token.length < 20 || token.length > 200) return null;
  const now = clock.now();
  const [row] = await db
    .select({ user: users, sessionId: sessions.id, lastUsedAt: sessions.lastUsedAt, secondFactorAt: sessions.secondFactorAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row || row.user.disabledAt) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS) })
      .where(eq(sessions.id, row.sessionId));
  }
  return { user: row.user, sessionId: row.sessionId, secondFactorAt: row.secondFactorAt };
}

export async function endSession({ db }: Pick<Deps, "db">, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Every device signs out: password reset, account disabled or deleted. */
export async function endAllSessions({ db }: Pick<Deps, "db">, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** A new password: every device but the one that set it signs out. */
export async function endOtherSessions({ db }: Pick<Deps, "db">, userId: number, keptToken: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keptToken))));
}
