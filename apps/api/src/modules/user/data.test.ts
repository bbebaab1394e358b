import { ERROR, type ExportData, type LoginData } from '@storefront/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSkuId } from '../../demo/catalog.ts';
import { newId } from '../../platform/ids.ts';
import { rateLimits } from '../../platform/tables.ts';
import { registeredAccount } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { giveFullCoupon } from '../../testing/coupons.ts';
import { codeIn, isCodeMail, isLinkMail, mailTo, tokenIn } from '../../testing/outbox.ts';
import { payAtSandbox } from '../../testing/payments.ts';
import { customerDevices, customers } from '../auth/tables.ts';
import { coupons } from '../coupons/tables.ts';
import { orders } from '../orders/tables.ts';
import { payments } from '../payments/tables.ts';
import { chatMessages, feedbackRecords } from '../support/tables.ts';

/** The sandbox gateway's job notifies the store's webhook here. */
const PORT = 3637;
let t: TestApp;
let counter = 0;
const unique = () => `${Date.now().toString(36)}${counter++}`;
/** A player id the sandbox supplier tops up at once (not 58…, which it answers late, nor …0000). */
const playerIdOf = () => `7${Date.now() % 100_000_000}${counter++}7`;
const PASSWORD = 'secret-123';

beforeAll(async () => {
  t = await createTestApp({
    API_PORT: String(PORT),
    SIGNIN_LIMIT_PER_IP: '100000',
    SIGNIN_LIMIT_PER_EMAIL: '100000',
    MAIL_LIMIT_PER_IP: '100000',
    MAIL_LIMIT_PER_EMAIL: '100000',
  });
  await t.app.listen({ port: PORT, host: '127.0.0.1' });
});
afterAll(() => t.close());

async function call(path: string, body: unknown, token?: string) {
  return (await t.call(path, body, token ? { authorization: token } : {})).json();
}

async function ok(path: string, body: unknown, token?: string) {
  const res = await call(path, body, token);
  expect(res, path).toMatchObject({ code: 1 });
  return res.data;
}

/** A customer as a browser makes one: a device's guest, registered and proved from that browser. */
async function customer() {
  const email = `own-data.${unique()}@example.com`;
  const deviceId = `own-data-device-${unique()}`;
  const login = await registeredAccount(t, { email, password: PASSWORD, headers: { deviceid: deviceId } });
  return { email, deviceId, login };
}

async function placeOrder(login: LoginData, playerId: string): Promise<string> {
  const order = await ok(
    'order/create',
    {
      productId: 'starfall-legends',
      skuId: demoSkuId('starfall-legends', 60),
      playerId,
      serverId: 'asia',
      email: login.email,
      acceptTerms: true,
    },
    login.token,
  );
  return order.orderNo;
}

/** A completed, paid order of the customer's, with a feedback thread and a chat message about it. */
async function customerWithHistory(playerId: string) {
  const who = await customer();
  const orderNo = await placeOrder(who.login, playerId);
  await payAtSandbox(t, { authorization: who.login.token }, orderNo, `card-${playerId}`);
  await expect
    .poll(async () => (await ok('order/orderDetail', { orderNo }, who.login.token)).status, {
      timeout: 20_000,
    })
    .toBe('completed');
  const feedback = `Player ${playerId} asks where the crystals went`;
  await ok(
    'feedback/create',
    { orderNo, questionTypeId: 'notReceived', email: who.email, content: feedback },
    who.login.token,
  );
  const chat = `Hello, this is ${playerId} in the chat`;
  await t.services.chat.send(
    { userId: who.login.userId, role: 'customer' },
    { clientId: unique(), text: chat },
    '203.0.113.7',
  );
  const couponId = await giveFullCoupon(t.database.db, who.login.userId);
  return { ...who, orderNo, playerId, feedback, chat, couponId };
}

