#!/usr/bin/env node
// Lighthouse (mobile, its default emulation and simulated throttling) on the home page and a game
// page of the production build (issue 4). Prints the four category scores, the main timings and the
// JavaScript each page ships (KB as transferred, gzip); never fails on a figure. Runs the store on its
// own ports over a fresh data folder, so a running store is not disturbed; scripts/start.mjs builds
// the storefront first when the build is older than its sources. Each page is measured BENCH_RUNS
// times (3 by default) in a fresh Chromium and the run with the median performance score is shown,
// since a single run on a busy 2-core machine swings by several points.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webPort = Number(process.env.BENCH_PORT ?? 3620);
const apiPort = Number(process.env.BENCH_API_PORT ?? webPort + 1);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(root, '.data', 'bench-lighthouse');
const origin = `http://localhost:${webPort}`;
// BENCH_PAGES adds pages as `name=/path`, comma-separated; BENCH_REPORT_DIR keeps each page's median
// report (JSON) there, to find out what an audit or the LCP element is.
const reportDir = process.env.BENCH_REPORT_DIR;
const pages = [
  { name: 'home', path: '/ru' },
  { name: 'game', path: '/ru/gameBuy/starfall-legends' },
  ...(process.env.BENCH_PAGES ?? '')
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const [name, pagePath] = entry.split('=');
      return { name, path: pagePath };
    }),
];
// Debian's Chromium, with nothing of its own reaching the network while it is measured.
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

/** Whether anything answers at `url`. */
async function answers(url) {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

// Another store on these ports would be measured instead of this one.
if (await answers(`${origin}/api/readyz`)) {
  console.error(`Port ${webPort} is taken: set BENCH_PORT (and BENCH_PG_PORT) to free ones.`);
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
    EMBEDDED_PG_PORT: process.env.BENCH_PG_PORT ?? '54397',
    PORT: String(webPort),
    API_PORT: String(apiPort),
    NEXT_PORT: process.env.BENCH_NEXT_PORT ?? String(webPort + 2),
    LOG_LEVEL: 'warn',
  },
});

async function ready(url) {
  for (let i = 0; i < 1200; i++) {
    if (store.exitCode !== null) throw new Error(`the store stopped (${store.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // still building or starting
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer in 10 minutes`);
}

/** One Lighthouse run in a fresh Chromium profile: its JSON report (the LHR). */
function lighthouse(url) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      path.join(root, 'node_modules', '.bin', 'lighthouse'),
      [url, '--quiet', '--output=json', '--output-path=stdout', `--chrome-flags=${chromeFlags}`],
      { cwd: root, env: { ...process.env, CHROME_PATH: chromePath }, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`lighthouse exited with ${code}`)),
    );
  });
}

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const ms = (lhr, audit) => Math.round(lhr.audits[audit]?.numericValue ?? NaN);
const kb = (bytes) => Math.round(bytes / 102.4) / 10;

function row(name, lhr) {
  const summary = lhr.audits['resource-summary'].details.items;
  const scripts = summary.find((item) => item.resourceType === 'script') ?? { transferSize: 0 };
  const total = summary.find((item) => item.resourceType === 'total') ?? { transferSize: 0 };
  return {
    page: name,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    'best-practices': score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    'FCP ms': ms(lhr, 'first-contentful-paint'),
    'LCP ms': ms(lhr, 'largest-contentful-paint'),
    'TBT ms': ms(lhr, 'total-blocking-time'),
    CLS: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    'JS KB gz': kb(scripts.transferSize),
    'JS files': scripts.requestCount,
    'total KB': kb(total.transferSize),
  };
}

/** The audits that cost points, so a low score says where to look. */
function failing(lhr) {
  return Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 0.9)
      .map((audit) => `${category.id}: ${audit.id} (${audit.displayValue ?? audit.score})`),
  );
}

try {
  await ready(`${origin}/api/readyz`);
  // The first render of each page fills the API's and Next.js's caches; a customer rarely meets a cold one.
  for (const page of pages) await fetch(origin + page.path);
  const rows = [];
  const notes = [];
  let version = '';
  for (const page of pages) {
    const reports = [];
    for (let i = 0; i < runs; i++) reports.push(await lighthouse(origin + page.path));
    reports.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
    const median = reports[Math.floor(reports.length / 2)];
    version = median.lighthouseVersion;
    rows.push(row(`${page.name} ${page.path}`, median));
    if (reportDir) {
      mkdirSync(reportDir, { recursive: true });
      writeFileSync(path.join(reportDir, `${page.name}.json`), JSON.stringify(median));
    }
    const all = reports.map((lhr) => score(lhr, 'performance')).join(', ');
    notes.push(`${page.name}: performance over ${runs} runs: ${all}`);
    for (const line of failing(median)) notes.push(`  ${page.name} loses points on ${line}`);
  }
  console.log(`\nLighthouse ${version}, mobile, median of ${runs} runs, ${new Date().toISOString()}`);
  // Simulated throttling still feels a busy machine: the load says how much to trust the figures.
  const load = loadavg().map((minutes) => minutes.toFixed(2));
  console.log(`load average (1, 5, 15 min): ${load.join(', ')}`);
  console.table(rows);
  console.log(notes.join('\n'));
} finally {
  store.kill('SIGTERM');
}
