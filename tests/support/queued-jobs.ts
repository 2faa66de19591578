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

/** A webhook event the test payment provider queued for delivery, parsed, with its raw body. */
export type QueuedProviderEvent = {
  jobId: string;
  body: string;
  id: string;
  type: string;
  created: number;
  object: Record<string, unknown>;
};

/**
 * The test payment provider's queued webhook deliveries, oldest transaction first (the order within
 * one transaction is not kept), optionally only those whose
 * event object (`data.object.id`) or its `payment_intent` / `subscription` is `objectId`.
 */
export async function providerWebhookEvents(
  database: Pick<DatabaseHandle, "executeSql">,
  objectId?: string,
): Promise<QueuedProviderEvent[]> {
  const { rows } = await database.executeSql(
    `select id, data from pgboss.job where name = 'deliver-provider-webhook' order by created_on, id`,
  );
  const events = rows.map((row) => {
    const body = (row.data as JobData["deliver-provider-webhook"]).event;
    const event = JSON.parse(body) as { id: string; type: string; created: number; data: { object: Record<string, unknown> } };
    return { jobId: String(row.id), body, id: event.id, type: event.type, created: event.created, object: event.data.object };
  });
  if (objectId === undefined) return events;
  return events.filter(({ object }) => object.id === objectId || object.payment_intent === objectId || object.subscription === objectId);
}
