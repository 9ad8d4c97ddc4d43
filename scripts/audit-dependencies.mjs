// Fails when a production dependency has a high or critical advisory (`npm audit --omit=dev`).
// When the registry's advisory service cannot be reached (some mirrors answer 405), it says so
// and passes, unless AUDIT_REQUIRED=true: no verdict is not the same as a clean bill.
import { spawnSync } from "node:child_process";

const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = null;
}

const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const reason = report?.message ?? run.stderr.trim().split("\n").at(-1) ?? "no answer";
  console.log(`npm audit --omit=dev: the advisory service gave no report (${reason}).`);
  process.exit(process.env.AUDIT_REQUIRED === "true" ? 1 : 0);
}

const serious = Object.values(report.vulnerabilities ?? {}).filter((v) => v.severity === "high" || v.severity === "critical");
console.log(
  `npm audit --omit=dev: ${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low in production dependencies.`,
);
for (const v of serious) console.log(`  ${v.severity}: ${v.name} ${v.range ?? ""} ${v.fixAvailable ? "(fix available)" : ""}`);
process.exit(serious.length > 0 ? 1 : 0);
