import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { createTestDatabase } from "../../tests/support/test-database";
import { emailJobsFor } from "../../tests/support/queued-jobs";
import { testDatabaseDriver } from "../../tests/support/test-driver";
import { createJobQueue, DEFAULT_RETRY_POLICY, executorFor } from "./job-queue";

let database: DatabaseHandle;

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
