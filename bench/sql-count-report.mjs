#!/usr/bin/env node
// Prints what bench/sql-count.mjs counted, per order: `node bench/sql-count-report.mjs <dir> <orders>`.
// For each process that sent statements: statements and round trips per order, BEGIN/COMMIT among
// them, and the statements by count, with the mean round trip of each.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const [dir, ordersArg, topArg] = process.argv.slice(2);
const orders = Number(ordersArg);
const top = Number(topArg ?? 40);
if (!dir || !orders) {
  console.error('usage: node bench/sql-count-report.mjs <dir> <orders> [top]');
  process.exit(1);
}
for (const file of readdirSync(dir).filter((name) => name.startsWith('sql-count-'))) {
  const counts = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  const total = counts.reduce((sum, [, [calls]]) => sum + calls, 0);
  if (total < orders) continue;
  const calls = (pattern) =>
    counts.filter(([text]) => pattern.test(text)).reduce((sum, [, [n]]) => sum + n, 0);
  console.log(
    `\n${file}: ${(total / orders).toFixed(1)} statements an order` +
      ` (BEGIN ${(calls(/^\s*begin/i) / orders).toFixed(1)}, COMMIT ${(calls(/^\s*commit/i) / orders).toFixed(1)},` +
      ` pg-boss ${(calls(/pgboss/) / orders).toFixed(1)})`,
  );
  const rows = counts
    .sort((a, b) => b[1][0] - a[1][0])
    .slice(0, top)
    .map(([text, [n, ms]]) => ({
      'per order': (n / orders).toFixed(2),
      'mean ms': (ms / n).toFixed(2),
      statement: text.replace(/\s+/g, ' ').slice(0, 140),
    }));
  console.table(rows);
}
