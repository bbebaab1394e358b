#!/usr/bin/env node
// Orders end to end against the production API (issue 5): many customers at once create orders
// (top-ups through the sandbox supplier and codes from the key inventory), start paying, and the
// bench plays the sandbox gateway: it records each payment on the gateway's session (the store reads
// a notification back from there) and sends its signed notification to the store's webhook, as a
// real gateway does, in parallel. Two runs, each printing orders per second from create
// to delivered and the time from the notification to the delivered order (p50/p99):
// - saturated: BENCH_CUSTOMERS customers each placing BENCH_ORDERS_EACH orders back to back, as
//   fast as the store answers: the most orders per second, with latency inflated by the queueing;
// - paced: orders started at a steady BENCH_RATE per second for BENCH_PACED_SECONDS, as shoppers
//   arrive independently of one another: the latency a customer sees at that load.
// Never fails on a figure. Runs the API and the front door on their own ports, data folder and
// embedded PostgreSQL.
// BENCH_PROVIDER=xendit pays through the fake Xendit instead (apps/api/src/testing/fake-xendit.ts,
// a process of its own): orders in the Philippines in pesos, each paid with GCash on the wallet's
// page, whose callback the fake sends to the store's webhook, which reads the charge back from it.
// BENCH_PROVIDER=yookassa pays through the fake YooKassa (apps/api/src/testing/fake-yookassa.ts, a
// process of its own): orders in Russia in roubles, each paid by card on YooKassa's page, whose
// notification the store confirms by reading the payment back from the fake's API.
// BENCH_LAYOUT=split runs the production layout instead of one ROLE=all process: two ROLE=api
// processes (the first starting the embedded PostgreSQL, the second on BENCH_SECOND_API_PORT), one
// ROLE=worker running every job, and a front door before each API (the second on
// BENCH_SECOND_PORT); the bench sends its calls to the two front doors in turn, as a round-robin
// load balancer would, so that an order is created through one API and paid through the other.
// BENCH_DATABASE_URL runs the store on that database instead of a fresh embedded one, as it is: the
// scale data set of bench:scale (storefront_bench_scale: a million orders, 10,000 products) for the
// checkout's cost at scale; its PostgreSQL CPU is that of the database's backends.
import { spawn } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { ready } from './store-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3612);
const apiPort = Number(process.env.BENCH_API_PORT ?? 3613);
const pgPort = Number(process.env.BENCH_PG_PORT ?? 54370);
const customers = Number(process.env.BENCH_CUSTOMERS ?? 200);
const ordersEach = Number(process.env.BENCH_ORDERS_EACH ?? 5);
const pacedRate = Number(process.env.BENCH_RATE ?? 30);
const pacedSeconds = Number(process.env.BENCH_PACED_SECONDS ?? 15);
const dataDir = path.join(root, '.data', 'bench-orders');
const provider = process.env.BENCH_PROVIDER ?? 'sandbox';
const layout = process.env.BENCH_LAYOUT ?? 'one';
if (!['one', 'split'].includes(layout)) {
  console.error(`BENCH_LAYOUT is one or split, not ${layout}.`);
  process.exit(1);
}
const split = layout === 'split';
const existingDatabase = process.env.BENCH_DATABASE_URL;
const databaseUrl = existingDatabase ?? `postgres://postgres:postgres@127.0.0.1:${pgPort}/storefront`;
const secondPort = Number(process.env.BENCH_SECOND_PORT ?? 3615);
const secondApiPort = Number(process.env.BENCH_SECOND_API_PORT ?? 3621);
if (!['sandbox', 'xendit', 'yookassa'].includes(provider)) {
  console.error(`BENCH_PROVIDER is sandbox, xendit or yookassa, not ${provider}.`);
  process.exit(1);
}
const xenditPort = Number(process.env.BENCH_XENDIT_PORT ?? 3616);
const yookassaPort = Number(process.env.BENCH_YOOKASSA_PORT ?? 3617);
/** Where orders are placed, and the method paying them. */
const market =
  provider === 'xendit'
    ? { region: 'PHL', currency: 'PHP', method: 'xendit_gcash' }
    : { region: 'RUS', currency: 'RUB', method: provider === 'yookassa' ? 'yookassa_card' : 'card' };
