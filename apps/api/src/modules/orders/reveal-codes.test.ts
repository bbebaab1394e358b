import { createHash, randomUUID } from 'node:crypto';
import { ERROR } from '@storefront/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../platform/tables.ts';
import { registeredAccount } from '../../testing/accounts.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { codeIn, isCodeMail, mailTo } from '../../testing/outbox.ts';
import { customers } from '../auth/tables.ts';
import { guestOf, insertOrder, waitForStatus } from '../fulfilment/testing.ts';
import { payOrder, WEBHOOK_BY_TEST } from '../payments/testing.ts';
import { orders } from './tables.ts';

// Issue 13, codes kept safe: a stolen session must not harvest a library of codes.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(WEBHOOK_BY_TEST);
});
afterAll(() => t.close());

async function deliveredKey(customerId: string, token: string) {
  const orderNo = await t.database.db.transaction((tx) =>
    insertOrder(tx, { customerId, productSlug: 'iron-citadel', skuId: 'sku_iron-citadel_30' }),
  );
  await payOrder(t, { token }, orderNo);
  await waitForStatus(t, orderNo, 'completed');
  return orderNo;
}

/** As if delivered a day and an hour ago. */
const ageDelivery = (orderNo: string) =>
  t.database.db
    .update(orders)
    .set({ completedAt: sql`now() - interval '25 hours'` })
    .where(eq(orders.orderNo, orderNo));

/** The address's one-mail-a-minute limit, as if its last mail went a minute ago (subjects are hashed). */
const minuteLater = (email: string) => {
  const subject = createHash('sha256').update(email).digest('base64url').slice(0, 32);
  return t.database.db.delete(rateLimits).where(eq(rateLimits.key, `mail-interval:${subject}`));
};

/** Mails a code of `type` to the account's own address and reads it there. */
async function mailedCode(
  email: string,
  token: string,
  type: 'revealCodes' | 'deleteAccount',
  seen: string[],
) {
  await minuteLater(email);
  const sent = await t.call('auth/sendVerifyEmail', { email, type }, { authorization: token });
  expect(sent.json()).toMatchObject({ code: 1 });
  return codeIn(await mailTo(t, email, (m) => isCodeMail(m) && !seen.includes(codeIn(m))));
}

const detailOf = async (orderNo: string, token: string) =>
  (await t.call('order/orderDetail', { orderNo }, { authorization: token })).json().data;

