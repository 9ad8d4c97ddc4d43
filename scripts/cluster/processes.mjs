/**
 * The child processes a cluster script starts: each one is remembered, logged to a file in the
 * run folder (or to this script's output), and stopped by its own pid when the script ends
 * (normally, on Ctrl-C or on an error), so nothing is left running.
 */
/* global fetch, setTimeout, clearTimeout, AbortSignal */
import { spawn } from "node:child_process";
import { openSync } from "node:fs";
import path from "node:path";

const running = new Set();
/** Once everything is being stopped, nothing new starts (a supervisor would otherwise restart what stops). */
let stoppingAll = false;

/**
 * Starts `command` in the foreground (never daemonised, so its pid is the one to stop).
 * `user` runs it as another account (PgBouncer refuses to run as root). Without `logDir` its
 * output goes to this script's.
 */
export function startProcess(name, command, args, { env = process.env, cwd, logDir, user } = {}) {
  if (stoppingAll) throw new Error(`${name}: not started, everything is stopping`);
  const output = logDir ? openSync(path.join(logDir, `${name}.log`), "a") : "inherit";
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", output, output], ...(user ?? {}) });
  const entry = { name, child, exited: new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal }))) };
  running.add(entry);
  void entry.exited.then(() => running.delete(entry));
  return entry;
}

/** Stops one process: the given signal, then SIGKILL if it has not ended within `graceMs`. */
export async function stopProcess(entry, signal = "SIGTERM", graceMs = 10_000) {
  if (entry.child.exitCode !== null || entry.child.signalCode !== null) return entry.exited;
  entry.child.kill(signal);
  const timer = setTimeout(() => entry.child.kill("SIGKILL"), graceMs);
  const result = await entry.exited;
  clearTimeout(timer);
  return result;
}

export async function stopAll() {
  stoppingAll = true;
  await Promise.all([...running].reverse().map((entry) => stopProcess(entry)));
}

/**
 * Cleans up on Ctrl-C / SIGTERM too, and after an unexpected error: the children must not outlive
 * the script. As a last resort (the script exits without cleaning up) each child gets a SIGTERM.
 */
export function stopAllOnExit(onStop = () => undefined) {
  const cleanUp = async (code) => {
    stoppingAll = true;
    await Promise.resolve(onStop()).catch(() => undefined);
    await stopAll();
    process.exit(code);
  };
  for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => void cleanUp(130));
  for (const event of ["uncaughtException", "unhandledRejection"]) {
    process.once(event, (error) => {
      console.error(error);
      console.log(`FAIL ${path.basename(process.argv[1])}: ${error?.message ?? error}`);
      void cleanUp(1);
    });
  }
  process.once("exit", () => {
    for (const entry of running) entry.child.kill("SIGTERM");
  });
}

/** Polls `probe` (an async function returning true when ready) until it is, or fails after `timeoutMs`. */
export async function waitFor(what, probe, { timeoutMs = 60_000, everyMs = 200, process: entry } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (entry && (entry.child.exitCode !== null || entry.child.signalCode !== null)) {
      throw new Error(`${what}: the process ended (${entry.child.signalCode ?? `code ${entry.child.exitCode}`}; see its log)`);
    }
    if (await probe().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  throw new Error(`${what}: not ready within ${Math.round(timeoutMs / 1000)} s`);
}

/** True when a GET answers 2xx within a second. */
export async function answers(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
  await response.arrayBuffer();
  return response.ok;
}
