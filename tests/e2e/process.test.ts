import { spawn } from "node:child_process";
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