const secret = randomBytes(24).toString('hex');
const origin = `http://127.0.0.1:${port}`;
/** The front doors the bench's calls go to, in turn. */
const origins = split ? [origin, `http://127.0.0.1:${secondPort}`] : [origin];
let turn = 0;
const nextOrigin = () => origins[turn++ % origins.length];
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

// The API would use a PostgreSQL already answering on the port, with whatever data it holds.
const pgPortTaken = await new Promise((resolve) => {
  const socket = createConnection({ port: pgPort, host: '127.0.0.1' });
  socket.on('connect', () => resolve(socket.end() && true));
  socket.on('error', () => resolve(false));
});
if (pgPortTaken && !existingDatabase) {
  console.error(`Port ${pgPort} already answers: set BENCH_PG_PORT to a free one for a fresh database.`);
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
const env = { ...process.env };
delete env.DATABASE_URL;
Object.assign(env, {
  NODE_ENV: 'production',
  ROLE: split ? 'api' : 'all',
  DATA_DIR: dataDir,
  // Production settings, with the demo catalogue and codes to buy.
  DEMO_DATA: 'true',
  ...(existingDatabase ? { DATABASE_URL: existingDatabase } : { EMBEDDED_PG_PORT: String(pgPort) }),
  API_PORT: String(apiPort),
  API_ORIGIN: `http://127.0.0.1:${apiPort}`,
  // No storefront pages are asked for: only /api, which the front door sends straight to the API.
  WEB_ORIGIN: `http://127.0.0.1:${port + 2}`,
  PORT: String(port),
  PUBLIC_URL: origin,
  LOG_LEVEL: 'warn',
  // A fresh database's demo codes are sealed under a key of this run; an existing one's under the
  // key its seed used: the one the API's own configuration takes from this environment.
  INVENTORY_KEY: existingDatabase
    ? (await tsImport('../apps/api/src/config.ts', import.meta.url))
        .loadConfig()
        .fulfilment.inventoryKey.toString('base64')
    : (process.env.INVENTORY_KEY ?? randomBytes(32).toString('base64')),
  // Production offers the sandbox only when named: each run takes money through its one provider.
  PAYMENT_PROVIDER: provider,
  SANDBOX_WEBHOOK_SECRET: secret,
  ...(provider === 'xendit' && {
    XENDIT_SECRET_KEY: 'xnd_development_bench',
    XENDIT_CALLBACK_TOKEN: secret,
    XENDIT_API_URL: `http://127.0.0.1:${xenditPort}`,
  }),
  ...(provider === 'yookassa' && {
    YOOKASSA_SHOP_ID: 'bench-shop',
    YOOKASSA_SECRET_KEY: secret,
    YOOKASSA_API_URL: `http://127.0.0.1:${yookassaPort}/v3`,
  }),
  CHAT_SIGNING_SECRET: randomBytes(32).toString('hex'),
  // Every shopper of the bench comes from 127.0.0.1: hundreds of new guests a minute, their unpaid
  // code orders all from one address. The limits per source would stop the load, not measure it.
  GUEST_LIMIT_PER_IP_MINUTE: '1000000',
  PLAYER_LOOKUPS_PER_IP_MINUTE: '1000000',
  GUEST_LIMIT_PER_IP_HOUR: '1000000',
  HELD_CODES_PER_IP: '1000000',
});

const children = [];
/** Each child's part of the store, by pid, to tell their CPU apart: api, worker or frontDoor. */
const parts = new Map();

/** Asks a process to stop and waits until it has, for at most 30 s before killing it. */
function stopped(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
let stopping = false;
function start(script, part, settings = {}, output = 'ignore') {
  const child = spawn(bin('tsx'), [script], {
    cwd: root,
    env: { ...env, ...settings },
    stdio: ['ignore', output, 'inherit'],
  });
  children.push(child);
  parts.set(child.pid, part);
  // A process that stops (a refused configuration) ends the bench at once, its reason above.
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`${script} stopped (${code}); no figures.`);
      process.exit(1);
    }
  });
  return child;
}

