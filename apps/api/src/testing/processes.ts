import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { createInterface } from 'node:readline';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));

export interface StoreProcess {
  /** Where it answers HTTP (a worker answers nowhere: ''). */
  origin: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * One process of the store as production runs it (`ROLE=api` or `ROLE=worker`) on the database at
 * `databaseUrl`, started as `node --import tsx apps/api/src/main.ts`: resolves once it says it is
 * listening (an API) or running its jobs (a worker).
 */
export async function startStoreProcess({
  role,
  databaseUrl,
  port = 0,
  env = {},
}: {
  role: 'api' | 'worker';
  databaseUrl: string;
  /** An API's port (see freePort). */
  port?: number;
  env?: Record<string, string>;
}): Promise<StoreProcess> {
  const settings: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    ROLE: role,
    API_HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...(port ? { API_PORT: String(port) } : {}),
    ...env,
  };
  delete settings.DEMO_DATA;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: repoRoot,
    env: settings,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = role === 'worker' ? 'Worker running' : 'API listening on';
  // Its output is read to the end, or its next line would break its pipe; once it is up, its log
  // lines (warnings and errors, by LOG_LEVEL) are shown with the test's.
  const lines = createInterface({ input: child.stdout! });
  await new Promise<void>((resolve, reject) => {
    let up = false;
    let output = '';
    lines.on('line', (line) => {
      if (up) {
        if (line.startsWith('{')) console.error(line);
        return;
      }
      output += `${line}\n`;
      if (line.includes(ready)) {
        up = true;
        resolve();
      }
    });
    child.once('exit', () => reject(new Error(`the ${role} process stopped while starting: ${output}`)));
  });
  return {
    origin: port ? `http://127.0.0.1:${port}` : '',
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
