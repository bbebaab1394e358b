import { ERROR } from '@storefront/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSkuId } from '../../demo/catalog.ts';
import { DomainError } from '../../platform/errors.ts';
import { createRateLimiter } from '../../platform/rate-limit.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { boundedSupplier, type Supplier } from '../fulfilment/providers/index.ts';
import { sandboxCharacterName, sandboxSupplier } from '../fulfilment/providers/sandbox.ts';
import { guestOf } from '../fulfilment/testing.ts';
import { orders } from '../orders/tables.ts';
import { forgetOldAnswers } from './checks.ts';
import { rememberPlayer } from './recent.ts';
import { createPlayerService, type PlayerService } from './service.ts';
import { playerChecks } from './tables.ts';

const SUPPLIER_TIMEOUT_MS = 500;

/** The sandbox supplier as the store bounds it, with the player ids it was asked to look up. */
function countedSupplier(): { supplier: Supplier; asked: string[] } {
  const sandbox = sandboxSupplier();
  const asked: string[] = [];
  const counted: Supplier = {
    ...sandbox,
    lookupPlayer: (input) => {
      asked.push(input.playerId);
      return sandbox.lookupPlayer(input);
    },
  };
  return { supplier: boundedSupplier(counted, SUPPLIER_TIMEOUT_MS), asked };
}

// API 1 is the test app; API 2 another process's player service on the same database, each with
// its own memory and its own supplier.
const api1 = countedSupplier();
const api2 = countedSupplier();
let t: TestApp;
let other: PlayerService;
beforeAll(async () => {
  t = await createTestApp({ SUPPLIER_TIMEOUT_MS: String(SUPPLIER_TIMEOUT_MS) }, undefined, {
    supplier: api1.supplier,
  });
  other = createPlayerService({
    db: t.database.db,
    limiter: createRateLimiter(t.database.db),
    supplier: api2.supplier,
    limits: t.config.shopperLimits,
  });
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

describe("the supplier's answers about player ids, shared by every API process", () => {
  const starfall = (playerId: string) => ({ productId: 'starfall-legends', playerId, serverId: 'asia' });

  /** `player/lookup` as API 2 answers it: the character name, or the error code. */
  const lookupOnOther = (playerId: string) =>
    other.lookup(starfall(playerId), '10.2.0.1').then(
      (found) => found.characterName,
      (error: unknown) => (error instanceof DomainError ? error.code : Promise.reject(error)),
    );

  /** `order/create` through API 1, as the Buy button sends it. */
  async function orderOnApi1(playerId: string) {
    const { token, customerId } = await guestOf(t);
    const res = await t.call(
      'order/create',
      { ...starfall(playerId), skuId: demoSkuId('starfall-legends', 60), acceptTerms: true },
      { authorization: token },
    );
    const made = await t.database.db
      .select({ characterName: orders.characterName })
      .from(orders)
      .where(eq(orders.customerId, customerId));
    return { code: res.json().code as number, made };
  }

  const checkedAt = async (playerId: string) =>
    (
      await t.database.db
        .select({ at: playerChecks.checkedAt })
        .from(playerChecks)
        .where(eq(playerChecks.playerId, playerId))
    ).map((row) => row.at);

  it('an order through API 1 after the lookup on API 2 asks the supplier nothing more', async () => {
    expect(await lookupOnOther('61700001')).toBe(sandboxCharacterName('61700001'));
    expect(await orderOnApi1('61700001')).toEqual({
      code: 1,
      made: [{ characterName: sandboxCharacterName('61700001') }],
    });
    // And the other way round: API 1's page check, API 2's check of the order.
    expect((await lookup(starfall('61700002'))).json().code).toBe(1);
    expect(
      await other.check({ productSlug: 'starfall-legends', playerId: '61700002', serverId: 'asia' }),
    ).toEqual({ state: 'found', characterName: sandboxCharacterName('61700002') });
    expect(api1.asked.filter((id) => id.startsWith('617'))).toEqual(['61700002']);
    expect(api2.asked.filter((id) => id.startsWith('617'))).toEqual(['61700001']);
  });

  it('shares that the game has no such player too', async () => {
    expect(await lookupOnOther('61710000')).toBe(ERROR.PLAYER_NOT_FOUND);
    expect(await orderOnApi1('61710000')).toEqual({ code: ERROR.PLAYER_NOT_FOUND, made: [] });
    expect(api1.asked).not.toContain('61710000');
    expect(api2.asked.filter((id) => id === '61710000')).toHaveLength(1);
  });

  it('asks again when the answer is older than 10 minutes', async () => {
    await lookupOnOther('61720001');
    await t.database.db
      .update(playerChecks)
      .set({ checkedAt: sql`now() - interval '10 minutes 1 second'` })
      .where(eq(playerChecks.playerId, '61720001'));
    expect((await orderOnApi1('61720001')).code).toBe(1);
    expect(api1.asked.filter((id) => id === '61720001')).toHaveLength(1);
    // The new answer is the one kept.
    const [at] = await checkedAt('61720001');
    expect(Date.now() - at!.getTime()).toBeLessThan(60_000);
  });

  it('keeps no answer when the supplier gave none', async () => {
    expect(await lookupOnOther('58172000')).toBe(ERROR.SUPPLIER_UNAVAILABLE);
    expect(await checkedAt('58172000')).toEqual([]);
  });

  it("looks in the process's own memory first", async () => {
    await lookupOnOther('61730001');
    await t.database.db.delete(playerChecks).where(eq(playerChecks.playerId, '61730001'));
    expect(await lookupOnOther('61730001')).toBe(sandboxCharacterName('61730001'));
    expect(api2.asked.filter((id) => id === '61730001')).toHaveLength(1);
  });

  it('forgets answers older than 10 minutes, and only those', async () => {
    await lookupOnOther('61740001');
    await lookupOnOther('61740002');
    await t.database.db
      .update(playerChecks)
      .set({ checkedAt: sql`now() - interval '10 minutes'` })
      .where(eq(playerChecks.playerId, '61740001'));
    expect(await forgetOldAnswers(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await checkedAt('61740001')).toEqual([]);
    expect(await checkedAt('61740002')).toHaveLength(1);
  });
});
