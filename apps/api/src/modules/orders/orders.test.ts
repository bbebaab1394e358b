import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { closeUnpaid } from '../../testing/orders.ts';
import { customers } from '../auth/tables.ts';
import { demoSkuId } from '../../demo/catalog.ts';
import { productKeys } from '../fulfilment/tables.ts';
import { orderEvents, orders } from './tables.ts';

let t: TestApp;
let devices = 0;

beforeAll(async () => {
  t = await createTestApp({ ORDER_PAYMENT_SECONDS: '60' });
});
afterAll(() => t.close());

async function guest(headers: Record<string, string> = {}): Promise<{ token: string; userId: string }> {
  const res = await t.call(
    'auth/loginByDevice',
    { DeviceId: `orders-test-${devices++}-${Date.now()}` },
    headers,
  );
  return res.json().data;
}

const topUp = {
  productId: 'starfall-legends',
  skuId: demoSkuId('starfall-legends', 60),
  playerId: '512345678',
  serverId: 'asia',
  acceptTerms: true,
};
const cdKey = { productId: 'iron-citadel', skuId: demoSkuId('iron-citadel', 30), acceptTerms: true };

async function create(token: string, body: object = topUp, headers: Record<string, string> = {}) {
  return (await t.call('order/create', body, { authorization: token, ...headers })).json();
}

describe('order/preview', () => {
  it("quotes the SKU in the caller currency with the region's cheapest method until one is chosen", async () => {
    const sku = { productId: 'starfall-legends', skuId: demoSkuId('starfall-legends', 60), quantity: 2 };
    const rub = { region: 'RUS', currency: 'RUB' };
    const cheapest = (await t.call('order/preview', sku, rub)).json().data;
    expect(cheapest.currency.code).toBe('RUB');
    expect(cheapest.productAmount).toBe(cheapest.unitPrice * 2);
    // Russia offers card (2.0 %) and SBP (no fee): SBP, although card comes first in the list.
    expect(cheapest).toMatchObject({
      paymentMethod: 'sbp',
      handlingFee: 0,
      payAmount: cheapest.productAmount,
    });
    expect(cheapest.stock).toBeNull();

    const card = (await t.call('order/preview', { ...sku, paymentMethod: 'card' }, rub)).json().data;
    // card: 2.0 % of the amount, rounded half up once.
    expect(card.handlingFee).toBe(Math.floor((card.productAmount * 200 + 5000) / 10000));
    expect(card.payAmount).toBe(card.productAmount + card.handlingFee);
  });

  it('quotes another method and shows the stock of a code product', async () => {
    const res = await t.call(
      'order/preview',
      { productId: cdKey.productId, skuId: cdKey.skuId, paymentMethod: 'sbp' },
      { region: 'RUS' },
    );
    const data = res.json().data;
    expect(data.handlingFee).toBe(0);
    expect(data.payAmount).toBe(data.unitPrice);
    expect(data.stock).toBeGreaterThan(0);
  });

  it('adds the e-wallet fixed fee in its currency', async () => {
    const res = await t.call(
      'order/preview',
      { productId: 'starfall-legends', skuId: demoSkuId('starfall-legends', 60), paymentMethod: 'ewallet' },
      { region: 'IDN', currency: 'IDR' },
    );
    const data = res.json().data;
    expect(data.currency.code).toBe('IDR');
    expect(data.handlingFee).toBe(Math.floor((data.productAmount * 150 + 5000) / 10000) + 2000);
  });

  it('answers the failures with their codes', async () => {
    const cases: [object, Record<string, string>, number][] = [
      [{ productId: 'no-such-game', skuId: 'sku_x' }, {}, -1008],
      [{ productId: 'starfall-legends', skuId: 'sku_nope' }, {}, -1014],
      [{ productId: 'mecha-arena', skuId: demoSkuId('mecha-arena', 6480) }, {}, -1212],
      [{ productId: 'mystic-tides', skuId: demoSkuId('mystic-tides', 60) }, { region: 'RUS' }, -1208],
      [{ ...topUp, paymentMethod: 'sbp' }, { region: 'IDN' }, -1206],
      [{ ...topUp, couponId: 'cpn_1' }, {}, -1015],
      [{ ...topUp, quantity: 11 }, {}, -1101],
    ];
    for (const [body, headers, code] of cases) {
      const res = await t.call('order/preview', body, { lang: 'en', ...headers });
      expect(res.json().code, JSON.stringify(body)).toBe(code);
    }
  });
});

