import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { outboundEmails, type OutboundEmailRow } from "../../db/schema/accounts";

/** One e-mail of the outbox with its HTML and text, or undefined. */
export async function findOutboundEmail({
  db,
  id,
}: {
  db: Database;
  id: number;
}): Promise<OutboundEmailRow | undefined> {
  const [row] = await db.select().from(outboundEmails).where(eq(outboundEmails.id, id)).limit(1);
  return row;
}
