import pg from 'pg';

/** The same server as `url`, another database on it. */
export function databaseUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Runs one statement on the server's maintenance connection (CREATE/DROP DATABASE need one). */
export async function onServer(serverUrl: string, statement: (client: pg.Client) => string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement(client));
  } finally {
    await client.end();
  }
}

export interface TestServer {
  /** Maintenance connection string of the server the tests use, as its superuser. */
  serverUrl: string;
  /** The same as the app's role (no superuser, owns nothing), which the test apps connect as. */
  appServerUrl: string;
  /** The migrated database with demo data that each test file's database is cloned from. */
  template: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testServer: TestServer;
  }
}
