// What the benchmarks' preloads share: each statement a store process sends to PostgreSQL, handed
// to `record` with its text, its parameters, the milliseconds its round trip took and whether
// PostgreSQL refused it, once answered.
import pg from 'pg';

/** Calls `record({ text, values, ms, failed })` for every statement this process's pg clients send. */
export function onEachStatement(record) {
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (config, values, callback) {
    const text = typeof config === 'string' ? config : config?.text;
    if (typeof text !== 'string') return query.call(this, config, values, callback);
    const params = Array.isArray(config?.values) ? config.values : Array.isArray(values) ? values : [];
    const started = performance.now();
    const answered = (failed) => record({ text, values: params, ms: performance.now() - started, failed });
    // pg.Pool#query passes a callback; drizzle's transactions await the promise.
    const args = [config, values, callback];
    const last = args.findLastIndex((arg) => typeof arg === 'function');
    if (last >= 0) {
      const done = args[last];
      args[last] = function (...result) {
        answered(Boolean(result[0]));
        return done.apply(this, result);
      };
      return query.apply(this, args);
    }
    const result = query.call(this, config, values, callback);
    result?.then?.(
      () => answered(false),
      () => answered(true),
    );
    return result;
  };
}
