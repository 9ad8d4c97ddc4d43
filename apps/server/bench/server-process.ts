// The real server in a process of its own, for the benchmarks: the load they generate must not
// share the server's event loop. Production mode, test payments, no reconciliation timer.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { SERVER_ROOT } from "../src/server-root.ts";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Starts `src/main.ts` through tsx, or the compiled `dist/main.js` (with production's memory
 * flags) when BENCH_SERVER=dist, with BENCH_NODE_FLAGS' flags, and waits until `/api/ready` answers.
 */
export async function startServerProcess(env: Record<string, string>, readyWithinMs: number) {
  const port = await freePort();
  const compiled = process.env.BENCH_SERVER === "dist";
  const entry = compiled ? path.join(SERVER_ROOT, "dist", "main.js") : path.join(SERVER_ROOT, "src", "main.ts");
  if (!existsSync(entry)) throw new Error(`${entry} is missing (npm run build -w apps/server)`);
  // BENCH_NODE_FLAGS adds flags to the server's node (after production's, so they win), e.g. "--cpu-prof".
  const extra = (process.env.BENCH_NODE_FLAGS ?? "").split(" ").filter(Boolean);
  const args = compiled ? ["--max-semi-space-size=2", "--max-old-space-size=128", ...extra, entry] : [...extra, "--import", "tsx", entry];
  const child = spawn(process.execPath, args, {
    cwd: path.join(SERVER_ROOT, ".."),
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SEED_DEMO: "false",
      PAYMENTS_TEST_MODE: "true",
      RECONCILE_INTERVAL_SECONDS: "0",
      ...(compiled ? { MALLOC_ARENA_MAX: "2" } : {}),
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<never>((_, reject) =>
    child.once("exit", (code) => reject(new Error(`server exited early with code ${code}`))),
  );
  exited.catch(() => undefined);
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
  };
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    const up = await Promise.race([
      fetch(`${url}/api/ready`).then(
        (r) => r.ok,
        () => false,
      ),
      exited,
    ]);
    if (up) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not become ready within ${readyWithinMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  // tsx runs as a loader inside this one node process, so the pid is the server's own.
  return { url, stop, pid: child.pid!, command: compiled ? "node dist/main.js" : "node --import tsx src/main.ts" };
}