const callTimes = {}; // call → ms of each answer, to see where the time goes
function timed(name, started) {
  (callTimes[name] ??= []).push(Date.now() - started);
}

async function call(callPath, body, token) {
  const started = Date.now();
  const res = await fetch(`${nextOrigin()}/api/web/${callPath}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      lang: 'en',
      region: market.region,
      currency: market.currency,
      ...(token ? { authorization: token } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = await res.json();
  timed(callPath, started);
  if (answer.code !== 1) throw new Error(`${callPath}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

/**
 * The bench's own transactions: the gateway's record of each payment, in the store's database here
 * (a real gateway keeps it in its own), left out of the store's transactions per order.
 */
let gatewayCommits = 0;

/** The customer pays on the sandbox gateway's page: the gateway records it on the session. */
async function payAtSandbox(sessionId) {
  await gateway.query(
    `UPDATE sandbox_sessions SET state = 'paid', decided_at = now() WHERE id = $1 AND state = 'open'`,
    [sessionId],
  );
  gatewayCommits++;
}

/** What the sandbox gateway sends once the customer paid: signed like its own job signs it. */
async function notifyPaid(sessionId, amount, currency) {
  const body = JSON.stringify({
    id: `evt_bench_${randomBytes(8).toString('hex')}`,
    type: 'payment.succeeded',
    sessionId,
    amount,
    currency,
  });
  const started = Date.now();
  const at = Math.floor(started / 1000);
  const mac = createHmac('sha256', secret).update(`${at}.${body}`).digest('hex');
  const res = await fetch(`${nextOrigin()}/api/hooks/sandbox`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sandbox-signature': `t=${at},v1=${mac}` },
    body,
  });
  timed('webhook', started);
  if (!res.ok) throw new Error(`webhook answered ${res.status}`);
}

/** Pay on the fake Xendit's wallet page, as the customer does: its callback reaches the store. */
async function payAtXendit(pageUrl) {
  const started = Date.now();
  const res = await fetch(pageUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=pay',
    redirect: 'manual',
  });
  timed('xendit page', started);
  if (res.status !== 303) throw new Error(`the wallet's page answered ${res.status}`);
}

/** Pay on the fake YooKassa's page, as the customer does: its notification reaches the store. */
async function payAtYookassa(pageUrl) {
  const started = Date.now();
  const res = await fetch(`${pageUrl}/pay`, { method: 'POST', redirect: 'manual' });
  timed('yookassa page', started);
  if (res.status !== 303) throw new Error(`YooKassa's page answered ${res.status}`);
}

// Half top-ups (the supplier takes 200-400 ms), half codes spread over the demo's code SKUs.
const TOP_UPS = [
  { productId: 'mecha-arena', skuId: 'sku_mecha-arena_60' },
  { productId: 'streamly', skuId: 'sku_streamly_70' },
];
const CODE_PRODUCTS = {
  'iron-citadel': [30, 90, 365],
  'galaxy-drift': [30, 90, 365],
  'rune-keepers': [30, 90, 365],
  'neon-circuit': [30, 90, 365],
  'tiny-empires': [30, 90, 365],
  'arcadia-pass': [100, 500, 1000, 3000],
  'questnet-card': [100, 500, 1000, 3000],
};
const codeSkus = Object.entries(CODE_PRODUCTS).flatMap(([slug, faces]) =>
  faces.map((face) => ({ productId: slug, skuId: `sku_${slug}_${face}` })),
);

function purchase(n) {
  if (n % 2 === 0) return { ...TOP_UPS[(n / 2) % TOP_UPS.length], playerId: String(51_000_000 + n) };
  return codeSkus[((n - 1) / 2) % codeSkus.length];
}

const timings = new Map(); // orderNo → { created, notified }
const failures = [];
let counter = 0;

