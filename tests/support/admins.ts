import { eq } from "drizzle-orm";
import type { AdminRole } from "../../core/admin-roles";
import { sessions, users } from "../../server/db/schema/accounts";
import { hashToken } from "../../server/domain/accounts/secrets";
import { signInWithCode } from "./accounts";
import type { TestApp } from "./test-app";

/**
 * A new admin of `role`, signed in by e-mailed code, its session marked as having passed the
 * authenticator: for tests of what admins do. The second factor's own flow is tested on its own
 * (tests/api/admin-second-factor.test.ts), with real codes.
 */
export async function signInAsAdmin(testApp: TestApp, email: string, role: AdminRole = "owner"): Promise<{ token: string; userId: number }> {
  await testApp.services.db.insert(users).values({ email, role: "admin", adminRole: role });
  const session = await signInWithCode(testApp, email);
  await confirmSecondFactor(testApp, session.token);
  return session;
}

/** Marks a session as confirmed with the authenticator. */
export async function confirmSecondFactor(testApp: TestApp, token: string): Promise<void> {
  await testApp.services.db.update(sessions).set({ secondFactorAt: testApp.services.clock.now() }).where(eq(sessions.tokenHash, hashToken(token)));
}
