import type { AuditAction } from '@storefront/contracts';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { staffAuditLog } from './tables.ts';

/** The audit log's entries about these subjects (`order:<orderNo>`…), oldest first. */
export async function auditTrail(db: Db, subjects: string[]) {
  const rows = await db
    .select()
    .from(staffAuditLog)
    .where(inArray(staffAuditLog.targetId, subjects))
    .orderBy(asc(staffAuditLog.id));
  return rows.map((row) => ({ ...row, action: row.action as AuditAction }));
}