async function newCustomer() {
  const { token } = await call('auth/loginByDevice', { DeviceId: `bench-${randomBytes(8).toString('hex')}` });
  return token;
}

/** One order as a customer makes it: create, start paying, and the gateway's notification. */
async function order(token) {
  const n = counter++;
  try {
    const bought = purchase(n);
    // The game page checks a top-up's player as the id is typed, before Buy (player/lookup).
    if (bought.playerId) {
      await call(
        'player/lookup',
        { productId: bought.productId, playerId: bought.playerId, serverId: bought.serverId },
        token,
      );
    }
    // The customer's clock starts at Buy.
    const created = Date.now();
    const { orderNo } = await call('order/create', { ...bought, quantity: 1, acceptTerms: true }, token);
    const { redirectUrl } = await call('payment/start', { orderNo, paymentMethod: market.method }, token);
    if (provider === 'xendit') {
      timings.set(orderNo, { created, notified: Date.now() });
      await payAtXendit(redirectUrl);
      return;
    }
    if (provider === 'yookassa') {
      timings.set(orderNo, { created, notified: Date.now() });
      await payAtYookassa(redirectUrl);
      return;
    }
    const sessionId = new URL(redirectUrl).searchParams.get('session');
    const session = await call('sandbox/session', { sessionId });
    await payAtSandbox(sessionId);
    const notified = Date.now();
    timings.set(orderNo, { created, notified });
    await notifyPaid(sessionId, session.amount, session.currency.code);
  } catch (error) {
    failures.push(error.message);
  }
}

/** A customer placing orders one after another, as fast as the store answers. */
async function customer() {
  const token = await newCustomer();
  for (let i = 0; i < ordersEach; i++) await order(token);
}

/**
 * CPU seconds spent so far by the store's processes, by part: the API, its PostgreSQL, the
 * front door and, in the split layout, the worker (with their children). What an order costs,
 * whatever else the machine is doing (Linux /proc; 100 ticks a second).
 */
function storeCpuSeconds() {
  const stats = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name is in parentheses and may hold spaces: the fields follow it.
      const [head, rest] = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ');
      const fields = rest.split(' ');
      // Its own time and that of its children it has reaped: PostgreSQL's backends come and go
      // with the pool's connections, and an ended one's time lives on in the postmaster.
      const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
      stats.set(Number(entry), {
        name: head.slice(head.indexOf('(') + 1),
        ppid: Number(fields[1]),
        seconds: (utime + stime + cutime + cstime) / 100,
      });
    } catch {
      // gone meanwhile
    }
  }
  const partOf = (pid) => {
    for (let at = pid; at > 1 && stats.has(at); at = stats.get(at).ppid) {
      // The first API starts the embedded PostgreSQL: its postgres children are the database's.
      if (at === children[0]?.pid && stats.get(pid).name === 'postgres') return 'postgres';
      if (parts.has(at)) return parts.get(at);
    }
    return undefined;
  };
  const seconds = { api: 0, worker: 0, postgres: 0, frontDoor: 0 };
  for (const [pid, stat] of stats) {
    const part = partOf(pid);
    if (part) seconds[part] += stat.seconds;
  }
  // An existing database's backends are found by pid (see measure).
  seconds.byPid = new Map([...stats].map(([pid, stat]) => [pid, stat.seconds]));
  return seconds;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

