import { inArray } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { deliveries, operatorRefunds, productKeys } from './tables.ts';

/**
 * An order record's delivery, hand refund and the codes it was sold go with it once accounting no
 * longer needs it (years after the sale: a code is not issued again by then).
 */
export async function purgeFulfilment(tx: Tx, orderNos: readonly string[]): Promise<void> {
  if (orderNos.length === 0) return;
  const list = [...orderNos];
  await tx.delete(productKeys).where(inArray(productKeys.orderNo, list));
  await tx.delete(deliveries).where(inArray(deliveries.orderNo, list));
  await tx.delete(operatorRefunds).where(inArray(operatorRefunds.orderNo, list));
}
