import { and, eq, sql } from "drizzle-orm";
import { ACCOUNT_MESSAGES } from "../../../../core/account-rules";
import { users, userIdentities, type UserRow } from "../../../db/schema/accounts";
import type { SocialProfile } from "../../../adapters/oauth/provider-client";
import { queueEmail } from "../../mail/queue-email";
import { inTransaction, type AccountDeps } from "../account-deps";
import { toApiUser } from "../api-user";
import { findUserByEmail, findUserById } from "../find-user";
import { createSession, endAllSessions } from "../sessions";
import type { SignedIn } from "../sign-in-with-code";
import { PROVIDER_LABELS, SocialSignInError } from "./social-sign-in-error";

/**
 * Signs in the member behind a provider account: the one already linked to it; else the member
 * with the same e-mail, when the provider has verified that address (the account is linked);
 * else a new member. The whole decision is one transaction.
 */
export async function signInSocialMember(deps: AccountDeps, profile: SocialProfile, deviceName: string): Promise<SignedIn> {
  const label = PROVIDER_LABELS[profile.provider];
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    // Two first sign-ins of one person at once must not create two members.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`social:${profile.provider}:${profile.subject}`}, 0))`);

    const [identity] = await tx
      .select({ userId: userIdentities.userId })
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, profile.provider), eq(userIdentities.providerUserId, profile.subject)))
      .limit(1);
    let user: UserRow | undefined = identity ? await findUserById(tx, identity.userId) : undefined;
    let isNewUser = false;

    if (!user) {
      if (!profile.email || !profile.isEmailVerified) {
        throw new SocialSignInError("no_verified_email", "VALIDATION_FAILED", `Your ${label} account has no verified e-mail address.`);
      }
      const existing = await findUserByEmail(tx, profile.email);
      if (existing && !existing.disabledAt) {
        user = await linkExistingMember(deps, tx, existing, profile);
      } else if (existing) {
        user = existing;
      } else {
        const [created] = await tx
          .insert(users)
          .values({ email: profile.email, firstname: profile.firstname, lastname: profile.lastname, emailVerifiedAt: now, createdAt: now, updatedAt: now })
          .onConflictDoNothing()
          .returning();
        // Lost a race with another sign-in for the same address: link to the member it made.
        user = created ?? (await linkExistingMember(deps, tx, (await findUserByEmail(tx, profile.email))!, profile));
        if (created) {
          isNewUser = true;
          await queueEmail({ ...inTransaction(deps, tx), to: created.email, template: { name: "welcome", firstname: created.firstname } });
        }
      }
      if (!user.disabledAt) {
        await tx.insert(userIdentities).values({ userId: user.id, provider: profile.provider, providerUserId: profile.subject, createdAt: now });
      }
    }

    if (user.disabledAt) throw new SocialSignInError("account_disabled", "FORBIDDEN", ACCOUNT_MESSAGES.accountBlocked);
    const token = await createSession({ db: tx, clock: deps.clock }, user.id, deviceName);
    return { token, user: toApiUser(user), isNewUser };
  });
}

/**
 * The provider has verified the address, so the person signing in owns it. A member whose
 * address was never verified may have been registered by someone else with that address
 * (account pre-hijacking): their password and sessions end, the owner can set a new password.
 */
async function linkExistingMember(
  deps: AccountDeps,
  tx: AccountDeps["db"],
  existing: UserRow,
  profile: SocialProfile,
): Promise<UserRow> {
  const now = deps.clock.now();
  const isUnprovenPassword = existing.emailVerifiedAt === null && existing.passwordHash !== null;
  if (isUnprovenPassword) await endAllSessions({ db: tx }, existing.id);
  const [updated] = await tx
    .update(users)
    .set({
      emailVerifiedAt: existing.emailVerifiedAt ?? now,
      ...(isUnprovenPassword ? { passwordHash: null } : {}),
      // Names the member never gave are filled from the provider; given ones are kept.
      firstname: existing.firstname ?? profile.firstname,
      lastname: existing.lastname ?? profile.lastname,
      updatedAt: now,
    })
    .where(eq(users.id, existing.id))
    .returning();
  return updated ?? existing;
}
