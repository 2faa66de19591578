import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { pgliteLiveSource, postgresLiveSource, type LiveSource } from "../domain/live/live-hub";
import { createTestDatabase } from "../../tests/support/test-database";
import { emailJobsFor } from "../../tests/support/queued-jobs";
import { testDatabaseDriver } from "../../tests/support/test-driver";
import { createJobQueue, DEFAULT_RETRY_POLICY, executorFor, JOBS_CHANNEL, type JobQueue } from "./job-queue";

let database: DatabaseHandle & { url?: string };

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

describe("executorFor", () => {
  it("runs pg-boss's $n SQL through Drizzle, whatever the order and repeats of the placeholders", async () => {
    const { rows } = await executorFor(database.db).executeSql("select $2::int as b, $1::text as a, $2::int + 1 as c", [
      "x",
      5,
    ]);
    expect(rows).toEqual([{ b: 5, a: "x", c: 6 }]);
  });
});

describe("JobQueue.send", () => {
  it("queues a job with the retry policy, in the caller's transaction", async () => {
    const jobs = createJobQueue({ database, retry: { retryLimit: 4, retryDelaySeconds: 3 } });
    await database.db.transaction((tx) => jobs.send(tx, "deliver-email", { emailId: 900_001 }));
    expect(await emailJobsFor(database, 900_001)).toMatchObject([
      { state: "created", retryLimit: 4, retryDelay: 3, retryBackoff: true, data: { emailId: 900_001 } },
    ]);
  });

  it("stores a priority when one is given, and pg-boss's default (0) otherwise", async () => {
    const jobs = createJobQueue({ database });
    await database.db.transaction(async (tx) => {
      await jobs.send(tx, "deliver-email", { emailId: 900_011 }, { priority: 10 });
      await jobs.send(tx, "deliver-email", { emailId: 900_012 });
    });
    const { rows } = await database.executeSql(
      "select (data->>'emailId')::int as id, priority from pgboss.job where name = 'deliver-email' and (data->>'emailId')::int in (900011, 900012) order by 1",
    );
    expect(rows).toEqual([
      { id: 900_011, priority: 10 },
      { id: 900_012, priority: 0 },
    ]);
  });

  it("leaves no job when that transaction rolls back", async () => {
    const jobs = createJobQueue({ database });
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.send(tx, "deliver-email", { emailId: 900_002 });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await emailJobsFor(database, 900_002)).toEqual([]);
  });
});

describe("wakeOnSend", () => {
  /** A queue whose idle worker would look again only after 30 s; resolves with the ids it handles. */
  async function startSlowQueue(wakeOnSend: boolean) {
    const jobs = createJobQueue({ database, pollingIntervalSeconds: 30, wakeOnSend });
    const handled: number[] = [];
    await jobs.start();
    await jobs.work("deliver-email", async ({ emailId }) => {
      handled.push(emailId);
    });
    // Let the worker's first look (and any jobs other tests left) pass, so it is idle.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    return { jobs, handled };
  }
  const within = async (handled: number[], emailId: number, ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until && !handled.includes(emailId)) await new Promise((resolve) => setTimeout(resolve, 50));
    return handled.includes(emailId);
  };

  // Only the embedded database wakes workers (server.ts): on PostgreSQL the look could run before
  // the sending transaction commits, and jobs may come from other processes anyway.
  it.runIf(testDatabaseDriver() === "pglite")("hands a job sent by this process to its idle worker at once, after the sending transaction", async () => {
    const { jobs, handled } = await startSlowQueue(true);
    try {
      await database.db.transaction((tx) => jobs.send(tx, "deliver-email", { emailId: 900_101 }));
      expect(await within(handled, 900_101, 5000)).toBe(true);
    } finally {
      await jobs.stop();
    }
  });

  it("without it, an idle worker waits for its next look", async () => {
    const { jobs, handled } = await startSlowQueue(false);
    try {
      await database.db.transaction((tx) => jobs.send(tx, "deliver-email", { emailId: 900_102 }));
      expect(await within(handled, 900_102, 2500)).toBe(false);
    } finally {
      await jobs.stop();
    }
  });
});

/** Polls until `done()` or the time is up; says whether it happened. */
async function eventually(done: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until && !done()) await new Promise((resolve) => setTimeout(resolve, 50));
  return done();
}

/** Queues deliver-email jobs for `ids`, each in its own transaction, optionally with a priority. */
async function queueJobs(jobs: JobQueue, ids: number[], priority?: number) {
  for (const emailId of ids) {
    await database.db.transaction((tx) => jobs.send(tx, "deliver-email", { emailId }, priority ? { priority } : {}));
  }
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, index) => from + index);

