import { randomUUID } from 'node:crypto';
import { CLAIM_DAYS, ERROR } from '@storefront/contracts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_QUEUE } from '../../platform/mail/jobs.ts';
import { registeredAccount } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { jobsSent } from '../../testing/jobs.ts';
import { capturingLogger } from '../../testing/logs.ts';
import { mailTo } from '../../testing/outbox.ts';
import { productKeys } from '../fulfilment/tables.ts';
import { guestOf, insertOrder, waitForStatus } from '../fulfilment/testing.ts';
import { orders } from '../orders/tables.ts';
import { payOrder, WEBHOOK_BY_TEST } from '../payments/testing.ts';
import { admin, agentToken } from './testing.ts';

// Issue 13, "I did not receive it" claims: from the customer to an agent and back, every move e-mailed.

let t: TestApp;
let agent: string;
const { lines, logger } = capturingLogger();

beforeAll(async () => {
  t = await createTestApp(WEBHOOK_BY_TEST, logger);
  agent = await agentToken(t.app);
});
afterAll(() => t.close());

// The smallest PNG: one transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads a screenshot as the customer does (signature, target, bytes, check): its key. */
async function screenshot(token: string): Promise<string> {
  const as = { authorization: token };
  const sign = (await t.call('file/getSignature', {}, as)).json().data;
  const { tmpSecretId, tmpSecretKey, sessionToken } = sign;
  const target = (
    await t.call(
      'file/createUpload',
      { tmpSecretId, tmpSecretKey, sessionToken, contentType: 'image/png', size: PNG.length },
      as,
    )
  ).json().data;
  await t.app.inject({
    method: 'PUT',
    url: target.url,
    headers: { 'content-type': 'image/png' },
    payload: PNG,
  });
  const confirmed = (await t.call('file/confirm', { key: target.key }, as)).json();
  expect(confirmed.code, JSON.stringify(confirmed)).toBe(1);
  return confirmed.data.key;
}

interface Buyer {
  token: string;
  customerId: string;
  email: string;
}

async function guestBuyer(): Promise<Buyer> {
  const guest = await guestOf(t, `claims-${randomUUID()}`);
  return { ...guest, email: `claims-${randomUUID()}@example.com` };
}

/** A paid and delivered order of the buyer's: a key of Iron Citadel, or a Starfall Legends top-up. */
async function delivered(buyer: Buyer, kind: 'code' | 'topup', lang = 'en'): Promise<string> {
  const orderNo = await t.database.db.transaction((tx) =>
    insertOrder(
      tx,
      kind === 'code'
        ? { customerId: buyer.customerId, productSlug: 'iron-citadel', skuId: 'sku_iron-citadel_30' }
        : {
            customerId: buyer.customerId,
            productSlug: 'starfall-legends',
            skuId: 'sku_starfall-legends_60',
            playerId: '512345678',
          },
    ),
  );
  await t.database.db.update(orders).set({ email: buyer.email, lang }).where(eq(orders.orderNo, orderNo));
  await payOrder(t, buyer, orderNo);
  await waitForStatus(t, orderNo, 'completed');
  return orderNo;
}

const call = async (path: string, body: unknown, token: string, lang = 'en') =>
  (await t.call(path, body, { authorization: token, lang })).json();
const move = async (body: unknown) => (await admin(t.app, 'claim/move', body, agent)).json();

/** The claim mail about the order whose subject says `subject`, once it is in the mailbox. */
const claimMailTo = (email: string, orderNo: string, subject: string) =>
  mailTo(t, email, (mail) => mail.subject.includes(orderNo) && mail.subject.includes(subject));

