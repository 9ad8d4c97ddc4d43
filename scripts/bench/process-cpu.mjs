import { readFileSync } from "node:fs";

/**
 * CPU milliseconds (user + system) a process has used so far, from /proc; 0 once it is gone.
 * The CPU a run costs, divided by its requests, hardly follows the rest of the machine's load,
 * unlike requests per second. (apps/server/bench/process-cpu.ts is the same for the TypeScript
 * benches.)
 * @param {number} pid
 */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}