describe('order/create', () => {
  it('places a waitingPayment order with the quoted amounts and a deadline', async () => {
    const { token, userId } = await guest();
    const before = Date.now();
    const res = await create(token, { ...topUp, quantity: 3, email: 'buyer@example.com' });
    expect(res.code).toBe(1);
    expect(res.data.orderNo).toMatch(/^\d{18}$/);
    expect(res.data.orderNo.slice(0, 6)).toBe(new Date().toISOString().slice(2, 10).replaceAll('-', ''));
    expect(res.data.status).toBe('waitingPayment');
    expect(res.data.paymentDeadline).toBeGreaterThanOrEqual(before + 60_000);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNo, res.data.orderNo));
    expect(row).toMatchObject({
      customerId: userId,
      quantity: 3,
      playerId: '512345678',
      serverId: 'asia',
      email: 'buyer@example.com',
      payAmount: res.data.payAmount,
      paymentMethod: 'sbp',
    });
    const events = await t.database.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderNo, row!.orderNo));
    expect(events.map((event) => event.reason)).toEqual(['created']);
  });

  it('holds codes for a code product until the order is paid or closes', async () => {
    const { token } = await guest();
    const res = await create(token, { ...cdKey, quantity: 2 });
    expect(res.code).toBe(1);
    const held = await t.database.db
      .select()
      .from(productKeys)
      .where(eq(productKeys.orderNo, res.data.orderNo));
    expect(held).toHaveLength(2);
  });

  it('validates terms, order information, player id and server', async () => {
    const { token } = await guest();
    const cases: [object, number, string?][] = [
      [{ ...topUp, acceptTerms: false }, -1207],
      [{ ...topUp, playerId: '' }, -1200],
      [{ ...topUp, playerId: undefined }, -1200],
      [{ ...topUp, serverId: undefined }, -1200],
      [{ ...topUp, playerId: '1234' }, -1203, 'Format error: playerId'],
      [{ ...topUp, playerId: '12345678901234567' }, -1203],
      [{ ...topUp, playerId: '51234abc' }, -1203],
      [{ ...topUp, serverId: 'mars' }, -1101],
    ];
    for (const [body, code, msg] of cases) {
      const res = await create(token, body, { lang: 'en' });
      expect(res.code, JSON.stringify(body)).toBe(code);
      if (msg) expect(res.msg).toBe(msg);
    }
    expect(await t.database.db.$count(orders, sql`player_id = '1234'`)).toBe(0);
  });

  it("uses the account's e-mail for the receipt when none is given", async () => {
    const { token, userId } = await guest();
    await t.database.db.update(customers).set({ email: 'me@example.com' }).where(eq(customers.id, userId));
    const res = await create(token);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNo, res.data.orderNo));
    expect(row!.email).toBe('me@example.com');
  });

  it('lets one customer place at most 20 orders a minute', async () => {
    const { token } = await guest();
    const answers = [];
    for (let i = 0; i < 21; i++) answers.push(await create(token));
    expect(answers.slice(0, 20).every((res) => res.code === 1)).toBe(true);
    expect(answers[20]).toMatchObject({ code: -1106, data: null });
    // Another customer is not held back.
    expect((await create((await guest()).token)).code).toBe(1);
  });

  it('needs a session', async () => {
    const res = await t.call('order/create', topUp);
    expect(res.json().code).toBe(-1001);
  });
});

describe('order/createV2', () => {
  const key = () => `key-${Math.random().toString(36).slice(2, 12)}`;

  it('answers the same order for the same key, -1213 for another purchase under it', async () => {
    const { token } = await guest();
    const idempotencyKey = key();
    const first = await t.call('order/createV2', { ...topUp, idempotencyKey }, { authorization: token });
    const again = await t.call('order/createV2', { ...topUp, idempotencyKey }, { authorization: token });
    expect(first.json().code).toBe(1);
    expect(again.json().data).toEqual(first.json().data);
    const other = await t.call(
      'order/createV2',
      { ...topUp, playerId: '598765432', idempotencyKey },
      { authorization: token },
    );
    expect(other.json().code).toBe(-1213);
  });

  it('makes one order of ten identical requests sent at once', async () => {
    const { token, userId } = await guest();
    const idempotencyKey = key();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('order/createV2', { ...cdKey, idempotencyKey }, { authorization: token }),
      ),
    );
    const numbers = new Set(answers.map((res) => res.json().data?.orderNo));
    expect(answers.map((res) => res.json().code)).toEqual(Array(10).fill(1));
    expect(numbers.size).toBe(1);
    expect(await t.database.db.$count(orders, eq(orders.customerId, userId))).toBe(1);
    const [orderNo] = [...numbers];
    expect(await t.database.db.$count(productKeys, eq(productKeys.orderNo, orderNo!))).toBe(1);
  });

  it('keeps keys per customer', async () => {
    const idempotencyKey = key();
    const a = await guest();
    const b = await guest();
    const first = await t.call('order/createV2', { ...topUp, idempotencyKey }, { authorization: a.token });
    const second = await t.call('order/createV2', { ...topUp, idempotencyKey }, { authorization: b.token });
    expect(first.json().data.orderNo).not.toBe(second.json().data.orderNo);
  });
});

