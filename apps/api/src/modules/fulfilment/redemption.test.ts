import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { demoSkuId } from '../../demo/catalog.ts';
import { payOrder, WEBHOOK_BY_TEST } from '../payments/testing.ts';
import { guestOf, placeCodeOrder, waitForStatus } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(WEBHOOK_BY_TEST);
});
afterAll(() => t.close());

async function detailOf(token: string, orderNo: string, lang: string) {
  const answer = (await t.call('order/orderDetail', { orderNo }, { authorization: token, lang })).json();
  expect(answer.code, JSON.stringify(answer)).toBe(1);
  return answer.data;
}

describe('the order page of a delivered code', () => {
  it('says how to redeem it, step by step, in the page language', async () => {
    const customer = await guestOf(t);
    for (const [productSlug, faceValue] of [
      ['iron-citadel', 30],
      ['arcadia-pass', 100],
      ['playwave-gift-card', 500],
    ] as const) {
      const orderNo = await placeCodeOrder(t, {
        customerId: customer.customerId,
        productSlug,
        skuId: demoSkuId(productSlug, faceValue),
      });
      await payOrder(t, customer, orderNo);
      await waitForStatus(t, orderNo, 'completed');

      const ru = await detailOf(customer.token, orderNo, 'ru');
      expect(ru.codes).toHaveLength(1);
      expect(ru.redemptionSteps.length, productSlug).toBeGreaterThanOrEqual(3);
      expect(ru.redemptionSteps.join(' '), productSlug).toMatch(/[а-яё]/i);
      expect(ru.redemptionSteps[0], productSlug).toContain(ru.product.name);
      const en = await detailOf(customer.token, orderNo, 'en');
      expect(en.redemptionSteps[0], productSlug).toContain(en.product.name);
      expect(en.redemptionSteps.join(' '), productSlug).not.toMatch(/[а-яё{}]/i);
    }
  });

  it('names the server of a top-up in the page language', async () => {
    const { token } = await guestOf(t);
    const created = (
      await t.call(
        'order/create',
        {
          productId: 'dragon-oath',
          skuId: demoSkuId('dragon-oath', 60),
          playerId: '512345678',
          characterName: 'Mira',
          serverId: 'asia',
          acceptTerms: true,
        },
        { authorization: token, lang: 'ru' },
      )
    ).json();
    expect(created.code, JSON.stringify(created)).toBe(1);
    const ru = await detailOf(token, created.data.orderNo, 'ru');
    expect(ru.rechargeAccount.serverName).toBe('Азия');
    expect(ru.redemptionSteps).toEqual([]);
    expect((await detailOf(token, created.data.orderNo, 'th')).rechargeAccount.serverName).toBe('เอเชีย');
  });
});
