import { randomInt } from 'node:crypto';
import { ERROR } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSkuId } from '../../demo/catalog.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { sandboxCharacterName } from '../fulfilment/providers/sandbox.ts';
import { orders } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  // The sandbox supplier never answers for ids starting 58: a second is the patience the store has.
  t = await createTestApp({ SUPPLIER_TIMEOUT_MS: '1000' });
});
afterAll(() => t.close());

async function guest() {
  const res = await t.call('auth/loginByDevice', {
    DeviceId: `player-check-${Date.now()}-${randomInt(1e9)}`,
  });
  return res.json().data as { token: string; userId: string };
}

const topUp = (playerId: string, characterName?: string) => ({
  productId: 'starfall-legends',
  skuId: demoSkuId('starfall-legends', 60),
  playerId,
  serverId: 'asia',
  acceptTerms: true,
  ...(characterName ? { characterName } : {}),
});

const ordersOf = (customerId: string) =>
  t.database.db.select().from(orders).where(eq(orders.customerId, customerId));

describe('a top-up for a player', () => {
  it('is refused when the game has no such player, before any order exists, in the caller language', async () => {
    const me = await guest();
    const res = await t.call('order/create', topUp('51230000'), { authorization: me.token, lang: 'en' });
    expect(res.json()).toMatchObject({ code: ERROR.PLAYER_NOT_FOUND, data: null });
    expect(res.json().msg).not.toBe('');
    // Without the page's check first, and by the second way to order too.
    const again = await t.call(
      'order/createV2',
      { ...topUp('51230000'), idempotencyKey: `player-check-${Date.now()}-key` },
      { authorization: me.token },
    );
    expect(again.json().code).toBe(ERROR.PLAYER_NOT_FOUND);
    expect(await ordersOf(me.userId)).toEqual([]);
  });

  it('keeps the name the game gives the player, not the one the form sent', async () => {
    const me = await guest();
    const res = await t.call('order/create', topUp('51234567', 'SomeoneElse'), { authorization: me.token });
    expect(res.json().code).toBe(1);
    const [order] = await ordersOf(me.userId);
    expect(order).toMatchObject({ playerId: '51234567', characterName: sandboxCharacterName('51234567') });
  });

  it('is sold while the supplier does not answer: the top-up call checks the id again', async () => {
    const me = await guest();
    const res = await t.call('order/create', topUp('58123456'), { authorization: me.token });
    expect(res.json()).toMatchObject({ code: 1, data: { status: 'waitingPayment' } });
    expect(await ordersOf(me.userId)).toHaveLength(1);
  });
});