describe('a claim on a code that does not work', () => {
  it('is received with its screenshot, reaches the queue, is checked and replaced by a code never sold before', async () => {
    const buyer = await guestBuyer();
    const orderNo = await delivered(buyer, 'code', 'ru');
    const [oldCode] = (await call('order/orderDetail', { orderNo }, buyer.token)).data.codes;
    const image = await screenshot(buyer.token);

    const before = await call('claim/get', { orderNo }, buyer.token);
    expect(before).toMatchObject({ code: 1, data: { claim: null, canClaim: true } });
    const completedAt = (await call('order/orderDetail', { orderNo }, buyer.token)).data.completedAt;
    expect(before.data.deadline).toBe(completedAt + CLAIM_DAYS * 24 * 60 * 60 * 1000);

    const description = 'The store says this key was already redeemed.';
    const created = await call(
      'claim/create',
      { orderNo, kind: 'codeNotWorking', description, images: [image] },
      buyer.token,
    );
    expect(created).toMatchObject({
      code: 1,
      data: { orderNo, kind: 'codeNotWorking', state: 'received', description, declineReason: null },
    });
    expect(created.data.images).toEqual([expect.objectContaining({ key: image, contentType: 'image/png' })]);
    expect(created.data.events.map((event: { state: string }) => event.state)).toEqual(['received']);

    // Received: mailed in the order's language, with a link that opens the order anywhere (a guest's).
    const received = await claimMailTo(buyer.email, orderNo, 'Мы получили');
    expect(received.text).toContain(`/ru/orderDetail?orderNo=${orderNo}&key=`);
    expect(received.text).not.toContain(oldCode);

    // One open claim per order.
    const again = await call(
      'claim/create',
      { orderNo, kind: 'notReceived', description: 'Still nothing here, please help.' },
      buyer.token,
    );
    expect(again.code).toBe(ERROR.CLAIM_EXISTS);
    expect((await call('claim/get', { orderNo }, buyer.token)).data).toMatchObject({
      canClaim: false,
      claim: { id: created.data.id, state: 'received' },
    });

    // The agents' queue: open claims, oldest first; the claim shows the order's code by its last four only.
    const queue = (
      await admin(t.app, 'claim/queue', { state: 'received', pageNum: 1, pageSize: 50 }, agent)
    ).json();
    expect(queue.code).toBe(1);
    expect(queue.data.list.map((item: { id: string }) => item.id)).toContain(created.data.id);
    const times = queue.data.list.map((item: { createdAt: number }) => item.createdAt);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const seen = await admin(t.app, 'claim/get', { id: created.data.id }, agent);
    expect(seen.body).not.toContain(oldCode);
    expect(seen.json().data.order).toMatchObject({
      orderNo,
      codeProduct: true,
      codes: [{ lastFour: oldCode.slice(-4), replaced: false }],
    });

    expect(await move({ id: created.data.id, to: 'checking' })).toMatchObject({
      code: 1,
      data: { state: 'checking' },
    });
    await claimMailTo(buyer.email, orderNo, 'проверяем');

    const soldBefore = new Set(
      (
        await t.database.db
          .select({ id: productKeys.id })
          .from(productKeys)
          .where(isNotNull(productKeys.soldAt))
      ).map((row) => row.id),
    );
    const replaced = await move({ id: created.data.id, to: 'replaced' });
    expect(replaced).toMatchObject({ code: 1, data: { state: 'replaced' } });
    await claimMailTo(buyer.email, orderNo, 'замену');

    // The order shows the new code alone; the old one stays the order's, sold, never sold again.
    const detail = (await call('order/orderDetail', { orderNo }, buyer.token)).data;
    expect(detail.status).toBe('completed');
    expect(detail.codes).toHaveLength(1);
    expect(detail.codes[0]).not.toBe(oldCode);
    const keys = await t.database.db.select().from(productKeys).where(eq(productKeys.orderNo, orderNo));
    expect(keys).toHaveLength(2);
    const fresh = keys.find((key) => key.replacedAt === null)!;
    expect(soldBefore.has(fresh.id)).toBe(false);
    expect(keys.find((key) => key.replacedAt !== null)?.soldAt).not.toBeNull();
    expect(replaced.data.order.codes).toEqual([
      expect.objectContaining({ lastFour: oldCode.slice(-4), replaced: true }),
      expect.objectContaining({ lastFour: detail.codes[0].slice(-4), replaced: false }),
    ]);

    const shown = (await call('claim/get', { orderNo }, buyer.token)).data;
    expect(shown.claim.events.map((event: { state: string }) => event.state)).toEqual([
      'received',
      'checking',
      'replaced',
    ]);
    expect(shown.canClaim).toBe(true);

    // A settled claim moves no further.
    expect((await move({ id: created.data.id, to: 'refunded' })).code).toBe(ERROR.CLAIM_MOVE_INVALID);

    // No line of the log holds a code, the address or what the customer wrote.
    const log = lines.join('');
    for (const secret of [oldCode, detail.codes[0], buyer.email, description])
      expect(log).not.toContain(secret);
  });
});

