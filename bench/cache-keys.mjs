#!/usr/bin/env node
// What junk headers cost in memory (issue 11, item 10): BENCH_CALLS home pages, each with a
// Currency and a Region header the store does not have, against the API alone. Prints the API
// process's resident memory before and after, with the junk calls' answers checked to be the
// fallback's. Never fails on a figure. Runs the API on its own ports, data folder and embedded
// PostgreSQL.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startApi } from './store-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiPort = Number(process.env.BENCH_API_PORT ?? 3619);
const calls = Number(process.env.BENCH_CALLS ?? 3000);

// node itself, not the tsx wrapper, so that its memory is the API's.
const { api, origin, answering, stop } = await startApi({
  root,
  name: 'bench-cache-keys',
  apiPort,
  pgPort: process.env.BENCH_PG_PORT ?? '54374',
  role: 'api',
  node: true,
});

const rssMb = () => {
  const line = readFileSync(`/proc/${api.pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  return Math.round(Number(line?.[1]) / 1024);
};

async function home(currency, region) {
  const res = await fetch(`${origin}/api/web/home/home`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', lang: 'en', currency, region },
    body: '{}',
  });
  return res.json();
}

try {
  await answering();
  const fallback = JSON.stringify(await home('RUB', 'RUS'));
  for (let i = 0; i < 50; i++) await home('RUB', 'RUS'); // warm
  global.gc?.();
  const before = rssMb();
  let differing = 0;
  for (let i = 0; i < calls; i++) {
    if (JSON.stringify(await home(`J${i}`, `Z${i}`)) !== fallback) differing++;
  }
  const after = rssMb();
  console.log(
    `${calls} home pages with junk Currency and Region headers: API resident memory ` +
      `${before} MB before, ${after} MB after (+${after - before} MB); ${differing} answers differed from the fallback's`,
  );
} finally {
  await stop();
}