describe("an account's delivered codes", () => {
  it('are shown for a day, then only for the account password', async () => {
    const email = `reveal-${randomUUID().slice(0, 8)}@example.com`;
    const account = await registeredAccount(t, { email, password: 'secret-123' });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.email, email));
    const orderNo = await deliveredKey(row!.id, account.token);

    const fresh = await detailOf(orderNo, account.token);
    expect(fresh).toMatchObject({ codesHidden: false });
    expect(fresh.codes).toHaveLength(1);

    await ageDelivery(orderNo);
    const later = await detailOf(orderNo, account.token);
    expect(later).toMatchObject({ codes: [], codesHidden: true });

    const reveal = (password: string) =>
      t
        .call('order/revealCodes', { orderNo, password }, { authorization: account.token })
        .then((r) => r.json());
    expect((await reveal('not-my-password')).code).toBe(ERROR.WRONG_OLD_PASSWORD);
    expect(await reveal('secret-123')).toMatchObject({ code: 1, data: { codes: fresh.codes } });
  });

  it('are never hidden from a guest, who has no password, and never revealed to another account', async () => {
    const guest = await guestOf(t);
    const orderNo = await deliveredKey(guest.customerId, guest.token);
    await ageDelivery(orderNo);
    const detail = await detailOf(orderNo, guest.token);
    expect(detail.codesHidden).toBe(false);
    expect(detail.codes).toHaveLength(1);

    const other = await registeredAccount(t, { email: `other-${randomUUID().slice(0, 8)}@example.com` });
    const answer = await t.call(
      'order/revealCodes',
      { orderNo, password: 'secret-123' },
      { authorization: other.token },
    );
    expect(answer.json().code).toBe(ERROR.ORDER_NOT_FOUND);
  });

  it('are shown again for a code mailed to the account, the only way for an account without a password', async () => {
    const email = `reveal-code-${randomUUID().slice(0, 8)}@example.com`;
    const guest = await t.call('auth/loginByDevice', { DeviceId: `reveal-${randomUUID()}` });
    const browser = { authorization: guest.json().data.token };
    await t.call('auth/sendVerifyEmail', { email, type: 'login' }, browser);
    const signInCode = codeIn(await mailTo(t, email, isCodeMail));
    const login = await t.call('auth/loginByEmail', { email, code: signInCode }, browser);
    const account = login.json().data;
    const [row] = await t.database.db.select().from(customers).where(eq(customers.email, email));
    expect(row!.passwordHash).toBeNull();
    const orderNo = await deliveredKey(row!.id, account.token);
    const { codes } = await detailOf(orderNo, account.token);
    await ageDelivery(orderNo);

    const reveal = (proof: { code?: string; password?: string }) =>
      t
        .call('order/revealCodes', { orderNo, ...proof }, { authorization: account.token })
        .then((r) => r.json());
    expect(await reveal({})).toMatchObject({ code: ERROR.FIELD_REQUIRED });
    // A code mailed to delete the account shows no codes, and the session alone never does.
    const deleteCode = await mailedCode(email, account.token, 'deleteAccount', [signInCode]);
    expect((await reveal({ code: deleteCode })).code).toBe(ERROR.INVALID_VERIFICATION_CODE);

    const revealCode = await mailedCode(email, account.token, 'revealCodes', [signInCode, deleteCode]);
    const mail = await mailTo(t, email, (m) => isCodeMail(m) && codeIn(m) === revealCode);
    expect(mail.subject).toBe('Код для просмотра кодов заказа'); // the account's language
    expect(await reveal({ code: revealCode })).toMatchObject({ code: 1, data: { codes } });
    // Used once.
    expect((await reveal({ code: revealCode })).code).toBe(ERROR.INVALID_VERIFICATION_CODE);
  });

  it('are shown again for a mailed code to an account that has a password too, and never to another address', async () => {
    const email = `reveal-both-${randomUUID().slice(0, 8)}@example.com`;
    const account = await registeredAccount(t, { email, password: 'secret-123' });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.email, email));
    const orderNo = await deliveredKey(row!.id, account.token);
    await ageDelivery(orderNo);
    const toOther = await t.call(
      'auth/sendVerifyEmail',
      { email: 'someone-else@example.com', type: 'revealCodes' },
      { authorization: account.token },
    );
    expect(toOther.json().code).toBe(ERROR.FIELD_INVALID);
    const code = await mailedCode(email, account.token, 'revealCodes', []);
    const answer = await t.call('order/revealCodes', { orderNo, code }, { authorization: account.token });
    expect(answer.json()).toMatchObject({ code: 1, data: { codes: [expect.any(String)] } });
  });

  it('are not shown again on the session alone to an account with neither password nor address', async () => {
    const email = `reveal-none-${randomUUID().slice(0, 8)}@example.com`;
    const account = await registeredAccount(t, { email });
    const [row] = await t.database.db.select().from(customers).where(eq(customers.email, email));
    const orderNo = await deliveredKey(row!.id, account.token);
    await ageDelivery(orderNo);
    await t.database.db
      .update(customers)
      .set({ email: null, passwordHash: null })
      .where(eq(customers.id, row!.id));
    const answer = await t.call('order/revealCodes', { orderNo }, { authorization: account.token });
    expect(answer.json().code).toBe(ERROR.PASSWORD_NOT_SET);
  });
});
