// CPU time from /proc for the benchmarks: unlike latencies on the shared machine, the CPU an
// operation costs hardly follows the other work running beside it.
import { readFileSync } from "node:fs";
import pg from "pg";

/** CPU seconds (user + system) a process has used so far, or 0 once it is gone. */
export function cpuSecondsOf(pid: number): number {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return 0;
  }
  // The fields after the command's closing parenthesis start at the 3rd; utime and stime are the
  // 14th and 15th, in ticks of 1/100 s (USER_HZ, 100 on Linux whatever the kernel's own tick).
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export interface CpuSnapshot {
  server: number;
  /** By PostgreSQL process id: the server's connections to the benchmark database. */
  database: Map<number, number>;
}

/**
 * CPU seconds used so far by the server process and, when PostgreSQL runs on this machine (its
 * processes visible in /proc), by the server's connections to the benchmark database.
 */
export async function cpuSnapshot(serverUrl: string, serverPid: number, dbName: string | null): Promise<CpuSnapshot> {
  const database = new Map<number, number>();
  if (dbName) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    const { rows } = await client.query<{ pid: number }>(
      "select pid from pg_stat_activity where datname = $1 and backend_type = 'client backend'",
      [dbName],
    );
    await client.end();
    for (const { pid } of rows) database.set(pid, cpuSecondsOf(pid));
  }
  return { server: cpuSecondsOf(serverPid), database };
}

/** CPU milliseconds between two snapshots; a connection opened in between counts from zero. */
export function cpuMillisecondsBetween(before: CpuSnapshot, after: CpuSnapshot): { server: number; database: number } {
  let database = 0;
  for (const [pid, used] of after.database) database += used - (before.database.get(pid) ?? 0);
  return { server: (after.server - before.server) * 1000, database: database * 1000 };
}
