import { randomInt } from 'node:crypto';
import { ERROR, type LoginData, type UserCoupon } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredAccount } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { jobFinished } from '../../testing/jobs.ts';
import { closeUnpaid } from '../../testing/orders.ts';
import { payAtSandbox } from '../../testing/payments.ts';
import { customers } from '../auth/tables.ts';
import { demoSkuId } from '../../demo/catalog.ts';
import { statusOf } from '../fulfilment/testing.ts';
import { orders } from '../orders/tables.ts';
import { discountOf } from './discount.ts';
import { REFERRAL_REWARD_QUEUE } from './queues.ts';
import { coupons } from './tables.ts';

// This file's own port: the sandbox gateway's job POSTs its notifications to the listening API.
const PORT = 3618;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    API_PORT: String(PORT),
    ORDER_PAYMENT_SECONDS: '60',
    SIGNIN_LIMIT_PER_IP: '100000',
    MAIL_LIMIT_PER_IP: '100000',
  });
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
});
afterAll(() => t.close());

const newDevice = () => `coupons-test-device-${randomInt(1e12)}`;
const newEmail = () => `coupons.${randomInt(1e12)}@example.com`;

interface Account extends LoginData {
  device: string;
}

/**
 * Registers on a browser of its own and opens the e-mailed link there, as the web does: the
 * address proved, the account signed in on that browser.
 */
async function register(
  inviteCode?: string,
  { device = newDevice(), lang = 'en' }: { device?: string; lang?: string } = {},
): Promise<Account> {
  const headers = { deviceid: device, lang, region: 'RUS', currency: 'RUB' };
  const visitor = (await t.call('auth/loginByDevice', { DeviceId: device }, headers)).json().data;
  const login = await registeredAccount(t, {
    email: newEmail(),
    inviteCode,
    headers: { ...headers, authorization: visitor.token },
  });
  return { ...login, device };
}

async function call(
  path: string,
  body: object,
  account: { token: string },
  headers: Record<string, string> = {},
) {
  return (
    await t.call(path, body, { authorization: account.token, lang: 'en', region: 'RUS', ...headers })
  ).json();
}

async function couponsOf(account: Account, body: object = {}, headers: Record<string, string> = {}) {
  const res = await call('user/listUserCoupon', body, account, headers);
  expect(res.code, JSON.stringify(res)).toBe(1);
  return res.data.list as UserCoupon[];
}

/** Pays on the sandbox gateway's page and waits until its notification has reached the store. */
async function pay(account: Account, orderNo: string) {
  await payAtSandbox(t, { authorization: account.token, deviceid: account.device }, orderNo);
  await expect.poll(async () => (await statusOf(t, orderNo)).paidAt, { timeout: 15_000 }).not.toBeNull();
}

async function inviteCodeOf(account: Account): Promise<string> {
  return (await call('user/info', {}, account)).data.inviteCode;
}

/** 300 crystals: $4.99, above every programme coupon's minimum spend but the referral's. */
const topUp = {
  productId: 'starfall-legends',
  skuId: demoSkuId('starfall-legends', 300),
  playerId: '512345678',
  serverId: 'asia',
  acceptTerms: true,
};
const cheap = { ...topUp, skuId: demoSkuId('starfall-legends', 60) };

async function newUserCoupon(account: Account): Promise<UserCoupon> {
  const list = await couponsOf(account);
  return list.find((coupon) => coupon.kind === 'newUser')!;
}

async function couponRow(id: string) {
  const [row] = await t.database.db.select().from(coupons).where(eq(coupons.id, id));
  return row!;
}

