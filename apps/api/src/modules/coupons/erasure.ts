import type { ExportData } from '@storefront/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client.ts';
import { coupons, registrationDevices } from './tables.ts';

/** The customer's coupons as their data export gives them, oldest first. */
export async function couponsExport(db: Db, customerId: string): Promise<ExportData['coupons']> {
  const rows = await db
    .select()
    .from(coupons)
    .where(eq(coupons.customerId, customerId))
    .orderBy(asc(coupons.issuedAt));
  return rows.map((coupon) => ({
    id: coupon.id,
    source: coupon.source,
    state: coupon.state,
    orderNo: coupon.orderNo,
    issuedAt: coupon.issuedAt.getTime(),
    validUntil: coupon.validUntil.getTime(),
    usedAt: coupon.usedAt?.getTime() ?? null,
  }));
}

/**
 * A deleted account's coupons go (an order that used one keeps its discount amount). The devices
 * it registered on stay counted, under its anonymous stand-in: a device gives one new-user coupon,
 * and deleting an account must not make it give another.
 */
export async function forgetCustomerCoupons(tx: Tx, customerId: string, holderId: string): Promise<void> {
  await tx.delete(coupons).where(eq(coupons.customerId, customerId));
  await tx
    .update(registrationDevices)
    .set({ customerId: holderId })
    .where(eq(registrationDevices.customerId, customerId));
}
