import { inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { payments, sandboxSessions } from './tables.ts';

/**
 * A deleted account's payments stay for accounting (provider, its reference, amount, currency,
 * outcome); who paid (the card's fingerprint) is erased.
 */
export async function forgetPayers(tx: Tx, orderNos: readonly string[]): Promise<void> {
  if (orderNos.length === 0) return;
  await tx
    .update(payments)
    .set({ payer: null })
    .where(inArray(payments.orderNo, [...orderNos]));
  // The sandbox gateway's record of who paid is in our database too: it goes as well.
  await tx
    .update(sandboxSessions)
    .set({ payer: null })
    .where(inArray(sandboxSessions.merchantOrderNo, [...orderNos]));
}

/** An order record's payments go with it once accounting no longer needs it. */
export async function purgePayments(tx: Tx, orderNos: readonly string[]): Promise<void> {
  if (orderNos.length === 0) return;
  await tx.delete(payments).where(inArray(payments.orderNo, [...orderNos]));
}
