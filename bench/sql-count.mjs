// Loaded into the store's processes by a benchmark (`NODE_OPTIONS=--import …/sql-count.mjs`): counts
// each statement the process sends to PostgreSQL, by its text (never its values), with the time the
// round trips took. As the process exits it writes the counts to BENCH_SQL_COUNT_DIR/sql-count-<pid>.json
// (only a process that sent any), for `bench/sql-count-report.mjs` to divide by the orders placed.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { onEachStatement } from './pg-statements.mjs';

const dir = process.env.BENCH_SQL_COUNT_DIR;
/** Statement text → [calls, milliseconds]. */
const counts = new Map();

if (dir) {
  onEachStatement(({ text, ms }) => {
    const entry = counts.get(text) ?? [0, 0];
    entry[0]++;
    entry[1] += ms;
    counts.set(text, entry);
  });
  process.on('exit', () => {
    if (counts.size === 0) return;
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `sql-count-${process.pid}.json`), JSON.stringify([...counts]));
  });
}