describe('a claim', () => {
  it("is the order's customer's alone", async () => {
    const buyer = await guestBuyer();
    const orderNo = await delivered(buyer, 'topup');
    const stranger = await guestBuyer();
    const claim = { orderNo, kind: 'notReceived', description: 'Nothing arrived in the game.' };
    expect((await call('claim/get', { orderNo }, stranger.token)).code).toBe(ERROR.ORDER_NOT_FOUND);
    expect((await call('claim/create', claim, stranger.token)).code).toBe(ERROR.ORDER_NOT_FOUND);
    // Nor can a customer attach another's screenshot.
    const theirs = await screenshot(stranger.token);
    expect((await call('claim/create', { ...claim, images: [theirs] }, buyer.token)).code).toBe(
      ERROR.FILE_NOT_FOUND,
    );
    expect((await call('claim/create', claim, buyer.token)).code).toBe(1);
  });

  it('is refused before the order is delivered and after the deadline, which the order says', async () => {
    const buyer = await guestBuyer();
    const unpaid = await t.database.db.transaction((tx) =>
      insertOrder(tx, {
        customerId: buyer.customerId,
        productSlug: 'iron-citadel',
        skuId: 'sku_iron-citadel_30',
      }),
    );
    const claim = { kind: 'notReceived', description: 'Nothing arrived in the game.' };
    expect((await call('claim/create', { ...claim, orderNo: unpaid }, buyer.token)).code).toBe(
      ERROR.CLAIM_NOT_ALLOWED,
    );
    expect((await call('claim/get', { orderNo: unpaid }, buyer.token)).data).toMatchObject({
      deadline: null,
      canClaim: false,
    });

    const orderNo = await delivered(buyer, 'topup');
    await t.database.db
      .update(orders)
      .set({ completedAt: sql`now() - ${CLAIM_DAYS} * interval '1 day' - interval '1 minute'` })
      .where(eq(orders.orderNo, orderNo));
    const late = await call('claim/create', { ...claim, orderNo }, buyer.token, 'ru');
    expect(late).toMatchObject({ code: ERROR.CLAIM_DEADLINE_PASSED });
    expect(late.msg).toContain(String(CLAIM_DAYS));
    const shown = (await call('claim/get', { orderNo }, buyer.token)).data;
    expect(shown.canClaim).toBe(false);
    expect(shown.deadline).toBeLessThan(Date.now());

    // A description too short to act on is refused on its field.
    const fresh = await delivered(buyer, 'topup');
    const short = await call('claim/create', { ...claim, orderNo: fresh, description: 'no' }, buyer.token);
    expect(short.code).toBe(ERROR.FIELD_INVALID);
    expect(short.msg).toContain('description');
  });

  it('declined carries the reason the agent wrote, mailed and shown to the customer', async () => {
    const buyer = await guestBuyer();
    const orderNo = await delivered(buyer, 'topup');
    const created = await call(
      'claim/create',
      { orderNo, kind: 'notReceived', description: 'The diamonds never came.' },
      buyer.token,
    );
    expect((await move({ id: created.data.id, to: 'declined' })).code).toBe(ERROR.FIELD_REQUIRED);
    const reason = 'The game shows the 60 diamonds credited to player 512345678 at 14:02.';
    expect(await move({ id: created.data.id, to: 'declined', reason })).toMatchObject({
      code: 1,
      data: { state: 'declined', declineReason: reason },
    });
    const mail = await claimMailTo(buyer.email, orderNo, 'declined');
    expect(mail.text).toContain(reason);
    expect((await call('claim/get', { orderNo }, buyer.token)).data.claim).toMatchObject({
      state: 'declined',
      declineReason: reason,
    });
  });

  it('replaced on a top-up delivers it again', async () => {
    const buyer = await guestBuyer();
    const orderNo = await delivered(buyer, 'topup');
    const created = await call(
      'claim/create',
      { orderNo, kind: 'notReceived', description: 'The diamonds never came.' },
      buyer.token,
    );
    expect(await move({ id: created.data.id, to: 'replaced' })).toMatchObject({
      code: 1,
      data: { state: 'replaced', order: { codeProduct: false, playerId: '512345678', codes: [] } },
    });
    await claimMailTo(buyer.email, orderNo, 'replaced');
  });

  it("refunded refunds the order through its usual states, and a registered customer's export holds it", async () => {
    const email = `claims-${randomUUID()}@example.com`;
    const login = await registeredAccount(t, { email });
    const buyer = { token: login.token, customerId: login.userId, email };
    const orderNo = await delivered(buyer, 'code');
    const created = await call(
      'claim/create',
      { orderNo, kind: 'codeNotWorking', description: 'The key is refused as invalid.' },
      buyer.token,
    );
    const since = new Date();
    expect(await move({ id: created.data.id, to: 'refunded' })).toMatchObject({
      code: 1,
      data: { state: 'refunded' },
    });
    const refunded = await waitForStatus(t, orderNo, 'refunded');
    expect(refunded.failure).toBe('operatorRefund');
    const mail = await claimMailTo(email, orderNo, 'refunding');
    expect(mail.text).toContain(`/en/orderDetail?orderNo=${orderNo}\n`);
    expect(await jobsSent(t.boss, MAIL_QUEUE, { to: email, subject: mail.subject }, since)).toHaveLength(1);
    // The sold code is not sold again.
    const [key] = await t.database.db
      .select()
      .from(productKeys)
      .where(and(eq(productKeys.orderNo, orderNo), isNotNull(productKeys.soldAt)));
    expect(key).toBeDefined();

    const exported = await call('user/exportData', {}, buyer.token);
    expect(exported.data.claims).toEqual([
      expect.objectContaining({ orderNo, state: 'refunded', description: 'The key is refused as invalid.' }),
    ]);
    // A refunded order can be claimed no more.
    expect((await call('claim/get', { orderNo }, buyer.token)).data.canClaim).toBe(false);
  });
});
