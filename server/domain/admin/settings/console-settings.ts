import { eq } from "drizzle-orm";
import { POST_APPROVAL_LABELS, POST_APPROVAL_MODES, POST_APPROVAL_SETTING, type PostApprovalMode } from "../../../../core/admin-moderation";
import type { Database, Transaction } from "../../../db/client";
import { consoleSettings } from "../../../db/schema/admin";
import type { Clock } from "../../../kernel/clock";
import { AppError } from "../../../kernel/errors";
import type { AdminActor } from "../admin-actor";
import { recordAdminAction } from "../audit-log";
import { MODERATION_MESSAGES } from "../../../../core/admin-moderation";

export type PostApprovalSetting = { mode: PostApprovalMode; updatedByEmail: string | null; updatedAt: Date | null };

/** Whether new marketplace posts wait for approval; "immediate" until an admin chose otherwise. */
export async function postApprovalSetting(db: Database | Transaction): Promise<PostApprovalSetting> {
  const [row] = await db.select().from(consoleSettings).where(eq(consoleSettings.key, POST_APPROVAL_SETTING));
  const mode = POST_APPROVAL_MODES.find((candidate) => candidate === row?.value) ?? "immediate";
  return { mode, updatedByEmail: row?.updatedByEmail ?? null, updatedAt: row?.updatedAt ?? null };
}

/** Sets it (posts.moderate), audited; posts already paid keep their state. */
export async function setPostApprovalMode(deps: { db: Database; clock: Clock }, admin: AdminActor, value: unknown): Promise<PostApprovalSetting> {
  const mode = POST_APPROVAL_MODES.find((candidate) => candidate === value);
  if (!mode) throw new AppError("VALIDATION_FAILED", MODERATION_MESSAGES.modeInvalid, { mode: [MODERATION_MESSAGES.modeInvalid] });
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await postApprovalSetting(tx);
    await tx
      .insert(consoleSettings)
      .values({ key: POST_APPROVAL_SETTING, value: mode, updatedByEmail: admin.email, updatedAt: now })
      .onConflictDoUpdate({ target: consoleSettings.key, set: { value: mode, updatedByEmail: admin.email, updatedAt: now } });
    await recordAdminAction({ db: tx, clock: deps.clock }, admin, {
      action: "posts.moderate",
      event: "console_setting.update",
      target: { type: "console_setting", id: POST_APPROVAL_SETTING },
      summary: `Marketplace posts: ${POST_APPROVAL_LABELS[mode]}`,
      before: { mode: before.mode },
      after: { mode },
    });
  });
  return { mode, updatedByEmail: admin.email, updatedAt: now };
}
