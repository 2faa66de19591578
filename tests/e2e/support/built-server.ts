import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

/** The production server entry written by `npm run build`, in BUILD_DIR like the build itself. */
export function builtServerEntry(): string {
  const entry = path.resolve(projectRoot, process.env.BUILD_DIR || "build", "main.js");
  if (!existsSync(entry)) {
    throw new Error(
      `No production build at ${entry}. Run "npm run build" first (npm test builds before this suite).`,
    );
  }
  return entry;
}

/**
 * Settings that would point the server somewhere other than a fresh embedded database on
 * loopback. They are removed from the inherited environment, so a developer's shell (say, with
 * DATABASE_URL exported) cannot make the suite write into a real database.
 */
const INHERITED_SETTINGS_TO_DROP = [
  "NODE_ENV",
  "PORT",
  "HOST",
  "PUBLIC_URL",
  "DATA_DIR",
  "UPLOADS_DIR",
  "DATABASE_URL",
  "LOG_LEVEL",
  "SEED_DEMO",
  "TEST_DB_DRIVER",
  "TEST_DATABASE_URL",
];

export function serverEnvironment(overrides: Record<string, string>): NodeJS.ProcessEnv {
  const environment: NodeJS.ProcessEnv = { ...process.env };
  for (const name of INHERITED_SETTINGS_TO_DROP) delete environment[name];
  // Vitest marks its workers; the server must not believe it runs inside a test.
  for (const name of Object.keys(environment)) if (name.startsWith("VITEST")) delete environment[name];
  return { ...environment, BUILD_DIR: process.env.BUILD_DIR || "build", ...overrides };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export type ExitResult = { code: number | null; signal: NodeJS.Signals | null };

/** Collects a child's output and its exit, for assertions and for readable failures. */
export function watchProcess(child: ChildProcess) {
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<ExitResult>((resolve) => {
    child.on("exit", (code, signal) => resolve({ code, signal }));
  });
  return { output: () => output, exited };
}

export type BuiltServer = {
  url: string;
  child: ChildProcess;
  output(): string;
  exited: Promise<ExitResult>;
  /** Sends the signal, waits for the exit (SIGKILL after the grace time), removes the data folder. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<ExitResult>;
};

/**
 * Starts `node <BUILD_DIR>/main.js` in production mode on a free loopback port with a fresh data
 * folder (so the demo catalogue is migrated and seeded from scratch), or on `dataDirectory` (kept
 * when the server stops: a restart starts on what the last run left), and waits until
 * /api/v1/health answers 200.
 */
export async function startBuiltServer(
  {
    environment = {},
    readyTimeoutMs = 90_000,
    dataDirectory: givenDataDirectory,
  }: { environment?: Record<string, string>; readyTimeoutMs?: number; dataDirectory?: string } = {},
): Promise<BuiltServer> {
  const entry = builtServerEntry();
  const dataDirectory = givenDataDirectory ?? (await mkdtemp(path.join(os.tmpdir(), "amora-e2e-data-")));
  const port = await freePort();
  const child = spawn(process.execPath, [entry], {
    cwd: projectRoot,
    stdio: ["ignore", "pipe", "pipe"],
    env: serverEnvironment({
      NODE_ENV: "production",
      DATA_DIR: dataDirectory,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      ...environment,
    }),
  });
  const { output, exited } = watchProcess(child);
  let exitResult: ExitResult | undefined;
  void exited.then((result) => (exitResult = result));
  const url = `http://127.0.0.1:${port}`;

  const stop = async (signal: NodeJS.Signals = "SIGTERM", graceMs = 15_000): Promise<ExitResult> => {
    if (!exitResult) {
      child.kill(signal);
      const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
    }
    if (!givenDataDirectory) await rm(dataDirectory, { recursive: true, force: true });
    return exited;
  };

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (exitResult) {
      await stop();
      throw new Error(`The built server exited (${JSON.stringify(exitResult)}) before answering:\n${output()}`);
    }
    try {
      const response = await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) break;
    } catch {
      // Not listening yet: the first start migrates and seeds a new database.
    }
    if (Date.now() > deadline) {
      await stop("SIGKILL");
      throw new Error(`The built server did not answer /api/v1/health within ${readyTimeoutMs} ms:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return { url, child, output, exited, stop };
}