describe("work with batches", () => {
  // Each test's worker first handles whatever earlier tests left queued; the tests look only at
  // their own ids.
  it("drains a backlog without waiting for the polling interval between batches", async () => {
    const jobs = createJobQueue({ database, pollingIntervalSeconds: 30 });
    const ids = range(910_001, 25);
    await queueJobs(jobs, ids);
    const handled: number[] = [];
    await jobs.start();
    try {
      await jobs.work(
        "deliver-email",
        async ({ emailId }) => {
          handled.push(emailId);
        },
        { batchSize: 5 },
      );
      // Five batches of five: with a 30-second pause between looks this would take two minutes.
      expect(await eventually(() => ids.every((id) => handled.includes(id)), 8000)).toBe(true);
    } finally {
      await jobs.stop();
    }
  });

  it("handles a batch's jobs side by side, and retries only the one that failed", async () => {
    const jobs = createJobQueue({ database, pollingIntervalSeconds: 30, retry: { retryLimit: 3, retryDelaySeconds: 30 } });
    const ids = range(920_001, 4);
    const failing = ids[2]!;
    await queueJobs(jobs, ids);
    let inFlight = 0;
    let mostInFlight = 0;
    const finished: number[] = [];
    await jobs.start();
    try {
      await jobs.work(
        "deliver-email",
        async ({ emailId }) => {
          if (!ids.includes(emailId)) return;
          inFlight += 1;
          mostInFlight = Math.max(mostInFlight, inFlight);
          await new Promise((resolve) => setTimeout(resolve, 200));
          inFlight -= 1;
          finished.push(emailId);
          if (emailId === failing) throw new Error("mail server said 451");
        },
        { batchSize: 4 },
      );
      expect(await eventually(() => finished.length === 4, 5000)).toBe(true);
      expect(mostInFlight).toBe(4);
      const stateOf = async (id: number) => (await emailJobsFor(database, id))[0]?.state;
      await vi.waitFor(
        async () => {
          expect(Object.fromEntries(await Promise.all(ids.map(async (id) => [id, await stateOf(id)])))).toEqual({
            [ids[0]!]: "completed",
            [ids[1]!]: "completed",
            // Waiting for its retry (30 s away), not given up, and not completed with the others.
            [failing]: "retry",
            [ids[3]!]: "completed",
          });
        },
        { timeout: 5000, interval: 100 },
      );
    } finally {
      await jobs.stop();
    }
  });

  it("takes the highest priority first, whatever was queued before it", async () => {
    const jobs = createJobQueue({ database, pollingIntervalSeconds: 30 });
    const ordinary = range(930_001, 12);
    const urgent = 930_100;
    await queueJobs(jobs, ordinary);
    await queueJobs(jobs, [urgent], 10);
    const handled: number[] = [];
    await jobs.start();
    try {
      await jobs.work(
        "deliver-email",
        async ({ emailId }) => {
          if (emailId === urgent || ordinary.includes(emailId)) handled.push(emailId);
        },
        { batchSize: 3 },
      );
      expect(await eventually(() => handled.length === 13, 8000)).toBe(true);
      // In the first batch of three, though it was queued last.
      expect(handled.indexOf(urgent)).toBeLessThan(3);
    } finally {
      await jobs.stop();
    }
  });
});

describe("wakeOnCommit", () => {
  /** A LISTEN on the jobs channel: a dedicated connection on PostgreSQL, the instance's own on PGlite. */
  function jobsChannel(): LiveSource {
    return testDatabaseDriver() === "postgres"
      ? postgresLiveSource({ url: database.url!, channel: JOBS_CHANNEL })
      : pgliteLiveSource(database.pglite!, JOBS_CHANNEL);
  }

  it("wakes another queue's idle worker (another process) once the sending transaction commits, and not for a rollback", async () => {
    // Two queues as two processes would have them: one only sends, the other only works, and
    // its worker would look again only after 30 s.
    const sender = createJobQueue({ database, wakeOnCommit: jobsChannel() });
    const worker = createJobQueue({ database, pollingIntervalSeconds: 30, wakeOnCommit: jobsChannel() });
    const handled: number[] = [];
    await sender.start();
    await worker.start();
    try {
      await worker.work("deliver-email", async ({ emailId }) => {
        handled.push(emailId);
      });
      // Let the first look (and jobs other tests left) pass, so the worker is idle.
      await new Promise((resolve) => setTimeout(resolve, 1500));

      await expect(
        database.db.transaction(async (tx) => {
          await sender.send(tx, "deliver-email", { emailId: 940_001 });
          throw new Error("the change failed");
        }),
      ).rejects.toThrow("the change failed");
      await database.db.transaction((tx) => sender.send(tx, "deliver-email", { emailId: 940_002 }));
      expect(await eventually(() => handled.includes(940_002), 5000)).toBe(true);
      expect(handled).not.toContain(940_001);
      expect(await emailJobsFor(database, 940_001)).toEqual([]);
    } finally {
      await worker.stop();
      await sender.stop();
    }
  });
});

describe("DEFAULT_RETRY_POLICY", () => {
  it("keeps retrying through an hour-long mail server outage, with growing delays", () => {
    // pg-boss waits between retry_delay * 2^n / 2 and twice that before retry n (1-based).
    const { retryLimit, retryDelaySeconds } = DEFAULT_RETRY_POLICY;
    const shortestWait = Array.from({ length: retryLimit }, (_, index) => (retryDelaySeconds * 2 ** (index + 1)) / 2);
    const total = shortestWait.reduce((sum, seconds) => sum + seconds, 0);
    expect(shortestWait[0]).toBeGreaterThanOrEqual(1);
    expect(total).toBeGreaterThan(60 * 60);
  });
});
