#!/usr/bin/env node
/**
 * `npm run bench:cluster`: the same load (catalog readers and buyers at once, from a separate
 * process) through nginx, first with nginx pointing at 1 shop process, then at 3. Prints
 * requests per second and p95 for both, the scaling ratio, each shop's resident memory and the
 * machine's load. BENCH_SECONDS (default 20), BENCH_READERS (16), BENCH_BUYERS (6), BENCH_ROUNDS (2:
 * runs 1, 3, 3, 1 processes and reports the means).
 * Fails when a run had a 5xx (connections reset without an answer are counted and shown).
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { installPackages, startCluster } from "./start-cluster.mjs";
import { stopAllOnExit } from "./processes.mjs";
import { describe, runLoad, summarize } from "./run-load.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const READERS = Number(process.env.BENCH_READERS ?? 16);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);

const COUNTS = new Set(["errors5xx", "noResponse"]);

/** The mean of each figure over several runs (error counts are summed). */
function mean(list) {
  const out = {};
  for (const key of Object.keys(list[0])) out[key] = list.reduce((sum, s) => sum + s[key], 0) / (COUNTS.has(key) ? 1 : list.length);
  return out;
}

const residentMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;

installPackages();
let cluster;
stopAllOnExit(() => cluster?.stop());
try {
  // One client address drives all the sign-ups: the per-address login limit would refuse them.
  cluster = await startCluster({ name: "bench", basePort: 3660, env: { AUTH_RATE_LIMIT: "1000000" } });
  console.log(`load: ${SECONDS} s, ${READERS} catalog readers + ${BUYERS} buyers, keep-alive, from a separate process`);
  // Rounds in A-B-B-A order, so the other work on a shared machine weighs on both sides alike.
  const runs = { 1: [], 3: [] };
  for (let round = 0; round < ROUNDS; round++) {
    for (const shops of round % 2 === 0 ? [1, 3] : [3, 1]) {
      await cluster.setUpstreams(Array.from({ length: shops }, (_, i) => i));
      const report = await runLoad({
        url: cluster.url,
        seconds: SECONDS,
        readers: READERS,
        buyers: BUYERS,
        outFile: path.join(cluster.runDir, `load-${round}-${shops}.json`),
      });
      runs[shops].push(summarize(report));
      for (const f of report.failures.slice(0, 5)) console.log(`  failed: ${f.status === 0 ? "no response" : f.status} ${f.kind} ${f.url}`);
      const memory = Array.from({ length: cluster.shops }, (_, i) => `${residentMb(cluster.shopPid(i)).toFixed(0)} MB`).join(", ");
      console.log(`${shops} process${shops > 1 ? "es" : ""}: ${describe(runs[shops].at(-1))}`);
      console.log(
        `  load average ${loadavg()
          .map((v) => v.toFixed(2))
          .join(" ")}; shop resident memory ${memory}`,
      );
    }
  }
  const results = { 1: mean(runs[1]), 3: mean(runs[3]) };
  for (const shops of [1, 3]) console.log(`mean of ${ROUNDS}, ${shops} process${shops > 1 ? "es" : ""}: ${describe(results[shops])}`);
  const ratio = results[3].rps / results[1].rps;
  const purchaseRatio = results[3].purchasesPerSecond / results[1].purchasesPerSecond;
  const errors = results[1].errors5xx + results[3].errors5xx;
  const resets = results[1].noResponse + results[3].noResponse;
  await cluster.stop();
  const summary = `3 vs 1 process: ${ratio.toFixed(2)}x requests/s, ${purchaseRatio.toFixed(2)}x purchases/s; ${errors} x 5xx, ${resets} without response`;
  console.log(`${errors === 0 ? "PASS" : "FAIL"} bench:cluster: ${summary}`);
  process.exit(errors === 0 ? 0 : 1);
} catch (error) {
  console.error(error);
  await cluster?.stop({ keepRunDir: true });
  console.log(`FAIL bench:cluster: ${error.message}`);
  process.exit(1);
}
