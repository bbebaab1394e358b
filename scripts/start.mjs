#!/usr/bin/env node
// Starts the whole store: the API (with its embedded PostgreSQL unless DATABASE_URL is set, and its
// job workers), the Next.js storefront on an internal port, then the front door on the public port,
// which sends /api/* to the API and everything else to the storefront. `--dev` runs the API and the
// storefront in watch mode instead of the production build. Ctrl-C stops all three and waits for the
// database to shut down. The API and the storefront listen on 127.0.0.1 only; the front door does too
// unless HOST is set (HOST=0.0.0.0 opens the store to the network). Outside production the demo
// store loads (DEMO_DATA=true) unless DEMO_DATA says otherwise.
//
// SECOND_API_PORT and SECOND_PORT (both set) add a second API process (ROLE=api, same database) with
// a front door of its own, as two machines behind a load balancer would be: the end-to-end suite puts
// a customer on one and an agent on the other to prove the live chat crosses processes.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const webPort = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 3001);
const nextPort = Number(process.env.NEXT_PORT ?? webPort + 2);
const apiOrigin = `http://127.0.0.1:${apiPort}`;
const webOrigin = `http://127.0.0.1:${nextPort}`;
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const secondApiPort = process.env.SECOND_API_PORT ? Number(process.env.SECOND_API_PORT) : undefined;
const secondPort = process.env.SECOND_PORT ? Number(process.env.SECOND_PORT) : undefined;
const second = secondApiPort && secondPort ? { apiPort: secondApiPort, port: secondPort } : undefined;
// Settings the second API process alone takes, as JSON: the end-to-end store runs it with low limits
// per address, so a browser sent there meets them while every other test keeps the first's.
const secondSettings = JSON.parse(process.env.SECOND_API_SETTINGS ?? '{}');

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  API_PORT: String(apiPort),
  // The front door is the one way in from outside: the API behind it is reached at apiOrigin only.
  API_HOST: '127.0.0.1',
  API_ORIGIN: apiOrigin,
  WEB_ORIGIN: webOrigin,
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`,
  // The Quick start serves the demo store; production starts empty unless DEMO_DATA=true says so.
  DEMO_DATA: process.env.DEMO_DATA ?? (process.env.NODE_ENV === 'production' ? 'false' : 'true'),
};

const children = new Set();
let stopping = false;

function run(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, env, stdio: 'inherit', ...options });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping && options.longRunning) {
      console.error(
        `${path.basename(command)} ${args[0] ?? ''} stopped (${signal ?? code}); stopping the store.`,
      );
      void stop(1);
    }
  });
  return child;
}

function finished(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode ?? 1);
    else child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function stop(exitCode) {
  if (stopping) return;
  stopping = true;
  const running = [...children];
  for (const child of running) child.kill('SIGTERM');
  const forced = setTimeout(() => running.forEach((child) => child.kill('SIGKILL')), 15_000);
  await Promise.all(running.map(finished));
  clearTimeout(forced);
  process.exit(exitCode);
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

/** The newest modification time below the folders the web build is made from. */
function newestSource(dirs) {
  let newest = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === '.next') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  dirs.filter(existsSync).forEach(walk);
  return newest;
}

function webBuildIsCurrent() {
  const buildId = path.join(root, 'apps/web/.next/BUILD_ID');
  if (!existsSync(buildId)) return false;
  const sources = ['apps/web/src', 'apps/web/messages', 'apps/web/public', 'packages/contracts/src'].map(
    (dir) => path.join(root, dir),
  );
  const configs = ['apps/web/next.config.ts', 'apps/web/package.json', 'package-lock.json'].map((file) =>
    path.join(root, file),
  );
  const newestConfig = Math.max(...configs.filter(existsSync).map((file) => statSync(file).mtimeMs));
  return statSync(buildId).mtimeMs > Math.max(newestSource(sources), newestConfig);
}

/** Waits until `url` answers; `accept` says which answers count as up. */
async function waitFor(url, seconds, accept = (response) => response.ok) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (stopping) return false;
    try {
      const response = await fetch(url);
      if (accept(response)) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/**
 * The API's output, passed on line by line, except the first owner's setup link (the three lines
 * from "No owner yet."), which is held until the store is ready and said after its address: among
 * start-up and request log lines it would be missed.
 */
function holdSetupNotice(output) {
  const held = [];
  let holding = 0;
  let released = false;
  createInterface({ input: output }).on('line', (line) => {
    if (!released && (holding > 0 || line.startsWith('No owner yet.'))) {
      held.push(line);
      holding = holding > 0 ? holding - 1 : 2;
    } else {
      process.stdout.write(`${line}\n`);
    }
  });
  return () => {
    released = true;
    return held.join('\n');
  };
}

if (!dev && !webBuildIsCurrent()) {
  console.log('Building the storefront…');
  const code = await finished(run(bin('next'), ['build'], { cwd: path.join(root, 'apps/web') }));
  if (code !== 0) {
    console.error('The storefront build failed.');
    process.exit(code);
  }
}

const api = run(bin('tsx'), dev ? ['watch', 'apps/api/src/main.ts'] : ['apps/api/src/main.ts'], {
  longRunning: true,
  stdio: ['inherit', 'pipe', 'inherit'],
});
const setupNotice = holdSetupNotice(api.stdout);
if (!(await waitFor(`${apiOrigin}/api/readyz`, 120))) {
  console.error(`The API did not become ready at ${apiOrigin}/api/readyz.`);
  await stop(1);
}

if (second) {
  // Started once the first has migrated the database; it uses the same (embedded) PostgreSQL.
  run(bin('tsx'), ['apps/api/src/main.ts'], {
    longRunning: true,
    env: { ...env, ...secondSettings, ROLE: 'api', API_PORT: String(second.apiPort) },
  });
  if (!(await waitFor(`http://127.0.0.1:${second.apiPort}/api/readyz`, 120))) {
    console.error(`The second API did not become ready on port ${second.apiPort}.`);
    await stop(1);
  }
}

