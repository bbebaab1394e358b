// Loaded into the store's processes by a benchmark (`NODE_OPTIONS=--import …/sql-count.mjs`): counts
// each statement the process sends to PostgreSQL, by its text (never its values), with the time the
// round trips took. As the process exits it writes the counts to BENCH_SQL_COUNT_DIR/sql-count-<pid>.json
// (only a process that sent any), for `bench/sql-count-report.mjs` to divide by the orders placed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const dir = process.env.BENCH_SQL_COUNT_DIR;
/** Statement text → [calls, milliseconds]. */
const counts = new Map();

if (dir) {
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (config, values, callback) {
    const text = typeof config === 'string' ? config : config?.text;
    if (typeof text !== 'string') return query.call(this, config, values, callback);
    const started = performance.now();
    const record = () => {
      const entry = counts.get(text) ?? [0, 0];
      entry[0]++;
      entry[1] += performance.now() - started;
      counts.set(text, entry);
    };
    // pg.Pool#query passes a callback; drizzle's transactions await the promise.
    const args = [config, values, callback];
    const last = args.findLastIndex((arg) => typeof arg === 'function');
    if (last >= 0) {
      const done = args[last];
      args[last] = function (...result) {
        record();
        return done.apply(this, result);
      };
      return query.apply(this, args);
    }
    const result = query.call(this, config, values, callback);
    result?.then?.(record, record);
    return result;
  };
  process.on('exit', () => {
    if (counts.size === 0) return;
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `sql-count-${process.pid}.json`), JSON.stringify([...counts]));
  });
}
