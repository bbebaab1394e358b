import type { ConsoleInviteTree, ConsoleInviteeBase } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import type { Customer } from '../auth/index.ts';

interface PersonRow extends Record<string, unknown> {
  id: string;
  email: string | null;
  created_at: Date;
  disabled: boolean;
}

interface InviteeRow extends PersonRow {
  invite_code: string | null;
  invited: number;
}

interface SecondRow extends PersonRow {
  invited_by_code: string;
}

const person = (row: PersonRow): ConsoleInviteeBase => ({
  customerId: row.id,
  email: row.email,
  createdAt: new Date(row.created_at).getTime(),
  disabled: row.disabled,
});

/**
 * Who invited the customer, whom they invited (the newest `shown`, and how many in all), and whom
 * each of those invited in turn (the newest `shown` each): three reads of customers_invited_by_idx
 * and the invite code's key, however large the tree.
 */
export async function inviteTreeOf(db: Db, customer: Customer, shown: number): Promise<ConsoleInviteTree> {
  const code = customer.inviteCode;
  const [inviter, counted, invitees] = await Promise.all([
    customer.invitedByCode
      ? db.execute<PersonRow>(sql`
          SELECT id, email, created_at, disabled FROM customers WHERE invite_code = ${customer.invitedByCode}`)
      : undefined,
    code
      ? db.execute<{ invited: number }>(sql`
          SELECT count(*)::int AS invited FROM customers WHERE invited_by_code = ${code}`)
      : undefined,
    code
      ? db.execute<InviteeRow>(sql`
          SELECT c.id, c.email, c.created_at, c.disabled, c.invite_code,
            CASE WHEN c.invite_code IS NULL THEN 0 ELSE
              (SELECT count(*)::int FROM customers n WHERE n.invited_by_code = c.invite_code) END AS invited
          FROM customers c WHERE c.invited_by_code = ${code}
          ORDER BY c.created_at DESC, c.id DESC LIMIT ${shown}`)
      : undefined,
  ]);
  const firstLevel = invitees?.rows ?? [];
  const codes = firstLevel.flatMap((row) => (row.invite_code && row.invited > 0 ? [row.invite_code] : []));
  const second =
    codes.length === 0
      ? []
      : (
          await db.execute<SecondRow>(sql`
            SELECT n.id, n.email, n.created_at, n.disabled, n.invited_by_code
            FROM unnest(${sql`ARRAY[${sql.join(
              codes.map((one) => sql`${one}`),
              sql`, `,
            )}]::text[]`}) AS parent(code)
            CROSS JOIN LATERAL (
              SELECT id, email, created_at, disabled, invited_by_code FROM customers
              WHERE invited_by_code = parent.code
              ORDER BY created_at DESC, id DESC LIMIT ${shown}
            ) n`)
        ).rows;
  return {
    inviteCode: code,
    invitedByCode: customer.invitedByCode,
    invitedBy: inviter?.rows[0] ? person(inviter.rows[0]) : null,
    invited: counted?.rows[0]?.invited ?? 0,
    invitees: firstLevel.map((row) => ({
      ...person(row),
      invited: row.invited,
      invitees: second.filter((next) => next.invited_by_code === row.invite_code).map(person),
    })),
  };
}
