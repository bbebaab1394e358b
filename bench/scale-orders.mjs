#!/usr/bin/env node
// The console's order search and dashboard on a store of a million orders (issue 15): seeds a fresh
// database on the system PostgreSQL with BENCH_ORDERS orders (1,000,000) of BENCH_CUSTOMERS
// customers (a fifth of that) over the past year (bench/scale-data.mjs), starts the API alone on it,
// signs an owner in with TOTP as the console does, then asks each search and each dashboard period
// BENCH_REQUESTS times (100, after 5 to warm up), one request at a time, each with its own target
// (another order number, e-mail, player…). Prints p50, p99 and the mean per case, the load average
// at start and end, and EXPLAIN (ANALYZE, BUFFERS) of the statements behind the slowest search and
// the 30-day dashboard (the full plans go to .data/bench-console/plans.txt). Never fails on a figure.
//
// BENCH_REUSE=1 keeps a database already seeded with at least BENCH_ORDERS orders (and skips seeding);
// BENCH_DATABASE_URL names the server (postgres://postgres@127.0.0.1:5432), BENCH_DB the database
// (storefront_bench_console, dropped and made again), BENCH_API_PORT the API's port (3625),
// BENCH_TIME_ZONE the staff member's zone the dashboard counts days in (Europe/Moscow).
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, totalmem } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { databaseUrl, freshDatabase, orderCount, seedScaleData, tableSizes } from './scale-data.mjs';
import { cpuPerRequest, load, percentile, seconds, storeCpu } from './request-cost.mjs';
import { startApi } from './store-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = process.env.BENCH_DB ?? 'storefront_bench_console';
const orders = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const customers = Number(process.env.BENCH_CUSTOMERS ?? Math.max(1, Math.round(orders / 5)));
const requests = Number(process.env.BENCH_REQUESTS ?? 100);
const warmUp = 5;
const apiPort = Number(process.env.BENCH_API_PORT ?? 3625);
const timeZone = process.env.BENCH_TIME_ZONE ?? 'Europe/Moscow';
const url = databaseUrl(server, dbName);
const outDir = path.join(root, '.data', 'bench-console');
const sqlFile = path.join(outDir, 'statements.json');

console.log(
  `Console at scale: ${orders.toLocaleString('en')} orders, ${customers.toLocaleString('en')} customers, database ${dbName}; ` +
    `${availableParallelism()} CPUs (${cpus()[0]?.model.trim()}), ${(totalmem() / 2 ** 30).toFixed(0)} GB; load average ${load()}`,
);
const loadAtStart = load();

const existing = process.env.BENCH_REUSE === '1' ? await orderCount(url) : null;
// bench:orders on the scale data (BENCH_DATABASE_URL) adds its orders: still the same store.
const reuse = existing >= orders;
if (process.env.BENCH_REUSE === '1' && !reuse)
  console.log(`BENCH_REUSE=1, but ${dbName} holds ${existing ?? 'no'} orders: seeding it afresh.`);
