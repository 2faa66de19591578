import { and, asc, eq, isNotNull, max, sql } from "drizzle-orm";
import { normaliseEmail } from "../../../../core/account-rules";
import { ADMIN_ROLE_LABELS, type AdminRole } from "../../../../core/admin-roles";
import { ADMIN_TEAM_MESSAGES } from "../../../../core/admin-second-factor";
import type { Database, Transaction } from "../../../db/client";
import { sessions, users, type UserRow } from "../../../db/schema/accounts";
import { adminSecondFactors } from "../../../db/schema/admin";
import type { Clock } from "../../../kernel/clock";
import { AppError } from "../../../kernel/errors";
import type { AdminActor } from "../admin-actor";
import { auditState, recordAdminAction } from "../audit-log";
import { removeSecondFactor } from "../second-factor/second-factor-store";

export type TeamDeps = { db: Database; clock: Clock };

export type TeamMember = {
  id: number;
  email: string;
  name: string | null;
  role: AdminRole | null;
  /** Whether their authenticator app is set up. */
  enrolled: boolean;
  lastSignInAt: Date | null;
  disabled: boolean;
};

/** Every admin account, by e-mail: role, whether the authenticator is set up, and the last sign-in. */
export async function listAdmins({ db }: Pick<TeamDeps, "db">): Promise<TeamMember[]> {
  const lastSignIn = db
    .select({ userId: sessions.userId, at: max(sessions.createdAt).as("last_sign_in_at") })
    .from(sessions)
    .groupBy(sessions.userId)
    .as("last_sign_in");
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      role: users.adminRole,
      confirmedAt: adminSecondFactors.confirmedAt,
      lastSignInAt: lastSignIn.at,
      disabledAt: users.disabledAt,
    })
    .from(users)
    .leftJoin(adminSecondFactors, eq(adminSecondFactors.userId, users.id))
    .leftJoin(lastSignIn, eq(lastSignIn.userId, users.id))
    .where(eq(users.role, "admin"))
    .orderBy(asc(users.email));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: [row.firstname, row.lastname].filter(Boolean).join(" ") || null,
    role: row.role,
    enrolled: row.confirmedAt !== null,
    lastSignInAt: row.lastSignInAt ? new Date(row.lastSignInAt) : null,
    disabled: row.disabledAt !== null,
  }));
}

type Db = Database | Transaction;

/** What the audit log keeps of an account's admin access. */
function accessState(user: Pick<UserRow, "email" | "role" | "adminRole">) {
  return auditState({ email: user.email, account_role: user.role, admin_role: user.adminRole });
}

async function lockAdmin(tx: Db, userId: number): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(and(eq(users.id, userId), eq(users.role, "admin"))).for("update");
  if (!row) throw new AppError("NOT_FOUND", ADMIN_TEAM_MESSAGES.noAdmin);
  return row;
}

/**
 * Refuses what would leave the console without an owner, or an owner changing their own access.
 * The owners are locked while counted, so two owners demoting each other at once cannot both pass.
 */
async function guardOwnerChange(tx: Db, actor: AdminActor, target: UserRow, nextRole: AdminRole | null): Promise<void> {
  if (target.id === actor.userId) throw new AppError("CONFLICT", ADMIN_TEAM_MESSAGES.notYourself);
  if (target.adminRole !== "owner" || nextRole === "owner") return;
  const owners = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.adminRole, "owner"), sql`${users.disabledAt} is null`))
    .for("update");
  if (owners.filter((owner) => owner.id !== target.id).length === 0) throw new AppError("CONFLICT", ADMIN_TEAM_MESSAGES.lastOwner);
}

