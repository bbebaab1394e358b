import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client.ts';

/**
 * The role the API's requests and job workers use when the store sets it up itself (the embedded
 * PostgreSQL, or a superuser DATABASE_URL outside production). Roles belong to the whole server,
 * so every store database on it shares this one; its rights are granted database by database.
 */
export const APP_ROLE = 'storefront_app';

/** The schemas the app works in: its own tables and pg-boss's. */
const SCHEMAS = ['public', 'pgboss'];
// Written only by INSERT; the trigger of migration 0024 refuses UPDATE, DELETE and TRUNCATE, and
// the app role may not switch that trigger off, as it owns nothing.
const APPEND_ONLY = ['staff_audit_log'];

/**
 * The app role's connection string on the owner's server and database. Its password is derived
 * from the owner's credentials, so every process of the store (and a test run beside another on a
 * shared server) arrives at the same one without storing it; whoever can read it could log in as
 * the owner anyway.
 */
export function appRoleUrl(ownerUrl: string): string {
  const url = new URL(ownerUrl);
  const password = createHash('sha256')
    .update(`${APP_ROLE}\n${decodeURIComponent(url.username)}\n${decodeURIComponent(url.password)}`)
    .digest('hex');
  url.username = APP_ROLE;
  url.password = password;
  return url.toString();
}

/**
 * Creates the app role unless it exists, as a plain login role (no superuser, no CREATEROLE, no
 * CREATEDB), and gives it its password when it cannot log in with it. Safe when several processes
 * or test runs do it at once. Needs a superuser connection.
 */
export async function ensureAppRole(ownerUrl: string): Promise<string> {
  const appUrl = appRoleUrl(ownerUrl);
  const password = decodeURIComponent(new URL(appUrl).password);
  const owner = new pg.Client({ connectionString: ownerUrl });
  await owner.connect();
  try {
    const role = owner.escapeIdentifier(APP_ROLE);
    const literal = owner.escapeLiteral(password);
    try {
      await owner.query(
        `CREATE ROLE ${role} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS PASSWORD ${literal}`,
      );
    } catch (error) {
      // 42710: it exists; 23505: another process created it at the same moment.
      if (!['42710', '23505'].includes((error as { code?: string }).code ?? '')) throw error;
    }
    const { rows } = await owner.query<{ powerful: boolean }>(
      `SELECT rolsuper OR rolcreaterole OR rolcreatedb OR rolbypassrls AS powerful FROM pg_roles WHERE rolname = $1`,
      [APP_ROLE],
    );
    if (rows[0]?.powerful) {
      throw new Error(
        `The database role "${APP_ROLE}" exists with more rights than the API may have ` +
          `(superuser, CREATEROLE, CREATEDB or BYPASSRLS): remove them or drop the role.`,
      );
    }
    if (!(await logsIn(appUrl))) await owner.query(`ALTER ROLE ${role} PASSWORD ${literal}`);
  } finally {
    await owner.end();
  }
  return appUrl;
}

async function logsIn(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  try {
    await client.connect();
    return true;
  } catch (error) {
    // 28P01: wrong password. Anything else (the server gone) is not ours to mend here.
    if ((error as { code?: string }).code === '28P01') return false;
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Run by the owner of the tables after each migration: the app role may read and write every table
 * of the app and of pg-boss, but only add to and read the append-only ones, and owns nothing, so it
 * can neither alter a table nor disable its triggers. Default privileges cover tables that a later
 * migration adds before this runs again.
 */
export async function grantAppRole(db: Db, appRole: string): Promise<void> {
  const role = sql.identifier(appRole);
  const schemas = sql.join(
    SCHEMAS.map((name) => sql.identifier(name)),
    sql`, `,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`GRANT USAGE ON SCHEMA ${schemas} TO ${role}`);
    await tx.execute(sql`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${schemas} TO ${role}`);
    await tx.execute(sql`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${schemas} TO ${role}`);
    await tx.execute(
      sql`ALTER DEFAULT PRIVILEGES IN SCHEMA ${schemas} GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${role}`,
    );
    await tx.execute(
      sql`ALTER DEFAULT PRIVILEGES IN SCHEMA ${schemas} GRANT USAGE, SELECT ON SEQUENCES TO ${role}`,
    );
    for (const table of APPEND_ONLY) {
      await tx.execute(sql`REVOKE UPDATE, DELETE, TRUNCATE ON ${sql.identifier(table)} FROM ${role}`);
    }
  });
}

/**
 * What the connected role could do to the append-only tables beyond adding rows: empty when it is
 * no superuser, does not own them (nor belong to their owner), and may not update, delete or
 * truncate them.
 */
export async function appRoleExcessRights(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const { rows: roles } = await db.execute<{ name: string; superuser: boolean }>(
    sql`SELECT rolname AS name, rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`,
  );
  if (roles[0]?.superuser) problems.push(`"${roles[0].name}" is a superuser`);
  for (const table of APPEND_ONLY) {
    const { rows } = await db.execute<{ owns: boolean; changes: boolean }>(sql`
      SELECT pg_has_role(current_user, c.relowner, 'USAGE') AS owns,
             has_table_privilege(current_user, c.oid, 'UPDATE, DELETE, TRUNCATE') AS changes
      FROM pg_class c WHERE c.oid = to_regclass(${table})`);
    if (rows[0]?.owns) problems.push(`it owns ${table} (and may switch its trigger off)`);
    if (rows[0]?.changes) problems.push(`it may update, delete or truncate ${table}`);
  }
  return problems;
}
