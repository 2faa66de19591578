import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users, type UserRow } from "../../db/schema/accounts";

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findUserById(db: Database, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** "Jane Ann Doe" -> firstname "Jane Ann", lastname "Doe"; one word is a first name. */
export function splitName(name: string): { firstname: string | null; lastname: string | null } {
  const words = name.trim().split(/\s+/).filter((word) => word !== "");
  if (words.length === 0) return { firstname: null, lastname: null };
  if (words.length === 1) return { firstname: words[0]!, lastname: null };
  return { firstname: words.slice(0, -1).join(" "), lastname: words[words.length - 1]! };
}