/** Makes an existing member account an admin with `role`. */
export async function addAdmin({ db, clock }: TeamDeps, actor: AdminActor, input: { email: string; role: AdminRole }): Promise<{ message: string; admin: TeamMember }> {
  const email = normaliseEmail(input.email);
  const user = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .for("update");
    if (!row) throw new AppError("NOT_FOUND", ADMIN_TEAM_MESSAGES.noAccount, { email: [ADMIN_TEAM_MESSAGES.noAccount] });
    if (row.role === "admin") throw new AppError("CONFLICT", ADMIN_TEAM_MESSAGES.alreadyAdmin(row.email), { email: [ADMIN_TEAM_MESSAGES.alreadyAdmin(row.email)] });
    if (row.role === "business") throw new AppError("CONFLICT", ADMIN_TEAM_MESSAGES.businessAccount, { email: [ADMIN_TEAM_MESSAGES.businessAccount] });
    if (row.disabledAt) throw new AppError("CONFLICT", ADMIN_TEAM_MESSAGES.disabledAccount, { email: [ADMIN_TEAM_MESSAGES.disabledAccount] });
    const [updated] = await tx.update(users).set({ role: "admin", adminRole: input.role, updatedAt: clock.now() }).where(eq(users.id, row.id)).returning();
    await recordAdminAction({ db: tx, clock }, actor, {
      action: "admins.manage",
      event: "admin.add",
      target: { type: "user", id: row.id },
      summary: `Made ${row.email} an admin (${ADMIN_ROLE_LABELS[input.role]})`,
      before: accessState(row),
      after: accessState(updated!),
    });
    return updated!;
  });
  const admin = (await listAdmins({ db })).find((member) => member.id === user.id)!;
  return { message: ADMIN_TEAM_MESSAGES.added(user.email, ADMIN_ROLE_LABELS[input.role].toLowerCase()), admin };
}

/** Gives an admin another console role. */
export async function changeAdminRole({ db, clock }: TeamDeps, actor: AdminActor, input: { userId: number; role: AdminRole }): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const target = await lockAdmin(tx, input.userId);
    const label = ADMIN_ROLE_LABELS[input.role].toLowerCase();
    if (target.adminRole === input.role) return { message: ADMIN_TEAM_MESSAGES.roleChanged(target.email, label) };
    await guardOwnerChange(tx, actor, target, input.role);
    const [updated] = await tx.update(users).set({ adminRole: input.role, updatedAt: clock.now() }).where(eq(users.id, target.id)).returning();
    await recordAdminAction({ db: tx, clock }, actor, {
      action: "admins.manage",
      event: "admin.role_change",
      target: { type: "user", id: target.id },
      summary: `Changed ${target.email}'s role to ${ADMIN_ROLE_LABELS[input.role]}`,
      before: accessState(target),
      after: accessState(updated!),
    });
    return { message: ADMIN_TEAM_MESSAGES.roleChanged(target.email, label) };
  });
}

/** Takes an admin's access away: the account is a member account again, without authenticator. */
export async function removeAdmin({ db, clock }: TeamDeps, actor: AdminActor, userId: number): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const target = await lockAdmin(tx, userId);
    await guardOwnerChange(tx, actor, target, null);
    const [updated] = await tx.update(users).set({ role: "traveler", adminRole: null, updatedAt: clock.now() }).where(eq(users.id, target.id)).returning();
    await removeSecondFactor(tx, target.id);
    await recordAdminAction({ db: tx, clock }, actor, {
      action: "admins.manage",
      event: "admin.remove",
      target: { type: "user", id: target.id },
      summary: `Removed ${target.email} from the admin team`,
      before: accessState(target),
      after: accessState(updated!),
    });
    return { message: ADMIN_TEAM_MESSAGES.removed(target.email) };
  });
}

/** A colleague lost their phone: their authenticator goes and every session of theirs must confirm again. */
export async function resetColleagueSecondFactor({ db, clock }: TeamDeps, actor: AdminActor, userId: number): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const target = await lockAdmin(tx, userId);
    const [factor] = await tx.select({ confirmedAt: adminSecondFactors.confirmedAt }).from(adminSecondFactors).where(and(eq(adminSecondFactors.userId, target.id), isNotNull(adminSecondFactors.confirmedAt)));
    await removeSecondFactor(tx, target.id, target.id === actor.userId ? actor.sessionId : undefined);
    await recordAdminAction({ db: tx, clock }, actor, {
      action: "admins.manage",
      event: "admin.second_factor_reset",
      target: { type: "user", id: target.id },
      summary: `Removed ${target.email}'s authenticator app`,
      before: { email: target.email, enrolled: Boolean(factor) },
      after: { email: target.email, enrolled: false },
    });
    return { message: ADMIN_TEAM_MESSAGES.secondFactorReset(target.email) };
  });
}