describe('reading orders', () => {
  it("lists the caller's orders newest first, paged and by status", async () => {
    const { token } = await guest();
    const made = [];
    for (let i = 0; i < 3; i++) made.push((await create(token)).data.orderNo);
    const page = await t.call(
      'order/orderList',
      { pageNum: 1, pageSize: 2 },
      { authorization: token, lang: 'ru' },
    );
    const data = page.json().data;
    expect(data.total).toBe(3);
    expect(data.list.map((row: { orderNo: string }) => row.orderNo)).toEqual([made[2], made[1]]);
    expect(data.list[0]).toMatchObject({
      status: 'waitingPayment',
      productId: 'starfall-legends',
      productName: 'Легенды Звездопада',
      quantity: 1,
    });
    const none = await t.call('order/orderList', { status: 'completed' }, { authorization: token });
    expect(none.json().data).toMatchObject({ list: [], total: 0 });
  });

  it('shows every field of the order to its owner only', async () => {
    const { token } = await guest();
    const { orderNo } = (await create(token, { ...topUp, email: 'detail@example.com' })).data;
    const detail = (
      await t.call('order/orderDetail', { orderNo }, { authorization: token, lang: 'en' })
    ).json();
    expect(detail.data).toMatchObject({
      orderNo,
      status: 'waitingPayment',
      paidAt: null,
      product: { id: 'starfall-legends', kind: 'topup', name: 'Starfall Legends', delivery: 'topup' },
      sku: { id: topUp.skuId, faceValue: 60 },
      quantity: 1,
      rechargeAccount: { playerId: '512345678', serverId: 'asia', serverName: 'Asia' },
      paymentMethod: 'sbp',
      coupon: null,
      email: 'detail@example.com',
      codes: [],
      editable: true,
      failure: null,
      friendRequest: null,
    });
    const status = (await t.call('order/orderStatus', { orderNo }, { authorization: token })).json();
    expect(status.data).toEqual({
      orderNo,
      status: 'waitingPayment',
      paidAt: null,
      completedAt: null,
      hasCodes: false,
      refundedAmount: 0,
    });

    const stranger = await guest();
    for (const call of ['order/orderDetail', 'order/orderStatus', 'payment/methods']) {
      const res = await t.call(call, { orderNo }, { authorization: stranger.token, lang: 'en' });
      expect(res.json(), call).toMatchObject({ code: -1204, data: null });
    }
    const unknown = await t.call(
      'order/orderDetail',
      { orderNo: '000000000000000000' },
      { authorization: token },
    );
    expect(unknown.json().code).toBe(-1204);
  });

  it('corrects the recharge account while the order is unpaid, not after it closed', async () => {
    const { token } = await guest();
    const { orderNo } = (await create(token)).data;
    const res = await t.call(
      'order/updateOrderInfo',
      { orderNo, playerId: '587654321', serverId: 'europe' },
      { authorization: token },
    );
    // A Russian guest's order names the server in Russian.
    expect(res.json().data.rechargeAccount).toMatchObject({ playerId: '587654321', serverName: 'Европа' });
    const bad = await t.call(
      'order/updateOrderInfo',
      { orderNo, playerId: '12', serverId: 'europe' },
      { authorization: token },
    );
    expect(bad.json().code).toBe(-1203);

    await closeUnpaid(t, orderNo);
    const late = await t.call(
      'order/updateOrderInfo',
      { orderNo, playerId: '511111111', serverId: 'asia' },
      { authorization: token },
    );
    expect(late.json().code).toBe(-1205);
  });

  it('lists the orders of invited customers with their e-mail masked', async () => {
    const inviter = await guest();
    await t.database.db
      .update(customers)
      .set({ inviteCode: `INV${devices}X` })
      .where(eq(customers.id, inviter.userId));
    const friend = await guest();
    await t.database.db
      .update(customers)
      .set({ invitedByCode: `INV${devices - 1}X`, email: 'friend@example.com' })
      .where(eq(customers.id, friend.userId));
    const { orderNo } = (await create(friend.token)).data;
    const res = await t.call('order/getInvitationOrderList', {}, { authorization: inviter.token });
    expect(res.json().data.list).toEqual([expect.objectContaining({ orderNo, invitee: 'f***@example.com' })]);
    const nobody = await t.call('order/getInvitationOrderList', {}, { authorization: friend.token });
    expect(nobody.json().data.total).toBe(0);
  });
});

