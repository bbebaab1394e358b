import { randomInt } from 'node:crypto';
import { ERROR } from '@storefront/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { closeUnpaid } from '../../testing/orders.ts';
import { demoSkuId } from '../../demo/catalog.ts';
import { skus } from '../catalog/tables.ts';

/**
 * Codes held by unpaid orders are stock nobody else can buy: one customer, one device and one
 * source address may hold only so many at once (issue 11: 20 orders of 10 codes held a SKU's
 * whole stock of 200 in 0.3 s, and new guests were free).
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    HELD_CODES_PER_CUSTOMER: '20',
    HELD_CODES_PER_IP: '50',
    GUEST_LIMIT_PER_IP_MINUTE: '1000',
  });
});
afterAll(() => t.close());

const stockOf = async (skuId: string) =>
  (await t.call('order/preview', { productId: 'iron-citadel', skuId }, { region: 'RUS' })).json().data?.stock;

/** A SKU of its own with `count` codes, so that no other test's orders take from it. */
async function stockedSku(count: number): Promise<string> {
  const skuId = `sku_iron-citadel_held_${randomInt(1e9)}`;
  await t.database.db
    .insert(skus)
    .values({ id: skuId, productSlug: 'iron-citadel', faceValue: 7, basePrice: 99 });
  const codes = Array.from({ length: count }, (_, i) => `HELD-${skuId}-${i}`);
  await t.services.fulfilment.addCodes(t.database.db, skuId, codes);
  // The catalogue follows its tables within a second.
  await expect.poll(() => stockOf(skuId), { timeout: 5000 }).toBe(count);
  return skuId;
}

let addresses = 0;
const address = () => `198.51.100.${++addresses}`;

async function guest(ip: string): Promise<{ token: string; device: string }> {
  const device = `held-codes-${randomInt(1e12)}`;
  const res = await t.call('auth/loginByDevice', { DeviceId: device }, { real_ip: ip });
  return { token: res.json().data.token, device };
}

async function buy(
  buyer: { token: string; device: string },
  skuId: string,
  quantity: number,
  { ip, lang = 'en', device = buyer.device }: { ip: string; lang?: string; device?: string },
) {
  const res = await t.call(
    'order/create',
    { productId: 'iron-citadel', skuId, quantity, acceptTerms: true },
    { authorization: buyer.token, deviceid: device, real_ip: ip, lang, region: 'RUS', currency: 'RUB' },
  );
  expect(res.statusCode).toBe(200);
  return res.json();
}

describe('codes held by unpaid orders', () => {
  it('are capped per customer, with a message in the caller’s language', async () => {
    const skuId = await stockedSku(200);
    const ip = address();
    const buyer = await guest(ip);
    expect((await buy(buyer, skuId, 10, { ip })).code).toBe(1);
    expect((await buy(buyer, skuId, 10, { ip })).code).toBe(1);
    const refused = await buy(buyer, skuId, 1, { ip, lang: 'ru' });
    expect(refused).toMatchObject({
      code: ERROR.HELD_CODES_LIMIT,
      msg: 'Ваши неоплаченные заказы уже удерживают максимум кодов для одного покупателя: оплатите их или дождитесь их закрытия',
      data: null,
    });
    expect(await stockOf(skuId)).toBe(180);
  });

  it('free their share once an order closes unpaid', async () => {
    const skuId = await stockedSku(50);
    const ip = address();
    const buyer = await guest(ip);
    const first = await buy(buyer, skuId, 10, { ip });
    await buy(buyer, skuId, 10, { ip });
    expect((await buy(buyer, skuId, 5, { ip })).code).toBe(ERROR.HELD_CODES_LIMIT);
    await closeUnpaid(t, first.data.orderNo);
    expect((await buy(buyer, skuId, 5, { ip })).code).toBe(1);
  });

  it('hold one customer to the cap however many orders race: 20 orders of 10 at once', async () => {
    const skuId = await stockedSku(200);
    const ip = address();
    const buyer = await guest(ip);
    const answers = await Promise.all(Array.from({ length: 20 }, () => buy(buyer, skuId, 10, { ip })));
    const codes = answers.map((answer) => answer.code);
    expect(codes.filter((code) => code === 1)).toHaveLength(2);
    expect(codes.filter((code) => code === ERROR.HELD_CODES_LIMIT)).toHaveLength(18);
    expect(await stockOf(skuId)).toBe(180);
  });

  it('are capped per device: another account on the same browser shares its allowance', async () => {
    const skuId = await stockedSku(100);
    const ip = address();
    const first = await guest(ip);
    const second = await guest(address());
    expect((await buy(first, skuId, 10, { ip })).code).toBe(1);
    expect((await buy(first, skuId, 10, { ip })).code).toBe(1);
    expect((await buy(second, skuId, 1, { ip: address(), device: first.device })).code).toBe(
      ERROR.HELD_CODES_LIMIT,
    );
    expect((await buy(second, skuId, 10, { ip: address() })).code).toBe(1);
  });

  it('are capped per source address, however many new guests it opens at once', async () => {
    const skuId = await stockedSku(200);
    const ip = address();
    const buyers = await Promise.all(Array.from({ length: 10 }, () => guest(ip)));
    const answers = await Promise.all(buyers.map((buyer) => buy(buyer, skuId, 10, { ip })));
    const codes = answers.map((answer) => answer.code);
    expect(codes.filter((code) => code === 1)).toHaveLength(5);
    expect(codes.filter((code) => code === ERROR.HELD_CODES_LIMIT)).toHaveLength(5);
    expect(await stockOf(skuId)).toBe(150);
    // Someone else, elsewhere, can still buy.
    const other = address();
    expect((await buy(await guest(other), skuId, 10, { ip: other })).code).toBe(1);
  });

  it('count codes only: top-ups hold no stock and are not capped by it', async () => {
    const ip = address();
    const buyer = await guest(ip);
    const skuId = await stockedSku(20);
    expect((await buy(buyer, skuId, 10, { ip })).code).toBe(1);
    expect((await buy(buyer, skuId, 10, { ip })).code).toBe(1);
    const topUp = await t.call(
      'order/create',
      {
        productId: 'starfall-legends',
        skuId: demoSkuId('starfall-legends', 60),
        quantity: 10,
        playerId: '512345678',
        serverId: 'asia',
        acceptTerms: true,
      },
      { authorization: buyer.token, deviceid: buyer.device, real_ip: ip, region: 'RUS' },
    );
    expect(topUp.json().code).toBe(1);
  });
});
