// What a request costs the store, whatever else the machine is doing: CPU read from Linux /proc for
// the API process and for the PostgreSQL backends serving it, shared by the benchmarks that measure
// per-request cost (bench:console, bench:scale), with the load average and times they print beside it.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/** CPU seconds a process has spent so far (Linux /proc; 100 ticks a second), 0 once it is gone. */
export function cpuSeconds(pid) {
  try {
    // The command name is in parentheses and may hold spaces: the fields follow it.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * CPU spent so far by the API process `apiPid` and by the PostgreSQL backends of `db`'s database
 * (its other connections but `db`'s own), per backend. Parallel query workers come and go within a
 * statement and are not counted.
 */
export async function storeCpu(db, apiPid) {
  const { rows } = await db.query(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  return { api: cpuSeconds(apiPid), backends: new Map(rows.map(({ pid }) => [pid, cpuSeconds(pid)])) };
}

/** CPU ms per request between two `storeCpu` readings, for the API and for PostgreSQL. */
export function cpuPerRequest(before, after, count) {
  let postgres = 0;
  for (const [pid, seconds] of after.backends) postgres += seconds - (before.backends.get(pid) ?? 0);
  return { apiCpu: ((after.api - before.api) * 1000) / count, pgCpu: (postgres * 1000) / count };
}

/** The value at fraction `p` of the sorted `values` (nearest rank). */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

/** The load average of the last 1, 5 and 15 minutes, for the figures' context. */
export const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Seconds since `since` (performance.now()), to a tenth. */
export const seconds = (since) => ((performance.now() - since) / 1000).toFixed(1);
