import { ERROR } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { sandboxCharacterName } from '../fulfilment/providers/sandbox.ts';
import { guestOf } from '../fulfilment/testing.ts';
import { rememberPlayer } from './recent.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPLIER_TIMEOUT_MS: '500' });
});
afterAll(() => t.close());

let ip = 0;
const lookup = (body: object, realIp = `10.1.0.${++ip}`) =>
  t.call('player/lookup', body, { real_ip: realIp });

describe('player/lookup', () => {
  it('answers the character name the game knows for the id, the same every time', async () => {
    const res = await lookup({ productId: 'starfall-legends', playerId: '51234567' });
    expect(res.json()).toEqual({
      code: 1,
      msg: 'success',
      data: { playerId: '51234567', characterName: sandboxCharacterName('51234567') },
    });
    expect(sandboxCharacterName('51234567')).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+4567$/);
    expect((await lookup({ productId: 'starfall-legends', playerId: '51234567' })).json().data).toEqual(
      res.json().data,
    );
  });

  it('names what is wrong: unknown player, bad id, unknown product, a supplier that does not answer', async () => {
    const cases: [object, number][] = [
      [{ productId: 'starfall-legends', playerId: '51230000' }, ERROR.PLAYER_NOT_FOUND],
      [{ productId: 'starfall-legends', playerId: '12ab' }, ERROR.FORMAT_ERROR],
      [{ productId: 'starfall-legends', playerId: '1234' }, ERROR.FORMAT_ERROR],
      [{ productId: 'no-such-game', playerId: '51234567' }, ERROR.PRODUCT_NOT_FOUND],
      [{ productId: 'starfall-legends', playerId: '58123456' }, ERROR.SUPPLIER_UNAVAILABLE],
    ];
    for (const [body, code] of cases) {
      const res = await lookup(body);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toMatchObject({ code, data: null });
    }
    const format = await t.call(
      'player/lookup',
      { productId: 'starfall-legends', playerId: '12ab' },
      { lang: 'ru' },
    );
    expect(format.json().msg).toBe('Ошибка формата: playerId');
  });

  it('is limited per IP address', async () => {
    const answers = await Promise.all(
      Array.from({ length: 31 }, () =>
        lookup({ productId: 'starfall-legends', playerId: '51234567' }, '10.9.9.9'),
      ),
    );
    const limited = answers.filter((res) => res.json().code === ERROR.TOO_MANY_REQUESTS);
    expect(limited).toHaveLength(1);
    expect(limited[0]!.statusCode).toBe(429);
    expect(
      (await lookup({ productId: 'starfall-legends', playerId: '51234567' }, '10.9.9.10')).json().code,
    ).toBe(1);
  });
});

describe('player/recent', () => {
  async function remember(
    customerId: string,
    playerId: string,
    productSlug = 'streamly',
    characterName = '',
  ) {
    await t.database.db.transaction((tx) =>
      rememberPlayer(tx, { customerId, productSlug, playerId, serverId: null, characterName }),
    );
  }

  it("lists the caller's five most recent player ids for the product, newest first", async () => {
    const { customerId, token } = await guestOf(t);
    for (const id of ['51000001', '51000002', '51000003', '51000004', '51000005', '51000006']) {
      await remember(customerId, id);
    }
    await remember(customerId, '51000002'); // used again: newest
    await remember(customerId, '52000000', 'vibecast');
    const res = await t.call('player/recent', { productId: 'streamly' }, { authorization: token });
    expect(res.json().data.list.map((p: { playerId: string }) => p.playerId)).toEqual([
      '51000002',
      '51000006',
      '51000005',
      '51000004',
      '51000003',
    ]);
    const other = await guestOf(t);
    expect(
      (await t.call('player/recent', { productId: 'streamly' }, { authorization: other.token })).json().data,
    ).toEqual({ list: [] });
    expect((await t.call('player/recent', { productId: 'streamly' })).json().code).toBe(ERROR.TOKEN_EXPIRED);
  });

  it("brings a guest's player ids along when it signs in to an account", async () => {
    const guest = await guestOf(t);
    const account = await guestOf(t);
    await remember(account.customerId, '53000001', 'streamly', 'Old');
    await remember(guest.customerId, '53000001', 'streamly', 'New');
    await remember(guest.customerId, '53000002');
    await t.database.db.transaction((tx) =>
      t.services.auth.mergeGuestInto(guest.customerId, account.customerId, tx),
    );
    const list = (
      await t.call('player/recent', { productId: 'streamly' }, { authorization: account.token })
    ).json().data.list;
    expect(
      list.map((p: { playerId: string; characterName: string }) => [p.playerId, p.characterName]),
    ).toEqual([
      ['53000002', ''],
      ['53000001', 'New'],
    ]);
    const { rows } = await t.database.db.execute(
      sql`SELECT 1 FROM recent_players WHERE customer_id = ${guest.customerId}`,
    );
    expect(rows).toHaveLength(0);
  });
});
