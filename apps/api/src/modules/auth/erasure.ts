import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { newId } from '../../platform/ids.ts';
import type { Customer } from './service.ts';
import { socialAccounts } from './social/tables.ts';
import { customers, verifications } from './tables.ts';

/**
 * A deleted account's anonymous stand-in, what the orders the law keeps point to instead: a new id
 * that nothing else knows, no address, no password, no device. Registered, so that no guest path
 * (an order link, a sign-in merge) can hand its orders to anyone; disabled, so it never opens a session.
 */
export async function newErasedHolder(tx: Tx, account: Customer): Promise<string> {
  const [holder] = await tx
    .insert(customers)
    .values({
      id: newId('cus'),
      kind: 'registered',
      disabled: true,
      lang: account.lang,
      regionCode: account.regionCode,
      currencyCode: account.currencyCode,
    })
    .returning({ id: customers.id });
  return holder!.id;
}

/**
 * Deletes the account's row, and with it (foreign keys) its sessions, devices, social identities
 * and e-mailed proofs; the proofs sent to its address before it had the account go too. Other
 * modules must have let go of the account first (their `forget…` functions).
 */
export async function forgetAccount(tx: Tx, account: Customer): Promise<void> {
  if (account.email) {
    await tx
      .delete(verifications)
      .where(or(eq(verifications.email, account.email), eq(verifications.customerId, account.id)));
  }
  await tx.delete(customers).where(eq(customers.id, account.id));
}

/** The social sign-ins linked to the account, for its data export. */
export async function socialIdentitiesOf(db: Db, customerId: string) {
  const rows = await db
    .select({ provider: socialAccounts.provider, createdAt: socialAccounts.createdAt })
    .from(socialAccounts)
    .where(eq(socialAccounts.customerId, customerId));
  return rows.map((row) => ({ provider: row.provider, linkedAt: row.createdAt.getTime() }));
}

/**
 * The anonymous stand-ins of deleted accounts (newErasedHolder), as a subquery of their ids: disabled,
 * registered, with neither address nor invite code, which no living account lacks together.
 */
export function erasedHolders(tx: Tx) {
  return tx
    .select({ id: customers.id })
    .from(customers)
    .where(
      and(
        eq(customers.kind, 'registered'),
        eq(customers.disabled, true),
        isNull(customers.email),
        isNull(customers.inviteCode),
      ),
    );
}

/** Whether the row is a deleted account's stand-in (newErasedHolder), by the same marks as erasedHolders. */
export function isErasedHolder(customer: Customer): boolean {
  return (
    customer.kind === 'registered' &&
    customer.disabled &&
    customer.email === null &&
    customer.inviteCode === null
  );
}
