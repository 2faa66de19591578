import { and, eq, lt } from "drizzle-orm";
import type { SocialProvider } from "../../../config";
import type { Database } from "../../../db/client";
import { oauthStates } from "../../../db/schema/accounts";
import type { Clock } from "../../../kernel/clock";
import { hashToken, randomToken } from "../secrets";

/** Time to consent at the provider; a state older than this is refused. */
export const OAUTH_STATE_LIFETIME_MS = 10 * 60 * 1000;

type Deps = { db: Database; clock: Clock };

export type PendingSignIn = { state: string; codeVerifier: string; nonce: string };

/**
 * Stores a sign-in in flight. Only the state's hash is kept, so a leaked table cannot finish
 * anyone's sign-in; the PKCE verifier is useless without the provider's code.
 */
export async function saveOAuthState(
  { db, clock }: Deps,
  { provider, returnTo, usesPkce }: { provider: SocialProvider; returnTo: string; usesPkce: boolean },
): Promise<PendingSignIn> {
  const now = clock.now();
  const pending = { state: randomToken(), codeVerifier: usesPkce ? randomToken() : "", nonce: randomToken() };
  // Abandoned sign-ins leave rows behind; each new one sweeps the expired ones.
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, now));
  await db.insert(oauthStates).values({
    stateHash: hashToken(pending.state),
    provider,
    codeVerifier: pending.codeVerifier,
    nonce: pending.nonce,
    returnTo,
    createdAt: now,
    expiresAt: new Date(now.getTime() + OAUTH_STATE_LIFETIME_MS),
  });
  return pending;
}

export type ConsumedState =
  | { status: "valid"; codeVerifier: string; nonce: string; returnTo: string }
  | { status: "expired"; returnTo: string }
  | { status: "unknown" };

/** Uses a state up: one DELETE ... RETURNING, so two callbacks racing cannot both succeed. */
export async function consumeOAuthState({ db, clock }: Deps, provider: SocialProvider, state: string): Promise<ConsumedState> {
  const [row] = await db
    .delete(oauthStates)
    .where(and(eq(oauthStates.stateHash, hashToken(state)), eq(oauthStates.provider, provider)))
    .returning();
  if (!row) return { status: "unknown" };
  if (row.expiresAt.getTime() <= clock.now().getTime()) return { status: "expired", returnTo: row.returnTo };
  return { status: "valid", codeVerifier: row.codeVerifier, nonce: row.nonce, returnTo: row.returnTo };
}
