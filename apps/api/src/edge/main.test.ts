import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createConnection } from 'node:net';
import { networkInterfaces } from 'node:os';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// Issue 11, item 2: `npm start` must not put the store (and its developer's outbox) on the network
// unless asked to.

const repoRoot = fileURLToPath(new URL('../../../..', import.meta.url));
const tsx = fileURLToPath(new URL('../../../../node_modules/.bin/tsx', import.meta.url));
const started: ChildProcess[] = [];

/** Runs the front door's own start file on a free port and answers the address it says it took. */
async function startFrontDoor(host: string | undefined): Promise<URL> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    API_ORIGIN: 'http://127.0.0.1:9',
    WEB_ORIGIN: 'http://127.0.0.1:9',
  };
  delete env.HOST;
  if (host !== undefined) env.HOST = host;
  const child = spawn(tsx, ['apps/api/src/edge/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  started.push(child);
  let output = '';
  for await (const chunk of child.stdout!) {
    output += String(chunk);
    const listening = /Front door listening on (\S+)/.exec(output);
    if (listening) return new URL(listening[1]!);
  }
  throw new Error(`the front door stopped before listening: ${output}`);
}

/** Whether a TCP connection to `host:port` is accepted. */
async function accepts(host: string, port: number): Promise<boolean> {
  const socket = createConnection({ host, port });
  try {
    await once(socket, 'connect');
    return true;
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

/** This machine's address on its network, when it has one. */
const networkAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;

afterEach(async () => {
  for (const child of started.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
});

describe('the front door’s address', () => {
  it('is this machine only when HOST is not set', async () => {
    const url = await startFrontDoor(undefined);
    expect(url.hostname).toBe('127.0.0.1');
    expect(await accepts('127.0.0.1', Number(url.port))).toBe(true);
    if (networkAddress) expect(await accepts(networkAddress, Number(url.port))).toBe(false);
  });

  it.runIf(networkAddress)('is the network with HOST=0.0.0.0', async () => {
    const url = await startFrontDoor('0.0.0.0');
    expect(await accepts(networkAddress!, Number(url.port))).toBe(true);
  });
});
