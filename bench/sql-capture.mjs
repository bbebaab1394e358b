// Loaded into the API by a benchmark (`node --import`): remembers the SQL the process sends, with its
// parameters and how long each took, so that the bench can EXPLAIN exactly the statements a call ran.
// On SIGUSR2 it writes what it holds since the last signal to BENCH_SQL_FILE (JSON) and forgets it.
// Only text and values are kept, in memory, at most the last 2,000 statements.
import { renameSync, writeFileSync } from 'node:fs';
import { onEachStatement } from './pg-statements.mjs';

const file = process.env.BENCH_SQL_FILE;
const KEPT = 2000;
let statements = [];

if (file) {
  // A refused statement is not one the bench could explain.
  onEachStatement(({ failed, ...statement }) => {
    if (failed) return;
    statements.push(statement);
    if (statements.length > KEPT) statements = statements.slice(-KEPT);
  });
  process.on('SIGUSR2', () => {
    // Written aside and renamed, so the bench never reads half a file.
    writeFileSync(`${file}.part`, JSON.stringify(statements));
    renameSync(`${file}.part`, file);
    statements = [];
  });
}
