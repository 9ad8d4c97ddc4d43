/**
 * Runs scripts/cluster/load.mjs as a separate process and sums up its report.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startProcess } from "./processes.mjs";

const LOAD_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), "load.mjs");

export async function runLoad({ url, seconds, readers = 16, buyers = 6, grace = 30, outFile }) {
  const args = [
    LOAD_SCRIPT,
    "--url",
    url,
    "--seconds",
    String(seconds),
    "--readers",
    String(readers),
    "--buyers",
    String(buyers),
    "--grace",
    String(grace),
    "--out",
    outFile,
  ];
  const { code } = await startProcess("load", process.execPath, args).exited;
  if (code !== 0) throw new Error(`the load process failed (exit ${code})`);
  return JSON.parse(readFileSync(outFile, "utf8"));
}

/** Starts the load without waiting: `done` resolves with the report. */
export function startLoad(options) {
  return { done: runLoad(options) };
}

export function percentile(values, q) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

/** Requests per second and p95 over the measured seconds, overall and by kind. */
export function summarize(report) {
  const all = [...report.samples.catalog, ...report.samples.checkout];
  const ok = (list) => list.filter(([status]) => status >= 200 && status < 400);
  return {
    rps: all.length / report.seconds,
    p95: percentile(
      all.map(([, ms]) => ms),
      0.95,
    ),
    catalogRps: report.samples.catalog.length / report.seconds,
    catalogP95: percentile(
      ok(report.samples.catalog).map(([, ms]) => ms),
      0.95,
    ),
    checkoutRps: report.samples.checkout.length / report.seconds,
    checkoutP95: percentile(
      ok(report.samples.checkout).map(([, ms]) => ms),
      0.95,
    ),
    purchasesPerSecond: report.flows.length / report.seconds,
    purchaseP95: percentile(report.flows, 0.95),
    // Responses only: a buyer giving up is not a request of its own.
    errors5xx: report.failures.filter((f) => f.kind !== "flow" && f.status >= 500).length,
    noResponse: report.failures.filter((f) => f.kind !== "flow" && f.status === 0).length,
  };
}

export function describe(s) {
  const ms = (v) => `${Math.round(v)} ms`;
  return (
    `${s.rps.toFixed(0)} req/s (p95 ${ms(s.p95)}); catalog ${s.catalogRps.toFixed(0)} req/s p95 ${ms(s.catalogP95)}; ` +
    `checkout calls ${s.checkoutRps.toFixed(1)} req/s p95 ${ms(s.checkoutP95)}; purchases ${s.purchasesPerSecond.toFixed(2)}/s p95 ${ms(s.purchaseP95)}; ${s.errors5xx} x 5xx, ${s.noResponse} without response`
  );
}
