import { sql, type SQL } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { Database, DatabaseHandle } from "../db/client";
import { selectRows } from "../db/select-rows";
import type { LiveSource } from "../domain/live/live-hub";
import type { ProviderWebhookJob } from "../adapters/payments/test-provider-webhooks";

/** Every queue the product uses; created when the database is migrated. */
export const JOB_QUEUES = ["complete-stays", "deliver-email", "deliver-provider-webhook", "end-marketplace-ads", "expire-plans", "plan-reminders", "release-expired-holds", "renew-plans", "send-push"] as const;

/**
 * pg-boss's own queue through which its scheduler sends scheduled jobs (its `__pgboss__send-it`),
 * created with the others so that starting a worker never creates a table.
 */
const SCHEDULER_QUEUE = "__pgboss__send-it";
export type JobName = (typeof JOB_QUEUES)[number];

/** What else becomes true once an e-mail is sent, recorded in the same transaction as its sent_at. */
export type EmailSentEffects = {
  /** The /contacts message this e-mail forwards to the operator: its notified_at is set. */
  contactMessageId?: number;
};

export type JobData = {
  /** Hourly: paid stays whose check-out day has come (hotel's time) become completed. */
  "complete-stays": Record<string, never>;
  "deliver-email": { emailId: number; onSent?: EmailSentEffects };
  /** The built-in test payment provider's webhook: one Stripe-shaped event, signed when sent. */
  "deliver-provider-webhook": ProviderWebhookJob;
  /** Hourly: marketplace deals whose paid ad duration has ended are taken down. */
  "end-marketplace-ads": Record<string, never>;
  /** Daily: business plans whose term has ended return their listing to the limited state (decision 038). */
  "expire-plans": Record<string, never>;
  /** Daily: e-mails business plans 30 and 7 days before their term ends, each once per term. */
  "plan-reminders": Record<string, never>;
  "renew-plans": Record<string, never>;
  "release-expired-holds": Record<string, never>;
  /** A notification pushed to the member's browsers: fanned out, then one job per subscription. */
  "send-push": { notificationId: number; subscriptionId?: number };
};

/** Retries with exponential backoff (pg-boss retries twice with no delay by default). */
export type RetryPolicy = { retryLimit: number; retryDelaySeconds: number };

/**
 * 2, 4, 8 ... seconds: an SMTP server down for a minute is waited out on the sixth try, one down for
 * hours on the last (about 2.3 hours after the first).
 */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { retryLimit: 12, retryDelaySeconds: 2 };