if (reuse) console.log(`Reusing ${dbName} (${existing.toLocaleString('en')} orders).`);
else await freshDatabase(server, dbName);

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
let started = performance.now();
// The API migrates the database and loads the demo catalogue as it starts; no job workers, so that
// nothing but the bench's requests runs (the seeded stuck orders would otherwise be mailed about).
const { api, origin, answering, stop } = await startApi({
  root,
  name: 'bench-console-api',
  apiPort,
  databaseUrl: url,
  role: 'api',
  node: true,
  env: {
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import ${pathToFileURL(path.join(root, 'bench', 'sql-capture.mjs'))}`,
    BENCH_SQL_FILE: sqlFile,
  },
});

/** One call of the console's API; its answer's data, or the refusal as an error. */
async function call(callPath, body, token) {
  const res = await fetch(`${origin}/api/admin/${callPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const answer = await res.json().catch(() => ({ code: res.status, msg: res.statusText }));
  if (answer.code !== 1) throw new Error(`${callPath}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

/** An owner made with `npm run staff:create`, signed in with TOTP as the console does: its session token. */
async function ownerSession() {
  const owner = { email: `bench-console-${Date.now()}@example.test`, password: 'bench-console-password-1' };
  await promisify(execFile)(
    'npm',
    [
      'run',
      '--silent',
      'staff:create',
      '-w',
      'apps/api',
      '--',
      '--email',
      owner.email,
      '--name',
      'Bench',
      '--role',
      'owner',
    ],
    { cwd: root, env: { ...process.env, DATABASE_URL: url, STAFF_PASSWORD: owner.password } },
  );
  const login = await call('staff/login', owner);
  const code = new TOTP({
    secret: Secret.fromBase32(login.enrolment.secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate();
  const { session } = await call('staff/enrol', { challenge: login.challenge, code });
  return session.token;
}

/** `count` values of `column` from a sample of the rows `from` picks (each a different row). */
async function sample(db, column, from, count = requests) {
  const { rows } = await db.query(
    `SELECT ${column} AS value FROM ${from} ORDER BY md5(${column}::text) LIMIT ${count}`,
  );
  if (rows.length === 0) throw new Error(`no rows for ${column} in ${from}`);
  return rows.map((row) => row.value);
}

/**
 * Times `requests` calls (after `warmUp`), the i-th with `bodies[i % bodies.length]`: p50, p99, mean
 * (ms), CPU per request and rows per answer.
 */
async function time(db, callPath, bodies, token) {
  if (bodies.length === 0) throw new Error('no targets');
  for (let i = 0; i < warmUp; i++) await call(callPath, bodies[(i * 7) % bodies.length], token);
  const cpuBefore = await storeCpu(db, api.pid);
  const ms = [];
  let rows = 0;
  for (let i = 0; i < requests; i++) {
    const body = bodies[i % bodies.length];
    const at = performance.now();
    const data = await call(callPath, body, token);
    const took = performance.now() - at;
    ms.push(took);
    rows += data.list?.length ?? data.currencies?.length ?? 0;
  }
  const cpu = cpuPerRequest(cpuBefore, await storeCpu(db, api.pid), requests);
  ms.sort((a, b) => a - b);
  return {
    ...cpu,
    p50: percentile(ms, 0.5),
    p99: percentile(ms, 0.99),
    mean: ms.reduce((sum, n) => sum + n, 0) / ms.length,
    rows: rows / requests,
  };
}

/**
 * The queries the API ran for one call with `body`, slowest first (the capture's own clock), and
 * the settings (SET LOCAL, set_config) it ran with them.
 */
async function statementsOf(callPath, body, token) {
  const flush = async () => {
    rmSync(sqlFile, { force: true });
    process.kill(api.pid, 'SIGUSR2');
    for (let i = 0; i < 200 && !existsSync(sqlFile); i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    return JSON.parse(readFileSync(sqlFile, 'utf8'));
  };
  await flush();
  await call(callPath, body, token);
  const ran = await flush();
  const setting = (text) => /^\s*(SET LOCAL\b|SELECT set_config\()/i.test(text);
  return {
    queries: ran
      .filter(
        (statement) =>
          /^\s*(WITH|SELECT)\b/i.test(statement.text) &&
          !/pgboss/.test(statement.text) &&
          !setting(statement.text),
      )
      .sort((a, b) => b.ms - a.ms),
    // What the call set for its own transactions (work_mem…), for the plans to be made under it.
    settings: [...new Set(ran.map((statement) => statement.text).filter(setting))],
  };
}

/** EXPLAIN (ANALYZE, BUFFERS) of the slowest statements of a call: a summary printed, the plans kept. */
async function explain(db, title, callPath, body, token, { top = 3 } = {}) {
  const { queries, settings } = await statementsOf(callPath, body, token);
  console.log(
    `\n${title}: ${queries.length} queries, the slowest ${Math.min(top, queries.length)} explained` +
      (settings.length ? ` (with ${settings.join('; ')})` : ''),
  );
  for (const statement of queries.slice(0, top)) {
    await db.query('BEGIN');
    for (const setting of settings) await db.query(setting);
    const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`, statement.values);
    await db.query('ROLLBACK');
    const plan = rows.map((row) => row['QUERY PLAN']);
    const nodes = plan.filter((line) => /(Scan|Join|Aggregate|Sort|Limit|Gather|Append)\b/.test(line));
    const timing = plan.filter((line) => /^(Planning|Execution) Time/.test(line)).join(', ');
    console.log(
      `- ${statement.ms.toFixed(1)} ms in the API: ${statement.text.replace(/\s+/g, ' ').slice(0, 150)}…`,
    );
    for (const line of nodes.slice(0, 8)) console.log(`    ${line.trimEnd().slice(0, 150)}`);
    if (nodes.length > 8) console.log(`    … ${nodes.length - 8} more nodes`);
    console.log(`    ${timing}`);
    writeFileSync(
      path.join(outDir, 'plans.txt'),
      `== ${title}\n${statement.text}\n-- ${JSON.stringify(statement.values)}\n${plan.join('\n')}\n\n`,
      { flag: 'a' },
    );
  }
}

const db = new pg.Client({ connectionString: url });
try {
  await answering();
  console.log(`API up on ${dbName} (migrated, demo catalogue) in ${seconds(started)} s`);
  if (!reuse) {
    started = performance.now();
    console.log('Seeding:');
    await seedScaleData(url, { orders, customers });
    console.log(`Seeded in ${seconds(started)} s`);
  }
  console.table(await tableSizes(url));
  await db.connect();
  const { rows: settings } = await db.query(
    `SELECT version() AS version, current_setting('shared_buffers') AS shared_buffers, current_setting('work_mem') AS work_mem`,
  );
  console.log(
    `${settings[0].version.split(' on ')[0]}: shared_buffers ${settings[0].shared_buffers}, work_mem ${settings[0].work_mem}`,
  );
  const token = await ownerSession();

  const day = 86_400_000;
  const now = Date.now();
  // 1 % of the pages of a million orders; more of a small store's, which 1 % may miss entirely.
  const percent = Math.min(100, Math.max(1, Math.ceil((100 * 20 * requests) / orders)));
  const orderNos = await sample(db, 'order_no', `orders TABLESAMPLE SYSTEM (${percent})`);
  const emails = await sample(db, 'email', `orders TABLESAMPLE SYSTEM (${percent}) WHERE email IS NOT NULL`);
  const players = await sample(
    db,
    'player_id',
    `orders TABLESAMPLE SYSTEM (${percent}) WHERE player_id IS NOT NULL`,
  );
  const providerRefs = await sample(
    db,
    'provider_ref',
    `payments TABLESAMPLE SYSTEM (${percent})`,
    requests / 2,
  );
  const paymentIds = await sample(db, 'id', `payments TABLESAMPLE SYSTEM (${percent})`, requests / 2);
  const products = await sample(db, 'slug', 'products');
  const statuses = ['completed', 'refunded', 'closed', 'pendingShipment', 'pendingRefund', 'waitingPayment'];
  // A range of 1 to 30 days ending 0 to 330 days ago, with each status in turn.
  const ranges = Array.from({ length: requests }, (_, i) => {
    const to = now - ((i * 37) % 330) * day;
    return { status: statuses[i % statuses.length], from: to - (1 + ((i * 13) % 30)) * day, to };
  });
  // Page 2 of broad filters: the page after the first page's last order.
  const broad = [
    {},
    { status: 'completed' },
    { status: 'closed' },
    ...products.slice(0, 5).map((product) => ({ product })),
  ];
  const secondPages = [];
  for (const filter of broad) {
    const first = await call('orders/search', filter, token).catch(() => ({ older: null }));
    if (first.older) secondPages.push({ ...filter, after: first.older });
  }

  const searches = [
    ['order number', orderNos.map((orderNo) => ({ orderNo }))],
    ['e-mail', emails.map((email) => ({ email }))],
    ['player id', players.map((playerId) => ({ playerId }))],
    ['payment id (provider or own)', [...providerRefs, ...paymentIds].map((paymentId) => ({ paymentId }))],
    ['product', products.map((product) => ({ product }))],
    ['status + date range', ranges],
    // Two filters no single index holds: a busy product with each status, the rare ones included.
    [
      'product + status',
      statuses.flatMap((status) => products.slice(0, 4).map((product) => ({ product, status }))),
    ],
    ['newest first, no filter', [{}]],
    ['page 2 of a broad filter', secondPages],
  ];
  const cases = [
    ...searches.map(([name, bodies]) => [`search: ${name}`, 'orders/search', bodies]),
    ...['today', '7d', '30d'].map((period) => [
      `dashboard: ${period}`,
      'dashboard/summary',
      [{ period, timeZone }],
    ]),
  ];
  const figures = [];
  for (const [name, callPath, bodies] of cases) {
    try {
      figures.push({ case: name, call: callPath, bodies, ...(await time(db, callPath, bodies, token)) });
    } catch (error) {
      console.log(`${name}: not timed (${error.message})`);
    }
  }
  const loadAtEnd = load();
  console.log(
    `\n${requests} requests a case, one at a time, after ${warmUp} to warm up; ${new Date().toISOString()}; load average ${loadAtStart} at start, ${loadAtEnd} at end`,
  );
  console.table(
    figures.map((row) => ({
      case: row.case,
      'p50 ms': row.p50.toFixed(1),
      'p99 ms': row.p99.toFixed(1),
      'mean ms': row.mean.toFixed(1),
      'CPU ms: API': row.apiCpu.toFixed(1),
      'CPU ms: PostgreSQL': row.pgCpu.toFixed(1),
      'rows/answer': row.rows.toFixed(1),
    })),
  );

  // The search case slowest on average, with its target that keeps the database busiest
  // (of its first 20: a single slow answer on a busy machine is more often the machine than the plan).
  const searchRows = figures.filter((row) => row.call === 'orders/search');
  if (searchRows.length) {
    const slowest = searchRows.reduce((worst, row) => (row.mean > worst.mean ? row : worst));
    let heaviest = { ms: -1, body: slowest.bodies[0] };
    for (const body of slowest.bodies.slice(0, 20)) {
      const { queries } = await statementsOf('orders/search', body, token);
      const ms = queries.reduce((sum, query) => sum + query.ms, 0);
      if (ms > heaviest.ms) heaviest = { ms, body };
    }
    const title = `Slowest search (${slowest.case}), ${JSON.stringify(heaviest.body)}`;
    await explain(db, title, 'orders/search', heaviest.body, token);
  }
  if (figures.some((row) => row.call === 'dashboard/summary'))
    await explain(db, 'Dashboard, 30 days', 'dashboard/summary', { period: '30d', timeZone }, token, {
      top: 4,
    });
  console.log(`\nFull plans: ${path.relative(root, path.join(outDir, 'plans.txt'))}`);
} finally {
  await db.end().catch(() => {});
  await stop();
}
