import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import type { Tx } from '../../platform/db/client.ts';
import { DEMO_PRODUCTS } from '../catalog/index.ts';
import { demoSkuId } from '../catalog/index.ts';
import { products, skus } from '../catalog/tables.ts';
import { codeCrypto } from './codes-crypto.ts';
import { stockCodes } from './inventory.ts';
import { isCodeKind } from './kinds.ts';
import { productKeys } from './tables.ts';

/** Codes stocked for each demo code SKU. */
export const DEMO_CODES_PER_SKU = 200;

/** Live-stream products whose coins arrive by an in-game friend request and gift. */
const FRIEND_REQUEST_PRODUCTS = ['vibecast', 'glowtube-live'];

/** The i-th demo code of a SKU: the same on every start, so the unique hash index skips it. */
export function demoCode(skuId: string, index: number): string {
  const hex = createHash('sha256').update(`demo-code:${skuId}:${index}`).digest('hex').toUpperCase();
  return [0, 4, 8, 12].map((at) => hex.slice(at, at + 4)).join('-');
}

/**
 * The demo key inventory and friend-request products. A SKU that has codes already is left as it
 * is (an operator's stock, or an earlier start's); the key is the running process's INVENTORY_KEY.
 * The delivery mode is set on every start while the product is still on the default (`direct`):
 * databases made before it existed get it too, at the price of undoing an operator's `direct`.
 */
export async function loadFulfilmentDemoData(
  tx: Tx,
  inventoryKey: Buffer = loadConfig().fulfilment.inventoryKey,
): Promise<void> {
  await tx
    .update(products)
    .set({ deliveryMode: 'friendRequest' })
    .where(and(inArray(products.slug, FRIEND_REQUEST_PRODUCTS), eq(products.deliveryMode, 'direct')));

  const demoIds = DEMO_PRODUCTS.filter((product) => isCodeKind(product.kind)).flatMap((product) =>
    product.skus.map(([faceValue]) => demoSkuId(product.slug, faceValue)),
  );
  // An operator may have deleted a demo SKU since.
  const existing = await tx.select({ id: skus.id }).from(skus).where(inArray(skus.id, demoIds));
  const skuIds = existing.map((row) => row.id);
  const stocked = await tx
    .selectDistinct({ skuId: productKeys.skuId })
    .from(productKeys)
    .where(inArray(productKeys.skuId, skuIds));
  const have = new Set(stocked.map((row) => row.skuId));
  const crypto = codeCrypto(inventoryKey);
  for (const skuId of skuIds.filter((id) => !have.has(id))) {
    const codes = Array.from({ length: DEMO_CODES_PER_SKU }, (_, index) => demoCode(skuId, index));
    await stockCodes(tx, crypto, skuId, codes);
  }
}
