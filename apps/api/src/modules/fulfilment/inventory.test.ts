import { ERROR } from '@storefront/contracts';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { DomainError } from '../../platform/errors.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { DEMO_PRODUCTS } from '../../demo/catalog-products.ts';
import { demoSkuId } from '../../demo/catalog.ts';
import { products, skus } from '../catalog/tables.ts';
import { codeCrypto } from './codes-crypto.ts';
import { isCodeKind } from './kinds.ts';
import { DEMO_CODES_PER_SKU, loadFulfilmentDemoData } from '../../demo/codes.ts';
import { productKeys } from './tables.ts';
import { guestOf, insertOrder, placeCodeOrder } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A fresh SKU of a key product with exactly `stock` codes. */
async function skuWith(stock: number, id = `sku_test_${Math.random().toString(36).slice(2, 10)}`) {
  await t.database.db.insert(skus).values({ id, productSlug: 'iron-citadel', faceValue: 7, basePrice: 100 });
  const codes = Array.from(
    { length: stock },
    (_, i) => `${id.toUpperCase()}-CODE-${String(i).padStart(4, '0')}`,
  );
  await t.services.fulfilment.addCodes(t.database.db, id, codes);
  return { skuId: id, codes };
}

describe('demo key inventory', () => {
  const codeSkus = DEMO_PRODUCTS.filter((p) => isCodeKind(p.kind)).flatMap((p) =>
    p.skus.map(([face]) => demoSkuId(p.slug, face)),
  );

  it('stocks every code SKU with its codes, and a second start adds none', async () => {
    const counted = async () =>
      t.database.db
        .select({ skuId: productKeys.skuId, n: count() })
        .from(productKeys)
        .where(inArray(productKeys.skuId, codeSkus))
        .groupBy(productKeys.skuId);
    const before = await counted();
    expect(before).toHaveLength(codeSkus.length);
    for (const row of before) expect(row.n).toBe(DEMO_CODES_PER_SKU);

    await t.database.db.transaction((tx) => loadFulfilmentDemoData(tx));
    expect(await counted()).toEqual(before);
  });

  it('stocks random codes: a SKU emptied and stocked again gets none of the codes it had', async () => {
    const sku = codeSkus.at(-1)!;
    const crypto = codeCrypto(t.config.fulfilment.inventoryKey);
    const codesOf = async () =>
      (
        await t.database.db
          .select({ code: productKeys.codeEncrypted })
          .from(productKeys)
          .where(eq(productKeys.skuId, sku))
      ).map((row) => crypto.decrypt(row.code));
    const first = await codesOf();
    expect(first).toHaveLength(DEMO_CODES_PER_SKU);
    // Offered again, a code is not stocked twice: the hash index keeps each once.
    expect(await t.services.fulfilment.addCodes(t.database.db, sku, first.slice(0, 2))).toBe(0);

    await t.database.db.delete(productKeys).where(eq(productKeys.skuId, sku));
    await t.database.db.transaction((tx) => loadFulfilmentDemoData(tx));
    const second = await codesOf();
    expect(second).toHaveLength(DEMO_CODES_PER_SKU);
    expect(second.filter((code) => first.includes(code))).toEqual([]);
    for (const code of second) expect(code).toMatch(/^[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);
  });

  it('keeps a code once per product, whichever of its SKUs it is offered under', async () => {
    const first = await skuWith(1);
    const second = await skuWith(0);
    const [code] = first.codes;
    expect(await t.services.fulfilment.addCodes(t.database.db, second.skuId, [code!])).toBe(0);
    // Another product may hold the same characters: its issuer's code is another code.
    const other = `sku_test_other_${Math.random().toString(36).slice(2, 10)}`;
    await t.database.db
      .insert(skus)
      .values({ id: other, productSlug: 'galaxy-drift', faceValue: 7, basePrice: 100 });
    expect(await t.services.fulfilment.addCodes(t.database.db, other, [code!])).toBe(1);
  });

  it('delivers the demo friend-request products by friend request', async () => {
    const rows = await t.database.db
      .select({ slug: products.slug, mode: products.deliveryMode })
      .from(products)
      .where(inArray(products.slug, ['vibecast', 'glowtube-live', 'streamly']));
    expect(Object.fromEntries(rows.map((r) => [r.slug, r.mode]))).toEqual({
      vibecast: 'friendRequest',
      'glowtube-live': 'friendRequest',
      streamly: 'direct',
    });
  });
});

describe('encryption', () => {
  it('keeps no code readable in the database, only under the inventory key', async () => {
    const { skuId, codes } = await skuWith(3);
    const rows = await t.database.db.select().from(productKeys).where(eq(productKeys.skuId, skuId));
    const dump = JSON.stringify(rows);
    for (const code of codes) expect(dump).not.toContain(code);
    const crypto = codeCrypto(t.config.fulfilment.inventoryKey);
    expect(rows.map((row) => crypto.decrypt(row.codeEncrypted)).sort()).toEqual(codes);
    // The same code encrypts differently each time; its hash is what stays the same.
    expect(crypto.encrypt(codes[0]!)).not.toBe(crypto.encrypt(codes[0]!));
    expect(rows.map((row) => row.codeHash).sort()).toEqual(codes.map((code) => crypto.hash(code)).sort());
    // Another key cannot read them, and an altered value is refused rather than misread.
    expect(() => codeCrypto(Buffer.alloc(32, 1)).decrypt(rows[0]!.codeEncrypted)).toThrow();
    const tampered =
      rows[0]!.codeEncrypted.slice(0, -2) + (rows[0]!.codeEncrypted.endsWith('A') ? 'BB' : 'AA');
    expect(() => crypto.decrypt(tampered)).toThrow();
  });

  it('takes the key as 32 bytes of base64 or hex, and refuses to run in production without one', () => {
    const key = Buffer.alloc(32, 9);
    expect(loadConfig({ INVENTORY_KEY: key.toString('base64') }).fulfilment.inventoryKey).toEqual(key);
    expect(loadConfig({ INVENTORY_KEY: key.toString('hex') }).fulfilment.inventoryKey).toEqual(key);
    expect(() => loadConfig({ INVENTORY_KEY: Buffer.alloc(16).toString('base64') })).toThrowError(
      /INVENTORY_KEY: must be 32 bytes/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', SANDBOX_WEBHOOK_SECRET: 'x'.repeat(32) })).toThrowError(
      ConfigError,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', SANDBOX_WEBHOOK_SECRET: 'x'.repeat(32) })).toThrowError(
      /INVENTORY_KEY: must be set in production/,
    );
  });
});

describe('holding codes', () => {
  async function tryHold(customerId: string, skuId: string, quantity = 1) {
    try {
      return {
        orderNo: await placeCodeOrder(t, { customerId, productSlug: 'iron-citadel', skuId, quantity }),
      };
    } catch (error) {
      if (error instanceof DomainError) return { code: error.code };
      throw error;
    }
  }

  it('gives 50 codes to exactly 50 of 200 buyers racing for them, each code once', async () => {
    const { skuId } = await skuWith(50);
    const { customerId } = await guestOf(t);
    const results = await Promise.all(Array.from({ length: 200 }, () => tryHold(customerId, skuId)));
    const held = results.filter((r) => r.orderNo);
    expect(held).toHaveLength(50);
    expect(results.filter((r) => r.code).every((r) => r.code === ERROR.ITEM_SOLD_OUT)).toBe(true);

    const rows = await t.database.db.select().from(productKeys).where(eq(productKeys.skuId, skuId));
    expect(new Set(rows.map((r) => r.orderNo)).size).toBe(50);
    expect(rows.every((r) => r.orderNo && r.heldAt && !r.soldAt)).toBe(true);
    expect(await t.services.fulfilment.stock(skuId)).toBe(0);
  });

  it('answers -1201 while codes are held or too few are free, -1202 when none is left at all', async () => {
    const { skuId } = await skuWith(2);
    const { customerId } = await guestOf(t);
    expect(await tryHold(customerId, skuId, 3)).toEqual({ code: ERROR.ITEM_SOLD_OUT });
    expect(await t.services.fulfilment.stock(skuId)).toBe(2); // nothing half-held
    const first = await tryHold(customerId, skuId, 2);
    expect(first.orderNo).toBeDefined();
    expect(await tryHold(customerId, skuId)).toEqual({ code: ERROR.ITEM_SOLD_OUT });

    await t.database.db.transaction((tx) => t.services.fulfilment.releaseCodes(tx, first.orderNo!));
    expect(await t.services.fulfilment.stock(skuId)).toBe(2);
    // Sold codes never come back: with every code sold the SKU is out of stock.
    await t.database.db
      .update(productKeys)
      .set({ soldAt: sql`now()`, orderNo: first.orderNo! })
      .where(eq(productKeys.skuId, skuId));
    expect(await tryHold(customerId, skuId)).toEqual({ code: ERROR.OUT_OF_STOCK });
    const empty = await skuWith(0);
    expect(await tryHold(customerId, empty.skuId)).toEqual({ code: ERROR.OUT_OF_STOCK });
  });

  it('releases only the codes an order holds, never sold ones', async () => {
    const { skuId } = await skuWith(3);
    const { customerId } = await guestOf(t);
    const orderNo = await t.database.db.transaction(async (tx) => {
      const no = await insertOrder(tx, { customerId, productSlug: 'iron-citadel', skuId, quantity: 2 });
      await t.services.fulfilment.holdCodes(tx, { orderNo: no, skuId, quantity: 2 });
      return no;
    });
    expect(await t.services.fulfilment.stock(skuId)).toBe(1);
    await t.database.db.transaction((tx) => t.services.fulfilment.releaseCodes(tx, orderNo));
    expect(await t.services.fulfilment.stock(skuId)).toBe(3);
    expect(await t.services.fulfilment.codesOf(orderNo)).toEqual([]);
  });
});
