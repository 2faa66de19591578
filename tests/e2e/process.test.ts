import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { builtServerEntry, projectRoot, serverEnvironment, startBuiltServer, watchProcess } from "./support/built-server";

describe("graceful shutdown", () => {
  it("exits 0 promptly on SIGTERM", async () => {
    const server = await startBuiltServer();
    const started = Date.now();
    const result = await server.stop("SIGTERM", 15_000);
    const elapsed = Date.now() - started;
    expect(result, server.output()).toEqual({ code: 0, signal: null });
    expect(elapsed).toBeLessThan(5_000);
  });
});

describe("a start on a seeded folder", () => {
  it("answers pages, the API and search from the moment health answers", { timeout: 240_000 }, async () => {
    const dataDirectory = await mkdtemp(path.join(os.tmpdir(), "amora-e2e-restart-"));
    try {
      const first = await startBuiltServer({ dataDirectory });
      expect(await first.stop(), first.output()).toEqual({ code: 0, signal: null });
      // The start that matters: the page build, the search index and the workers load after the
      // port opens. Requests sent the moment health answers wait for what they need.
      const server = await startBuiltServer({ dataDirectory });
      try {
        const [page, hotels, search] = await Promise.all([
          fetch(`${server.url}/villa-rosa-amalfi`),
          fetch(`${server.url}/api/v1/hotels?page=1`),
          fetch(`${server.url}/api/v1/posts/websearch?query=amalfi`),
        ]);
        expect(page.status, server.output()).toBe(200);
        expect(page.headers.get("content-type")).toContain("text/html");
        expect(await page.text()).toContain("Villa Rosa");
        expect(hotels.status).toBe(200);
        expect(((await hotels.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
        expect(search.status).toBe(200);
        expect(JSON.stringify(await search.json())).toContain("villa-rosa-amalfi");
      } finally {
        expect(await server.stop(), server.output()).toEqual({ code: 0, signal: null });
      }
    } finally {
      await rm(dataDirectory, { recursive: true, force: true });
    }
  });
});

describe("bad configuration", () => {
  it.each([
    ["PORT", "abc"],
    ["DATABASE_URL", "mysql://x"],
    ["NODE_ENV", "staging"],
  ])("%s=%s stops the process with exit code 1, naming the variable", async (name, value) => {
    const child = spawn(process.execPath, [builtServerEntry()], {
      cwd: projectRoot,
      stdio: ["ignore", "pipe", "pipe"],
      env: serverEnvironment({ PORT: "0", HOST: "127.0.0.1", DATA_DIR: "/nonexistent/never-created", [name]: value }),
    });
    const { output, exited } = watchProcess(child);
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    const result = await exited;
    clearTimeout(timer);
    expect(result.code, output()).toBe(1);
    expect(output()).toContain(name);
  });
});