type SqlExecutor = { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * pg-boss inserts a job with its own SQL; this runs that SQL through a Drizzle transaction so the
 * job commits or rolls back with the change that caused it. `$n` placeholders become Drizzle
 * parameters (each occurrence its own, so order and repeats do not matter).
 */
export function executorFor(db: Database): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = text
        .split(/\$(\d+)/)
        .map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1] ?? null}`));
      return { rows: await selectRows<unknown>(db, sql.join(chunks, sql.raw(""))) };
    },
  };
}

/**
 * The PostgreSQL channel on which a committed job wakes the workers of its queue, in every process
 * (payload: the queue's name). PostgreSQL delivers a NOTIFY only when its transaction commits.
 */
export const JOBS_CHANNEL = "amora_jobs";

export type SendOptions = {
  /** Higher first; 0 by default. Workers take the highest priority first, then the oldest. */
  priority?: number;
};

export type WorkOptions = {
  /**
   * Jobs taken at once and handled side by side (1 by default). Each job succeeds or fails on its
   * own; the next look comes when all of them are done.
   */
  batchSize?: number;
};

export type JobQueue = {
  /** Queues a job in the transaction (or database) `db`: it exists only if that commits. */
  send<Name extends JobName>(db: Database, name: Name, data: JobData[Name], options?: SendOptions): Promise<void>;
  /**
   * Starts handling a queue in this process. After a look that found work the worker looks again
   * at once, so a backlog drains without waiting for the polling interval.
   */
  work<Name extends JobName>(name: Name, handler: (data: JobData[Name]) => Promise<void>, options?: WorkOptions): Promise<void>;
  /**
   * Queues `name` on a cron schedule (UTC), kept in the database: however many processes run, each
   * time comes once. Calling it again replaces the schedule. Needs `start()` first.
   */
  schedule<Name extends JobName>(name: Name, cron: string, data: JobData[Name]): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export type CreateJobQueueOptions = {
  database: Pick<DatabaseHandle, "executeSql">;
  retry?: RetryPolicy;
  /** How often an idle worker looks for jobs. */
  pollingIntervalSeconds?: number;
  /**
   * Wake this process's worker of a queue as soon as this process sends it a job, so the polling
   * interval can be long. For the embedded database: one process sends every job, and its one
   * connection runs the wake-up's look after the sending transaction, never before its commit.
   */
  wakeOnSend?: boolean;
  /**
   * A LISTEN on JOBS_CHANNEL: `send` then NOTIFYs it in the sending transaction, and each
   * notification wakes this process's worker of that queue. Every process that queues and works
   * jobs on one PostgreSQL database should have it: a job committed by one wakes the others' idle
   * workers at once, after the commit and never for a rollback.
   */
  wakeOnCommit?: LiveSource;
  onError?: (error: Error) => void;
};

function createBoss(database: Pick<DatabaseHandle, "executeSql">, extra: Partial<PgBoss.ConstructorOptions> = {}) {
  return new PgBoss({
    // The product's own connection(s): PGlite has exactly one, and it must be shared.
    db: database,
    schedule: false,
    ...extra,
  });
}

/** Creates pg-boss's schema and the product's queues if missing. Safe on every start. */
export async function installJobQueues(database: Pick<DatabaseHandle, "executeSql">): Promise<void> {
  const boss = createBoss(database, { supervise: false });
  await boss.start();
  try {
    const existing = new Set((await boss.getQueues()).map((queue) => queue.name));
    for (const name of [...JOB_QUEUES, SCHEDULER_QUEUE]) if (!existing.has(name)) await boss.createQueue(name);
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

export function createJobQueue({
  database,
  retry = DEFAULT_RETRY_POLICY,
  pollingIntervalSeconds = 1,
  wakeOnSend = false,
  wakeOnCommit,
  onError,
}: CreateJobQueueOptions): JobQueue {
  // The scheduler (schedule: true) turns due cron schedules into jobs; installJobQueues needs none.
  const boss = createBoss(database, { schedule: true });
  boss.on("error", (error) => onError?.(error));
  let isStarted = false;
  const workerIds = new Map<JobName, string>();
  const wake = (name: string) => {
    const workerId = workerIds.get(name as JobName);
    if (workerId) boss.notifyWorker(workerId);
  };
  return {
    async send(db, name, data, options = {}) {
      await boss.send(name, data, {
        db: executorFor(db),
        retryLimit: retry.retryLimit,
        retryDelay: retry.retryDelaySeconds,
        retryBackoff: true,
        ...(options.priority ? { priority: options.priority } : {}),
      });
      if (wakeOnCommit) await db.execute(sql`select pg_notify(${JOBS_CHANNEL}, ${name})`);
      // After the current microtasks: the sending transaction goes on first.
      if (wakeOnSend && workerIds.has(name)) setImmediate(() => wake(name));
    },
    async work(name, handler, { batchSize = 1 } = {}) {
      // Known once work() returns (a batch done before then just waits for the next look).
      const worker: { id?: string } = {};
      worker.id = await boss.work<JobData[typeof name]>(name, { pollingIntervalSeconds, batchSize }, async (jobs) => {
        const outcomes = await Promise.allSettled(jobs.map((job) => handler(job.data)));
        // One failure retries that job alone; pg-boss then completes the batch's other jobs (its
        // completion skips jobs no longer active).
        for (const [index, outcome] of outcomes.entries()) {
          if (outcome.status !== "rejected") continue;
          // Kept as pg-boss keeps a thrown error (serialized), for the job's output.
          const reason: unknown = outcome.reason;
          await boss.fail(name, jobs[index]!.id, reason instanceof Error ? reason : { value: String(reason) });
        }
        // Look again as soon as this batch is done: there may be more waiting (a backlog), and
        // the highest priority among them goes next.
        if (jobs.length > 0 && worker.id) boss.notifyWorker(worker.id);
      });
      workerIds.set(name, worker.id);
    },
    async schedule(name, cron, data) {
      await boss.schedule(name, cron, data, {
        tz: "UTC",
        retryLimit: retry.retryLimit,
        retryDelay: retry.retryDelaySeconds,
        retryBackoff: true,
      });
    },
    async start() {
      await boss.start();
      isStarted = true;
      // Once listening (again), every worker looks: jobs committed while it was not are found.
      await wakeOnCommit?.start(wake, (listening) => {
        if (listening) for (const name of workerIds.keys()) wake(name);
      });
    },
    async stop() {
      if (!isStarted) return;
      isStarted = false;
      await wakeOnCommit?.stop();
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
