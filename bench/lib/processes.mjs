// Child processes the bench starts: each runs in its own process group (detached), is tracked,
// and is killed as a group: on normal stop, on failure, on Ctrl-C, and at exit.
import { execFileSync, spawn } from "node:child_process";
import { createServer } from "node:net";
import { availableParallelism } from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { httpGet } from "./http.mjs";

/** Only loopback is ever targeted. */
export const HOST = "127.0.0.1";

const live = new Set();
const extraKillers = new Set();

/** Something else to kill synchronously at exit (e.g. Chrome launched by chrome-launcher). */
export function registerKiller(kill) {
  extraKillers.add(kill);
  return () => extraKillers.delete(kill);
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Kills every tracked process group at once (SIGKILL); safe to call from an exit handler. */
export function killAllSync() {
  for (const child of live) signalGroup(child, "SIGKILL");
  live.clear();
  for (const kill of extraKillers) {
    try {
      kill();
    } catch {
      // best effort
    }
  }
  extraKillers.clear();
}

/**
 * Spawns a tracked child in its own process group. Output is kept (last 64 KB: `output` for
 * stdout and stderr together, `stdoutText` for stdout alone), or inherited when `inherit` is set.
 */
export function spawnTracked(name, command, args, { env, cwd, inherit = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    env,
    detached: true,
    stdio: inherit ? ["ignore", "inherit", "inherit"] : ["ignore", "pipe", "pipe"],
  });
  child.benchName = name;
  child.output = "";
  child.stdoutText = "";
  const keep = (chunk) => {
    child.output = (child.output + chunk.toString()).slice(-65536);
  };
  child.stdout?.on("data", (chunk) => {
    child.stdoutText = (child.stdoutText + chunk.toString()).slice(-65536);
    keep(chunk);
  });
  child.stderr?.on("data", keep);
  child.exited = new Promise((resolve) => {
    child.once("exit", (code, signal) => {
      live.delete(child);
      resolve({ code, signal });
    });
    child.once("error", (error) => {
      live.delete(child);
      child.output += `\n${error.message}`;
      resolve({ code: -1, signal: null, error });
    });
  });
  live.add(child);
  return child;
}

export function hasExited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

/** SIGTERM to the group, SIGKILL after `graceMs`; resolves once the process has exited. */
export async function stopProcess(child, graceMs = 10_000) {
  if (!child || hasExited(child)) return;
  signalGroup(child, "SIGTERM");
  const outcome = await Promise.race([child.exited.then(() => "exited"), sleep(graceMs).then(() => "timeout")]);
  if (outcome === "timeout") {
    signalGroup(child, "SIGKILL");
    await child.exited;
  }
}

/** Runs a command to completion (tracked, so Ctrl-C kills it too); throws on a non-zero exit. */
export async function runToCompletion(name, command, args, options = {}) {
  const child = spawnTracked(name, command, args, options);
  const { code, signal } = await child.exited;
  if (code !== 0) {
    throw new Error(`${name} failed (exit ${code ?? signal})${child.output ? `:\n${child.output.slice(-4000)}` : ""}`);
  }
  return child.output;
}

/**
 * CPU pinning: the server on one CPU, the load generator on another, when `taskset` exists and
 * this process may use at least two CPUs. Returns null when pinning is unavailable.
 */
export function cpuPinning() {
  let allowed = [];
  try {
    const out = execFileSync("taskset", ["-cp", String(process.pid)], { encoding: "utf8" });
    const list = out.split(":").pop().trim();
    for (const part of list.split(",")) {
      const [from, to] = part.split("-").map(Number);
      for (let cpu = from; cpu <= (to ?? from); cpu += 1) allowed.push(cpu);
    }
  } catch {
    return { available: false, reason: "taskset not found", cpus: availableParallelism() };
  }
  allowed = allowed.filter((cpu) => Number.isInteger(cpu));
  if (allowed.length < 2) return { available: false, reason: `only ${allowed.length} CPU allowed`, cpus: allowed.length };
  return { available: true, server: allowed[0], load: allowed[1], cpus: allowed.length };
}

/** [command, args] to run `node <args>` pinned to `cpu` (or unpinned when cpu is undefined). */
export function nodeCommand(cpu, args) {
  if (cpu === undefined) return [process.execPath, args];
  return ["taskset", ["-c", String(cpu), process.execPath, ...args]];
}

const handedOut = new Set();
/** A free TCP port on 127.0.0.1 in 3300-3399, not handed out before in this run. */
export async function freePort(from = 3300, to = 3399) {
  for (let port = from; port <= to; port += 1) {
    if (handedOut.has(port)) continue;
    const free = await new Promise((resolve) => {
      const probe = createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, HOST, () => probe.close(() => resolve(true)));
    });
    if (free) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`no free port in ${from}-${to}`);
}

/**
 * Polls `url` until it answers 200; returns milliseconds since `startedAt` (performance.now()).
 * Fails if `child` exits first or `timeoutMs` passes.
 */
export async function waitFor200(url, { child, startedAt = performance.now(), timeoutMs = 60_000, intervalMs = 5 } = {}) {
  const deadline = startedAt + timeoutMs;
  for (;;) {
    if (child && hasExited(child)) {
      throw new Error(`${child.benchName} exited (code ${child.exitCode ?? child.signalCode}) before ${url} answered 200:\n${child.output.slice(-4000)}`);
    }
    try {
      const response = await httpGet(url, { timeoutMs: 2000 });
      if (response.status === 200) return performance.now() - startedAt;
    } catch {
      // not listening yet
    }
    if (performance.now() > deadline) throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
    await sleep(intervalMs);
  }
}
