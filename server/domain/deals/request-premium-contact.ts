import { eq } from "drizzle-orm";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { users } from "../../db/schema/accounts";
import type { JobQueue } from "../../jobs/job-queue";
import type { Clock } from "../../kernel/clock";
import { AppError } from "../../kernel/errors";
import { storeContactMessage } from "../content/submit-contact-message";
import { isVipMember } from "./create-deal-request";
import { PREMIUM_MESSAGES } from "../../../core/deal-rules";

const NOTE_LIMIT = 2000;
const DEFAULT_NOTE = "Please ask my dedicated travel advisor to contact me.";

/**
 * POST /user/premium-notification (docs/product.md §7; decision 021): a VIP Access member calls on
 * the premium perks (dedicated travel advisor, concierge). The request is kept with the contact
 * messages and e-mailed to the operator in one transaction; Free Pass members are offered VIP.
 */
export async function requestPremiumContact(
  { db, clock, jobs, config, origin }: { db: Database; clock: Clock; jobs: JobQueue; config: Pick<Config, "productName" | "publicUrl" | "operatorEmail">; origin?: string },
  { userId, note }: { userId: number; note: string | undefined },
): Promise<void> {
  const text = (note ?? "").trim() || DEFAULT_NOTE;
  if (text.length > NOTE_LIMIT) throw new AppError("VALIDATION_FAILED", PREMIUM_MESSAGES.tooLong, { message: [PREMIUM_MESSAGES.tooLong] });
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new AppError("UNAUTHENTICATED", "Please sign in again.");
  if (!isVipMember(user, clock.now())) throw new AppError("FORBIDDEN", PREMIUM_MESSAGES.vipOnly);
  const name = [user.firstname, user.lastname].filter(Boolean).join(" ") || user.email;
  await db.transaction((tx) => storeContactMessage({ db: tx, clock, jobs, config, origin }, { name, email: user.email, phone: null, subject: "VIP Access: premium request", message: text }));
}
