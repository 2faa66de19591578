import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/client";
import { createTestDatabase } from "../../tests/support/test-database";
import { emailJobsFor } from "../../tests/support/queued-jobs";
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
