import { randomInt } from 'node:crypto';
import { ERROR, type UserCoupon } from '@storefront/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredAccount } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { giveFullCoupon } from '../../testing/coupons.ts';
import { closeUnpaid } from '../../testing/orders.ts';
import { payAtSandbox } from '../../testing/payments.ts';
import { customers } from '../auth/tables.ts';
import { demoSkuId } from '../../demo/catalog.ts';
import { orders } from '../orders/tables.ts';
import { REFERRAL_REWARD_QUEUE } from './queues.ts';
import { coupons } from './tables.ts';

/**
 * The referral programme against farming (issue 11, item 6): its coupons are for proved addresses
 * only, a DeviceId (the client's choice) is not the only guard of the new-user coupon, and the
 * referral reward is paid only for another person's paid first order.
 */
const PORT = 3619;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    API_PORT: String(PORT),
    SIGNIN_LIMIT_PER_IP: '100000',
    MAIL_LIMIT_PER_IP: '100000',
    NEW_USER_COUPONS_PER_IP_DAY: '1',
  });
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
});
afterAll(() => t.close());

let addresses = 0;

interface Account {
  token: string;
  userId: string;
  email: string;
  device: string;
  /** The address its browser calls from. */
  ip: string;
}

/** Registers on a browser of its own and opens the e-mailed link there: proved and signed in. */
async function register(inviteCode?: string): Promise<Account> {
  const device = `programme-${randomInt(1e12)}`;
  const ip = `198.51.100.${++addresses}`;
  const email = `programme.${randomInt(1e12)}@example.com`;
  const login = await registeredAccount(t, {
    email,
    inviteCode,
    headers: { deviceid: device, real_ip: ip, lang: 'en', region: 'RUS', currency: 'RUB' },
  });
  return { token: login.token, userId: login.userId, email, device, ip };
}

/** The account's browser: its session, device and address, unless `changes` says otherwise. */
const browser = (account: Account, changes: Record<string, string> = {}) => ({
  authorization: account.token,
  deviceid: account.device,
  real_ip: account.ip,
  lang: 'en',
  region: 'RUS',
  currency: 'RUB',
  ...changes,
});

async function call(path: string, body: object, account: Account, changes: Record<string, string> = {}) {
  return (await t.call(path, body, browser(account, changes))).json();
}

async function couponsOf(account: Account, body: object = {}): Promise<UserCoupon[]> {
  const res = await call('user/listUserCoupon', body, account);
  expect(res.code, JSON.stringify(res)).toBe(1);
  return res.data.list;
}

const couponOf = async (account: Account, kind: UserCoupon['kind']) =>
  (await couponsOf(account)).find((coupon) => coupon.kind === kind)!;

const inviteCodeOf = async (account: Account): Promise<string> =>
  (await call('user/info', {}, account)).data.inviteCode;

/** 980 crystals: above every programme coupon's minimum spend. */
const crystals = {
  productId: 'starfall-legends',
  skuId: demoSkuId('starfall-legends', 980),
  playerId: '512345678',
  serverId: 'asia',
  acceptTerms: true,
};

const statusOf = async (orderNo: string) =>
  (await t.database.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!.status;

/** Orders, pays through the sandbox gateway as `payer`, and waits for the delivery. */
async function buyAndPay(account: Account, payer: string, order: object = {}, changes = {}) {
  const created = await call('order/create', { ...crystals, ...order }, account, changes);
  expect(created.code, JSON.stringify(created)).toBe(1);
  await payAtSandbox(t, browser(account, changes), created.data.orderNo, payer);
  await expect.poll(() => statusOf(created.data.orderNo), { timeout: 20_000 }).toBe('completed');
  return created.data.orderNo as string;
}

/** Waits until the referral job for the invitee has run, so that what it did (or not) is settled. */
async function rewardJobRan(inviteeId: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const { rows } = await t.database.db.execute<{ state: string }>(
          sql`SELECT state FROM pgboss.job WHERE name = ${REFERRAL_REWARD_QUEUE.name} AND data->>'inviteeId' = ${inviteeId}`,
        );
        return rows.map((row) => row.state);
      },
      { timeout: 15_000 },
    )
    .toEqual(['completed']);
}

const referralsOf = async (account: Account) =>
  (await couponsOf(account)).filter((coupon) => coupon.kind === 'referral');

/** Leaves the account as one made before addresses had to be proved: its address not proved. */
const unprove = (account: Account) =>
  t.database.db.update(customers).set({ emailVerifiedAt: null }).where(eq(customers.id, account.userId));