start('apps/api/src/main.ts', 'api');
// Not one of `children`: only the store's processes are measured.
let fakeXendit;
if (provider === 'xendit') {
  const fake = spawn(bin('tsx'), ['apps/api/src/testing/fake-xendit-main.ts'], {
    cwd: root,
    env: {
      ...env,
      FAKE_XENDIT_PORT: String(xenditPort),
      FAKE_XENDIT_CALLBACK_URL: `${origin}/api/hooks/xendit`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  fakeXendit = fake;
  await new Promise((resolve, reject) => {
    fake.stdout.on('data', (chunk) => String(chunk).includes('listening') && resolve());
    fake.once('exit', (code) => reject(new Error(`the fake Xendit stopped (${code})`)));
  });
}
let fakeYookassa;
if (provider === 'yookassa') {
  const fake = spawn(bin('tsx'), ['apps/api/src/testing/fake-yookassa-main.ts'], {
    cwd: root,
    env: {
      ...env,
      FAKE_YOOKASSA_PORT: String(yookassaPort),
      FAKE_YOOKASSA_WEBHOOK_URL: `${origin}/api/hooks/yookassa`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  fakeYookassa = fake;
  await new Promise((resolve, reject) => {
    fake.stdout.on('data', (chunk) => String(chunk).includes('listening') && resolve());
    fake.once('exit', (code) => reject(new Error(`the fake YooKassa stopped (${code})`)));
  });
}
let db;
/** The sandbox gateway's connections, for its many customers paying at once. */
let gateway;

async function commits() {
  const { rows } = await db.query(
    `SELECT xact_commit FROM pg_stat_database WHERE datname = current_database()`,
  );
  return Number(rows[0].xact_commit);
}

/**
 * An existing database's PostgreSQL CPU from `before` to `after`: that of the backends serving the
 * store at the end (the pools' connections, kept throughout; a backend started meanwhile counts whole).
 */
async function backendSeconds(before, after) {
  const { rows } = await db.query(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  return rows.reduce((sum, { pid }) => sum + (after.byPid.get(pid) ?? 0) - (before.byPid.get(pid) ?? 0), 0);
}

/** Waits until no order of `orderNos` is still waiting for payment or delivery (at most a minute). */
async function settled(orderNos) {
  let rows = [];
  for (let i = 0; i < 120; i++) {
    ({ rows } = await db.query(
      `SELECT order_no, status, extract(epoch FROM completed_at) * 1000 AS completed,
              extract(epoch FROM paid_at) * 1000 AS paid
       FROM orders WHERE order_no = ANY($1)`,
      [orderNos],
    ));
    if (rows.every((row) => row.status !== 'pendingShipment' && row.status !== 'waitingPayment')) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return rows;
}

/** Runs `load` (which places orders) and prints what it achieved: throughput, latency, cost. */
async function measure(title, load) {
  timings.clear();
  failures.length = 0;
  for (const name of Object.keys(callTimes)) delete callTimes[name];
  const commitsBefore = (await commits()) - gatewayCommits;
  const cpuBefore = storeCpuSeconds();
  const began = Date.now();
  await load();
  const sent = Date.now();
  const orderNos = [...timings.keys()];
  const rows = await settled(orderNos);
  const cpuAfter = storeCpuSeconds();
  if (existingDatabase) cpuAfter.postgres = cpuBefore.postgres + (await backendSeconds(cpuBefore, cpuAfter));
  // Statistics reach pg_stat_database within a second or so of each commit.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const commitsPerOrder = (await commits()) - gatewayCommits - commitsBefore;
  const cpuMsPerOrder = (part) => Math.round(((cpuAfter[part] - cpuBefore[part]) * 1000) / orderNos.length);
  const delivered = rows.filter((row) => row.status === 'completed');
  const lastDelivered = Math.max(...delivered.map((row) => Number(row.completed)));
  const latency = delivered
    .map((row) => Number(row.completed) - timings.get(row.order_no).notified)
    .sort((a, b) => a - b);
  const inStore = delivered.map((row) => Number(row.completed) - Number(row.paid)).sort((a, b) => a - b);
  const statuses = {};
  for (const row of rows) statuses[row.status] = (statuses[row.status] ?? 0) + 1;

  // Figures depend on what else the machine runs: say how busy it was.
  const load1 = loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  console.log(
    `\n${title}, half top-ups, half codes, ${split ? 'two APIs and a worker' : 'one process'},` +
      ` ${new Date().toISOString()}` +
      ` (${availableParallelism()} CPUs, load average ${load1})`,
  );
  console.table([
    {
      orders: orderNos.length,
      delivered: delivered.length,
      'create → delivered orders/s': Math.round((delivered.length * 1000) / (lastDelivered - began)),
      'load seconds': ((sent - began) / 1000).toFixed(1),
      'notified → delivered p50 ms': Math.round(percentile(latency, 50)),
      'p99 ms': Math.round(percentile(latency, 99)),
      'max ms': Math.round(latency.at(-1)),
      'paid → delivered p99 ms (server)': Math.round(percentile(inStore, 99)),
    },
  ]);
  console.log(
    `CPU per order: API ${cpuMsPerOrder('api')} ms,` +
      (split ? ` worker ${cpuMsPerOrder('worker')} ms,` : '') +
      ` PostgreSQL ${cpuMsPerOrder('postgres')} ms,` +
      ` front door ${cpuMsPerOrder('frontDoor')} ms; PostgreSQL transactions per order` +
      ` ${(commitsPerOrder / orderNos.length).toFixed(1)} (with the job queue's own)`,
  );
  console.log('statuses:', statuses);
  console.table(
    Object.entries(callTimes).map(([name, times]) => {
      const sorted = times.sort((a, b) => a - b);
      return {
        call: name,
        count: sorted.length,
        'p50 ms': percentile(sorted, 50),
        'p99 ms': percentile(sorted, 99),
      };
    }),
  );
  if (failures.length > 0) {
    const kinds = {};
    for (const failure of failures) kinds[failure] = (kinds[failure] ?? 0) + 1;
    console.log('failed calls:', kinds);
  }
}

/** Starts one order every 1/rate seconds, whether or not earlier ones have finished. */
async function paced(tokens) {
  const started = [];
  const interval = 1000 / pacedRate;
  const begin = Date.now();
  for (let i = 0; i < pacedRate * pacedSeconds; i++) {
    const due = begin + i * interval;
    if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
    started.push(order(tokens[i % tokens.length]));
  }
  await Promise.all(started);
}

try {
  await ready(`http://127.0.0.1:${apiPort}/api/readyz`);
  if (split) {
    // On the database the first one started, as every process of a deployment shares one.
    const shared = { DATABASE_URL: databaseUrl };
    start('apps/api/src/main.ts', 'api', { ...shared, API_PORT: String(secondApiPort) });
    const worker = start('apps/api/src/main.ts', 'worker', { ...shared, ROLE: 'worker' }, 'pipe');
    // A worker answers no HTTP: it says when its jobs run. Its output is read to the end.
    await new Promise((resolve) =>
      worker.stdout.on('data', (chunk) => String(chunk).includes('Worker running') && resolve()),
    );
    await ready(`http://127.0.0.1:${secondApiPort}/api/readyz`);
  }
  start('apps/api/src/edge/main.ts', 'frontDoor');
  if (split) {
    start('apps/api/src/edge/main.ts', 'frontDoor', {
      PORT: String(secondPort),
      API_ORIGIN: `http://127.0.0.1:${secondApiPort}`,
    });
  }
  for (const door of origins) await ready(`${door}/api/readyz`);
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  gateway = new pg.Pool({ connectionString: databaseUrl, max: 4 });

  // Warm the processes (connections, caches, JIT); these orders are not counted.
  await Promise.all(Array.from({ length: 20 }, () => customer()));

  await measure(`Saturated: ${customers} customers × ${ordersEach} orders back to back`, () =>
    Promise.all(Array.from({ length: customers }, () => customer())),
  );
  // Shoppers are signed in before the clock starts: the paced run is about orders.
  const tokens = await Promise.all(Array.from({ length: 50 }, () => newCustomer()));
  await measure(`Paced: ${pacedRate} orders a second for ${pacedSeconds} s`, () => paced(tokens));
} finally {
  await db?.end().catch(() => {});
  await gateway?.end().catch(() => {});
  stopping = true;
  // The API stops its embedded PostgreSQL on the way out: wait for it, else the next run finds the
  // port taken by a database left behind.
  await Promise.all(
    [...children.reverse(), ...[fakeXendit, fakeYookassa].filter(Boolean)].map((child) => stopped(child)),
  );
}
