import { inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { payments } from './tables.ts';

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
}
