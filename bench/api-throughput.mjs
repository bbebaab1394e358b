#!/usr/bin/env node
// Throughput of the catalogue calls against the production build (issue 4): home/home and
// product/detail beside a trivial route, 10 connections each, through the storefront's /api
// forwarding and straight at the API. Prints requests per second and p50/p99 latency; never fails
// on a figure. Runs the store on its own ports and data folder, so a running store is not disturbed.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { answers, ready } from './store-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webPort = Number(process.env.BENCH_PORT ?? 3600);
const apiPort = Number(process.env.BENCH_API_PORT ?? 3601);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const dataDir = path.join(root, '.data', 'bench');

// Another store on these ports would be measured instead of this one.
if (await answers(`http://127.0.0.1:${webPort}/api/readyz`)) {
  console.error(`Port ${webPort} is taken: set BENCH_PORT (and BENCH_API_PORT, BENCH_PG_PORT) to free ones.`);
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });
const env = { ...process.env };
delete env.DATABASE_URL;
const store = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...env,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: process.env.BENCH_PG_PORT ?? '54399',
    PORT: String(webPort),
    API_PORT: String(apiPort),
    LOG_LEVEL: 'warn',
  },
});

const json = { 'content-type': 'application/json', lang: 'en', currency: 'RUB', region: 'RUS' };
const targets = [
  { name: 'trivial (GET /api/healthz)', path: '/api/healthz', method: 'GET' },
  { name: 'home/home', path: '/api/web/home/home', method: 'POST', body: '{}' },
  {
    name: 'product/detail',
    path: '/api/web/product/detail',
    method: 'POST',
    body: '{"id":"starfall-legends"}',
  },
];

function load(origin, target, duration = seconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: origin + target.path,
        method: target.method,
        body: target.body,
        headers: target.body ? json : {},
        connections,
        duration,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

try {
  await ready(`http://127.0.0.1:${webPort}/api/readyz`, { stopped: () => store.exitCode !== null });
  const rows = [];
  for (const [via, origin] of [
    ['storefront', `http://127.0.0.1:${webPort}`],
    ['api direct', `http://127.0.0.1:${apiPort}`],
  ]) {
    for (const target of targets) {
      await load(origin, target, 1); // warm caches and connections
      const result = await load(origin, target);
      rows.push({
        call: target.name,
        via,
        'req/s': Math.round(result.requests.average),
        'p50 ms': result.latency.p50,
        'p99 ms': result.latency.p99,
        'non-2xx': result.non2xx,
        errors: result.errors,
      });
    }
  }
  console.log(`\n${connections} connections, ${seconds} s per row, ${new Date().toISOString()}`);
  console.table(rows);
} finally {
  store.kill('SIGTERM');
}