run(bin('next'), [dev ? 'dev' : 'start', '--port', String(nextPort), '--hostname', '127.0.0.1'], {
  cwd: path.join(root, 'apps/web'),
  longRunning: true,
});
// Any answer short of a server error means Next.js is listening (its 404 included).
if (!(await waitFor(webOrigin, 120, (response) => response.status < 500))) {
  console.error(`The storefront did not start on port ${nextPort}.`);
  await stop(1);
}

run(bin('tsx'), ['apps/api/src/edge/main.ts'], { longRunning: true, env: { ...env, PORT: String(webPort) } });
if (!(await waitFor(`http://127.0.0.1:${webPort}/api/healthz`, 60))) {
  console.error(`The front door did not start on port ${webPort}.`);
  await stop(1);
}
if (second) {
  run(bin('tsx'), ['apps/api/src/edge/main.ts'], {
    longRunning: true,
    env: { ...env, PORT: String(second.port), API_ORIGIN: `http://127.0.0.1:${second.apiPort}` },
  });
  if (!(await waitFor(`http://127.0.0.1:${second.port}/api/healthz`, 60))) {
    console.error(`The second front door did not start on port ${second.port}.`);
    await stop(1);
  }
  console.log(`Second API process behind http://localhost:${second.port}`);
}
console.log(
  `\nStorefront ready at http://localhost:${webPort}  (API docs: http://localhost:${webPort}/api/docs)`,
);
console.log(`Console: http://localhost:${webPort}/en/console`);
const notice = setupNotice();
if (notice) console.log(notice);
console.log(
  env.DEMO_DATA === 'true'
    ? 'Demo store: demo catalogue, codes, coupons and agent (DEMO_DATA=false starts an empty store).'
    : 'Empty store: no demo data (DEMO_DATA=true loads the demo store once).',
);
console.log(
  process.env.HOST
    ? `Listening on ${process.env.HOST}, as HOST says.\n`
    : 'This machine only: HOST=0.0.0.0 npm start opens it to the network.\n',
);
