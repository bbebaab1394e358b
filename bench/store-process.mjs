// What every benchmark does around the store it measures: check that its ports are free, start the
// API alone when that is what it measures, and wait for the store it started to answer.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

/** Whether anything answers at `url`. */
export async function answers(url) {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * Waits until `url` answers 200, polling twice a second for at most `minutes`. Gives up at once
 * when `stopped()` says the process meant to answer has ended (its reason is on stderr).
 */
export async function ready(url, { minutes = 5, stopped = () => false } = {}) {
  for (let i = 0; i < minutes * 120; i++) {
    if (stopped()) throw new Error(`the process behind ${url} stopped`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // still building or starting
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer in ${minutes} minutes`);
}

/**
 * Starts the API alone for a benchmark: on its own port, a fresh data folder `.data/<name>` and its
 * own embedded PostgreSQL with the demo catalogue (or the database at `databaseUrl` instead), request
 * logs off; `env` adds or overrides settings (raised limits). Ends the bench at once when something already answers on the port.
 * `node: true` runs node itself with tsx's loader, so that the process's memory is the API's;
 * otherwise the tsx wrapper starts it. `answering()` waits until it answers; `stop()` ends it.
 */
export async function startApi({
  root,
  name,
  apiPort,
  pgPort,
  databaseUrl,
  role = 'all',
  node = false,
  env = {},
}) {
  const origin = `http://127.0.0.1:${apiPort}`;
  if (await answers(`${origin}/api/readyz`)) {
    console.error(`Port ${apiPort} is taken: set BENCH_API_PORT (and BENCH_PG_PORT) to free ones.`);
    process.exit(1);
  }
  const dataDir = path.join(root, '.data', name);
  rmSync(dataDir, { recursive: true, force: true });
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  const [command, args] = node
    ? [process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts']]
    : [path.join(root, 'node_modules', '.bin', 'tsx'), ['apps/api/src/main.ts']];
  const api = spawn(command, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...inherited,
      ROLE: role,
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { EMBEDDED_PG_PORT: String(pgPort) }),
      API_PORT: String(apiPort),
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  return {
    api,
    origin,
    answering: () => ready(`${origin}/api/readyz`, { stopped: () => api.exitCode !== null }),
    stop: async () => {
      api.kill('SIGTERM');
      await new Promise((resolve) => (api.exitCode !== null ? resolve() : api.once('exit', resolve)));
    },
  };
}