/** Waits for what a job does. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the discount', () => {
  it('takes a percentage rounded down, capped, and never more than the amount', () => {
    const percent = { discountType: 'percent' as const, percentOff: 10, amountOff: null, minSpend: 0 };
    expect(discountOf({ ...percent, maxDiscount: null }, 4_999)).toEqual({ ok: true, discount: 499 });
    expect(discountOf({ ...percent, maxDiscount: 300 }, 9_999)).toEqual({ ok: true, discount: 300 });
    const fixed = { discountType: 'fixed' as const, percentOff: null, maxDiscount: null, minSpend: 0 };
    expect(discountOf({ ...fixed, amountOff: 500 }, 300)).toEqual({ ok: true, discount: 300 });
    expect(discountOf({ ...fixed, amountOff: 500, minSpend: 1_000 }, 999)).toEqual({
      ok: false,
      error: ERROR.COUPON_MIN_SPEND,
    });
  });
});

describe('coupons issued at registration', () => {
  it('gives a new customer a new-user coupon with its terms in their currency and language', async () => {
    const buyer = await register();
    const list = await couponsOf(buyer);
    expect(list).toHaveLength(1);
    const coupon = list[0]!;
    expect(coupon).toMatchObject({
      kind: 'newUser',
      name: 'New customer coupon',
      state: 'available',
      discountType: 'percent',
      percentOff: 10,
      // $3 and $2 at 92.5 roubles a dollar, to two significant digits.
      maxDiscount: 28_000,
      minSpend: 19_000,
      currency: { code: 'RUB', symbol: '₽', minorUnits: 2 },
      scope: 'all',
      applies: null,
    });
    const days = (coupon.validUntil - coupon.issuedAt) / 86_400_000;
    expect(days).toBeCloseTo(30, 3);

    const inRussian = await couponsOf(buyer, {}, { lang: 'ru', currency: 'IDR' });
    expect(inRussian[0]).toMatchObject({
      name: 'Купон нового покупателя',
      currency: { code: 'IDR' },
      maxDiscount: 48_000,
    });
  });

  it('gives one new-user coupon per device: a second account on it gets none', async () => {
    const first = await register();
    const second = await register(undefined, { device: first.device });
    expect(await couponsOf(first)).toHaveLength(1);
    expect(await couponsOf(second)).toEqual([]);
  });

  it('gives an invite coupon for an invite code, refuses an unknown one, and none for a self-referral', async () => {
    const inviter = await register();
    const code = await inviteCodeOf(inviter);
    const friend = await register(code.toLowerCase());
    const kinds = (await couponsOf(friend)).map((coupon) => coupon.kind).sort();
    expect(kinds).toEqual(['invite', 'newUser']);
    const invite = (await couponsOf(friend)).find((coupon) => coupon.kind === 'invite')!;
    expect(invite).toMatchObject({ discountType: 'fixed', amountOff: 9_300, minSpend: 37_000 });

    const unknown = await t.call(
      'auth/register',
      { email: newEmail(), password: 'secret-123', inviteCode: 'NOSUCH99' },
      { lang: 'ru', deviceid: newDevice() },
    );
    expect(unknown.json()).toMatchObject({
      code: ERROR.INVITE_CODE_NOT_FOUND,
      msg: 'Такого кода приглашения нет',
    });

    // The inviter's own browser registering a second account with the inviter's code.
    const sock = await register(code, { device: inviter.device });
    expect(await couponsOf(sock)).toEqual([]);
  });

  it('keeps coupons to registered customers', async () => {
    const visitor = (await t.call('auth/loginByDevice', { DeviceId: newDevice() })).json().data;
    expect((await call('user/listUserCoupon', {}, visitor)).code).toBe(ERROR.USER_NOT_REGISTERED);
    expect((await t.call('user/listUserCoupon', {})).json().code).toBe(ERROR.TOKEN_EXPIRED);
  });
});

describe('coupons at checkout', () => {
  it('previews the discount once, in minor units, and lists which coupons apply', async () => {
    const buyer = await register();
    const coupon = await newUserCoupon(buyer);
    const res = await call('order/preview', { ...topUp, couponId: coupon.id }, buyer);
    expect(res.code).toBe(1);
    const preview = res.data;
    expect(preview.couponId).toBe(coupon.id);
    expect(preview.discountAmount).toBe(Math.min(Math.floor(preview.productAmount / 10), 28_000));
    expect(preview.payAmount).toBe(preview.productAmount - preview.discountAmount + preview.handlingFee);

    const picker = await couponsOf(buyer, { productId: topUp.productId, skuId: topUp.skuId });
    expect(picker[0]).toMatchObject({ applies: true, discountAmount: preview.discountAmount });
    const tooCheap = await couponsOf(buyer, { productId: cheap.productId, skuId: cheap.skuId });
    expect(tooCheap[0]).toMatchObject({ applies: false, discountAmount: null });
  });

  it('refuses coupons that cannot apply, each with its code and text', async () => {
    const buyer = await register();
    const other = await register();
    const coupon = await newUserCoupon(buyer);
    const claimed = await call('couponActivity/claim', { id: 'starfall-crystal-week' }, buyer);
    expect(claimed.code).toBe(1);
    const cases: [object, number, string][] = [
      [{ ...topUp, couponId: 'cpn_nope' }, ERROR.COUPON_NOT_FOUND, 'User coupon does not exist'],
      [
        { ...topUp, couponId: (await newUserCoupon(other)).id },
        ERROR.COUPON_NOT_FOUND,
        'User coupon does not exist',
      ],
      [
        { ...cheap, couponId: coupon.id },
        ERROR.COUPON_MIN_SPEND,
        "The order amount is below this coupon's minimum spend",
      ],
      [
        {
          ...topUp,
          productId: 'mecha-arena',
          skuId: demoSkuId('mecha-arena', 300),
          serverId: undefined,
          couponId: claimed.data.id,
        },
        ERROR.COUPON_NOT_APPLICABLE,
        'This coupon does not apply to this purchase',
      ],
    ];
    for (const [body, code, msg] of cases) {
      expect(await call('order/preview', body, buyer)).toMatchObject({ code, msg });
      expect(await call('order/create', body, buyer)).toMatchObject({ code, msg });
    }
    // A guest has no coupons at all.
    expect((await t.call('order/preview', { ...topUp, couponId: coupon.id })).json().code).toBe(
      ERROR.COUPON_NOT_FOUND,
    );

    await t.database.db
      .update(coupons)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(coupons.id, coupon.id));
    expect(
      await call('order/preview', { ...topUp, couponId: coupon.id }, buyer, { lang: 'ru' }),
    ).toMatchObject({
      code: ERROR.COUPON_EXPIRED,
      msg: 'Срок действия купона пользователя истёк',
    });
    expect(await call('order/create', { ...topUp, couponId: coupon.id }, buyer)).toMatchObject({
      code: ERROR.COUPON_EXPIRED,
    });
    expect((await couponsOf(buyer, { state: 'expired' })).map((item) => item.id)).toEqual([coupon.id]);
  });

  it('locks the coupon to the order, uses it when paid, and refuses it to a second order', async () => {
    const buyer = await register();
    const coupon = await newUserCoupon(buyer);
    const created = await call('order/create', { ...topUp, couponId: coupon.id }, buyer);
    expect(created.code).toBe(1);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.orderNo, created.data.orderNo));
    expect(row).toMatchObject({ couponId: coupon.id, payAmount: created.data.payAmount });
    expect(row!.discountAmount).toBeGreaterThan(0);
    expect(await couponRow(coupon.id)).toMatchObject({ state: 'locked', orderNo: created.data.orderNo });
    expect((await couponsOf(buyer))[0]).toMatchObject({ state: 'locked', orderNo: created.data.orderNo });

    const second = await call('order/create', { ...topUp, couponId: coupon.id }, buyer);
    expect(second).toMatchObject({ code: ERROR.COUPON_USED, msg: 'User coupon already used' });

    const detail = await call('order/orderDetail', { orderNo: created.data.orderNo }, buyer);
    expect(detail.data.coupon).toEqual({ id: coupon.id, name: 'New customer coupon' });

    await pay(buyer, created.data.orderNo);
    expect(await couponRow(coupon.id)).toMatchObject({ state: 'used', orderNo: created.data.orderNo });
    expect((await couponsOf(buyer, { state: 'used' })).map((item) => item.id)).toEqual([coupon.id]);
    expect(await couponsOf(buyer, { state: 'available' })).toEqual([]);
  });

  it('lets only one of two orders racing for a coupon have it; the other gets -1016', async () => {
    const buyer = await register();
    const coupon = await newUserCoupon(buyer);
    const results = await Promise.all(
      Array.from({ length: 4 }, () => call('order/create', { ...topUp, couponId: coupon.id }, buyer)),
    );
    const codes = results.map((res) => res.code).sort();
    expect(codes).toEqual([ERROR.COUPON_USED, ERROR.COUPON_USED, ERROR.COUPON_USED, 1].sort());
    const winner = results.find((res) => res.code === 1)!;
    expect(await couponRow(coupon.id)).toMatchObject({ state: 'locked', orderNo: winner.data.orderNo });
    const placed = await t.database.db.select().from(orders).where(eq(orders.couponId, coupon.id));
    expect(placed).toHaveLength(1);
  });

  it('answers a repeated createV2 with its one order, the coupon locked once', async () => {
    const buyer = await register();
    const coupon = await newUserCoupon(buyer);
    const body = { ...topUp, couponId: coupon.id, idempotencyKey: `coupon-key-${randomInt(1e9)}` };
    const [first, second] = await Promise.all([
      call('order/createV2', body, buyer),
      call('order/createV2', body, buyer),
    ]);
    expect(first.code).toBe(1);
    expect(second.data.orderNo).toBe(first.data.orderNo);
    expect(await couponRow(coupon.id)).toMatchObject({ state: 'locked', orderNo: first.data.orderNo });
  });

  it('releases the coupon when its order closes unpaid, and when a paid order is refunded', async () => {
    const buyer = await register();
    const coupon = await newUserCoupon(buyer);
    const first = await call('order/create', { ...topUp, couponId: coupon.id }, buyer);
    await closeUnpaid(t, first.data.orderNo);
    expect(await couponRow(coupon.id)).toMatchObject({ state: 'available', orderNo: null });

    const second = await call('order/create', { ...topUp, couponId: coupon.id }, buyer);
    expect(second.code).toBe(1);
    await pay(buyer, second.data.orderNo);
    expect(await couponRow(coupon.id)).toMatchObject({ state: 'used' });
    await eventually(
      () => statusOf(t, second.data.orderNo),
      (order) => order.status === 'completed',
    );
    // A paid order whose delivery fails is refunded: its coupon comes back.
    const third = await register();
    const thirdCoupon = await newUserCoupon(third);
    const failing = await call(
      'order/create',
      { ...topUp, playerId: '591234567', couponId: thirdCoupon.id },
      third,
    );
    await pay(third, failing.data.orderNo);
    const done = await eventually(
      () => statusOf(t, failing.data.orderNo),
      (order) => order.status === 'refunded',
      30_000,
    );
    expect(done.status).toBe('refunded');
    expect(await couponRow(thirdCoupon.id)).toMatchObject({ state: 'available', orderNo: null });
  }, 60_000);
});

describe('the referral reward', () => {
  it("gives the inviter one referral coupon when the invitee's first order completes", async () => {
    const inviter = await register();
    const friend = await register(await inviteCodeOf(inviter));
    const invite = (await couponsOf(friend)).find((coupon) => coupon.kind === 'invite')!;
    const first = await call('order/create', { ...topUp, couponId: invite.id }, friend);
    expect(first.code).toBe(1);
    expect((await couponsOf(inviter)).map((coupon) => coupon.kind)).toEqual(['newUser']);

    await payAtSandbox(t, { authorization: friend.token, deviceid: friend.device }, first.data.orderNo);
    const rewarded = await eventually(
      () => couponsOf(inviter),
      (list) => list.some((coupon) => coupon.kind === 'referral'),
    );
    const referral = rewarded.find((coupon) => coupon.kind === 'referral')!;
    expect(referral).toMatchObject({ name: 'Referral reward coupon', state: 'available', amountOff: 19_000 });
    expect(await couponRow(invite.id)).toMatchObject({ state: 'used' });

    // The inviter sees the order on the invite orders list.
    const invited = await call('order/getInvitationOrderList', {}, inviter);
    expect(invited.data.list.map((order: { orderNo: string }) => order.orderNo)).toEqual([
      first.data.orderNo,
    ]);

    // A second completed order, a repeated job and a direct second run give nothing more.
    const second = await call('order/create', topUp, friend);
    await payAtSandbox(t, { authorization: friend.token, deviceid: friend.device }, second.data.orderNo);
    await eventually(
      () => statusOf(t, second.data.orderNo),
      (order) => order.status === 'completed',
    );
    const repeated = await t.boss.send(REFERRAL_REWARD_QUEUE.name, { inviteeId: friend.userId });
    expect(await t.services.coupons.rewardReferral(friend.userId)).toBe('already');
    await jobFinished(t.boss, REFERRAL_REWARD_QUEUE, repeated!);
    const after = await couponsOf(inviter);
    expect(after.filter((coupon) => coupon.kind === 'referral')).toHaveLength(1);
  }, 60_000);

  it('gives nothing for a self-referral on the same device, even once an order completes', async () => {
    const inviter = await register();
    const sock = await register(await inviteCodeOf(inviter), { device: inviter.device });
    expect(await t.services.coupons.rewardReferral(sock.userId)).toBe('none');
    expect((await couponsOf(inviter)).map((coupon) => coupon.kind)).toEqual(['newUser']);
  });

  it('gives nothing to a customer who was not invited', async () => {
    const loner = await register();
    expect(await t.services.coupons.rewardReferral(loner.userId)).toBe('none');
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, loner.userId));
    expect(row!.invitedByCode).toBeNull();
  });
});

describe('coupon activities', () => {
  it('shows the running activity and lets a customer claim its coupon once', async () => {
    const query = (await t.call('couponActivity/query', {}, { lang: 'ru', currency: 'RUB' })).json();
    expect(query.code).toBe(1);
    const activity = query.data.list.find((item: { id: string }) => item.id === 'starfall-crystal-week');
    expect(activity).toMatchObject({
      title: 'Купон недели кристаллов Звездопада',
      claimed: false,
      coupon: {
        kind: 'campaign',
        percentOff: 15,
        scope: 'game',
        scopeName: 'Легенды Звездопада',
        validDays: 14,
      },
    });

    const buyer = await register();
    const claimed = await call('couponActivity/claim', { id: 'starfall-crystal-week' }, buyer);
    expect(claimed.data).toMatchObject({ kind: 'campaign', state: 'available', scope: 'game' });
    expect(await call('couponActivity/claim', { id: 'starfall-crystal-week' }, buyer)).toMatchObject({
      code: ERROR.COUPON_ALREADY_CLAIMED,
      msg: 'You have already claimed this coupon',
    });
    const again = await call('couponActivity/query', { id: 'starfall-crystal-week' }, buyer);
    expect(again.data.list[0].claimed).toBe(true);

    const preview = await call('order/preview', { ...topUp, couponId: claimed.data.id }, buyer);
    expect(preview.data.discountAmount).toBe(Math.floor((preview.data.productAmount * 15) / 100));
  });

  it('refuses an unknown or ended activity, and a guest', async () => {
    expect(
      (await t.call('couponActivity/query', { id: 'no-such-week' }, { lang: 'en' })).json(),
    ).toMatchObject({
      code: ERROR.ACTIVITY_NOT_FOUND,
      msg: 'This promotion does not exist or has ended',
    });
    const buyer = await register();
    expect((await call('couponActivity/claim', { id: 'no-such-week' }, buyer)).code).toBe(
      ERROR.ACTIVITY_NOT_FOUND,
    );
    const visitor = (await t.call('auth/loginByDevice', { DeviceId: newDevice() })).json().data;
    expect((await call('couponActivity/claim', { id: 'starfall-crystal-week' }, visitor)).code).toBe(
      ERROR.USER_NOT_REGISTERED,
    );
    expect((await call('couponActivity/claim', { id: 'Bad Id!' }, buyer)).code).toBe(ERROR.FIELD_INVALID);
  });
});
