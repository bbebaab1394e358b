import type { AuditAction, AuditEntry, AuditRequest, Lang } from '@storefront/contracts';
import { and, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../platform/db/client.ts';
import { staffAuditLog } from './tables.ts';

/** Who made a change: a signed-in staff member, or nobody (the command line, the setup link). */
export interface Actor {
  staffId: string | null;
  email: string | null;
  ip: string | null;
}

export interface AuditRecord {
  action: AuditAction;
  target?: { staffId: string; email: string };
  /** Whom a change was about who is not staff yet (an invitation's invitee), by e-mail. */
  targetEmail?: string;
  /** What a change other than to a staff member was about: `product:<slug>`, `sku:<id>`, `batch:<id>`… */
  subject?: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/**
 * Names that never go into the log, whatever a caller passes: the log is read by every owner and
 * kept forever, so a password, code, token or secret must not reach it even by mistake.
 */
const SECRET_NAME = /password|secret|token|hash|challenge|^codes?$|recoveryCodes$|^key$/i;

function scrub(values: Record<string, unknown> | undefined): Record<string, unknown> | null {
  if (!values) return null;
  return Object.fromEntries(
    Object.entries(values)
      .filter(([name]) => !SECRET_NAME.test(name))
      .map(([name, value]) => [
        name,
        value && typeof value === 'object' && !Array.isArray(value)
          ? scrub(value as Record<string, unknown>)
          : value,
      ]),
  );
}

/** JSON with object keys sorted: jsonb answers keys in its own order, so equal values compare equal. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1)))
      : item,
  );
}

/**
 * Only what changed, on both sides: an audit entry says what a save did, not what it kept. A long
 * text (`isLong` of its field name) is recorded as its length in characters, never whole: the entry
 * says which language's text changed, the screen shows the text.
 */
export function auditChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  isLong: (name: string) => boolean = () => false,
) {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (name) => canonical(before[name]) !== canonical(after[name]),
  );
  const recorded = (name: string, value: unknown) =>
    isLong(name) && typeof value === 'string' ? value.length : value;
  const pick = (values: Record<string, unknown>) =>
    Object.fromEntries(
      names.filter((name) => name in values).map((name) => [name, recorded(name, values[name])]),
    );
  return { changed: names.length > 0, before: pick(before), after: pick(after) };
}

/** Writes one entry in the transaction of the change it records: both commit, or neither. */
export async function recordAudit(tx: Tx | Db, actor: Actor, record: AuditRecord): Promise<void> {
  await tx.insert(staffAuditLog).values({
    actorId: actor.staffId,
    actorEmail: actor.email,
    ip: actor.ip,
    action: record.action,
    targetId: record.target?.staffId ?? record.subject ?? null,
    targetEmail: record.target?.email ?? record.targetEmail ?? null,
    before: scrub(record.before),
    after: scrub(record.after),
  });
}

/**
 * Names for the subjects of a page of entries (`sku:<id>`, `batch:<id>`…) in `lang`, by subject;
 * a subject left out reads as itself. Given by the modules that own them (composition root).
 */
export type AuditSubjectLabels = (subjects: string[], lang: Lang) => Promise<Map<string, string>>;

/** Newest first, by id (the order entries were written in), a page after `cursor`. */
export async function searchAudit(
  db: Db,
  input: z.output<typeof AuditRequest>,
  { labels, lang }: { labels?: AuditSubjectLabels; lang: Lang },
): Promise<{
  list: AuditEntry[];
  nextCursor: string | null;
}> {
  const where: (SQL | undefined)[] = [];
  if (input.staffId) {
    where.push(or(eq(staffAuditLog.actorId, input.staffId), eq(staffAuditLog.targetId, input.staffId)));
  }
  if (input.action) where.push(eq(staffAuditLog.action, input.action));
  if (input.actions) where.push(inArray(staffAuditLog.action, input.actions));
  if (input.from !== undefined) where.push(gte(staffAuditLog.at, new Date(input.from)));
  if (input.to !== undefined) where.push(lt(staffAuditLog.at, new Date(input.to)));
  if (input.cursor) where.push(lt(staffAuditLog.id, Number(input.cursor)));
  const rows = await db
    .select()
    .from(staffAuditLog)
    .where(and(...where))
    .orderBy(desc(staffAuditLog.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const subjects = [...new Set(page.flatMap((row) => (row.targetId?.includes(':') ? [row.targetId] : [])))];
  const named = labels && subjects.length > 0 ? await labels(subjects, lang) : new Map<string, string>();
  return {
    list: page.map((row) => ({
      id: String(row.id),
      at: row.at.getTime(),
      actorId: row.actorId,
      actorEmail: row.actorEmail,
      ip: row.ip,
      action: row.action as AuditAction,
      targetId: row.targetId,
      targetEmail: row.targetEmail,
      targetLabel: (row.targetId && named.get(row.targetId)) ?? null,
      before: row.before,
      after: row.after,
    })),
    nextCursor: rows.length > input.limit ? String(page.at(-1)!.id) : null,
  };
}
