import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import type { Tx } from '../platform/db/client.ts';
import { DEMO_PRODUCTS } from './catalog-products.ts';
import { demoSkuId } from './catalog.ts';
import { products, skus } from '../modules/catalog/tables.ts';
import { codeCrypto, isCodeKind, stockCodes } from '../modules/fulfilment/index.ts';
import { productKeys } from '../modules/fulfilment/tables.ts';

/** Codes stocked for each demo code SKU. */
export const DEMO_CODES_PER_SKU = 200;

/** Live-stream products whose coins arrive by an in-game friend request and gift. */
const FRIEND_REQUEST_PRODUCTS = ['vibecast', 'glowtube-live'];

/** A random code like 4F1A-09BC-77D2-E3A0: nobody can work out another store's demo codes. */
export function demoCode(): string {
  const hex = randomBytes(8).toString('hex').toUpperCase();
  return [0, 4, 8, 12].map((at) => hex.slice(at, at + 4)).join('-');
}

/**
 * The demo key inventory and friend-request products. A SKU that has codes already is left as it
 * is (an operator's stock, or an earlier start's); the key is the running process's INVENTORY_KEY.
 * The delivery mode is set while the product is still on the default (`direct`).
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
    const codes = Array.from({ length: DEMO_CODES_PER_SKU }, demoCode);
    await stockCodes(tx, crypto, skuId, codes);
  }
}