describe('unpaid orders', () => {
  it('close at their deadline and give their codes back', async () => {
    const { token } = await guest();
    const { orderNo } = (await create(token, { ...cdKey, quantity: 2 })).data;
    // Due now: the workers' sweep closes it within its next run or two.
    await t.database.db
      .update(orders)
      .set({ paymentDeadline: new Date(Date.now() - 1000) })
      .where(eq(orders.orderNo, orderNo));
    await expect
      .poll(
        async () => (await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!.status,
        {
          timeout: 10_000,
        },
      )
      .toBe('closed');
    expect(await t.database.db.$count(productKeys, eq(productKeys.orderNo, orderNo))).toBe(0);
    const detail = (await t.call('order/orderDetail', { orderNo }, { authorization: token })).json().data;
    expect(detail.closedAt).toBeGreaterThan(0);
    expect(detail.editable).toBe(false);
  });

  it('are not closed before their deadline', async () => {
    const { token } = await guest();
    const { orderNo } = (await create(token)).data;
    await t.services.orders.closeOverdue(pino({ level: 'silent' }));
    const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(order!.status).toBe('waitingPayment');
  });
});

describe('bad input', () => {
  it('is refused with the field named or its rule said, before any order is read or made', async () => {
    const { token } = await guest();
    const cases: [string, object, number, string][] = [
      ['order/orderList', { pageSize: 51 }, -1101, 'pageSize'],
      ['order/orderList', { status: 'lost' }, -1101, 'status'],
      ['order/orderDetail', { orderNo: '12345' }, -1101, 'An order number has 18 digits'],
      ['order/orderStatus', {}, -1100, 'Please enter the order number'],
      ['order/updateOrderInfo', { orderNo: 'x'.repeat(18) }, -1101, 'An order number has 18 digits'],
      ['order/createV2', { ...topUp, idempotencyKey: 'short' }, -1101, 'idempotencyKey'],
      ['order/createV2', { ...topUp }, -1100, 'idempotencyKey'],
      ['order/create', { ...topUp, acceptTerms: undefined }, -1100, 'acceptTerms'],
      // Fields with a rule of spec section 5 are answered in its words, as the form says them.
      ['order/create', { ...topUp, email: 'not-an-address' }, -1101, 'Please enter a valid e-mail address'],
      ['order/create', { ...topUp, quantity: 0 }, -1101, 'Choose from 1 to 10'],
      ['payment/start', { orderNo: '261121123456789012' }, -1100, 'paymentMethod'],
      ['payment/start', { orderNo: '261121123456789012', paymentMethod: 'Card!' }, -1101, 'paymentMethod'],
      ['sandbox/decide', { sessionId: 'sbx_00000000000000000000', action: 'steal' }, -1101, 'action'],
      ['sandbox/session', { sessionId: 'cs_123' }, -1101, 'sessionId'],
    ];
    for (const [call, body, code, said] of cases) {
      const res = await t.call(call, body, { authorization: token, lang: 'en' });
      expect(res.statusCode, call).toBe(200);
      expect(res.json(), `${call} ${JSON.stringify(body)}`).toMatchObject({ code, data: null });
      expect(res.json().msg, call).toContain(said);
    }
  });
});

describe('guest orders', () => {
  it('follow the guest into the account it signs in to', async () => {
    const visitor = await guest();
    const account = await guest();
    const { orderNo } = (await create(visitor.token)).data;
    await t.database.db.transaction((tx) =>
      t.services.auth.mergeGuestInto(visitor.userId, account.userId, tx),
    );
    const list = await t.call('order/orderList', {}, { authorization: account.token });
    expect(list.json().data.list.map((row: { orderNo: string }) => row.orderNo)).toContain(orderNo);
  });
});
