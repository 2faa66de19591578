import type { DatabaseHandle } from "../../server/db/client";
import type { JobData } from "../../server/jobs/job-queue";

export type QueuedEmailJob = {
  id: string;
  state: string;
  retryCount: number;
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  data: JobData["deliver-email"];
};

/** The delivery jobs pg-boss holds for one outbound e-mail, read from its own table. */
export async function emailJobsFor(
  database: Pick<DatabaseHandle, "executeSql">,
  emailId: number,
): Promise<QueuedEmailJob[]> {
  const { rows } = await database.executeSql(
    `select id, state, retry_count, retry_limit, retry_delay, retry_backoff, data
       from pgboss.job where name = 'deliver-email' and (data->>'emailId')::int = $1 order by created_on`,
    [emailId],
  );
  return rows.map((row) => ({
    id: String(row.id),
    state: String(row.state),
    retryCount: Number(row.retry_count),
    retryLimit: Number(row.retry_limit),
    retryDelay: Number(row.retry_delay),
    retryBackoff: row.retry_backoff === true,
    data: row.data as JobData["deliver-email"],
  }));
}