describe('programme coupons and proved addresses', () => {
  it('are not issued to an account welcomed before its address is proved', async () => {
    const email = `programme.unproved.${randomInt(1e12)}@example.com`;
    const registered = await t.call('auth/register', { email, password: 'secret-123' }, { lang: 'en' });
    expect(registered.json().code).toBe(1);
    const [account] = await t.database.db.select().from(customers).where(eq(customers.email, email));
    expect(account!.emailVerifiedAt).toBeNull();
    await t.database.db.transaction((tx) =>
      t.services.coupons.welcome(tx, account!, [`programme-${randomInt(1e12)}`]),
    );
    expect(await t.database.db.select().from(coupons).where(eq(coupons.customerId, account!.id))).toEqual([]);
  });

  it('are refused on orders of an account whose address is not proved, -1405 in its language', async () => {
    const buyer = await register();
    const newUser = await couponOf(buyer, 'newUser');
    const claimed = await call('couponActivity/claim', { id: 'starfall-crystal-week' }, buyer);
    await unprove(buyer);

    const preview = await call('order/preview', { ...crystals, couponId: newUser.id }, buyer, { lang: 'ru' });
    expect(preview).toEqual({
      code: ERROR.COUPON_NEEDS_PROVED_EMAIL,
      msg: 'Подтвердите адрес электронной почты, чтобы использовать этот купон',
      data: null,
    });
    expect((await call('order/create', { ...crystals, couponId: newUser.id }, buyer)).code).toBe(
      ERROR.COUPON_NEEDS_PROVED_EMAIL,
    );
    const picker = await couponsOf(buyer, { productId: crystals.productId, skuId: crystals.skuId });
    expect(picker.find((coupon) => coupon.id === newUser.id)).toMatchObject({ applies: false });
    // A promotion's coupon is no programme's: it still applies.
    expect((await call('order/preview', { ...crystals, couponId: claimed.data.id }, buyer)).code).toBe(1);
  });

  it('give no invite coupon for the code of an inviter whose address is not proved', async () => {
    const email = `programme.inviter.${randomInt(1e12)}@example.com`;
    await t.call('auth/register', { email, password: 'secret-123' }, { lang: 'en' });
    const [inviter] = await t.database.db.select().from(customers).where(eq(customers.email, email));
    const friend = await register(inviter!.inviteCode!);
    expect((await couponsOf(friend)).map((coupon) => coupon.kind)).toEqual(['newUser']);
  });
});

describe('new-user coupons from one source address', () => {
  it('go on one order a day; another address, or that order closing, leaves room', async () => {
    const [first, second, third] = [await register(), await register(), await register()];
    const ip = '203.0.113.50';
    const placed = await call(
      'order/create',
      { ...crystals, couponId: (await couponOf(first, 'newUser')).id },
      first,
      {
        real_ip: ip,
      },
    );
    expect(placed.code).toBe(1);
    const secondCoupon = (await couponOf(second, 'newUser')).id;
    expect(
      await call('order/create', { ...crystals, couponId: secondCoupon }, second, {
        real_ip: ip,
        lang: 'ru',
      }),
    ).toEqual({
      code: ERROR.NEW_USER_COUPON_SOURCE_LIMIT,
      msg: 'Сегодня из вашей сети уже использовали купон нового покупателя, попробуйте завтра',
      data: null,
    });
    // Refused, the coupon is still the customer's to use.
    expect(await couponOf(second, 'newUser')).toMatchObject({ state: 'available' });
    expect((await call('order/create', { ...crystals, couponId: secondCoupon }, second)).code).toBe(1);

    await closeUnpaid(t, placed.data.orderNo);
    const thirdCoupon = (await couponOf(third, 'newUser')).id;
    expect(
      (await call('order/create', { ...crystals, couponId: thirdCoupon }, third, { real_ip: ip })).code,
    ).toBe(1);
  });

  it('racing from one address: one order gets its new-user coupon, the others -1406', async () => {
    const buyers = await Promise.all(Array.from({ length: 4 }, () => register()));
    const ip = '203.0.113.51';
    const couponIds = await Promise.all(buyers.map(async (buyer) => (await couponOf(buyer, 'newUser')).id));
    const answers = await Promise.all(
      buyers.map((buyer, i) =>
        call('order/create', { ...crystals, couponId: couponIds[i] }, buyer, { real_ip: ip }),
      ),
    );
    expect(answers.map((answer) => answer.code).sort()).toEqual(
      [
        1,
        ERROR.NEW_USER_COUPON_SOURCE_LIMIT,
        ERROR.NEW_USER_COUPON_SOURCE_LIMIT,
        ERROR.NEW_USER_COUPON_SOURCE_LIMIT,
      ].sort(),
    );
  });
});

describe('the referral reward', () => {
  it("is paid for another proved person's first paid order", async () => {
    const inviter = await register();
    const friend = await register(await inviteCodeOf(inviter));
    await buyAndPay(friend, 'card-friend', { couponId: (await couponOf(friend, 'invite')).id });
    await rewardJobRan(friend.userId);
    expect(await referralsOf(inviter)).toHaveLength(1);
  }, 60_000);

  it("is not paid when the friend's first order was paid with the inviter's card", async () => {
    const inviter = await register();
    await buyAndPay(inviter, 'card-of-the-inviter');
    const friend = await register(await inviteCodeOf(inviter));
    await buyAndPay(friend, 'card-of-the-inviter');
    await rewardJobRan(friend.userId);
    expect(await referralsOf(inviter)).toEqual([]);
  }, 60_000);

  it("is not paid for a first order placed from the inviter's device", async () => {
    const inviter = await register();
    const friend = await register(await inviteCodeOf(inviter));
    await buyAndPay(friend, 'card-friend', {}, { deviceid: inviter.device });
    await rewardJobRan(friend.userId);
    expect(await referralsOf(inviter)).toEqual([]);
  }, 60_000);

  it('is not paid for a first order a coupon paid in full', async () => {
    const inviter = await register();
    const friend = await register(await inviteCodeOf(inviter));
    const couponId = await giveFullCoupon(t.database.db, friend.userId);
    const created = await call('order/create', { ...crystals, couponId }, friend);
    expect(
      (await call('payment/start', { orderNo: created.data.orderNo, paymentMethod: 'card' }, friend)).code,
    ).toBe(1);
    await expect.poll(() => statusOf(created.data.orderNo), { timeout: 20_000 }).toBe('completed');
    await rewardJobRan(friend.userId);
    expect(await referralsOf(inviter)).toEqual([]);
  }, 60_000);

  it('is not paid for a friend whose address is not proved', async () => {
    const inviter = await register();
    const friend = await register(await inviteCodeOf(inviter));
    await unprove(friend);
    await buyAndPay(friend, 'card-friend');
    await rewardJobRan(friend.userId);
    expect(await referralsOf(inviter)).toEqual([]);
  }, 60_000);
});
