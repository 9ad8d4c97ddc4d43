/**
 * Starts the real Taaza server for a benchmark: production mode, a fresh temporary data folder
 * with the demo catalog (or DATABASE_URL when given), on a free port. `stop()` ends exactly the
 * process it started and removes the folder.
 */
/* global fetch, setTimeout */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** @returns {Promise<number>} a port nobody listens on right now */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {import("node:net").AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * @param {{ env?: Record<string, string>, quiet?: boolean, dataDir?: string, prepare?: (dataDir: string) => Promise<void> }} [options]
 *   `dataDir`: a data folder prepared beforehand (removed at stop like a fresh one); `prepare`
 *   runs on the data folder before the shop starts (e.g. to fill its catalog).
 */
export async function startShop({ env = {}, quiet = true, dataDir: preparedDir, prepare } = {}) {
  const port = await freePort();
  const dataDir = preparedDir ?? mkdtempSync(path.join(tmpdir(), "taaza-bench-"));
  await prepare?.(dataDir);
  // BENCH_NODE_FLAGS: the shop's own node flags (e.g. --cpu-prof --cpu-prof-dir=DIR), as for the checkout bench.
  const nodeFlags = (process.env.BENCH_NODE_FLAGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...nodeFlags, "--import", "tsx", "apps/server/src/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      SESSION_SECRET: randomBytes(32).toString("hex"),
      // A benchmark shop takes no real money: the built-in test payments, declared as such.
      PAYMENTS_TEST_MODE: "true",
      ADMIN_EMAIL: "bench-admin@taaza.local",
      ADMIN_PASSWORD: `Bench#${randomBytes(8).toString("hex")}A1`,
      ...env,
    },
    stdio: quiet ? ["ignore", "ignore", "inherit"] : "inherit",
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  /** @type {Promise<never>} */
  const exited = new Promise((_, reject) => child.once("exit", (code) => reject(new Error(`server exited early with code ${code}`))));
  const deadline = Date.now() + 240_000;
  try {
    while (true) {
      const up = await Promise.race([
        fetch(`${url}/api/health`).then(
          (r) => r.ok,
          () => false,
        ),
        exited,
      ]);
      if (up) break;
      if (Date.now() > deadline) throw new Error("server did not become healthy within 240 s");
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, stop, pid: child.pid };
}
