import type { StaffRole } from '@storefront/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { agents } from './tables.ts';

/** The enabled staff members of these roles, to be mailed (a low-stock alert goes to operators and owners). */
export async function staffToMail(db: Db | Tx, roles: readonly StaffRole[]): Promise<{ email: string }[]> {
  return db
    .select({ email: agents.email })
    .from(agents)
    .where(and(inArray(agents.role, [...roles]), eq(agents.disabled, false)))
    .orderBy(agents.email);
}

/** Staff members' names by id, for a screen that says who did something. */
export async function staffNames(db: Db | Tx, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: agents.id, name: agents.name })
    .from(agents)
    .where(inArray(agents.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}
