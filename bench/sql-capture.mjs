// Loaded into the API by a benchmark (`node --import`): remembers the SQL the process sends, with its
// parameters and how long each took, so that the bench can EXPLAIN exactly the statements a call ran.
// On SIGUSR2 it writes what it holds since the last signal to BENCH_SQL_FILE (JSON) and forgets it.
// Only text and values are kept, in memory, at most the last 2,000 statements.
import { renameSync, writeFileSync } from 'node:fs';
import pg from 'pg';

const file = process.env.BENCH_SQL_FILE;
const KEPT = 2000;
let statements = [];

if (file) {
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (config, values, callback) {
    const text = typeof config === 'string' ? config : config?.text;
    const params = Array.isArray(config?.values) ? config.values : Array.isArray(values) ? values : [];
    const started = performance.now();
    const record = () => {
      statements.push({ text, values: params, ms: performance.now() - started });
      if (statements.length > KEPT) statements = statements.slice(-KEPT);
    };
    if (typeof text !== 'string') return query.call(this, config, values, callback);
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
    result?.then?.(record, () => {});
    return result;
  };
  process.on('SIGUSR2', () => {
    // Written aside and renamed, so the bench never reads half a file.
    writeFileSync(`${file}.part`, JSON.stringify(statements));
    renameSync(`${file}.part`, file);
    statements = [];
  });
}
