import { randomInt } from 'node:crypto';
import { ERROR, ProofChallenge, type Proof } from '@storefront/contracts';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { closeUnpaid } from '../../testing/orders.ts';
import { demoSkuId } from '../../demo/catalog.ts';
import { skus } from '../catalog/tables.ts';

/**
 * Codes held by unpaid orders are stock nobody else can buy: one customer and one device may hold
 * only so many at once (issue 11: 20 orders of 10 codes held a SKU's whole stock of 200 in 0.3 s,
 * and new guests were free). One source address past its share may be a carrier's with many real
 * buyers: each further order costs a proof of work; and since four addresses could still hold 200
 * codes, the last minute's orders from every source hold only a share of a SKU (issue 26).
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    HELD_CODES_PER_CUSTOMER: '20',
    HELD_CODES_PER_IP: '50',
    HELD_CODES_PER_SKU_MINUTE_PERCENT: '25',
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
  {
    ip,
    lang = 'en',
    device = buyer.device,
    proof,
  }: { ip: string; lang?: string; device?: string; proof?: Proof },
) {
  const res = await t.call(
    'order/create',
    { productId: 'iron-citadel', skuId, quantity, acceptTerms: true, ...(proof && { proof }) },
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
    const skuId = await stockedSku(200);
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

  it('past a source address’s share, however many new guests it opens at once, ask a proof of work', async () => {
    const skuId = await stockedSku(400);
    const ip = address();
    const buyers = await Promise.all(Array.from({ length: 10 }, () => guest(ip)));
    const answers = await Promise.all(buyers.map((buyer) => buy(buyer, skuId, 10, { ip })));
    const codes = answers.map((answer) => answer.code);
    expect(codes.filter((code) => code === 1)).toHaveLength(5);
    expect(codes.filter((code) => code === ERROR.PROOF_OF_WORK_REQUIRED)).toHaveLength(5);
    expect(await stockOf(skuId)).toBe(350);
    // A real buyer behind the carrier's address: the browser solves the challenge and is let in.
    const asked = answers.findIndex((answer) => answer.code === ERROR.PROOF_OF_WORK_REQUIRED);
    const challenge = ProofChallenge.parse(answers[asked].data);
    const solution = await solveChallenge({ challenge, deriveKey });
    const proof = { challenge, solution: { counter: solution!.counter, derivedKey: solution!.derivedKey } };
    expect((await buy(buyers[asked]!, skuId, 10, { ip, proof })).code).toBe(1);
    expect((await buy(buyers[asked]!, skuId, 1, { ip, proof })).code).toBe(ERROR.PROOF_OF_WORK_INVALID);
    expect(await stockOf(skuId)).toBe(340);
    // Someone else, elsewhere, can still buy.
    const other = address();
    expect((await buy(await guest(other), skuId, 10, { ip: other })).code).toBe(1);
  });

  it('of one SKU, by the last minute’s orders from many addresses, stop at its share (-1234)', async () => {
    const skuId = await stockedSku(200);
    // Four addresses of 50 codes each could hold the whole stock; the last minute's orders hold a quarter.
    const buyAt = async (ip: string, lang = 'en') => buy(await guest(ip), skuId, 10, { ip, lang });
    for (let i = 0; i < 5; i++) expect((await buyAt(address())).code).toBe(1);
    const refused = await buyAt(address(), 'ru');
    expect(refused).toEqual({
      code: ERROR.SKU_HELD_BUSY,
      msg: 'Этот товар сейчас заказывают многие покупатели: попробуйте снова через минуту',
      data: null,
    });
    expect(await stockOf(skuId)).toBe(150);
    // A minute on, those orders (still unpaid) no longer count: the next minute's buyers get their share.
    await t.database.db.execute(
      sql`UPDATE orders SET created_at = created_at - interval '61 seconds' WHERE sku_id = ${skuId}`,
    );
    expect((await buyAt(address())).code).toBe(1);
    expect(await stockOf(skuId)).toBe(140);
  });

  it('of one SKU, by many addresses at once, stop at its share however they race', async () => {
    const skuId = await stockedSku(200);
    const buyers = await Promise.all(
      Array.from({ length: 12 }, async () => {
        const ip = address();
        return { ip, buyer: await guest(ip) };
      }),
    );
    const answers = await Promise.all(buyers.map(({ ip, buyer }) => buy(buyer, skuId, 10, { ip })));
    const codes = answers.map((answer) => answer.code);
    expect(codes.filter((code) => code === 1)).toHaveLength(5);
    expect(codes.filter((code) => code === ERROR.SKU_HELD_BUSY)).toHaveLength(7);
    expect(await stockOf(skuId)).toBe(150);
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