describe("the customer's own data", () => {
  it('exports everything about the caller and nothing of anyone else', async () => {
    const me = await customerWithHistory(playerIdOf());
    const other = await customerWithHistory(playerIdOf());

    const data: ExportData = await ok('user/exportData', {}, me.login.token);

    expect(data.account).toMatchObject({ userId: me.login.userId, email: me.email, hasPassword: true });
    expect(data.orders.map((order) => [order.orderNo, order.playerId, order.status])).toEqual([
      [me.orderNo, me.playerId, 'completed'],
    ]);
    expect(data.coupons.map((coupon) => coupon.id)).toContain(me.couponId);
    expect(data.feedback).toEqual([
      expect.objectContaining({
        orderNo: me.orderNo,
        messages: [expect.objectContaining({ author: 'customer', content: me.feedback })],
      }),
    ]);
    expect(data.chat.map((message) => message.text)).toEqual([me.chat]);
    const file = JSON.stringify(data);
    for (const theirs of [
      other.email,
      other.orderNo,
      other.playerId,
      other.couponId,
      other.chat,
      other.feedback,
    ]) {
      expect(file).not.toContain(theirs);
    }
    expect((await call('user/exportData', {})).code).toBe(ERROR.TOKEN_EXPIRED);
    const visitor = await ok('auth/loginByDevice', { DeviceId: `own-data-guest-${unique()}` });
    expect((await call('user/exportData', {}, visitor.token)).code).toBe(ERROR.USER_NOT_REGISTERED);
  });

  it('deletes the account: sessions end, the person is erased, the orders kept without them', async () => {
    const me = await customerWithHistory(playerIdOf());
    const other = await customerWithHistory(playerIdOf());
    const secondSession = await ok('auth/loginByPwd', { email: me.email, password: PASSWORD });
    const [paid] = await t.database.db.select().from(orders).where(eq(orders.orderNo, me.orderNo));

    expect(await call('user/deleteAccount', {}, me.login.token)).toMatchObject({
      code: ERROR.FIELD_REQUIRED,
      msg: 'Please enter your current password',
    });
    expect((await call('user/deleteAccount', { password: 'not-it-123' }, me.login.token)).code).toBe(
      ERROR.WRONG_OLD_PASSWORD,
    );
    expect((await call('user/info', {}, me.login.token)).code).toBe(1);

    await ok('user/deleteAccount', { password: PASSWORD }, me.login.token);

    for (const token of [me.login.token, secondSession.token]) {
      expect((await call('user/info', {}, token)).code).toBe(ERROR.TOKEN_EXPIRED);
    }
    expect((await call('auth/loginByPwd', { email: me.email, password: PASSWORD })).code).toBe(
      ERROR.WRONG_CREDENTIALS,
    );
    const db = t.database.db;
    expect(await db.select().from(customers).where(eq(customers.id, me.login.userId))).toEqual([]);
    expect(await db.select().from(customers).where(eq(customers.email, me.email))).toEqual([]);

    const [kept] = await db.select().from(orders).where(eq(orders.orderNo, me.orderNo));
    expect(kept).toMatchObject({
      status: 'completed',
      productSlug: paid!.productSlug,
      skuId: paid!.skuId,
      quantity: paid!.quantity,
      currencyCode: paid!.currencyCode,
      payAmount: paid!.payAmount,
      paidAt: paid!.paidAt,
      email: null,
      playerId: null,
      characterName: null,
      serverId: null,
      deviceId: null,
      sourceKey: null,
    });
    const [holder] = await db.select().from(customers).where(eq(customers.id, kept!.customerId));
    expect(holder).toMatchObject({ email: null, passwordHash: null, inviteCode: null, disabled: true });
    expect(await db.select().from(customerDevices).where(eq(customerDevices.customerId, holder!.id))).toEqual(
      [],
    );

    const [payment] = await db.select().from(payments).where(eq(payments.orderNo, me.orderNo));
    expect(payment).toMatchObject({ status: 'succeeded', amount: paid!.payAmount, payer: null });
    expect(await db.select().from(feedbackRecords).where(eq(feedbackRecords.orderNo, me.orderNo))).toEqual(
      [],
    );
    expect(
      await db.select().from(chatMessages).where(eq(chatMessages.conversationId, me.login.userId)),
    ).toEqual([]);
    expect(await db.select().from(coupons).where(eq(coupons.id, me.couponId))).toEqual([]);

    // The other customer keeps all of theirs.
    const theirs: ExportData = await ok('user/exportData', {}, other.login.token);
    expect(theirs.orders.map((order) => order.playerId)).toEqual([other.playerId]);
    expect(theirs.feedback.map((thread) => thread.messages[0]!.content)).toEqual([other.feedback]);
    expect(theirs.chat.map((message) => message.text)).toEqual([other.chat]);
    expect(theirs.coupons.map((coupon) => coupon.id)).toContain(other.couponId);

    // The browser's device opens a guest with nothing of the account.
    const device = await ok('auth/loginByDevice', { DeviceId: me.deviceId });
    expect(device).toMatchObject({ isRegister: 0, email: '' });
    expect(device.userId).not.toBe(me.login.userId);
    expect((await ok('order/orderList', {}, device.token)).list).toEqual([]);
    expect((await call('order/orderDetail', { orderNo: me.orderNo }, device.token)).code).toBe(
      ERROR.ORDER_NOT_FOUND,
    );

    // The address registers again, from the same browser, as a new customer with nothing of the old
    // (a minute later, as far as the one-mail-a-minute limit of the address is concerned).
    await db.delete(rateLimits);
    await ok('auth/register', { email: me.email, password: 'another-123' }, device.token);
    const link = tokenIn(await mailTo(t, me.email, isLinkMail, 2));
    const verified = await ok('auth/verifyEmail', { token: link }, device.token);
    const again: LoginData = verified.login;
    expect(again.userId).not.toBe(me.login.userId);
    expect((await ok('order/orderList', {}, again.token)).list).toEqual([]);
    expect((await ok('user/listUserCoupon', {}, again.token)).list).toEqual([]);
    const fresh: ExportData = await ok('user/exportData', {}, again.token);
    expect(fresh).toMatchObject({ orders: [], coupons: [], feedback: [], chat: [], recentPlayers: [] });
  });

  it('asks an account without a password for a code e-mailed to its address', async () => {
    const email = `own-data-code.${unique()}@example.com`;
    await ok('auth/sendVerifyEmail', { email, type: 'login' });
    const signIn = codeIn(await mailTo(t, email, isCodeMail));
    const me: LoginData = await ok('auth/loginByEmail', { email, code: signIn });

    expect(await call('user/deleteAccount', {}, me.token)).toMatchObject({ code: ERROR.FIELD_REQUIRED });
    expect(
      (await call('auth/sendVerifyEmail', { email: 'someone@example.com', type: 'deleteAccount' }, me.token))
        .code,
    ).toBe(ERROR.FIELD_INVALID);
    await t.database.db.delete(rateLimits); // the sign-in code was mailed a moment ago
    await ok('auth/sendVerifyEmail', { email, type: 'deleteAccount' }, me.token);
    const mail = await mailTo(t, email, (message) => isCodeMail(message) && codeIn(message) !== signIn);
    expect(mail.subject).toBe('Код для удаления аккаунта'); // the account's language
    const code = codeIn(mail);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await call('user/deleteAccount', { code: wrong }, me.token)).code).toBe(
      ERROR.INVALID_VERIFICATION_CODE,
    );

    await ok('user/deleteAccount', { code }, me.token);
    expect((await call('user/info', {}, me.token)).code).toBe(ERROR.TOKEN_EXPIRED);
    expect(await t.database.db.select().from(customers).where(eq(customers.email, email))).toEqual([]);
  });

  it('lets an account with neither password nor address go on its session alone', async () => {
    const id = newId('cus');
    await t.database.db.insert(customers).values({
      id,
      kind: 'registered',
      lang: 'en',
      regionCode: 'RUS',
      currencyCode: 'RUB',
      inviteCode: unique(),
    });
    const me = await t.services.auth.openSessionFor(id);
    await ok('user/deleteAccount', {}, me.token);
    expect(await t.database.db.select().from(customers).where(eq(customers.id, id))).toEqual([]);
  });

  it('is refused while an order awaits payment, and nothing is erased', async () => {
    const me = await customer();
    const orderNo = await placeOrder(me.login, '512345678');
    expect(await call('user/deleteAccount', { password: PASSWORD }, me.login.token)).toMatchObject({
      code: ERROR.ACCOUNT_HAS_OPEN_ORDERS,
    });
    const data: ExportData = await ok('user/exportData', {}, me.login.token);
    expect(data.orders.map((order) => [order.orderNo, order.email])).toEqual([[orderNo, me.email]]);
  });
});
