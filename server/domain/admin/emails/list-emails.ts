import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import { consoleSubject, EMAILS_PER_PAGE, emailStateOf, type EmailState } from "../../../../core/admin-emails";
import type { Database } from "../../../db/client";
import { outboundEmails } from "../../../db/schema/accounts";

export type AdminEmailSummary = {
  id: number;
  toAddress: string;
  subject: string;
  template: string;
  state: EmailState;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
};

export type AdminEmailPage = { items: AdminEmailSummary[]; page: number; perPage: number; total: number; lastPage: number };

export type ListEmailsOptions = {
  state?: EmailState;
  /** Exact template name, e.g. "sign-in-code". */
  template?: string;
  /** Part of the recipient's address, any letter case. */
  address?: string;
  page?: number;
  perPage?: number;
};

function stateCondition(state: EmailState): SQL | undefined {
  if (state === "sent") return isNotNull(outboundEmails.sentAt);
  if (state === "failed") return and(isNull(outboundEmails.sentAt), isNotNull(outboundEmails.lastError));
  return and(isNull(outboundEmails.sentAt), isNull(outboundEmails.lastError));
}

/** The outbox for the console, newest first, without the bodies. */
export async function listEmails({ db }: { db: Database }, { state, template, address, page = 1, perPage = EMAILS_PER_PAGE }: ListEmailsOptions): Promise<AdminEmailPage> {
  const conditions: (SQL | undefined)[] = [];
  if (state) conditions.push(stateCondition(state));
  if (template) conditions.push(eq(outboundEmails.template, template));
  const needle = address?.trim().toLowerCase();
  // strpos, not LIKE: the address is matched literally.
  if (needle) conditions.push(sql`strpos(lower(${outboundEmails.toAddress}), ${needle}) > 0`);
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: outboundEmails.id,
        toAddress: outboundEmails.toAddress,
        subject: outboundEmails.subject,
        template: outboundEmails.template,
        attempts: outboundEmails.attempts,
        lastError: outboundEmails.lastError,
        createdAt: outboundEmails.createdAt,
        sentAt: outboundEmails.sentAt,
      })
      .from(outboundEmails)
      .where(where)
      // Ids break ties: a fixed clock (tests) gives many e-mails the same created_at.
      .orderBy(desc(outboundEmails.createdAt), desc(outboundEmails.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(outboundEmails).where(where),
  ]);
  const total = totals?.total ?? 0;
  return {
    items: rows.map((row) => ({ ...row, subject: consoleSubject(row.template, row.subject), state: emailStateOf(row) })),
    page,
    perPage,
    total,
    lastPage: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** The templates the outbox holds, for the list's filter. */
export async function listEmailTemplates({ db }: { db: Database }): Promise<string[]> {
  const rows = await db.selectDistinct({ template: outboundEmails.template }).from(outboundEmails).orderBy(outboundEmails.template);
  return rows.map((row) => row.template);
}
